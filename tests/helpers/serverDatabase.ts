import { createClient } from '@libsql/client'
import pg from 'pg'
import type { TestServer } from './testServer'

/**
 * One statement on a test server's own database (SQLite file or PostgreSQL database), for what no API
 * can do: a state only an earlier version or another process writes, or a row read back to see what
 * was stored. Placeholders are `?` for both; PostgreSQL gets them numbered. Safe on a running SQLite
 * server too: the file is shared through SQLite's own locking.
 */
export async function queryServerDatabase(
  server: Pick<TestServer, 'database' | 'databaseUrl'>,
  sql: string,
  args: (string | number | null)[] = [],
): Promise<{ rows: Record<string, unknown>[]; rowCount: number }> {
  if (server.database === 'postgres') {
    const client = new pg.Client({ connectionString: server.databaseUrl })
    await client.connect()
    try {
      let position = 0
      const result = await client.query(sql.replace(/\?/g, () => `$${++position}`), args)
      return { rows: result.rows, rowCount: result.rowCount ?? 0 }
    } finally {
      await client.end()
    }
  }
  const database = createClient({ url: server.databaseUrl })
  try {
    const result = await database.execute({ sql, args })
    return { rows: result.rows as unknown as Record<string, unknown>[], rowCount: result.rowsAffected }
  } finally {
    database.close()
  }
}
