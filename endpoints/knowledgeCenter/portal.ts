import type { Endpoint } from 'payload'
import type { Role } from '../../contract/accounts'
import { faqAnswer, knowledgeQuery, videoAnswer, type FaqAnswer, type VideoAnswer } from '../../contract/knowledgeCenter'
import { asUser, defineEndpoint } from '../http'
import { presentCategory, presentFaq, presentVideo, searchableText } from './present'

/**
 * The portals' knowledge center (GET <role>/knowledge-center-faq/ and
 * <role>/knowledge-center-videos/). Read as the caller: access/knowledgeCenter.ts leaves a reader only the
 * published rows of their audience (or both), so a draft never reaches a portal. The FAQ list is small
 * (tens to hundreds), so search and category filter over the visible text in memory: markup never matches.
 */
export const TAG = 'Knowledge center'
export const KNOWLEDGE_READER_ROLES = ['talent', 'manager', 'organization_admin'] as const satisfies readonly Role[]

export function faqEndpoint(role: (typeof KNOWLEDGE_READER_ROLES)[number]): Endpoint {
  return defineEndpoint({
    method: 'get',
    path: `/${role}/knowledge-center-faq/`,
    summary:
      'Published FAQ for the reader (audience theirs or both), by category order then item order; search over question and answer, category id',
    tag: TAG,
    access: [role],
    query: knowledgeQuery,
    response: faqAnswer,
    handler: async ({ req, user, query }): Promise<FaqAnswer> => {
      const [faqs, categoryDocs] = await Promise.all([
        req.payload.find({ collection: 'knowledge-center-faqs', pagination: false, sort: ['order', 'createdAt'], ...asUser(req, user!) }),
        req.payload.find({ collection: 'faq-categories', pagination: false, sort: ['order', 'name'], ...asUser(req, user!) }),
      ])
      const categories = categoryDocs.docs.map(presentCategory)
      const byId = new Map(categories.map((category) => [category.id, category]))
      const items = faqs.docs.map((doc) => ({ doc, item: presentFaq(doc, byId) }))
      // The categories that hold something for this reader, whatever the search.
      const used = new Set(items.map(({ item }) => item.category?.id).filter(Boolean))
      const terms = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean)
      const position = new Map(categories.map((category, index) => [category.id, index]))
      const results = items
        .filter(({ item }) => !query.category || item.category?.id === query.category)
        .filter(({ doc }) => {
          if (!terms.length) return true
          const text = searchableText(doc)
          return terms.every((term) => text.includes(term))
        })
        .map(({ item }) => item)
        .sort((a, b) => (position.get(a.category?.id ?? '') ?? 1e9) - (position.get(b.category?.id ?? '') ?? 1e9) || a.order - b.order)
      return { categories: categories.filter((category) => used.has(category.id)), results }
    },
  })
}

export function videosEndpoint(role: (typeof KNOWLEDGE_READER_ROLES)[number]): Endpoint {
  return defineEndpoint({
    method: 'get',
    path: `/${role}/knowledge-center-videos/`,
    summary: 'Published video tutorials for the reader (audience theirs or both), in order',
    tag: TAG,
    access: [role],
    response: videoAnswer,
    handler: async ({ req, user }): Promise<VideoAnswer> => {
      const { docs } = await req.payload.find({
        collection: 'knowledge-center-videos',
        pagination: false,
        sort: ['order', 'createdAt'],
        showHiddenFields: true,
        ...asUser(req, user!),
      })
      return { results: docs.map(presentVideo) }
    },
  })
}

export const knowledgePortalEndpoints = KNOWLEDGE_READER_ROLES.flatMap((role) => [faqEndpoint(role), videosEndpoint(role)])
