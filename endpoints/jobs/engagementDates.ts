import { createLocalReq, type PayloadRequest, type TaskConfig, type Where } from 'payload'
import { z } from 'zod'
import { serverWriteContext } from '../../access/serverWrites'
import { DEFAULT_ORGANIZATION_TIME_ZONE } from '../../contract/organizations'
import { nextStatus, type EngagementAction, type EngagementStatus } from '../../contract/engagements/status'
import { now, todayIn } from '../../domain/clock'
import { applyMove } from '../../domain/engagements/moves'
import { engagementExpiredMail, engagementStartedMail, type EngagementDateMailFacts } from '../../mail/engagementDateMails'
import { getEnv } from '../../server/env'
import { defineEndpoint, withTransaction } from '../http'

/**
 * The daily engagement-dates job: on each organization's calendar
 * day (in its own time zone), an accepted engagement whose start day has come becomes active, and an active one whose end day
 * has passed becomes expired (an extension still waiting lapses with it). Each move is one transaction:
 * the status read again (a run that moved it first wins), the update, and its `status_change` history
 * event with no actor (the system). After the
 * commit every owner hears once per move ('<name> has started' / '<name> has expired').
 *
 * Idempotent: a second run on the same day finds nothing left to move. Starts run before expiries, so an
 * accepted engagement whose whole period passed while the job did not run starts and then expires (two
 * events, two mails), the same history a daily run would have written.
 *
 * The job is the system (ARCHITECTURE.md's named exceptions, like document expiry): it reads with
 * overrideAccess (no user exists to read as), and writes through a user-less request with the
 * server-write context, so the collections' own write rules (access/engagements.ts serverWritesFor:
 * "no user = the system") still decide. The super admin's run endpoint only triggers this same run:
 * the super admin makes no engagement moves (contract/engagements/status.ts).
 */
export interface EngagementDatesResult {
  started: number
  expired: number
}

type Row = Record<string, unknown> & { id: string | number }

const system = { overrideAccess: true, depth: 0 } as const
const idOf = (value: unknown): string | null =>
  value && typeof value === 'object' ? String((value as { id: unknown }).id) : value == null || value === '' ? null : String(value)

interface DateMove {
  action: Extract<EngagementAction, 'start' | 'expire'>
  from: EngagementStatus
  /** The engagements due on `today`. */
  due: (today: string) => Where
}

const MOVES: readonly DateMove[] = [
  { action: 'start', from: 'accepted', due: (today): Where => ({ and: [{ status: { equals: 'accepted' } } as Where, { startDate: { less_than_equal: today } } as Where] }) },
  { action: 'expire', from: 'active', due: (today): Where => ({ and: [{ status: { equals: 'active' } } as Where, { endDate: { less_than: today } } as Where] }) },
]

/** Organizations grouped by the calendar day it is for them now. */
async function organizationsByDay(req: PayloadRequest): Promise<Map<string, string[]>> {
  const { docs } = await req.payload.find({ collection: 'organizations', select: { timeZone: true }, pagination: false, req, ...system })
  const byDay = new Map<string, string[]>()
  const at = now()
  for (const organization of docs) {
    // Each organization's own zone (`organizations.timeZone`).
    const zone = typeof organization.timeZone === 'string' && organization.timeZone ? organization.timeZone : DEFAULT_ORGANIZATION_TIME_ZONE
    const today = todayIn(zone, at)
    byDay.set(today, [...(byDay.get(today) ?? []), String(organization.id)])
  }
  return byDay
}

/**
 * Moves one engagement in its own transaction with the shared move (domain/engagements/moves.ts
 * applyMove: no user = the system; the update and its status_change event). False when another run
 * moved it first: the status is read again inside the transaction.
 */
async function moveOne(req: PayloadRequest, engagement: Row, move: DateMove): Promise<boolean> {
  // A request without a user: the collections' write access sees the system (server-write context).
  const systemReq = await createLocalReq({ context: { ...serverWriteContext } }, req.payload)
  return withTransaction(systemReq, async () => {
    const current = (await req.payload.findByID({ collection: 'engagements', id: engagement.id, req: systemReq, ...system, disableErrors: true }))
    if (current?.status !== move.from) return false
    const to = nextStatus(move.from, move.action, 'system')
    if (!to.ok) return false
    const data: Record<string, unknown> = {}
    const changes: Record<string, { old: unknown; new: unknown }> = { status: { old: move.from, new: to.status } }
    const waiting = current.pendingExtension as { endDate?: unknown } | null | undefined
    if (move.action === 'expire' && waiting?.endDate) {
      data.pendingExtension = { endDate: null, termsText: null, sentAt: null, sentBy: null }
      changes.pendingExtension = { old: waiting.endDate, new: null }
    }
    await applyMove(systemReq, null, current, move.action, { data, changes })
    return true
  })
}

/** Every owner of each moved engagement, once per move. A failed mail is logged; the move stands. */
async function mailOwners(req: PayloadRequest, moved: { engagement: Row; action: DateMove['action'] }[]) {
  if (!moved.length) return
  const userIds = [...new Set(moved.flatMap(({ engagement }) => [...((engagement.owners as unknown[]) ?? []).map(idOf), idOf(engagement.talent)]))].filter(
    (id): id is string => Boolean(id),
  )
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { in: userIds } },
    select: { email: true, firstName: true, lastName: true, isDeactivated: true },
    pagination: false,
    req,
    ...system,
  })
  const users = new Map(docs.map((user) => [String(user.id), user]))
  const appUrl = getEnv().appUrl
  for (const { engagement, action } of moved) {
    const talent = users.get(idOf(engagement.talent) ?? '')
    const talentName = talent ? `${String(talent.firstName ?? '')} ${String(talent.lastName ?? '')}`.trim() : 'the talent'
    for (const ownerId of new Set(((engagement.owners as unknown[]) ?? []).map(idOf))) {
      const owner = users.get(ownerId ?? '')
      if (!owner || owner.isDeactivated || !owner.email) continue
      const facts: EngagementDateMailFacts = {
        ownerFirstName: String(owner.firstName ?? ''),
        engagementName: String(engagement.name),
        talentName,
        startDate: String(engagement.startDate ?? ''),
        endDate: String(engagement.endDate ?? ''),
        url: `${appUrl}/engagements/${engagement.id}`,
      }
      const mail = action === 'start' ? engagementStartedMail(facts) : engagementExpiredMail(facts)
      try {
        await req.payload.sendEmail({ to: String(owner.email), ...mail })
      } catch (error) {
        req.payload.logger.error({ err: error, engagement: engagement.id, action }, 'could not e-mail an engagement owner')
      }
    }
  }
}

export async function runEngagementDates(req: PayloadRequest): Promise<EngagementDatesResult> {
  const result: EngagementDatesResult = { started: 0, expired: 0 }
  const byDay = await organizationsByDay(req)
  for (const move of MOVES) {
    const moved: { engagement: Row; action: DateMove['action'] }[] = []
    for (const [today, organizationIds] of byDay) {
      // Ids first, then one engagement at a time: a move takes it out of the query, so paging over the
      // live result would skip rows.
      const { docs } = await req.payload.find({
        collection: 'engagements',
        where: { and: [{ organization: { in: organizationIds } }, move.due(today)] },
        select: { name: true, organization: true, talent: true, owners: true, startDate: true, endDate: true, pendingExtension: true },
        sort: 'createdAt',
        pagination: false,
        req,
        ...system,
      })
      for (const engagement of docs) {
        if (await moveOne(req, engagement, move)) moved.push({ engagement, action: move.action })
      }
    }
    if (move.action === 'start') result.started = moved.length
    else result.expired = moved.length
    await mailOwners(req, moved)
  }
  return result
}

export const ENGAGEMENT_DATES_QUEUE = 'daily'
/** Every hour: each organization's midnight is met within the hour, whatever its zone. */
export const ENGAGEMENT_DATES_CRON = '5 * * * *'

export const engagementDatesTask: TaskConfig<{ input: object; output: EngagementDatesResult }> = {
  slug: 'engagementDates',
  label: 'Start accepted engagements on their start day and expire active ones after their end day',
  schedule: [{ cron: ENGAGEMENT_DATES_CRON, queue: ENGAGEMENT_DATES_QUEUE }],
  outputSchema: [
    { name: 'started', type: 'number', required: true },
    { name: 'expired', type: 'number', required: true },
  ],
  retries: 2,
  handler: async ({ req }) => ({ output: await runEngagementDates(req) }),
}

export const runEngagementDatesNow = defineEndpoint({
  method: 'post',
  path: '/super_admin/jobs/engagement-dates/run/',
  summary: 'Run the daily engagement-dates job now (accepted -> active on the start day, active -> expired after the end day); answers how many moved',
  tag: 'Jobs',
  access: ['super_admin'],
  response: z.object({ started: z.number().int(), expired: z.number().int() }),
  handler: ({ req }) => runEngagementDates(req),
})
