import path from 'node:path'
import { createClient } from '@libsql/client'
import pg from 'pg'
import type { TestServer } from './testServer'

/**
 * Sets an organization's time zone (`organizations.timeZone`) in the database of a STOPPED
 * test server (started with keepDatabase), before a server is started on it with `sameDatabaseAs`.
 * Written straight to the database because the API only lets the super admin change it through the
 * console's organization form; the server reads it fresh on its next start, so no
 * cache of a running server is bypassed. Answers the number of rows changed (1 when the name matched).
 */
export async function setOrganizationTimeZone(stopped: TestServer, organizationName: string, timeZone: string): Promise<number> {
  if (stopped.database === 'postgres') {
    const client = new pg.Client({ connectionString: stopped.databaseUrl })
    await client.connect()
    try {
      return (await client.query('UPDATE organizations SET time_zone = $1 WHERE name = $2', [timeZone, organizationName])).rowCount ?? 0
    } finally {
      await client.end()
    }
  }
  const database = createClient({ url: `file:${path.join(stopped.dataDir, 'test.db')}` })
  try {
    return (await database.execute({ sql: 'UPDATE organizations SET time_zone = ? WHERE name = ?', args: [timeZone, organizationName] })).rowsAffected
  } finally {
    database.close()
  }
}
