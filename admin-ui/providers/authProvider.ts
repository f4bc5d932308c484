import type { AuthProvider, Identifier } from 'react-admin'
import type { Role } from '../../contract/accounts'
import { apiCall, type AnswerOf } from '../../portals/shared/client'
import { asHttpError } from './contractCall'
// A content editor opens the knowledge center only; super admins open every resource.
import { CONTENT_EDITOR_RESOURCES } from '../layout/consoleRoutesForRole'

/**
 * The console shares the portals' cookie session and has no sign-in page of its own: whoever is not a
 * super admin or content editor is sent to '/' with a full reload, where the server serves the page that
 * fits them (the public sign-in, or their own portal).
 */
const CONSOLE_ROLES: readonly Role[] = ['super_admin', 'content_editor']

/**
 * What the last look at the session found. Logout only deletes a session the console recognised, so a
 * talent on a stale console tab keeps their own session; 'unknown' (server down) sends nobody anywhere,
 * which would otherwise reload in a loop.
 */
let session: 'console' | 'elsewhere' | 'unknown' = 'unknown'
type CurrentUser = AnswerOf<'get', '/user/'>
let currentUser: Promise<CurrentUser> | null = null

function fetchCurrentUser(): Promise<CurrentUser> {
  currentUser ??= asHttpError(apiCall('get', '/user/')).catch(
    (error: unknown) => {
      currentUser = null
      throw error
    },
  )
  return currentUser
}

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status

// message: false keeps react-admin from toasting before the page is replaced.
const sendHome = { message: false, redirectTo: '/' }

export type ConsoleAuthProvider = AuthProvider & {
  /** Become `userId` for this session (the server records every action), then open their portal. */
  impersonate: (userId: Identifier) => Promise<void>
}

export const authProvider: ConsoleAuthProvider = {
  login: () => Promise.reject(new Error('Sign in on the public page')),

  async checkAuth() {
    currentUser = null // re-read on every check, so a session ended elsewhere is noticed
    let user: CurrentUser
    try {
      user = await fetchCurrentUser()
    } catch (error) {
      const status = statusOf(error)
      session = status === 401 || status === 403 ? 'elsewhere' : 'unknown'
      throw session === 'elsewhere' ? sendHome : { message: 'talentgrid.auth.unavailable', redirectTo: '/' }
    }
    session = CONSOLE_ROLES.includes(user.role) ? 'console' : 'elsewhere'
    if (session === 'elsewhere') throw sendHome
  },

  async checkError(error) {
    // 403 is one refused action: the session is still good, so only the notification shows.
    if (statusOf(error) !== 401) return
    // Leave only when the session itself is gone. A 401 from one endpoint while the session still answers
    // is a server fault, and sending the user home would reload the console into the same 401 forever.
    currentUser = null
    const stillHere = await fetchCurrentUser().then(
      (user) => CONSOLE_ROLES.includes(user.role),
      () => false,
    )
    if (stillHere) return
    session = 'elsewhere'
    throw sendHome
  },

  async logout() {
    if (session === 'console') {
      // A failed sign-out still reloads: the server then shows whatever the session really is.
      await apiCall('delete', '/sessions/').catch(() => undefined)
    }
    if (session !== 'unknown') window.location.assign('/')
    return false // no in-app redirect: the console has no login route
  },

  async getIdentity() {
    const user = await fetchCurrentUser()
    return { id: user.id, fullName: `${user.firstName} ${user.lastName}`, email: user.email }
  },

  async getPermissions() {
    return (await fetchCurrentUser()).role
  },

  async canAccess({ resource }) {
    const { role } = await fetchCurrentUser()
    return role === 'super_admin' || (role === 'content_editor' && CONTENT_EDITOR_RESOURCES.has(resource))
  },

  async impersonate(userId) {
    await asHttpError(apiCall('post', '/user/impersonate/', { body: { userId: String(userId) } }))
    window.location.assign('/')
  },
}
