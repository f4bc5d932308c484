/**
 * Run by tests/api/generatedRestMatrix.test.ts as its own process (tsx, ESM: Payload and the config are
 * ESM with top-level await, the tests are compiled to CommonJS): loads the built config against a copy of
 * the test server's seeded SQLite database (DATABASE_URL), and writes one JSON document to the file argv[3]:
 * - `fields`: every collection slug and its top-level field names (from the sanitized collections);
 * - `reads`: for each role (by e-mail, argv[2] as JSON { role: email }), each collection and depth 0 and 2,
 *   what the Local API with overrideAccess:false returns as that user: the field names of each document,
 *   the field names the same document has when read with overrideAccess (what is stored), and at depth 2
 *   the field names of every populated related document with its collection.
 */
import type { FlattenedField, Payload, SanitizedCollectionConfig } from 'payload'
import { writeFileSync } from 'node:fs'
import { getPayload } from 'payload'
import config from '../../payload.config'

const SAMPLE = 5

interface Nested {
  path: string
  id: string
  collection: string
  keys: string[]
}
interface DocRead {
  id: string
  keys: string[]
  stored: string[]
  nested: Nested[]
}
type Read = { status: 'ok'; docs: DocRead[] } | { status: 'forbidden' } | { status: 'error'; message: string }

const payload: Payload = await getPayload({ config })
const bySlug = new Map<string, SanitizedCollectionConfig>(payload.config.collections.map((collection) => [collection.slug, collection]))
const emails = JSON.parse(process.argv[2] ?? '{}') as Record<string, string>

function relatedOf(field: FlattenedField, value: unknown): { collection: string; doc: Record<string, unknown> }[] {
  if (field.type !== 'relationship' && field.type !== 'upload') return []
  const items = Array.isArray(value) ? value : [value]
  const found: { collection: string; doc: Record<string, unknown> }[] = []
  for (const item of items) {
    if (!item || typeof item !== 'object') continue
    if (Array.isArray(field.relationTo)) {
      const { relationTo, value: inner } = item as {
        relationTo?: string
        value?: unknown
      }
      if (relationTo && inner && typeof inner === 'object')
        found.push({
          collection: relationTo,
          doc: inner as Record<string, unknown>,
        })
    } else
      found.push({
        collection: field.relationTo,
        doc: item as Record<string, unknown>,
      })
  }
  return found
}

function nestedOf(collection: SanitizedCollectionConfig, doc: Record<string, unknown>, prefix: string, depth: number, out: Nested[]) {
  if (depth <= 0) return
  for (const field of collection.flattenedFields) {
    for (const related of relatedOf(field, doc[field.name])) {
      const path = `${prefix}${field.name}`
      out.push({
        path,
        id: String(related.doc.id),
        collection: related.collection,
        keys: Object.keys(related.doc).sort(),
      })
      const relatedCollection = bySlug.get(related.collection)
      if (relatedCollection) nestedOf(relatedCollection, related.doc, `${path}.`, depth - 1, out)
    }
  }
}

async function readAs(user: Record<string, unknown> | null, slug: string, depth: number): Promise<Read> {
  try {
    const { docs } = await payload.find({
      collection: slug as never,
      depth,
      limit: SAMPLE,
      sort: 'createdAt',
      overrideAccess: false,
      user: user as never,
    })
    const reads: DocRead[] = []
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      const stored = (await payload.findByID({
        collection: slug as never,
        id: String(doc.id),
        depth: 0,
        overrideAccess: true,
      })) as unknown as Record<string, unknown>
      const nested: Nested[] = []
      nestedOf(bySlug.get(slug)!, doc, '', depth, nested)
      reads.push({
        id: String(doc.id),
        keys: Object.keys(doc).sort(),
        stored: Object.keys(stored).sort(),
        nested,
      })
    }
    return { status: 'ok', docs: reads }
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403 || status === 401) return { status: 'forbidden' }
    return {
      status: 'error',
      message: String((error as Error).message ?? error),
    }
  }
}

const fields = Object.fromEntries(payload.config.collections.map((collection) => [collection.slug, collection.flattenedFields.map((field) => field.name)]))
const reads: Record<string, Record<string, Record<string, Read>>> = {}
const self: Record<string, string> = {}
for (const [role, email] of Object.entries(emails)) {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    showHiddenFields: false,
  })
  const user = docs[0]
    ? {
        ...(docs[0] as unknown as Record<string, unknown>),
        collection: 'users',
      }
    : null
  if (!user) throw new Error(`no seeded user ${email}`)
  self[role] = String((user as { id?: unknown }).id)
  reads[role] = {}
  for (const slug of Object.keys(fields))
    reads[role][slug] = {
      0: await readAs(user, slug, 0),
      2: await readAs(user, slug, 2),
    }
}
// A file, not stdout: a large write to a pipe is cut short by the exit below.
writeFileSync(process.argv[3]!, JSON.stringify({ fields, reads, self }))
await payload.destroy?.()
process.exit(0)
