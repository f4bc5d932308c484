import type { Access, FieldAccess, Where } from 'payload'
import { managesEngagements } from '../contract/organizationUsers'
import { authUser, isOrganizationUser, isSuperAdmin, mayViewOrganizationRate, organizationOf, type AuthUser } from './roles'
import { SERVER_WRITE } from './serverWrites'

/**
 * Who reads and writes the engagement records. Every write comes from the /api/v1 endpoints or the daily job (the
 * server-write context, which no HTTP caller can set): the generated REST reads, scoped, and writes nothing. Reads:
 * - the super admin: everything;
 * - organization admins and managers with Manage Engagement: their organization's records (the spec:
 *   "Manager engagement and time-tracking access requires this permission"; a manager without it reads
 *   no engagement, no document, PO or terms of one, nor the library they are chosen from);
 * - the talent: their own engagements that are not drafts, and what hangs off those;
 * - anyone else (contacts, content editors, other organizations, other talents): nothing.
 * Conditions are built per call: Payload extends a query's `where` in place when it joins.
 */

const ownOrganization = (user: AuthUser | null, field = 'organization'): Where | null => {
  const organization = organizationOf(user)
  return isOrganizationUser(user) && organization ? { [field]: { equals: organization } } : null
}

/** Matches no row (a Where, so a list answers empty rather than 403). */
const NO_ROW: Where = { id: { in: ['00000000-0000-0000-0000-000000000000'] } }

/**
 * The organization's engagement records, for who may work with engagements (admins, managers with the
 * permission). A manager without it matches no row rather than being refused: the screens they do have
 * (dashboard, applicants, messenger) read engagements as them and must find none, not fail.
 */
const ownOrganizationsEngagementRecords = (user: AuthUser): Where | false => {
  const own = ownOrganization(user)
  if (!own) return false
  return managesEngagements(user) ? own : NO_ROW
}

/** A talent's own engagements, drafts excepted (a draft is the organization's unfinished form). */
export const talentsOwnEngagements = (talentId: string, prefix = ''): Where => ({
  and: [{ [`${prefix}talent`]: { equals: talentId } }, { [`${prefix}status`]: { not_equals: 'draft' } }],
})

export const readEngagements: Access = ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  if (user.role === 'talent') return talentsOwnEngagements(user.id)
  return ownOrganizationsEngagementRecords(user)
}

/** Records that hang off one engagement (history, assigned POs): as the engagement. */
export const readThroughEngagement: Access = ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  if (user.role === 'talent') return talentsOwnEngagements(user.id, 'engagement.')
  return ownOrganizationsEngagementRecords(user)
}

/** The organization's own libraries (terms, required documents, purchase orders): who works with its engagements. */
export const readOrganizationLibrary: Access = ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  return ownOrganizationsEngagementRecords(user)
}

/**
 * Required documents: the organization's library; a talent reads the documents named by their own
 * non-draft engagements (a hasMany relation on engagements: looked up, then scoped by id).
 */
export const readRequiredDocuments: Access = async ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  if (user.role !== 'talent') return ownOrganizationsEngagementRecords(user)
  const { docs } = await req.payload.find({
    collection: 'engagements',
    where: talentsOwnEngagements(user.id),
    select: { requiredDocuments: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const ids = [...new Set(docs.flatMap((doc) => ((doc as { requiredDocuments?: unknown[] }).requiredDocuments ?? []).map(String)))]
  return ids.length ? { id: { in: ids } } : false
}

/**
 * Purchase orders: the organization's library; a talent reads the POs assigned to their
 * own non-draft engagements (the engagement answer and the time entry's PO picker), number and description
 * only (`organizationUsersOnly` on the other fields).
 */
export const readPurchaseOrders: Access = async ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  if (user.role !== 'talent') return ownOrganizationsEngagementRecords(user)
  const { docs } = await req.payload.find({
    collection: 'engagement-purchase-orders',
    where: talentsOwnEngagements(user.id, 'engagement.'),
    select: { purchaseOrder: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const ids = [...new Set(docs.map((doc) => String((doc as { purchaseOrder?: unknown }).purchaseOrder ?? '')).filter(Boolean))]
  return ids.length ? { id: { in: ids } } : NO_ROW
}

/** Field read: everyone who reads the record but a talent (a PO's notes, file, amount, author). */
export const notForTalents: FieldAccess = ({ req }) => authUser(req)?.role !== 'talent'

/** Filled documents: the talent's own, and who works with the organization's engagements. */
export const readFilledDocuments: Access = ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  if (user.role === 'talent') return { talent: { equals: user.id } }
  return ownOrganizationsEngagementRecords(user)
}

/**
 * Writes through the endpoints only (server-write context; the engagement records and the
 * opportunity and search records), scoped to what the actor may change:
 * organization users of the record's organization (the endpoints check Manage Engagement and the
 * status rules), the talent on their own rows (`talentField`), the system (the job, no user).
 */
export const serverWritesFor =
  (options: { organizationField?: string; talentField?: string; organizationAdminOnly?: boolean } = {}): Access =>
  ({ req }) => {
    if (req.context?.[SERVER_WRITE] !== true) return false
    const user = authUser(req)
    if (!user) return true
    if (isSuperAdmin(user)) return false
    if (user.role === 'talent') return options.talentField ? { [options.talentField]: { equals: user.id } } : false
    if (options.organizationAdminOnly && user.role !== 'organization_admin') return false
    return ownOrganization(user, options.organizationField ?? 'organization') ?? false
  }

/**
 * Creating cannot be scoped by a Where (the row does not exist yet): the data's organization (or
 * talent) must be the actor's.
 */
export const serverCreatesFor =
  (options: { talentField?: string; organizationAdminOnly?: boolean } = {}): Access =>
  ({ req, data }) => {
    if (req.context?.[SERVER_WRITE] !== true) return false
    const user = authUser(req)
    if (!user) return true
    const values = (data ?? {}) as Record<string, unknown>
    if (user.role === 'talent') return Boolean(options.talentField) && String(values[options.talentField!] ?? '') === user.id
    if (!isOrganizationUser(user)) return false
    if (options.organizationAdminOnly && user.role !== 'organization_admin') return false
    const organization = organizationOf(user)
    return Boolean(organization) && String(values.organization ?? '') === organization
  }

export const readOrganizationRate: FieldAccess = ({ req }) => mayViewOrganizationRate(authUser(req))

/** The talent's pay rate: who may view rate, and the talent of the engagement. */
export const readTalentPayRate: FieldAccess = ({ req, doc }) => {
  const user = authUser(req)
  if (mayViewOrganizationRate(user)) return true
  if (user?.role !== 'talent') return false
  const talent = (doc as { talent?: unknown } | undefined)?.talent
  const talentId = talent && typeof talent === 'object' ? String((talent as { id: unknown }).id) : String(talent ?? '')
  return talentId === user.id
}

/** internalComment: only users of the owning organization, ever (never the talent, not the super admin). */
export const readInternalComment: FieldAccess = ({ req, doc }) => {
  const user = authUser(req)
  const organization = organizationOf(user)
  if (!isOrganizationUser(user) || !organization) return false
  const owner = (doc as { organization?: unknown } | undefined)?.organization
  const ownerId = owner && typeof owner === 'object' ? String((owner as { id: unknown }).id) : String(owner ?? '')
  // On create/list Payload may call field access without a doc: then the collection read already scoped it.
  return !doc || ownerId === organization
}
