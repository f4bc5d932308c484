import {
  messagePreview,
  organizationUserMayChatWith,
  superAdminMayChatWith,
  talentMayChatWith,
  unreadEmailDue,
  type ChatCandidate,
} from '../../domain/messenger/rules'

/** The messenger's rules (domain/messenger/rules.ts): who may chat with whom, the preview, the unread e-mail. */

const person = (role: string, extra: Partial<ChatCandidate> = {}): ChatCandidate => ({
  role,
  organization: role === 'manager' || role === 'organization_admin' || role === 'contact' ? 'northwind' : null,
  isDeactivated: false,
  isTalentApprovedByPlatform: role === 'talent',
  ...extra,
})

describe('who may open a chat with whom', () => {
  const engagedWith = new Set(['northwind'])

  it('lets a talent reach admins and managers of their organizations, and the super admin', () => {
    expect(talentMayChatWith(person('manager'), engagedWith)).toBe(true)
    expect(talentMayChatWith(person('organization_admin'), engagedWith)).toBe(true)
    expect(talentMayChatWith(person('super_admin'), new Set())).toBe(true)
    expect(talentMayChatWith(person('manager', { organization: 'lakeside' }), engagedWith)).toBe(false)
    expect(talentMayChatWith(person('manager'), new Set())).toBe(false)
    expect(talentMayChatWith(person('contact'), engagedWith)).toBe(false)
    expect(talentMayChatWith(person('content_editor'), engagedWith)).toBe(false)
    expect(talentMayChatWith(person('talent'), engagedWith)).toBe(false)
    expect(talentMayChatWith(person('manager', { isDeactivated: true }), engagedWith)).toBe(false)
    expect(talentMayChatWith(person('super_admin', { isDeactivated: true }), engagedWith)).toBe(false)
    expect(talentMayChatWith(person('manager', { organization: null }), engagedWith)).toBe(false)
  })

  it('lets an organization user reach approved talents and talents engaged with the organization', () => {
    expect(organizationUserMayChatWith(person('talent'), false)).toBe(true)
    expect(organizationUserMayChatWith(person('talent', { isTalentApprovedByPlatform: false }), true)).toBe(true)
    expect(organizationUserMayChatWith(person('talent', { isTalentApprovedByPlatform: false }), false)).toBe(false)
    expect(organizationUserMayChatWith(person('talent', { isDeactivated: true }), true)).toBe(false)
    expect(organizationUserMayChatWith(person('manager'), true)).toBe(false)
    expect(organizationUserMayChatWith(person('super_admin'), true)).toBe(false)
  })

  it('lets the super admin reach any active talent', () => {
    expect(superAdminMayChatWith(person('talent', { isTalentApprovedByPlatform: false }))).toBe(true)
    expect(superAdminMayChatWith(person('talent', { isDeactivated: true }))).toBe(false)
    expect(superAdminMayChatWith(person('manager'))).toBe(false)
  })
})

describe('the chat list’s preview', () => {
  it('puts the text on one line and cuts it at 120 characters with an ellipsis', () => {
    expect(messagePreview('  Hello\n\nthere  ')).toBe('Hello there')
    expect(messagePreview('')).toBe('')
    expect(messagePreview('a'.repeat(120))).toBe('a'.repeat(120))
    const cut = messagePreview(`${'word '.repeat(30)}end`)
    expect(cut).toHaveLength(120)
    expect(cut.endsWith('word…')).toBe(true)
  })
})

describe('the unread e-mail', () => {
  const since = new Date('2031-05-17T12:00:00Z')
  const at = (minutes: number) => new Date(since.getTime() + minutes * 60_000)
  const unread = (extra: Partial<{ unreadCount: number; unreadSince: Date | null; lastEmailedAt: Date | null }> = {}) => ({
    unreadCount: 2,
    unreadSince: since,
    lastEmailedAt: null,
    ...extra,
  })

  it('waits until messages are unread for more than 30 minutes', () => {
    expect(unreadEmailDue(unread(), null, at(29))).toBe(false)
    expect(unreadEmailDue(unread(), null, at(30))).toBe(false)
    expect(unreadEmailDue(unread(), null, at(31))).toBe(true)
  })

  it('says nothing when nothing is unread', () => {
    expect(unreadEmailDue(unread({ unreadCount: 0 }), null, at(60))).toBe(false)
    expect(unreadEmailDue(unread({ unreadSince: null }), null, at(60))).toBe(false)
  })

  it('skips whoever was online since the messages began to wait', () => {
    expect(unreadEmailDue(unread(), at(5), at(60))).toBe(false)
    expect(unreadEmailDue(unread(), since, at(60))).toBe(false)
    // Online only before: the badge was not there to see.
    expect(unreadEmailDue(unread(), at(-1), at(60))).toBe(true)
  })

  it('e-mails once per unread stretch and at most once a day per chat', () => {
    // Already e-mailed about this stretch: never again, however long it waits.
    expect(unreadEmailDue(unread({ lastEmailedAt: at(31) }), null, at(60 * 48))).toBe(false)
    // A new stretch within a day of the last e-mail: not yet.
    const later = unread({ unreadSince: at(60 * 20), lastEmailedAt: at(31) })
    expect(unreadEmailDue(later, null, at(60 * 20 + 40))).toBe(false)
    expect(unreadEmailDue(later, null, at(31 + 24 * 60 - 1))).toBe(false)
    expect(unreadEmailDue(later, null, at(31 + 24 * 60))).toBe(true)
    // A stretch that began when the last e-mail went out is a new one.
    expect(unreadEmailDue(unread({ unreadSince: at(31), lastEmailedAt: at(31) }), null, at(31 + 24 * 60 + 1))).toBe(true)
  })
})
