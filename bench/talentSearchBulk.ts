import { randomUUID } from 'node:crypto'
import { getPayload } from 'payload'
import config from '../payload.config'

/**
 * The talent-search benchmark's data (bench/talentSearch.ts): BENCH_TALENTS more approved talents with
 * full profiles — two specializations with a level and a role, an availability window, About Me and a
 * work experience — written straight into the database of a stopped, seeded server through Payload's
 * Drizzle tables (creating them through the API would take longer than the measurement). Their search
 * index rows are built by the server at its next start (ensureTalentSearchProfiles), as after any bulk load.
 */
const COUNT = Number(process.env.BENCH_TALENTS ?? 1_000)
const OFFSET = Number(process.env.BENCH_TALENTS_OFFSET ?? 0)
const CHUNK = 200
const FIRST = ['Ava', 'Ben', 'Cora', 'Dev', 'Ema', 'Finn', 'Gia', 'Hugo', 'Ines', 'Jon', 'Kai', 'Lena']
const LAST = ['Adams', 'Brooks', 'Chen', 'Diaz', 'Evans', 'Ford', 'Garcia', 'Hill', 'Ito', 'Jones', 'Khan', 'Lopez']
const PLACES = [
  ['Madison', 'WI'],
  ['Austin', 'TX'],
  ['Boston', 'MA'],
  ['Denver', 'CO'],
  ['Chicago', 'IL'],
] as const
const WORDS = ['analyst', 'trainer', 'build', 'go-live', 'optimization', 'reporting', 'integration', 'revenue', 'clinical', 'ambulatory']
const LEVELS = ['novice', 'intermediate', 'expert'] as const

const payload = await getPayload({ config })
const system = { overrideAccess: true, depth: 0, pagination: false } as const
const { docs: roles } = await payload.find({
  collection: 'specialization-roles',
  ...system,
})
const nodes = [...new Map(roles.map((role) => [String(role.specialization), String(role.id)])).entries()]
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const db = payload.db as unknown as {
  drizzle: {
    insert: (table: unknown) => {
      values: (rows: unknown[]) => Promise<unknown>
    }
  }
  tables: Record<string, unknown>
}
const stamp = new Date().toISOString()
for (let start = OFFSET; start < OFFSET + COUNT; start += CHUNK) {
  const users: Record<string, unknown>[] = []
  const claims: Record<string, unknown>[] = []
  const claimRoles: Record<string, unknown>[] = []
  const windows: Record<string, unknown>[] = []
  const experiences: Record<string, unknown>[] = []
  for (let i = start; i < Math.min(start + CHUNK, OFFSET + COUNT); i++) {
    const id = randomUUID()
    const [city, state] = PLACES[i % PLACES.length]!
    const words = [WORDS[i % WORDS.length], WORDS[(i * 7) % WORDS.length], WORDS[(i * 3 + 1) % WORDS.length]]
    users.push({
      id,
      email: `bench.talent.${i}@talent.example`,
      firstName: FIRST[i % FIRST.length],
      lastName: `${LAST[(i * 5) % LAST.length]}${i}`,
      role: 'talent',
      city,
      state,
      hourlyRate: 6_000 + (i % 12) * 1_000,
      summary: `<p>Epic ${words.join(' ')} consultant with ${(i % 15) + 2} years of hospital projects.</p>`,
      isTalentApprovedByPlatform: true,
      isDeactivated: false,
      emailConfirmedAt: stamp,
      createdAt: stamp,
      updatedAt: stamp,
    })
    for (const k of [0, 1]) {
      const [node, role] = nodes[(i * 3 + k * 11) % nodes.length]!
      const claim = randomUUID()
      claims.push({
        id: claim,
        talent: id,
        specialization: node,
        expertise: LEVELS[(i + k) % 3],
        createdAt: stamp,
        updatedAt: stamp,
      })
      claimRoles.push({
        order: 1,
        parent: claim,
        path: 'roles',
        'specialization-rolesID': role,
      })
    }
    windows.push({
      id: randomUUID(),
      talent: id,
      availableFromDate: day(1 + (i % 60)),
      availableToDate: i % 3 ? day(90 + (i % 200)) : null,
      hoursPerWeek: 10 + (i % 4) * 10,
      doOnSiteContract: i % 2 === 0,
      doRemoteContract: i % 3 !== 1,
      doToHireContract: false,
      createdAt: stamp,
      updatedAt: stamp,
    })
    experiences.push({
      id: randomUUID(),
      talent: id,
      position: `Senior ${words[0]}`,
      organizationName: 'Mercy Health',
      isPresent: false,
      startPeriodDate: '2018-01',
      endPeriodDate: '2022-06',
      responsibilities: `<p>${words.join(', ')} for the Epic rollout.</p>`,
      sortIndex: 0,
      createdAt: stamp,
      updatedAt: stamp,
    })
  }
  await db.drizzle.insert(db.tables.users).values(users)
  await db.drizzle.insert(db.tables.talent_specializations).values(claims)
  await db.drizzle.insert(db.tables.talent_specializations_rels).values(claimRoles)
  await db.drizzle.insert(db.tables.availabilities).values(windows)
  await db.drizzle.insert(db.tables.work_experiences).values(experiences)
}
console.log(`inserted ${COUNT} talents with profiles`)
process.exit(0)
