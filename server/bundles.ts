import type { Role } from '../contract/accounts'

export type Bundle = 'admin' | 'talent' | 'org' | 'public'

/**
 * Which UI a page request gets, by the signed-in user's role (the spec: super admin,
 * talent, organization admin, manager, public): the console for super admins and content editors, the
 * talent portal, the organization portal for its admins, managers and contacts, else the public pages.
 */
export function bundleFor(role: Role | null | undefined): Bundle {
  switch (role) {
    case 'super_admin':
    case 'content_editor':
      return 'admin'
    case 'talent':
      return 'talent'
    case 'organization_admin':
    case 'manager':
    case 'contact':
      return 'org'
    default:
      return 'public'
  }
}
