import type { CollectionSlug, Endpoint, PayloadRequest, Where } from 'payload'
import { authUser } from '../access/roles'
import { userStatus } from '../domain/accounts/presentUser'
import { looksLikeId, readBody } from './http'

/**
 * The ra-data-simple-rest dialect the react-admin console speaks, on /api/admin/<resource>:
 * `sort=["field","ASC"]`, `range=[0,24]`, `filter={...}` in; a bare array plus Content-Range out;
 * PUT to update; DELETE answers with the deleted record. Every call goes through the Local API as the
 * signed-in user (overrideAccess: false), so the console can never do more than its user may.
 * Errors use react-admin's shape: `{ errors: { field: "message" } }` (a string, not a list).
 */
interface ResourceConfig {
  collection: CollectionSlug
  searchFields: string[]
  sortable: string[]
  /** Fields the console may write; everything else in a submitted record is ignored. */
  writable: string[]
  present?: (doc: Record<string, unknown>) => Record<string, unknown>
}

const HIDDEN_KEYS = ['sessions', 'loginAttempts', 'lockUntil', 'resetPasswordToken', 'resetPasswordExpiration', 'salt', 'hash', 'emailConfirmationTokenHash', 'collection']

export const adminResources: Record<string, ResourceConfig> = {
  users: {
    collection: 'users',
    searchFields: ['firstName', 'lastName', 'email'],
    sortable: ['firstName', 'lastName', 'email', 'role', 'createdAt', 'lastLogin', 'isDeactivated'],
    writable: ['firstName', 'lastName', 'email', 'password', 'role', 'organization', 'phone', 'title', 'isDeactivated', 'isInternal', 'isTalentApprovedByPlatform', 'hasPermissionSendEngagement', 'hasPermissionViewRate'],
    present: (doc) => ({ ...doc, status: userStatus(doc as never), dateJoined: doc.createdAt }),
  },
  organizations: {
    collection: 'organizations',
    searchFields: ['name', 'city'],
    sortable: ['name', 'accountType', 'city', 'state', 'rate', 'tierRate', 'createdAt', 'isActive'],
    writable: ['accountType', 'name', 'licenseStartDate', 'licenseEndDate', 'contractExecutionDate', 'website', 'address1', 'address2', 'city', 'state', 'zipCode', 'note', 'isEngagementRequiresPurchaseOrder', 'is1099Type', 'isW2Type', 'rate', 'tierRate', 'isActive'],
    present: (doc) => ({ ...doc, createdDate: doc.createdAt }),
  },
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

function present(resource: ResourceConfig, doc: Record<string, unknown>) {
  const clean = Object.fromEntries(Object.entries(doc).filter(([key]) => !HIDDEN_KEYS.includes(key)))
  return resource.present ? resource.present(clean) : clean
}

function toWhere(resource: ResourceConfig, filter: Record<string, unknown>): Where {
  const and: Where[] = []
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '' || value === null) continue
    if (key === 'q') {
      and.push({ or: resource.searchFields.map((field) => ({ [field]: { like: String(value) } })) })
    } else if (key === 'id') {
      const ids = (Array.isArray(value) ? value : [value]).map(String).filter(looksLikeId)
      and.push({ id: { in: ids.length ? ids : ['00000000-0000-0000-0000-000000000000'] } })
    } else if (resource.sortable.includes(key) || resource.writable.includes(key)) {
      and.push(Array.isArray(value) ? { [key]: { in: value } } : { [key]: { equals: value } })
    }
  }
  return and.length ? { and } : {}
}

function pick(resource: ResourceConfig, data: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(data).filter(([key]) => resource.writable.includes(key)))
}

function errorFor(req: PayloadRequest, error: unknown): Response {
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

function route(method: Endpoint['method'], path: string, handler: Handler): Endpoint {
  return {
    method,
    path,
    handler: async (req) => {
      try {
        if (!authUser(req)) return json({ message: 'Authentication credentials were not provided.' }, 401)
        const resource = adminResources[String(req.routeParams?.resource)]
        if (!resource) return json({ message: 'Not found.' }, 404)
        const id = req.routeParams?.id ? String(req.routeParams.id) : null
        if (id !== null && !looksLikeId(id)) return json({ message: 'Not found.' }, 404)
        return await handler(req, resource, id)
      } catch (error) {
        return errorFor(req, error)
      }
    },
  }
}

const list: Handler = async (req, resource) => {
  const [field, direction] = parseJsonParam<[string, string]>(req.query.sort, ['createdAt', 'DESC'])
  const [start, end] = parseJsonParam<[number, number]>(req.query.range, [0, 24])
  const filter = parseJsonParam<Record<string, unknown>>(req.query.filter, {})
  const limit = Math.min(Math.max(1, end - start + 1), 500)
  const sortField = resource.sortable.includes(field) ? field : 'createdAt'
  const found = await req.payload.find({
    collection: resource.collection,
    where: toWhere(resource, filter),
    sort: `${direction === 'ASC' ? '' : '-'}${sortField}`,
    limit,
    page: Math.floor(Math.max(0, start) / limit) + 1,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const first = (found.page! - 1) * limit
  const headers = {
    'Content-Range': `${req.routeParams!.resource} ${first}-${first + Math.max(found.docs.length - 1, 0)}/${found.totalDocs}`,
    'Access-Control-Expose-Headers': 'Content-Range',
  }
  return json(found.docs.map((doc) => present(resource, doc as never)), 200, headers)
}

const getOne: Handler = async (req, resource, id) => {
  const doc = await req.payload.findByID({ collection: resource.collection, id: id!, depth: 0, overrideAccess: false, user: req.user, req })
  return json(present(resource, doc as never))
}

const create: Handler = async (req, resource) => {
  const data = pick(resource, await readBody(req))
  const doc = await req.payload.create({ collection: resource.collection, data: data as never, depth: 0, overrideAccess: false, user: req.user, req })
  return json(present(resource, doc as never), 201)
}

const update: Handler = async (req, resource, id) => {
  const data = pick(resource, await readBody(req))
  const doc = await req.payload.update({ collection: resource.collection, id: id!, data: data as never, depth: 0, overrideAccess: false, user: req.user, req })
  return json(present(resource, doc as never))
}

const remove: Handler = async (req, resource, id) => {
  const doc = await req.payload.delete({ collection: resource.collection, id: id!, depth: 0, overrideAccess: false, user: req.user, req })
  return json(present(resource, doc as never))
}

export const adminRestEndpoints: Endpoint[] = [
  route('get', '/admin/:resource', list),
  route('get', '/admin/:resource/:id', getOne),
  route('post', '/admin/:resource', create),
  route('put', '/admin/:resource/:id', update),
  route('delete', '/admin/:resource/:id', remove),
]
