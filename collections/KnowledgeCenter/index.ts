import { ValidationError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type CollectionConfig, type Field, type FieldAccess } from 'payload'
import { nobody } from '../../access/roles'
import {
  createFaqFeedback,
  readFaqCategories,
  readFaqFeedbacks,
  readPublishedForAudience,
  readQuestionSender,
  serverWriteField,
  writeKnowledgeCenter,
} from '../../access/knowledgeCenter'
import {
  KNOWLEDGE_AUDIENCES,
  KNOWLEDGE_LIMITS,
  KNOWLEDGE_ORDER_MAX,
  isHttpsUrl,
  knowledgeFieldMessages,
  knowledgeMessages,
} from '../../contract/knowledgeCenter'
import { richTextHooks } from '../../hooks/sanitizeRichText'
import { checkTutorialFilesAfterDelete } from './tutorialFiles'
import { deleteViewCount } from './views'

/**
 * The knowledge center: FAQ categories, FAQs and video
 * tutorials kept by content editors in the console, and the 'Do you have a question?' feedback. FAQs and
 * videos have Payload drafts: saving a draft writes a version only, publishing writes the row the portals
 * read (access/knowledgeCenter.ts). Drafts are validated like published rows (`validate: true`), so an
 * over-long draft is refused, never stored.
 */

/** A file's bytes live in storage/ (DATA_DIR/uploads); the row keeps where and what they are. */
const storedFileGroup = (name: string, read?: FieldAccess): Field => ({
  name,
  type: 'group',
  access: { create: serverWriteField, update: serverWriteField, ...(read ? { read } : {}) },
  fields: [
    // '<yyyy>/<uuid>' made by storage/diskStore.ts; never sent to a client.
    { name: 'storageKey', type: 'text', hidden: true },
    { name: 'originalFileName', type: 'text', maxLength: 255 },
    { name: 'mimeType', type: 'text', maxLength: 100 },
    { name: 'size', type: 'number', min: 0 },
  ],
})

const audienceField: Field = {
  name: 'audience',
  type: 'select',
  required: true,
  options: [...KNOWLEDGE_AUDIENCES],
  defaultValue: 'both',
  index: true,
}
const orderField: Field = { name: 'order', type: 'number', required: true, defaultValue: 0, min: 0, max: KNOWLEDGE_ORDER_MAX, index: true }

/** A category with FAQs (published or drafted) stays: its FAQs would lose their place. */
const refuseDeletingCategoryInUse: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'knowledge-center-faqs',
    where: { category: { equals: id } },
    req,
    overrideAccess: false,
    user: req.user,
  })
  const { totalDocs: drafts } = await req.payload.countVersions({
    collection: 'knowledge-center-faqs',
    where: { and: [{ 'version.category': { equals: id } }, { latest: { equals: true } }] },
    req,
    overrideAccess: false,
    user: req.user,
  })
  if (totalDocs || drafts)
    throw new ValidationError({
      collection: 'faq-categories',
      errors: [{ path: 'name', message: 'Move or delete the FAQs of this category first.' }],
    })
}

/** A published tutorial shows a video: an uploaded file or an https link (checked here so every writer obeys it). */
const requireVideoWhenPublished: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const merged = { ...(originalDoc ?? {}), ...data } as {
    _status?: string
    externalUrl?: string | null
    videoFile?: { storageKey?: string | null } | null
  }
  if (merged._status === 'published' && !merged.externalUrl && !merged.videoFile?.storageKey) {
    throw new ValidationError({ collection: 'knowledge-center-videos', errors: [{ path: 'externalUrl', message: knowledgeMessages.videoOrLink }] })
  }
  return data
}

export const FaqCategories: CollectionConfig = {
  slug: 'faq-categories',
  admin: { useAsTitle: 'name' },
  access: { read: readFaqCategories, create: writeKnowledgeCenter, update: writeKnowledgeCenter, delete: writeKnowledgeCenter },
  hooks: { beforeDelete: [refuseDeletingCategoryInUse] },
  fields: [{ name: 'name', type: 'text', required: true, unique: true, maxLength: KNOWLEDGE_LIMITS.categoryName }, orderField],
  timestamps: true,
}

export const KnowledgeCenterFaqs: CollectionConfig = {
  slug: 'knowledge-center-faqs',
  admin: { useAsTitle: 'question' },
  access: {
    read: readPublishedForAudience,
    create: writeKnowledgeCenter,
    update: writeKnowledgeCenter,
    delete: writeKnowledgeCenter,
    readVersions: writeKnowledgeCenter,
  },
  versions: { drafts: { validate: true }, maxPerDoc: 20 },
  hooks: { beforeDelete: [deleteViewCount('faq')] },
  fields: [
    { name: 'question', type: 'text', required: true, maxLength: KNOWLEDGE_LIMITS.question },
    // Sanitized HTML (hooks/sanitizeRichText.ts); the visible-text limit is the contract's faqInput.
    { name: 'answer', type: 'textarea', required: true, hooks: richTextHooks },
    { name: 'category', type: 'relationship', relationTo: 'faq-categories', required: true, index: true },
    audienceField,
    orderField,
  ],
  timestamps: true,
}

export const KnowledgeCenterVideos: CollectionConfig = {
  slug: 'knowledge-center-videos',
  admin: { useAsTitle: 'title' },
  access: {
    read: readPublishedForAudience,
    create: writeKnowledgeCenter,
    update: writeKnowledgeCenter,
    delete: writeKnowledgeCenter,
    readVersions: writeKnowledgeCenter,
  },
  versions: { drafts: { validate: true }, maxPerDoc: 20 },
  // Its files go with it (after the commit) unless another tutorial or version names them: ./tutorialFiles.ts.
  hooks: { beforeChange: [requireVideoWhenPublished], beforeDelete: [checkTutorialFilesAfterDelete, deleteViewCount('video')] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: KNOWLEDGE_LIMITS.videoTitle },
    { name: 'description', type: 'textarea', maxLength: KNOWLEDGE_LIMITS.videoDescription },
    {
      name: 'externalUrl',
      type: 'text',
      maxLength: 500,
      validate: (value: unknown) =>
        value === null || value === undefined || value === '' || (typeof value === 'string' && isHttpsUrl(value))
          ? true
          : knowledgeFieldMessages.https,
    },
    storedFileGroup('videoFile'),
    storedFileGroup('posterFile'),
    audienceField,
    orderField,
  ],
  timestamps: true,
}

export const FaqFeedbacks: CollectionConfig = {
  slug: 'faq-feedbacks',
  access: { read: readFaqFeedbacks, create: createFaqFeedback, update: nobody, delete: nobody },
  fields: [
    { name: 'message', type: 'textarea', required: true, maxLength: KNOWLEDGE_LIMITS.faqMessage },
    // Who asked (and the file, which may name them): not for content editors (readQuestionSender).
    storedFileGroup('file', readQuestionSender),
    { name: 'sender', type: 'relationship', relationTo: 'users', required: true, index: true, access: { read: readQuestionSender, update: () => false } },
    // The sender's organization; empty for a talent.
    { name: 'organization', type: 'relationship', relationTo: 'organizations', index: true, access: { read: readQuestionSender, update: () => false } },
  ],
  timestamps: true,
}
