import { MESSENGER_LIMITS } from '../../../contract/messenger'
import type { MessengerRole } from '../../../contract/messenger/screenRules'
import { apiCall, apiQuery, apiUpload } from '../client'

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
  /** A message with an image goes as a multipart body, one of text only as JSON. */
  send: (channelId: string, text: string, image: File | null) => {
    const params = { path: { id: channelId } }
    if (!image) return apiCall('post', '/chats/{id}/messages/', { params, body: { text } })
    const form = new FormData()
    form.append('text', text)
    form.append('image', image)
    return apiUpload('post', '/chats/{id}/messages/', { params, body: form })
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
