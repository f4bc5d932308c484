import { parseByteRange } from '../../endpoints/knowledgeCenter/range'

/** Range requests of the knowledge center's tutorial files (RFC 9110 14.2), one range at a time. */
describe('parseByteRange', () => {
  it('reads a closed, an open and a suffix range, clamped to the file', () => {
    expect(parseByteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 })
    expect(parseByteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 })
    expect(parseByteRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 })
    expect(parseByteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 })
    expect(parseByteRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 })
  })

  it('is unsatisfiable past the end, for an empty suffix or an empty file', () => {
    expect(parseByteRange('bytes=100-', 100)).toBe('unsatisfiable')
    expect(parseByteRange('bytes=100-200', 100)).toBe('unsatisfiable')
    expect(parseByteRange('bytes=-0', 100)).toBe('unsatisfiable')
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable')
  })

  it('ignores what it does not serve: no header, other units, several ranges, reversed or malformed ones', () => {
    for (const header of [undefined, '', 'items=0-1', 'bytes=0-1,5-6', 'bytes=9-2', 'bytes=-', 'bytes=a-b'])
      expect(parseByteRange(header, 100)).toBeNull()
  })
})
