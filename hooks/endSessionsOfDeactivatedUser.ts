import type { CollectionAfterChangeHook } from 'payload'

/**
 * Deactivating a user ends every session they have open. Sign-in already refuses a deactivated
 * account (rejectBlockedSignIn); without this, a token issued before the deactivation would keep
 * working until it expires, a week later. The sessions field cannot be written through any API, so the
 * adapter clears it, as Payload's own logout does.
 */
export const endSessionsOfDeactivatedUser: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !doc.isDeactivated || previousDoc?.isDeactivated) return doc
  await req.payload.db.updateOne({ collection: 'users', id: doc.id, data: { sessions: [] }, req, returning: false })
  return doc
}
