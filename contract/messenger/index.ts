import { z } from 'zod'
import { text, multilineText } from '../fields'

/**
 * The messenger: chats between a talent and an organization user or the super admin, their
 * messages and unread counts, and the events of the live connection.
 */

export const MESSENGER_LIMITS = {
  text: 2000,
  /** Image attachments (decided: 10 MB, like other uploads' order of size). */
  imageBytes: 10 * 1024 * 1024,
  pageSize: 30,
  maxPageSize: 100,
  /** An e-mail about unread messages once they are this old and the member was not online. */
  unreadEmailAfterMinutes: 30,
} as const

export const CHAT_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`

export const messengerMessages = {
  // The spec's words, verbatim
  noChatYet: 'There is no chat with this user yet.',
  // Not shown in the spec; chosen to read like the shown ones.
  connectionLost: 'Connection to the messenger was lost. New messages are checked every few seconds until it is back.',
  emptyMessage: 'Write a message or attach an image.',
  imageType: 'Attach a jpg, jpeg, png or gif image.',
  imageTooLarge: 'The image must be at most 10 MB.',
  notAllowed: 'You cannot start a chat with this user.',
  invalidUser: 'Select a valid user.',
  invalidTalent: 'Select a valid talent.',
} as const

const id = () => text().trim().min(1, { error: 'This field is required' }).max(64, { error: tooLong(64) })

/** POST /talent/chats/ and /super_admin/chats/ (the spec: they pass a user id). */
export const chatWithUserInput = z.object({ userId: id() })
/** POST /manager/chats/ and /organization_admin/chats/ (the spec: they pass a talent id). */
export const chatWithTalentInput = z.object({ talentId: id() })

/** POST /chats/{channelId}/messages/: JSON { text } or multipart { text, image }. */
export const messageInput = z.object({
  text: multilineText().max(MESSENGER_LIMITS.text, { error: tooLong(MESSENGER_LIMITS.text) }).optional(),
})

/** GET /chats/{channelId}/messages/?before=<messageId>&page_size=30 */
export const messagePageQuery = z.object({
  before: id().optional(),
  page_size: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(MESSENGER_LIMITS.maxPageSize))
    .optional(),
})

/** POST chats answer (the spec: returns channelId). `created` false when the chat already existed. */
/** POST <role>/chats/: 201 for a new chat, 200 when the two already had one. */
export const chatCreated = z.object({ channelId: z.string(), created: z.boolean() })
export type ChatCreated = z.infer<typeof chatCreated>

/** The person on the other side of a chat, as the reader sees them. */
export const chatParty = z.object({
  userId: z.string(),
  fullName: z.string(),
  role: z.enum(['talent', 'manager', 'organization_admin', 'super_admin']),
  /** The organization of an organization user; null for a talent and the super admin ('Talentgrid support'). */
  organizationName: z.string().nullable(),
  /** The profile picture path the reader may open, or null. */
  pictureUrl: z.string().nullable(),
})
export type ChatParty = z.infer<typeof chatParty>

/** GET /chats/ row (the reader's chats, most recent first). */
export const chatSummary = z.object({
  channelId: z.string(),
  other: chatParty,
  lastMessage: z.object({ text: z.string(), hasImage: z.boolean(), sentAt: z.string(), mine: z.boolean() }).nullable(),
  unreadCount: z.number(),
  createdAt: z.string(),
})
export type ChatSummary = z.infer<typeof chatSummary>

export const chatMessage = z.object({
  id: z.string(),
  channelId: z.string(),
  senderId: z.string(),
  mine: z.boolean(),
  text: z.string(),
  /** GET path of the attached image (readable exactly when the message is), or null. */
  imageUrl: z.string().nullable(),
  sentAt: z.string(),
})
export type ChatMessage = z.infer<typeof chatMessage>

/** GET /chats/{channelId}/messages/: newest last; `hasMore` when older messages exist before the first. */
export const messagePage = z.object({ results: z.array(chatMessage), hasMore: z.boolean() })
export type MessagePage = z.infer<typeof messagePage>

/** GET /chats/unread_count/ (spec: "Messenger: channelId, unread messages count"). */
export const unreadCountAnswer = z.object({
  unreadCount: z.number(),
  chats: z.array(z.object({ channelId: z.string(), unreadCount: z.number() })),
})
export type UnreadCountAnswer = z.infer<typeof unreadCountAnswer>

/**
 * Events on the live connection GET /api/v1/live/ (server-sent events, `event:` = type, `data:` = JSON).
 * Only ids, counts and the message itself travel; a client that reconnects refetches what it missed.
 */
export type LiveEvent =
  | { type: 'ready'; unreadCount: number }
  | { type: 'message'; channelId: string; message: ChatMessage | null; unreadCount: number; chatUnreadCount: number }
  | { type: 'read'; channelId: string; unreadCount: number; chatUnreadCount: number }
  | { type: 'chat'; channelId: string }

/** GET /chats/?search=&page=&page_size= : the search looks in the other party's first and last name. */
export const CHAT_SEARCH_MAX = 100
export const chatListQuery = z.object({
  search: text().max(CHAT_SEARCH_MAX, { error: tooLong(CHAT_SEARCH_MAX) }).optional(),
})

/** GET /chats/: the reader's chats, most recent activity first (a chat without messages by when it was opened). */
export const chatPage = z.object({ count: z.number(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(chatSummary) })
export type ChatPage = z.infer<typeof chatPage>

/** Messages of the API beyond the ones above (not shown in the spec; chosen to read like them). */
export const messengerApiMessages = {
  /** `before` of GET /chats/{channelId}/messages/ names no message of this chat. */
  invalidMessage: 'Select a valid message.',
} as const

/** The image of a message: GET path (readable exactly when the message is). */
export const chatImagePath = (messageId: string) => `/api/v1/chat-messages/${messageId}/image/`

/** The preview of the last message a chat list shows (chats.lastMessageText). */
export const CHAT_PREVIEW_LENGTH = 120
