import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { findControlCharacters, hasControlCharacters, multilineText, text } from '../../contract/fields'
import { messages } from '../../contract/messages'
import { pageQuery } from '../../endpoints/pagination'

/**
 * The text rule of contract/fields.ts (control characters and lone surrogates are refused, never cut;
 * multi-line text keeps tab and line breaks) and the product's wording for every bound a schema states
 * without a message: no library sentence ('Too big: expected number to be <=100') reaches a client.
 */
describe('control characters', () => {
  const refused = ['So\u0000fia', 'So\u001bfia', 'So\u007ffia', 'So\u0085fia', 'So\u009ffia', 'So\ud800fia', 'So\udfffia', '\udc00Sofia', 'Sofia\ud83d']
  const lines = ['Line one\nLine two', 'Tab\there', 'Windows\r\nline']

  it('refuses C0, DEL, C1 and lone surrogates in every text; keeps tab and line breaks only on many lines', () => {
    for (const value of refused) {
      expect({ value, single: hasControlCharacters(value, 'single'), multi: hasControlCharacters(value, 'multi') }).toEqual({ value, single: true, multi: true })
    }
    for (const value of lines) {
      expect({ value, single: hasControlCharacters(value, 'single'), multi: hasControlCharacters(value, 'multi') }).toEqual({ value, single: true, multi: false })
    }
    for (const value of ['Sofía Martínez', 'Zoë 🙂 Đặng', '東京', 'O’Brien — “quoted”', '\u00a0non-breaking', '']) {
      expect({ value, single: hasControlCharacters(value, 'single'), multi: hasControlCharacters(value, 'multi') }).toEqual({ value, single: false, multi: false })
    }
  })

  it('text() and multilineText() refuse with the product’s message and never cut or trim the value first', () => {
    for (const value of refused) {
      const single = text().trim().max(30).safeParse(value)
      expect(single.success ? single.data : single.error.issues.map((issue) => issue.message)).toEqual([messages.controlCharacters])
      const multi = multilineText().safeParse(value)
      expect(multi.success ? multi.data : multi.error.issues.map((issue) => issue.message)).toEqual([messages.controlCharacters])
    }
    // A vertical tab or form feed at the edge would be trimmed away silently; it is refused instead.
    expect(text().trim().safeParse('Sofia\u000b').success).toBe(false)
    expect(text().safeParse('Sofia\n').success).toBe(false)
    for (const value of lines) expect(multilineText().parse(value)).toBe(value)
  })

  it('finds the first bad string anywhere in a parsed body: values, list items, nested objects and keys', () => {
    expect(findControlCharacters({ firstName: 'Sofia', city: 'Mad\u0000ison' })).toEqual(['city'])
    expect(findControlCharacters({ ids: ['a', 'b\u007f'] })).toEqual(['ids', '1'])
    expect(findControlCharacters({ answers: [{ text: 'ok\ud800' }] })).toEqual(['answers', '0', 'text'])
    expect(findControlCharacters({ 'na\u0000me': 'x' })).toEqual(['na\u0000me'])
    expect(findControlCharacters({ text: 'two\nlines\tand a tab', count: 3, file: new Blob(['\u0000']) })).toBeNull()
  })
})

/** Every exported zod schema of contract/ (and the page query), parsed with values out of every range. */
function contractSchemas(): [string, z.ZodType][] {
  const root = path.join(__dirname, '../../contract')
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) walk(full)
      else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) files.push(full)
    }
  }
  walk(root)
  const found: [string, z.ZodType][] = [['pageQuery', pageQuery]]
  for (const file of files) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const module = require(file) as Record<string, unknown>
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof z.ZodType) found.push([`${path.relative(root, file)}:${name}`, value])
    }
  }
  return found
}

function hostileInputs(schema: z.ZodType): unknown[] {
  const keys = (() => {
    const def = schema._zod.def as { type: string; shape?: Record<string, unknown>; in?: z.ZodType }
    if (def.type === 'object') return Object.keys(def.shape ?? {})
    if (def.type === 'pipe' && def.in?._zod.def.type === 'object') return Object.keys((def.in._zod.def as unknown as { shape: Record<string, unknown> }).shape)
    return []
  })()
  const values: unknown[] = [10 ** 12, -(10 ** 12), 0, 1.5, '', 'x'.repeat(100_001), '9'.repeat(30), 'not-a-value', [], new Array(300).fill('x'), {}, true]
  return [undefined, null, 'text', 10 ** 12, -1, [], {}, ...values.map((value) => Object.fromEntries(keys.map((key) => [key, value])))]
}

describe('the product’s wording for bounds and types', () => {
  it('page_size over 100 reads like the contract’s other messages', () => {
    const answer = pageQuery.safeParse({ pageSize: '101' })
    expect(answer.success ? null : answer.error.issues.map((issue) => issue.message)).toEqual(['Ensure this value is less than or equal to 100.'])
  })

  it('no contract schema answers with a library sentence', () => {
    const library = /^(Too big|Too small|Invalid |Unrecognized key)/
    const schemas = contractSchemas()
    expect(schemas.length).toBeGreaterThan(100)
    const offenders = new Set<string>()
    for (const [name, schema] of schemas) {
      for (const input of hostileInputs(schema)) {
        let result: ReturnType<z.ZodType['safeParse']>
        try {
          result = schema.safeParse(input)
        } catch {
          continue // an async refinement: not reached by a synchronous parse
        }
        if (result.success) continue
        for (const issue of result.error.issues) if (library.test(issue.message)) offenders.add(`${name}: ${issue.message}`)
      }
    }
    expect([...offenders]).toEqual([])
  })
})
