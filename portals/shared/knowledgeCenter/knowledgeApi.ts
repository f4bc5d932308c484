import { useCallback } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiCall, apiQuery } from '../client'
import { useCurrentUser } from '../session'
import { canUseKnowledgeCenter } from './knowledgeRules'

/** The reader's role; the routes are registered only for the roles that have a knowledge center. */
function useKnowledgeRole() {
  const { role } = useCurrentUser()
  if (!canUseKnowledgeCenter(role)) throw new Error(`The knowledge center is not for the role ${role}`)
  return role
}

/** Published FAQs of the reader's audience; the last answer stays on screen while a new search loads. */
export function useFaq(search: string, category: string) {
  const role = useKnowledgeRole()
  return useQuery({
    ...apiQuery(`/${role}/knowledge-center-faq/`, { params: { query: { search: search || undefined, category: category || undefined } } }),
    placeholderData: keepPreviousData,
  })
}

export function useVideos() {
  const role = useKnowledgeRole()
  return useQuery(apiQuery(`/${role}/knowledge-center-videos/`))
}

/**
 * Counts one view of an FAQ (its answer opened) or a tutorial (played). Nothing waits for it and a failed
 * count is not the reader's concern: the answer or the video shows either way.
 */
export function useCountView() {
  const role = useKnowledgeRole()
  return useCallback(
    (item: 'faq' | 'video', id: string) => {
      const counted =
        item === 'faq'
          ? apiCall('post', `/${role}/knowledge-center-faq/{id}/views/`, { params: { path: { id } } })
          : apiCall('post', `/${role}/knowledge-center-videos/{id}/views/`, { params: { path: { id } } })
      counted.catch(() => undefined)
    },
    [role],
  )
}
