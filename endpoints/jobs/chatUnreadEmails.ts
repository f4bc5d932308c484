import type { PayloadRequest, TaskConfig, Where } from 'payload'
import { z } from 'zod'
import { relationId } from '../../access/roles'
import { fullName } from '../../contract/talentList'
import { now } from '../../domain/clock'
import type { Row } from '../../domain/shared/records'
import { UNREAD_EMAIL_AFTER_MS, UNREAD_EMAIL_AT_MOST_EVERY_MS, unreadEmailDue } from '../../domain/messenger/rules'
import { unreadMessagesMail } from '../../mail/messengerMails'
import { getEnv } from '../../server/env'
import { defineEndpoint } from '../http'

/**
 * The messenger's unread e-mail: every 10 minutes, each
 * person with messages unread in a chat for more than 30 minutes, who was not online since they began to
 * wait (`live-presences.lastSeenAt`), hears once about that chat (domain/messenger/rules.ts
 * `unreadEmailDue`: once per unread stretch, at most once a day per chat). The e-mail names the sender
 * and the count, never the text (mail/messengerMails.ts).
 *
 * "Once" is a compare-and-set on the member row before the mail (`lastEmailedAt` still what the run read,
 * or old enough): of two runs racing, on two replicas, one sends. A mail that fails gives the mark back,
 * so the next run retries.
 *
 * Like the other scheduled jobs, the job is the system (ARCHITECTURE.md's named exceptions):
 * it reads with overrideAccess (member rows, presences, the two people's names and addresses, the chat's
 * organization name) and marks `lastEmailedAt` through the adapter (one column, atomic, so it never
 * writes back a stale unread count). The super admin's run endpoint triggers the same run.
 */
export interface ChatUnreadEmailsResult {
  emailed: number
}

/** A chat-members row as the job reads it. */
type MemberRow = Pick<Row<'chat-members'>, 'id' | 'chat' | 'user' | 'peer' | 'unreadCount' | 'unreadSince' | 'lastEmailedAt'>

const system = { overrideAccess: true, depth: 0, pagination: false } as const
const BATCH = 200

const dateOf = (value: unknown): Date | null => (value instanceof Date ? value : typeof value === 'string' && value ? new Date(value) : null)
const idOf = (value: unknown) => relationId(value) ?? ''

/** The rows `read` answers for `ids`, by id (no query for an empty list). */
async function byId<T extends { id: string }>(ids: string[], read: (ids: string[]) => Promise<{ docs: T[] }>): Promise<Map<string, T>> {
  if (!ids.length) return new Map()
  return new Map((await read(ids)).docs.map((doc) => [String(doc.id), doc]))
}

async function lastSeen(req: PayloadRequest, userIds: string[]): Promise<Map<string, Date>> {
  if (!userIds.length) return new Map()
  const { docs } = await req.payload.find({
    collection: 'live-presences',
    where: { user: { in: userIds } },
    select: { user: true, lastSeenAt: true },
    req,
    ...system,
  })
  const seen = new Map<string, Date>()
  for (const doc of docs) {
    const at = dateOf(doc.lastSeenAt)
    if (at) seen.set(idOf(doc.user), at)
  }
  return seen
}

/** Marks the row e-mailed unless another run did since this one read it; false when it did. */
async function claim(req: PayloadRequest, row: MemberRow, at: Date): Promise<boolean> {
  const dayAgo = new Date(at.getTime() - UNREAD_EMAIL_AT_MOST_EVERY_MS).toISOString()
  const where: Where = {
    and: [{ id: { equals: row.id } }, { or: [{ lastEmailedAt: { exists: false } }, { lastEmailedAt: { less_than_equal: dayAgo } }] }],
  }
  const updated = await req.payload.db.updateOne({
    collection: 'chat-members',
    where,
    data: { lastEmailedAt: at.toISOString() },
    options: { atomic: true },
    req,
  })
  return Boolean(updated)
}

async function giveBack(req: PayloadRequest, row: MemberRow): Promise<void> {
  const previous = dateOf(row.lastEmailedAt)
  await req.payload.db.updateOne({
    collection: 'chat-members',
    where: { id: { equals: row.id } },
    data: { lastEmailedAt: previous ? previous.toISOString() : null },
    options: { atomic: true },
    req,
  })
}

async function mailBatch(req: PayloadRequest, rows: MemberRow[], at: Date): Promise<number> {
  const userIds = [...new Set(rows.flatMap((row) => [idOf(row.user), idOf(row.peer)]).filter(Boolean))]
  const [people, seen, chats] = await Promise.all([
    byId(userIds, (ids) =>
      req.payload.find({ collection: 'users', where: { id: { in: ids } }, select: { email: true, firstName: true, lastName: true, role: true, isDeactivated: true }, req, ...system }),
    ),
    lastSeen(req, [...new Set(rows.map((row) => idOf(row.user)))]),
    byId([...new Set(rows.map((row) => idOf(row.chat)))], (ids) => req.payload.find({ collection: 'chats', where: { id: { in: ids } }, select: { organization: true }, req, ...system })),
  ])
  const organizations = await byId([...new Set([...chats.values()].map((chat) => idOf(chat.organization)).filter(Boolean))], (ids) =>
    req.payload.find({ collection: 'organizations', where: { id: { in: ids } }, select: { name: true }, req, ...system }),
  )
  let emailed = 0
  for (const row of rows) {
    const recipient = people.get(idOf(row.user))
    const sender = people.get(idOf(row.peer))
    if (!recipient || recipient.isDeactivated === true || typeof recipient.email !== 'string' || !recipient.email || !sender) continue
    const state = { unreadCount: Number(row.unreadCount ?? 0), unreadSince: dateOf(row.unreadSince), lastEmailedAt: dateOf(row.lastEmailedAt) }
    if (!unreadEmailDue(state, seen.get(idOf(row.user)) ?? null, at)) continue
    if (!(await claim(req, row, at))) continue
    const chatId = idOf(row.chat)
    const organizationId = idOf(chats.get(chatId)?.organization)
    const senderIsOrganizationUser = sender.role === 'manager' || sender.role === 'organization_admin'
    const mail = unreadMessagesMail({
      firstName: String(recipient.firstName ?? ''),
      senderName: fullName(sender) || 'Talentgrid',
      organizationName: senderIsOrganizationUser && organizationId ? String(organizations.get(organizationId)?.name ?? '') || null : null,
      unreadCount: state.unreadCount,
      url: `${getEnv().appUrl}/messenger?chat=${encodeURIComponent(chatId)}`,
    })
    try {
      await req.payload.sendEmail({ to: recipient.email, ...mail })
      emailed += 1
    } catch (error) {
      req.payload.logger.error({ err: error, chat: chatId }, 'could not send an unread-messages e-mail')
      await giveBack(req, row)
    }
  }
  return emailed
}

export async function runChatUnreadEmails(req: PayloadRequest): Promise<ChatUnreadEmailsResult> {
  const at = now()
  const cutoff = new Date(at.getTime() - UNREAD_EMAIL_AFTER_MS).toISOString()
  let emailed = 0
  // The query does not depend on what a run changes (lastEmailedAt), so its pages stay put while it works.
  for (let page = 1; ; page += 1) {
    const { docs, hasNextPage } = await req.payload.find({
      collection: 'chat-members',
      where: { and: [{ unreadCount: { greater_than: 0 } }, { unreadSince: { less_than: cutoff } }] },
      select: { chat: true, user: true, peer: true, unreadCount: true, unreadSince: true, lastEmailedAt: true },
      sort: ['unreadSince', 'id'],
      page,
      limit: BATCH,
      req,
      overrideAccess: true,
      depth: 0,
    })
    emailed += await mailBatch(req, docs, at)
    if (!hasNextPage) break
  }
  return { emailed }
}

export const CHAT_UNREAD_EMAILS_QUEUE = 'messenger'
export const CHAT_UNREAD_EMAILS_CRON = '*/10 * * * *'

export const chatUnreadEmailsTask: TaskConfig<{ input: object; output: ChatUnreadEmailsResult }> = {
  slug: 'chatUnreadEmails',
  label: 'E-mail people whose chat messages are unread for more than 30 minutes and who were not online since (once per chat, at most daily)',
  schedule: [{ cron: CHAT_UNREAD_EMAILS_CRON, queue: CHAT_UNREAD_EMAILS_QUEUE }],
  outputSchema: [{ name: 'emailed', type: 'number', required: true }],
  retries: 2,
  handler: async ({ req }) => ({ output: await runChatUnreadEmails(req) }),
}

export const runChatUnreadEmailsNow = defineEndpoint({
  method: 'post',
  path: '/super_admin/jobs/chat-unread-emails/run/',
  summary:
    'Run the unread-messages e-mail job now (messages unread for more than 30 minutes, the person not online since); answers how many were e-mailed',
  tag: 'Jobs',
  access: ['super_admin'],
  response: z.object({ emailed: z.number().int() }),
  handler: ({ req }) => runChatUnreadEmails(req),
})
