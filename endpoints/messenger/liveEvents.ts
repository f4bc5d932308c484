import type { PayloadRequest } from 'payload'
import type { LiveEvent } from '../../contract/messenger'
import { publishLive } from '../../realtime/index'
import { idOf, presentMessage, type ChatRow, type MessageRow } from './records'
import { chatCount, unreadOfUser } from './unreadCounts'

/**
 * The live events of the messenger (contract/messenger LiveEvent), published through realtime/ after the
 * write committed. Each person gets their own event (their `mine`, their counts). Publishing never fails
 * the write it reports: a failure is logged, and a page that missed an event refetches when its live
 * connection comes back.
 */
async function publish(req: PayloadRequest, userId: string, event: LiveEvent): Promise<void> {
  try {
    await publishLive([userId], event)
  } catch (error) {
    req.payload.logger.error({ err: error, event: event.type, user: userId }, 'messenger live event not published')
  }
}

/** A new message: to both people of the chat (the sender's other pages show it too). */
export async function publishMessage(req: PayloadRequest, chat: ChatRow, message: MessageRow): Promise<void> {
  const channelId = String(chat.id)
  for (const userId of [idOf(chat.talent), idOf(chat.member)]) {
    try {
      const counts = await unreadOfUser(req, userId)
      await publish(req, userId, {
        type: 'message',
        channelId,
        message: presentMessage(userId, message),
        unreadCount: counts.unreadCount,
        chatUnreadCount: chatCount(counts, channelId),
      })
    } catch (error) {
      req.payload.logger.error({ err: error, user: userId }, 'messenger live event not prepared')
    }
  }
}

/** The reader marked a chat read: their other pages update their badges. */
export async function publishRead(req: PayloadRequest, userId: string, channelId: string, unreadCount: number): Promise<void> {
  await publish(req, userId, { type: 'read', channelId, unreadCount, chatUnreadCount: 0 })
}

/** A chat was opened: both people's chat lists refetch. */
export async function publishChat(req: PayloadRequest, chat: ChatRow): Promise<void> {
  for (const userId of [idOf(chat.talent), idOf(chat.member)]) await publish(req, userId, { type: 'chat', channelId: String(chat.id) })
}
