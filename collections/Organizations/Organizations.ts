import type { Access, CollectionConfig } from 'payload'
import { forgetCachedOrganizationSessions } from '../../hooks/forgetCachedSessions'
import { authUser, isOrganizationMember, isSuperAdmin, organizationOf, superAdminOnly } from '../../access/roles'
import { onlyServerWrites } from '../../access/serverWrites'
import { readOrganizationCost } from '../../access/moneyFields'
import { ACCOUNT_TYPES, DEFAULT_ORGANIZATION_TIME_ZONE } from '../../contract/organizations'
import { isTimeZone } from '../../domain/clock'

/** Super admin: every organization. A member of an organization: only their own. */
const readOwnOrganization: Access = ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  const organization = organizationOf(user)
  return isOrganizationMember(user) && organization ? { id: { equals: organization } } : false
}

/** Super admin, or the organization admin of that organization (details and Change Rate). */
const updateOwnOrganization: Access = ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  const organization = organizationOf(user)
  return user.role === 'organization_admin' && organization ? { id: { equals: organization } } : false
}

/**
 * A client organization (hospital, health system, consultancy) whose members post opportunities and
 * engage talent. The field names are the contract's. Created
 * and changed only through /api/v1 and the console's /api/admin (both mark their writes, see
 * access/serverWrites.ts), where `organizationRules` (contract/organizations.ts) applies; Payload's
 * generated REST may read and delete but not write one.
 */
export const Organizations: CollectionConfig = {
  slug: 'organizations',
  admin: { useAsTitle: 'name' },
  access: { read: readOwnOrganization, create: onlyServerWrites(superAdminOnly), update: onlyServerWrites(updateOwnOrganization), delete: superAdminOnly },
  fields: [
    { name: 'accountType', type: 'select', required: true, defaultValue: 'client', options: [...ACCOUNT_TYPES], index: true },
    { name: 'name', type: 'text', required: true, maxLength: 150, index: true },
    { name: 'licenseStartDate', type: 'date' },
    { name: 'licenseEndDate', type: 'date' },
    { name: 'contractExecutionDate', type: 'date' },
    { name: 'website', type: 'text', maxLength: 300 },
    { name: 'address1', type: 'text', required: true, maxLength: 300 },
    { name: 'address2', type: 'text', maxLength: 300 },
    { name: 'city', type: 'text', required: true, maxLength: 150 },
    { name: 'state', type: 'text', required: true, maxLength: 150 },
    { name: 'zipCode', type: 'text', required: true, maxLength: 10 },
    { name: 'note', type: 'textarea', maxLength: 500 },
    { name: 'isEngagementRequiresPurchaseOrder', type: 'checkbox', defaultValue: false },
    { name: 'is1099Type', type: 'checkbox', defaultValue: true },
    { name: 'isW2Type', type: 'checkbox', defaultValue: false },
    // The logo's address (GET /api/v1/files/{id}/ of a stored file of kind 'logo'), set only by the upload.
    { name: 'logo', type: 'text' },
    // Percent of the talent's fee the platform charges; 0 switches the organization to tier pricing.
    // Both read by who may view rate only (a contact or a manager without View Rate reads neither).
    { name: 'rate', type: 'number', required: true, defaultValue: 20, min: 0, access: { read: readOrganizationCost } },
    // Dollars per hour under tier pricing.
    { name: 'tierRate', type: 'number', required: true, defaultValue: 26, min: 0, access: { read: readOrganizationCost } },
    { name: 'isActive', type: 'checkbox', defaultValue: true, index: true },
    // Whose "today" decides pay periods, edit windows and engagement dates (an IANA zone).
    // Only the super admin changes it (console and /super_admin/organizations/{id}/).
    {
      name: 'timeZone',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_ORGANIZATION_TIME_ZONE,
      maxLength: 64,
      access: { update: ({ req }) => isSuperAdmin(authUser(req)) },
      validate: (value: unknown) => (typeof value === 'string' && isTimeZone(value) ? true : 'Choose a time zone such as America/New_York.'),
    },
  ],
  hooks: { afterChange: [forgetCachedOrganizationSessions], afterDelete: [forgetCachedOrganizationSessions] },
  timestamps: true,
}
