import { MESSENGER_LIMITS } from '../../../contract/messenger'
import type { MessengerRole } from '../../../contract/messenger/screenRules'
import { api } from '../api'
import { apiCall, apiQuery, type AnswerOf } from '../client'
import { messagesPath } from '../live/queryKeys'

/**
 * The messenger's calls; the screens hold no paths of their own. The chat lists and threads keep the
 * keys of live/queryKeys.ts (the live connection writes into them by chat), so they are fetched here
 * with `apiCall` rather than keyed by `apiQuery`.
 */
export const messengerApi = {
  chats: (search: string, page: number, signal?: AbortSignal) =>
    apiCall('get', '/chats/', { params: { query: { search: search || undefined, page } }, signal }),
  messages: (channelId: string, before: string | undefined, signal?: AbortSignal) =>
    apiCall('get', '/chats/{id}/messages/', {
      params: { path: { id: channelId }, query: { before, page_size: MESSENGER_LIMITS.pageSize } },
      signal,
    }),
  /**
   * A message with an image is a multipart body, and the endpoint reads its JSON or multipart body
   * itself (no body schema), so sending stays on the untyped client.
   */
  send: (channelId: string, text: string, image: File | null) => {
    type Sent = AnswerOf<'post', '/chats/{id}/messages/'>
    if (!image) return api.post<Sent>(messagesPath(channelId), { text })
    const form = new FormData()
    form.append('text', text)
    form.append('image', image)
    return api.post<Sent>(messagesPath(channelId), form)
  },
  markRead: (channelId: string) => apiCall('post', '/chats/{id}/read/', { params: { path: { id: channelId } } }),
  /** A manager and an organization admin name the talent, the talent and the super admin the user. */
  start: (role: MessengerRole, userId: string) =>
    role === 'manager' || role === 'organization_admin'
      ? apiCall('post', `/${role}/chats/`, { body: { talentId: userId } })
      : apiCall('post', `/${role}/chats/`, { body: { userId } }),
}

/** GET /chats/{channelId}/ (one ChatSummary), for a thread opened before any list showed it. */
export const chatQuery = (channelId: string) => apiQuery('/chats/{id}/', { params: { path: { id: channelId } } })

/** The reader's chat with this user, or 404 when there is none yet. */
export const chatWithQuery = (userId: string) => apiQuery('/chats/by-user/{id}/', { params: { path: { id: userId } } })
