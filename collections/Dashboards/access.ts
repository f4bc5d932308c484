import type { Access } from 'payload'
import { authUser, isOrganizationUser, isSuperAdmin } from '../../access/roles'
import { onlyServerWrites } from '../../access/serverWrites'

/**
 * Who reads and writes the dashboards' records. Writes come only from
 * the /api/v1 endpoints (the server-write context), so Payload's generated REST reads, scoped, and
 * writes nothing.
 */

/** A one-time screen seen: each user reads and writes only their own rows. */
export const ownScreenViews: Access = ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  return { user: { equals: user.id } }
}

/** Marking a screen seen: the endpoint, for the signed-in user's own row only. */
export const createOwnScreenView: Access = onlyServerWrites(({ req, data }) => {
  const user = authUser(req)
  return Boolean(user) && String((data as { user?: unknown } | undefined)?.user ?? '') === user!.id
})

/**
 * Savings benchmarks: the super admin keeps them; organization admins and managers read them (the rate
 * is shown in the savings formula). Talents, contacts and content editors read none.
 */
export const readSavingsBenchmarks: Access = ({ req }) => {
  const user = authUser(req)
  return isSuperAdmin(user) || isOrganizationUser(user)
}

export const writeSavingsBenchmarks: Access = onlyServerWrites(({ req }) => isSuperAdmin(authUser(req)))
