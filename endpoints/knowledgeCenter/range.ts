/**
 * One byte range of a `Range` header (RFC 9110 14.2) against a file of `size` bytes: the inclusive
 * start and end, 'unsatisfiable' (answer 416), or null when the header is absent or not one we serve
 * (another unit, several ranges, a malformed one): then the whole file is sent, as the RFC allows.
 */
export type ByteRange = { start: number; end: number } | 'unsatisfiable' | null

export function parseByteRange(header: string | null | undefined, size: number): ByteRange {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return null
  // Both groups always take part in a match (each may be empty).
  const [, first, last] = match
  if (first === '' && last === '') return null
  if (first === '') {
    // A suffix: the last N bytes.
    const suffix = Number(last)
    if (!Number.isSafeInteger(suffix) || suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Number(last)
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) return null
  if (start >= size) return 'unsatisfiable'
  if (end < start) return null
  return { start, end: Math.min(end, size - 1) }
}
