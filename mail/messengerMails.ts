import { compose, type MailContent } from './templates'

/**
 * The messenger's e-mail: a member with messages unread for
 * more than 30 minutes who was not online since. It names who wrote and how many are waiting, never
 * what they say: the chat is private to its two people, and an e-mail travels through other hands.
 */
export interface UnreadMessagesFacts {
  firstName: string
  senderName: string
  /** The sender's organization, or null for a talent and the super admin. */
  organizationName: string | null
  unreadCount: number
  url: string
}

export function unreadMessagesMail(facts: UnreadMessagesFacts): MailContent {
  const messages = facts.unreadCount === 1 ? '1 unread message' : `${facts.unreadCount} unread messages`
  const from = facts.organizationName ? `${facts.senderName} (${facts.organizationName})` : facts.senderName
  return compose(
    `You have ${messages} from ${facts.senderName}`,
    `Hi ${facts.firstName},`,
    [
      `${from} sent you ${facts.unreadCount === 1 ? 'a message' : 'messages'} on Talentgrid that you have not read yet.`,
      'Open the chat to read and reply.',
    ],
    { label: 'Open the chat', url: facts.url },
  )
}
