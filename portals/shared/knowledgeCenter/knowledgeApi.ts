import { useCallback } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { FaqAnswer, VideoAnswer } from '../../../contract/knowledgeCenter'
import { api } from '../api'
import { apiQuery } from '../query/keys'
import { useCurrentUser } from '../session'
import { canUseKnowledgeCenter, knowledgePaths } from './knowledgeRules'

/** The reader's API paths; the routes are registered only for the roles that have them. */
export function useKnowledgePaths() {
  const { role } = useCurrentUser()
  if (!canUseKnowledgeCenter(role)) throw new Error(`The knowledge center is not for the role ${role}`)
  return knowledgePaths(role)
}

/** Published FAQs of the reader's audience; the last answer stays on screen while a new search loads. */
export function useFaq(search: string, category: string) {
  const { faq } = useKnowledgePaths()
  return useQuery({
    ...apiQuery<FaqAnswer>(faq, { search: search || undefined, category: category || undefined }),
    placeholderData: keepPreviousData,
  })
}

export function useVideos() {
  const { videos } = useKnowledgePaths()
  return useQuery(apiQuery<VideoAnswer>(videos))
}

/**
 * Counts one view of an FAQ (its answer opened) or a tutorial (played). Nothing waits for it and a failed
 * count is not the reader's concern: the answer or the video shows either way.
 */
export function useCountView() {
  const { faqViews, videoViews } = useKnowledgePaths()
  return useCallback(
    (item: 'faq' | 'video', id: string) => {
      api.post(item === 'faq' ? faqViews(id) : videoViews(id)).catch(() => undefined)
    },
    [faqViews, videoViews],
  )
}
