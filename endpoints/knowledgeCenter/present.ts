import type { FaqCategory, FaqItem, VideoTutorial } from '../../contract/knowledgeCenter'
import { relationId } from '../../access/roles'
import type { Row } from '../../domain/shared/records'

/** Stored rows of the knowledge center and what the portals and the console are answered. */
export interface StoredFileFields {
  storageKey?: string | null
  originalFileName?: string | null
  mimeType?: string | null
  size?: number | null
}

export type CategoryDoc = Row<'faq-categories'>
export type FaqDoc = Row<'knowledge-center-faqs'>
export type VideoDoc = Row<'knowledge-center-videos'>

export const presentCategory = (doc: CategoryDoc): FaqCategory => ({ id: String(doc.id), name: doc.name, order: doc.order ?? 0 })

export const presentFaq = (doc: FaqDoc, categories: Map<string, FaqCategory>): FaqItem => ({
  id: String(doc.id),
  question: doc.question,
  answer: doc.answer,
  category: categories.get(relationId(doc.category) ?? '') ?? null,
  audience: doc.audience,
  order: doc.order ?? 0,
  updatedAt: doc.updatedAt,
})

export const videoFileUrl = (id: string, which: 'video' | 'poster') => `/api/v1/knowledge-center-videos/${id}/${which}/`

export const presentVideo = (doc: VideoDoc): VideoTutorial => ({
  id: String(doc.id),
  title: doc.title,
  description: doc.description ?? '',
  audience: doc.audience,
  order: doc.order ?? 0,
  videoUrl: doc.videoFile?.storageKey ? videoFileUrl(String(doc.id), 'video') : null,
  videoMimeType: doc.videoFile?.storageKey ? (doc.videoFile.mimeType ?? null) : null,
  externalUrl: doc.externalUrl || null,
  posterUrl: doc.posterFile?.storageKey ? videoFileUrl(String(doc.id), 'poster') : null,
  updatedAt: doc.updatedAt,
})

/** A stored file as a client may see it: never its storage key (read without hidden fields, a stored file shows by its name). */
export const publicFile = (file: StoredFileFields | null | undefined) =>
  file?.originalFileName ? { originalFileName: file.originalFileName ?? '', mimeType: file.mimeType ?? '', size: file.size ?? 0 } : null

/** Search compares what a reader sees: the question and the answer's text without markup. */
export const searchableText = (doc: FaqDoc) =>
  `${doc.question} ${doc.answer
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')}`.toLowerCase()
