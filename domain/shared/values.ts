/**
 * Reading stored values: the Local API answers text, dates and relations in the shapes the adapters
 * store (a date as a string or a Date, a relation as an id or a document); these read them one way.
 */

/** Ids are uuids on the SQL adapters and ObjectIds on MongoDB; anything else cannot name a record. */
export const looksLikeId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) || /^[0-9a-f]{24}$/i.test(value))

/** A text field as a string: '' when it is absent. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** A date-time field as ISO text: null when it is absent. */
export const iso = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : typeof value === 'string' && value ? value : null)

/** A required date-time field as ISO text ('' when absent). */
export const isoText = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value ?? ''))

/** An optional field as text: null when it is absent or empty. */
export const str = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value))

/** A relation's id, whether the Local API answered the id or the populated document. */
export const idOf = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'object' && 'id' in (value as object)) return String((value as { id: unknown }).id)
  return String(value)
}

/** A required relation's id: the generated types answer it as the id or the populated document, never empty. */
export const requiredId = (value: string | { id: string }): string => (typeof value === 'string' ? value : value.id)
