import { MESSENGER_LIMITS } from '../../contract/messenger'
import { apiCall, apiUpload } from '../../portals/shared/client'
import { asHttpError } from '../providers/contractCall'

/**
 * The super admin's messenger calls, through the typed contract client with its errors as react-admin's
 * HttpError; a message with an image goes as a multipart body, one of text only as JSON. The query keys
 * follow the portals' (portals/shared/live/queryKeys.ts): the unread count under ['unread-count'],
 * everything else under paths starting with '/chats/'.
 */
export const UNREAD_COUNT_KEY = ['unread-count'] as const
export const CHATS_PATH = '/chats/'
export const messagesPath = (channelId: string) => `/chats/${encodeURIComponent(channelId)}/messages/`

const chatPath = (channelId: string) => ({ params: { path: { id: channelId } } })

export const consoleMessengerApi = {
  unreadCount: () => asHttpError(apiCall('get', '/chats/unread_count/')),
  chat: (channelId: string) => asHttpError(apiCall('get', '/chats/{id}/', chatPath(channelId))),
  chats: (search: string, page: number) => asHttpError(apiCall('get', '/chats/', { params: { query: { search: search || undefined, page } } })),
  messages: (channelId: string, before: string | undefined) =>
    asHttpError(apiCall('get', '/chats/{id}/messages/', { params: { path: { id: channelId }, query: { before, page_size: MESSENGER_LIMITS.pageSize } } })),
  send: (channelId: string, text: string, image: File | null) => {
    if (!image) return asHttpError(apiCall('post', '/chats/{id}/messages/', { ...chatPath(channelId), body: { text } }))
    const form = new FormData()
    form.append('text', text)
    form.append('image', image)
    return asHttpError(apiUpload('post', '/chats/{id}/messages/', { ...chatPath(channelId), body: form }))
  },
  markRead: (channelId: string) => asHttpError(apiCall('post', '/chats/{id}/read/', chatPath(channelId))),
  chatWith: (userId: string) => asHttpError(apiCall('get', '/chats/by-user/{id}/', chatPath(userId))),
  start: (userId: string) => asHttpError(apiCall('post', '/super_admin/chats/', { body: { userId } })),
}

/** The first message of a react-admin HttpError's `{ errors }` body, if any. */
export function consoleErrorText(error: unknown): string | null {
  const body = (error as { body?: { errors?: Record<string, unknown> } })?.body
  for (const list of Object.values(body?.errors ?? {})) if (Array.isArray(list) && list.length) return String(list[0])
  return null
}

export const errorStatus = (error: unknown): number | undefined => (error as { status?: number })?.status
