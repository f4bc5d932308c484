import { z } from 'zod'
import { text, multilineText } from '../fields'

/** The knowledge center: FAQ, video tutorials, the 'Do you have a question?' form. */

export const KNOWLEDGE_LIMITS = {
  // The spec: FAQ message max 1000
  faqMessage: 1000,
  faqFileBytes: 10 * 1024 * 1024,
  question: 300,
  categoryName: 60,
  videoTitle: 150,
  videoDescription: 2000,
  videoBytes: 200 * 1024 * 1024,
  posterBytes: 5 * 1024 * 1024,
  search: 200,
} as const

export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov'] as const
/** 'Do you have a question?' attachments (decided): documents and images a user would send support. */
export const FAQ_FILE_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'doc', 'docx', 'txt'] as const

export const KNOWLEDGE_AUDIENCES = ['talent', 'organization', 'both'] as const
export type KnowledgeAudience = (typeof KNOWLEDGE_AUDIENCES)[number]

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`

export const knowledgeMessages = {
  // The spec's words, verbatim
  messageSent: 'Your message has been successfully sent',
  supportPromise: 'Our support team answers within 24 to 48 hours.',
  // Not shown in the spec; chosen to read like the shown ones.
  fileType: `Attach a ${FAQ_FILE_EXTENSIONS.join(', ')} file.`,
  fileTooLarge: 'The file must be at most 10 MB.',
  videoType: 'Upload an mp4, webm or mov video.',
  videoTooLarge: 'The video must be at most 200 MB.',
  videoOrLink: 'Upload a video or give a link to one.',
  noFaqFound: 'No questions match your search.',
} as const

/** POST /faq-feedback/ (form data: message, file). */
export const faqFeedbackInput = z.object({
  message: multilineText()
    .trim()
    .min(1, { error: 'This field is required' })
    .max(KNOWLEDGE_LIMITS.faqMessage, { error: tooLong(KNOWLEDGE_LIMITS.faqMessage) }),
})

/** GET knowledge-center-faq/ and -videos/ query. */
export const knowledgeQuery = z.object({
  search: text().max(KNOWLEDGE_LIMITS.search, { error: tooLong(KNOWLEDGE_LIMITS.search) }).optional(),
  category: text().max(64).optional(),
})

export const faqCategory = z.object({ id: z.string(), name: z.string(), order: z.number() })
export type FaqCategory = z.infer<typeof faqCategory>

export const faqItem = z.object({
  id: z.string(),
  question: z.string(),
  /** Sanitized HTML (the server's rich-text sanitizer). */
  answer: z.string(),
  category: faqCategory.nullable(),
  audience: z.enum(KNOWLEDGE_AUDIENCES),
  order: z.number(),
  updatedAt: z.string(),
})
export type FaqItem = z.infer<typeof faqItem>

/** GET …/knowledge-center-faq/: published items the reader's audience may see, by category order then item order. */
export const faqAnswer = z.object({ categories: z.array(faqCategory), results: z.array(faqItem) })
export type FaqAnswer = z.infer<typeof faqAnswer>

export const videoTutorial = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  audience: z.enum(KNOWLEDGE_AUDIENCES),
  order: z.number(),
  /** Streamed with range requests from our server, or null when the tutorial is an external link. */
  videoUrl: z.string().nullable(),
  videoMimeType: z.string().nullable(),
  externalUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  updatedAt: z.string(),
})
export type VideoTutorial = z.infer<typeof videoTutorial>

export const videoAnswer = z.object({ results: z.array(videoTutorial) })
export type VideoAnswer = z.infer<typeof videoAnswer>

export interface FaqFeedbackSent {
  id: string
  message: string
}

/** The console's forms and the /api/admin dialect share these. */
export const PUBLICATION_STATUSES = ['draft', 'published'] as const
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number]

/** Decided: an answer's visible text is at most 5000 characters (the spec names no limit). */
export const FAQ_ANSWER_MAX = 5000
export const KNOWLEDGE_ORDER_MAX = 9999

export const knowledgeFieldMessages = {
  tooLong,
  https: 'Enter an https:// address.',
  order: `Enter a whole number from 0 to ${KNOWLEDGE_ORDER_MAX}.`,
  audience: 'Select talents, organizations or both.',
} as const

const order = () =>
  z
    .number({ error: knowledgeFieldMessages.order })
    .int({ error: knowledgeFieldMessages.order })
    .min(0, { error: knowledgeFieldMessages.order })
    .max(KNOWLEDGE_ORDER_MAX, { error: knowledgeFieldMessages.order })
const audience = () => z.enum(KNOWLEDGE_AUDIENCES, { error: knowledgeFieldMessages.audience })
const requiredText = (max: number) =>
  text()
    .trim()
    .min(1, { error: 'This field is required' })
    .max(max, { error: tooLong(max) })

/** Counts what a reader sees of rich text (tags and entities as one character), like the portals' editor. */
export const visibleTextLength = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .trim().length

export const faqCategoryInput = z.object({ name: requiredText(KNOWLEDGE_LIMITS.categoryName), order: order() })

export const faqInput = z.object({
  question: requiredText(KNOWLEDGE_LIMITS.question),
  answer: multilineText()
    .refine((value) => visibleTextLength(value) > 0, { error: 'This field is required' })
    .refine((value) => visibleTextLength(value) <= FAQ_ANSWER_MAX, { error: tooLong(FAQ_ANSWER_MAX) }),
  category: text().min(1, { error: 'This field is required' }).max(64),
  audience: audience(),
  order: order(),
})

export const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === 'https:' && value.length <= 500
  } catch {
    return false
  }
}

export const videoInput = z.object({
  title: requiredText(KNOWLEDGE_LIMITS.videoTitle),
  // Null as stored for a tutorial without one (and as the console's cleared field sends it): a tutorial
  // saved without a description is edited and saved again like any other.
  description: multilineText()
    .max(KNOWLEDGE_LIMITS.videoDescription, { error: tooLong(KNOWLEDGE_LIMITS.videoDescription) })
    .nullable()
    .optional(),
  externalUrl: text()
    .trim()
    .refine((value) => value === '' || isHttpsUrl(value), { error: knowledgeFieldMessages.https })
    .nullable()
    .optional(),
  audience: audience(),
  order: order(),
})

/** A feedback as the console and its sender read it. */
export interface FaqFeedbackView {
  id: string
  message: string
  sender: { id: string; fullName: string; email: string; role: string }
  organization: { id: string; name: string } | null
  file: { url: string; name: string; size: number; mimeType: string } | null
  createdAt: string
}

/** A tutorial's stored file as the editor sees it, null when none was uploaded. */
const tutorialFile = z.object({ originalFileName: z.string(), mimeType: z.string(), size: z.number() }).nullable()

/** POST /knowledge-center-videos/{id}/video/ and /poster/: the draft's id and the file it now names. */
export const tutorialVideoUploaded = z.object({ id: z.string(), videoFile: tutorialFile })
export const tutorialPosterUploaded = z.object({ id: z.string(), posterFile: tutorialFile })
