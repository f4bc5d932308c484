import type { Role } from '../accounts'
import { CHAT_IMAGE_EXTENSIONS, MESSENGER_LIMITS, messengerMessages, type ChatMessage, type UnreadCountAnswer } from './index'

/**
 * Pure rules of the messenger screens, shared by the portals and the console (which may
 * import only contract/): the badge's text, the merge of backward pages and live messages into one
 * thread, the image checks made before an upload, and which chats endpoint a role starts a chat with.
 */

/** The roles that have a messenger: a contact and a content editor have none. */
export const MESSENGER_ROLES = ['talent', 'manager', 'organization_admin', 'super_admin'] as const
export type MessengerRole = (typeof MESSENGER_ROLES)[number]

export const hasMessenger = (role: Role): role is MessengerRole => (MESSENGER_ROLES as readonly string[]).includes(role)

/** The navigation badge: nothing for 0, the number up to 99, then '99+'. */
export function unreadBadgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return ''
  return count > 99 ? '99+' : String(Math.floor(count))
}

/** '3 unread messages', said after 'Messenger' in the navigation link's accessible name. */
export function unreadLabel(count: number): string {
  if (count <= 0) return ''
  return count === 1 ? '1 unread message' : `${count} unread messages`
}

const byTime = (a: ChatMessage, b: ChatMessage) => a.sentAt.localeCompare(b.sentAt) || a.id.localeCompare(b.id)

/**
 * One thread, oldest first, from the pages GET /chats/{id}/messages/ answered (newest page first, each
 * page oldest first) plus messages that arrived afterwards (sent here or live): each message once, by
 * id, the later copy winning.
 */
export function mergeMessages(pages: readonly { results: readonly ChatMessage[] }[], extra: readonly ChatMessage[] = []): ChatMessage[] {
  const byId = new Map<string, ChatMessage>()
  for (const page of [...pages].reverse()) for (const message of page.results) byId.set(message.id, message)
  for (const message of extra) byId.set(message.id, message)
  return [...byId.values()].sort(byTime)
}

/** Adds a message to the newest page unless it is already there (a live echo of one sent from this page). */
export function withMessage<P extends { results: ChatMessage[] }>(pages: readonly P[], message: ChatMessage): P[] {
  if (pages.some((page) => page.results.some((known) => known.id === message.id))) return [...pages]
  if (!pages.length) return pages as P[]
  const [newest, ...older] = pages
  return [{ ...newest, results: [...newest.results, message].sort(byTime) }, ...older]
}

/** The cursor of the next older page: the oldest message of the oldest page, when the server says there is more. */
export function earlierCursor(oldestPage: { results: readonly ChatMessage[]; hasMore: boolean } | undefined): string | undefined {
  if (!oldestPage?.hasMore || !oldestPage.results.length) return undefined
  return oldestPage.results[0].id
}

/** The unread answer after a live or read event changed one chat's count and the total. */
export function withChatUnread(
  answer: UnreadCountAnswer | undefined,
  channelId: string,
  chatUnreadCount: number,
  unreadCount: number,
): UnreadCountAnswer {
  const chats = (answer?.chats ?? []).filter((chat) => chat.channelId !== channelId)
  if (chatUnreadCount > 0) chats.push({ channelId, unreadCount: chatUnreadCount })
  return { unreadCount, chats }
}

/** This chat's unread count in the answer (0 when the chat is not listed). */
export const chatUnread = (answer: UnreadCountAnswer | undefined, channelId: string) =>
  answer?.chats.find((chat) => chat.channelId === channelId)?.unreadCount ?? 0

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

/** The contract's checks of an image before it is sent (the server checks again, by content). */
export function checkChatImage(file: { name: string; size: number }): string | null {
  if (!(CHAT_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return messengerMessages.imageType
  if (file.size > MESSENGER_LIMITS.imageBytes) return messengerMessages.imageTooLarge
  return null
}

/** The `accept` attribute of the image input. */
export const CHAT_IMAGE_ACCEPT = CHAT_IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',')

/**
 * POST path and body that start a chat with `userId` (the spec: the talent and the super admin pass a user
 * id, an organization admin or manager a talent id, which is the talent's user id).
 */
export function startChatRequest(role: MessengerRole, userId: string): { path: string; body: { userId: string } | { talentId: string } } {
  if (role === 'manager' || role === 'organization_admin') return { path: `/${role}/chats/`, body: { talentId: userId } }
  return { path: `/${role}/chats/`, body: { userId } }
}
