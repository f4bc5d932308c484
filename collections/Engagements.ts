import type { Access, CollectionConfig } from 'payload'
import { authUser, isOrganizationUser, isSuperAdmin, organizationOf, superAdminOnly } from '../access/roles'
import { ENGAGEMENT_STATUSES, REASSIGN_ENGAGEMENTS } from '../domain/engagements/holding'

/** The super admin: all; organization admins and managers: their organization's. */
const readOwnOrganizationsEngagements: Access = ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  const organization = organizationOf(user)
  return isOrganizationUser(user) && organization ? { organization: { equals: organization } } : false
}

/**
 * Until the engagements issue brings their own flows, only the super admin writes engagements; an
 * organization admin changes one only inside the reassign and deactivate endpoints, which set the
 * REASSIGN_ENGAGEMENTS context key (no HTTP caller can) and write nothing but the owner.
 */
const updateEngagements: Access = ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  const organization = organizationOf(user)
  if (user.role !== 'organization_admin' || !organization || req.context?.[REASSIGN_ENGAGEMENTS] !== true) return false
  return { organization: { equals: organization } }
}

/**
 * An engagement between an organization and a talent, held by one organization user (its owner), minimal
 * for issue 4: the owner is what deactivating a user and turning off Manage Engagement are about.
 */
export const Engagements: CollectionConfig = {
  slug: 'engagements',
  admin: { useAsTitle: 'name' },
  access: { read: readOwnOrganizationsEngagements, create: superAdminOnly, update: updateEngagements, delete: superAdminOnly },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 150 },
    { name: 'organization', type: 'relationship', relationTo: 'organizations', required: true, index: true },
    { name: 'owner', type: 'relationship', relationTo: 'users', index: true },
    { name: 'talent', type: 'relationship', relationTo: 'users', index: true },
    { name: 'department', type: 'relationship', relationTo: 'departments', index: true },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', options: [...ENGAGEMENT_STATUSES], index: true },
  ],
  timestamps: true,
}
