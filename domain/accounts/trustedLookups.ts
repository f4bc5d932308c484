import type { Payload, PayloadRequest } from 'payload'
import type { StoredUser } from './presentUser'

/**
 * The only Local API calls in the account flows that run with overrideAccess: true. Each serves a
 * request whose caller is not signed in and whose credential is an e-mailed token or the e-mail address
 * itself (sign-up, confirmation, resend, password reset, invite acceptance). No read access rule could
 * express "whoever holds this token", so the check is the token comparison done here, and nothing these
 * functions return is sent to the client beyond what the flow needs.
 */

const asUser = (doc: unknown) => (doc ?? null) as (StoredUser & { emailConfirmationTokenHash?: string | null; resetPasswordToken?: string | null; resetPasswordExpiration?: string | null }) | null

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
  await payload.update({ collection: 'users', id, data, overrideAccess: true, depth: 0, req })
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
