import { DEFAULT_EXPIRES_SOON_DAYS, DOCUMENT_LABELS, DOCUMENT_TYPES } from '../contract/talentProfile'
import type { SeedContext } from './seedData'

/**
 * Demo activity: comments on talent profiles and a few edits by the organizations' admins and the super
 * admin, so the console's Comments and Audit trail, and the profile comment panels behind their flags,
 * look lived-in after `npm start`; questions sent to support and a talent-not-found feedback for the
 * console's two inboxes; and the document types' settings written out (the defaults, so the console
 * lists what the super admin may change). The comments and edits are made with the acting demo user as
 * the request's user, so hooks/recordAuditEvent.ts records them as theirs, as it would have recorded the
 * same edit made in a portal; the inboxes and settings as the system. All with overrideAccess (the seed is
 * the installation speaking) in the seed's transaction. Not in test servers, whose suites count what they make.
 */

interface CommentSpec {
  author: string
  talent: string
  /** 1 organization users, 3 super admin public, 4 super admin private (contract/comments.ts). */
  permission: 1 | 3 | 4
  text: string
}

const COMMENTS: CommentSpec[] = [
  {
    author: 'admin@northwind.example',
    talent: 'sofia.martinez@talent.example',
    permission: 1,
    text: '<p>Led our Epic Ambulatory go-live support in 2025. Clinic managers asked for her by name; first choice for the spring optimization sprint.</p>',
  },
  {
    author: 'manager@northwind.example',
    talent: 'sofia.martinez@talent.example',
    permission: 1,
    text: '<p>Prefers remote work with one on-site week a month. Confirm travel dates at least two weeks ahead.</p>',
  },
  {
    author: 'admin@northwind.example',
    talent: 'michael.okafor@talent.example',
    permission: 1,
    text: '<p>Strong on Epic interfaces (Bridges). Extension for the lab interface work is being discussed.</p>',
  },
  {
    author: 'admin@lakeside.example',
    talent: 'hannah.lee@talent.example',
    permission: 1,
    text: '<p>Very good with physicians at the elbow. Ask her about the Oracle Health PowerChart training plan.</p>',
  },
  {
    author: 'admin@talentgrid.local',
    talent: 'luis.herrera@talent.example',
    permission: 3,
    text: '<p>References checked with two former clients: both would engage him again.</p>',
  },
  {
    author: 'admin@talentgrid.local',
    talent: 'ryan.sullivan@talent.example',
    permission: 4,
    text: '<p>Background check renewal is due next quarter; remind him a month ahead.</p>',
  },
]

const DEPARTMENT_EDITS = [
  { admin: 'admin@northwind.example', department: 'Revenue Cycle', description: 'Registration, scheduling, billing, claims and denial management' },
  { admin: 'admin@lakeside.example', department: 'Inpatient', description: 'Hospital, inpatient and emergency department clinical applications' },
]

export async function seedActivity({ payload, req, accounts }: SeedContext) {
  const write = { overrideAccess: true, depth: 0, req } as const
  const actingAs = async <T>(email: string, work: () => Promise<T>): Promise<T> => {
    const previous = req.user
    req.user = { ...(await payload.findByID({ collection: 'users', id: accounts.get(email)!.id, ...write })), collection: 'users' } as never
    try {
      return await work()
    } finally {
      req.user = previous
    }
  }

  for (const comment of COMMENTS) {
    const author = accounts.get(comment.author)!
    await actingAs(comment.author, async () => {
      const user = req.user as unknown as { firstName: string; lastName: string }
      await payload.create({
        collection: 'comments',
        data: {
          commentText: comment.text,
          commentPermissionId: comment.permission,
          author: author.id,
          authorName: `${user.firstName} ${user.lastName}`,
          organization: author.organization ?? null,
          talent: accounts.get(comment.talent)!.id,
        },
        ...write,
      })
    })
  }

  for (const edit of DEPARTMENT_EDITS) {
    const organization = accounts.get(edit.admin)!.organization!
    const { docs } = await payload.find({
      collection: 'departments',
      where: { and: [{ organization: { equals: organization } }, { name: { equals: edit.department } }] },
      limit: 1,
      ...write,
    })
    if (!docs[0]) continue
    await actingAs(edit.admin, () => payload.update({ collection: 'departments', id: docs[0]!.id, data: { description: edit.description }, ...write }))
  }
}

const SUPPORT_QUESTIONS = [
  { sender: 'emily.carter@talent.example', message: 'I work on two engagements this week. Can I log time for both on the same day, and which purchase order do I pick?' },
  { sender: 'manager2@northwind.example', message: 'Where do I see which of my talents still have required documents to fill before their start date?' },
]

const TALENT_NOT_FOUND = [
  {
    sender: 'manager@northwind.example',
    lastSearch: 'Epic > Clinical > Willow Inventory',
    message: 'We need a Willow Inventory analyst with pharmacy build experience for a March go-live, on site in Madison two weeks a month.',
  },
]

export async function seedInboxes({ payload, req, accounts }: SeedContext) {
  const write = { overrideAccess: true, depth: 0, req } as const
  for (const question of SUPPORT_QUESTIONS) {
    const sender = accounts.get(question.sender)!
    await payload.create({ collection: 'faq-feedbacks', data: { message: question.message, sender: sender.id, organization: sender.organization ?? null }, ...write })
  }
  for (const feedback of TALENT_NOT_FOUND) {
    const sender = accounts.get(feedback.sender)!
    await payload.create({
      collection: 'talent-not-found-feedbacks',
      data: { message: feedback.message, lastSearch: feedback.lastSearch, sentBy: sender.id, organization: sender.organization! },
      ...write,
    })
  }
  for (const type of DOCUMENT_TYPES) {
    const { totalDocs } = await payload.count({ collection: 'document-types', where: { type: { equals: type } }, ...write })
    if (!totalDocs) await payload.create({ collection: 'document-types', data: { type, label: DOCUMENT_LABELS[type], expiresSoonDays: DEFAULT_EXPIRES_SOON_DAYS }, ...write })
  }
}
