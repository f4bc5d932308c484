import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { createClient, type Client } from '@libsql/client'
import { ApiClient } from '../helpers/apiClient'
import { startTestServer } from '../helpers/testServer'

/**
 * The rich-text data migration (migrations/sanitizeStoredRichText.ts): values stored before the server
 * cleaned rich text are written into the database directly, past every hook, and a production start runs
 * the migration over them. SQLite only: the test needs the same database across two starts, which the
 * PostgreSQL helper does not keep; production.test.ts runs the same migration on PostgreSQL's fresh
 * database, and the code path (Payload's adapter API) is the same for both families.
 */
const MIGRATION = '20261124_080000_sanitize_rich_text'
const PRODUCTION = { NODE_ENV: 'production', SUPERADMIN_EMAIL: 'root@example.com', SUPERADMIN_PASSWORD: 'Root#Pass99', RUN_JOBS: 'false' }
const DIRTY = '<p onclick="alert(1)">Kept<script>alert(2)</script><img src=x onerror=alert(3)></p>'
const CLEAN = '<p>Kept</p>'

describe('the rich-text clean-up migration (sqlite)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'talentgrid-migration-'))
  const databaseFile = path.join(dataDir, 'test.db')
  let database: Client
  afterAll(() => {
    database?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('runs on a production start and cleans every stored rich-text value, leaving clean values and nulls alone', async () => {
    // 1. A production start migrates a fresh database (this migration included) and creates the super admin.
    const first = await startTestServer({ seed: false, dataDir, env: PRODUCTION })
    try {
      await new ApiClient(first.url).signIn('root@example.com', 'Root#Pass99')
    } finally {
      await first.stop()
    }
    database = createClient({ url: `file:${databaseFile}` })
    const applied = await database.execute({ sql: 'SELECT name FROM payload_migrations WHERE name = ?', args: [MIGRATION] })
    expect(applied.rows).toHaveLength(1)

    // 2. Rows as an older version stored them, written past the hooks; the migration is made pending again.
    const userId = String((await database.execute("SELECT id FROM users WHERE email = 'root@example.com'")).rows[0]!.id)
    await database.execute({ sql: 'UPDATE users SET summary = ? WHERE id = ?', args: [DIRTY, userId] })
    const work = { dirty: randomUUID(), clean: randomUUID(), empty: randomUUID() }
    for (const [id, responsibilities] of [[work.dirty, DIRTY], [work.clean, '<ul><li><strong>Clean</strong></li></ul>'], [work.empty, null]] as const) {
      await database.execute({
        sql: "INSERT INTO work_experiences (id, talent_id, position, organization_name, start_period_date, responsibilities, sort_index) VALUES (?, ?, 'Analyst', 'Mercy', '2020-01', ?, 0)",
        args: [id, userId, responsibilities],
      })
    }
    const availability = randomUUID()
    await database.execute({
      sql: "INSERT INTO availabilities (id, talent_id, available_from_date, hours_per_week, note) VALUES (?, ?, '2030-01-01', 10, ?)",
      // Plain text from before the editor: escaped, its line breaks kept.
      args: [availability, userId, 'Evenings & weekends\nonly'],
    })
    const comment = randomUUID()
    await database.execute({
      sql: "INSERT INTO comments (id, comment_text, comment_permission_id, author_id, author_name) VALUES (?, ?, 3, ?, 'Super Admin')",
      args: [comment, '<svg onload=alert(1)><text>x</text></svg><a href="javascript:alert(1)">link</a><b>bold', userId],
    })
    await database.execute({ sql: 'DELETE FROM payload_migrations WHERE name = ?', args: [MIGRATION] })
    database.close()

    // 3. The next production start runs the pending migration.
    const second = await startTestServer({ seed: false, dataDir, env: PRODUCTION })
    await second.stop()

    database = createClient({ url: `file:${databaseFile}` })
    const value = async (sql: string, id: string) => (await database.execute({ sql, args: [id] })).rows[0]![0]
    expect(await value('SELECT summary FROM users WHERE id = ?', userId)).toBe(CLEAN)
    expect(await value('SELECT responsibilities FROM work_experiences WHERE id = ?', work.dirty)).toBe(CLEAN)
    expect(await value('SELECT responsibilities FROM work_experiences WHERE id = ?', work.clean)).toBe('<ul><li><strong>Clean</strong></li></ul>')
    expect(await value('SELECT responsibilities FROM work_experiences WHERE id = ?', work.empty)).toBeNull()
    expect(await value('SELECT note FROM availabilities WHERE id = ?', availability)).toBe('Evenings &amp; weekends<br />only')
    expect(await value('SELECT comment_text FROM comments WHERE id = ?', comment)).toBe('link<b>bold</b>')
    expect((await database.execute({ sql: 'SELECT name FROM payload_migrations WHERE name = ?', args: [MIGRATION] })).rows).toHaveLength(1)
    // The super admin's sessions and password are other columns and tables: the migration left them alone.
    expect((await database.execute({ sql: 'SELECT hash FROM users WHERE id = ?', args: [userId] })).rows[0]![0]).toBeTruthy()
  }, 240_000)
})
