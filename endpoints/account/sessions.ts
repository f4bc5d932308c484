import { logoutOperation, type PayloadRequest } from 'payload'
import { currentUser, signInRequest } from '../../contract/accounts'
import { messages } from '../../contract/messages'
import type { AuthUser } from '../../access/roles'
import type { StoredUser } from '../../domain/accounts/presentUser'
import { HttpError, defineEndpoint } from '../http'
import { expiredSessionCookie, impersonatorCookie, sessionCookie, sessionTokenOf, withCookies } from './cookies'
import { forgetToken } from '../../access/sessionCache'
import { currentUserView } from './currentUserView'
import { endImpersonationOf } from './impersonationRecords'

/** Payload's sign-in failures, in the contract's words. A wrong password and an unknown e-mail read alike. */
function signInError(error: unknown): never {
  const name = (error as { name?: string })?.name
  if (name === 'AuthenticationError') throw HttpError.nonField(422, messages.invalidCredentials)
  if (name === 'LockedAuth') throw HttpError.nonField(403, messages.accountLocked)
  throw error
}

export const signIn = defineEndpoint({
  method: 'post',
  path: '/sessions/',
  summary: 'Sign in with e-mail and password; sets the session cookie',
  tag: 'Accounts',
  access: 'public',
  body: signInRequest,
  response: currentUser,
  handler: async ({ req, body }) => {
    // The password is the credential here; login reads the account it authenticates.
    const result = await req.payload.login({ collection: 'users', data: body, depth: 0, req }).catch(signInError)
    const user = result.user as unknown as AuthUser & StoredUser
    const view = await currentUserView(req, user, user)
    return withCookies(view, [sessionCookie(req.payload, result.token!)])
  },
})

export const signOut = defineEndpoint({
  method: 'delete',
  path: '/sessions/',
  summary: 'Sign out: the session token stops working at once',
  tag: 'Accounts',
  access: 'signedIn',
  status: 204,
  handler: async ({ req, user }) => {
    // Signing out of an impersonated session ends the impersonation and the super admin's session too:
    // the person at the keyboard asked to leave, not to go back.
    await endImpersonationOf(req, user!, { revokeImpersonator: true })
    await logoutOperation({ collection: req.payload.collections.users, req: req as PayloadRequest })
    forgetToken(sessionTokenOf(req))
    return withCookies(null, [expiredSessionCookie(req.payload), impersonatorCookie(req.payload, null)], 204)
  },
})
