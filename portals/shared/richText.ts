import { plainText } from '../../contract/fields'

/**
 * Rich text (About Me, responsibilities, notes) is stored as HTML. What the portals render or edit is
 * reduced to the few tags the editor itself produces; everything else keeps only its text, and no
 * attribute survives, so stored markup can never carry scripts, styles or links into the page.
 */
const ALLOWED_TAGS = new Set(['P', 'DIV', 'BR', 'B', 'STRONG', 'I', 'EM', 'U', 'UL', 'OL', 'LI'])
const DROPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'NOSCRIPT', 'SVG', 'MATH', 'HEAD', 'TITLE'])

function cleanChildren(source: Node, target: Node, doc: Document) {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''))
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      const element = child as Element
      const tag = element.tagName.toUpperCase()
      if (DROPPED_TAGS.has(tag)) continue
      if (ALLOWED_TAGS.has(tag)) {
        const copy = doc.createElement(tag.toLowerCase())
        cleanChildren(element, copy, doc)
        target.appendChild(copy)
      } else {
        cleanChildren(element, target, doc)
      }
    }
  }
}

export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return ''
  // Plain text from older records or other clients: keep its line breaks.
  if (!/<[a-z][\s\S]*>/i.test(html)) {
    const escaped = html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    return escaped.replace(/\r?\n/g, '<br>')
  }
  const parsed = new DOMParser().parseFromString(html, 'text/html')
  const out = document.implementation.createHTMLDocument('')
  const root = out.createElement('div')
  cleanChildren(parsed.body, root, out)
  return root.innerHTML
}

/** Visible characters, counted the way the contract's limits count them. */
export const visibleLength = (html: string | null | undefined) => (html ? plainText(html).length : 0)

export const isRichTextEmpty = (html: string | null | undefined) => visibleLength(html) === 0
