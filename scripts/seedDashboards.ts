import { SETTING_NAMES } from '../contract/featureFlags'
import type { SeedContext } from './seedData'

/**
 * The dashboards' demo data. Savings benchmarks (market rates per hour, cents) for the
 * platforms and areas the demo talents claim (scripts/demoProfiles.ts), so the organization dashboard's
 * savings card shows real figures: a benchmark covers every node under it (domain/dashboards/savings.ts),
 * and an area's own rate wins over its platform's. And the three settings, when a database has none yet
 * (scripts/seedData.ts writes them on a fresh one; this keeps an older one editable on /internal).
 *
 * Not in test servers (NODE_ENV=test): the savings suite sets its own benchmarks and counts what it made.
 */
export const DEMO_BENCHMARKS: readonly { path: string; rateCents: number }[] = [
  { path: 'Epic', rateCents: 165_00 },
  { path: 'Epic > Technical', rateCents: 180_00 },
  { path: 'Epic > Revenue Cycle', rateCents: 155_00 },
  { path: 'Oracle Health (Cerner)', rateCents: 150_00 },
  { path: 'MEDITECH', rateCents: 130_00 },
  { path: 'athenahealth', rateCents: 120_00 },
]

const DEFAULT_SETTINGS: Record<(typeof SETTING_NAMES)[number], string> = { talent_usage_fee: '5', w2_org_markup: '25', w2_talent_markdown: '15' }

export async function seedDashboards({ payload, req }: SeedContext, catalog: Map<string, string>) {
  const write = { overrideAccess: true, depth: 0, req } as const
  const { docs: present } = await payload.find({ collection: 'settings', select: { name: true }, pagination: false, ...write })
  const named = new Set(present.map((doc) => String((doc as { name?: unknown }).name)))
  for (const name of SETTING_NAMES) {
    if (!named.has(name)) await payload.create({ collection: 'settings', data: { name, value: DEFAULT_SETTINGS[name] }, ...write })
  }
  for (const { path, rateCents } of DEMO_BENCHMARKS) {
    const specialization = catalog.get(path)
    if (!specialization) continue
    const { totalDocs } = await payload.count({ collection: 'savings-benchmarks', where: { specialization: { equals: specialization } }, ...write })
    if (!totalDocs) await payload.create({ collection: 'savings-benchmarks', data: { specialization, rateCents }, ...write })
  }
}
