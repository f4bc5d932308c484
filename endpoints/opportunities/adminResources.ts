import type { Where } from 'payload'
import { authUser } from '../../access/roles'
import { OPPORTUNITY_STATUSES } from '../../contract/opportunities/opportunity'
import { presentApplicants } from '../../domain/opportunities/applicants'
import { presentOpportunities } from '../../domain/opportunities/present'
import { str } from '../../domain/shared/values'
import type { Row } from '../../domain/shared/records'
import type { ResourceConfig } from '../platform/adminRest'
import { NO_ID } from '../http'

/**
 * Every organization's opportunities and their applicants on /api/admin, read-only: the super admin
 * reads what organizations post (the spec's /opportunities route is for every role) and posts nothing, so a
 * write is 405 before anything is looked up. Records are presented as the organization side reads them
 * (domain/opportunities/present.ts and applicants.ts), with the super admin's access: organization name,
 * specializations, questions, rates and applicant counts, each page in a fixed number of queries.
 */

const READ_ONLY: ResourceConfig['operations'] = ['list', 'getOne']

const oneOf =
  (field: string, known: readonly string[]) =>
  (value: unknown): Where | null => {
    if (value === null || value === 'all') return null
    const wanted = (Array.isArray(value) ? value : [value]).map(String).filter((item) => known.includes(item))
    return wanted.length ? { [field]: { in: wanted } } : { id: { equals: NO_ID } }
  }

export const opportunityAdminResources: Record<string, ResourceConfig> = {
  opportunities: {
    collection: 'opportunities',
    searchFields: ['title', 'city', 'state'],
    sortable: ['title', 'status', 'organization', 'startDate', 'endDate', 'createdAt', 'updatedAt'],
    writable: [],
    relations: ['organization', 'createdBy'],
    filters: { status: oneOf('status', OPPORTUNITY_STATUSES) },
    operations: READ_ONLY,
    // adminRest hands every resource its rows as records of fields; these are the collection's rows.
    presentAll: (req, docs) => presentOpportunities(req, authUser(req)!, docs as unknown as Row<'opportunities'>[]),
  },
  /** An opportunity's list of talents (invited, applied, removed), each with their application. */
  'opportunity-applicants': {
    collection: 'opportunity-talents',
    searchFields: [],
    sortable: ['createdAt', 'status', 'hasApplied', 'appliedAt', 'invitedAt', 'opportunity', 'organization', 'talent'],
    writable: [],
    relations: ['opportunity', 'organization', 'talent'],
    filters: { status: oneOf('status', ['invited', 'applied', 'removed']) },
    operations: READ_ONLY,
    presentAll: async (req, docs) => {
      // As above: the records are the collection's rows.
      const applicants = await presentApplicants(req, authUser(req)!, docs as unknown as Row<'opportunity-talents'>[])
      return applicants.map((applicant, index) => ({ ...applicant, appliedAt: str(docs[index]!.appliedAt) ?? applicant.apply?.appliedAt ?? null }))
    },
  },
}
