import type { PayloadRequest, Where } from 'payload'
import { z } from 'zod'
import { organizationOf, type AuthUser } from '../../access/roles'
import { serverWriteContext } from '../../access/serverWrites'
import type { Role } from '../../contract/accounts'
import {
  ORGANIZATION_ORDERINGS,
  countResponse,
  organization,
  organizationEnvelope,
  organizationFilterQuery,
  ACCOUNT_TYPES,
  organizationRules,
  presentOrganization,
  type OrganizationData,
} from '../../contract/organizations'
import { HELD_ENGAGEMENT_STATUSES } from '../../domain/engagements/holding'
import { fileUrl } from '../../domain/profile/documents'
import { getEnv } from '../../server/env'
import { commitTempFile, deleteStoredFilesQuietly } from '../../storage/diskStore'
import type { ReceivedFile, ReceivedUpload } from '../../storage/receiveUpload'
import { HttpError, defineEndpoint, looksLikeId, readBody, uploadedFile, withTransaction } from '../http'
import { pageQuery, toPage } from '../pagination'
import { deleteStoredFileRows, oneAtATime, receive, storedFileRows } from '../talent/uploads'
import type { Row } from '../../domain/shared/records'

/**
 * Organizations, for the super admin (every
 * organization) and the organization admin (their own; any other id reads as 404). Every write runs
 * `organizationRules` on the record as it would be after the write; the organization admin's writes
 * ignore the fields only the super admin sets (PATCH { rate, tierRate } is their Change Rate).
 *
 * The logo is a multipart `logo` file (jpg, jpeg, png, gif; 5 MB) on POST, PUT or PATCH, kept as a
 * stored file of kind 'logo' that names its organization; `logo` answers its address (GET /files/{id}/,
 * which every member of the organization and the super admin may read). `logo` sent empty or 'null'
 * removes it. A new logo replaces the old one (row and bytes).
 */
const TAG = 'Organizations'
type AdminRole = Extract<Role, 'super_admin' | 'organization_admin'>

const flags = () => {
  const { orgPricingStructure, w2EngagementType } = getEnv().featureFlags
  return { orgPricingStructure, w2EngagementType }
}

/** Departments per organization, for `departmentsNum`: one query for a whole page of organizations. */
async function departmentCounts(req: PayloadRequest, user: AuthUser, organizationIds: string[]): Promise<Map<string, number>> {
  const counts = new Map(organizationIds.map((id) => [id, 0]))
  if (!organizationIds.length) return counts
  const { docs } = await req.payload.find({
    collection: 'departments',
    where: { organization: { in: organizationIds } },
    select: { organization: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    req,
  })
  for (const doc of docs) {
    const id = typeof doc.organization === 'object' && doc.organization ? String(doc.organization.id) : String(doc.organization)
    if (counts.has(id)) counts.set(id, counts.get(id)! + 1)
  }
  return counts
}

type OrganizationRow = Row<'organizations'>

/** The row as the contract's rules and presenter read it: any record of fields (a shallow copy). */
const fieldsOf = (doc: OrganizationRow): Record<string, unknown> => ({ ...doc })

async function present(req: PayloadRequest, user: AuthUser, doc: OrganizationRow) {
  const counts = await departmentCounts(req, user, [String(doc.id)])
  return presentOrganization(fieldsOf(doc), counts.get(String(doc.id)) ?? 0)
}

/** The organization `id` as the caller may read it (the super admin: any; an organization admin: their own), or 404. */
async function readableOrganization(req: PayloadRequest, user: AuthUser, id: string | undefined): Promise<OrganizationRow> {
  if (!id || !looksLikeId(id)) throw HttpError.notFound()
  if (user.role !== 'super_admin' && organizationOf(user) !== id) throw HttpError.notFound()
  const doc = await req.payload.findByID({ collection: 'organizations', id, depth: 0, overrideAccess: false, user, req, disableErrors: true })
  if (!doc) throw HttpError.notFound()
  return doc
}

interface WriteInput {
  changes: Record<string, unknown>
  /** A new logo, 'remove' to drop the current one, null to leave it. */
  logo: ReceivedFile | 'remove' | null
  upload: ReceivedUpload | null
}

const removesLogo = (value: unknown) => value === null || value === '' || value === 'null'

/** The body as JSON, urlencoded or multipart (the logo file streamed to a checked temporary file). */
async function readWrite(req: PayloadRequest): Promise<WriteInput> {
  const contentType = (req.headers.get('content-type') ?? '').toLowerCase()
  if (contentType.startsWith('multipart/form-data')) {
    const upload = await receive(req, { kind: 'image', fileKey: (name) => (name === 'logo' ? 'logo' : null) })
    const file = upload.files.find((candidate) => candidate.key === 'logo') ?? null
    const logo = file ?? ('logo' in upload.fields && removesLogo(upload.fields.logo) ? 'remove' : null)
    return { changes: upload.fields, logo, upload }
  }
  const changes = await readBody(req)
  return { changes, logo: 'logo' in changes && removesLogo(changes.logo) ? 'remove' : null, upload: null }
}

/**
 * Validates and writes: the organization (created when `stored` is null), its logo's stored-files row
 * and the replaced logo's removal, in one transaction; the new logo's bytes are moved into the store
 * first and deleted again if the transaction fails, the old one's after the commit.
 */
async function writeOrganization(req: PayloadRequest, user: AuthUser, stored: OrganizationRow | null, input: WriteInput) {
  try {
    const result = organizationRules({ stored: stored && fieldsOf(stored), changes: input.changes, actorIsSuperAdmin: user.role === 'super_admin', flags: flags() })
    if (!result.ok) throw HttpError.validation(result.errors)
    const data: Partial<OrganizationData> = result.changes
    const save = () => saveWithLogo(req, user, stored, data, input.logo)
    return stored && input.logo !== null ? await oneAtATime(`logo:${String(stored.id)}`, save) : await save()
  } finally {
    await input.upload?.discard()
  }
}

async function saveWithLogo(
  req: PayloadRequest,
  user: AuthUser,
  stored: OrganizationRow | null,
  data: Partial<OrganizationData>,
  logo: ReceivedFile | 'remove' | null,
): Promise<OrganizationRow> {
  const obsolete: string[] = []
  const storageKey = logo && logo !== 'remove' ? await commitTempFile(logo.tmpPath) : null
  const log = (error: unknown, key: string) => req.payload.logger.error({ err: error, storageKey: key }, 'could not delete a stored file')
  try {
    const doc = await withTransaction(req, async () => {
      const common = { depth: 0, overrideAccess: false, user, req } as const
      // Without a stored record organizationRules answers the whole record as the changes (defaults
      // included); its type is the update's partial one.
      const target = stored ?? (await req.payload.create({ collection: 'organizations', data: data as OrganizationData, ...common }))
      const id = String(target.id)
      if (logo === null) {
        return stored ? await req.payload.update({ collection: 'organizations', id, data, ...common }) : target
      }
      const previous = await storedFileRows(req, user, { and: [{ kind: { equals: 'logo' } }, { organization: { equals: id } }] })
      let url: string | null = null
      if (storageKey && logo !== 'remove') {
        const row = await req.payload.create({
          collection: 'stored-files',
          data: { owner: user.id, kind: 'logo', organization: id, storageKey, originalFileName: logo.originalFileName, mimeType: logo.mimeType, size: logo.size },
          ...common,
          context: serverWriteContext,
        })
        url = fileUrl(String(row.id))
      }
      const updated = await req.payload.update({ collection: 'organizations', id, data: { ...(stored ? data : {}), logo: url }, ...common })
      await deleteStoredFileRows(req, user, previous, obsolete)
      return updated
    })
    await deleteStoredFilesQuietly(obsolete, log)
    return doc
  } catch (error) {
    if (storageKey) await deleteStoredFilesQuietly([storageKey], log)
    throw error
  }
}

// --- the documented bodies of the writes ------------------------------------------------------------

/**
 * The fields a write may send, as JSON or as multipart text with the logo a file: documentation only
 * (`multipart:`), for the OpenAPI document and the typed client. organizationRules reads what was sent
 * raw, so multipart text ('12.5', 'true') counts as its value and blank or 'null' as null, and it stays
 * the rule for every field; this schema is never parsed.
 */
const nullableText = (max: number) => z.string().max(max).nullable()
const nullableDay = () => z.string().nullable().describe("'yyyy-MM-dd'; blank or null clears it")
const ownFields = {
  name: z.string().max(150),
  website: nullableText(300).describe('An http(s) address; blank or null clears it'),
  address1: z.string().max(300),
  address2: nullableText(300),
  city: z.string().max(150),
  state: z.string().max(150),
  zipCode: z.string().max(10),
  rate: z.number().min(0).describe('Percent; 0 is tier pricing under the pricing flag'),
  tierRate: z.number().min(0).nullable().describe('Dollars; required when the rate is 0 under tier pricing (null there: 26)'),
  logo: z
    .union([uploadedFile(), z.enum(['', 'null']), z.null()])
    .describe("A jpg, jpeg, png or gif image (5 MB) as a multipart file; '', 'null' or null removes the logo"),
}
const superAdminFields = {
  accountType: z.enum(ACCOUNT_TYPES),
  licenseStartDate: nullableDay(),
  licenseEndDate: nullableDay(),
  contractExecutionDate: nullableDay(),
  is1099Type: z.boolean(),
  isW2Type: z.boolean(),
  isEngagementRequiresPurchaseOrder: z.boolean(),
  note: nullableText(500),
  isActive: z.boolean(),
  timeZone: z.string().describe('An IANA time zone'),
}
/** POST: a new organization (the rules add the conditional requirements: license and contract dates of a client). */
const organizationCreateForm = z
  .object({ ...ownFields, ...superAdminFields })
  .partial()
  .required({ name: true, address1: true, city: true, state: true, zipCode: true, accountType: true })
  .describe('A new organization: JSON, or multipart with the logo file')
/** PUT and PATCH: the fields sent change; the rules judge the record as it would be after the change. */
const organizationChangeForm = (role: AdminRole) =>
  z
    .object(role === 'super_admin' ? { ...ownFields, ...superAdminFields } : ownFields)
    .partial()
    .describe('Changes to an organization: JSON, or multipart with the logo file')

// --- super admin: list, count, create --------------------------------------------------------------

const ORDER_FIELDS: Record<string, string> = { name: 'name', created_date: 'createdAt', account_type: 'accountType' }

const listQuery = pageQuery.extend(organizationFilterQuery.shape).extend({
  ordering: z.string().optional().describe(ORGANIZATION_ORDERINGS.join(' | ')),
})

function filterWhere(query: z.output<typeof organizationFilterQuery>): Where {
  const and: Where[] = []
  if (query.search) and.push({ or: [{ name: { like: query.search } }, { city: { like: query.search } }] })
  if (query.accountType) and.push({ accountType: { equals: query.accountType } })
  if (query.isActive !== undefined) and.push({ isActive: { equals: query.isActive } })
  return and.length ? { and } : {}
}

export const listOrganizations = defineEndpoint({
  method: 'get',
  path: '/super_admin/organizations/',
  summary: 'Organizations, paged; ordering name | -name | created_date | -created_date | account_type; search, account_type, is_active filters',
  tag: TAG,
  access: ['super_admin'],
  query: listQuery,
  response: z.object({ count: z.number(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(organization) }),
  handler: async ({ req, user, query }) => {
    // Like every list of the contract, an ordering it does not know is ignored (the default: name).
    const ordering = (ORGANIZATION_ORDERINGS as readonly string[]).includes(query.ordering ?? '') ? query.ordering! : 'name'
    const descending = ordering.startsWith('-')
    const field = ORDER_FIELDS[descending ? ordering.slice(1) : ordering]!
    const found = await req.payload.find({
      collection: 'organizations',
      where: filterWhere(query),
      sort: field === 'name' ? [`${descending ? '-' : ''}name`] : [`${descending ? '-' : ''}${field}`, 'name'],
      page: query.page,
      limit: query.pageSize,
      depth: 0,
      overrideAccess: false,
      user: user!,
      req,
    })
    const docs = found.docs
    const counts = await departmentCounts(req, user!, docs.map((doc) => String(doc.id)))
    return toPage(req, query, found.totalDocs, docs.map((doc) => presentOrganization(fieldsOf(doc), counts.get(String(doc.id)) ?? 0)))
  },
})

export const countOrganizations = defineEndpoint({
  method: 'get',
  path: '/super_admin/organizations/count/',
  summary: 'How many organizations there are (search, account_type, is_active filters as on the list)',
  tag: TAG,
  access: ['super_admin'],
  query: organizationFilterQuery,
  response: countResponse,
  handler: async ({ req, user, query }) => {
    const { totalDocs } = await req.payload.count({ collection: 'organizations', where: filterWhere(query), overrideAccess: false, user: user!, req })
    return { count: totalDocs }
  },
})

export const createOrganization = defineEndpoint({
  method: 'post',
  path: '/super_admin/organizations/',
  summary: 'Create an organization: JSON or multipart with an optional logo file (jpg, jpeg, png, gif; 5 MB)',
  tag: TAG,
  access: ['super_admin'],
  multipart: organizationCreateForm,
  status: 201,
  response: organizationEnvelope,
  handler: async ({ req, user }) => {
    const doc = await writeOrganization(req, user!, null, await readWrite(req))
    return { data: await present(req, user!, doc) }
  },
})

// --- one organization, under each role's prefix -----------------------------------------------------

const whose = (role: AdminRole) => (role === 'super_admin' ? 'any organization' : 'the organization admin’s own organization (else 404)')

const getOne = (role: AdminRole) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/organizations/:id/`,
    summary: `An organization: ${whose(role)}`,
    tag: TAG,
    access: [role],
    response: organization,
    handler: async ({ req, user, params }) => present(req, user!, await readableOrganization(req, user!, params.id)),
  })

const updateOne = (role: AdminRole, method: 'put' | 'patch') =>
  defineEndpoint({
    method,
    path: `/${role}/organizations/:id/`,
    summary:
      role === 'super_admin'
        ? `Change an organization (JSON or multipart with a logo); the rules apply to the record after the change`
        : `Change the own organization (JSON or multipart with a logo); account type, license and contract dates, engagement types, purchase-order flag, note and isActive are ignored. { rate, tierRate } is Change Rate.`,
    tag: TAG,
    access: [role],
    multipart: organizationChangeForm(role),
    response: organization,
    handler: async ({ req, user, params }) => {
      const stored = await readableOrganization(req, user!, params.id)
      return present(req, user!, await writeOrganization(req, user!, stored, await readWrite(req)))
    },
  })

const departmentQuery = z.object({ department: z.string().trim().optional().describe('Count only the users of this department') })

const usersCount = (role: AdminRole) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/organizations/:id/users_count/`,
    summary: `How many users (admins, managers, contacts; any status) belong to ${whose(role)}; optional department filter`,
    tag: TAG,
    access: [role],
    query: departmentQuery,
    response: countResponse,
    handler: async ({ req, user, params, query }) => {
      const doc = await readableOrganization(req, user!, params.id)
      const and: Where[] = [{ organization: { equals: String(doc.id) } }]
      if (query.department) {
        // A malformed department id names no department, so no users.
        if (!looksLikeId(query.department)) return { count: 0 }
        and.push({ department: { equals: query.department } })
      }
      const { totalDocs } = await req.payload.count({ collection: 'users', where: { and }, overrideAccess: false, user: user!, req })
      return { count: totalDocs }
    },
  })

const engagementsCount = (role: AdminRole) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/organizations/:id/engagements_count/`,
    summary: `How many engagements of ${whose(role)} are not terminated, expired, withdrawn or declined`,
    tag: TAG,
    access: [role],
    response: countResponse,
    handler: async ({ req, user, params }) => {
      const doc = await readableOrganization(req, user!, params.id)
      const { totalDocs } = await req.payload.count({
        collection: 'engagements',
        where: { and: [{ organization: { equals: String(doc.id) } }, { status: { in: [...HELD_ENGAGEMENT_STATUSES] } }] },
        overrideAccess: false,
        user: user!,
        req,
      })
      return { count: totalDocs }
    },
  })

export const superAdminOrganization = getOne('super_admin')
export const superAdminReplaceOrganization = updateOne('super_admin', 'put')
export const superAdminUpdateOrganization = updateOne('super_admin', 'patch')
export const superAdminOrganizationUsersCount = usersCount('super_admin')
export const superAdminOrganizationEngagementsCount = engagementsCount('super_admin')
export const organizationAdminOrganization = getOne('organization_admin')
export const organizationAdminReplaceOrganization = updateOne('organization_admin', 'put')
export const organizationAdminUpdateOrganization = updateOne('organization_admin', 'patch')
export const organizationAdminOrganizationUsersCount = usersCount('organization_admin')
export const organizationAdminOrganizationEngagementsCount = engagementsCount('organization_admin')
