import type { FieldHook } from 'payload'
import { sanitizeRichText } from '../domain/richText/sanitizeRichText'

/**
 * Every rich-text field (HTML) carries this hook, so whatever writes it — the /api/v1 contract, the
 * console, Payload's generated REST, the seed — stores only the allow-listed markup. The length limits
 * were checked before, by the contract's schemas on the visible text the user typed; cleaning only ever
 * removes text, so a value within its limit stays within it. The clean-up migration finds the rich-text
 * fields by this hook (migrations/shared/sanitizeStoredRichText.ts).
 */
export const sanitizeRichTextField: FieldHook = ({ value }) => (typeof value === 'string' ? sanitizeRichText(value) : value)

/** The field-hook set of a rich-text field: `{ name: 'summary', type: 'textarea', hooks: richTextHooks }`. */
export const richTextHooks = { beforeChange: [sanitizeRichTextField] }
