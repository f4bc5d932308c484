import { organizationOf, type AuthUser } from '../../access/roles'

/**
 * The organization of an organization user, for rows whose organization is required: the roles that reach
 * such writes (organization admins and managers) always belong to one, so its absence is a broken account.
 */
export function ownOrganization(user: AuthUser): string {
  const id = organizationOf(user)
  if (!id) throw new Error(`user ${user.id} has no organization`)
  return id
}

/** The signed-in user is the whole account row: its names and address are there besides the rights. */
export type SignedInPerson = AuthUser & { firstName?: string | null; lastName?: string | null; email?: string }
