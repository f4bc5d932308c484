import type { Access, FieldAccess, Where } from 'payload'
import type { KnowledgeAudience } from '../contract/knowledgeCenter'
import { authUser, isOrganizationUser, isSuperAdmin, type AuthUser } from './roles'
import { SERVER_WRITE } from './serverWrites'

/**
 * The knowledge center. Content editors and the super admin
 * keep the FAQ categories, FAQs and video tutorials; the portals read only what is published for their
 * audience (a talent: 'talent' or 'both'; organization admins and managers: 'organization' or 'both').
 * FAQs and videos are drafted (Payload versions): a draft lives in the versions table, and the collection's
 * own rows are what was last published, so the rule for readers is `_status = published` on those rows.
 */
export const isContentEditor = (user: AuthUser | null) => user?.role === 'content_editor'
export const keepsKnowledgeCenter = (user: AuthUser | null) => isSuperAdmin(user) || isContentEditor(user)

/** The audiences a reader belongs to, or null for a role the knowledge center is not for. */
export function readerAudiences(user: AuthUser | null): KnowledgeAudience[] | null {
  if (user?.role === 'talent') return ['talent', 'both']
  if (isOrganizationUser(user)) return ['organization', 'both']
  return null
}

/** Content editors and the super admin write; nobody else (the console's /api/admin dialect is their way in). */
export const writeKnowledgeCenter: Access = ({ req }) => keepsKnowledgeCenter(authUser(req))

/** Categories carry no audience and no drafts: whoever may read the knowledge center reads all of them. */
export const readFaqCategories: Access = ({ req }) => {
  const user = authUser(req)
  return keepsKnowledgeCenter(user) || readerAudiences(user) !== null
}

/** FAQs and videos: editors read every row (and every draft); readers the published rows for their audience. */
export const readPublishedForAudience: Access = ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (keepsKnowledgeCenter(user)) return true
  const audiences = readerAudiences(user)
  if (!audiences) return false
  const where: Where = { and: [{ _status: { equals: 'published' } }, { audience: { in: audiences } }] }
  return where
}

/** A stored file's fields (storage key, type, size) are set only by the upload endpoints, never by a client. */
export const serverWriteField: FieldAccess = ({ req }) => req.context?.[SERVER_WRITE] === true

/**
 * faq-feedbacks: the super admin reads all; content editors all too (what was asked and when, to see which
 * answers are missing), but never who asked (readQuestionSender); the sender their own.
 */
export const readFaqFeedbacks: Access = ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (keepsKnowledgeCenter(user)) return true
  return { sender: { equals: user.id } } satisfies Where
}

/**
 * A question's sender, their organization and the attached file (which may name them): everyone who reads
 * the row but a content editor, so the one rule holds for the console, the generated REST, the file
 * download and every Local API read.
 */
export const readQuestionSender: FieldAccess = ({ req }) => !isContentEditor(authUser(req))

/** knowledge-center-views: the counts are the keepers' (the console's dashboard); readers never see them. */
export const readViewCounts: Access = ({ req }) => keepsKnowledgeCenter(authUser(req))

/** Written only by POST /faq-feedback/ (the server-write context), as the sender. */
export const createFaqFeedback: Access = ({ req, data }) => {
  const user = authUser(req)
  return req.context?.[SERVER_WRITE] === true && Boolean(user) && String((data as { sender?: unknown } | undefined)?.sender ?? '') === user!.id
}
