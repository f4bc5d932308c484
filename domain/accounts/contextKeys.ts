/**
 * Request-context keys the organization-user endpoints set server-side (Payload's `context`, which no
 * client can send) to widen an access rule for exactly their calls.
 *
 * ORGANIZATION_USER_WRITE: an organization admin may write the role, department, permissions and
 * deactivation of members of their own organization (collections/Users/access.ts, organizationUserField),
 * after the endpoint applied the role rules.
 */
export const ORGANIZATION_USER_WRITE = 'organizationUserWrite'
