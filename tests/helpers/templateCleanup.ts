import { rmSync } from 'node:fs'
import { userInfo } from 'node:os'
import { Client } from 'pg'
import { templateDatabasesIn } from './templateDatabase'

/**
 * Drops the PostgreSQL template databases a run made and removes its template folder. Also a command
 * (`node --import tsx tests/helpers/templateCleanup.ts <folder>`) for scripts/test.sh, whose folder
 * outlives each jest run.
 */
export async function removeTemplates(root: string) {
  const names = templateDatabasesIn(root)
  if (names.length && process.env.TEST_DATABASE_URL) {
    const url = new URL(process.env.TEST_DATABASE_URL)
    if (!url.username) url.username = process.env.PGUSER || process.env.USER || userInfo().username
    const client = new Client({ connectionString: url.toString() })
    await client.connect()
    try {
      for (const name of names) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    } finally {
      await client.end()
    }
  }
  rmSync(root, { recursive: true, force: true })
}
