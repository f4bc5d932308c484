import type { Endpoint, PayloadRequest } from 'payload'
import { serverWriteContext } from '../../access/serverWrites'
import type { AuthUser } from '../../access/roles'
import { ONE_TIME_SCREENS, showScreenAnswerSchema, type ShowScreenAnswer } from '../../contract/dashboards'
import { HttpError, asUser, defineEndpoint } from '../http'
import { countAs } from './queries'

/**
 * GET/POST /{role}/show-screen/{id}/ (the spec names the talent's; decided: the same for managers and
 * organization admins): whether a one-time screen ('welcome', ...) should still be shown to the signed-in
 * user, and marking it shown. An id that is not one of ONE_TIME_SCREENS is 404 (read or marked). Marking twice is harmless: the second
 * POST finds the row (and the unique (user, screen) index refuses a racing duplicate, read as done).
 */
const ROLES = ['talent', 'manager', 'organization_admin'] as const
type ScreenRole = (typeof ROLES)[number]

const screenOf = (params: Record<string, string>) => {
  const id = params.id ?? ''
  if (!ONE_TIME_SCREENS.includes(id)) throw HttpError.notFound()
  return id
}

const seen = async (req: PayloadRequest, user: AuthUser, screen: string) =>
  (await countAs(req, user, 'screen-views', { and: [{ user: { equals: user.id } }, { screen: { equals: screen } }] })) > 0

const endpointsFor = (role: ScreenRole): Endpoint[] => [
  defineEndpoint({
    method: 'get',
    path: `/${role}/show-screen/:id/`,
    summary: 'ShowScreenAnswer: show true until the screen was marked shown for the signed-in user (id: lower-case letters, digits and dashes)',
    tag: 'Dashboards',
    access: [role],
    response: showScreenAnswerSchema,
    handler: async ({ req, user, params }): Promise<ShowScreenAnswer> => {
      const screen = screenOf(params)
      return { id: screen, show: !(await seen(req, user!, screen)) }
    },
  }),
  defineEndpoint({
    method: 'post',
    path: `/${role}/show-screen/:id/`,
    summary: 'Marks the one-time screen shown for the signed-in user: ShowScreenAnswer with show false',
    tag: 'Dashboards',
    access: [role],
    response: showScreenAnswerSchema,
    handler: async ({ req, user, params }): Promise<ShowScreenAnswer> => {
      const screen = screenOf(params)
      if (!(await seen(req, user!, screen))) {
        try {
          await req.payload.create({
            collection: 'screen-views',
            data: { user: user!.id, screen },
            ...asUser(req, user!),
            context: serverWriteContext,
          })
        } catch (error) {
          // A concurrent POST of the same user and screen won the unique index: the screen is marked either way.
          if (!(await seen(req, user!, screen))) throw error
        }
      }
      return { id: screen, show: false }
    },
  }),
]

export const showScreenEndpoints = ROLES.flatMap(endpointsFor)
