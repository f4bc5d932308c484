import { randomUUID } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { now } from '../domain/clock'
import { organizationDay, ratesOfEngagement, type EngagementRates } from '../domain/timeSheets/context'
import {
  addDaysTo,
  editWindowLastDay,
  payPeriodOf,
  periodLabel,
  previousPayPeriod,
} from '../domain/timeSheets/payPeriods'
import { costOf } from '../domain/timeSheets/timeMath'
import { sqlTransaction, type SqlAdapter } from './seedCatalog'
import type { SeedContext } from './seedData'

/**
 * A few months of time for the demo engagements of scripts/seedEngagements.ts (the active,
 * terminated and expired ones), in every state, relative to the clock's today in each organization's
 * zone and computed with the real rules (payPeriodOf and the windows, ratesOfEngagement, costOf):
 * - the current period: submitted (pending) up to two days ago, open since; a "late" talent's all open;
 * - the grace period (the talent window still open): pending, a "late" talent's open, and one declined
 *   entry with the organization's comment on "Epic Resolute HB claims optimization";
 * - closed periods: approved (reviewed by the owner), one declined entry with a comment per
 *   declining engagement, and the period three before the current one exported (a done payroll-export task);
 * - adjustments: a talent's request (submitted, +1:00) on a closed day and an organization's correction
 *   (approved, -1:00) of an exported entry, both booked into the period current when they were made.
 * Which talents are "late" is fixed by engagement (HABITS), so a test server on a reminder day knows who
 * hears from the daily job (tests/api/timeSheetReminders.test.ts). Weekdays only, up to yesterday.
 *
 * Seeded in test servers too, like the engagements. Written in bulk through the adapter (SQL: a few
 * multi-row INSERTs in the seed's transaction, as scripts/seedCatalog.ts; bench/timeSheets.ts uses the
 * same insert), so no hook runs: the rows are made complete here.
 */

type Habit = 'punctual' | 'late' | 'declines'
const HABITS: Record<string, Habit> = {
  'Clarity report writing sprint': 'late',
  'Epic ClinDoc super-user training': 'late',
  'Epic Resolute HB claims optimization': 'declines',
}
/** Engagements with a talent's adjustment request / an organization's correction. */
const TALENT_ADJUSTS = new Set(['Epic Willow Inpatient pharmacy build', 'Epic OpTime perioperative build'])
const ORGANIZATION_ADJUSTS = new Set(['Epic Willow Inpatient pharmacy build', 'Epic Tapestry claims analyst'])
const HISTORY_DAYS = 90
const DECLINE_COMMENT = 'Please split these hours between the build and the testing tickets, then submit again.'
/** Minutes by weekday (Monday first): a lived-in week, not a flat 8:00. */
const DAY_MINUTES = [480, 510, 450, 480, 420]

export interface TimeEntryRow {
  id: string
  engagement: string
  organization: string
  talent: string
  purchaseOrder: string | null
  timekeepingDate: string
  bookedPeriodStart: string
  durationMinutes: number
  state: 'open' | 'pending' | 'submitted' | 'approved' | 'declined'
  isAdjustive: boolean
  parent: string | null
  adjustmentSource: 'talent' | 'organization' | null
  deltaMinutes: number | null
  costDeltaCents: number | null
  costTalentFeeIncludedDeltaCents: number | null
  payDeltaCents: number | null
  hourlyFeeCents: number
  hourlyFeeWithoutTalentFeeCents: number
  talentPayCents: number
  costCents: number
  costTalentFeeIncludedCents: number
  payCents: number
  talentComment: string | null
  clientComment: string | null
  description: string | null
  enteredAt: string
  submittedAt: string | null
  reviewedAt: string | null
  reviewedBy: string | null
  escalatedAt: string | null
  exportedAt: string | null
  exportTask: string | null
  createdAt: string
  updatedAt: string
}

/** The money of `minutes` at the engagement's frozen rates, each rounded once (costOf). */
export function moneyOf(minutes: number, rates: EngagementRates) {
  return {
    hourlyFeeCents: rates.hourlyFeeCents,
    hourlyFeeWithoutTalentFeeCents: rates.hourlyFeeWithoutTalentFeeCents,
    talentPayCents: rates.talentPayCents,
    costCents: costOf(minutes, rates.hourlyFeeWithoutTalentFeeCents),
    costTalentFeeIncludedCents: costOf(minutes, rates.hourlyFeeCents),
    payCents: costOf(minutes, rates.talentPayCents),
  }
}

/**
 * Inserts complete rows (parents before their adjustments) in the caller's transaction: multi-row
 * INSERTs on the SQL adapters, in chunks under SQLite's bound-parameter limit; one adapter create per row
 * elsewhere. No hooks, no access: for the seed and the benchmark only.
 */
export async function insertTimeEntries(payload: Payload, req: PayloadRequest, rows: TimeEntryRow[]): Promise<void> {
  const drizzle = await sqlTransaction(payload, req)
  if (drizzle) {
    const table = (payload.db as unknown as SqlAdapter).tables.time_entries
    for (let start = 0; start < rows.length; start += 500) await drizzle.insert(table).values(rows.slice(start, start + 500))
    return
  }
  const real = new Map<string, string>()
  for (const { id, parent, ...row } of rows) {
    const created = await payload.db.create({ collection: 'time-entries', data: { ...row, parent: parent ? real.get(parent) : null }, req })
    real.set(id, String(created.id))
  }
}

type Doc = Record<string, unknown> & { id: string | number }
const idOf = (value: unknown): string | null => (value && typeof value === 'object' ? String((value as { id: unknown }).id) : value ? String(value) : null)

export async function seedTimeSheets(context: SeedContext) {
  const { payload, req, accounts } = context
  const read = { overrideAccess: true, depth: 0, req, pagination: false } as const
  const rows: TimeEntryRow[] = []
  const clock = now()
  const stamp = (day: string, hour: number) => {
    const at = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00.000Z`)
    return (at > clock ? clock : at).toISOString()
  }

  for (const domain of ['northwind.example', 'lakeside.example']) {
    const admin = accounts.get(`admin@${domain}`)!
    const organization = admin.organization!
    const { today } = await organizationDay(req, organization)
    const current = payPeriodOf(today)
    const previous = previousPayPeriod(current)
    const graceOpen = today <= editWindowLastDay(previous, 'talent')
    const exported = previousPayPeriod(previousPayPeriod(previous))
    const task = await payload.create({
      collection: 'tasks',
      data: {
        kind: 'payroll-export',
        label: `Payroll report ${periodLabel(exported)}`,
        status: 'done',
        progress: 100,
        requestedBy: admin.id,
        organization,
        params: { periodStart: exported.start, format: 'csv' },
        attempts: 1,
        startedAt: stamp(addDaysTo(exported.end, 8), 15),
        finishedAt: stamp(addDaysTo(exported.end, 8), 15),
      } as never,
      overrideAccess: true,
      depth: 0,
      req,
    })
    const exportedAt = stamp(addDaysTo(exported.end, 8), 15)

    const { docs: engagements } = await payload.find({
      collection: 'engagements',
      where: { and: [{ organization: { equals: organization } }, { status: { in: ['active', 'terminated', 'expired'] } }] },
      select: { name: true, talent: true, owners: true, startDate: true, endDate: true, status: true, terminatedByManagerAt: true },
      sort: 'name',
      ...read,
    })
    for (const engagement of engagements as unknown as Doc[]) {
      const engagementId = String(engagement.id)
      const talent = idOf(engagement.talent)
      if (!talent || typeof engagement.startDate !== 'string' || typeof engagement.endDate !== 'string') continue
      const name = String(engagement.name)
      const habit = HABITS[name] ?? 'punctual'
      const reviewer = idOf((engagement.owners as unknown[] | undefined)?.[0]) ?? admin.id
      const rates = await ratesOfEngagement(req, engagementId)
      const { docs: assigned } = await payload.find({ collection: 'engagement-purchase-orders', where: { engagement: { equals: engagementId } }, select: { purchaseOrder: true }, sort: 'createdAt', ...read })
      const purchaseOrder = idOf((assigned as unknown as Doc[])[0]?.purchaseOrder)
      const terminatedOn = typeof engagement.terminatedByManagerAt === 'string' ? engagement.terminatedByManagerAt.slice(0, 10) : null
      const last = [engagement.endDate, addDaysTo(today, -1), terminatedOn ?? '9999-12-31'].sort()[0]!
      let day = [engagement.startDate, addDaysTo(today, -HISTORY_DAYS)].sort().at(-1)!
      const declinedPeriods = new Set<string>()
      const mine: TimeEntryRow[] = []
      for (; day <= last; day = addDaysTo(day, 1)) {
        const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7
        if (weekday > 4) continue
        const period = payPeriodOf(day)
        const minutes = DAY_MINUTES[weekday]!
        const submitted = stamp(addDaysTo(day, 1), 15)
        const row: TimeEntryRow = {
          id: randomUUID(),
          engagement: engagementId,
          organization,
          talent,
          purchaseOrder,
          timekeepingDate: day,
          bookedPeriodStart: period.start,
          durationMinutes: minutes,
          state: 'approved',
          isAdjustive: false,
          parent: null,
          adjustmentSource: null,
          deltaMinutes: null,
          costDeltaCents: null,
          costTalentFeeIncludedDeltaCents: null,
          payDeltaCents: null,
          ...moneyOf(minutes, rates),
          talentComment: null,
          clientComment: null,
          description: null,
          enteredAt: stamp(day, 22),
          submittedAt: submitted,
          reviewedAt: null,
          reviewedBy: null,
          escalatedAt: null,
          exportedAt: null,
          exportTask: null,
          createdAt: stamp(day, 22),
          updatedAt: stamp(day, 22),
        }
        const open = period.start === current.start ? habit === 'late' || day >= addDaysTo(today, -2) : period.start === previous.start && graceOpen && habit === 'late'
        const firstDecline = habit === 'declines' && !declinedPeriods.has(period.start) && (period.start === previous.start || period.start < exported.start)
        if (open) Object.assign(row, { state: 'open', submittedAt: null })
        else if (firstDecline) {
          declinedPeriods.add(period.start)
          Object.assign(row, { state: 'declined', clientComment: DECLINE_COMMENT, reviewedAt: stamp(addDaysTo(day, 2), 14), reviewedBy: reviewer })
        } else if (period.start === current.start || (period.start === previous.start && graceOpen)) row.state = 'pending'
        else {
          Object.assign(row, { reviewedAt: stamp(addDaysTo(period.end, 3), 16), reviewedBy: reviewer })
          if (period.start === exported.start) Object.assign(row, { exportedAt, exportTask: String(task.id) })
        }
        row.updatedAt = row.reviewedAt ?? row.submittedAt ?? row.updatedAt
        mine.push(row)
      }
      rows.push(...mine)
      const adjust = (parent: TimeEntryRow | undefined, source: 'talent' | 'organization', delta: number, madeOn: string) => {
        if (!parent) return
        const minutes = parent.durationMinutes + delta
        const money = moneyOf(minutes, rates)
        rows.push({
          ...parent,
          id: randomUUID(),
          bookedPeriodStart: payPeriodOf(madeOn).start,
          durationMinutes: minutes,
          isAdjustive: true,
          parent: parent.id,
          adjustmentSource: source,
          deltaMinutes: delta,
          costDeltaCents: money.costCents - parent.costCents,
          costTalentFeeIncludedDeltaCents: money.costTalentFeeIncludedCents - parent.costTalentFeeIncludedCents,
          payDeltaCents: money.payCents - parent.payCents,
          ...money,
          state: source === 'talent' ? 'submitted' : 'approved',
          talentComment: source === 'talent' ? 'I left out the evening cut-over call that day.' : null,
          clientComment: null,
          description: source === 'organization' ? 'The lunch break was logged as work time.' : null,
          enteredAt: stamp(madeOn, 15),
          submittedAt: stamp(madeOn, 15),
          reviewedAt: source === 'organization' ? stamp(madeOn, 15) : null,
          reviewedBy: source === 'organization' ? admin.id : null,
          escalatedAt: null,
          exportedAt: null,
          exportTask: null,
          createdAt: stamp(madeOn, 15),
          updatedAt: stamp(madeOn, 15),
        })
      }
      const closedApproved = mine.filter((row) => row.state === 'approved' && row.bookedPeriodStart < previous.start && !row.exportedAt)
      if (TALENT_ADJUSTS.has(name)) adjust(closedApproved.at(-1), 'talent', 60, addDaysTo(today, -1))
      if (ORGANIZATION_ADJUSTS.has(name)) adjust(mine.find((row) => row.exportedAt), 'organization', -60, addDaysTo(today, -2))
    }
  }
  await insertTimeEntries(payload, req, rows)
}
