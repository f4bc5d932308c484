import { logoutOperation, type PayloadRequest } from 'payload'
import { currentUser, signInRequest } from '../../contract/accounts'
import { messages } from '../../contract/messages'
import { HttpError, defineEndpoint, withTransaction } from '../http'
import { expiredSessionCookie, impersonatorCookie, sessionCookie, sessionTokenOf, withCookies } from './cookies'
import { forgetToken } from '../../access/sessionCache'
import { currentUserView } from './currentUserView'
import { endImpersonationOf } from './impersonationRecords'
import { findUserByEmail, withoutCredentials, type TrustedUser } from '../../domain/accounts/trustedLookups'
import { passwordMatches } from '../../domain/accounts/passwordCheck'
import { issueSession } from './issueSession'
import { countFailedSignIn } from '../../domain/accounts/failedSignIns'
import { lockUserSessions } from '../../collections/Users/sessionLock'

/**
 * Sign-in answers the same, after the same work, whether or not the e-mail has an account (OWASP ASVS
 * 2.2, 6.3.8): both take the same turn, read the account under it, check the password once (an unknown
 * e-mail against a dummy hash of the same cost, domain/accounts/passwordCheck.ts) and write the failure
 * count (an unknown e-mail: the same UPDATE, which matches no row; domain/accounts/failedSignIns.ts).
 * The session itself is issued by Payload's own login steps after that one check (./issueSession.ts).
 *
 * The turn (ARCHITECTURE.md, "Sessions"): a transaction that first takes the user's lock (PostgreSQL: an
 * advisory lock; SQLite: write transactions take turns anyway, server/sqliteWriteQueue.ts), so login
 * reads the sessions array after the previous writer committed and none is lost.
 *
 * The failure count is written after the rollback, outside any transaction, as Payload writes it (parallel
 * attempts must see it): inside the locked transaction that write would need a second connection while
 * the other attempts at the same account hold the pool's connections waiting for the lock (PostgreSQL: a
 * burst of wrong passwords hung the server), or the turn this transaction holds (SQLite: 'database is
 * locked', 500).
 *
 * A locked account says so only to whoever gives its right password; a wrong one reads 422 like any other,
 * and an unknown address is never "locked".
 */
async function signInInTurn(req: PayloadRequest, data: { email: string; password: string }) {
  const found = await findUserByEmail(req.payload, data.email)
  // An unknown e-mail takes a lock of its own name: the same statement, contended by nobody.
  const lockName = found ? String(found.id) : `unknown:${data.email}`
  let account: TrustedUser | null = null
  const wrongPassword = new Error('wrong password')
  try {
    return await withTransaction(req, async () => {
      await lockUserSessions(req, lockName)
      account = await findUserByEmail(req.payload, data.email, req)
      if (!(await passwordMatches(account, data.password))) throw wrongPassword
      // A locked account is refused by issueSession, on the row it reads after this check.
      const session = await issueSession(req, String(account!.id), data)
      return { account: account!, ...session }
    })
  } catch (error) {
    if (error !== wrongPassword) throw error
  }
  await countFailedSignIn(req.payload, account, data.email)
  throw HttpError.nonField(422, messages.invalidCredentials)
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
    const { account, token, lastLogin } = await signInInTurn(req, body)
    const user = { ...withoutCredentials(account), lastLogin }
    const view = await currentUserView(req, user, user)
    return withCookies(view, [sessionCookie(req.payload, token)])
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
