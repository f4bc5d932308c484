import { EngagementEvents, Engagements } from '../collections/Engagements'
import { EngagementTerms } from '../collections/Engagements/EngagementTerms'
import { EngagementPurchaseOrders, PurchaseOrders } from '../collections/Engagements/PurchaseOrders'
import { FilledDocuments, RequiredDocuments } from '../collections/Engagements/RequiredDocuments'
import { engagementPurchaseOrderEndpoints } from '../endpoints/engagements/engagementPurchaseOrders'
import { filledDocumentEndpoints } from '../endpoints/engagements/filledDocuments'
import { engagementFilterEndpoints } from '../endpoints/engagements/filters'
import { ORGANIZATION_ROLES, organizationEngagementEndpoints } from '../endpoints/engagements/organization'
import { purchaseOrderEndpoints } from '../endpoints/engagements/purchaseOrders'
import { requiredDocumentEndpoints } from '../endpoints/engagements/requiredDocuments'
import { getTalentEngagement, listTalentEngagements, talentEngagementAgreements } from '../endpoints/engagements/talent'
import { acceptTalentEngagement, declineTalentEngagement } from '../endpoints/engagements/talentMoves'
import { engagementTermsEndpoints } from '../endpoints/engagements/terms'
import { ENGAGEMENT_DATES_CRON, ENGAGEMENT_DATES_QUEUE, engagementDatesTask, runEngagementDatesNow } from '../endpoints/jobs/engagementDates'
import { capabilityPlugin, scheduleOf } from './capabilityPlugin'

/**
 * Engagements with their events, terms, document library and filled documents, purchase orders; the
 * talent's engagements, accept and decline; the hourly engagement-dates job (each organization's
 * midnight falls in some hour; the task is idempotent).
 */
export const engagementsPlugin = () =>
  capabilityPlugin({
    name: 'engagements',
    collections: [Engagements, EngagementEvents, EngagementTerms, RequiredDocuments, FilledDocuments, PurchaseOrders, EngagementPurchaseOrders],
    endpoints: [
      runEngagementDatesNow,
      // The router takes the first path that matches: every `<org>engagements/<word>/` path
      // (purchase-order-numbers, talents, owners, departments, ...) comes before `<org>engagements/:id/`.
      ...purchaseOrderEndpoints,
      ...engagementPurchaseOrderEndpoints,
      ...ORGANIZATION_ROLES.flatMap(engagementFilterEndpoints),
      ...ORGANIZATION_ROLES.flatMap(organizationEngagementEndpoints),
      acceptTalentEngagement,
      declineTalentEngagement,
      listTalentEngagements,
      getTalentEngagement,
      talentEngagementAgreements,
      ...engagementTermsEndpoints,
      ...requiredDocumentEndpoints,
      ...filledDocumentEndpoints,
    ],
    tasks: [engagementDatesTask],
    schedules: [scheduleOf(engagementDatesTask, ENGAGEMENT_DATES_QUEUE, ENGAGEMENT_DATES_CRON, '/api/v1/super_admin/jobs/engagement-dates/run/')],
  })
