import type { ChatCreated, ChatMessage, ChatSummary, MessagePage, UnreadCountAnswer } from '../../contract/messenger'
import { MESSENGER_LIMITS } from '../../contract/messenger'
import { apiCall } from '../../portals/shared/client'
import { asHttpError } from '../providers/contractCall'
import { httpClient } from '../providers/httpClient'

/**
 * The super admin's messenger calls: starting a chat through the typed contract client, the /chats/
 * reads and writes (whose answers the contract does not describe yet) through the console's HTTP client
 * (session cookie, CSRF header). The query keys follow the portals' (portals/shared/live/queryKeys.ts):
 * the unread count under ['unread-count'], everything else under paths starting with '/chats/'.
 */
const API = '/api/v1'
export const UNREAD_COUNT_KEY = ['unread-count'] as const
export const CHATS_PATH = '/chats/'
export const messagesPath = (channelId: string) => `/chats/${encodeURIComponent(channelId)}/messages/`

export interface ChatPage {
  count: number
  next: string | null
  results: ChatSummary[]
}

const get = async <T>(path: string, params: Record<string, string | number | undefined> = {}): Promise<T> => {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, String(value))
  const suffix = query.toString() ? `?${query}` : ''
  return (await httpClient(`${API}${path}${suffix}`)).json as T
}

const post = async <T>(path: string, body?: unknown): Promise<T> =>
  (await httpClient(`${API}${path}`, { method: 'POST', body: body instanceof FormData ? body : JSON.stringify(body ?? {}) })).json as T

export const consoleMessengerApi = {
  unreadCount: () => get<UnreadCountAnswer>('/chats/unread_count/'),
  chat: (channelId: string) => get<ChatSummary>(`/chats/${encodeURIComponent(channelId)}/`),
  chats: (search: string, page: number) => get<ChatPage>(CHATS_PATH, { search, page }),
  messages: (channelId: string, before: string | undefined) =>
    get<MessagePage>(messagesPath(channelId), { before, page_size: MESSENGER_LIMITS.pageSize }),
  send: (channelId: string, text: string, image: File | null) => {
    if (!image) return post<ChatMessage>(messagesPath(channelId), { text })
    const form = new FormData()
    form.append('text', text)
    form.append('image', image)
    return post<ChatMessage>(messagesPath(channelId), form)
  },
  markRead: (channelId: string) => post<UnreadCountAnswer>(`/chats/${encodeURIComponent(channelId)}/read/`),
  chatWith: (userId: string) => get<ChatCreated>(`/chats/by-user/${encodeURIComponent(userId)}/`),
  start: (userId: string) => asHttpError(apiCall('post', '/super_admin/chats/', { body: { userId } })),
}

/** The first message of a react-admin HttpError's `{ errors }` body, if any. */
export function consoleErrorText(error: unknown): string | null {
  const body = (error as { body?: { errors?: Record<string, unknown> } })?.body
  for (const list of Object.values(body?.errors ?? {})) if (Array.isArray(list) && list.length) return String(list[0])
  return null
}

export const errorStatus = (error: unknown): number | undefined => (error as { status?: number })?.status
