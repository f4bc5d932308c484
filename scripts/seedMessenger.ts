import { now } from '../domain/clock'
import { messagePreview } from '../domain/messenger/rules'
import type { SeedContext } from './seedData'

/**
 * Demo chats, so /messenger looks lived-in after `npm start`. Between demo talents and the
 * organizations they are engaged with (scripts/seedEngagements.ts) and with the super admin (Sam
 * Rivera, support), over the last days, some with unread messages: Emily Carter has 2 unread from Marcus
 * Reed (Northwind manager), Marcus 1 from Michael Okafor, Olivia Grant (Northwind admin) 1 from James
 * Nguyen, Hannah Lee 1 from Lakeside's manager, the super admin 2 from Sofia Martinez.
 *
 * Times are relative to the clock's now. Written as the system (overrideAccess: the seed is the
 * installation speaking) through the Local API in the seed's transaction. Not in test servers
 * (scripts/seedData.ts): the API suites open chats with the demo accounts and count what they made.
 */

const MINUTE = 1
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

interface ChatSpec {
  talent: string
  member: string
  /** [minutes from now (negative), who writes, text] in the order they were sent. */
  messages: [number, 'talent' | 'member', string][]
  /** How many of the last messages of the other person each side has not read. */
  unread: { talent: number; member: number }
}

const CHATS: ChatSpec[] = [
  {
    talent: 'emily.carter@talent.example',
    member: 'manager@northwind.example',
    messages: [
      [-4 * DAY, 'member', 'Hi Emily, welcome to the Clarity report writing sprint! Your Epic and Clarity access requests are in.'],
      [-4 * DAY + 22, 'talent', 'Thank you Marcus! Should I join the Monday stand-up as well?'],
      [-4 * DAY + 40, 'member', 'Yes please, 9:00 Central. The invite is in your inbox.'],
      [-1 * DAY, 'talent', 'The first two denial reports are ready for review in the shared folder.'],
      [-1 * DAY + 15, 'member', 'Thanks, I will look at them this afternoon.'],
      [-95, 'member', 'Great work on the reports. Could you add the denial reason column to the second one?'],
      [-25, 'member', 'Also: are you available for the Ambulatory go-live in two weeks? I sent you an engagement offer.'],
    ],
    unread: { talent: 2, member: 0 },
  },
  {
    talent: 'emily.carter@talent.example',
    member: 'admin@talentgrid.local',
    messages: [
      [-6 * DAY, 'talent', 'Hello, my certificate upload keeps failing. It is a 12 MB PDF.'],
      [-6 * DAY + 30, 'member', 'Hi Emily, documents can be up to 50 MB, but certificates are best kept small. Could you try a scan at 300 dpi?'],
      [-6 * DAY + 55, 'talent', 'That worked, thank you!'],
      [-6 * DAY + 60, 'member', 'Glad to hear it. Let us know if anything else comes up.'],
    ],
    unread: { talent: 0, member: 0 },
  },
  {
    talent: 'james.nguyen@talent.example',
    member: 'admin@northwind.example',
    messages: [
      [-2 * DAY, 'member', 'Hi James, the Willow Inpatient build review is moved to Thursday.'],
      [-2 * DAY + 45, 'talent', 'Thanks Olivia, Thursday works.'],
      [-3 * HOUR, 'talent', 'Quick question: should the pharmacy build include the new ADC interface or is that phase two?'],
    ],
    unread: { talent: 0, member: 1 },
  },
  {
    talent: 'michael.okafor@talent.example',
    member: 'manager@northwind.example',
    messages: [
      [-3 * DAY, 'member', 'Michael, the claims optimization ends soon. We would like to extend it by a month.'],
      [-3 * DAY + 90, 'talent', 'I would be glad to continue. Same hours per week?'],
      [-3 * DAY + 120, 'member', 'Yes, 30 hours. I will send the extension this week.'],
      [-50, 'talent', 'I have not seen the extension yet. Could you check whether it went out?'],
    ],
    unread: { talent: 0, member: 1 },
  },
  {
    talent: 'hannah.lee@talent.example',
    member: 'manager@lakeside.example',
    messages: [
      [-5 * DAY, 'talent', 'Hi Marcus, the ClinDoc super-user sessions for 4 West are scheduled.'],
      [-5 * DAY + 12, 'member', 'Perfect, thank you. Nursing education will join the first one.'],
      [-2 * HOUR, 'member', 'Could you also cover the night shift huddle on Wednesday at 6 a.m.?'],
    ],
    unread: { talent: 1, member: 0 },
  },
  {
    talent: 'sofia.martinez@talent.example',
    member: 'admin@talentgrid.local',
    messages: [
      [-2 * DAY, 'member', 'Hi Sofia, your profile is approved. Welcome to Talentgrid!'],
      [-70, 'talent', 'Thank you! How do I add my Cerner certification to my profile?'],
      [-65, 'talent', 'Never mind the certificate, I found it. But my engagement start date looks wrong.'],
    ],
    unread: { talent: 0, member: 2 },
  },
  {
    talent: 'aisha.rahman@talent.example',
    member: 'admin@lakeside.example',
    messages: [
      [-8 * DAY, 'member', 'Hi Aisha, we accepted your interface proposal. The Bridges kickoff is next Tuesday.'],
      [-8 * DAY + 35, 'talent', 'Wonderful, I will be there. Do you have the HL7 specs already?'],
      [-8 * DAY + 50, 'member', 'Yes, they are attached to the engagement documents.'],
    ],
    unread: { talent: 0, member: 0 },
  },
]

export async function seedMessenger({ payload, req, accounts }: SeedContext) {
  const write = { overrideAccess: true, depth: 0, req } as const
  const clock = now().getTime()
  const at = (minutes: number) => new Date(clock + minutes * 60_000).toISOString()
  const account = (email: string) => {
    const found = accounts.get(email)
    if (!found) throw new Error(`messenger seed names ${email}, whom the seed did not create`)
    return found
  }

  for (const spec of CHATS) {
    const talent = account(spec.talent)
    const member = account(spec.member)
    const last = spec.messages[spec.messages.length - 1]!
    const lastSender = last[1] === 'talent' ? talent.id : member.id
    const chat = await payload.create({
      collection: 'chats',
      data: {
        talent: talent.id,
        member: member.id,
        organization: member.organization ?? null,
        messageCount: spec.messages.length,
        lastActivityAt: at(last[0]),
        lastMessageAt: at(last[0]),
        lastMessageText: messagePreview(last[2]),
        lastMessageHasImage: false,
        lastMessageSender: lastSender,
        // Opened just before its first message.
        createdAt: at(spec.messages[0]![0] - 5),
      } as never,
      ...write,
    })
    for (const [index, [minutes, side, text]] of spec.messages.entries()) {
      await payload.create({
        collection: 'chat-messages',
        data: {
          chat: chat.id,
          talent: talent.id,
          member: member.id,
          sender: side === 'talent' ? talent.id : member.id,
          seq: index + 1,
          text,
          sentAt: at(minutes),
        } as never,
        ...write,
      })
    }
    for (const side of ['talent', 'member'] as const) {
      const other = side === 'talent' ? 'member' : 'talent'
      const fromOther = spec.messages.filter(([, sender]) => sender === other)
      const unread = fromOther.slice(fromOther.length - spec.unread[side])
      const firstUnread = spec.unread[side] ? unread[0]![0] : null
      await payload.create({
        collection: 'chat-members',
        data: {
          chat: chat.id,
          user: side === 'talent' ? talent.id : member.id,
          peer: side === 'talent' ? member.id : talent.id,
          unreadCount: spec.unread[side],
          unreadSince: firstUnread === null ? null : at(firstUnread),
          // Read up to just before the first unread message, else up to the last one.
          lastReadAt: at(firstUnread === null ? last[0] : firstUnread - 1),
        } as never,
        ...write,
      })
    }
  }
}
