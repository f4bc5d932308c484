/** The knowledge center's console resources (content editors and the super admin) and the questions (super admin). */
export { faqCategories } from './categories'
export { knowledgeCenterFaqs } from './faqs'
export { knowledgeCenterVideos } from './videos'
export { faqFeedbacks } from './feedbacks'
export { knowledgeConsoleMessages } from './i18n'
