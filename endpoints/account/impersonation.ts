import { z } from 'zod'
import { currentUser, impersonateRequest } from '../../contract/accounts'
import type { AuthUser } from '../../access/roles'
import { defineEndpoint, withTransaction } from '../http'
import { expiredSessionCookie, impersonatorCookie, sessionCookie, withCookies } from './cookies'
import { currentUserView } from './currentUserView'
import { startImpersonation, stopImpersonation } from './impersonationRecords'

export const impersonate = defineEndpoint({
  method: 'post',
  path: '/user/impersonate/',
  summary: 'Super admin: act as another user (recorded); the response is that user',
  tag: 'Accounts',
  access: ['super_admin'],
  body: impersonateRequest,
  response: currentUser,
  handler: async ({ req, user, body }) => {
    // One transaction: the new session and its record are written together, and the session array is
    // read inside it (collections/Users/sessionLock.ts).
    const { token, ownToken, target } = await withTransaction(req, () => startImpersonation(req, user!, body.userId))
    const view = await currentUserView(req, target, target, { isImpersonate: true })
    return withCookies(view, [sessionCookie(req.payload, token), impersonatorCookie(req.payload, ownToken)])
  },
})

export const stopImpersonating = defineEndpoint({
  method: 'delete',
  path: '/user/impersonate/',
  summary: 'Return from an impersonation to the super admin’s own session',
  tag: 'Accounts',
  access: 'signedIn',
  response: z.object({ detail: z.string() }),
  handler: async ({ req, user }) => {
    const adminToken = await stopImpersonation(req, user as AuthUser)
    const cookies = adminToken
      ? [sessionCookie(req.payload, adminToken), impersonatorCookie(req.payload, null)]
      : [expiredSessionCookie(req.payload), impersonatorCookie(req.payload, null)]
    return withCookies({ detail: 'You are back in your own account.' }, cookies)
  },
})
