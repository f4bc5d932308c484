/**
 * Request-context keys the organization-user endpoints set server-side (Payload's `context`, which no
 * client can send) to widen an access rule for exactly their calls.
 *
 * ORGANIZATION_USER_WRITE: an organization admin may write the role, department, permissions and
 * deactivation of members of their own organization (collections/Users/access.ts, organizationUserField),
 * after the endpoint applied the role rules.
 */
export const ORGANIZATION_USER_WRITE = 'organizationUserWrite'

/**
 * ACCOUNT_FIELDS_WRITE: the account flows write a user's credentials and confirmation state (change of
 * password or sign-in e-mail, e-mail confirmation). Without it (or the contract router's SERVER_WRITE)
 * Payload's generated REST may not touch them at all (hooks/closeCredentialFields.ts).
 */
export const ACCOUNT_FIELDS_WRITE = 'accountFieldsWrite'
