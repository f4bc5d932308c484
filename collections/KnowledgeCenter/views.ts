import type { CollectionBeforeDeleteHook, CollectionConfig, PayloadRequest } from 'payload'
import { nobody } from '../../access/roles'
import { readViewCounts } from '../../access/knowledgeCenter'

/**
 * How often readers opened each FAQ answer and played each video tutorial (the content editor's
 * dashboard, docs/decisions/content-editor-dashboard.md). A row of its own per item rather than a field
 * of the FAQ or tutorial: those are drafted, and publishing writes the row from the latest version, which
 * would put back the count the version was saved with. Written only by countKnowledgeView (one atomic
 * UPDATE ... SET view_count = view_count + 1), never by a client: every door's create and update is nobody.
 */
export const KNOWLEDGE_CENTER_VIEWS = 'knowledge-center-views'
export type ViewedItem = 'faq' | 'video'

export const KnowledgeCenterViews: CollectionConfig = {
  slug: KNOWLEDGE_CENTER_VIEWS,
  access: { read: readViewCounts, create: nobody, update: nobody, delete: nobody },
  fields: [
    // Exactly one of the two is set; unique, so a racing first view of an item cannot make a second row.
    { name: 'faq', type: 'relationship', relationTo: 'knowledge-center-faqs', unique: true, index: true },
    { name: 'video', type: 'relationship', relationTo: 'knowledge-center-videos', unique: true, index: true },
    { name: 'viewCount', type: 'number', required: true, defaultValue: 0, min: 0, index: true },
  ],
  timestamps: true,
}

/** One more view of an item: an atomic increment, or the item's first row (a racing first view increments instead). */
export async function countKnowledgeView(req: PayloadRequest, item: ViewedItem, id: string) {
  const increment = () =>
    req.payload.db.updateOne({
      collection: KNOWLEDGE_CENTER_VIEWS,
      where: { [item]: { equals: id } },
      data: { viewCount: { $inc: 1 } },
      options: { atomic: true },
      req,
    })
  if (await increment()) return
  try {
    await req.payload.create({ collection: KNOWLEDGE_CENTER_VIEWS, data: { [item]: id, viewCount: 1 }, overrideAccess: true, req, depth: 0 })
  } catch (error) {
    // Another first view of the same item made the row meanwhile (the unique index refused this one).
    if (!(await increment())) throw error
  }
}

/** A deleted FAQ or tutorial takes its count with it. */
export const deleteViewCount =
  (item: ViewedItem): CollectionBeforeDeleteHook =>
  async ({ req, id }) => {
    await req.payload.delete({ collection: KNOWLEDGE_CENTER_VIEWS, where: { [item]: { equals: id } }, overrideAccess: true, req })
  }
