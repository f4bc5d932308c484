import type { CurrentUser, Role } from '../../contract/accounts'

const ROLE_LABELS: Record<Role, string> = {
  talent: 'Talent',
  manager: 'Manager',
  organization_admin: 'Organization Admin',
  super_admin: 'Super Admin',
  contact: 'Contact',
  content_editor: 'Content Editor',
}

export const roleLabel = (role: Role) => ROLE_LABELS[role] ?? role

export function fullName(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email
}

export function initials(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>): string {
  const letters = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.trim()
  return (letters || user.email.charAt(0)).toUpperCase()
}

const STATUS_LABELS: Record<CurrentUser['status'], string> = {
  active: 'Active',
  deactivated: 'Deactivated',
  invited: 'Invited',
}

export const statusLabel = (status: CurrentUser['status']) => STATUS_LABELS[status] ?? status
