import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import type { MessagePage } from '../../../contract/messenger'

/**
 * The messenger's query keys. The unread count lives under `['unread-count']` (the live
 * connection writes it, the navigation badge reads it); the rest follow the portals' rule that a key
 * starts with the API path: `['/chats/', { search }]` for the chat list, `['/chats/<id>/messages/']` for
 * a thread (an infinite query of pages paged backwards).
 */
export const UNREAD_COUNT_KEY = ['unread-count'] as const
export const CHATS_PATH = '/chats/'

export const chatListKey = (search: string) => [CHATS_PATH, { search }] as const
export const messagesPath = (channelId: string) => `/chats/${encodeURIComponent(channelId)}/messages/`
export const messagesKey = (channelId: string) => [messagesPath(channelId)] as const

export type ThreadData = InfiniteData<MessagePage, string | undefined>

/** Every messenger query but the unread count: the chat lists and the threads (all start with '/chats/'). */
export function invalidateChats(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(CHATS_PATH) })
}
