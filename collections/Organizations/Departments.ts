import type { Access, CollectionConfig } from 'payload'
import { authUser, isSuperAdmin, nobody, organizationOf, relationId, superAdminOrOwnOrganization } from '../../access/roles'
import { DEPARTMENT_LIMITS } from '../../contract/departments'
import { refuseSpecializationsOfOtherDepartments } from '../../hooks/refuseSpecializationsOfOtherDepartments'

/** The super admin anywhere; an organization admin in their own organization only. */
const createInOwnOrganization: Access = ({ req, data }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  const organization = organizationOf(user)
  return user.role === 'organization_admin' && Boolean(organization) && relationId(data?.organization) === organization
}

const updateInOwnOrganization: Access = ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  const organization = organizationOf(user)
  return user.role === 'organization_admin' && organization ? { organization: { equals: organization } } : false
}

/**
 * A department of an organization: users (managers must have one) and engagements
 * belong to it, and it covers specialization-tree nodes. Read by the super admin and the members of
 * its organization; written by the super admin and that organization's admin. The spec offers no way to
 * delete one, and users and engagements point at it, so nobody deletes it through any API.
 */
export const Departments: CollectionConfig = {
  slug: 'departments',
  admin: { useAsTitle: 'name' },
  access: { read: superAdminOrOwnOrganization(), create: createInOwnOrganization, update: updateInOwnOrganization, delete: nobody },
  hooks: { beforeChange: [refuseSpecializationsOfOtherDepartments] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: DEPARTMENT_LIMITS.name },
    { name: 'depId', type: 'text', maxLength: DEPARTMENT_LIMITS.depId },
    { name: 'description', type: 'text', maxLength: DEPARTMENT_LIMITS.description },
    {
      // Chosen once, at creation: a department never moves to another organization.
      name: 'organization',
      type: 'relationship',
      relationTo: 'organizations',
      required: true,
      index: true,
      access: { update: () => false },
    },
    { name: 'specializations', type: 'relationship', relationTo: 'specializations', hasMany: true },
  ],
  timestamps: true,
}
