import type { PayloadRequest, Where } from 'payload'
import type { KnowledgeAudience } from '../../contract/knowledgeCenter'
import type { ResourceConfig } from '../platform/adminRest'
import { presentCategory, presentFaq, publicFile, videoFileUrl, type FaqDoc, type StoredFileFields } from './present'

/**
 * The knowledge center as its readers see it (the spec's routes /knowledge-center, /faq, /video-tutorials, for
 * every role), on /api/admin for the super admin, read-only. The portals' GET <role>/knowledge-center-faq/ and
 * -videos/ are for talents and organization users; these read the same rows: the collections' own rows limited to
 * the published ones (a draft lives in the versions table until it is published), never the latest draft the
 * editing resources answer. `audience` shows what one kind of reader sees: 'talent' (talent and both) or
 * 'organization' (organization and both).
 */

const PUBLISHED: Where = { _status: { equals: 'published' } }

const READER_AUDIENCES: Record<string, KnowledgeAudience[]> = {
  talent: ['talent', 'both'],
  organization: ['organization', 'both'],
}

const audienceFilter = (value: unknown): Where | null => {
  const audiences = typeof value === 'string' ? READER_AUDIENCES[value] : undefined
  return audiences ? { audience: { in: audiences } } : null
}

/** Each FAQ with its category (name and order), so the page groups them as the portals do. */
async function withCategories(req: PayloadRequest, docs: Record<string, unknown>[]) {
  const { docs: categories } = await req.payload.find({
    collection: 'faq-categories',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    req,
  })
  const byId = new Map(categories.map((doc) => [String(doc.id), presentCategory(doc)]))
  // adminRest hands the resource its rows as records of fields; these are FAQ rows.
  return docs.map((doc) => ({ ...presentFaq(doc as unknown as FaqDoc, byId) }))
}

const presentVideo = (doc: Record<string, unknown>) => {
  const id = String(doc.id)
  const video = publicFile(doc.videoFile as StoredFileFields | null)
  const poster = publicFile(doc.posterFile as StoredFileFields | null)
  return {
    id,
    title: doc.title,
    description: doc.description ?? '',
    audience: doc.audience,
    order: doc.order ?? 0,
    externalUrl: doc.externalUrl || null,
    videoUrl: video ? videoFileUrl(id, 'video') : null,
    videoMimeType: video?.mimeType || null,
    posterUrl: poster ? videoFileUrl(id, 'poster') : null,
    updatedAt: doc.updatedAt,
  }
}

export const knowledgeReaderAdminResources: Record<string, ResourceConfig> = {
  'published-faqs': {
    collection: 'knowledge-center-faqs',
    searchFields: ['question', 'answer'],
    sortable: ['order', 'question', 'category', 'createdAt', 'updatedAt'],
    writable: [],
    relations: ['category'],
    scope: PUBLISHED,
    filters: { audience: audienceFilter },
    operations: ['list', 'getOne'],
    presentAll: withCategories,
  },
  'published-videos': {
    collection: 'knowledge-center-videos',
    searchFields: ['title', 'description'],
    sortable: ['order', 'title', 'createdAt', 'updatedAt'],
    writable: [],
    scope: PUBLISHED,
    filters: { audience: audienceFilter },
    operations: ['list', 'getOne'],
    present: presentVideo,
  },
}
