import type { Endpoint } from 'payload'
import { getCurrentUser, updateCurrentUser } from './account/currentUser'
import { impersonate, stopImpersonating } from './account/impersonation'
import { confirmPasswordReset, requestPasswordReset, validatePasswordReset } from './account/passwordReset'
import { signIn, signOut } from './account/sessions'
import { activateTalent, resendRegistration, signUpTalent } from './account/signUp'
import { adminRestEndpoints } from './adminRest'
import { organizationInvite, talentInvite } from './invites'
import { cities, csrfCookie, environmentVariables, settings, states } from './platform'
import { getSpecialization, listSpecializations } from './specializations'
import { createAvailability, deleteAvailability, getAvailability, listAvailabilities, updateAvailability } from './talent/availabilities'
import { createExternalLink, deleteExternalLink, listExternalLinks, updateExternalLink } from './talent/externalLinks'
import { getOwnProfile } from './talent/profile'
import { createTalentSpecialization, deleteTalentSpecialization, listTalentSpecializations, updateTalentSpecialization } from './talent/specializations'
import { createWorkExperience, deleteWorkExperience, listWorkExperiences, updateWorkExperience } from './talent/workExperiences'
import { managerTalent, organizationAdminTalent, setTalentDeactivated, superAdminTalent } from './organization/talents'
import { downloadFile } from './files'
import { runDocumentExpiryNow } from './jobs/documentExpiry'
// The daily engagement-dates job, run on demand
import { runEngagementDatesNow } from './jobs/engagementDates'
// The talent's engagements and action items
import { getTalentEngagement, listTalentEngagements, talentEngagementAgreements } from './engagements/talent'
// The talent's action items and engagements dashboard moved to endpoints/dashboards/talent.ts
import { talentActionItemsList, talentEngagementsDashboard } from './dashboards'
// Talent API
import { talentTimeEntryEndpoints } from './timeSheets/talentEntries'
import { talentPayPeriodEndpoints } from './timeSheets/talentPeriods'
import { getPayDate } from './timeSheets/payDate'
// Console: the Background jobs page
import { listBackgroundJobs } from './jobs/backgroundJobs'
import { createCertificate, deleteCertificate, listCertificates, updateCertificate } from './talent/certificates'
import {
  getDocumentHistory,
  getDocumentSet,
  managerTalentDocumentSet,
  organizationAdminTalentDocumentSet,
  patchDocumentSet,
  superAdminTalentDocumentHistory,
  superAdminTalentDocumentSet,
} from './talent/documents'
import { deleteAvatar, deleteProfileVideo, uploadAvatar, uploadProfileVideo } from './talent/media'
// Talent lists and groups
import { managerTalents, organizationAdminTalents, superAdminTalents } from './organization/talents'
// Search engine
import { managerMatchedCount, organizationAdminMatchedCount } from './search/talents'
import { searchWeightEndpoints } from './search/weights'
import { groupEndpoints } from './groups'
// Terms, document library, filled documents
import { engagementTermsEndpoints } from './engagements/terms'
import { requiredDocumentEndpoints } from './engagements/requiredDocuments'
import { filledDocumentEndpoints } from './engagements/filledDocuments'
// Engagements (organization side), the talent's accept and decline
import { engagementFilterEndpoints } from './engagements/filters'
import { ORGANIZATION_ROLES as ENGAGEMENT_ORGANIZATION_ROLES, organizationEngagementEndpoints } from './engagements/organization'
import { acceptTalentEngagement, declineTalentEngagement } from './engagements/talentMoves'
// Organizations
import {
  countOrganizations,
  createOrganization,
  listOrganizations,
  organizationAdminOrganization,
  organizationAdminOrganizationEngagementsCount,
  organizationAdminOrganizationUsersCount,
  organizationAdminReplaceOrganization,
  organizationAdminUpdateOrganization,
  superAdminOrganization,
  superAdminOrganizationEngagementsCount,
  superAdminOrganizationUsersCount,
  superAdminReplaceOrganization,
  superAdminUpdateOrganization,
} from './organizations'
// Comments and audit trail
import { createComment, deleteComment, getComment, linkProfileComment, listComments, updateComment } from './comments'
import { organizationAdminAuditEvents, superAdminAuditEvents } from './auditTrail'
// Organization users, departments
import {
  getOrganizationAdminUser,
  getSuperAdminUser,
  managerColleagues,
  organizationAdminCreateUser,
  organizationAdminPatchUser,
  organizationAdminPutUser,
  organizationAdminReassign,
  organizationAdminUsers,
  superAdminCreateUser,
  superAdminPatchUser,
  superAdminPutUser,
  superAdminReassign,
  superAdminUsers,
} from './organizationUsers'
import {
  managerDepartments,
  organizationAdminCreateDepartment,
  organizationAdminDepartments,
  organizationAdminPatchDepartment,
  superAdminCreateDepartment,
  superAdminDepartments,
  superAdminPatchDepartment,
} from './departments'
// The signed-in user's own credentials
import { changePassword, confirmEmailChange, requestEmailChange } from './account/credentials'
// Purchase orders
import { purchaseOrderEndpoints } from './engagements/purchaseOrders'
import { engagementPurchaseOrderEndpoints } from './engagements/engagementPurchaseOrders'
// Organization API
import { ORGANIZATION_ROLES, organizationTimeSheetEndpoints, organizationTimeSheetItemEndpoints } from './timeSheets/organization'
import { organizationAdjustmentEndpoints } from './timeSheets/adjustments'
import { superAdminTimeTracking } from './timeSheets/superAdmin'
// Time-sheet reminders job, run on demand
import { runTimeSheetRemindersNow } from './jobs/timeSheetReminders'
// Exports
import { exportEndpoints } from './timeSheets/exports'
import { taskEndpoints } from './tasks/taskEndpoints'
// Search records
import { SAVED_SEARCH_ROLES, savedSearchEndpoints } from './search/savedSearches'
import { FEEDBACK_ROLES, superAdminTalentNotFoundFeedbacks, talentNotFoundEndpoint } from './search/feedback'
// AI assistance
import { aiEndpoints } from './ai/assist'

/**
 * Every root endpoint Payload serves under /api. Order matters only where two paths could match the
 * same URL (Payload takes the first): the fixed '/user/impersonate/' sits before anything with params.
 * The most frequent call, GET /user/, comes first because Payload tries the list in order.
 */
// Opportunities
import { organizationOpportunityEndpoints } from './opportunities/organization'
import { opportunitySpecializationEndpoints } from './opportunities/specializations'
import { applicantEndpoints } from './opportunities/applicants'
import { talentOpportunityEndpoints } from './opportunities/talent'
import { organizationDashboardEndpoints, showScreenEndpoints, superAdminDashboardEndpoints, talentDashboard } from './dashboards'
// Messenger API and the unread e-mail job, run on demand
import { messengerEndpoints } from './messenger'
import { runChatUnreadEmailsNow } from './jobs/chatUnreadEmails'
import { knowledgePortalEndpoints } from './knowledgeCenter/portal'
import { knowledgeFileEndpoints } from './knowledgeCenter/files'
import { knowledgeViewEndpoints } from './knowledgeCenter/views'
import { sendFaqFeedback } from './knowledgeCenter/feedback'
export const endpoints: Endpoint[] = [
  getCurrentUser,
  updateCurrentUser,
  signIn,
  signOut,
  impersonate,
  stopImpersonating,
  signUpTalent,
  activateTalent,
  resendRegistration,
  requestPasswordReset,
  validatePasswordReset,
  confirmPasswordReset,
  talentInvite,
  organizationInvite,
  csrfCookie,
  environmentVariables,
  settings,
  states,
  cities,
  listSpecializations,
  getSpecialization,
  // Talent profile sections and the organization side's view of a talent.
  getOwnProfile,
  listAvailabilities,
  createAvailability,
  getAvailability,
  updateAvailability,
  deleteAvailability,
  listExternalLinks,
  createExternalLink,
  updateExternalLink,
  deleteExternalLink,
  listWorkExperiences,
  createWorkExperience,
  updateWorkExperience,
  deleteWorkExperience,
  listTalentSpecializations,
  createTalentSpecialization,
  updateTalentSpecialization,
  deleteTalentSpecialization,
  // Search engine. '<org>talents/matched_count/' before '<org>talents/:id/' (the router
  // takes the first path that matches); the list '<org>talents/' is registered with the talent lists.
  managerMatchedCount,
  organizationAdminMatchedCount,
  ...searchWeightEndpoints,
  managerTalent,
  organizationAdminTalent,
  superAdminTalent,
  setTalentDeactivated,
  // Documents, certificates, pictures, videos and files.
  getDocumentSet,
  patchDocumentSet,
  getDocumentHistory,
  managerTalentDocumentSet,
  organizationAdminTalentDocumentSet,
  superAdminTalentDocumentSet,
  superAdminTalentDocumentHistory,
  listCertificates,
  createCertificate,
  updateCertificate,
  deleteCertificate,
  uploadAvatar,
  deleteAvatar,
  uploadProfileVideo,
  deleteProfileVideo,
  downloadFile,
  runDocumentExpiryNow,
  runEngagementDatesNow,
  // Organizations ('count/' before ':id/': the router takes the first path that matches)
  listOrganizations,
  createOrganization,
  countOrganizations,
  superAdminOrganization,
  superAdminReplaceOrganization,
  superAdminUpdateOrganization,
  superAdminOrganizationUsersCount,
  superAdminOrganizationEngagementsCount,
  organizationAdminOrganization,
  organizationAdminReplaceOrganization,
  organizationAdminUpdateOrganization,
  organizationAdminOrganizationUsersCount,
  organizationAdminOrganizationEngagementsCount,
  // Talent lists and groups
  managerTalents,
  organizationAdminTalents,
  superAdminTalents,
  ...groupEndpoints,
  // Comments and audit trail
  listComments,
  createComment,
  getComment,
  updateComment,
  deleteComment,
  linkProfileComment,
  superAdminAuditEvents,
  organizationAdminAuditEvents,
  // Organization users, departments
  organizationAdminUsers,
  organizationAdminCreateUser,
  getOrganizationAdminUser,
  organizationAdminPutUser,
  organizationAdminPatchUser,
  organizationAdminReassign,
  superAdminUsers,
  superAdminCreateUser,
  getSuperAdminUser,
  superAdminPutUser,
  superAdminPatchUser,
  superAdminReassign,
  managerColleagues,
  organizationAdminDepartments,
  organizationAdminCreateDepartment,
  organizationAdminPatchDepartment,
  superAdminDepartments,
  superAdminCreateDepartment,
  superAdminPatchDepartment,
  managerDepartments,
  // Purchase orders. Before the engagement endpoints: '<org>engagements/purchase-order-numbers/'
  // must come before '<org>engagements/:id/' (the router takes the first path that matches).
  ...purchaseOrderEndpoints,
  ...engagementPurchaseOrderEndpoints,
  // Console: the Background jobs page
  listBackgroundJobs,
  // The signed-in user's own password and sign-in e-mail
  changePassword,
  requestEmailChange,
  confirmEmailChange,
  // Engagements (organization side) and the talent's accept/decline. The router takes the
  // first path that matches: every `<org>engagements/<word>/` path (talents, owners, departments,
  // name-validation, purchase-order-numbers, ...) must come before `<org>engagements/:id/`.
  ...ENGAGEMENT_ORGANIZATION_ROLES.flatMap(engagementFilterEndpoints),
  ...ENGAGEMENT_ORGANIZATION_ROLES.flatMap(organizationEngagementEndpoints),
  acceptTalentEngagement,
  declineTalentEngagement,
  // The talent's engagements and action items
  listTalentEngagements,
  getTalentEngagement,
  talentEngagementsDashboard,
  talentEngagementAgreements,
  talentActionItemsList,
  ...adminRestEndpoints,
  // Terms, document library, filled documents
  ...engagementTermsEndpoints,
  ...requiredDocumentEndpoints,
  ...filledDocumentEndpoints,
  // Talent API (the talent's time sheets, pay periods and the pay date)
  ...talentPayPeriodEndpoints,
  ...talentTimeEntryEndpoints,
  getPayDate,
  // Organization API. Every `<org>time-sheets/<word>/` path (exists, total, po-burn-down, adjustments)
  // must come before `<org>time-sheets/:id/` (the router takes the first path that matches).
  ...ORGANIZATION_ROLES.flatMap(organizationTimeSheetEndpoints),
  ...ORGANIZATION_ROLES.flatMap(organizationAdjustmentEndpoints),
  ...ORGANIZATION_ROLES.flatMap(organizationTimeSheetItemEndpoints),
  superAdminTimeTracking,
  // Time-sheet reminders job, run on demand
  runTimeSheetRemindersNow,
  // Exports
  ...exportEndpoints,
  ...taskEndpoints,
  // Search records (saved searches, talent-not-found feedback)
  ...SAVED_SEARCH_ROLES.flatMap(savedSearchEndpoints),
  ...FEEDBACK_ROLES.map(talentNotFoundEndpoint),
  superAdminTalentNotFoundFeedbacks,
  // Opportunities (org side under /org-side/, the talent's under /talent/)
  ...organizationOpportunityEndpoints,
  ...opportunitySpecializationEndpoints,
  ...applicantEndpoints,
  ...talentOpportunityEndpoints,
  // AI assistance
  ...aiEndpoints,
  // Dashboards, action items, savings, show-screen, settings, savings benchmarks
  talentDashboard,
  ...showScreenEndpoints,
  ...organizationDashboardEndpoints,
  ...superAdminDashboardEndpoints,
  // Messenger API and the unread e-mail job, run on demand
  ...messengerEndpoints,
  runChatUnreadEmailsNow,
  // The knowledge center (portal reads, tutorial files, 'Do you have a question?')
  ...knowledgePortalEndpoints,
  ...knowledgeViewEndpoints,
  ...knowledgeFileEndpoints,
  sendFaqFeedback,
]
