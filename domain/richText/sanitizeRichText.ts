import sanitizeHtml from 'sanitize-html'

/**
 * Rich text (About Me, work-experience responsibilities, availability notes, comments) is stored as HTML
 * and only ever as the output of this function: the server runs it on every write
 * (hooks/sanitizeRichText.ts) and the clean-up migration ran it over every stored value, so no reader
 * (portals, console, e-mails, exports) needs its own clean-up.
 *
 * The allow-list is the one the portals' editor always produced: paragraphs, line breaks, bold, italic,
 * underline and lists, with no attribute at all, so stored markup can never carry scripts, styles, event
 * handlers or links. Any other element keeps only its text; the elements below lose their text too,
 * because it is code or hidden content, never something the user typed to be read.
 */
export const RICH_TEXT_TAGS = ['p', 'div', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li'] as const

const DROPPED_WITH_CONTENT = [
  'script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'svg', 'math', 'head', 'title',
  'textarea', 'option', 'xmp', 'noembed', 'noframes', 'plaintext',
]

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {},
  allowedSchemes: [],
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  // Never parse style attributes: none is allowed, and parsing pulls in postcss for nothing.
  parseStyleAttributes: false,
}

/** Markup is anything that looks like a tag; everything else is plain text from an older record or client. */
const looksLikeMarkup = (value: string) => /<[a-z!/?][\s\S]*>/i.test(value)

/** Plain text keeps its line breaks; its angle brackets are text, its '&' is left to the sanitizer. */
const plainTextAsMarkup = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br />')

/**
 * The stored form of a rich-text value: the allow-listed markup, or plain text escaped with its line
 * breaks kept as <br>. Idempotent (cleaning a clean value changes nothing), so the hook and the migration
 * may both run on a value. null and undefined stay as they are: "no value" is not "empty text".
 */
export function sanitizeRichText(value: string): string
export function sanitizeRichText(value: string | null | undefined): string | null | undefined
export function sanitizeRichText(value: string | null | undefined): string | null | undefined {
  if (value === null || value === undefined) return value
  return sanitizeHtml(looksLikeMarkup(value) ? value : plainTextAsMarkup(value), OPTIONS)
}
