import { Admin, CustomRoutes, Resource } from 'react-admin'
import { Route } from 'react-router-dom'
import { Dashboard } from './dashboard/Dashboard'
// Comments and audit trail
import { auditEvents } from './audit-events'
import { comments } from './comments'
import { documentTypes } from './document-types'
import { CONSOLE_TITLE } from './i18n/en'
import { i18nProvider } from './i18n/i18nProvider'
import { organizations } from './organizations'
import { authProvider } from './providers/authProvider'
import { dataProvider } from './providers/dataProvider'
import { CHILDREN_ROUTE, specializationRoles, specializationSkills, specializations } from './specializations'
import { talents } from './talents'
import { theme } from './theme'
import { users } from './users'
// Organization users and departments
import { departments } from './departments'
// The super admin's spec routes
import { AccountPage } from './account/AccountPage'
import { BackgroundJobsPage } from './background-jobs/BackgroundJobsPage'
import { ConsoleLayout } from './layout/ConsoleLayout'
import { CONSOLE_PATHS } from './layout/routes'
import { ConsoleNotFound } from './layout/ConsoleNotFound'
import { consoleRoutesForRole } from './layout/consoleRoutesForRole'
import { engagements } from './engagements'
import { purchaseOrders } from './purchase-orders'
import { requiredDocuments } from './required-documents'
// Console: accounting export and every organization's time
import { AccountingPage } from './accounting/AccountingPage'
import { timeTracking } from './time-tracking'
// Search records, console
import { talentNotFoundFeedbacks } from './talent-not-found-feedbacks'
import { faqCategories, faqFeedbacks, knowledgeCenterFaqs, knowledgeCenterVideos } from './knowledge-center'
// The super admin's messenger
import { MessengerPage } from './messenger/MessengerPage'
// /internal
import { InternalPage } from './internal/InternalPage'
import { NewOpportunityPage, OPPORTUNITY_ROUTE, OpportunityShow, opportunities } from './opportunities'
import { FaqReaderPage, KNOWLEDGE_PATHS, KnowledgeReaderPage, VideoReaderPage } from './knowledge-reader'

/**
 * The console signs nobody in (loginPage={false}): requireAuth checks the portal session before anything
 * renders, and anyone else is sent to '/'. Telemetry is off: no third-party calls from an admin console.
 * The menu follows the order of the resources: Dashboard, Talents, Organizations, Users (the spec's
 * top navigation puts talents before organizations), then the reference data: Specializations, Document lead times.
 * Roles and skills have no list, so no menu entry: they are edited from their node's page.
 * The spec's super-admin paths that are not resources (/dashboard, /accounting, /messenger, /internal,
 * /background-jobs, /account) are custom routes inside the layout, listed after the resources in the menu.
 */
export const App = () => (
  <Admin
    title={CONSOLE_TITLE}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    theme={theme}
    dashboard={Dashboard}
    loginPage={false}
    requireAuth
    disableTelemetry
    layout={ConsoleLayout}
    catchAll={ConsoleNotFound}
    accessDenied={ConsoleNotFound}
  >
    {/* Each role gets its own pages and resources; any other path is the not-found page (consoleRoutesForRole). */}
    {(role: unknown) => consoleRoutesForRole(role, <>
    <CustomRoutes>
      <Route path={CONSOLE_PATHS.dashboard} element={<Dashboard />} />
      <Route path={CONSOLE_PATHS.accounting} element={<AccountingPage />} />
      <Route path={CONSOLE_PATHS.messenger} element={<MessengerPage />} />
      {/* /internal (internal users, settings, savings benchmarks) */}
      <Route path={CONSOLE_PATHS.internal} element={<InternalPage />} />
      <Route path={CONSOLE_PATHS.backgroundJobs} element={<BackgroundJobsPage />} />
      <Route path={CONSOLE_PATHS.account} element={<AccountPage />} />
      {/* The spec's common routes (2.2): posting is the organizations' (docs/decisions/super-admin-common-routes.md). */}
      <Route path={CONSOLE_PATHS.newOpportunity} element={<NewOpportunityPage />} />
      <Route path={KNOWLEDGE_PATHS.hub} element={<KnowledgeReaderPage />} />
      <Route path={KNOWLEDGE_PATHS.faq} element={<FaqReaderPage />} />
      <Route path={KNOWLEDGE_PATHS.videos} element={<VideoReaderPage />} />
    </CustomRoutes>
    <Resource name="talents" {...talents} />
    <Resource name="organizations" {...organizations} />
    <Resource name="users" {...users} />
    {/* Organization users and departments */}
    <Resource name="departments" {...departments} />
    <Resource name="specializations" {...specializations}>
      <Route path={CHILDREN_ROUTE} element={<specializations.list />} />
    </Resource>
    <Resource name="specialization-roles" {...specializationRoles} />
    <Resource name="specialization-skills" {...specializationSkills} />
    <Resource name="document-types" {...documentTypes} />
    {/* Comments and audit trail */}
    <Resource name="comments" {...comments} />
    <Resource name="audit-events" {...auditEvents} />
    {/* Engagements, document libraries and POs, read-only */}
    <Resource name="engagements" {...engagements} />
    <Resource name="required-documents" {...requiredDocuments} />
    <Resource name="purchase-orders" {...purchaseOrders} />
    {/* Every organization's time entries, read-only (GET /api/v1/super_admin/time-tracking/) */}
    <Resource name="time-tracking" {...timeTracking} />
    {/* Search records: what organization users could not find, read-only (menu: Menu.ResourceItems) */}
    <Resource name="talent-not-found-feedbacks" {...talentNotFoundFeedbacks} />
    {/* The knowledge center (content editors see only these three) and the questions (super admin) */}
    <Resource name="knowledge-center-faqs" {...knowledgeCenterFaqs} />
    <Resource name="faq-categories" {...faqCategories} />
    <Resource name="knowledge-center-videos" {...knowledgeCenterVideos} />
    <Resource name="faq-feedbacks" {...faqFeedbacks} />
    {/* Every organization's opportunities, read-only; /opportunities/{id} is the spec's path of one. */}
    <Resource name="opportunities" {...opportunities}>
      <Route path={OPPORTUNITY_ROUTE} element={<OpportunityShow />} />
    </Resource>
    <Resource name="opportunity-applicants" />
    <Resource name="published-faqs" />
    <Resource name="published-videos" />
    </>)}
  </Admin>
)
