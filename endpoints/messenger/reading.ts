import { serverWriteContext } from '../../access/serverWrites'
import { unreadCountAnswer, type UnreadCountAnswer } from '../../contract/messenger'
import { now } from '../../domain/clock'
import { asUser, defineEndpoint, withTransaction } from '../http'
import { MESSENGER_ROLES } from './chats'
import { publishRead } from './liveEvents'
import { readableChat } from './records'
import { ownUnread, ownUnreadBySql } from './unreadCounts'

/**
 * Unread counts and read markers (the spec's call "Messenger: channelId, unread messages count"):
 * - GET /chats/unread_count/: the caller's total (the navigation's badge) and each chat with unread messages.
 * - POST /chats/{channelId}/read/: the caller has seen the chat: their count is 0, the read marker now;
 *   their other pages get the live `read` event. Answers the new counts.
 */
const TAG = 'Messenger'

export const unreadCount = defineEndpoint({
  method: 'get',
  path: '/chats/unread_count/',
  summary: 'The signed-in user’s unread messages: the total and each chat with unread messages (channelId, unreadCount)',
  tag: TAG,
  access: MESSENGER_ROLES,
  response: unreadCountAnswer,
  handler: async ({ req, user }): Promise<UnreadCountAnswer> => (await ownUnreadBySql(req, user!)) ?? ownUnread(req, user!),
})

export const markChatRead = defineEndpoint({
  method: 'post',
  path: '/chats/:id/read/',
  summary: 'Mark one of the signed-in user’s chats read (its unread count becomes 0); answers the unread counts',
  tag: TAG,
  access: MESSENGER_ROLES,
  response: unreadCountAnswer,
  handler: async ({ req, user, params }): Promise<UnreadCountAnswer> => {
    const chat = await readableChat(req, user!, params.id)
    await withTransaction(req, () =>
      req.payload.update({
        collection: 'chat-members',
        where: { and: [{ chat: { equals: chat.id } }, { user: { equals: user!.id } }] },
        data: { unreadCount: 0, unreadSince: null, lastReadAt: now().toISOString() },
        ...asUser(req, user!),
        context: serverWriteContext,
      }),
    )
    const answer = await ownUnread(req, user!)
    await publishRead(req, user!.id, String(chat.id), answer.unreadCount)
    return answer
  },
})
