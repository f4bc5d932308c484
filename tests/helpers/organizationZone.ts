import { queryServerDatabase } from './serverDatabase'
import type { TestServer } from './testServer'

/**
 * Sets an organization's time zone (`organizations.timeZone`) in the database of a STOPPED
 * test server (started with keepDatabase), before a server is started on it with `sameDatabaseAs`.
 * Written straight to the database because the API only lets the super admin change it through the
 * console's organization form; the server reads it fresh on its next start, so no
 * cache of a running server is bypassed. Answers the number of rows changed (1 when the name matched).
 */
export async function setOrganizationTimeZone(stopped: TestServer, organizationName: string, timeZone: string): Promise<number> {
  return (await queryServerDatabase(stopped, 'UPDATE organizations SET time_zone = ? WHERE name = ?', [timeZone, organizationName])).rowCount
}
