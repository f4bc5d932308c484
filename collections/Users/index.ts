import type { CollectionConfig, Where } from 'payload'
import { ROLES } from '../../contract/accounts'
import {
  createUsers,
  deleteUsers,
  organizationFieldCreate,
  organizationRoleField,
  organizationUserField,
  privilegedField,
  signInEmailField,
  readUsers,
  unlockUsers,
  updateUsers,
} from './access'
import { rejectBlockedSignIn } from '../../hooks/rejectBlockedSignIn'
import { recordLastLogin } from '../../hooks/recordLastLogin'
import { confirmEmailUnlessSelfSignUp } from '../../hooks/confirmEmailUnlessSelfSignUp'
import { requireOrganizationForMembers } from '../../hooks/requireOrganizationForMembers'
import { requireDepartmentOfOwnOrganization } from '../../hooks/requireDepartmentOfOwnOrganization'
import { forgetCachedUserSessions } from '../../hooks/forgetCachedSessions'
import { endSessionsOfDeactivatedUser } from '../../hooks/endSessionsOfDeactivatedUser'
import { enforcePasswordRule } from '../../hooks/enforcePasswordRule'
import { richTextHooks } from '../../hooks/sanitizeRichText'
import { closeCredentialFields } from '../../hooks/closeCredentialFields'
import { closedAuthRoutes } from './closedAuthRoutes'
import { lockSessionsBeforeSignOut, lockSessionsBeforeUpdate } from './sessionLock'

const roleLabels: Record<(typeof ROLES)[number], string> = {
  talent: 'Talent',
  manager: 'Manager',
  organization_admin: 'Organization admin',
  super_admin: 'Super admin',
  contact: 'Contact',
  content_editor: 'Content editor',
}

/**
 * Every person who signs in: talent, organization members, super admins and content editors share one
 * auth collection so a session, a password reset and an impersonation work the same way for all.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    // Payload's own defaults, stated: five failed sign-ins lock the account for ten minutes.
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    useSessions: true,
    tokenExpiration: 7 * 24 * 60 * 60,
    // The organization is read from the user on most requests; depth 0 keeps auth at one query.
    depth: 0,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' },
    forgotPassword: { expiration: 60 * 60 * 1000 },
  },
  admin: { useAsTitle: 'email' },
  endpoints: closedAuthRoutes,
  access: { read: readUsers, create: createUsers, update: updateUsers, delete: deleteUsers, unlock: unlockUsers },
  hooks: {
    // One user's session writes take turns (./sessionLock.ts): updates and sign-out lock here, sign-in
    // in its endpoint (Payload's login reads the user before any hook could lock).
    beforeOperation: [lockSessionsBeforeUpdate],
    afterLogout: [lockSessionsBeforeSignOut],
    // Closing the credentials comes first: a password sent through the generated REST is refused as such,
    // whatever its strength.
    beforeValidate: [closeCredentialFields, enforcePasswordRule],
    beforeChange: [confirmEmailUnlessSelfSignUp, requireOrganizationForMembers, requireDepartmentOfOwnOrganization],
    // Sessions end in the database first, then the cache forgets them, so no request re-caches one.
    afterChange: [endSessionsOfDeactivatedUser, forgetCachedUserSessions],
    afterDelete: [forgetCachedUserSessions],
    beforeLogin: [rejectBlockedSignIn],
    afterLogin: [recordLastLogin],
  },
  fields: [
    // Payload's auth e-mail field, merged with this: changing the address that signs in and receives
    // reset links is the super admin's call (or the organization admin's, in the user form), or the
    // user's own through POST /user/email/ and the link sent to the new address; never a silent edit.
    { name: 'email', type: 'email', required: true, unique: true, access: { update: signInEmailField } },
    { name: 'firstName', type: 'text', required: true, maxLength: 30 },
    { name: 'lastName', type: 'text', required: true, maxLength: 30 },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'talent',
      index: true,
      options: ROLES.map((value) => ({ value, label: roleLabels[value] })),
      access: { update: organizationRoleField },
    },
    {
      name: 'organization',
      type: 'relationship',
      relationTo: 'organizations',
      index: true,
      access: { create: organizationFieldCreate, update: privilegedField },
    },
    { name: 'title', type: 'text', maxLength: 100 },
    { name: 'phone', type: 'text', maxLength: 25 },
    { name: 'additionalEmailList', type: 'json', defaultValue: [] },
    { name: 'additionalPhoneList', type: 'json', defaultValue: [] },
    { name: 'summary', type: 'textarea', hooks: richTextHooks },
    { name: 'address1', type: 'text', maxLength: 300 },
    { name: 'address2', type: 'text', maxLength: 300 },
    { name: 'city', type: 'text', maxLength: 150 },
    { name: 'state', type: 'text', maxLength: 150 },
    { name: 'zipCode', type: 'text', maxLength: 10 },
    { name: 'avatarPicture', type: 'text' },
    // A talent's asking rate in integer cents (set by the talent through PATCH /user/; search criterion).
    { name: 'hourlyRate', type: 'number', min: 0, max: 100_000_00 },
    {
      // The introduction video (POST /talent/profile-video/): one of the user's own stored video files.
      name: 'profileVideo',
      type: 'relationship',
      relationTo: 'stored-files',
      filterOptions: ({ id }): Where | false => (id ? { and: [{ owner: { equals: id } }, { kind: { equals: 'video' } }] } : false),
    },
    { name: 'isDeactivated', type: 'checkbox', defaultValue: false, index: true, access: { update: organizationUserField } },
    { name: 'isInternal', type: 'checkbox', defaultValue: false, access: { create: privilegedField, update: privilegedField } },
    { name: 'isTwilioSubscriber', type: 'checkbox', defaultValue: false },
    {
      name: 'isTalentApprovedByPlatform',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: { create: privilegedField, update: privilegedField },
    },
    {
      name: 'hasPermissionSendEngagement',
      type: 'checkbox',
      defaultValue: false,
      access: { create: organizationFieldCreate, update: organizationUserField },
    },
    {
      name: 'hasPermissionViewRate',
      type: 'checkbox',
      defaultValue: false,
      access: { create: organizationFieldCreate, update: organizationUserField },
    },
    // Organization users: time-sheet approval, department, contact type and the system flag.
    {
      name: 'hasTimeSheetApproval',
      type: 'checkbox',
      defaultValue: false,
      access: { create: organizationFieldCreate, update: organizationUserField },
    },
    {
      name: 'department',
      type: 'relationship',
      relationTo: 'departments',
      index: true,
      access: { create: organizationFieldCreate, update: organizationUserField },
    },
    // 'billing', 'custom' (then customContactType names it) or free text.
    { name: 'contactType', type: 'text', maxLength: 50, access: { create: organizationFieldCreate, update: organizationUserField } },
    { name: 'customContactType', type: 'text', maxLength: 50, access: { create: organizationFieldCreate, update: organizationUserField } },
    // An account the platform itself uses inside an organization (integrations); only the super admin sets it.
    { name: 'isSystemUser', type: 'checkbox', defaultValue: false, access: { create: privilegedField, update: privilegedField } },
    { name: 'lastLogin', type: 'date', access: { create: () => false, update: () => false } },
    {
      name: 'emailConfirmedAt',
      type: 'date',
      access: { create: privilegedField, update: privilegedField },
    },
    {
      // sha256 of the token e-mailed in the confirmation link; the raw token is never stored.
      name: 'emailConfirmationTokenHash',
      type: 'text',
      hidden: true,
      index: true,
    },
    // A change of the sign-in e-mail waiting for its link (POST /user/email/): the new address, the
    // sha256 of the token e-mailed to it, and when the link stops working. The old address signs in
    // until the link is followed (POST /user/email/confirm/).
    { name: 'pendingEmail', type: 'email', hidden: true },
    { name: 'pendingEmailTokenHash', type: 'text', hidden: true },
    { name: 'pendingEmailExpiresAt', type: 'date', hidden: true },
  ],
}
