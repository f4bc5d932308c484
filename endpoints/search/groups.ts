import type { Endpoint, PayloadRequest, Where } from 'payload'
import { z } from 'zod'
import { relationId, type AuthUser } from '../../access/roles'
import { approvedTalentWhere } from '../../access/talentRecords'
import type { Role } from '../../contract/accounts'
import type { FieldErrors } from '../../contract/errors'
import {
  availabilityCover,
  group,
  groupInput,
  groupMember,
  groupMemberFilters,
  groupMemberInput,
  groupMessages,
  groupPatch,
  shareGroupInput,
  shareGroupResult,
  shareSelectionErrors,
  subgroup,
  subgroupInput,
  subgroupPatch,
  type Group,
  type GroupMember,
  type Subgroup,
} from '../../contract/groups'
import { fullName } from '../../contract/talentList'
import { todayUtc } from '../../domain/clock'
import { findAll } from '../../domain/profile/sections'
import type { Row, Selection } from '../../domain/shared/records'
import { findableTalents, loadTalentListItems } from '../../domain/talents/listItems'
import { READ_APPROVED_TALENTS } from '../../domain/profile/contextKeys'
import { HttpError, asUser, defineEndpoint, looksLikeId, withTransaction } from '../http'
import { pageQuery, toPage, toSort } from '../pagination'
import { pageOf } from '../talent/records'
import { listCache } from '../../domain/cache/listCache'
import { ID_ONLY } from '../../domain/shared/select'

/**
 * Groups, subgroups, group members and Share Group, each under /manager/ and /organization_admin/ (each role has
 * its own prefix; a manager without Manage Engagement keeps groups: the spec gives managers "groups, subgroups"
 * without a permission). Who may read or change what is access/groups.ts: an id the caller may not read answers 404
 * whatever it names; a group, subgroup or member shared with the caller reads but answers 403 to a change. Lists
 * load their counts and talents with a fixed number of queries whatever the page size.
 */
const TAG = 'Groups'
const ROLES = ['manager', 'organization_admin'] as const satisfies readonly Role[]
type OrganizationRole = (typeof ROLES)[number]

/**
 * A member is listed while the organization may find its talent: approved by the platform, not
 * deactivated. A new object on every call: Payload adds the users' access to a nested query's Where in
 * place, so a shared constant would grow with every request.
 */
const visibleMember = () => approvedTalentWhere('talent')


/**
 * Member queries filter and sort on the talent's account (visibleMember, the name filter, the name
 * ordering), which Payload reads with the users collection's access: organization users see a talent's
 * account only with READ_APPROVED_TALENTS, the same key the talent-profile endpoints set.
 */
const throughTalents = () => ({ context: { [READ_APPROVED_TALENTS]: true } })

/** Every member row matching `where` that `user` may read, with the fields in `select`: one query. */
async function findMembers(req: PayloadRequest, user: AuthUser, where: Where, select: Selection<'group-members'>): Promise<Row<'group-members'>[]> {
  const { docs } = await req.payload.find({ collection: 'group-members', where, select, pagination: false, ...asUser(req, user), ...throughTalents() })
  return docs
}

/** The record `id` of `collection` as `user` may read it, or 404. */
async function readable<S extends 'groups' | 'subgroups' | 'group-members'>(req: PayloadRequest, user: AuthUser, collection: S, id: string | undefined, where?: Where): Promise<Row<S>> {
  if (!id || !looksLikeId(id)) throw HttpError.notFound()
  const { docs } = await req.payload.find({
    collection,
    where: where ? { and: [{ id: { equals: id } }, where] } : { id: { equals: id } },
    limit: 1,
    pagination: false,
    ...asUser(req, user),
    ...(collection === 'group-members' ? throughTalents() : {}),
  })
  if (!docs[0]) throw HttpError.notFound()
  return docs[0] as Row<S>
}

/** Whether `user` owns group `groupId` (the one who may change it and everything in it). */
async function ownsGroup(req: PayloadRequest, user: AuthUser, groupId: string | null): Promise<boolean> {
  if (!groupId) return false
  const { totalDocs } = await req.payload.count({
    collection: 'groups',
    where: { and: [{ id: { equals: groupId } }, { owner: { equals: user.id } }] },
    overrideAccess: false,
    user,
    req,
  })
  return totalDocs === 1
}

function assertOwner(isOwner: boolean) {
  if (!isOwner) throw HttpError.forbidden(groupMessages.onlyOwnerChanges)
}

/** Bulk deletes inside a transaction: any row that could not be deleted undoes the whole request. */
async function deleteWhere(req: PayloadRequest, user: AuthUser, collection: 'subgroups' | 'group-members' | 'group-shares', where: Where) {
  const result = await req.payload.delete({ collection, where, ...asUser(req, user) })
  if (result.errors.length) throw new Error(`could not delete every ${collection} row: ${result.errors.map((error) => error.message).join('; ')}`)
}

const countBy = <T extends { id: string }>(docs: T[], field: keyof T, distinct?: keyof T) => {
  const seen = new Map<string, Set<string>>()
  for (const doc of docs) {
    const key = relationId(doc[field])
    if (!key) continue
    const values = seen.get(key) ?? new Set<string>()
    values.add(distinct ? (relationId(doc[distinct]) ?? '') : String(doc.id))
    seen.set(key, values)
  }
  return (key: string) => seen.get(key)?.size ?? 0
}

// --- presenting -----------------------------------------------------------------------------------

/**
 * Groups with their counts as the caller sees them (a user a group was shared with counts only the
 * shared subgroups and their members): three queries for any number of groups. membersCount counts
 * distinct talents.
 */
async function presentGroups(req: PayloadRequest, user: AuthUser, docs: Row<'groups'>[]): Promise<Group[]> {
  if (!docs.length) return []
  const ids = docs.map((doc) => String(doc.id))
  const ownerIds = [...new Set(docs.map((doc) => relationId(doc.owner)).filter((id): id is string => Boolean(id)))]
  const [subgroups, members, owners] = await Promise.all([
    findAll(req, user, 'subgroups', { group: { in: ids } }, { select: { group: true } }),
    findMembers(req, user, { and: [{ group: { in: ids } }, visibleMember()] }, { group: true, talent: true }),
    findAll(req, user, 'users', { id: { in: ownerIds } }, { select: { firstName: true, lastName: true } }),
  ])
  const subgroupsOf = countBy(subgroups, 'group')
  const talentsOf = countBy(members, 'group', 'talent')
  const ownerNames = new Map(owners.map((owner) => [String(owner.id), fullName(owner)]))
  return docs.map((doc) => {
    const id = String(doc.id)
    const ownerId = relationId(doc.owner) ?? ''
    return {
      id,
      name: String(doc.name),
      ownerId,
      ownerName: ownerNames.get(ownerId) ?? '',
      isOwner: ownerId === user.id,
      subgroupsCount: subgroupsOf(id),
      membersCount: talentsOf(id),
      createdAt: new Date(String(doc.createdAt)).toISOString(),
    }
  })
}

async function presentSubgroups(req: PayloadRequest, user: AuthUser, docs: Row<'subgroups'>[]): Promise<Subgroup[]> {
  if (!docs.length) return []
  const ids = docs.map((doc) => String(doc.id))
  const members = await findMembers(req, user, { and: [{ subgroup: { in: ids } }, visibleMember()] }, { subgroup: true })
  const membersOf = countBy(members, 'subgroup')
  return docs.map((doc) => ({ id: String(doc.id), name: String(doc.name), groupId: relationId(doc.group) ?? '', membersCount: membersOf(String(doc.id)) }))
}

async function presentMembers(req: PayloadRequest, user: AuthUser, docs: Row<'group-members'>[]): Promise<GroupMember[]> {
  const talents = await loadTalentListItems(req, user, docs.map((doc) => relationId(doc.talent) ?? ''))
  return docs.flatMap((doc) => {
    const talent = talents.get(relationId(doc.talent) ?? '')
    // Every listed member's talent is findable (visibleMember); one deactivated in between is left out.
    if (!talent) return []
    return [{ id: String(doc.id), talentId: talent.id, subgroupId: relationId(doc.subgroup) ?? '', groupId: relationId(doc.group) ?? '', talent }]
  })
}

// --- groups ---------------------------------------------------------------------------------------

const GROUP_ORDERING = ['name', 'createdAt']
const SUBGROUP_ORDERING = ['name', 'createdAt']

const listGroups = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/groups/`,
    summary: 'The caller’s groups and the groups others shared subgroups of with them (page, page_size; ordering name, -name, created_at, -created_at; name by default)',
    tag: TAG,
    access: [role],
    query: pageQuery,
    response: pageOf(group),
    handler: async ({ req, user, query }) => {
      const found = await req.payload.find({
        collection: 'groups',
        sort: [...toSort(query.ordering, GROUP_ORDERING, 'name'), 'createdAt'],
        page: query.page,
        limit: query.pageSize,
        ...asUser(req, user!),
      })
      return toPage(req, query, found.totalDocs, await presentGroups(req, user!, found.docs))
    },
  })

const createGroup = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'post',
    path: `/${role}/groups/`,
    summary: 'Add a group of the caller’s (name, at most 100 characters). Toast: Group was added',
    tag: TAG,
    access: [role],
    body: groupInput,
    status: 201,
    response: group,
    handler: async ({ req, user, body }) => {
      const created = await req.payload.create({
        collection: 'groups',
        data: { name: body.name, owner: user!.id, organization: relationId(user!.organization)! },
        ...asUser(req, user!),
      })
      return (await presentGroups(req, user!, [created]))[0]
    },
  })

const getGroup = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/groups/:id/`,
    summary: 'One group the caller owns or has subgroups of shared with them',
    tag: TAG,
    access: [role],
    response: group,
    handler: async ({ req, user, params }) => (await presentGroups(req, user!, [await readable(req, user!, 'groups', params.id)]))[0],
  })

const updateGroup = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'patch',
    path: `/${role}/groups/:id/`,
    summary: 'Rename a group (owner only). Toast: Group was edited',
    tag: TAG,
    access: [role],
    body: groupPatch,
    response: group,
    handler: async ({ req, user, params, body }) => {
      const existing = await readable(req, user!, 'groups', params.id)
      assertOwner(relationId(existing.owner) === user!.id)
      const updated = await req.payload.update({ collection: 'groups', id: String(existing.id), data: { name: body.name }, ...asUser(req, user!) })
      return (await presentGroups(req, user!, [updated]))[0]
    },
  })

const deleteGroup = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'delete',
    path: `/${role}/groups/:id/`,
    summary: 'Delete a group with its subgroups, members and shares (owner only)',
    tag: TAG,
    access: [role],
    status: 204,
    handler: async ({ req, user, params }) => {
      const existing = await readable(req, user!, 'groups', params.id)
      assertOwner(relationId(existing.owner) === user!.id)
      const inGroup: Where = { group: { equals: existing.id } }
      await withTransaction(req, async () => {
        await deleteWhere(req, user!, 'group-shares', inGroup)
        await deleteWhere(req, user!, 'group-members', inGroup)
        await deleteWhere(req, user!, 'subgroups', inGroup)
        await req.payload.delete({ collection: 'groups', id: String(existing.id), ...asUser(req, user!) })
      })
    },
  })

// --- subgroups ------------------------------------------------------------------------------------

const listSubgroups = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/subgroups/`,
    summary: 'Subgroups the caller may read (group_id narrows to one group; page, page_size; ordering name by default)',
    tag: TAG,
    access: [role],
    query: pageQuery.extend({ groupId: z.string().optional() }),
    response: pageOf(subgroup),
    handler: async ({ req, user, query }) => {
      // A group id that cannot name a record matches nothing (PostgreSQL would refuse it as a uuid).
      if (query.groupId !== undefined && !looksLikeId(query.groupId)) return toPage(req, query, 0, [])
      const found = await req.payload.find({
        collection: 'subgroups',
        where: query.groupId ? { group: { equals: query.groupId } } : {},
        sort: [...toSort(query.ordering, SUBGROUP_ORDERING, 'name'), 'createdAt'],
        page: query.page,
        limit: query.pageSize,
        ...asUser(req, user!),
      })
      return toPage(req, query, found.totalDocs, await presentSubgroups(req, user!, found.docs))
    },
  })

/** A group named in a body: unknown to the caller is a 422 on `field`; shared with them but not theirs, 403. */
async function ownGroupFor(req: PayloadRequest, user: AuthUser, field: string, id: string): Promise<Row<'groups'>> {
  const group = looksLikeId(id) ? (await findAll(req, user, 'groups', { id: { equals: id } }))[0] : undefined
  if (!group) throw HttpError.validation({ [field]: [groupMessages.invalidGroup] })
  assertOwner(relationId(group.owner) === user.id)
  return group
}

const createSubgroup = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'post',
    path: `/${role}/subgroups/`,
    summary: 'Add a subgroup to one of the caller’s groups (name, groupId). Toast: Subgroup was added',
    tag: TAG,
    access: [role],
    body: subgroupInput,
    status: 201,
    response: subgroup,
    handler: async ({ req, user, body }) => {
      const parent = await ownGroupFor(req, user!, 'groupId', body.groupId)
      const created = await req.payload.create({
        collection: 'subgroups',
        data: { name: body.name, group: String(parent.id), organization: relationId(parent.organization)! },
        ...asUser(req, user!),
      })
      return (await presentSubgroups(req, user!, [created]))[0]
    },
  })

const getSubgroup = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/subgroups/:id/`,
    summary: 'One subgroup of the caller’s groups, or one shared with them',
    tag: TAG,
    access: [role],
    response: subgroup,
    handler: async ({ req, user, params }) => (await presentSubgroups(req, user!, [await readable(req, user!, 'subgroups', params.id)]))[0],
  })

const updateSubgroup = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'patch',
    path: `/${role}/subgroups/:id/`,
    summary: 'Rename a subgroup (owner of its group only). Toast: Subgroup was edited',
    tag: TAG,
    access: [role],
    body: subgroupPatch,
    response: subgroup,
    handler: async ({ req, user, params, body }) => {
      const existing = await readable(req, user!, 'subgroups', params.id)
      assertOwner(await ownsGroup(req, user!, relationId(existing.group)))
      const updated = await req.payload.update({ collection: 'subgroups', id: String(existing.id), data: { name: body.name }, ...asUser(req, user!) })
      return (await presentSubgroups(req, user!, [updated]))[0]
    },
  })

const deleteSubgroup = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'delete',
    path: `/${role}/subgroups/:id/`,
    summary: 'Delete a subgroup with its members and shares (owner of its group only)',
    tag: TAG,
    access: [role],
    status: 204,
    handler: async ({ req, user, params }) => {
      const existing = await readable(req, user!, 'subgroups', params.id)
      assertOwner(await ownsGroup(req, user!, relationId(existing.group)))
      const inSubgroup: Where = { subgroup: { equals: existing.id } }
      await withTransaction(req, async () => {
        await deleteWhere(req, user!, 'group-shares', inSubgroup)
        await deleteWhere(req, user!, 'group-members', inSubgroup)
        await req.payload.delete({ collection: 'subgroups', id: String(existing.id), ...asUser(req, user!) })
      })
    },
  })

// --- group members --------------------------------------------------------------------------------

/** Ordering of members: by the talent's name (default) or when they were added. */
function memberSort(ordering: string | undefined): string[] {
  const [first] = (ordering ?? '').split(',').map((key) => key.trim())
  const descending = first?.startsWith('-') ? '-' : ''
  const field = first?.replace(/^-/, '')
  if (field === 'created_at' || field === 'createdAt') return [`${descending}createdAt`]
  return [`${descending}talent.firstName`, `${descending}talent.lastName`, 'createdAt']
}

/**
 * The members matching the group member filters. With is_unavailable_resources_hidden, a member stays
 * only when the talent has an availability window covering the asked range (contract availabilityCover):
 * one query for the candidates' talents, one for their covering windows, whatever the page size.
 */
async function memberWhere(req: PayloadRequest, user: AuthUser, filters: z.output<typeof groupMemberFilters>): Promise<Where | null> {
  const and: Where[] = [visibleMember()]
  for (const [field, id] of [['subgroup', filters.subgroupId], ['group', filters.groupId]] as const) {
    if (id === undefined) continue
    if (!looksLikeId(id)) return null
    and.push({ [field]: { equals: id } })
  }
  for (const word of (filters.name ?? '').split(/\s+/).filter(Boolean)) {
    and.push({ or: [{ 'talent.firstName': { like: word } }, { 'talent.lastName': { like: word } }] })
  }
  if (filters.isUnavailableResourcesHidden !== true) return { and }
  const candidates = await findMembers(req, user, { and }, { talent: true })
  const talentIds = [...new Set(candidates.map((doc) => relationId(doc.talent)).filter((id): id is string => Boolean(id)))]
  if (!talentIds.length) return null
  const cover = availabilityCover(filters.availableFromDate, filters.availableToDate, todayUtc())
  const openOrEndsBy = (day: string): Where => ({ or: [{ availableToDate: { exists: false } }, { availableToDate: { equals: null } }, { availableToDate: { greater_than_equal: day } }] })
  const window: Where[] = cover.kind === 'range' ? [{ availableFromDate: { less_than_equal: cover.from } }, openOrEndsBy(cover.to)] : [openOrEndsBy(cover.day)]
  const windows = await findAll(req, user, 'availabilities', { and: [{ talent: { in: talentIds } }, ...window] }, { select: { talent: true } })
  const available = [...new Set(windows.map((doc) => relationId(doc.talent)).filter((id): id is string => Boolean(id)))]
  if (!available.length) return null
  return { and: [...and, { talent: { in: available } }] }
}

const membersListCache = listCache('group members', ['group-members', 'groups', 'subgroups', 'group-shares', 'availabilities'])

const listGroupMembers = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/group-members/`,
    summary:
      'Members the caller may read (filters: name, subgroup_id, group_id, available_from_date, available_to_date, is_unavailable_resources_hidden; page, page_size; ordering name (default), -name, created_at, -created_at)',
    tag: TAG,
    access: [role],
    query: pageQuery.extend(groupMemberFilters.shape),
    response: pageOf(groupMember),
    // A subgroup's members are paged and filtered as the user types: served from the list cache per caller
    // and URL (domain/cache/listCache.ts), forgotten on any write to what a member row is made of.
    handler: ({ req, user, query }) =>
      membersListCache.through(`${user!.id} ${req.url}`, async () => {
        const where = await memberWhere(req, user!, query)
        if (!where) return toPage(req, query, 0, [])
        const found = await req.payload.find({
          collection: 'group-members',
          where,
          sort: memberSort(query.ordering),
          page: query.page,
          limit: query.pageSize,
          ...asUser(req, user!),
          ...throughTalents(),
        })
        return toPage(req, query, found.totalDocs, await presentMembers(req, user!, found.docs))
      }),
  })

const getGroupMember = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/group-members/:id/`,
    summary: 'One member of a subgroup the caller may read',
    tag: TAG,
    access: [role],
    response: groupMember,
    handler: async ({ req, user, params }) => {
      const [member] = await presentMembers(req, user!, [await readable(req, user!, 'group-members', params.id, visibleMember())])
      if (!member) throw HttpError.notFound()
      return member
    },
  })

const addGroupMember = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'post',
    path: `/${role}/group-members/`,
    summary: 'Add an approved, active talent to a subgroup of the caller’s (talentId, subgroupId; once per subgroup). Toast: The Talent was added to the Group',
    tag: TAG,
    access: [role],
    body: groupMemberInput,
    status: 201,
    response: groupMember,
    handler: async ({ req, user, body }) => {
      const errors: FieldErrors = {}
      const target = looksLikeId(body.subgroupId) ? (await findAll(req, user!, 'subgroups', { id: { equals: body.subgroupId } }))[0] : undefined
      if (!target) errors.subgroupId = [groupMessages.invalidSubgroup]
      const talent = looksLikeId(body.talentId)
        ? (
            await req.payload.find({
              collection: 'users',
              where: { and: [{ id: { equals: body.talentId } }, findableTalents()] },
              select: ID_ONLY,
              limit: 1,
              pagination: false,
              ...asUser(req, user!),
              context: { [READ_APPROVED_TALENTS]: true },
            })
          ).docs[0]
        : undefined
      if (!talent) errors.talentId = [groupMessages.invalidTalent]
      if (Object.keys(errors).length) throw HttpError.validation(errors)
      assertOwner(await ownsGroup(req, user!, relationId(target!.group)))
      const created = await withTransaction(req, async () => {
        const { totalDocs } = await req.payload.count({
          collection: 'group-members',
          where: { and: [{ subgroup: { equals: body.subgroupId } }, { talent: { equals: body.talentId } }] },
          overrideAccess: false,
          user: user!,
          req,
        })
        if (totalDocs) throw HttpError.validation({ talentId: [groupMessages.alreadyMember] })
        try {
          return await req.payload.create({
            collection: 'group-members',
            data: { talent: body.talentId, subgroup: body.subgroupId, group: relationId(target!.group)!, organization: relationId(target!.organization)! },
            ...asUser(req, user!),
          })
        } catch (error) {
          // Another request added the same talent between the check and the insert: the unique
          // (subgroup, talent) index refused this one, which is the same answer as the check's.
          if ((error as { name?: string }).name === 'ValidationError') throw HttpError.validation({ talentId: [groupMessages.alreadyMember] })
          throw error
        }
      })
      const [member] = await presentMembers(req, user!, [created])
      return member
    },
  })

const removeGroupMember = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'delete',
    path: `/${role}/group-members/:id/`,
    summary: 'Remove a talent from a subgroup (owner of its group only)',
    tag: TAG,
    access: [role],
    status: 204,
    handler: async ({ req, user, params }) => {
      const existing = await readable(req, user!, 'group-members', params.id)
      assertOwner(await ownsGroup(req, user!, relationId(existing.group)))
      await req.payload.delete({ collection: 'group-members', id: String(existing.id), ...asUser(req, user!) })
    },
  })

// --- Share Group ----------------------------------------------------------------------------------

const shareGroup = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'post',
    path: `/${role}/share-groups/`,
    summary:
      'Share subgroups of one of the caller’s groups with organization users of the same organization (groupId, subgroupIds, managerIds; not the caller). Toast: You shared the group with {names}',
    tag: TAG,
    access: [role],
    body: shareGroupInput,
    status: 201,
    response: shareGroupResult,
    handler: async ({ req, user, body }) => {
      const shared = await ownGroupFor(req, user!, 'groupId', body.groupId)
      const managerIds = [...new Set(body.managerIds)]
      const subgroupIds = [...new Set(body.subgroupIds)]
      const [subgroupsOfGroup, managers] = await Promise.all([
        findAll(req, user!, 'subgroups', { group: { equals: shared.id } }, { select: ID_ONLY }),
        findAll(
          req,
          user!,
          'users',
          {
            and: [
              { id: { in: managerIds.filter(looksLikeId) } },
              { id: { not_equals: user!.id } },
              { organization: { equals: relationId(shared.organization) } },
              { role: { in: ['manager', 'organization_admin'] } },
              { isDeactivated: { not_equals: true } },
            ],
          },
          { select: { firstName: true, lastName: true } },
        ),
      ])
      const errors = shareSelectionErrors({
        subgroupIds,
        groupSubgroupIds: new Set(subgroupsOfGroup.map((doc) => String(doc.id))),
        managerIds,
        eligibleManagerIds: new Set(managers.map((doc) => String(doc.id))),
      })
      if (Object.keys(errors).length) throw HttpError.validation(errors)
      await withTransaction(req, async () => {
        const existing = await findAll(
          req,
          user!,
          'group-shares',
          { and: [{ subgroup: { in: subgroupIds } }, { sharedWith: { in: managerIds } }] },
          { select: { subgroup: true, sharedWith: true } },
        )
        const already = new Set(existing.map((doc) => `${relationId(doc.subgroup)}:${relationId(doc.sharedWith)}`))
        for (const subgroupId of subgroupIds) {
          for (const managerId of managerIds) {
            if (already.has(`${subgroupId}:${managerId}`)) continue
            await req.payload.create({
              collection: 'group-shares',
              data: { group: String(shared.id), subgroup: subgroupId, sharedBy: user!.id, sharedWith: managerId, organization: relationId(shared.organization)! },
              ...asUser(req, user!),
            })
          }
        }
      })
      const names = new Map(managers.map((manager) => [String(manager.id), fullName(manager)]))
      return { sharedWith: managerIds.map((id) => ({ id, fullName: names.get(id) ?? '' })) }
    },
  })

/** Every endpoint above, once per organization role prefix (manager, organization_admin). */
export const groupEndpoints: Endpoint[] = ROLES.flatMap((role) => [
  listGroups(role),
  createGroup(role),
  getGroup(role),
  updateGroup(role),
  deleteGroup(role),
  listSubgroups(role),
  createSubgroup(role),
  getSubgroup(role),
  updateSubgroup(role),
  deleteSubgroup(role),
  listGroupMembers(role),
  addGroupMember(role),
  getGroupMember(role),
  removeGroupMember(role),
  shareGroup(role),
])
