import type { CollectionAfterLoginHook } from 'payload'

/** lastLogin is part of the current-user contract and tells an admin whether an invitee ever came in. */
export const recordLastLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  const lastLogin = new Date().toISOString()
  await req.payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: { lastLogin },
    req,
    returning: false,
  })
  user.lastLogin = lastLogin
  return user
}
