import type { Payload, PayloadRequest } from 'payload'
import type { StoredUser } from './presentUser'
import { ACCOUNT_FIELDS_WRITE } from './contextKeys'

/**
 * The only Local API calls in the account flows that run with overrideAccess: true. Each serves a
 * request whose caller is not signed in and whose credential is an e-mailed token or the e-mail address
 * itself (sign-up, confirmation, resend, password reset, invite acceptance, sign-in with an unknown
 * address, the confirmation of a new sign-in e-mail). No read access rule could
 * express "whoever holds this token", so the check is the token comparison done here, and nothing these
 * functions return is sent to the client beyond what the flow needs.
 */

/** The stored account with the hidden fields the flows compare: token hashes and the password hash. */
export type TrustedUser = StoredUser & {
  emailConfirmationTokenHash?: string | null
  resetPasswordToken?: string | null
  resetPasswordExpiration?: string | null
  pendingEmail?: string | null
  pendingEmailTokenHash?: string | null
  pendingEmailExpiresAt?: string | null
  salt?: string
  hash?: string
}

const asUser = (doc: unknown) => (doc ?? null) as TrustedUser | null

export async function findUserByEmail(payload: Payload, email: string, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email.toLowerCase() } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    req,
  })
  return asUser(docs[0])
}

export async function findUserById(payload: Payload, id: string, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    req,
  })
  return asUser(docs[0])
}

/** Stores a new confirmation-token hash (resend) or marks the address confirmed (activation). */
export async function writeConfirmationState(
  payload: Payload,
  id: string,
  data: { emailConfirmationTokenHash: string | null; emailConfirmedAt?: string },
  req?: PayloadRequest,
) {
  await payload.update({ collection: 'users', id, data, overrideAccess: true, depth: 0, req, context: { [ACCOUNT_FIELDS_WRITE]: true } })
}

export async function findInviteByTokenHash(payload: Payload, tokenHash: string, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'invites',
    where: { tokenHash: { equals: tokenHash }, acceptedAt: { exists: false } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

export async function markInviteAccepted(payload: Payload, id: string, req?: PayloadRequest) {
  await payload.update({ collection: 'invites', id, data: { acceptedAt: new Date().toISOString() }, overrideAccess: true, req })
}

/**
 * The link sent to a new sign-in e-mail was followed: the address switches, the pending change is
 * spent, and every session ends but `keepSession` (the browser that opened the link, when it is signed
 * in as this user). Sessions go through the adapter, as Payload's own logout does.
 */
export async function switchSignInEmail(payload: Payload, id: string, email: string, keepSession: string | null, req?: PayloadRequest) {
  const updated = await payload.update({
    collection: 'users',
    id,
    data: { email, pendingEmail: null, pendingEmailTokenHash: null, pendingEmailExpiresAt: null },
    overrideAccess: true,
    depth: 0,
    req,
    showHiddenFields: true,
    context: { [ACCOUNT_FIELDS_WRITE]: true },
  })
  const sessions = ((updated as { sessions?: { id: string }[] }).sessions ?? []).filter((session) => keepSession !== null && session.id === keepSession)
  await payload.db.updateOne({ collection: 'users', id, data: { sessions }, req, returning: false })
}

/** The account as its owner may see it: the password hash and the e-mailed tokens' hashes left out. */
export function withoutCredentials(account: TrustedUser): StoredUser {
  const {
    salt: _salt,
    hash: _hash,
    emailConfirmationTokenHash: _confirmation,
    resetPasswordToken: _reset,
    resetPasswordExpiration: _resetExpiration,
    pendingEmailTokenHash: _pendingEmailToken,
    ...visible
  } = account
  return visible
}
