import { ChatMembers, ChatMessages, Chats, LivePresences } from '../collections/Messenger'
import { CHAT_UNREAD_EMAILS_CRON, CHAT_UNREAD_EMAILS_QUEUE, chatUnreadEmailsTask, runChatUnreadEmailsNow } from '../endpoints/jobs/chatUnreadEmails'
import { messengerEndpoints } from '../endpoints/messenger'
import { capabilityPlugin, scheduleOf } from './capabilityPlugin'

/** Chats, messages, members and presence; the unread-message e-mails every 10 minutes on a queue of their own. */
export const messengerPlugin = () =>
  capabilityPlugin({
    name: 'messenger',
    collections: [Chats, ChatMessages, ChatMembers, LivePresences],
    endpoints: [...messengerEndpoints, runChatUnreadEmailsNow],
    tasks: [chatUnreadEmailsTask],
    schedules: [scheduleOf(chatUnreadEmailsTask, CHAT_UNREAD_EMAILS_QUEUE, CHAT_UNREAD_EMAILS_CRON, '/api/v1/super_admin/jobs/chat-unread-emails/run/')],
  })
