import { incrementLoginAttempts, type Payload } from 'payload'

/**
 * Payload's lockout (collections/Users: five failures lock the account for ten minutes), kept by the
 * sign-in endpoint itself, which checks the password once and so never lets a wrong one reach Payload's
 * login. The failure count is Payload's own `incrementLoginAttempts`, written outside any transaction so
 * that parallel attempts see it; while the account is locked nothing is counted, as in Payload's login.
 */
export interface LoginAttempts {
  id: string
  loginAttempts?: number | null
  lockUntil?: string | null
}

export const isLocked = (account: LoginAttempts | null): boolean => Boolean(account?.lockUntil && new Date(account.lockUntil).getTime() > Date.now())

/**
 * Counts a failed sign-in. An e-mail without an account runs the same UPDATE on the same index, matching
 * no row, so that a wrong password and an unknown address cost the same (OWASP ASVS 2.2).
 */
export async function countFailedSignIn(payload: Payload, account: LoginAttempts | null, email: string): Promise<void> {
  if (account) {
    if (isLocked(account)) return
    // Cast: Payload types `user` as the whole account row; it reads only the id and the two lockout
    // fields, which is all the sign-in endpoint loads.
    await incrementLoginAttempts({ collection: payload.collections.users.config, payload, user: account as never })
    return
  }
  await payload.db.updateOne({
    collection: 'users',
    where: { email: { equals: email.toLowerCase() } },
    data: { loginAttempts: { $inc: 1 } },
    options: { atomic: true },
    returning: false,
  })
}
