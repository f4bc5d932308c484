import { Impersonations } from '../collections/Users/Impersonations'
import { Invites } from '../collections/Users/Invites'
import { Users } from '../collections/Users'
import { changePassword, confirmEmailChange, requestEmailChange } from '../endpoints/account/credentials'
import { getCurrentUser, updateCurrentUser } from '../endpoints/account/currentUser'
import { impersonate, stopImpersonating } from '../endpoints/account/impersonation'
import { mailByAddressTask } from '../endpoints/account/mailByAddress'
import { confirmPasswordReset, requestPasswordReset, validatePasswordReset } from '../endpoints/account/passwordReset'
import { signIn, signOut } from '../endpoints/account/sessions'
import { activateTalent, resendRegistration, signUpTalent } from '../endpoints/account/signUp'
import { organizationInvite, talentInvite } from '../endpoints/account/invites'
import { sendEmailTask } from '../mail/queue'
import { capabilityPlugin } from './capabilityPlugin'

/**
 * Accounts: users, sign-up and activation, sessions, impersonation, password reset, the signed-in user's
 * credentials, invitations, and the account e-mails' queue (mail/queue.ts runs it after the answer: no
 * schedule). First in the plugin list: GET /user/, the most frequent call, is the first route tried.
 */
export const accountsPlugin = () =>
  capabilityPlugin({
    name: 'accounts',
    collections: [Users, Invites, Impersonations],
    endpoints: [
      getCurrentUser,
      updateCurrentUser,
      signIn,
      signOut,
      impersonate,
      stopImpersonating,
      signUpTalent,
      activateTalent,
      resendRegistration,
      requestPasswordReset,
      validatePasswordReset,
      confirmPasswordReset,
      talentInvite,
      organizationInvite,
      changePassword,
      requestEmailChange,
      confirmEmailChange,
    ],
    tasks: [sendEmailTask, mailByAddressTask],
  })
