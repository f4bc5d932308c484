import { pbkdf2Sync, randomBytes } from 'node:crypto'
import { DUMMY_PASSWORD_HASH, hashParameters, passwordMatches, verifyPassword, type PasswordHash } from '../../domain/accounts/passwordCheck'

/** A hash the way Payload 3.90 writes one today (generatePasswordSaltHash: pbkdf2-sha256, 600,000, 32). */
function payloadHash(password: string): PasswordHash {
  const salt = randomBytes(32).toString('hex')
  return { salt, hash: `pbkdf2-sha256-v1:${pbkdf2Sync(password, salt, 600_000, 32, 'sha256').toString('hex')}` }
}

describe('sign-in does the same work for unknown addresses', () => {
  it('checks an unknown address against the dummy hash, exactly once, and never accepts it', async () => {
    const checked: PasswordHash[] = []
    const spy = async (stored: PasswordHash) => {
      checked.push(stored)
      return true
    }
    expect(await passwordMatches(null, 'Any#Password1', spy)).toBe(false)
    expect(await passwordMatches(undefined, 'Any#Password1', spy)).toBe(false)
    expect(await passwordMatches({ salt: '', hash: '' }, 'Any#Password1', spy)).toBe(false)
    expect(checked).toEqual([DUMMY_PASSWORD_HASH, DUMMY_PASSWORD_HASH, DUMMY_PASSWORD_HASH])
  })

  it('checks a known account against its own hash, exactly once', async () => {
    const account = payloadHash('Right#Password1')
    const checked: PasswordHash[] = []
    const spy = async (stored: PasswordHash, password: string) => {
      checked.push(stored)
      return verifyPassword(stored, password)
    }
    expect(await passwordMatches(account, 'Right#Password1', spy)).toBe(true)
    expect(await passwordMatches(account, 'Wrong#Password1', spy)).toBe(false)
    expect(checked).toEqual([account, account])
  })

  it('makes the dummy hash cost what a real one costs: the same format, iterations and key length as Payload writes', () => {
    const real = hashParameters(payloadHash('x').hash)
    const dummy = hashParameters(DUMMY_PASSWORD_HASH.hash)
    expect({ iterations: dummy.iterations, keyLength: dummy.keyLength }).toEqual({ iterations: real.iterations, keyLength: real.keyLength })
    expect(dummy.iterations).toBe(600_000)
    expect(Buffer.from(dummy.hex, 'hex')).toHaveLength(32)
    expect(DUMMY_PASSWORD_HASH.salt).toMatch(/^[0-9a-f]{64}$/)
  })

  it('reads the older 25,000-iteration hashes Payload accepted before', async () => {
    const salt = 'abc'
    const legacy = { salt, hash: pbkdf2Sync('Old#Password1', salt, 25_000, 512, 'sha256').toString('hex') }
    expect(hashParameters(legacy.hash)).toMatchObject({ iterations: 25_000, keyLength: 512 })
    expect(await verifyPassword(legacy, 'Old#Password1')).toBe(true)
    expect(await verifyPassword(legacy, 'Old#Password2')).toBe(false)
  })
})
