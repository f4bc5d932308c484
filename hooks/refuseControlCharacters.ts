import { validations, type CollectionConfig, type Field, type Validate } from 'payload'
import { hasControlCharacters } from '../contract/fields'
import { messages } from '../contract/messages'

/**
 * The text rule of contract/fields.ts at the Payload level, so the generated REST, the console's
 * /api/admin and every Local API write refuse what the /api/v1 contract refuses: a text, textarea or
 * code value with a control character (tab and line breaks are kept: a `text` field here may hold a
 * server-written sentence over lines) or a lone surrogate, and an e-mail with any control character.
 * The field's own validation (its own `validate`, else Payload's default for its type) runs after.
 */
type TextLike = Extract<Field, { type: 'text' | 'textarea' | 'email' | 'code' }>

const LINES: Record<TextLike['type'], 'single' | 'multi'> = { text: 'multi', textarea: 'multi', code: 'multi', email: 'single' }

const offending = (value: unknown, lines: 'single' | 'multi') =>
  typeof value === 'string' ? hasControlCharacters(value, lines) : Array.isArray(value) && value.some((item) => typeof item === 'string' && hasControlCharacters(item, lines))

function guarded(field: TextLike): TextLike {
  const own = field.validate as Validate | undefined
  const fallback = validations[field.type] as unknown as Validate
  const validate: Validate = (value, options) => {
    if (offending(value, LINES[field.type])) return messages.controlCharacters
    return own ? own(value, options) : fallback(value, { ...field, ...options } as never)
  }
  return { ...field, validate } as TextLike
}

function withRule(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    switch (field.type) {
      case 'text':
      case 'textarea':
      case 'email':
      case 'code':
        return 'virtual' in field && field.virtual ? field : guarded(field)
      case 'group':
      case 'array':
      case 'row':
      case 'collapsible':
        return { ...field, fields: withRule(field.fields) } as Field
      case 'tabs':
        return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withRule(tab.fields) })) } as Field
      case 'blocks':
        return { ...field, blocks: (field.blocks ?? []).map((block) => (typeof block === 'string' ? block : { ...block, fields: withRule(block.fields) })) } as Field
      default:
        return field
    }
  })
}

/** Every text-like field of every collection gets the rule; applied once in payload.config.ts. */
export const withControlCharacterRule = (collections: CollectionConfig[]): CollectionConfig[] =>
  collections.map((collection) => ({ ...collection, fields: withRule(collection.fields) }))
