import { MESSENGER_LIMITS, messengerMessages, type ChatMessage } from '../../contract/messenger'
import {
  chatUnread,
  checkChatImage,
  earlierCursor,
  hasMessenger,
  mergeMessages,
  startChatRequest,
  unreadBadgeText,
  unreadLabel,
  withChatUnread,
  withMessage,
} from '../../contract/messenger/screenRules'
import { chatListTime } from '../../portals/shared/messenger/chatTime'

/** The messenger screens' pure rules (contract/messenger/screenRules.ts). */
const message = (id: string, sentAt: string, patch: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  channelId: 'c1',
  senderId: 'u1',
  mine: false,
  text: `text ${id}`,
  imageUrl: null,
  sentAt,
  ...patch,
})

describe('unread badge', () => {
  it('shows nothing for no unread messages, the number up to 99, then 99+', () => {
    expect(unreadBadgeText(0)).toBe('')
    expect(unreadBadgeText(-3)).toBe('')
    expect(unreadBadgeText(Number.NaN)).toBe('')
    expect(unreadBadgeText(1)).toBe('1')
    expect(unreadBadgeText(99)).toBe('99')
    expect(unreadBadgeText(100)).toBe('99+')
  })

  it('names the count for screen readers', () => {
    expect(unreadLabel(0)).toBe('')
    expect(unreadLabel(1)).toBe('1 unread message')
    expect(unreadLabel(12)).toBe('12 unread messages')
  })
})

describe('a thread from backward pages and live messages', () => {
  // The newest page comes first; each page is oldest first (newest last).
  const newest = { results: [message('m3', '2026-11-24T10:03:00Z'), message('m4', '2026-11-24T10:04:00Z')], hasMore: true }
  const older = { results: [message('m1', '2026-11-24T10:01:00Z'), message('m2', '2026-11-24T10:02:00Z')], hasMore: false }

  it('puts the pages in time order, oldest first', () => {
    expect(mergeMessages([newest, older]).map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4'])
  })

  it('keeps each message once when a page overlaps another or a live copy arrives', () => {
    const overlapping = { results: [message('m2', '2026-11-24T10:02:00Z'), message('m3', '2026-11-24T10:03:00Z')], hasMore: true }
    const live = message('m4', '2026-11-24T10:04:00Z', { text: 'edited copy' })
    const thread = mergeMessages([newest, overlapping, older], [live])
    expect(thread.map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4'])
    expect(thread[3].text).toBe('edited copy')
  })

  it('orders messages sent in the same millisecond by id, so every reader sees one order', () => {
    const same = { results: [message('b', '2026-11-24T10:00:00Z'), message('a', '2026-11-24T10:00:00Z')], hasMore: false }
    expect(mergeMessages([same]).map((m) => m.id)).toEqual(['a', 'b'])
  })

  it('adds a live or sent message to the newest page once', () => {
    const added = withMessage([newest, older], message('m5', '2026-11-24T10:05:00Z'))
    expect(added[0].results.map((m) => m.id)).toEqual(['m3', 'm4', 'm5'])
    expect(added[1]).toBe(older)
    // The live echo of a message this page sent is not added again.
    expect(withMessage(added, message('m5', '2026-11-24T10:05:00Z'))[0].results).toHaveLength(3)
    // A thread not loaded yet stays unloaded (it loads the message itself).
    expect(withMessage([], message('m5', '2026-11-24T10:05:00Z'))).toEqual([])
  })

  it('pages backwards from the oldest message while the server says there is more', () => {
    expect(earlierCursor(newest)).toBe('m3')
    expect(earlierCursor(older)).toBeUndefined()
    expect(earlierCursor({ results: [], hasMore: true })).toBeUndefined()
    expect(earlierCursor(undefined)).toBeUndefined()
  })
})

describe('unread counts from live events', () => {
  it('sets one chat and the total, dropping a chat that has none left', () => {
    const before = {
      unreadCount: 5,
      chats: [
        { channelId: 'a', unreadCount: 2 },
        { channelId: 'b', unreadCount: 3 },
      ],
    }
    expect(withChatUnread(before, 'a', 3, 6)).toEqual({
      unreadCount: 6,
      chats: [
        { channelId: 'b', unreadCount: 3 },
        { channelId: 'a', unreadCount: 3 },
      ],
    })
    expect(withChatUnread(before, 'b', 0, 2)).toEqual({ unreadCount: 2, chats: [{ channelId: 'a', unreadCount: 2 }] })
    expect(withChatUnread(undefined, 'c', 1, 1)).toEqual({ unreadCount: 1, chats: [{ channelId: 'c', unreadCount: 1 }] })
    expect(chatUnread(before, 'b')).toBe(3)
    expect(chatUnread(before, 'z')).toBe(0)
    expect(chatUnread(undefined, 'a')).toBe(0)
  })
})

describe('image attachments, checked before upload', () => {
  it('takes jpg, jpeg, png and gif up to 10 MB', () => {
    expect(checkChatImage({ name: 'scan.JPG', size: 1000 })).toBeNull()
    expect(checkChatImage({ name: 'a.jpeg', size: MESSENGER_LIMITS.imageBytes })).toBeNull()
    expect(checkChatImage({ name: 'a.png', size: 1 })).toBeNull()
    expect(checkChatImage({ name: 'a.gif', size: 1 })).toBeNull()
  })

  it('refuses other types and larger files with the contract messages', () => {
    expect(checkChatImage({ name: 'drawing.svg', size: 10 })).toBe(messengerMessages.imageType)
    expect(checkChatImage({ name: 'report.pdf', size: 10 })).toBe(messengerMessages.imageType)
    expect(checkChatImage({ name: 'noextension', size: 10 })).toBe(messengerMessages.imageType)
    expect(checkChatImage({ name: 'big.png', size: MESSENGER_LIMITS.imageBytes + 1 })).toBe(messengerMessages.imageTooLarge)
  })
})

describe('starting a chat', () => {
  it('sends a user id for a talent and the super admin, a talent id for organization users', () => {
    expect(startChatRequest('talent', 'u9')).toEqual({ path: '/talent/chats/', body: { userId: 'u9' } })
    expect(startChatRequest('super_admin', 'u9')).toEqual({ path: '/super_admin/chats/', body: { userId: 'u9' } })
    expect(startChatRequest('manager', 't1')).toEqual({ path: '/manager/chats/', body: { talentId: 't1' } })
    expect(startChatRequest('organization_admin', 't1')).toEqual({ path: '/organization_admin/chats/', body: { talentId: 't1' } })
  })

  it('gives a messenger to talents, managers, organization admins and the super admin only', () => {
    expect(['talent', 'manager', 'organization_admin', 'super_admin'].every((role) => hasMessenger(role as never))).toBe(true)
    expect(hasMessenger('contact')).toBe(false)
    expect(hasMessenger('content_editor')).toBe(false)
  })
})

describe('chat list times', () => {
  const now = new Date(2026, 10, 24, 15, 0)
  it('shows the time for today and the date (MM/dd/yyyy) before', () => {
    expect(chatListTime(new Date(2026, 10, 24, 9, 5).toISOString(), now)).toBe('9:05 AM')
    expect(chatListTime(new Date(2026, 10, 23, 23, 59).toISOString(), now)).toBe('11/23/2026')
    expect(chatListTime('not a date', now)).toBe('')
  })
})
