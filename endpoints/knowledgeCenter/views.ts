import type { CollectionSlug, Endpoint } from 'payload'
import { countKnowledgeView, type ViewedItem } from '../../collections/KnowledgeCenter/views'
import { HttpError, asUser, defineEndpoint, looksLikeId } from '../http'
import { KNOWLEDGE_READER_ROLES, TAG } from './portal'

/**
 * POST <role>/knowledge-center-faq/{id}/views/ and <role>/knowledge-center-videos/{id}/views/: the portal
 * says a reader opened an FAQ's answer or played a tutorial; the item's view count goes up by one (each
 * opening counts). Only a reader counts, and only an item they can read (published, their audience or
 * both): anything else is 404, as if it did not exist. The counts are read by content editors and the
 * super admin in the console (collections/KnowledgeCenter/views.ts).
 */
const COLLECTION_OF: Record<ViewedItem, CollectionSlug> = { faq: 'knowledge-center-faqs', video: 'knowledge-center-videos' }
const PATH_OF: Record<ViewedItem, string> = { faq: 'knowledge-center-faq', video: 'knowledge-center-videos' }

function viewEndpoint(role: (typeof KNOWLEDGE_READER_ROLES)[number], item: ViewedItem): Endpoint {
  return defineEndpoint({
    method: 'post',
    path: `/${role}/${PATH_OF[item]}/:id/views/`,
    summary:
      item === 'faq'
        ? "Counts one view of a published FAQ the reader opened (its answer shown); 204, 404 for an FAQ the reader cannot read"
        : 'Counts one view of a published video tutorial the reader played; 204, 404 for a tutorial the reader cannot read',
    tag: TAG,
    access: [role],
    status: 204,
    handler: async ({ req, user, params }) => {
      const id = params.id ?? ''
      if (!looksLikeId(id)) throw HttpError.notFound()
      const { totalDocs } = await req.payload.count({ collection: COLLECTION_OF[item], where: { id: { equals: id } }, ...asUser(req, user!) })
      if (!totalDocs) throw HttpError.notFound()
      await countKnowledgeView(req, item, id)
    },
  })
}

export const knowledgeViewEndpoints = KNOWLEDGE_READER_ROLES.flatMap((role) => [viewEndpoint(role, 'faq'), viewEndpoint(role, 'video')])
