import sanitizeHtml from 'sanitize-html'
import {
  AI_LIMITS,
  type GeneratedApplicantReview,
  type GeneratedOverview,
  type GeneratedQuestions,
  type GeneratedRating,
  type GeneratedTitleDescription,
} from '../../contract/ai'
import { sanitizeRichText } from '../richText/sanitizeRichText'

/**
 * Generated text is cleaned on the server before any answer leaves it, whichever provider wrote it:
 * the one rich-text part (an opportunity's description, which the form's editor takes) keeps only the few
 * tags a generated text needs, after the stored rich text's own clean-up (which drops scripts and styles
 * with their content); every other part is plain text and loses every tag: one-liners (titles,
 * questions, highlights, verdicts, reasons) collapse their white space, blocks (an overview, a review's
 * summary) keep their line breaks. The screens show plain text as text.
 */
export const GENERATED_TAGS = ['p', 'ul', 'li', 'strong', 'em', 'br'] as const

export function cleanRichText(html: string): string {
  return sanitizeHtml(sanitizeRichText(html), { allowedTags: [...GENERATED_TAGS], allowedAttributes: {}, allowedSchemes: [], disallowedTagsMode: 'discard' })
}

const stripTags = (value: string) =>
  sanitizeHtml(value, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard', nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'] })
    // sanitize-html escapes what it keeps; the screens escape again when they render text.
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

/** One line of plain text. */
export const cleanPlainText = (value: string) => stripTags(value).replace(/\s+/g, ' ').trim()

/** Plain text in paragraphs and '- ' lines: line breaks kept, at most one empty line between paragraphs. */
export const cleanPlainBlock = (value: string) =>
  stripTags(value)
    .split(/\r?\n/)
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()

/** Text for HTML built by the offline templates. */
export const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export const cleanTitleDescription = (answer: GeneratedTitleDescription): GeneratedTitleDescription => ({
  ...answer,
  title: cleanPlainText(answer.title).slice(0, AI_LIMITS.title),
  description: cleanRichText(answer.description),
})

export const cleanQuestions = (answer: GeneratedQuestions): GeneratedQuestions => ({
  ...answer,
  questions: answer.questions.map(cleanPlainText).filter(Boolean),
})

export const cleanOverview = (answer: GeneratedOverview): GeneratedOverview => ({
  ...answer,
  overview: cleanPlainBlock(answer.overview),
  highlights: answer.highlights.map(cleanPlainText).filter(Boolean),
})

export const cleanRating = <T extends GeneratedRating>(answer: T): T => ({
  ...answer,
  verdict: cleanPlainText(answer.verdict),
  reasons: answer.reasons.map((reason) => ({ kind: reason.kind, text: cleanPlainText(reason.text) })).filter((reason) => reason.text),
})

export const cleanApplicantReview = (answer: GeneratedApplicantReview): GeneratedApplicantReview => ({
  ...cleanRating(answer),
  summary: cleanPlainBlock(answer.summary),
})
