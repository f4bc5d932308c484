export { KnowledgeReaderPage } from './KnowledgeReaderPage'
export { FaqReaderPage } from './FaqReaderPage'
export { VideoReaderPage } from './VideoReaderPage'
export { KNOWLEDGE_PATHS } from './shared'
