import { execFile } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { ApiClient, DEMO_PASSWORD, demo } from '../helpers/apiClient'
import { startTestServer, type TestServer } from '../helpers/testServer'
import { FIELD_READERS, READ_ROLES, type ReadRole } from './generatedRestMatrix.fields'

/**
 * Payload's generated REST and the field rules behind every door, generated from the collection configs
 * (docs/decisions/generated-rest-super-admin-only.md):
 * - every collection of the built config x every role x read, create, update, delete through the
 *   generated REST: 401 signed out, 403 for every role but the super admin (who is never answered 5xx),
 *   and nothing changes; the same for bulk (where-based) writes, GraphQL and Payload's auth routes;
 * - through the Local API with overrideAccess:false as each role (what /api/v1 reads with), the field
 *   names of each document at depth 0 equal what is stored less what the role may not read, and no
 *   related document at depth 2 carries a field its reader may not read, per the table in
 *   generatedRestMatrix.fields.ts. A collection or field without a row there fails.
 * One server on one seeded database; the Local API reads a copy of it in a process of its own.
 */
/** Test servers seed no content editor: this suite creates one (the demo seed's address). */
const CONTENT_EDITOR_EMAIL = 'editor@talentgrid.local'
const EMAIL: Record<ReadRole, string> = {
  superAdmin: demo.superAdmin,
  contentEditor: CONTENT_EDITOR_EMAIL,
  organizationAdmin: demo.northwind.admin,
  manager: demo.northwind.manager,
  managerWithoutPermissions: demo.northwind.manager2,
  contact: demo.northwind.contact,
  talent: demo.talent,
}
type Caller = ReadRole | 'signedOut'
const CALLERS: Caller[] = ['signedOut', ...READ_ROLES]
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000'

interface Nested {
  path: string
  id: string
  collection: string
  keys: string[]
}
type Read =
  | {
      status: 'ok'
      docs: {
        id: string
        keys: string[]
        stored: string[]
        nested: Nested[]
      }[]
    }
  | { status: 'forbidden' }
  | { status: 'error'; message: string }
interface Observed {
  fields: Record<string, string[]>
  reads: Record<ReadRole, Record<string, Record<'0' | '2', Read>>>
  /** Each role's user id (a field read 'own' comes only with the reader's own record). */
  self: Record<ReadRole, string>
}

const run = promisify(execFile)
let server: TestServer
let observed: Observed
const clients = {} as Record<Caller, ApiClient>

/** The Local API's reads, on a copy of the seeded database (the server keeps running on the original). */
async function observeLocalApi(): Promise<Observed> {
  const copy = mkdtempSync(path.join(tmpdir(), 'talentgrid-fields-'))
  try {
    for (const suffix of ['', '-wal', '-shm']) {
      const file = path.join(server.dataDir, `test.db${suffix}`)
      if (existsSync(file)) copyFileSync(file, path.join(copy, `test.db${suffix}`))
    }
    const report = path.join(copy, 'fields.json')
    await run(process.execPath, ['--import', 'tsx', 'tests/helpers/localApiFields.ts', JSON.stringify(EMAIL), report], {
      cwd: process.cwd(),
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        DATA_DIR: copy,
        DATABASE_URL: `file:${path.join(copy, 'test.db')}`,
        PAYLOAD_SECRET: 'test-secret-not-for-production',
        APP_URL: server.url,
        LOG_LEVEL: 'warn',
        SEED_ON_EMPTY: 'false',
      },
    })
    const result = JSON.parse(readFileSync(report, 'utf8')) as Observed
    // For diagnosis only (never committed): what each role read.
    mkdirSync(path.join(process.cwd(), 'tests/artifacts'), { recursive: true })
    writeFileSync(path.join(process.cwd(), 'tests/artifacts/generatedRestFields.json'), JSON.stringify(result, null, 1))
    return result
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
}

/** Keys Payload adds to every document it returns (the id, and an auth collection's slug), not fields. */
const IMPLIED = new Set(['id', 'collection'])

const mayRead = (slug: string, field: string, role: ReadRole, docId: string | null) => {
  const readers = FIELD_READERS[slug]?.[field]
  if (readers === 'own') return docId === observed.self[role]
  return readers === 'row' || (Array.isArray(readers) && readers.includes(role))
}

describe("Payload's generated REST and the field rules, from the collection configs", () => {
  beforeAll(async () => {
    // RUN_JOBS off: no scheduled job writes while the database is copied.
    server = await startTestServer({ seed: true, env: { RUN_JOBS: 'false' } })
    const superAdmin = await ApiClient.signedIn(server.url, EMAIL.superAdmin)
    // Test servers seed no content editor (suites create the ones they use).
    const editor = await superAdmin.post('/api/admin/users', { email: EMAIL.contentEditor, firstName: 'Nora', lastName: 'Editor', role: 'content_editor', password: DEMO_PASSWORD })
    if (editor.status !== 201) throw new Error(`content editor not created: ${editor.status} ${JSON.stringify(editor.body)}`)
    clients.signedOut = new ApiClient(server.url)
    await clients.signedOut.get('/api/v1/csrf/')
    for (const role of READ_ROLES) clients[role] = role === 'superAdmin' ? superAdmin : await ApiClient.signedIn(server.url, EMAIL[role])
    // Test servers seed no knowledge center: a question the talent sent and a counted view, so the rows
    // whose fields differ by role (a question's sender, a view count) are read by every role.
    const category = await superAdmin.post('/api/admin/faq-categories', { name: 'Field check', order: 1 })
    const faq = await superAdmin.post('/api/admin/knowledge-center-faqs', { question: 'Field check?', answer: '<p>An answer.</p>', category: category.body.id, audience: 'both', order: 1, status: 'published' })
    const question = await clients.talent.post('/api/v1/faq-feedback/', { message: 'Field check' })
    const view = await clients.talent.post(`/api/v1/talent/knowledge-center-faq/${String(faq.body.id)}/views/`)
    if ([category.status, faq.status, question.status, view.status].join() !== '201,201,201,204')
      throw new Error(`knowledge center rows not made: ${[category.status, faq.status, question.status, view.status].join()}`)
    observed = await observeLocalApi()
  }, 600_000)
  afterAll(async () => {
    await server?.stop()
  })

  it('has a row for every collection and every field of the built config, and none for what is gone', () => {
    const missing: string[] = []
    for (const [slug, fields] of Object.entries(observed.fields)) {
      if (!FIELD_READERS[slug]) missing.push(`${slug} (collection)`)
      else for (const field of fields) if (!(field in FIELD_READERS[slug]!)) missing.push(`${slug}.${field}`)
    }
    const stale: string[] = []
    for (const [slug, fields] of Object.entries(FIELD_READERS)) {
      if (!observed.fields[slug]) stale.push(`${slug} (collection)`)
      else for (const field of Object.keys(fields)) if (!observed.fields[slug]!.includes(field)) stale.push(`${slug}.${field}`)
    }
    expect({ missing, stale }).toEqual({ missing: [], stale: [] })
  })

  it('answers every collection x role x read, create, update, delete: 401 signed out, 403 but for the super admin, nothing changed', async () => {
    const failures: string[] = []
    for (const slug of Object.keys(observed.fields)) {
      const sample = await clients.superAdmin.get(`/api/${slug}?depth=0&limit=1`)
      const id = sample.status === 200 ? ((sample.body.docs?.[0]?.id as string | undefined) ?? NO_SUCH_ID) : NO_SUCH_ID
      await Promise.all(
        CALLERS.map(async (caller) => {
          const client = clients[caller]
          // The super admin changes nothing here: updates and deletes name no record.
          const target = caller === 'superAdmin' ? NO_SUCH_ID : id
          const answers = {
            list: await client.get(`/api/${slug}?depth=0&limit=5`),
            read: await client.get(`/api/${slug}/${id}?depth=0`),
            create: await client.post(`/api/${slug}`, {}),
            update: await client.patch(`/api/${slug}/${target}`, {
              updatedAt: '2001-01-01T00:00:00.000Z',
            }),
            delete: await client.delete(`/api/${slug}/${target}`),
          }
          for (const [operation, answer] of Object.entries(answers)) {
            const expected = caller === 'signedOut' ? 401 : caller === 'superAdmin' ? null : 403
            if (expected === null ? answer.status >= 500 : answer.status !== expected) failures.push(`${caller} ${operation} ${slug}: ${answer.status}`)
            if (expected !== null && !Array.isArray(answer.body?.errors?.nonFieldErrors))
              failures.push(`${caller} ${operation} ${slug}: not the contract's error shape`)
          }
        }),
      )
      if (id !== NO_SUCH_ID) {
        const after = await clients.superAdmin.get(`/api/${slug}/${id}?depth=0`)
        if (after.status !== 200 || after.body.updatedAt === '2001-01-01T00:00:00.000Z') failures.push(`${slug} ${id} changed or gone`)
      }
    }
    expect(failures).toEqual([])
  }, 300_000)

  it("closes GraphQL, globals and Payload's own auth and job routes to every role but the super admin", async () => {
    const routes: [string, string, unknown?][] = [
      ['POST', '/api/graphql', { query: '{ Users { docs { id } } }' }],
      ['GET', '/api/globals/settings'],
      ['GET', '/api/users/me'],
      ['POST', '/api/users/login', { email: demo.talent, password: 'Talentgrid#2026' }],
      ['POST', '/api/users/logout'],
      ['POST', '/api/users/refresh-token'],
      ['POST', '/api/users/forgot-password', { email: demo.talent }],
      ['GET', '/api/access'],
      ['GET', '/api/payload-jobs/run?queue=daily'],
    ]
    const failures: string[] = []
    for (const caller of CALLERS) {
      if (caller === 'superAdmin') continue
      for (const [method, route, body] of routes) {
        const answer = await clients[caller].request(method, route, body)
        const expected = caller === 'signedOut' ? 401 : 403
        if (answer.status !== expected) failures.push(`${caller} ${method} ${route}: ${answer.status}`)
      }
    }
    expect(failures).toEqual([])
    // The talent's session still works: nothing above signed them out.
    expect((await clients.talent.get('/api/v1/user/')).status).toBe(200)
  })

  it('refuses bulk writes to every role but the super admin, whose bulk writes go through the collections’ validation', async () => {
    // Test servers seed no knowledge center: one question and one tutorial to (fail to) delete.
    const category = await clients.superAdmin.post('/api/admin/faq-categories', { name: 'Bulk check', order: 1 })
    const faq = { question: 'Bulk check?', answer: '<p>An answer.</p>', category: category.body.id, audience: 'both', order: 1, status: 'draft' }
    expect((await clients.superAdmin.post('/api/admin/knowledge-center-faqs', faq)).status).toBe(201)
    expect((await clients.superAdmin.post('/api/admin/knowledge-center-videos', { title: 'Bulk check', audience: 'both', order: 1 })).status).toBe(201)
    const faqsBefore = (await clients.superAdmin.get('/api/knowledge-center-faqs?depth=0&limit=0')).body.totalDocs as number
    const videosBefore = (await clients.superAdmin.get('/api/knowledge-center-videos?depth=0&limit=0')).body.totalDocs as number
    expect(faqsBefore).toBeGreaterThan(0)
    expect(videosBefore).toBeGreaterThan(0)
    for (const caller of CALLERS) {
      if (caller === 'superAdmin') continue
      const expected = caller === 'signedOut' ? 401 : 403
      expect([
        caller,
        (
          await clients[caller].patch('/api/users?where[id][exists]=true', {
            state: 'approved',
          })
        ).status,
      ]).toEqual([caller, expected])
      expect([caller, (await clients[caller].delete('/api/knowledge-center-faqs?where[id][exists]=true')).status]).toEqual([caller, expected])
      expect([caller, (await clients[caller].delete('/api/knowledge-center-videos?where[id][exists]=true')).status]).toEqual([caller, expected])
    }
    expect((await clients.superAdmin.get('/api/users?depth=0&limit=0&where[state][equals]=approved')).body.totalDocs).toBe(0)
    expect((await clients.superAdmin.get('/api/knowledge-center-faqs?depth=0&limit=0')).body.totalDocs).toBe(faqsBefore)
    expect((await clients.superAdmin.get('/api/knowledge-center-videos?depth=0&limit=0')).body.totalDocs).toBe(videosBefore)
    // The super admin's bulk write is validated like any other: a state past its 150 characters changes nobody.
    const tooLong = await clients.superAdmin.patch('/api/users?where[id][exists]=true', { state: 'x'.repeat(151) })
    expect(tooLong.status).toBeGreaterThanOrEqual(400)
    expect(tooLong.status).toBeLessThan(500)
    expect((await clients.superAdmin.get(`/api/users?depth=0&limit=0&where[state][equals]=${'x'.repeat(151)}`)).body.totalDocs).toBe(0)
  })

  it.each(READ_ROLES)('reads through the Local API as %s only the fields the table allows, at depth 0 and 2', (role) => {
    const failures: string[] = []
    for (const [slug, byDepth] of Object.entries(observed.reads[role])) {
      for (const depth of ['0', '2'] as const) {
        const read = byDepth[depth]
        if (read.status === 'error') {
          failures.push(`${slug} depth ${depth}: ${read.message}`)
          continue
        }
        if (read.status === 'forbidden') continue
        for (const doc of read.docs) {
          if (depth === '0') {
            const expected = doc.stored.filter((field) => IMPLIED.has(field) || mayRead(slug, field, role, doc.id))
            const extra = doc.keys.filter((key) => !expected.includes(key))
            const lacking = expected.filter((key) => !doc.keys.includes(key))
            if (extra.length || lacking.length)
              failures.push(`${slug} ${doc.id}: reads ${extra.join(', ') || '-'} it may not, lacks ${lacking.join(', ') || '-'}`)
          }
          for (const nested of doc.nested) {
            const hidden = nested.keys.filter((key) => !IMPLIED.has(key) && !mayRead(nested.collection, key, role, nested.id))
            if (hidden.length) failures.push(`${slug} ${doc.id} depth ${depth} ${nested.path} (${nested.collection}): reads ${hidden.join(', ')}`)
          }
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('reads what the contract hides from nobody who may not: no fee or cost to a talent, no time entries to a manager without Manage Engagement or a contact, no rate without View Rate', () => {
    const keysOf = (role: ReadRole, slug: string, depth: '0' | '2') => {
      const read = observed.reads[role][slug]![depth]
      return read.status === 'ok' ? read.docs : []
    }
    const talentEntries = keysOf('talent', 'time-entries', '0')
    expect(talentEntries.length).toBeGreaterThan(0)
    for (const doc of talentEntries) {
      expect(doc.keys).toEqual(expect.arrayContaining(['payCents', 'talentPayCents']))
      for (const hidden of [
        'hourlyFeeCents',
        'costCents',
        'costTalentFeeIncludedCents',
        'hourlyFeeWithoutTalentFeeCents',
        'costDeltaCents',
        'costTalentFeeIncludedDeltaCents',
      ])
        expect(doc.keys).not.toContain(hidden)
    }
    for (const role of ['managerWithoutPermissions', 'contact', 'contentEditor'] as const)
      expect([role, keysOf(role, 'time-entries', '0').length]).toEqual([role, 0])
    expect(keysOf('manager', 'time-entries', '0').length).toBeGreaterThan(0)
    for (const role of ['managerWithoutPermissions', 'contact'] as const) {
      const organizations = keysOf(role, 'organizations', '0')
      expect(organizations.length).toBeGreaterThan(0)
      for (const doc of organizations) expect(doc.keys.filter((key) => key === 'rate' || key === 'tierRate')).toEqual([])
    }
  })
})
