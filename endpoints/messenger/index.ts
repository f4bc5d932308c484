import type { Endpoint } from 'payload'
import { chatByUser, createChatEndpoints, getChat, listChats } from './chats'
import { chatMessageImage, listMessages, sendChatMessage } from './messages'
import { markChatRead, unreadCount } from './reading'

/**
 * The messenger's /api/v1 endpoints. The router takes the first path that matches:
 * '/chats/unread_count/' and '/chats/by-user/:id/' come before '/chats/:id/'.
 */
export const messengerEndpoints: Endpoint[] = [
  unreadCount,
  chatByUser,
  listChats,
  ...createChatEndpoints,
  getChat,
  listMessages,
  sendChatMessage,
  markChatRead,
  chatMessageImage,
]
