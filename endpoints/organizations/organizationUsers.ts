import type { PayloadRequest, RequiredDataFromCollectionSlug, Where } from 'payload'
import { z } from 'zod'
import { organizationOf, relationId, type AuthUser } from '../../access/roles'
import { ORGANIZATION_ROLES } from '../../contract/accounts'
import type { FieldErrors } from '../../contract/errors'
import { messages } from '../../contract/messages'
import {
  FOR_ACTIONS,
  applyRoleChange,
  colleague,
  flag,
  managesEngagements,
  organizationUser,
  organizationUserCreateInput,
  organizationUserErrors,
  organizationUserMessages,
  organizationUserPatchInput,
  organizationUserPutInput,
  reassignInput,
  roleChangeAllowed,
  superAdminUserCreateInput,
  type OrganizationRole,
  type RoleFields,
} from '../../contract/organizationUsers'
import { ORGANIZATION_USER_WRITE } from '../../domain/accounts/contextKeys'
import { presentColleague, presentOrganizationUser, type StoredOrganizationUser } from '../../domain/accounts/presentOrganizationUser'
import { newToken } from '../../domain/accounts/tokens'
import { findUserByEmail } from '../../domain/accounts/trustedLookups'
import { HELD_ENGAGEMENT_STATUSES, REASSIGN_ENGAGEMENTS } from '../../domain/engagements/holding'
import { accountCreatedMail } from '../../mail/templates'
import { getEnv } from '../../server/env'
import { HttpError, NO_ID, asUser, defineEndpoint, looksLikeId, withTransaction } from '../http'
import { listCache } from '../../domain/cache/listCache'
import { pageQuery, toPage, toSort } from '../pagination'
import type { Row, UpdateData } from '../../domain/shared/records'

/**
 * Organization users: the organization admin manages
 * the members of their own organization under /organization_admin/users/, the super admin those of any
 * organization under /super_admin/users/, and a manager lists active colleagues for Share Group under
 * /manager/users/. Talents, super admins and content editors are never organization users: their ids
 * read as 404 here, as does anyone of another organization.
 */
const TAG = 'Organization users'
type AdminRole = 'organization_admin' | 'super_admin'

// A function, not a shared constant: Payload extends a query's conditions in place when it joins.
const organizationRoles = (): Where => ({ role: { in: [...ORGANIZATION_ROLES] } })

/** The users an endpoint family may name: organization members, of the caller's organization unless super admin. */
function scope(user: AuthUser): Where {
  if (user.role === 'super_admin') return organizationRoles()
  return { and: [organizationRoles(), { organization: { equals: organizationOf(user) ?? NO_ID } }] }
}


/**
 * A users row read through `scope`, whose where clause admits organization roles only; at depth 0 its
 * organization and department are ids. The row type allows every role and the populated relations.
 */
const asMember = (doc: Row<'users'>) => doc as StoredOrganizationUser

async function findMember(req: PayloadRequest, user: AuthUser, id: string): Promise<StoredOrganizationUser | null> {
  if (!looksLikeId(id)) return null
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { and: [{ id: { equals: id } }, scope(user)] },
    limit: 1,
    pagination: false,
    ...asUser(req, user),
  })
  return docs[0] ? asMember(docs[0]) : null
}

const heldBy = (ids: string[]): Where => ({ and: [{ owners: { in: ids } }, { status: { in: [...HELD_ENGAGEMENT_STATUSES] } }] })

/** OrgUser JSON for a page of users: one query for their departments' names, one for their engagements. */
async function present(req: PayloadRequest, user: AuthUser, members: StoredOrganizationUser[]) {
  const ids = members.map((member) => String(member.id))
  const departmentIds = [...new Set(members.map((member) => member.department).filter((id): id is string => Boolean(id)))]
  const [departments, engagements] = await Promise.all([
    departmentIds.length
      ? req.payload.find({ collection: 'departments', where: { id: { in: departmentIds } }, select: { name: true }, pagination: false, ...asUser(req, user) })
      : null,
    ids.length ? req.payload.find({ collection: 'engagements', where: heldBy(ids), select: { owners: true }, pagination: false, ...asUser(req, user) }) : null,
  ])
  const names = new Map((departments?.docs ?? []).map((doc) => [String(doc.id), String((doc as { name?: string }).name ?? '')]))
  const counts = new Map<string, number>()
  for (const doc of engagements?.docs ?? []) {
    // A user holds an engagement when they are any of its owners.
    for (const owner of new Set(((doc as { owners?: unknown[] }).owners ?? []).map((value) => relationId(value) ?? ''))) {
      counts.set(owner, (counts.get(owner) ?? 0) + 1)
    }
  }
  return members.map((member) =>
    presentOrganizationUser(member, {
      departmentName: member.department ? (names.get(String(member.department)) ?? null) : null,
      engagementsCount: counts.get(String(member.id)) ?? 0,
    }),
  )
}

async function presentOne(req: PayloadRequest, user: AuthUser, id: string) {
  const member = await findMember(req, user, id)
  if (!member) throw HttpError.notFound()
  return (await present(req, user, [member]))[0]!
}

/** Whether `departmentId` names a department of `organization` the caller may read. */
async function departmentOf(req: PayloadRequest, user: AuthUser, organization: string, departmentId: string) {
  if (!looksLikeId(departmentId)) return false
  const count = await req.payload.count({
    collection: 'departments',
    where: { and: [{ id: { equals: departmentId } }, { organization: { equals: organization } }] },
    overrideAccess: false,
    user,
    req,
  })
  return count.totalDocs > 0
}

const invalid = (field: string, message: string) => HttpError.validation({ [field]: [message] })

/**
 * Who may take over a user's engagements: an active admin, or an active manager with Manage Engagement,
 * of the same organization, and not the user themselves. Errors name `field` (managerId when
 * reassigning, reassignedUserId when deactivating).
 */
async function assertReassignTarget(req: PayloadRequest, user: AuthUser, subject: StoredOrganizationUser, targetId: string, field: string) {
  if (targetId === String(subject.id)) throw invalid(field, organizationUserMessages.reassignToSameUser)
  const target = await findMember(req, user, targetId)
  const eligible =
    target && !target.isDeactivated && String(target.organization) === String(subject.organization) && managesEngagements(target)
  if (!eligible) throw invalid(field, organizationUserMessages.reassignTargetInvalid)
}

const countHeld = async (req: PayloadRequest, user: AuthUser, id: string) =>
  (await req.payload.count({ collection: 'engagements', where: heldBy([id]), overrideAccess: false, user, req })).totalDocs

/**
 * Moves `from`'s place in the owners of every engagement they hold to `to` (order kept, no duplicate when
 * `to` already is an owner); the caller runs it inside the transaction of its other writes.
 */
async function moveEngagements(req: PayloadRequest, user: AuthUser, from: string, to: string) {
  const { docs } = await req.payload.find({ collection: 'engagements', where: heldBy([from]), select: { owners: true }, pagination: false, ...asUser(req, user) })
  for (const doc of docs) {
    const owners = ((doc as { owners?: unknown[] }).owners ?? []).map((value) => relationId(value) ?? '')
    const moved = [...new Set(owners.map((owner) => (owner === from ? to : owner)))]
    await req.payload.update({ collection: 'engagements', id: doc.id, data: { owners: moved }, context: { [REASSIGN_ENGAGEMENTS]: true }, ...asUser(req, user) })
  }
  return docs.length
}

// --- Lists ---------------------------------------------------------------------------------------

const ORDERING = ['firstName', 'lastName', 'email', 'role', 'createdAt', 'lastLogin', 'isDeactivated']

const listQuery = pageQuery.extend({
  search: z.string().trim().optional().describe('Part of the first name, last name or e-mail'),
  firstName: z.string().trim().optional().describe('Part of the first name'),
  role: z.enum(ORGANIZATION_ROLES).optional(),
  department: z.string().trim().optional().describe('Department id'),
  isDeactivated: flag.optional(),
  forAction: z
    .enum(FOR_ACTIONS)
    .optional()
    .describe('The users who may take over the work of manager_id: active admins and managers with Manage Engagement, manager_id excluded'),
  managerId: z.string().trim().optional().describe('With for_action: the user whose work is reassigned'),
})

const superAdminListQuery = listQuery.extend({ organization: z.string().trim().optional().describe('Organization id') })

const textFilters = (query: { search?: string; firstName?: string }): Where[] => [
  ...(query.search ? [{ or: [{ firstName: { like: query.search } }, { lastName: { like: query.search } }, { email: { like: query.search } }] }] : []),
  ...(query.firstName ? [{ firstName: { like: query.firstName } }] : []),
]

const idOrNone = (id: string | undefined) => (id && looksLikeId(id) ? id : NO_ID)

async function listFilters(req: PayloadRequest, user: AuthUser, query: z.output<typeof superAdminListQuery>): Promise<Where[]> {
  const and: Where[] = [scope(user), ...textFilters(query)]
  if (query.role) and.push({ role: { equals: query.role } })
  if (query.department) and.push({ department: { equals: idOrNone(query.department) } })
  if (query.isDeactivated !== undefined) and.push({ isDeactivated: query.isDeactivated ? { equals: true } : { not_equals: true } })
  if (query.organization) and.push({ organization: { equals: idOrNone(query.organization) } })
  if (query.forAction) {
    and.push({ isDeactivated: { not_equals: true } })
    and.push({ or: [{ role: { equals: 'organization_admin' } }, { and: [{ role: { equals: 'manager' } }, { hasPermissionSendEngagement: { equals: true } }] }] })
    if (query.managerId) {
      // The work stays in the organization of the user who hands it over.
      const subject = await findMember(req, user, query.managerId)
      and.push({ id: { not_equals: idOrNone(query.managerId) } }, { organization: { equals: subject?.organization ?? NO_ID } })
    }
  }
  return and
}

const usersListCache = listCache('organization users', ['users', 'departments', 'engagements', 'organizations'])

const listUsers = (role: AdminRole) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/users/`,
    summary:
      role === 'super_admin'
        ? 'Users of every organization (admins, managers, contacts); for_action lists who may take over a user’s work'
        : 'Users of the caller’s organization; for_action lists who may take over a user’s work',
    tag: TAG,
    access: [role],
    query: role === 'super_admin' ? superAdminListQuery : listQuery,
    response: z.object({ count: z.number(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(organizationUser) }),
    // The portal's users table re-reads this on every page, filter and keystroke: served from the list
    // cache per caller and URL (domain/cache/listCache.ts), forgotten on any write to what it shows.
    handler: ({ req, user, query }) =>
      usersListCache.through(`${user!.id} ${req.url}`, async () => {
        const found = await req.payload.find({
          collection: 'users',
          where: { and: await listFilters(req, user!, query) },
          sort: toSort(query.ordering ?? 'first_name,last_name', ORDERING, 'firstName'),
          page: query.page,
          limit: query.pageSize,
          ...asUser(req, user!),
        })
        return toPage(req, query, found.totalDocs, await present(req, user!, found.docs.map(asMember)))
      }),
  })

export const organizationAdminUsers = listUsers('organization_admin')
export const superAdminUsers = listUsers('super_admin')

export const managerColleagues = defineEndpoint({
  method: 'get',
  path: '/manager/users/',
  summary: 'Active admins and managers of the manager’s organization, the manager excluded (Share Group)',
  tag: TAG,
  access: ['manager'],
  query: pageQuery.extend({ search: z.string().trim().optional(), firstName: z.string().trim().optional() }),
  response: z.object({ count: z.number(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(colleague) }),
  handler: async ({ req, user, query }) => {
    const found = await req.payload.find({
      collection: 'users',
      where: {
        and: [
          scope(user!),
          { role: { in: ['organization_admin', 'manager'] } },
          { isDeactivated: { not_equals: true } },
          { id: { not_equals: user!.id } },
          ...textFilters(query),
        ],
      },
      sort: toSort(query.ordering ?? 'first_name,last_name', ['firstName', 'lastName'], 'firstName'),
      page: query.page,
      limit: query.pageSize,
      ...asUser(req, user!),
    })
    const members = found.docs.map(asMember)
    const presented = await present(req, user!, members)
    return toPage(req, query, found.totalDocs, members.map((member, index) => presentColleague(member, presented[index]!.departmentName)))
  },
})

// --- Create --------------------------------------------------------------------------------------

/** What the collection stores for the contract's fields (departmentId is `department`). */
function toStored(values: Partial<RoleFields> & { organizationId?: unknown; reassignedUserId?: unknown; isSystemUser?: boolean }, user: AuthUser): UpdateData<'users'> {
  const { departmentId, organizationId: _organizationId, reassignedUserId: _reassignedUserId, isSystemUser, ...rest } = values
  // The contract's other fields are the collection's own, validated by the endpoint's schema; the
  // entries lose their types on the way through Object.fromEntries.
  const data = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) as UpdateData<'users'>
  if (departmentId !== undefined) data.department = departmentId
  // Only the super admin marks system users; an organization admin's value is ignored.
  if (isSystemUser !== undefined && user.role === 'super_admin') data.isSystemUser = isSystemUser
  return data
}

async function assertEmailFree(req: PayloadRequest, email: string) {
  if (await findUserByEmail(req.payload, email, req)) throw invalid('email', messages.emailTaken)
}

const createUser = (role: AdminRole) =>
  defineEndpoint({
    method: 'post',
    path: `/${role}/users/`,
    summary: 'Add an organization user; they receive an e-mail with a link to create their password',
    tag: TAG,
    access: [role],
    body: role === 'super_admin' ? superAdminUserCreateInput : organizationUserCreateInput,
    response: organizationUser,
    status: 201,
    handler: async ({ req, user, body }) => {
      const input = body as z.output<typeof superAdminUserCreateInput>
      let organization = organizationOf(user!)
      if (role === 'super_admin') {
        const found = looksLikeId(input.organizationId)
          ? await req.payload.findByID({ collection: 'organizations', id: input.organizationId, select: {}, disableErrors: true, ...asUser(req, user!) })
          : null
        if (!found) throw invalid('organizationId', 'Select a valid organization.')
        organization = input.organizationId
      }
      const values = applyRoleChange(input, input.role)
      if (values.departmentId && !(await departmentOf(req, user!, organization!, values.departmentId))) {
        throw invalid('departmentId', organizationUserMessages.invalidDepartment)
      }
      await assertEmailFree(req, values.email)
      const id = await withTransaction(req, async () => {
        const created = await req.payload.create({
          collection: 'users',
          // A password nobody knows, so the account cannot be signed into before its owner creates one.
          // organizationUserCreateInput requires the names, the e-mail and the role: the create's required fields.
          data: { ...toStored(values, user!), organization, password: `${newToken()}Aa1#` } as RequiredDataFromCollectionSlug<'users'>,
          ...asUser(req, user!),
        })
        const token = await req.payload.forgotPassword({ collection: 'users', data: { email: values.email }, disableEmail: true, req })
        const url = `${getEnv().appUrl}/create-password/${created.id}/${token}`
        await req.payload.sendEmail({ to: values.email, ...accountCreatedMail(values.firstName, url) })
        return String(created.id)
      })
      return presentOne(req, user!, id)
    },
  })

export const organizationAdminCreateUser = createUser('organization_admin')
export const superAdminCreateUser = createUser('super_admin')

export const getOrganizationAdminUser = defineEndpoint({
  method: 'get',
  path: '/organization_admin/users/:id/',
  summary: 'A user of the caller’s organization',
  tag: TAG,
  access: ['organization_admin'],
  response: organizationUser,
  handler: ({ req, user, params }) => presentOne(req, user!, params.id!),
})

export const getSuperAdminUser = defineEndpoint({
  method: 'get',
  path: '/super_admin/users/:id/',
  summary: 'A user of any organization',
  tag: TAG,
  access: ['super_admin'],
  response: organizationUser,
  handler: ({ req, user, params }) => presentOne(req, user!, params.id!),
})

// --- Update --------------------------------------------------------------------------------------

type Changes = z.output<typeof organizationUserPatchInput>

/**
 * Edits, deactivation and reactivation, the time-sheet approval toggle: the changes are applied to the
 * stored user and the rules checked on the result. A user who loses the engagements
 * they hold — deactivated, or no longer managing engagements — hands them to `reassignedUserId` in the
 * same transaction. Nobody deactivates themselves or changes their own role.
 */
async function updateMember(req: PayloadRequest, user: AuthUser, id: string, changes: Changes) {
  const stored = await findMember(req, user, id)
  if (!stored) throw HttpError.notFound()
  const self = String(stored.id) === user.id
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Changes
  const role = (defined.role ?? stored.role) as OrganizationRole
  if (role !== stored.role) {
    if (self) throw invalid('role', organizationUserMessages.cannotChangeOwnRole)
    if (!roleChangeAllowed(stored.role, role)) throw invalid('role', organizationUserMessages.roleChangeNotAllowed)
  }
  if (defined.isDeactivated === true && self) throw invalid('isDeactivated', organizationUserMessages.cannotDeactivateSelf)
  const merged = applyRoleChange(
    {
      departmentId: stored.department ?? null,
      hasPermissionSendEngagement: Boolean(stored.hasPermissionSendEngagement),
      hasPermissionViewRate: Boolean(stored.hasPermissionViewRate),
      contactType: stored.contactType ?? null,
      customContactType: stored.customContactType ?? null,
      ...defined,
    },
    role,
  )
  const errors: FieldErrors = organizationUserErrors(merged)
  if (Object.keys(errors).length) throw HttpError.validation(errors)
  const organization = String(stored.organization)
  if (merged.departmentId && merged.departmentId !== stored.department && !(await departmentOf(req, user, organization, merged.departmentId))) {
    throw invalid('departmentId', organizationUserMessages.invalidDepartment)
  }
  if (defined.email && defined.email !== stored.email) await assertEmailFree(req, defined.email)

  const deactivating = defined.isDeactivated === true && !stored.isDeactivated
  const stopsManaging = managesEngagements(stored) && !managesEngagements(merged)
  const held = deactivating || stopsManaging ? await countHeld(req, user, id) : 0
  if (held > 0) {
    if (!merged.reassignedUserId) throw invalid('reassignedUserId', organizationUserMessages.reassignRequired)
    await assertReassignTarget(req, user, stored, merged.reassignedUserId, 'reassignedUserId')
  }
  await withTransaction(req, async () => {
    if (held > 0) await moveEngagements(req, user, id, merged.reassignedUserId!)
    await req.payload.update({
      collection: 'users',
      id,
      data: toStored(merged, user),
      context: { [ORGANIZATION_USER_WRITE]: true },
      ...asUser(req, user),
    })
  })
  return presentOne(req, user, id)
}

const changeUser = (role: AdminRole, method: 'put' | 'patch') =>
  defineEndpoint({
    method,
    path: `/${role}/users/:id/`,
    summary:
      method === 'put'
        ? 'Edit an organization user (every required field)'
        : 'Change some fields of an organization user: deactivate or reactivate (isDeactivated), time-sheet approval (hasTimeSheetApproval), …',
    tag: TAG,
    access: [role],
    body: method === 'put' ? organizationUserPutInput : organizationUserPatchInput,
    response: organizationUser,
    handler: ({ req, user, params, body }) => {
      if (!looksLikeId(params.id!)) throw HttpError.notFound()
      return updateMember(req, user!, params.id!, body)
    },
  })

export const organizationAdminPutUser = changeUser('organization_admin', 'put')
export const organizationAdminPatchUser = changeUser('organization_admin', 'patch')
export const superAdminPutUser = changeUser('super_admin', 'put')
export const superAdminPatchUser = changeUser('super_admin', 'patch')

// --- Reassign ------------------------------------------------------------------------------------

const reassign = (role: AdminRole) =>
  defineEndpoint({
    method: 'post',
    path: `/${role}/users/:id/reassign/`,
    summary:
      'Hand every engagement the user holds to managerId (an active admin or manager with Manage Engagement of the same organization); answers the user',
    tag: TAG,
    access: [role],
    body: reassignInput,
    response: organizationUser,
    handler: async ({ req, user, params, body }) => {
      const subject = await findMember(req, user!, params.id!)
      if (!subject) throw HttpError.notFound()
      await assertReassignTarget(req, user!, subject, body.managerId, 'managerId')
      // isEngagementsOnly false would also hand over time tracking, which does not exist yet: today both
      // move the engagements.
      await withTransaction(req, () => moveEngagements(req, user!, String(subject.id), body.managerId))
      return presentOne(req, user!, String(subject.id))
    },
  })

export const organizationAdminReassign = reassign('organization_admin')
export const superAdminReassign = reassign('super_admin')
