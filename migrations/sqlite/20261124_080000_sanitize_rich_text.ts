import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'
import { sanitizeStoredRichText } from '../sanitizeStoredRichText'

/** Data only: every stored rich-text value through the server's sanitizer (see ../sanitizeStoredRichText.ts). */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await sanitizeStoredRichText(payload, req)
}

/** Nothing to undo: the removed markup was never allowed, and the clean values are valid as they are. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
