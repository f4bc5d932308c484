/** The knowledge center's screens (issue 13, K2; docs/messenger-plan.md 4 "Screens"). */
export { knowledgeCenterRoutes } from './routes'
export { canUseKnowledgeCenter, KNOWLEDGE_CENTER_ROLES } from './knowledgeRules'
