import { randomUUID } from 'node:crypto'
import { createLocalReq, getPayload } from 'payload'
import config from '../payload.config'
import { ratesOfEngagement } from '../domain/timeSheets/context'
import { addDaysTo, payPeriodOf } from '../domain/timeSheets/payPeriods'
import { insertTimeEntries, moneyOf, type TimeEntryRow } from '../scripts/seedTimeSheets'

/**
 * The time-sheet benchmark's data (bench/timeSheets.ts): BENCH_TIME_ENTRIES approved entries of
 * Northwind, written straight into the database of a stopped, seeded server (DATABASE_URL, DATA_DIR in
 * the environment) through the seed's bulk insert (scripts/seedTimeSheets.ts insertTimeEntries: the
 * adapter's Drizzle table, 500 rows an INSERT). Spread over Northwind's engagements that have a talent
 * and every day of the BENCH_DAYS before BENCH_LAST_DAY, several rows a day (the 24-hour rule is the
 * API's, not the table's), money from the engagements' frozen rates with costOf. Benchmark only.
 */
const COUNT = Number(process.env.BENCH_TIME_ENTRIES ?? 100_000)
const DAYS = Number(process.env.BENCH_DAYS ?? 730)
const LAST_DAY = process.env.BENCH_LAST_DAY!
const MINUTES = [480, 450, 240, 510, 360, 420]

const payload = await getPayload({ config })
const req = await createLocalReq({}, payload)
const system = { overrideAccess: true, depth: 0, pagination: false, req } as const
const { docs: organizations } = await payload.find({ collection: 'organizations', where: { name: { equals: 'Northwind Health System' } }, ...system })
const organization = String(organizations[0]!.id)
const { docs: reviewers } = await payload.find({ collection: 'users', where: { email: { equals: 'manager@northwind.example' } }, ...system })
const reviewer = String(reviewers[0]!.id)
const { docs: engagements } = await payload.find({
  collection: 'engagements',
  where: { and: [{ organization: { equals: organization } }, { talent: { exists: true } }, { status: { in: ['active', 'terminated', 'expired', 'accepted'] } }] },
  select: { talent: true },
  ...system,
})
if (!engagements.length) throw new Error('no Northwind engagement with a talent to log time on')
const rates = await Promise.all(engagements.map((engagement) => ratesOfEngagement(req, String(engagement.id))))

const rows: TimeEntryRow[] = []
for (let i = 0; i < COUNT; i++) {
  const which = i % engagements.length
  const day = addDaysTo(LAST_DAY, -(Math.floor(i / engagements.length) % DAYS))
  const minutes = MINUTES[i % MINUTES.length]!
  const at = `${addDaysTo(day, 1)}T15:00:00.000Z`
  rows.push({
    id: randomUUID(),
    engagement: String(engagements[which]!.id),
    organization,
    talent: String(engagements[which]!.talent),
    purchaseOrder: null,
    timekeepingDate: day,
    bookedPeriodStart: payPeriodOf(day).start,
    durationMinutes: minutes,
    state: 'approved',
    isAdjustive: false,
    parent: null,
    adjustmentSource: null,
    deltaMinutes: null,
    costDeltaCents: null,
    costTalentFeeIncludedDeltaCents: null,
    payDeltaCents: null,
    ...moneyOf(minutes, rates[which]!),
    talentComment: i % 7 === 0 ? `Build ticket ${i}: order sets and preference lists` : null,
    clientComment: null,
    description: null,
    enteredAt: at,
    submittedAt: at,
    reviewedAt: `${addDaysTo(day, 3)}T16:00:00.000Z`,
    reviewedBy: reviewer,
    escalatedAt: null,
    exportedAt: null,
    exportTask: null,
    createdAt: at,
    updatedAt: at,
  })
}
await insertTimeEntries(payload, req, rows)
console.log(`inserted ${COUNT} time entries`)
process.exit(0)
