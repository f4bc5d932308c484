import { CHAT_PREVIEW_LENGTH, MESSENGER_LIMITS } from '../../contract/messenger'

/**
 * The messenger's rules, free of Payload so they are unit-tested
 * (tests/unit/messengerRules.test.ts): who may open a chat with whom, the preview a chat list shows, and
 * when a member is e-mailed about unread messages. The endpoints and the job gather the facts.
 */

/** What the server knows of the user a chat would be opened with (read by the server, never answered). */
export interface ChatCandidate {
  role: string
  organization: string | null
  isDeactivated: boolean
  isTalentApprovedByPlatform: boolean
}

const ORGANIZATION_CHAT_ROLES = ['organization_admin', 'manager']

/**
 * A talent chats with an organization admin or manager of an organization they are engaged with (any
 * status but draft: they never see a draft) or applied to, and with the super admin. Never with a
 * deactivated account.
 */
export function talentMayChatWith(candidate: ChatCandidate, organizationsOfTalent: ReadonlySet<string>): boolean {
  if (candidate.isDeactivated) return false
  if (candidate.role === 'super_admin') return true
  return ORGANIZATION_CHAT_ROLES.includes(candidate.role) && Boolean(candidate.organization) && organizationsOfTalent.has(candidate.organization!)
}

/**
 * An organization admin or manager chats with a talent their organization can see: approved by the
 * platform and active, or engaged with the organization in any status but draft (an engaged talent stays
 * reachable after the approval is withdrawn). Never a deactivated talent.
 */
export function organizationUserMayChatWith(candidate: ChatCandidate, engagedWithOrganization: boolean): boolean {
  if (candidate.role !== 'talent' || candidate.isDeactivated) return false
  return candidate.isTalentApprovedByPlatform || engagedWithOrganization
}

/** The super admin chats with any talent who is not deactivated. */
export function superAdminMayChatWith(candidate: ChatCandidate): boolean {
  return candidate.role === 'talent' && !candidate.isDeactivated
}

/**
 * The chat list's preview of a message: its text on one line, at most CHAT_PREVIEW_LENGTH characters
 * (an ellipsis when cut). The message itself is never cut; only this derived preview is.
 */
export function messagePreview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length <= CHAT_PREVIEW_LENGTH ? line : `${line.slice(0, CHAT_PREVIEW_LENGTH - 1).trimEnd()}…`
}

/** One member's side of a chat, as the unread e-mail job reads it. */
export interface UnreadState {
  unreadCount: number
  /** When the oldest unread message arrived (null when nothing is unread). */
  unreadSince: Date | null
  lastEmailedAt: Date | null
}

export const UNREAD_EMAIL_AFTER_MS = MESSENGER_LIMITS.unreadEmailAfterMinutes * 60 * 1000
export const UNREAD_EMAIL_AT_MOST_EVERY_MS = 24 * 60 * 60 * 1000

/**
 * Whether a member gets the e-mail about a chat now:
 * - messages are unread and the oldest arrived more than 30 minutes ago;
 * - the member was not online since it arrived (`lastSeenAt`, refreshed every minute while a live
 *   connection is open, is before `unreadSince`): whoever was online saw the badge and needs no e-mail;
 * - the member was not e-mailed about this chat since these messages began to wait (one e-mail per unread
 *   stretch; one that began as the last e-mail went out is a new one), nor within the last 24 hours (at
 *   most one a day per chat).
 */
export function unreadEmailDue(state: UnreadState, lastSeenAt: Date | null, now: Date): boolean {
  if (state.unreadCount <= 0 || !state.unreadSince) return false
  const since = state.unreadSince.getTime()
  if (now.getTime() - since <= UNREAD_EMAIL_AFTER_MS) return false
  if (lastSeenAt && lastSeenAt.getTime() >= since) return false
  if (state.lastEmailedAt) {
    const emailed = state.lastEmailedAt.getTime()
    if (emailed > since || now.getTime() - emailed < UNREAD_EMAIL_AT_MOST_EVERY_MS) return false
  }
  return true
}
