import { randomUUID } from 'node:crypto'
import { getPayload } from 'payload'
import config from '../payload.config'
import { nameKey } from '../contract/engagements/name'
import { ENGAGEMENT_STATUSES } from '../contract/engagements/status'

/**
 * The engagements benchmark's data (bench/engagements.ts): BENCH_ENGAGEMENTS engagements of Northwind,
 * written straight into the database of a stopped, seeded server (DATABASE_URL, DATA_DIR in the
 * environment), in every status in turn, each owned by Northwind's manager, with one of the seeded
 * approved talents and the organization's remote library documents. Straight inserts through Payload's
 * Drizzle tables: creating 10,000 through the API would take longer than the measurement itself, and
 * the list reads the rows the same way whoever wrote them. Not for anything but the benchmark.
 */
const COUNT = Number(process.env.BENCH_ENGAGEMENTS ?? 10_000)
const CHUNK = 200

const payload = await getPayload({ config })
const system = { overrideAccess: true, depth: 0, pagination: false } as const
const { docs: organizations } = await payload.find({ collection: 'organizations', where: { name: { equals: 'Northwind Health System' } }, ...system })
const organization = String(organizations[0]!.id)
const { docs: managers } = await payload.find({ collection: 'users', where: { email: { equals: 'manager@northwind.example' } }, ...system })
const owner = String(managers[0]!.id)
const { docs: talents } = await payload.find({ collection: 'users', where: { and: [{ role: { equals: 'talent' } }, { isTalentApprovedByPlatform: { equals: true } }] }, ...system })
const { docs: departments } = await payload.find({ collection: 'departments', where: { organization: { equals: organization } }, ...system })
const { docs: documents } = await payload.find({ collection: 'required-documents', where: { and: [{ organization: { equals: organization } }, { 'places.remote': { equals: true } }] }, ...system })

const db = payload.db as unknown as { drizzle: { insert: (table: unknown) => { values: (rows: unknown[]) => Promise<unknown> } }; tables: Record<string, unknown> }
const stamp = new Date('2026-01-05T15:00:00.000Z').getTime()
for (let start = 0; start < COUNT; start += CHUNK) {
  const rows: Record<string, unknown>[] = []
  const rels: Record<string, unknown>[] = []
  for (let i = start; i < Math.min(start + CHUNK, COUNT); i++) {
    const id = randomUUID()
    const status = ENGAGEMENT_STATUSES[i % ENGAGEMENT_STATUSES.length]!
    const name = `Bench engagement ${String(i).padStart(5, '0')} Epic build`
    const at = new Date(stamp + i * 60_000).toISOString()
    rows.push({
      id,
      name,
      nameKey: nameKey(name),
      organization,
      talent: String(talents[i % talents.length]!.id),
      department: String(departments[i % departments.length]!.id),
      place: 'remote',
      workKind: 'build',
      hoursPerWeek: 40,
      startDate: '2026-02-01',
      endDate: '2026-12-31',
      talentPayRateCents: 10_000,
      hourlyFeeCents: 12_000,
      hourlyFeeWithoutTalentFeeCents: 12_000,
      talentFeeCents: 0,
      talentPayCents: 10_000,
      isAdjustableTimesheets: true,
      isAcknowledgementStatementAccepted: false,
      status,
      sentAt: status === 'draft' ? null : at,
      createdAt: at,
      updatedAt: at,
    })
    rels.push({ order: 1, parent: id, path: 'owners', usersID: owner })
    documents.forEach((document, index) => rels.push({ order: index + 1, parent: id, path: 'requiredDocuments', 'required-documentsID': String(document.id) }))
  }
  await db.drizzle.insert(db.tables.engagements).values(rows)
  await db.drizzle.insert(db.tables.engagements_rels).values(rels)
}
console.log(`inserted ${COUNT} engagements`)
process.exit(0)
