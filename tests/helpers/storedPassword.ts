import { queryServerDatabase } from './serverDatabase'
import type { TestServer } from './testServer'

/**
 * A user's stored password hash, read or written straight in a test server's database: the API never
 * shows a hash, and an older-format hash can only have been written by an earlier Payload.
 */
export async function readStoredHash(server: TestServer, email: string): Promise<{ salt: string; hash: string }> {
  const { rows } = await queryServerDatabase(server, 'SELECT salt, hash FROM users WHERE email = ?', [email])
  return { salt: String(rows[0]?.salt), hash: String(rows[0]?.hash) }
}

export async function writeStoredHash(server: TestServer, email: string, stored: { salt: string; hash: string }): Promise<void> {
  await queryServerDatabase(server, 'UPDATE users SET salt = ?, hash = ? WHERE email = ?', [stored.salt, stored.hash, email])
}
