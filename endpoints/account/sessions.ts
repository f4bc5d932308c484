import { logoutOperation, type PayloadRequest } from 'payload'
import { currentUser, signInRequest } from '../../contract/accounts'
import { messages } from '../../contract/messages'
import type { AuthUser } from '../../access/roles'
import type { StoredUser } from '../../domain/accounts/presentUser'
import { HttpError, defineEndpoint, withTransaction } from '../http'
import { expiredSessionCookie, impersonatorCookie, sessionCookie, sessionTokenOf, withCookies } from './cookies'
import { forgetToken } from '../../access/sessionCache'
import { currentUserView } from './currentUserView'
import { endImpersonationOf } from './impersonationRecords'
import { findUserByEmail } from '../../domain/accounts/trustedLookups'
import { passwordMatches, type PasswordHash } from '../../domain/accounts/passwordCheck'
import { lockUserSessions } from '../../collections/Users/sessionLock'

/**
 * Sign-in answers the same, after the same work, whether or not the e-mail has an account (OWASP ASVS
 * 2.2, 6.3.8; issue 9):
 * - an unknown e-mail is checked against a dummy hash of the same cost (domain/accounts/passwordCheck.ts),
 *   then answered 422 like a wrong password;
 * - a locked account says so only to whoever gives its right password: Payload refuses a locked account
 *   before checking the password, so the password is checked here, and a wrong one reads 422 like any
 *   other. An unknown address is never "locked", so the lock must not show without the password either.
 */
async function signInError(error: unknown, account: PasswordHash | null, password: string): Promise<never> {
  const name = (error as { name?: string })?.name
  if (name === 'AuthenticationError') throw HttpError.nonField(422, messages.invalidCredentials)
  if (name === 'LockedAuth') {
    if (await passwordMatches(account, password)) throw HttpError.nonField(403, messages.accountLocked)
    throw HttpError.nonField(422, messages.invalidCredentials)
  }
  throw error
}

/**
 * Payload's login, in turn with the user's other session writes (ARCHITECTURE.md, "Sessions"), so that
 * it reads the sessions array after the previous writer committed and none is lost: inside a
 * transaction that first takes the user's lock (PostgreSQL: an advisory lock; SQLite: write
 * transactions take turns anyway, server/sqliteWriteQueue.ts). Login runs inside that transaction (it
 * begins none of its own when the request has one).
 *
 * But Payload writes a wrong password's failure count outside any transaction, on purpose (parallel
 * attempts must see it). Inside the locked transaction that write would need a second connection while
 * the other attempts at the same account hold the pool's connections waiting for the lock (PostgreSQL:
 * a burst of wrong passwords hung the server), or the turn this transaction holds (SQLite: 'database is
 * locked', 500). So the password is checked first, under the lock, where nobody can change it: a match
 * logs in there, a wrong one rolls back and fails outside, where Payload counts it.
 */
async function loginInTurn(req: PayloadRequest, account: PasswordHash & { id: string }, data: { email: string; password: string }) {
  const login = () => req.payload.login({ collection: 'users', data, depth: 0, req })
  const wrongPassword = new Error('wrong password')
  try {
    return await withTransaction(req, async () => {
      await lockUserSessions(req, String(account.id))
      if (!(await passwordMatches(await findUserByEmail(req.payload, data.email, req), data.password))) throw wrongPassword
      return login()
    })
  } catch (error) {
    if (error !== wrongPassword) throw error
    return login()
  }
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
    const account = (await findUserByEmail(req.payload, body.email)) as (PasswordHash & { id: string }) | null
    if (!account) {
      await passwordMatches(null, body.password)
      throw HttpError.nonField(422, messages.invalidCredentials)
    }
    // The password is the credential here; login reads the account it authenticates.
    const result = await loginInTurn(req, account, body).catch((error) => signInError(error, account, body.password))
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
