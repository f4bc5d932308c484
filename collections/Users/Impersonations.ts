import type { Access, CollectionConfig } from 'payload'
import { authUser, isSuperAdmin, nobody } from '../../access/roles'

/** Super admin: every record. Anyone else: only the record of the session they are using right now. */
const readImpersonations: Access = ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  const sid = (req.user as { _sid?: string } | null)?._sid
  return sid ? { sessionId: { equals: sid } } : false
}

/**
 * The record of every impersonation: which super admin acted as whom, through which session, from when
 * to when. Written only by the impersonation endpoints (overrideAccess, because no role may write it
 * through an API); the super admin reads all of it, an impersonated session reads its own record (to show the banner); nobody may change or delete it.
 */
export const Impersonations: CollectionConfig = {
  slug: 'impersonations',
  access: { read: readImpersonations, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'superAdmin', type: 'relationship', relationTo: 'users', required: true },
    { name: 'impersonatedUser', type: 'relationship', relationTo: 'users', required: true },
    { name: 'sessionId', type: 'text', required: true, index: true },
    { name: 'startedAt', type: 'date', required: true },
    { name: 'endedAt', type: 'date', index: true },
    { name: 'ipAddress', type: 'text' },
  ],
}
