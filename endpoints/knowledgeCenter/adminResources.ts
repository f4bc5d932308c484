import type { PayloadRequest, Where } from 'payload'
import type { z } from 'zod'
import { zodErrors } from '../../contract/errors'
import { faqCategoryInput, faqInput, videoInput } from '../../contract/knowledgeCenter'
import type { ResourceConfig } from '../platform/adminRest'
import { publicFile, videoFileUrl, type StoredFileFields } from './present'

/**
 * The knowledge center on the console's /api/admin dialect.
 * Content editors and the super admin keep FAQ categories, FAQs and video tutorials (`contentEditors`: the
 * only resources a content editor reaches; every other one is 403 for them). FAQs and videos are drafted
 * (`drafts`): the console reads the latest version, writes `_status: 'draft'` as a version only and
 * `'published'` onto the row the portals read. Each write follows the contract's zod schema, as the
 * console's forms do. The super admin also reads the 'Do you have a question?' feedback (read-only).
 */
type Prepared = ReturnType<NonNullable<ResourceConfig['prepare']>>

function withSchema(schema: z.ZodObject, data: Record<string, unknown>, stored: Record<string, unknown> | null): Prepared {
  // The dialect's `status` is Payload's `_status` (keys are camelCased on the way in, which drops a leading '_').
  const { status, ...fields } = data
  const parsed = (stored ? schema.partial() : schema).safeParse(fields)
  if (!parsed.success) return { errors: zodErrors(parsed.error) }
  const values = Object.fromEntries(Object.entries(parsed.data as Record<string, unknown>).filter(([, value]) => value !== undefined))
  return { data: status === undefined ? values : { ...values, _status: status === 'published' ? 'published' : 'draft' } }
}

/** `_status` as the dialect's `status`. */
const withStatus = (doc: Record<string, unknown>) => {
  const { _status: status, ...rest } = doc
  return { ...rest, status: status ?? 'draft' }
}
const statusFilter = (value: unknown): Where | null => (value === 'draft' || value === 'published' ? { _status: { equals: value } } : null)

const presentFiles = (doc: Record<string, unknown>) => {
  const id = String(doc.id)
  const video = publicFile(doc.videoFile as StoredFileFields | null)
  const poster = publicFile(doc.posterFile as StoredFileFields | null)
  return {
    ...doc,
    videoFile: video,
    posterFile: poster,
    videoUrl: video ? videoFileUrl(id, 'video') : null,
    posterUrl: poster ? videoFileUrl(id, 'poster') : null,
  }
}

/** `item: 'faq' | 'video'`: the counts of FAQs or of tutorials. */
const viewedItemFilter = (value: unknown): Where | null => (value === 'faq' || value === 'video' ? { [value]: { exists: true } } : null)

/** Each count with the question or title of its item as the caller reads it (the latest version: what the editor edits). */
const withViewedTitles = async (req: PayloadRequest, docs: Record<string, unknown>[]) => {
  const titles = new Map<string, string>()
  for (const [field, collection, titleField] of [
    ['faq', 'knowledge-center-faqs', 'question'],
    ['video', 'knowledge-center-videos', 'title'],
  ] as const) {
    const ids = docs.map((doc) => doc[field]).filter((id): id is string => typeof id === 'string')
    if (!ids.length) continue
    const { docs: items } = await req.payload.find({
      collection,
      where: { id: { in: ids } },
      pagination: false,
      depth: 0,
      draft: true,
      overrideAccess: false,
      user: req.user,
      req,
    })
    const rows: { id: string; question?: unknown; title?: unknown }[] = items
    for (const item of rows) titles.set(String(item.id), String((titleField === 'question' ? item.question : item.title) ?? ''))
  }
  return docs.map((doc) => ({ ...doc, title: titles.get(String(doc.faq ?? doc.video)) ?? '' }))
}

export const knowledgeCenterAdminResources: Record<string, ResourceConfig> = {
  'faq-categories': {
    collection: 'faq-categories',
    searchFields: ['name'],
    sortable: ['name', 'order', 'createdAt', 'updatedAt'],
    writable: ['name', 'order'],
    contentEditors: true,
    prepare: (data, { stored }) => withSchema(faqCategoryInput, data, stored),
  },
  'knowledge-center-faqs': {
    collection: 'knowledge-center-faqs',
    searchFields: ['question', 'answer'],
    sortable: ['question', 'order', 'audience', 'category', 'createdAt', 'updatedAt'],
    filters: { status: statusFilter },
    writable: ['question', 'answer', 'category', 'audience', 'order', 'status'],
    relations: ['category'],
    contentEditors: true,
    drafts: true,
    prepare: (data, { stored }) => withSchema(faqInput, data, stored),
    present: withStatus,
  },
  'knowledge-center-videos': {
    collection: 'knowledge-center-videos',
    searchFields: ['title', 'description'],
    sortable: ['title', 'order', 'audience', 'createdAt', 'updatedAt'],
    filters: { status: statusFilter },
    writable: ['title', 'description', 'externalUrl', 'audience', 'order', 'status'],
    contentEditors: true,
    drafts: true,
    prepare: (data, { stored }) => withSchema(videoInput, data, stored),
    present: (doc) => withStatus(presentFiles(doc)),
  },
  // Content editors read the questions too, without who sent them or the file (the collection's field
  // access, access/knowledgeCenter.ts readQuestionSender; sorting or filtering on those is refused them).
  'faq-feedbacks': {
    collection: 'faq-feedbacks',
    searchFields: ['message'],
    sortable: ['createdAt', 'sender', 'organization'],
    writable: [],
    relations: ['sender', 'organization'],
    operations: ['list', 'getOne'],
    contentEditors: true,
    present: (doc) => {
      const file = publicFile(doc.file as StoredFileFields | null)
      return { ...doc, file, fileUrl: file ? `/api/v1/faq-feedbacks/${String(doc.id)}/file/` : null }
    },
  },
  // How often readers opened each FAQ and played each tutorial, read-only (collections/KnowledgeCenter/views.ts).
  'knowledge-center-views': {
    collection: 'knowledge-center-views',
    searchFields: [],
    sortable: ['viewCount', 'updatedAt'],
    filters: { item: viewedItemFilter },
    writable: [],
    relations: ['faq', 'video'],
    operations: ['list'],
    contentEditors: true,
    presentAll: withViewedTitles,
  },
}
