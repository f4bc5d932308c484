/** The knowledge center's screens. */
export { knowledgeCenterRoutes } from './routes'
export { canUseKnowledgeCenter, KNOWLEDGE_CENTER_ROLES } from './knowledgeRules'
