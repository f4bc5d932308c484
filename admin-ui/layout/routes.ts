/**
 * The super admin's spec routes that are pages of their own rather than resources (accounts-profiles-admin
 * 2: /dashboard, /accounting, /messenger, /internal, /background-jobs, /account). /talents and
 * /organizations/{id} are the resources' own routes.
 */
export const CONSOLE_PATHS = {
  dashboard: '/dashboard',
  accounting: '/accounting',
  messenger: '/messenger',
  internal: '/internal',
  backgroundJobs: '/background-jobs',
  account: '/account',
  newOpportunity: '/new-opportunity',
  knowledgeCenter: '/knowledge-center',
} as const
