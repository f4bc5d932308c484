import type { z } from 'zod'
import { AI_LIMITS, generatedApplicantReview, generatedOverview, generatedQuestions, generatedRating, generatedTitleDescription } from '../../contract/ai'
import { cleanApplicantReview, cleanOverview, cleanQuestions, cleanRating, cleanTitleDescription, GENERATED_TAGS } from './generatedText'
import { offlineProvider } from './offlineProvider'
import type { AiProvider } from './provider'

/**
 * A provider for any OpenAI-compatible chat-completions endpoint (AI_BASE_URL, AI_API_KEY, AI_MODEL,
 * AI_TIMEOUT_MS). It sends the facts the endpoint read as the caller, asks for a JSON object, and accepts
 * the answer only when it parses and fits the contract's zod schema, before and after the server's
 * clean-up. Anything else (a refused connection, an HTTP error, a timeout, text that is not JSON, JSON
 * of the wrong shape) is logged as a warning and answered by the offline provider, whose answer names
 * itself (`provider: 'offline'`): the caller never sees the external failure, never a 500.
 */
export interface OpenAiCompatibleConfig {
  /** Without the trailing slash: 'https://api.example.com/v1'. */
  baseUrl: string
  apiKey: string | null
  model: string
  timeoutMs: number
}

export type WarnLogger = (details: Record<string, unknown>, message: string) => void

const SYSTEM = [
  'You assist a healthcare-IT staffing marketplace. Answer with one JSON object only, no prose around it.',
  `Only "description" is rich text and may use these HTML tags: ${GENERATED_TAGS.join(', ')}; every other field is plain text without markup (paragraphs separated by an empty line, list items as lines starting with "- ").`,
  'Use only the facts given; do not invent employers, certificates or dates.',
].join(' ')

const RATING_SHAPE = `"score": integer 0..100, "verdict": one line (max ${AI_LIMITS.reason} chars), "reasons": 1-12 items {"kind": "strength"|"gap"|"note", "text": max ${AI_LIMITS.reason} chars}`

const TASKS = {
  titleDescription: `Write a job title (max ${AI_LIMITS.title} chars) and a rich-text description for this opportunity. Shape: {"title": string, "description": string}.`,
  questions: `Write application questions tailored to this opportunity (each max ${AI_LIMITS.question} chars). Shape: {"questions": [string]}.`,
  talentOverview: `Write a plain-text overview (max ${AI_LIMITS.overview} chars) of this talent's profile for a hiring manager, and up to 10 one-line highlights. Shape: {"overview": string, "highlights": [string]}.`,
  applicantReview: `Rate how well this applicant fits the opportunity and summarize their application in plain text (max ${AI_LIMITS.overview} chars). Shape: {${RATING_SHAPE}, "summary": string}.`,
  talentRating: `Rate how well this talent fits the opportunity. Shape: {${RATING_SHAPE}}.`,
} as const

export function openAiCompatibleProvider(config: OpenAiCompatibleConfig, warn: WarnLogger): AiProvider {
  const name = `openai-compatible:${config.model}`

  async function complete(task: string, facts: unknown): Promise<unknown> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(new Error(`no answer within ${config.timeoutMs} ms`)), config.timeoutMs)
    try {
      const response = await fetch(`${config.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
        body: JSON.stringify({
          model: config.model,
          response_format: { type: 'json_object' },
          temperature: 0.2,
          messages: [
            { role: 'system', content: SYSTEM },
            { role: 'user', content: `${task}\n\nFacts (JSON):\n${JSON.stringify(facts)}` },
          ],
        }),
        signal: controller.signal,
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] }
      const content = body.choices?.[0]?.message?.content
      if (typeof content !== 'string') throw new Error('no message content')
      return JSON.parse(content)
    } finally {
      clearTimeout(timer)
    }
  }

  /** The model's answer when it fits `schema` before and after the clean-up; the offline answer otherwise. */
  async function answer<T extends { provider: string }>(operation: keyof typeof TASKS, facts: unknown, schema: z.ZodType<T>, clean: (value: T) => T, offline: () => Promise<T>): Promise<T> {
    try {
      const raw = await complete(TASKS[operation], facts)
      const parsed = schema.parse({ ...(raw as object), generated: true, provider: name })
      return schema.parse(clean(parsed))
    } catch (error) {
      warn({ operation, baseUrl: config.baseUrl, model: config.model, error: error instanceof Error ? error.message : String(error) }, 'AI provider failed; answering with the offline provider')
      return offline()
    }
  }

  return {
    name,
    titleDescription: (opportunity) => answer('titleDescription', { opportunity }, generatedTitleDescription, cleanTitleDescription, () => offlineProvider.titleDescription(opportunity)),
    questions: (request) => answer('questions', { ...request, count: request.count ?? 5 }, generatedQuestions, cleanQuestions, () => offlineProvider.questions(request)),
    talentOverview: (talent) => answer('talentOverview', { talent }, generatedOverview, cleanOverview, () => offlineProvider.talentOverview(talent)),
    applicantReview: (request) => answer('applicantReview', { opportunity: request.opportunity, talent: request.talent, application: request.application }, generatedApplicantReview, cleanApplicantReview, () => offlineProvider.applicantReview(request)),
    talentRating: (request) => answer('talentRating', { opportunity: request.opportunity, talent: request.talent }, generatedRating, cleanRating, () => offlineProvider.talentRating(request)),
  }
}
