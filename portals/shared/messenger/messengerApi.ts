import type { ChatCreated, ChatMessage, ChatSummary, MessagePage, UnreadCountAnswer } from '../../../contract/messenger'
import { MESSENGER_LIMITS } from '../../../contract/messenger'
import { startChatRequest, type MessengerRole } from '../../../contract/messenger/screenRules'
import { api } from '../api'
import { CHATS_PATH, messagesPath } from '../live/queryKeys'
import type { PageOf } from '../profile/types'

/** The messenger's calls; the screens hold no paths of their own. */
export const messengerApi = {
  chats: (search: string, page: number, signal?: AbortSignal) =>
    api.get<PageOf<ChatSummary>>(CHATS_PATH, { params: { search: search || undefined, page }, signal }),
  /** GET /chats/{channelId}/ (one ChatSummary), for a thread opened before any list showed it. */
  chat: (channelId: string, signal?: AbortSignal) => api.get<ChatSummary>(`/chats/${encodeURIComponent(channelId)}/`, { signal }),
  messages: (channelId: string, before: string | undefined, signal?: AbortSignal) =>
    api.get<MessagePage>(messagesPath(channelId), { params: { before, pageSize: MESSENGER_LIMITS.pageSize }, signal }),
  send: (channelId: string, text: string, image: File | null) => {
    if (!image) return api.post<ChatMessage>(messagesPath(channelId), { text })
    const form = new FormData()
    form.append('text', text)
    form.append('image', image)
    return api.post<ChatMessage>(messagesPath(channelId), form)
  },
  markRead: (channelId: string) => api.post<UnreadCountAnswer>(`/chats/${encodeURIComponent(channelId)}/read/`),
  chatWith: (userId: string, signal?: AbortSignal) => api.get<ChatCreated>(`/chats/by-user/${encodeURIComponent(userId)}/`, { signal }),
  start: (role: MessengerRole, userId: string) => {
    const { path, body } = startChatRequest(role, userId)
    return api.post<ChatCreated>(path, body)
  },
}
