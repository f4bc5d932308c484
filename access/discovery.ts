import type { Access, FieldAccess, Where } from 'payload'
import { authUser, isOrganizationUser, isSuperAdmin, mayViewOrganizationRate, organizationOf } from './roles'

/**
 * Who reads and writes the discovery records (opportunities, applicants, saved searches, feedback). Every write
 * comes from the /api/v1 endpoints (server-write context), so Payload's generated REST reads, scoped,
 * and writes nothing. Conditions are built per call (Payload extends a `where` in place).
 */

const NO_ROW: Where = { id: { in: ['00000000-0000-0000-0000-000000000000'] } }

const ownOrganization = (field = 'organization'): Access => ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  const organization = organizationOf(user)
  return isOrganizationUser(user) && organization ? { [field]: { equals: organization } } : false
}

/**
 * Opportunities: the organization's users read all of their organization's (drafts too); the super admin
 * all; a talent the open ones and those they were invited to or applied to (never a draft).
 */
export const readOpportunities: Access = async ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  if (user.role !== 'talent') return ownOrganization()({ req } as never)
  const { docs } = await req.payload.find({
    collection: 'opportunity-talents',
    where: { talent: { equals: user.id } },
    select: { opportunity: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const mine = [...new Set(docs.map((doc) => String((doc as { opportunity?: unknown }).opportunity ?? '')).filter(Boolean))]
  const open: Where = { status: { equals: 'open' } }
  return mine.length ? { or: [open, { and: [{ id: { in: mine } }, { status: { not_equals: 'draft' } }] }] } : open
}

/** What hangs off an opportunity (its specializations): as the organization, or any talent who reads the opportunity. */
export const readOpportunityParts: Access = ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  if (user.role === 'talent') return { 'opportunity.status': { not_equals: 'draft' } }
  return ownOrganization()({ req } as never)
}

/** Applicants and applications: the organization's users; the talent their own rows; the super admin all. */
export const readOwnOrOrganization: Access = ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  if (user.role === 'talent') return { talent: { equals: user.id } }
  return ownOrganization()({ req } as never)
}

/** The opportunity's rates: who may view rate, and talents (the range is the pay offered). */
export const readOpportunityRate: FieldAccess = ({ req }) => {
  const user = authUser(req)
  return user?.role === 'talent' || mayViewOrganizationRate(user)
}

/** The manager comment on an application: organization users and the super admin, never the talent. */
export const notForTalent: FieldAccess = ({ req }) => authUser(req)?.role !== 'talent'

/** Records private to the user who made them (saved searches): read and delete by their owner only. */
export const ownerOnly: Access = ({ req }) => {
  const user = authUser(req)
  if (!user || !isOrganizationUser(user)) return false
  return { owner: { equals: user.id } }
}

/** Talent-not-found feedback: the super admin reads all; its sender reads their own. */
export const readFeedback: Access = ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  return isOrganizationUser(user) ? { sentBy: { equals: user.id } } : false
}

/** The organization's search weights: its users read them, the endpoints write them for its admin. */
export const readOrganizationWeights = ownOrganization()

export { NO_ROW }
