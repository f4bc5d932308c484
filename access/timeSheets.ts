import type { Access, AccessResult } from 'payload'
import { managesEngagements } from '../contract/organizationUsers'
import { authUser, isOrganizationUser, isSuperAdmin, organizationOf } from './roles'
import { SERVER_WRITE } from './serverWrites'
import { serverCreatesFor, serverWritesFor } from './engagements'

/**
 * Who reads and writes time entries and tasks. Reads:
 * - the super admin: everything (time tracking of every organization);
 * - organization admins and managers with Manage Engagement: their organization's entries (the spec: "Manager
 *   engagement and time-tracking access requires this permission"; approving further needs approval rights); the
 *   amounts only to who may view rate (the fields' own read rules, access/moneyFields.ts);
 * - the talent: their own entries;
 * - anyone else (contacts, managers without Manage Engagement, content editors): nothing.
 * Writes happen only in the server-write context (the /api/v1 endpoints and the daily job), scoped to the
 * actor: the talent on their own rows, organization users on their organization's rows.
 */
export const readTimeEntries: Access = ({ req }): AccessResult => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  if (user.role === 'talent') return { talent: { equals: user.id } }
  const organization = organizationOf(user)
  return isOrganizationUser(user) && managesEngagements(user) && organization ? { organization: { equals: organization } } : false
}

export const timeEntryCreates = serverCreatesFor({ talentField: 'talent' })
export const timeEntryWrites = serverWritesFor({ talentField: 'talent' })

/** A task is read by whoever asked for it and by the super admin. */
export const readTasks: Access = ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  return { requestedBy: { equals: user.id } }
}

/** Tasks are written by the endpoints and the runner only (the server-write context), for any user. */
export const serverWritesOnly: Access = ({ req }) => req.context?.[SERVER_WRITE] === true
