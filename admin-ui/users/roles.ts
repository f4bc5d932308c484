import { ORGANIZATION_ROLES, ROLES, type Role } from '../../contract/accounts'

/** Choice names are i18n keys (talentgrid.roles.*), translated by the inputs. */
const choice = (id: Role) => ({ id, name: `talentgrid.roles.${id}` })

export const roleChoices = ROLES.map(choice)

/** Roles that belong to an organization and so must name one. */
export const isOrganizationRole = (role: unknown) => (ORGANIZATION_ROLES as readonly unknown[]).includes(role)

/**
 * The spec: an organization admin or manager may only be switched between those two, and a contact stays
 * a contact. The spec says nothing of the other roles, so a super admin may still move them anywhere.
 */
export function roleChoicesWhenEditing(current: Role | undefined) {
  if (current === 'organization_admin' || current === 'manager') return [choice('organization_admin'), choice('manager')]
  if (current === 'contact') return [choice('contact')]
  return roleChoices
}
