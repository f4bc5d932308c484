import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** One-time tokens for e-mailed links: the raw token goes in the link, only its hash is stored. */
export const newToken = () => randomBytes(24).toString('base64url')
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
