import type { Access, CollectionConfig } from 'payload'
import {
  readEngagements,
  readOrganizationRate,
  readTalentPayRate,
  readThroughEngagement,
  serverCreatesFor,
  serverWritesFor,
} from '../../access/engagements'
import { authUser, nobody, organizationOf } from '../../access/roles'
import { ENGAGEMENT_NAME_MAX } from '../../contract/engagements/name'
import { ENGAGEMENT_EVENT_KINDS, ENGAGEMENT_STATUSES } from '../../contract/engagements/status'
import { ENGAGEMENT_PLACES, ENGAGEMENT_TERMS_MAX, WORK_KINDS } from '../../contract/engagements/documents'
import { REASSIGN_ENGAGEMENTS } from '../../domain/engagements/holding'

/**
 * An engagement: the work order between an organization and a talent. Rules live in
 * contract/engagements/* (status moves, name, dates, pricing, documents, POs); the endpoints in
 * endpoints/engagements/* are the only writers (server-write context), plus the reassign and deactivate
 * endpoints, which move a user's place in `owners` under the REASSIGN_ENGAGEMENTS context key.
 * Dates of work are calendar dates 'yyyy-MM-dd' stored as text; money is integer cents.
 */

/** The reassign/deactivate endpoints of endpoints/organizations/organizationUsers.ts: an organization admin (or the super admin) moves owners. */
const reassignOwners: Access = ({ req }) => {
  const user = authUser(req)
  const organization = organizationOf(user)
  if (req.context?.[REASSIGN_ENGAGEMENTS] !== true) return false
  // The super admin reassigns in any organization (POST /super_admin/users/{id}/reassign/).
  if (user?.role === 'super_admin') return true
  if (user?.role !== 'organization_admin' || !organization) return false
  return { organization: { equals: organization } }
}

const writeEngagements = serverWritesFor()
// The talent's own moves (accept, decline, accept an extension) update their engagement through the
// talent endpoints; which fields and statuses is those endpoints' rule (domain/engagements/moves.ts).
const moveEngagements = serverWritesFor({ talentField: 'talent' })
const updateEngagements: Access = (args) => (args.req.context?.[REASSIGN_ENGAGEMENTS] === true ? reassignOwners(args) : moveEngagements(args))

const cents = (name: string, read = readOrganizationRate) =>
  ({ name, type: 'number', min: 0, admin: { step: 1 }, access: { read } }) as const

const calendarDate = (name: string) => ({ name, type: 'text', maxLength: 10, index: true }) as const

export const Engagements: CollectionConfig = {
  slug: 'engagements',
  admin: { useAsTitle: 'name' },
  indexes: [
    { fields: ['organization', 'status'] },
    // The lists' default order (newest first) within an organization, with and without a status filter:
    // the database walks the index and stops at the page (bench/engagements.ts, 10,000 engagements).
    { fields: ['organization', 'status', 'createdAt'] },
    { fields: ['organization', 'createdAt'] },
    { fields: ['organization', 'nameKey'] },
    { fields: ['status', 'startDate'] },
    { fields: ['status', 'endDate'] },
  ],
  access: { read: readEngagements, create: serverCreatesFor(), update: updateEngagements, delete: writeEngagements },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: ENGAGEMENT_NAME_MAX },
    // contract/engagements/name.ts nameKey(name): what uniqueness compares.
    { name: 'nameKey', type: 'text', index: true, maxLength: ENGAGEMENT_NAME_MAX },
    { name: 'organization', type: 'relationship', relationTo: 'organizations', required: true, index: true, access: { update: () => false } },
    // The organization users who hold it; the first is the creator.
    { name: 'owners', type: 'relationship', relationTo: 'users', hasMany: true, required: true, index: true },
    { name: 'talent', type: 'relationship', relationTo: 'users', index: true },
    // The opportunity this engagement was created from ('Create engagement' on an applicant).
    { name: 'opportunity', type: 'relationship', relationTo: 'opportunities', index: true },
    { name: 'department', type: 'relationship', relationTo: 'departments', index: true },
    { name: 'place', type: 'select', options: [...ENGAGEMENT_PLACES] },
    { name: 'workKind', type: 'select', options: [...WORK_KINDS] },
    { name: 'hoursPerWeek', type: 'number', min: 1, max: 168 },
    calendarDate('startDate'),
    calendarDate('endDate'),
    cents('talentPayRateCents', readTalentPayRate),
    cents('hourlyFeeCents'),
    cents('hourlyFeeWithoutTalentFeeCents'),
    cents('talentFeeCents'),
    // What the talent is paid per hour (a W-2 markdown lowers it): the talent's own figure.
    cents('talentPayCents', readTalentPayRate),
    // The inputs the fee was priced with (organization pricing, settings, flags), frozen at send.
    { name: 'pricing', type: 'json', access: { read: readOrganizationRate } },
    { name: 'isAdjustableTimesheets', type: 'checkbox', defaultValue: true },
    // A copy of the chosen terms at send time: the text the talent accepts.
    { name: 'termsText', type: 'textarea', maxLength: ENGAGEMENT_TERMS_MAX },
    { name: 'terms', type: 'relationship', relationTo: 'engagement-terms' },
    { name: 'isAcknowledgementStatementAccepted', type: 'checkbox', defaultValue: false },
    { name: 'requiredDocuments', type: 'relationship', relationTo: 'required-documents', hasMany: true },
    { name: 'status', type: 'select', required: true, defaultValue: 'draft', options: [...ENGAGEMENT_STATUSES], index: true },
    { name: 'sentAt', type: 'date' },
    { name: 'acceptedAt', type: 'date' },
    { name: 'declinedAt', type: 'date' },
    { name: 'declineReason', type: 'textarea', maxLength: 500 },
    { name: 'withdrawnAt', type: 'date' },
    { name: 'terminatedByManagerAt', type: 'date' },
    { name: 'terminatedBy', type: 'relationship', relationTo: 'users' },
    { name: 'terminationReason', type: 'textarea', maxLength: 500 },
    {
      // An extension the talent has not accepted yet; the old end date holds until then.
      name: 'pendingExtension',
      type: 'group',
      fields: [
        { name: 'endDate', type: 'text', maxLength: 10 },
        { name: 'termsText', type: 'textarea', maxLength: ENGAGEMENT_TERMS_MAX },
        { name: 'sentAt', type: 'date' },
        { name: 'sentBy', type: 'relationship', relationTo: 'users' },
      ],
    },
    { name: 'duplicatedFrom', type: 'relationship', relationTo: 'engagements' },
  ],
  timestamps: true,
}

/**
 * The history of an engagement: one event per move (the spec's six kinds), written in
 * the transaction of the move by the endpoints or the daily job, never changed or deleted.
 */
export const EngagementEvents: CollectionConfig = {
  slug: 'engagement-events',
  access: { read: readThroughEngagement, create: serverCreatesFor({ talentField: 'talent' }), update: nobody, delete: nobody },
  fields: [
    { name: 'engagement', type: 'relationship', relationTo: 'engagements', required: true, index: true },
    { name: 'organization', type: 'relationship', relationTo: 'organizations', required: true, index: true },
    // The engagement's talent, so a talent's own move can be created under the talent's access.
    { name: 'talent', type: 'relationship', relationTo: 'users' },
    { name: 'kind', type: 'select', required: true, options: [...ENGAGEMENT_EVENT_KINDS] },
    { name: 'fromStatus', type: 'select', options: [...ENGAGEMENT_STATUSES] },
    { name: 'toStatus', type: 'select', options: [...ENGAGEMENT_STATUSES] },
    // The business clock's now (domain/clock.ts).
    { name: 'at', type: 'date', required: true, index: true },
    // null: the daily job.
    { name: 'actor', type: 'relationship', relationTo: 'users' },
    { name: 'actorName', type: 'text', maxLength: 300 },
    { name: 'changes', type: 'json' },
    { name: 'note', type: 'textarea', maxLength: 500 },
  ],
  timestamps: true,
}
