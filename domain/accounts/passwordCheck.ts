import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Checking a password against a stored Payload hash, with the same parameters Payload's local strategy
 * uses (payload/dist/auth/strategies/local/generatePasswordSaltHash.js, Payload 3.90): hashes written
 * today are 'pbkdf2-sha256-v1:<hex>' with 600,000 iterations and 32 bytes; older ones are bare hex with
 * 25,000 iterations and 512 bytes (Payload rehashes those at the next sign-in).
 */
export interface PasswordHash {
  salt: string
  hash: string
}

const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'

export function hashParameters(hash: string): { hex: string; iterations: number; keyLength: number } {
  if (hash.startsWith(CURRENT_PREFIX)) return { hex: hash.slice(CURRENT_PREFIX.length), iterations: 600_000, keyLength: 32 }
  return { hex: hash, iterations: 25_000, keyLength: 512 }
}

/** Whether `hash` is in the format Payload writes today (an older one is rewritten at the next sign-in). */
export const isCurrentHash = (hash: string): boolean => hash.startsWith(CURRENT_PREFIX)

export function verifyPassword(stored: PasswordHash, password: string): Promise<boolean> {
  const { hex, iterations, keyLength } = hashParameters(stored.hash)
  return new Promise((resolve, reject) =>
    pbkdf2(password, stored.salt, iterations, keyLength, 'sha256', (error, derived) => {
      if (error) return reject(error)
      const expected = Buffer.from(hex, 'hex')
      resolve(derived.length === expected.length && timingSafeEqual(derived, expected))
    }),
  )
}

/** A new salt and hash of `password` in today's format, as Payload's local strategy writes them. */
export function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(32).toString('hex')
  return new Promise((resolve, reject) =>
    pbkdf2(password, salt, 600_000, 32, 'sha256', (error, derived) => (error ? reject(error) : resolve({ salt, hash: `${CURRENT_PREFIX}${derived.toString('hex')}` }))),
  )
}

/**
 * A hash of a random password nobody knows (it was thrown away), in today's format: checking a password
 * against it costs exactly what checking against a real account's hash costs. A constant, so the server
 * does not spend 600,000 iterations at start to make one.
 */
export const DUMMY_PASSWORD_HASH: Readonly<PasswordHash> = Object.freeze({
  salt: '8349d244640ef0f2f5adce360de88e968f3e150b25b5bfc6c789612383621a4d',
  hash: 'pbkdf2-sha256-v1:707b82106d5bd7d63612e81d56c59f1750a5ae2adccb4566aaeea8eecb463d8c',
})

const hasHash = (stored: Partial<PasswordHash> | null | undefined): stored is PasswordHash =>
  typeof stored?.salt === 'string' && typeof stored?.hash === 'string' && stored.salt !== '' && stored.hash !== ''

/**
 * Whether `password` is the account's, doing the same work whether or not there is an account: without
 * one (an unknown e-mail) the password is checked against DUMMY_PASSWORD_HASH and the answer is false.
 * This is what keeps a sign-in with an unknown e-mail as slow as one with a wrong password (OWASP ASVS
 * 2.2 / 6.3.8). `verify` is a parameter so a unit test can see which hash was checked.
 */
export async function passwordMatches(
  account: Partial<PasswordHash> | null | undefined,
  password: string,
  verify: (stored: PasswordHash, password: string) => Promise<boolean> = verifyPassword,
): Promise<boolean> {
  const target = hasHash(account) ? account : DUMMY_PASSWORD_HASH
  const matches = await verify(target, password)
  return matches && target !== DUMMY_PASSWORD_HASH
}
