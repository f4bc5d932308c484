import type { Role } from '../../../contract/accounts'
import { FAQ_FILE_EXTENSIONS, KNOWLEDGE_LIMITS, knowledgeMessages, type FaqCategory, type FaqItem } from '../../../contract/knowledgeCenter'

/**
 * The knowledge center's pure rules: who reads it, the question
 * dialog's file check and the FAQ list's grouping. Kept free of React so tests/unit can check them.
 */

/** Work-flows 1: the knowledge center is for talent and managers (organization admins are managers too). */
export const KNOWLEDGE_CENTER_ROLES = ['talent', 'manager', 'organization_admin'] as const satisfies readonly Role[]
type KnowledgeRole = (typeof KNOWLEDGE_CENTER_ROLES)[number]

export const canUseKnowledgeCenter = (role: Role): role is KnowledgeRole => (KNOWLEDGE_CENTER_ROLES as readonly Role[]).includes(role)

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase()
}

/**
 * The question's attachment, checked before anything is sent with the contract's messages (the server
 * checks again, by content): one of FAQ_FILE_EXTENSIONS, at most 10 MB. Null when it may be sent.
 */
export function checkQuestionFile(file: Pick<File, 'name' | 'size'>): string | null {
  if (!(FAQ_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return knowledgeMessages.fileType
  if (file.size > KNOWLEDGE_LIMITS.faqFileBytes) return knowledgeMessages.fileTooLarge
  return null
}

/** The `accept` attribute of the question's file input. */
export const QUESTION_FILE_ACCEPT = FAQ_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',')

/** '12/1000': what the message counter shows; `over` when the limit is passed (Send will be refused). */
export function messageCounter(message: string) {
  return { text: `${message.length}/${KNOWLEDGE_LIMITS.faqMessage}`, over: message.length > KNOWLEDGE_LIMITS.faqMessage }
}

export interface FaqSection {
  key: string
  /** The category's name; 'Other questions' for items without one. */
  title: string
  items: FaqItem[]
}

export const UNCATEGORIZED = 'Other questions'

/**
 * The answer's items (already in category order, then item order) as sections under their category,
 * sections following `categories`' order; items without a category last.
 */
export function groupFaq(categories: FaqCategory[], items: FaqItem[]): FaqSection[] {
  const sections = new Map<string, FaqSection>()
  const order = [...categories].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
  for (const category of order) sections.set(category.id, { key: category.id, title: category.name, items: [] })
  const other: FaqSection = { key: '', title: UNCATEGORIZED, items: [] }
  for (const item of items) {
    const category = item.category
    if (!category) {
      other.items.push(item)
      continue
    }
    if (!sections.has(category.id)) sections.set(category.id, { key: category.id, title: category.name, items: [] })
    sections.get(category.id)!.items.push(item)
  }
  return [...sections.values(), other].filter((section) => section.items.length > 0)
}

/** Every category seen so far, `latest` winning for a name that changed, in category order. */
export function mergeCategories(known: FaqCategory[], latest: FaqCategory[]): FaqCategory[] {
  const byId = new Map(known.map((category) => [category.id, category]))
  for (const category of latest) byId.set(category.id, category)
  return [...byId.values()].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
}
