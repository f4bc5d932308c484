import type { CollectionBeforeChangeHook } from 'payload'
import { authUser } from '../access/roles'

/**
 * An invitation is always credited to whoever sends it (whatever invitedBy the request names), and its
 * token hash comes only from the invite endpoint, through context: neither can be chosen through the
 * generated REST.
 */
export const stampInvite: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  const user = authUser(req)
  if (operation === 'create' && user) data.invitedBy = user.id
  if (typeof req.context?.inviteTokenHash === 'string') data.tokenHash = req.context.inviteTokenHash
  return data
}
