import type { CollectionSlug, Payload, PayloadRequest } from 'payload'
import { sanitizeRichText } from '../domain/richText/sanitizeRichText'

/**
 * The rich-text data migration shared by every adapter family (migrations/<family>/…_sanitize_rich_text.ts
 * only call it): values written before the server cleaned rich text on write are run through the same
 * sanitizer now. It lives outside the family folders because Payload loads every .ts file in those as a
 * migration.
 */

export interface RichTextColumn {
  collection: CollectionSlug
  field: string
}

/**
 * The rich-text fields as they stood when this migration was written. A data migration reads the
 * schema of its own point in the history: fields added later (the opportunity description and
 * apply message) have no table yet when a fresh database runs this migration, and are clean from their
 * first write anyway (hooks/sanitizeRichText.ts).
 */
export const ISSUE_9_RICH_TEXT_COLUMNS: readonly RichTextColumn[] = [
  { collection: 'users', field: 'summary' },
  { collection: 'availabilities', field: 'note' },
  { collection: 'work-experiences', field: 'responsibilities' },
  { collection: 'comments', field: 'commentText' },
]

const PAGE_SIZE = 200

/**
 * Reads every row of every rich-text field page by page and writes back only the values the sanitizer
 * changes, through the adapter (no hooks, no access rules, no audit events: a migration is not a user's
 * change). It runs in the migration's transaction (`req`), so a failure leaves every value as it was.
 * Answers how many values changed per field.
 */
export async function sanitizeStoredRichText(payload: Payload, req: Partial<PayloadRequest>): Promise<Record<string, number>> {
  const changed: Record<string, number> = {}
  for (const { collection, field } of ISSUE_9_RICH_TEXT_COLUMNS) {
    const key = `${collection}.${field}`
    changed[key] = 0
    for (let page = 1; ; page += 1) {
      const result = await payload.db.find<Record<string, unknown> & { id: string }>({
        collection,
        where: { [field]: { exists: true } },
        select: { [field]: true },
        sort: 'id',
        limit: PAGE_SIZE,
        page,
        pagination: true,
        req,
      })
      for (const row of result.docs) {
        const value = row[field]
        if (typeof value !== 'string') continue
        const clean = sanitizeRichText(value)
        if (clean === value) continue
        await payload.db.updateOne({ collection, id: row.id, data: { [field]: clean }, req, returning: false })
        changed[key] += 1
      }
      if (!result.hasNextPage) break
    }
  }
  payload.logger.info({ changed }, 'rich text cleaned on migration')
  return changed
}
