import type { Access, CollectionConfig } from 'payload'
import { authUser, isSuperAdmin, superAdminOnly } from '../../access/roles'
import { INVITE_TYPES } from '../../contract/invites'
import { stampInvite } from '../../hooks/stampInvite'

/** Super admin: all invitations. Anyone else: the invitations they sent. */
const readOwnInvites: Access = ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  return { invitedBy: { equals: user.id } }
}

/** Talent and organization users refer colleagues; contacts and content editors do not. */
const canInvite: Access = ({ req }) => {
  const role = authUser(req)?.role
  return role === 'talent' || role === 'manager' || role === 'organization_admin' || role === 'super_admin'
}

/**
 * An invitation to join (inviteType talent) or a referral of an organization (inviteType organization).
 * A talent invite carries a one-time token in its sign-up link; an organization referral is followed up
 * by the super admin, who reads the referrals list.
 */
export const Invites: CollectionConfig = {
  slug: 'invites',
  access: { read: readOwnInvites, create: canInvite, update: readOwnInvites, delete: superAdminOnly },
  hooks: { beforeChange: [stampInvite] },
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'firstName', type: 'text', required: true, maxLength: 30 },
    { name: 'lastName', type: 'text', required: true, maxLength: 30 },
    { name: 'inviteType', type: 'select', required: true, options: [...INVITE_TYPES] },
    { name: 'organizationName', type: 'text', maxLength: 150 },
    { name: 'message', type: 'textarea', maxLength: 500 },
    { name: 'invitedBy', type: 'relationship', relationTo: 'users', index: true, access: { update: () => false } },
    { name: 'sentCount', type: 'number', defaultValue: 1 },
    { name: 'lastSentAt', type: 'date' },
    { name: 'acceptedAt', type: 'date', access: { create: () => false, update: () => false } },
    // sha256 of the token in the sign-up link; compared when the invitee signs up.
    { name: 'tokenHash', type: 'text', hidden: true, index: true, access: { create: () => false, update: () => false } },
  ],
}
