import { offlineProvider } from './offlineProvider'
import { openAiCompatibleProvider, type WarnLogger } from './openAiCompatibleProvider'
import { cleanApplicantReview, cleanOverview, cleanQuestions, cleanRating, cleanTitleDescription } from './generatedText'
import type { AiProvider } from './provider'

/**
 * The AI settings the server was started with (server/env.ts reads AI_BASE_URL, AI_API_KEY, AI_MODEL and
 * AI_TIMEOUT_MS; the endpoints pass them in, since domain/ may not import server/). No base URL: the
 * offline provider.
 */
export interface AiConfig {
  baseUrl: string | null
  apiKey: string | null
  model: string
  timeoutMs: number
}

export const DEFAULT_AI_MODEL = 'gpt-4o-mini'
export const DEFAULT_AI_TIMEOUT_MS = 15_000

/**
 * The provider for `config`, its every answer cleaned by the server (generatedText.ts) whoever wrote
 * it, so no endpoint can forget to.
 */
export function aiProviderFor(config: AiConfig, warn: WarnLogger): AiProvider {
  const provider = config.baseUrl ? openAiCompatibleProvider({ ...config, baseUrl: config.baseUrl.replace(/\/+$/, '') }, warn) : offlineProvider
  return {
    name: provider.name,
    titleDescription: async (opportunity) => cleanTitleDescription(await provider.titleDescription(opportunity)),
    questions: async (request) => {
      const answer = cleanQuestions(await provider.questions(request))
      return request.count ? { ...answer, questions: answer.questions.slice(0, request.count) } : answer
    },
    talentOverview: async (talent) => cleanOverview(await provider.talentOverview(talent)),
    applicantReview: async (request) => cleanApplicantReview(await provider.applicantReview(request)),
    talentRating: async (request) => cleanRating(await provider.talentRating(request)),
  }
}

export type { AiProvider } from './provider'
