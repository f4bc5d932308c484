import { createLocalReq, type CollectionSlug, type PayloadRequest, type TaskConfig } from 'payload'
import { z } from 'zod'
import { serverWriteContext } from '../../access/serverWrites'
import { DEFAULT_ORGANIZATION_TIME_ZONE } from '../../contract/organizations'
import { fullName } from '../../contract/talentList'
import { now, todayIn } from '../../domain/clock'
import { writeAs } from '../../domain/engagements/moves'
import { addDaysTo, editWindowLastDay, payPeriodOf, previousPayPeriod, type PayPeriod } from '../../domain/timeSheets/payPeriods'
import { hoursText } from '../../domain/timeSheets/timeMath'
import { pendingTimeEscalationMail, timeSheetReminderMail } from '../../mail/timeSheetMails'
import { getEnv } from '../../server/env'
import { defineEndpoint, withTransaction } from '../http'
import { ENGAGEMENT_DATES_CRON } from './engagementDates'
import { ID_ONLY } from '../../domain/shared/select'

/**
 * The daily time-sheet job. Hourly, so each
 * organization's midnight (its own `timeZone`) is met within the hour; every run is idempotent.
 *
 * 1. Reminders: from two days before a period's talent window closes (`editWindowLastDay(period,
 *    'talent') - 2`, the 17th and the 2nd) through its last day, each talent with open or declined
 *    (non-adjustive) entries in that period hears once per (talent, organization, period). The "once"
 *    is a row in Payload's key-value store (`payload-kv`, unique key), created before the mail: two
 *    runs racing cannot both create it, and a mail that fails gives the key back so the next hour retries.
 *    Running from the reminder day to the window's end (not on that one day only) means a day the job
 *    did not run still gets its reminders.
 * 2. Escalation: entries waiting for approval (pending, and talent adjustment requests `submitted`)
 *    whose `submittedAt` is more than 3 days (72 hours) ago and never escalated get `escalatedAt`; the
 *    organization admins and the engagement's owners who may approve (organization admins, managers
 *    with Manage Engagement) hear once per run, one mail each listing the talents and engagements.
 *    The rows are read again and marked in one transaction before any mail (a run that marked them first wins).
 *
 * Like engagementDates, the job is the system (ARCHITECTURE.md's named exceptions): it reads with
 * overrideAccess and writes through a user-less request in the server-write context. The super admin's
 * run endpoint triggers the same run.
 */
export interface TimeSheetRemindersResult {
  reminded: number
  escalated: number
}

type Row = Record<string, unknown> & { id: string | number }

const system = { overrideAccess: true, depth: 0 } as const
const REMINDER_DAYS_BEFORE_CLOSE = 2
export const ESCALATE_AFTER_MS = 3 * 24 * 60 * 60 * 1000
const WAITING_STATES = ['pending', 'submitted']
const ESCALATION_BATCH = 500
const KV = 'payload-kv' as CollectionSlug

const idOf = (value: unknown): string | null =>
  value && typeof value === 'object' ? String((value as { id: unknown }).id) : value == null || value === '' ? null : String(value)

/** The period whose talents are reminded on `today` (the organization's day), with its window's last day. */
export function reminderPeriodOn(today: string): { period: PayPeriod; windowLastDay: string } | null {
  const period = previousPayPeriod(payPeriodOf(today))
  const windowLastDay = editWindowLastDay(period, 'talent')
  return today >= addDaysTo(windowLastDay, -REMINDER_DAYS_BEFORE_CLOSE) && today <= windowLastDay ? { period, windowLastDay } : null
}

/** Takes a once-only key; false when a run already took it. */
async function claim(req: PayloadRequest, key: string): Promise<boolean> {
  try {
    await req.payload.db.create({ collection: KV, data: { key, data: { at: now().toISOString() } }, req: {} })
    return true
  } catch (error) {
    if (await req.payload.kv.has(key)) return false
    throw error
  }
}

async function usersById(req: PayloadRequest, ids: string[]): Promise<Map<string, Row>> {
  if (!ids.length) return new Map()
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { email: true, firstName: true, lastName: true, isDeactivated: true, role: true, hasPermissionSendEngagement: true },
    pagination: false,
    req,
    ...system,
  })
  return new Map(docs.map((user) => [String(user.id), user]))
}

async function namesOf(req: PayloadRequest, collection: 'engagements' | 'organizations', ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map()
  const { docs } = await req.payload.find({ collection, where: { id: { in: ids } }, select: { name: true }, pagination: false, req, ...system })
  return new Map(docs.map((doc) => [String(doc.id), String(doc.name ?? '')]))
}

const mailable = (user: Row | undefined): user is Row => Boolean(user && !user.isDeactivated && typeof user.email === 'string' && user.email)

async function send(req: PayloadRequest, to: string, mail: { subject: string; text: string; html: string }): Promise<boolean> {
  try {
    await req.payload.sendEmail({ to, ...mail })
    return true
  } catch (error) {
    req.payload.logger.error({ err: error, to }, 'could not send a time-sheet e-mail')
    return false
  }
}

async function remindOrganization(req: PayloadRequest, organization: Row, period: PayPeriod, windowLastDay: string): Promise<number> {
  const organizationId = String(organization.id)
  const { docs } = await req.payload.find({
    collection: 'time-entries',
    where: {
      and: [
        { organization: { equals: organizationId } },
        { timekeepingDate: { greater_than_equal: period.start } },
        { timekeepingDate: { less_than_equal: period.end } },
        { state: { in: ['open', 'declined'] } },
        { isAdjustive: { not_equals: true } },
      ],
    },
    select: { talent: true, engagement: true, state: true },
    pagination: false,
    req,
    ...system,
  })
  const byTalent = new Map<string, Row[]>()
  for (const entry of docs) {
    const talentId = idOf(entry.talent)
    if (talentId) byTalent.set(talentId, [...(byTalent.get(talentId) ?? []), entry])
  }
  if (!byTalent.size) return 0
  const talents = await usersById(req, [...byTalent.keys()])
  const engagementNames = await namesOf(req, 'engagements', [...new Set(docs.map((entry) => idOf(entry.engagement) ?? ''))].filter(Boolean))
  const url = `${getEnv().appUrl}/time-tracking`
  let reminded = 0
  for (const [talentId, entries] of byTalent) {
    const talent = talents.get(talentId)
    if (!mailable(talent)) continue
    const key = `time-sheet-reminder:${talentId}:${organizationId}:${period.start}`
    if (!(await claim(req, key))) continue
    const mail = timeSheetReminderMail({
      talentFirstName: String(talent.firstName ?? ''),
      organizationName: String(organization.name ?? ''),
      period,
      windowLastDay,
      openCount: entries.filter((entry) => entry.state === 'open').length,
      declinedCount: entries.filter((entry) => entry.state === 'declined').length,
      engagementNames: [...new Set(entries.map((entry) => engagementNames.get(idOf(entry.engagement) ?? '') ?? ''))].filter(Boolean).sort(),
      url,
    })
    if (await send(req, String(talent.email), mail)) reminded += 1
    else await req.payload.kv.delete(key)
  }
  return reminded
}

/** Marks up to a batch of long-waiting entries escalated (only those still unmarked); answers the marked rows. */
async function markEscalated(req: PayloadRequest, cutoff: string): Promise<Row[]> {
  const { docs: due } = await req.payload.find({
    collection: 'time-entries',
    where: { and: [{ state: { in: WAITING_STATES } }, { submittedAt: { less_than: cutoff } }, { escalatedAt: { exists: false } }] },
    select: ID_ONLY,
    sort: 'submittedAt',
    limit: ESCALATION_BATCH,
    pagination: false,
    req,
    ...system,
  })
  if (!due.length) return []
  const systemReq = await createLocalReq({ context: { ...serverWriteContext } }, req.payload)
  return withTransaction(systemReq, async () => {
    // Read again inside the transaction: a run that marked them first wins.
    const { docs: still } = await req.payload.find({
      collection: 'time-entries',
      where: { and: [{ id: { in: due.map((doc) => doc.id) } }, { escalatedAt: { exists: false } }, { state: { in: WAITING_STATES } }] },
      select: { organization: true, engagement: true, talent: true, timekeepingDate: true, durationMinutes: true },
      pagination: false,
      req: systemReq,
      ...system,
    })
    const escalatedAt = now().toISOString()
    for (const entry of still) {
      await req.payload.update({ collection: 'time-entries', id: entry.id, data: { escalatedAt }, ...writeAs(systemReq, null) })
    }
    return still
  })
}

async function mailApprovers(req: PayloadRequest, entries: Row[]): Promise<void> {
  const engagementIds = [...new Set(entries.map((entry) => idOf(entry.engagement) ?? ''))].filter(Boolean)
  const organizationIds = [...new Set(entries.map((entry) => idOf(entry.organization) ?? ''))].filter(Boolean)
  const { docs: engagements } = await req.payload.find({
    collection: 'engagements',
    where: { id: { in: engagementIds } },
    select: { name: true, owners: true },
    pagination: false,
    req,
    ...system,
  })
  const engagementOf = new Map(engagements.map((doc) => [String(doc.id), doc]))
  const { docs: admins } = await req.payload.find({
    collection: 'users',
    where: { and: [{ role: { equals: 'organization_admin' } }, { organization: { in: organizationIds } }, { isDeactivated: { not_equals: true } }] },
    select: { organization: true },
    pagination: false,
    req,
    ...system,
  })
  const adminsOf = new Map<string, string[]>()
  for (const admin of admins) {
    const organizationId = idOf(admin.organization) ?? ''
    adminsOf.set(organizationId, [...(adminsOf.get(organizationId) ?? []), String(admin.id)])
  }
  const ownerIds = engagements.flatMap((doc) => ((doc.owners as unknown[]) ?? []).map(idOf)).filter((id): id is string => Boolean(id))
  const people = await usersById(req, [...new Set([...ownerIds, ...admins.map((admin) => String(admin.id)), ...entries.map((entry) => idOf(entry.talent) ?? '')])].filter(Boolean))
  const mayApprove = (user: Row | undefined) => mailable(user) && (user.role === 'organization_admin' || (user.role === 'manager' && user.hasPermissionSendEngagement === true))

  // approver -> "talent|engagement" -> the entries
  const byApprover = new Map<string, Map<string, Row[]>>()
  for (const entry of entries) {
    const engagement = engagementOf.get(idOf(entry.engagement) ?? '')
    const approvers = new Set([...(adminsOf.get(idOf(entry.organization) ?? '') ?? []), ...((engagement?.owners as unknown[]) ?? []).map(idOf)])
    for (const approverId of approvers) {
      if (!approverId || !mayApprove(people.get(approverId))) continue
      const lines = byApprover.get(approverId) ?? new Map<string, Row[]>()
      const line = `${idOf(entry.talent)}|${idOf(entry.engagement)}`
      lines.set(line, [...(lines.get(line) ?? []), entry])
      byApprover.set(approverId, lines)
    }
  }
  const url = `${getEnv().appUrl}/time-tracking`
  for (const [approverId, lines] of byApprover) {
    const approver = people.get(approverId)!
    const mail = pendingTimeEscalationMail({
      approverFirstName: String(approver.firstName ?? ''),
      lines: [...lines.values()].map((rows) => {
        const talent = people.get(idOf(rows[0]!.talent) ?? '')
        return {
          talentName: talent ? fullName(talent) : 'A talent',
          engagementName: String(engagementOf.get(idOf(rows[0]!.engagement) ?? '')?.name ?? ''),
          entries: rows.length,
          hours: hoursText(rows.reduce((sum, row) => sum + (Number(row.durationMinutes) || 0), 0)),
          oldestDay: rows.map((row) => String(row.timekeepingDate ?? '')).sort()[0] ?? '',
        }
      }),
      url,
    })
    await send(req, String(approver.email), mail)
  }
}

export async function runTimeSheetReminders(req: PayloadRequest): Promise<TimeSheetRemindersResult> {
  const result: TimeSheetRemindersResult = { reminded: 0, escalated: 0 }
  const at = now()
  const { docs: organizations } = await req.payload.find({ collection: 'organizations', select: { name: true, timeZone: true }, pagination: false, req, ...system })
  for (const organization of organizations) {
    const zone = typeof organization.timeZone === 'string' && organization.timeZone ? organization.timeZone : DEFAULT_ORGANIZATION_TIME_ZONE
    const due = reminderPeriodOn(todayIn(zone, at))
    if (due) result.reminded += await remindOrganization(req, organization, due.period, due.windowLastDay)
  }
  const cutoff = new Date(at.getTime() - ESCALATE_AFTER_MS).toISOString()
  for (;;) {
    const marked = await markEscalated(req, cutoff)
    if (!marked.length) break
    result.escalated += marked.length
    await mailApprovers(req, marked)
  }
  return result
}

export const TIME_SHEET_REMINDERS_QUEUE = 'daily'
/** Every hour, with engagementDates (the daily queue's autoRun runs at the same minute): each organization's midnight is met within the hour. */
export const TIME_SHEET_REMINDERS_CRON = ENGAGEMENT_DATES_CRON

export const timeSheetRemindersTask: TaskConfig<{ input: object; output: TimeSheetRemindersResult }> = {
  slug: 'timeSheetReminders',
  label: 'Remind talents two days before a pay period closes and escalate time waiting more than 3 days for approval',
  schedule: [{ cron: TIME_SHEET_REMINDERS_CRON, queue: TIME_SHEET_REMINDERS_QUEUE }],
  outputSchema: [
    { name: 'reminded', type: 'number', required: true },
    { name: 'escalated', type: 'number', required: true },
  ],
  retries: 2,
  handler: async ({ req }) => ({ output: await runTimeSheetReminders(req) }),
}

export const runTimeSheetRemindersNow = defineEndpoint({
  method: 'post',
  path: '/super_admin/jobs/time-sheet-reminders/run/',
  summary: 'Run the time-sheet job now (reminders before a pay period closes, escalation of time pending more than 3 days); answers how many were reminded and escalated',
  tag: 'Jobs',
  access: ['super_admin'],
  response: z.object({ reminded: z.number().int(), escalated: z.number().int() }),
  handler: ({ req }) => runTimeSheetReminders(req),
})
