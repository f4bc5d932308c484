import { generateHTML, generateJSON, type Extensions } from '@tiptap/core'
import StarterKit from '@tiptap/starter-kit'
import { plainText } from '../../contract/fields'

/**
 * Rich text (About Me, responsibilities, availability notes, comments) is stored as HTML that the server
 * cleaned on write (domain/richText/sanitizeRichText.ts through hooks/sanitizeRichText.ts): paragraphs,
 * line breaks, bold, italic, underline and lists, without attributes. The editor's schema is that same
 * allow-list, so whatever it loads or is pasted into it keeps only those, and its output is always
 * something the server keeps as it is.
 */
export const richTextExtensions: Extensions = [
  StarterKit.configure({
    // Not on the server's allow-list: links, headings, code, quotes, rules, strike-through.
    link: false,
    heading: false,
    code: false,
    codeBlock: false,
    blockquote: false,
    horizontalRule: false,
    strike: false,
    // An empty paragraph after a final list would be stored as markup without text.
    trailingNode: false,
  }),
]

/** Visible characters, counted the way the contract's limits count them (contract/fields.ts plainText). */
export const visibleLength = (html: string | null | undefined) => (html ? plainText(html).length : 0)

export const isRichTextEmpty = (html: string | null | undefined) => visibleLength(html) === 0

/** Empty paragraphs left by Enter at the very end carry nothing worth storing. */
const withoutTrailingEmptyParagraphs = (html: string) => html.replace(/(?:<p>(?:<br>)?<\/p>)+$/, '')

/** What the editor hands out for its document's HTML: '' when no visible text is left. */
export function editorValue(html: string): string {
  return isRichTextEmpty(html) ? '' : withoutTrailingEmptyParagraphs(html)
}

/**
 * The value the editor would hand back for stored HTML (b becomes strong, list items hold paragraphs…),
 * so a form can start from it and an untouched form is not 'dirty'. Browser only (it parses with the DOM).
 */
export function normaliseRichText(html: string | null | undefined): string {
  if (!html || isRichTextEmpty(html)) return ''
  return editorValue(generateHTML(generateJSON(html, richTextExtensions), richTextExtensions))
}

/**
 * @deprecated Stored rich text is already clean (the server sanitises every write); what callers need is
 * the editor's form of it: use normaliseRichText. Kept so the forms that call it keep working.
 */
export const sanitizeRichText = normaliseRichText
