import type { Endpoint } from 'payload'
import { authUser } from '../../access/roles'
import { engagementMessages } from '../../contract/engagements/status'
import { managesEngagements } from '../../contract/organizationUsers'
import { HttpError, errorResponse } from '../http'

/**
 * Work-flows 6: "Manager engagement and time-tracking access requires this permission". A manager
 * without Manage Engagement is refused every engagement call under /manager/ (engagements, their filters
 * and purchase orders, the document library) with 403 before anything is read, whichever record the path
 * names: the refusal depends on the caller alone, so it tells nothing about the record. The collections
 * (access/engagements.ts) hold the same rule for every other door.
 */
export function mayWorkWithEngagements(user: Parameters<typeof managesEngagements>[0]): boolean {
  return user.role !== 'manager' || managesEngagements(user)
}

export const refusalFor = (method: string | undefined) =>
  HttpError.forbidden(method?.toUpperCase() === 'GET' ? engagementMessages.manageToSee : engagementMessages.manageOnly)

/** The endpoint, answering 403 to a manager without Manage Engagement (the other roles as it always did). */
export function forEngagementManagers(endpoint: Endpoint): Endpoint {
  return {
    ...endpoint,
    handler: (req) => {
      const user = authUser(req)
      if (user && !mayWorkWithEngagements(user)) return errorResponse(req, refusalFor(req.method))
      return endpoint.handler(req)
    },
  }
}
