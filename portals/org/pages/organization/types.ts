import type { OrganizationRole, OrganizationUser } from '../../../../contract/organizationUsers'
import { apiQuery } from '../../../shared/client'
import type { PageOf } from '../../../shared/profile/types'

/** The organization administration API; shapes come from the contract. */
export const ADMIN = '/organization_admin'
/** Collection paths: query keys start with them, and writes invalidate them (portals/org/queries.ts). */
export const ORGANIZATIONS = `${ADMIN}/organizations/`
export const USERS = `${ADMIN}/users/`
export const DEPARTMENTS = `${ADMIN}/departments/`

/** Every department of the organization in one answer: the user form's choices, the taxonomies' owners. */
export const ALL_DEPARTMENTS = apiQuery('/organization_admin/departments/', { params: { query: { page_size: 100 } } })

export type { Organization } from '../../../../contract/organizations'
export type { Department } from '../../../../contract/departments'
export type { AuditEvent } from '../../../../contract/auditTrail'
export type OrgUser = OrganizationUser
export type OrgRole = OrganizationRole
export type { PageOf }

export const fullNameOf = (user: Pick<OrgUser, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email

/** Text for screen readers only (a header for the actions column). Pixel sizes: in sx, `width: 1` means 100%. */
export const screenReaderOnly = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const
