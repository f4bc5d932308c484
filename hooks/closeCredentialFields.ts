import { APIError, type CollectionBeforeValidateHook } from 'payload'
import { SERVER_WRITE } from '../access/serverWrites'
import { authUser, isSuperAdmin } from '../access/roles'
import { ACCOUNT_FIELDS_WRITE, ORGANIZATION_USER_WRITE } from '../domain/accounts/contextKeys'

/**
 * Fields that decide who can sign in and with what rights, besides the credentials: the role and
 * organization, deactivation, e-mail confirmation, Payload's lockout, sessions and reset tokens.
 */
const ACCOUNT_STATE = [
  'role',
  'organization',
  'isDeactivated',
  'isInternal',
  'isTalentApprovedByPlatform',
  'isSystemUser',
  'lastLogin',
  'emailConfirmedAt',
  'emailConfirmationTokenHash',
  'pendingEmail',
  'pendingEmailTokenHash',
  'pendingEmailExpiresAt',
  'loginAttempts',
  'lockUntil',
  'sessions',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'salt',
  'hash',
] as const

export const CREDENTIALS_CLOSED_MESSAGE =
  'The password and the sign-in e-mail change only through POST /api/v1/user/password/ and POST /api/v1/user/email/.'

/**
 * Payload's generated REST (`PATCH /api/users/{id}`) is open to every signed-in user for their own
 * account. Without this hook it would set a new password without the current one and leave the other
 * sessions valid.
 * - The credentials (password, e-mail) change only in the account flows (ACCOUNT_FIELDS_WRITE, after the
 *   current password or an e-mailed token was checked), in the super admin's console (SERVER_WRITE) and,
 *   for the e-mail, in the organization-user endpoints (ORGANIZATION_USER_WRITE, organization admins on
 *   their members). Anywhere else they are refused with 403: the caller must not believe they changed.
 * - The account state changes only in a write of the server's own endpoints (SERVER_WRITE: the /api/v1
 *   contract router, the console) or the account flows; elsewhere it is dropped, as field access already
 *   drops it for everyone but the super admin. Field access still decides inside those writes.
 */
export const closeCredentialFields: CollectionBeforeValidateHook = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !data) return data
  const context = req.context ?? {}
  if (context[ACCOUNT_FIELDS_WRITE] === true) return data
  // `data` here is the whole record (the stored one with the request's changes): a key is written when
  // its value differs from the stored one. The password is never stored, so any password is a write.
  const stored = (originalDoc ?? {}) as Record<string, unknown>
  const emailChanged = typeof data.email === 'string' && data.email.trim().toLowerCase() !== String(stored.email ?? '').toLowerCase()
  const credentialsOpen = context[SERVER_WRITE] === true && isSuperAdmin(authUser(req))
  const emailOpen = credentialsOpen || context[ORGANIZATION_USER_WRITE] === true
  if ((data.password !== undefined && !credentialsOpen) || (emailChanged && !emailOpen)) {
    throw new APIError(CREDENTIALS_CLOSED_MESSAGE, 403, undefined, true)
  }
  if (context[SERVER_WRITE] === true) return data
  for (const key of ACCOUNT_STATE) {
    if (JSON.stringify(data[key] ?? null) === JSON.stringify(stored[key] ?? null)) continue
    if (key in stored) data[key] = stored[key]
    else delete data[key]
  }
  return data
}
