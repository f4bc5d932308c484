import type { CollectionSlug, Endpoint, PayloadRequest, Where } from 'payload'
import { authUser, isSuperAdmin, type AuthUser } from '../../access/roles'
import { userStatus, userStatusWhere } from '../../domain/accounts/presentUser'
import { serverWriteContext } from '../../access/serverWrites'
import { organizationRules } from '../../contract/organizations'
import { getEnv } from '../../server/env'
import { HttpError, NO_ID, looksLikeId, readBody } from '../http'
// Organization users and departments
import { zodErrors } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { applyRoleChange, organizationUserErrors, type OrganizationRole } from '../../contract/organizationUsers'
import { departmentCreateInput, departmentPatchInput } from '../../contract/departments'
import { engagementAdminResources } from '../engagements/adminResources'
import { ORGANIZATION_ROLES, ROLES } from '../../contract/accounts'
import { str } from '../../domain/shared/values'
// Search records, console
import { discoveryAdminResources } from '../search/adminResources'
import { knowledgeCenterAdminResources } from '../knowledgeCenter/adminResources'
import { deleteFilesNoLongerNamed } from '../../storage/filesAfterCommit'
import { opportunityAdminResources } from '../opportunities/adminResources'
import { knowledgeReaderAdminResources } from '../knowledgeCenter/adminReaderResources'

/**
 * The ra-data-simple-rest dialect the react-admin console speaks, on /api/admin/<resource>:
 * `sort=["field","ASC"]`, `range=[0,24]`, `filter={...}` in; a bare array plus Content-Range out;
 * PUT to update; DELETE answers with the deleted record. Every call goes through the Local API as the
 * signed-in user (overrideAccess: false), so the console can never do more than its user may.
 * Errors use react-admin's shape: `{ errors: { field: "message" } }` (a string, not a list).
 */
type Operation = 'list' | 'getOne' | 'create' | 'update' | 'delete'

export interface ResourceConfig {
  collection: CollectionSlug
  searchFields: string[]
  sortable: string[]
  /** Fields the console may write; everything else in a submitted record is ignored. */
  writable: string[]
  /** Relationship fields: a filter value on them must be an id (a malformed one matches nothing). */
  relations?: string[]
  /** Order among rows that tie on the requested sort field (the tree's siblings by name). */
  thenSortBy?: string
  /**
   * Rows outside this never exist for the resource: added to every query and checked before an update or
   * delete. Create cannot be checked that way, so a scoped resource leaves it out of `operations`.
   */
  scope?: Where
  /** What the resource answers; the rest is 405. All five unless stated. */
  operations?: Operation[]
  /** Who may write at all, on top of the collection's access (deny first: 403 before any lookup). */
  canWrite?: (user: AuthUser) => boolean
  /** Rules of the console's own form that the collection does not state; field errors or null. */
  validate?: (data: Record<string, unknown>) => Record<string, string> | null
  /**
   * The collection's own write rules, shared with /api/v1: given the submitted writable fields, the
   * stored record (null on create) and the user, the fields to write or the field errors.
   */
  prepare?: (data: Record<string, unknown>, context: { user: AuthUser; stored: Record<string, unknown> | null }) => PreparedWrite
  /** Filters that are no stored field (a user's status); the Where for a value, or null to ignore it. */
  filters?: Record<string, (value: unknown) => Where | null>
  /** Who may create at all (deny first: 403 before `prepare` judges the record). */
  canCreate?: (user: AuthUser) => boolean
  /** Writes carry the server-write mark (access/serverWrites.ts): the collection refuses writes from Payload's generated REST. */
  serverWrites?: boolean
  present?: (doc: Record<string, unknown>) => Record<string, unknown>
  /**
   * What a record says that needs a query of its own (a PO's isUsed), added to a whole page at
   * once after `present` (one query per page, not per row).
   */
  presentAll?: (req: PayloadRequest, docs: Record<string, unknown>[]) => Promise<object[]>
  /** Content editors reach this resource too (the knowledge center); every other resource is 403 for them. */
  contentEditors?: boolean
  /**
   * Payload drafts: reads answer the latest version; a write with `_status: 'published'` publishes, any
   * other saves a draft (a version only: the row the portals read stays as last published).
   */
  drafts?: boolean
}

type PreparedWrite = { data: Record<string, unknown> } | { errors: Record<string, string[]> }

const HIDDEN_KEYS = ['sessions', 'loginAttempts', 'lockUntil', 'resetPasswordToken', 'resetPasswordExpiration', 'salt', 'hash', 'emailConfirmationTokenHash', 'collection']

/** A users row of the console (any record of fields): its status read from the fields it is decided by. */
const presentUser = (doc: Record<string, unknown>) => ({
  ...doc,
  status: userStatus({
    isDeactivated: doc.isDeactivated === true,
    lastLogin: str(doc.lastLogin),
    emailConfirmedAt: str(doc.emailConfirmedAt),
    role: ROLES.find((role) => role === doc.role) ?? null,
  }),
  dateJoined: doc.createdAt,
})

const EXPIRES_SOON_DAYS = { min: 1, max: 365 }

/** A user's status as a Where (domain/accounts/presentUser.ts, userStatus, says it in words). */
const statusFilter = (value: unknown): Where | null =>
  value === 'active' || value === 'invited' || value === 'deactivated' ? userStatusWhere(value) : null

/**
 * An organization member written from the console follows the user form's rules: an
 * admin has no department and both permissions, a contact neither permission, a manager a department,
 * a 'custom' contact type its name. Other roles are left as they are.
 */
function organizationUserConsoleRules(data: Record<string, unknown>, stored: Record<string, unknown> | null): PreparedWrite {
  const role = (data.role ?? stored?.role) as string
  if (!(ORGANIZATION_ROLES as readonly string[]).includes(role)) return { data }
  const current = (key: string) => (key in data ? data[key] : stored?.[key])
  const ruled = applyRoleChange(
    {
      departmentId: (current('department') as string | null) ?? null,
      hasPermissionSendEngagement: Boolean(current('hasPermissionSendEngagement')),
      hasPermissionViewRate: Boolean(current('hasPermissionViewRate')),
    },
    role as OrganizationRole,
  )
  const errors = organizationUserErrors({
    role,
    departmentId: ruled.departmentId,
    contactType: current('contactType') as string | null,
    customContactType: current('customContactType') as string | null,
  })
  const { departmentId: departmentErrors, ...rest } = errors
  if (departmentErrors || Object.keys(rest).length) return { errors: { ...rest, ...(departmentErrors ? { department: departmentErrors } : {}) } }
  const { departmentId, ...permissions } = ruled
  const changed = role !== stored?.role || 'department' in data || 'hasPermissionSendEngagement' in data || 'hasPermissionViewRate' in data
  return { data: changed ? { ...data, ...permissions, department: departmentId } : data }
}

/** A department written from the console follows the limits of /api/v1 (contract/departments.ts). */
function departmentConsoleRules(data: Record<string, unknown>, stored: Record<string, unknown> | null): PreparedWrite {
  const { organization, ...fields } = data
  const parsed = (stored ? departmentPatchInput : departmentCreateInput).safeParse(fields)
  if (!parsed.success) return { errors: zodErrors(parsed.error) }
  const values = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined))
  // The organization is chosen once, at creation (the collection ignores it on update anyway).
  return { data: stored ? values : { ...values, organization } }
}

export const adminResources: Record<string, ResourceConfig> = {
  users: {
    collection: 'users',
    searchFields: ['firstName', 'lastName', 'email'],
    sortable: ['firstName', 'lastName', 'email', 'role', 'createdAt', 'lastLogin', 'isDeactivated'],
    writable: ['firstName', 'lastName', 'email', 'password', 'role', 'organization', 'phone', 'title', 'isDeactivated', 'isInternal', 'isTalentApprovedByPlatform', 'hasPermissionSendEngagement', 'hasPermissionViewRate', 'department', 'hasTimeSheetApproval', 'contactType', 'customContactType', 'isSystemUser'],
    relations: ['organization', 'department'],
    present: presentUser,
    // Organization users: the status filter, and the role rules of contract/organizationUsers.ts.
    filters: { status: statusFilter },
    prepare: (data, { stored }) => organizationUserConsoleRules(data, stored),
    // The console is the server's own endpoint: its users' credentials and role fields stay writable
    // (by the super admin, per field access), unlike through Payload's generated REST.
    serverWrites: true,
  },
  organizations: {
    collection: 'organizations',
    searchFields: ['name', 'city'],
    sortable: ['name', 'accountType', 'city', 'state', 'rate', 'tierRate', 'createdAt', 'isActive'],
    writable: ['accountType', 'name', 'licenseStartDate', 'licenseEndDate', 'contractExecutionDate', 'website', 'address1', 'address2', 'city', 'state', 'zipCode', 'note', 'isEngagementRequiresPurchaseOrder', 'is1099Type', 'isW2Type', 'rate', 'tierRate', 'isActive', 'timeZone'],
    present: (doc) => ({ ...doc, createdDate: doc.createdAt }),
    // Organizations: the rules of contract/organizations.ts, as on /api/v1.
    prepare: (data, { user, stored }) => {
      const { orgPricingStructure, w2EngagementType } = getEnv().featureFlags
      const result = organizationRules({ stored, changes: data, actorIsSuperAdmin: isSuperAdmin(user), flags: { orgPricingStructure, w2EngagementType } })
      return result.ok ? { data: result.changes } : { errors: result.errors }
    },
    serverWrites: true,
    canCreate: isSuperAdmin,
  },
  /** The talents' accounts only: the console's Talents page (approve, deactivate, contact details). */
  talents: {
    collection: 'users',
    searchFields: ['firstName', 'lastName', 'email', 'city', 'state'],
    sortable: ['firstName', 'lastName', 'email', 'city', 'state', 'createdAt', 'lastLogin', 'isDeactivated', 'isTalentApprovedByPlatform'],
    writable: ['isDeactivated', 'isTalentApprovedByPlatform', 'firstName', 'lastName', 'phone', 'city', 'state'],
    scope: { role: { equals: 'talent' } },
    // Accounts are made by sign-up and invitations and removed on the Users page, never here.
    operations: ['list', 'getOne', 'update'],
    canWrite: isSuperAdmin,
    present: presentUser,
    serverWrites: true,
  },
  /** The specialization tree; `filter={"parent":null}` lists the platforms. */
  specializations: {
    collection: 'specializations',
    searchFields: ['name'],
    sortable: ['name', 'sortOrder', 'createdAt'],
    writable: ['name', 'parent', 'expertiseLevels', 'sortOrder'],
    relations: ['parent'],
    thenSortBy: 'name',
  },
  'specialization-roles': {
    collection: 'specialization-roles',
    searchFields: ['name'],
    sortable: ['name', 'createdAt'],
    writable: ['name', 'specialization'],
    relations: ['specialization'],
  },
  'specialization-skills': {
    collection: 'specialization-skills',
    searchFields: ['name'],
    sortable: ['name', 'createdAt'],
    writable: ['name', 'specialization'],
    relations: ['specialization'],
  },
  /**
   * The compliance document types' labels and how many days before expiry a document 'expires soon'. A
   * type has a row only once the super admin set its lead time (until then: the contract's label and 30
   * days), so the console creates rows as well as edits them; deleting one is not offered.
   */
  'document-types': {
    collection: 'document-types',
    searchFields: ['label', 'type'],
    sortable: ['label', 'type', 'expiresSoonDays'],
    writable: ['type', 'label', 'expiresSoonDays'],
    operations: ['list', 'getOne', 'create', 'update'],
    validate: (data) => {
      if (!('expiresSoonDays' in data)) return null
      const days = data.expiresSoonDays
      return typeof days === 'number' && Number.isInteger(days) && days >= EXPIRES_SOON_DAYS.min && days <= EXPIRES_SOON_DAYS.max
        ? null
        : { expiresSoonDays: `Enter a whole number of days from ${EXPIRES_SOON_DAYS.min} to ${EXPIRES_SOON_DAYS.max}.` }
    },
  },
  // Departments: created and edited with the /api/v1 limits; never deleted (collections/Organizations/Departments.ts).
  departments: {
    collection: 'departments',
    searchFields: ['name', 'depId'],
    sortable: ['name', 'depId', 'createdAt', 'organization'],
    writable: ['name', 'depId', 'description', 'organization', 'specializations'],
    relations: ['organization'],
    operations: ['list', 'getOne', 'create', 'update'],
    prepare: (data, { stored }) => departmentConsoleRules(data, stored),
  },
  // Comments: the console moderates (lists and deletes); comments are written in the portals.
  comments: {
    collection: 'comments',
    searchFields: ['commentText', 'authorName'],
    // Filterable too: visibility, talent, organization, author.
    sortable: ['createdAt', 'updatedAt', 'commentPermissionId', 'isActive', 'talent', 'organization', 'author'],
    writable: [],
    relations: ['talent', 'organization', 'author'],
    operations: ['list', 'getOne', 'delete'],
  },
  // Audit trail: read-only; the trail is written only by hooks/recordAuditEvent.ts.
  'audit-events': {
    collection: 'audit-events',
    searchFields: ['summary', 'recordId'],
    sortable: ['at', 'entity', 'action', 'recordId', 'actor', 'impersonator', 'organization'],
    writable: [],
    relations: ['actor', 'impersonator', 'organization'],
    operations: ['list', 'getOne'],
  },
  // Console: engagements and what hangs off them, the document libraries and POs; read-only.
  ...engagementAdminResources,
  // Search records: the talent-not-found feedback, read-only.
  ...discoveryAdminResources,
  // The knowledge center (content editors) and the FAQ feedback (read-only).
  ...knowledgeCenterAdminResources,
  // Every organization's opportunities with their applicants, and the published knowledge center; read-only.
  ...opportunityAdminResources,
  ...knowledgeReaderAdminResources,
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers })

function parseJsonParam<T>(value: unknown, fallback: T): T {
  if (typeof value !== 'string') return fallback
  try {
    return JSON.parse(value) as T
  } catch {
    return fallback
  }
}

/** Any collection's row: the resources are configured per collection, so rows are read as records of fields. */
function present(resource: ResourceConfig, doc: object) {
  const clean = Object.fromEntries(Object.entries(doc).filter(([key]) => !HIDDEN_KEYS.includes(key)))
  return resource.present ? resource.present(clean) : clean
}

/** A page of presented records with what `presentAll` adds (as they are without it). */
const presentAllFor = (req: PayloadRequest, resource: ResourceConfig, docs: Record<string, unknown>[]) =>
  resource.presentAll && docs.length ? resource.presentAll(req, docs) : Promise.resolve(docs)

/** A value for a relationship or id filter: ids pass, anything else becomes an id no row has. */
const asIds = (value: unknown) => {
  const ids = (Array.isArray(value) ? value : [value]).map(String).filter(looksLikeId)
  return ids.length ? ids : [NO_ID]
}

/**
 * The filter as a Where, always inside the resource's scope. `q` searches the search fields; otherwise
 * only sortable or writable fields filter, and a null value asks for rows without one
 * (`{"parent":null}`: the platforms).
 */
function toWhere(resource: ResourceConfig, filter: Record<string, unknown>): Where {
  const and: Where[] = resource.scope ? [resource.scope] : []
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '') continue
    if (key === 'q') {
      // A resource without search fields ignores a search rather than asking an empty `or`.
      if (value !== null && resource.searchFields.length) and.push({ or: resource.searchFields.map((field) => ({ [field]: { like: String(value) } })) })
    } else if (key === 'id') {
      and.push({ id: { in: value === null ? [NO_ID] : asIds(value) } })
    } else if (resource.filters?.[key]) {
      const where = resource.filters[key](value)
      if (where) and.push(where)
    } else if (resource.sortable.includes(key) || resource.writable.includes(key)) {
      if (value === null) and.push({ [key]: { exists: false } })
      else if (resource.relations?.includes(key)) and.push({ [key]: { in: asIds(value) } })
      else and.push(Array.isArray(value) ? { [key]: { in: value } } : { [key]: { equals: value } })
    }
  }
  return and.length ? { and } : {}
}

function pick(resource: ResourceConfig, data: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(data).filter(([key]) => resource.writable.includes(key)))
}

function errorFor(req: PayloadRequest, error: unknown): Response {
  // A body readBody refused (malformed, not an object, another media type): its status, in this dialect's shape.
  if (error instanceof HttpError) return json({ message: Object.values(error.errors).flat().join(' ') }, error.status)
  const named = error as { name?: string; status?: number; message?: string; isPublic?: boolean; data?: { errors?: { path: string; message: string }[] } }
  if (named?.name === 'ValidationError' && named.data?.errors) {
    const errors: Record<string, string> = {}
    for (const item of named.data.errors) errors[item.path.split('.')[0]!] = item.message
    return json({ message: 'The form has errors', errors }, 422)
  }
  if (named?.name === 'Forbidden') return json({ message: 'You are not allowed to do this.' }, 403)
  if (named?.name === 'NotFound') return json({ message: 'Not found.' }, 404)
  if (named?.status && named.status < 500 && named.isPublic) return json({ message: named.message }, named.status)
  req.payload.logger.error({ err: error }, 'admin REST error')
  return json({ message: 'A server error occurred.' }, 500)
}

type Handler = (req: PayloadRequest, resource: ResourceConfig, id: string | null) => Promise<Response>

const WRITES: readonly Operation[] = ['create', 'update', 'delete']

function route(method: Endpoint['method'], path: string, operation: Operation, handler: Handler): Endpoint {
  return {
    method,
    path,
    handler: async (req) => {
      try {
        const user = authUser(req)
        if (!user) return json({ message: 'Authentication credentials were not provided.' }, 401)
        // The console is the super admin's: every other role is refused outright, before any lookup,
        // whatever its collection access would let it read. Content editors reach
        // exactly the resources marked `contentEditors`.
        const resource = adminResources[String(req.routeParams?.resource)]
        if (!isSuperAdmin(user) && !(user.role === 'content_editor' && resource?.contentEditors === true)) return json({ message: 'You are not allowed to do this.' }, 403)
        // A resource whose collection this installation does not have is as absent as an unknown one.
        if (!resource || !req.payload.collections[resource.collection]) return json({ message: 'Not found.' }, 404)
        if (resource.operations && !resource.operations.includes(operation)) return json({ message: 'Method not allowed.' }, 405)
        const mayWrite = resource.canWrite?.(user) !== false && (operation !== 'create' || resource.canCreate?.(user) !== false)
        if (WRITES.includes(operation) && !mayWrite) {
          return json({ message: 'You are not allowed to do this.' }, 403)
        }
        const id = req.routeParams?.id ? String(req.routeParams.id) : null
        if (id !== null && !looksLikeId(id)) return json({ message: 'Not found.' }, 404)
        return await handler(req, resource, id)
      } catch (error) {
        return errorFor(req, error)
      }
    },
  }
}

/** The record `id` as the signed-in user may read it, within the resource's scope; null when there is none. */
async function findInScope(req: PayloadRequest, collection: CollectionSlug, scope: Where, id: string) {
  const { docs } = await req.payload.find({
    collection,
    where: { and: [{ id: { equals: id } }, scope] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  return docs[0] ?? null
}

const notFound = () => json({ message: 'Not found.' }, 404)

async function writableData(req: PayloadRequest, resource: ResourceConfig, stored: Record<string, unknown> | null = null) {
  const data = pick(resource, await readBody(req))
  // No console field takes an object (Payload would store "{}" as text, or fail hashing an object password).
  const objects = Object.keys(data).filter((key) => typeof data[key] === 'object' && data[key] !== null && !Array.isArray(data[key]))
  if (objects.length) return { data, invalid: json({ message: 'The form has errors', errors: Object.fromEntries(objects.map((key) => [key, messages.notAScalar])) }, 422) }
  const errors = resource.validate?.(data) ?? null
  if (errors || !resource.prepare) return { data, invalid: errors ? json({ message: 'The form has errors', errors }, 422) : null }
  const prepared = resource.prepare(data, { user: authUser(req)!, stored })
  if ('data' in prepared) return { data: prepared.data, invalid: null }
  const fieldMessages = Object.fromEntries(Object.entries(prepared.errors).map(([field, list]) => [field, list.join(', ')]))
  return { data, invalid: json({ message: 'The form has errors', errors: fieldMessages }, 422) }
}

/** Reads of a drafted resource answer the latest version (ResourceConfig.drafts). */
const draftRead = (resource: ResourceConfig) => (resource.drafts ? { draft: true } : {})
/** A drafted resource's write: published only when asked for, else a draft (a version only). */
function draftWrite(resource: ResourceConfig, data: Record<string, unknown>) {
  if (!resource.drafts) return {}
  const status = data._status === 'published' ? 'published' : 'draft'
  data._status = status
  return { draft: status === 'draft' }
}

/** The request context of a resource's writes (see ResourceConfig.serverWrites). */
const writeContext = (resource: ResourceConfig) => (resource.serverWrites ? { context: serverWriteContext } : {})

const list: Handler = async (req, resource) => {
  const [field, direction] = parseJsonParam<[string, string]>(req.query.sort, ['createdAt', 'DESC'])
  const [start, end] = parseJsonParam<[number, number]>(req.query.range, [0, 24])
  const filter = parseJsonParam<Record<string, unknown>>(req.query.filter, {})
  const limit = Math.min(Math.max(1, end - start + 1), 500)
  const sortField = resource.sortable.includes(field) ? field : 'createdAt'
  const sort = `${direction === 'ASC' ? '' : '-'}${sortField}`
  const found = await req.payload.find({
    collection: resource.collection,
    where: toWhere(resource, filter !== null && typeof filter === 'object' ? filter : {}),
    sort: resource.thenSortBy && resource.thenSortBy !== sortField ? [sort, resource.thenSortBy] : sort,
    limit,
    page: Math.floor(Math.max(0, start) / limit) + 1,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
    ...draftRead(resource),
  })
  const first = (found.page! - 1) * limit
  const headers = {
    'Content-Range': `${req.routeParams!.resource} ${first}-${first + Math.max(found.docs.length - 1, 0)}/${found.totalDocs}`,
    'Access-Control-Expose-Headers': 'Content-Range',
  }
  return json(await presentAllFor(req, resource, found.docs.map((doc) => present(resource, doc))), 200, headers)
}

const getOne: Handler = async (req, resource, id) => {
  if (!resource.scope) {
    const doc = await req.payload.findByID({ collection: resource.collection, id: id!, depth: 0, overrideAccess: false, user: req.user, req, ...draftRead(resource) })
    return json((await presentAllFor(req, resource, [present(resource, doc)]))[0])
  }
  const doc = await findInScope(req, resource.collection, resource.scope, id!)
  return doc ? json((await presentAllFor(req, resource, [present(resource, doc)]))[0]) : notFound()
}

const create: Handler = async (req, resource) => {
  const { data, invalid } = await writableData(req, resource)
  if (invalid) return invalid
  const doc = await req.payload.create({ collection: resource.collection, data, depth: 0, overrideAccess: false, user: req.user, req, ...writeContext(resource), ...draftWrite(resource, data) })
  return json(present(resource, doc), 201)
}

const update: Handler = async (req, resource, id) => {
  // Rules that judge the record after the write need the stored one, read as the user (a record they
  // may not read is a 404, a collection they may not read at all a 403, as on getOne).
  const stored = resource.prepare
    ? await req.payload.findByID({ collection: resource.collection, id: id!, depth: 0, overrideAccess: false, user: req.user, req, ...draftRead(resource) })
    : null
  const { data, invalid } = await writableData(req, resource, stored as Record<string, unknown> | null)
  if (invalid) return invalid
  // A scoped resource refuses ids outside its scope (a talents PUT naming a manager) as unknown ones.
  if (resource.scope && !(await findInScope(req, resource.collection, resource.scope, id!))) return notFound()
  const doc = await req.payload.update({ collection: resource.collection, id: id!, data, depth: 0, overrideAccess: false, user: req.user, req, ...writeContext(resource), ...draftWrite(resource, data) })
  return json(present(resource, doc))
}

const remove: Handler = async (req, resource, id) => {
  if (resource.scope && !(await findInScope(req, resource.collection, resource.scope, id!))) return notFound()
  const doc = await req.payload.delete({ collection: resource.collection, id: id!, depth: 0, overrideAccess: false, user: req.user, req })
  // The delete committed: the files its hooks listed go now unless still named (storage/filesAfterCommit.ts).
  await deleteFilesNoLongerNamed(req)
  return json(present(resource, doc))
}

export const adminRestEndpoints: Endpoint[] = [
  route('get', '/admin/:resource', 'list', list),
  route('get', '/admin/:resource/:id', 'getOne', getOne),
  route('post', '/admin/:resource', 'create', create),
  route('put', '/admin/:resource/:id', 'update', update),
  route('delete', '/admin/:resource/:id', 'delete', remove),
]
