import type { CollectionConfig } from 'payload'
import {
  createMemberRows,
  createOwnChat,
  createOwnMessage,
  createOwnPresence,
  readOwnChats,
  readOwnMemberRows,
  updateOwnChat,
  updateOwnMemberRow,
  writeOwnPresence,
} from '../../access/messenger'
import { nobody } from '../../access/roles'
import { CHAT_PREVIEW_LENGTH, MESSENGER_LIMITS } from '../../contract/messenger'

/**
 * The messenger: chats between a talent and an organization
 * admin or manager or the super admin, their messages, each person's unread count, and who is online.
 * Private to the chat's two people (access/messenger.ts); written only through /api/v1 and the unread
 * e-mail job. Never in the audit trail (domain/auditTrail.ts NEVER_AUDITED): the trail is read by
 * organization admins and the super admin, and a chat is neither's business.
 */

const fixed = { update: () => false }

/**
 * A chat: one per (talent, member) pair, whoever opened it; its id is the spec's channelId. The last
 * message's fields feed the chat list in one query; `messageCount` numbers the messages (`seq`), raised
 * with one atomic update per message so simultaneous sends never share a number.
 */
export const Chats: CollectionConfig = {
  slug: 'chats',
  indexes: [{ fields: ['talent', 'member'], unique: true }],
  access: { read: readOwnChats, create: createOwnChat, update: updateOwnChat, delete: nobody },
  fields: [
    { name: 'talent', type: 'relationship', relationTo: 'users', required: true, index: true, access: fixed },
    // An organization admin or manager, or the super admin.
    { name: 'member', type: 'relationship', relationTo: 'users', required: true, index: true, access: fixed },
    // The member's organization when the chat was opened; empty for the super admin.
    { name: 'organization', type: 'relationship', relationTo: 'organizations', index: true, access: fixed },
    { name: 'messageCount', type: 'number', required: true, defaultValue: 0, min: 0 },
    // When the chat was opened, then when its last message was sent: the list's order.
    { name: 'lastActivityAt', type: 'date', required: true, index: true },
    { name: 'lastMessageAt', type: 'date' },
    { name: 'lastMessageText', type: 'text', maxLength: CHAT_PREVIEW_LENGTH },
    { name: 'lastMessageHasImage', type: 'checkbox', defaultValue: false },
    { name: 'lastMessageSender', type: 'relationship', relationTo: 'users' },
  ],
  timestamps: true,
}

/**
 * A message. `talent` and `member` repeat the chat's two people so the read rule is one condition on the
 * row. `seq` is its number in the chat (1, 2, …): the order and the paging cursor. The image's bytes are
 * on disk (storage/diskStore.ts); its storage key is made by the server and never leaves it.
 */
export const ChatMessages: CollectionConfig = {
  slug: 'chat-messages',
  indexes: [{ fields: ['chat', 'seq'], unique: true }],
  access: { read: readOwnChats, create: createOwnMessage, update: nobody, delete: nobody },
  fields: [
    { name: 'chat', type: 'relationship', relationTo: 'chats', required: true, index: true, access: fixed },
    { name: 'talent', type: 'relationship', relationTo: 'users', required: true, index: true, access: fixed },
    { name: 'member', type: 'relationship', relationTo: 'users', required: true, index: true, access: fixed },
    { name: 'sender', type: 'relationship', relationTo: 'users', required: true, access: fixed },
    { name: 'seq', type: 'number', required: true, min: 1, access: fixed },
    { name: 'text', type: 'textarea', maxLength: MESSENGER_LIMITS.text },
    // The clock's time of sending (domain/clock.ts), what the reader sees and the unread e-mail counts from.
    { name: 'sentAt', type: 'date', required: true },
    { name: 'imageStorageKey', type: 'text', hidden: true },
    { name: 'imageFileName', type: 'text', maxLength: 255 },
    { name: 'imageMimeType', type: 'text' },
    { name: 'imageSize', type: 'number', min: 0 },
  ],
  timestamps: true,
}

/**
 * One row per (chat, person): the unread count (raised in the sender's transaction by an atomic
 * increment, 0 when read), when the oldest unread message arrived, the read marker, and when the unread
 * e-mail last went out. `peer` is the other person of the chat. The total unread count is the sum over
 * the user's rows.
 */
export const ChatMembers: CollectionConfig = {
  slug: 'chat-members',
  indexes: [{ fields: ['chat', 'user'], unique: true }],
  access: { read: readOwnMemberRows, create: createMemberRows, update: updateOwnMemberRow, delete: nobody },
  fields: [
    { name: 'chat', type: 'relationship', relationTo: 'chats', required: true, index: true, access: fixed },
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true, access: fixed },
    { name: 'peer', type: 'relationship', relationTo: 'users', required: true, index: true, access: fixed },
    { name: 'unreadCount', type: 'number', required: true, defaultValue: 0, min: 0, index: true },
    { name: 'unreadSince', type: 'date', index: true },
    { name: 'lastReadAt', type: 'date' },
    { name: 'lastEmailedAt', type: 'date' },
  ],
  timestamps: true,
}

/**
 * Who is online (realtime/presence.ts writes it): a user with an open live
 * connection refreshes `lastSeenAt` every minute. The unread e-mail job reads it; no API does.
 */
export const LivePresences: CollectionConfig = {
  slug: 'live-presences',
  access: { read: nobody, create: createOwnPresence, update: writeOwnPresence, delete: writeOwnPresence },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, unique: true, index: true, access: fixed },
    { name: 'lastSeenAt', type: 'date', required: true },
  ],
  timestamps: true,
}
