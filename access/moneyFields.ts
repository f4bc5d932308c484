import type { Access, FieldAccess } from 'payload'
import { authUser, mayViewOrganizationRate } from './roles'

/**
 * Who reads the money fields of time entries, organizations and settings (the spec: "View rate:
 * organization admin always; manager only with hasPermissionViewRate"; the talent sees their own pay rate, never
 * the organization's fee or cost). Row access decides whose rows a caller reads at all; these decide
 * which of the row's amounts come with it, for every door (the Local API of /api/v1 included). A
 * computation that needs an amount its caller may not see reads it through a named server read.
 */

/** What the organization is billed and how it is priced (fees, costs, deltas, rate, tier rate): who may view rate. */
export const readOrganizationCost: FieldAccess = ({ req }) => mayViewOrganizationRate(authUser(req))

/** What the talent is paid (pay rate, pay and its delta): the talent of the row (row access: own rows only) and who may view rate. */
export const readTalentPay: FieldAccess = ({ req }) => {
  const user = authUser(req)
  return user?.role === 'talent' || mayViewOrganizationRate(user)
}

/**
 * Platform settings, one row per setting: who may view rate (and the super admin) reads them all, the W-2
 * markups included; any other signed-in user only the talent usage fee the portals show; nobody signed out.
 */
export const readSettings: Access = ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (mayViewOrganizationRate(user)) return true
  return { name: { equals: 'talent_usage_fee' } }
}
