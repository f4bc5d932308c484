import { FaqCategories, FaqFeedbacks, KnowledgeCenterFaqs, KnowledgeCenterVideos } from '../collections/KnowledgeCenter'
import { KnowledgeCenterViews } from '../collections/KnowledgeCenter/views'
import { sendFaqFeedback } from '../endpoints/knowledgeCenter/feedback'
import { knowledgeFileEndpoints } from '../endpoints/knowledgeCenter/files'
import { knowledgePortalEndpoints } from '../endpoints/knowledgeCenter/portal'
import { knowledgeViewEndpoints } from '../endpoints/knowledgeCenter/views'
import { capabilityPlugin } from './capabilityPlugin'

/** The knowledge center: FAQ categories and answers, tutorial videos and their files, views, feedback. */
export const knowledgeCenterPlugin = () =>
  capabilityPlugin({
    name: 'knowledgeCenter',
    collections: [FaqCategories, KnowledgeCenterFaqs, KnowledgeCenterVideos, FaqFeedbacks, KnowledgeCenterViews],
    endpoints: [...knowledgePortalEndpoints, ...knowledgeViewEndpoints, ...knowledgeFileEndpoints, sendFaqFeedback],
  })
