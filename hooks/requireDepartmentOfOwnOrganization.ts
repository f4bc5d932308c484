import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { relationId } from '../access/roles'
import { organizationUserMessages } from '../contract/organizationUsers'

/**
 * A user's department is one of their own organization's; someone without an organization has none.
 * Stated here so the console and the generated REST cannot file a user under another organization's
 * department (the organization-user endpoints check the same first, with their own field name). Runs
 * after requireOrganizationForMembers, which has settled the organization. The lookup uses
 * overrideAccess: it compares two ids and returns nothing to the caller.
 */
export const requireDepartmentOfOwnOrganization: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const organization = relationId(data.organization !== undefined ? data.organization : originalDoc?.organization)
  const department = relationId(data.department !== undefined ? data.department : originalDoc?.department)
  if (!department) return data
  if (!organization) {
    data.department = null
    return data
  }
  if (data.department === undefined && data.organization === undefined) return data
  const found = await req.payload.findByID({
    collection: 'departments',
    id: department,
    select: { organization: true },
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!found || relationId((found as { organization?: unknown }).organization) !== organization) {
    throw new ValidationError({ collection: 'users', errors: [{ path: 'department', message: organizationUserMessages.invalidDepartment }], req })
  }
  return data
}
