import { plainText } from '../../contract/fields'

/**
 * Rich text (About Me, responsibilities, availability notes, comments) is stored as HTML that the server
 * cleaned on write (domain/richText/sanitizeRichText.ts through hooks/sanitizeRichText.ts): paragraphs,
 * line breaks, bold, italic, underline and lists, without attributes. Readers render it as it is
 * (RichTextView); the editor (RichTextEditor, whose schema is the same allow-list) is the only writer here.
 * This module stays free of the editor so that pages which only show rich text do not load it.
 */

/** Visible characters, counted the way the contract's limits count them (contract/fields.ts plainText). */
export const visibleLength = (html: string | null | undefined) => (html ? plainText(html).length : 0)

export const isRichTextEmpty = (html: string | null | undefined) => visibleLength(html) === 0

/**
 * A form's starting value for stored rich text: '' when it has no visible text, else the stored HTML.
 * The editor hands out a value only when the user changes the document, so an untouched form stays clean.
 */
export const normaliseRichText = (html: string | null | undefined): string => (html && !isRichTextEmpty(html) ? html : '')
