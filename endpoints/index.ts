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
// issue 10: the daily engagement-dates job, run on demand
import { runEngagementDatesNow } from './jobs/engagementDates'
// issue 10: the talent's engagements and action items
import { getTalentEngagement, listTalentEngagements, talentEngagementAgreements } from './engagements/talent'
// issue 13 (D1): the talent's action items and engagements dashboard moved to endpoints/dashboards/talent.ts
import { talentActionItemsList, talentEngagementsDashboard } from './dashboards'
// --- issue 11: talent api
import { talentTimeEntryEndpoints } from './timeSheets/talentEntries'
import { talentPayPeriodEndpoints } from './timeSheets/talentPeriods'
import { getPayDate } from './timeSheets/payDate'
// issue 9, console: the Background jobs page
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
// issue 4: talent lists and groups
import { managerTalents, organizationAdminTalents, superAdminTalents } from './organization/talents'
// --- issue 12: search engine
import { managerMatchedCount, organizationAdminMatchedCount } from './search/talents'
import { searchWeightEndpoints } from './search/weights'
// --- end issue 12: search engine
import { groupEndpoints } from './groups'
// --- issue 10: terms, document library, filled documents (i10-documents)
import { engagementTermsEndpoints } from './engagements/terms'
import { requiredDocumentEndpoints } from './engagements/requiredDocuments'
import { filledDocumentEndpoints } from './engagements/filledDocuments'
// --- end issue 10: terms, document library, filled documents
// issue 10: engagements (organization side), the talent's accept and decline
import { engagementFilterEndpoints } from './engagements/filters'
import { ORGANIZATION_ROLES as ENGAGEMENT_ORGANIZATION_ROLES, organizationEngagementEndpoints } from './engagements/organization'
import { acceptTalentEngagement, declineTalentEngagement } from './engagements/talentMoves'
// issue 4: organizations
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
// issue 4: comments and audit trail
import { createComment, deleteComment, getComment, linkProfileComment, listComments, updateComment } from './comments'
import { organizationAdminAuditEvents, superAdminAuditEvents } from './auditTrail'
// issue 4: organization users, departments
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
// issue 9: the signed-in user's own credentials
import { changePassword, confirmEmailChange, requestEmailChange } from './account/credentials'
// --- issue 10: purchase orders (i10-purchase-orders)
import { purchaseOrderEndpoints } from './engagements/purchaseOrders'
import { engagementPurchaseOrderEndpoints } from './engagements/engagementPurchaseOrders'
// --- end issue 10: purchase orders
// --- issue 11: org api
import { ORGANIZATION_ROLES, organizationTimeSheetEndpoints, organizationTimeSheetItemEndpoints } from './timeSheets/organization'
import { organizationAdjustmentEndpoints } from './timeSheets/adjustments'
import { superAdminTimeTracking } from './timeSheets/superAdmin'
// --- end issue 11: org api
// --- issue 11: time-sheet reminders job, run on demand (i11-job-seed)
import { runTimeSheetRemindersNow } from './jobs/timeSheetReminders'
// --- issue 11: exports
import { exportEndpoints } from './timeSheets/exports'
import { taskEndpoints } from './tasks/taskEndpoints'
// --- issue 12: search records
import { SAVED_SEARCH_ROLES, savedSearchEndpoints } from './search/savedSearches'
import { FEEDBACK_ROLES, superAdminTalentNotFoundFeedbacks, talentNotFoundEndpoint } from './search/feedback'
// --- end issue 12: search records
// --- issue 12: ai
import { aiEndpoints } from './ai/assist'
// --- end issue 12: ai

/**
 * Every root endpoint Payload serves under /api. Order matters only where two paths could match the
 * same URL (Payload takes the first): the fixed '/user/impersonate/' sits before anything with params.
 * The most frequent call, GET /user/, comes first because Payload tries the list in order.
 */
// --- issue 12: opportunities
import { organizationOpportunityEndpoints } from './opportunities/organization'
import { opportunitySpecializationEndpoints } from './opportunities/specializations'
import { applicantEndpoints } from './opportunities/applicants'
import { talentOpportunityEndpoints } from './opportunities/talent'
// --- end issue 12: opportunities
// --- issue 13: D1
import { organizationDashboardEndpoints, showScreenEndpoints, superAdminDashboardEndpoints, talentDashboard } from './dashboards'
// --- end issue 13: D1
// --- issue 13: M1 (messenger API and the unread e-mail job, run on demand)
import { messengerEndpoints } from './messenger'
import { runChatUnreadEmailsNow } from './jobs/chatUnreadEmails'
// --- end issue 13: M1
// --- issue 13: K1
import { knowledgePortalEndpoints } from './knowledgeCenter/portal'
import { knowledgeFileEndpoints } from './knowledgeCenter/files'
import { knowledgeViewEndpoints } from './knowledgeCenter/views'
import { sendFaqFeedback } from './knowledgeCenter/feedback'
// --- end issue 13: K1
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
  // Talent profile sections (issue 3) and the organization side's view of a talent.
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
  // --- issue 12: search engine. '<org>talents/matched_count/' before '<org>talents/:id/' (the router
  // takes the first path that matches); the list '<org>talents/' stays where issue 4 registered it.
  managerMatchedCount,
  organizationAdminMatchedCount,
  ...searchWeightEndpoints,
  // --- end issue 12: search engine
  managerTalent,
  organizationAdminTalent,
  superAdminTalent,
  setTalentDeactivated,
  // Documents, certificates, pictures, videos and files (issue 3).
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
  // issue 4: organizations ('count/' before ':id/': the router takes the first path that matches)
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
  // issue 4: talent lists and groups
  managerTalents,
  organizationAdminTalents,
  superAdminTalents,
  ...groupEndpoints,
  // issue 4: comments and audit trail
  listComments,
  createComment,
  getComment,
  updateComment,
  deleteComment,
  linkProfileComment,
  superAdminAuditEvents,
  organizationAdminAuditEvents,
  // issue 4: organization users, departments
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
  // --- issue 10: purchase orders. Before the engagement endpoints: '<org>engagements/purchase-order-numbers/'
  // must come before '<org>engagements/:id/' (the router takes the first path that matches).
  ...purchaseOrderEndpoints,
  ...engagementPurchaseOrderEndpoints,
  // --- end issue 10: purchase orders
  // issue 9, console: the Background jobs page
  listBackgroundJobs,
  // issue 9: the signed-in user's own password and sign-in e-mail
  changePassword,
  requestEmailChange,
  confirmEmailChange,
  // --- issue 10: engagements (organization side) and the talent's accept/decline. The router takes the
  // first path that matches: every `<org>engagements/<word>/` path (talents, owners, departments,
  // name-validation, purchase-order-numbers, ...) must come before `<org>engagements/:id/`.
  ...ENGAGEMENT_ORGANIZATION_ROLES.flatMap(engagementFilterEndpoints),
  ...ENGAGEMENT_ORGANIZATION_ROLES.flatMap(organizationEngagementEndpoints),
  acceptTalentEngagement,
  declineTalentEngagement,
  // --- end of issue 10: engagements (organization side)
  // issue 10: the talent's engagements and action items (i10-talent-job)
  listTalentEngagements,
  getTalentEngagement,
  talentEngagementsDashboard,
  talentEngagementAgreements,
  talentActionItemsList,
  ...adminRestEndpoints,
  // --- issue 10: terms, document library, filled documents (i10-documents)
  ...engagementTermsEndpoints,
  ...requiredDocumentEndpoints,
  ...filledDocumentEndpoints,
  // --- end issue 10: terms, document library, filled documents
  // --- issue 11: talent api (the talent's time sheets, pay periods and the pay date)
  ...talentPayPeriodEndpoints,
  ...talentTimeEntryEndpoints,
  getPayDate,
  // --- end issue 11: talent api
  // --- issue 11: org api. Every `<org>time-sheets/<word>/` path (exists, total, po-burn-down, adjustments)
  // must come before `<org>time-sheets/:id/` (the router takes the first path that matches).
  ...ORGANIZATION_ROLES.flatMap(organizationTimeSheetEndpoints),
  ...ORGANIZATION_ROLES.flatMap(organizationAdjustmentEndpoints),
  ...ORGANIZATION_ROLES.flatMap(organizationTimeSheetItemEndpoints),
  superAdminTimeTracking,
  // --- end issue 11: org api
  // --- issue 11: time-sheet reminders job, run on demand (i11-job-seed)
  runTimeSheetRemindersNow,
  // --- issue 11: exports
  ...exportEndpoints,
  ...taskEndpoints,
  // --- end issue 11: exports
  // --- issue 12: search records (saved searches, talent-not-found feedback)
  ...SAVED_SEARCH_ROLES.flatMap(savedSearchEndpoints),
  ...FEEDBACK_ROLES.map(talentNotFoundEndpoint),
  superAdminTalentNotFoundFeedbacks,
  // --- end issue 12: search records
  // --- issue 12: opportunities (org side under /org-side/, the talent's under /talent/)
  ...organizationOpportunityEndpoints,
  ...opportunitySpecializationEndpoints,
  ...applicantEndpoints,
  ...talentOpportunityEndpoints,
  // --- end issue 12: opportunities
  // --- issue 12: ai
  ...aiEndpoints,
  // --- end issue 12: ai
  // --- issue 13: D1 (dashboards, action items, savings, show-screen, settings, savings benchmarks)
  talentDashboard,
  ...showScreenEndpoints,
  ...organizationDashboardEndpoints,
  ...superAdminDashboardEndpoints,
  // --- end issue 13: D1
  // --- issue 13: M1 (messenger API and the unread e-mail job, run on demand)
  ...messengerEndpoints,
  runChatUnreadEmailsNow,
  // --- end issue 13: M1
  // --- issue 13: K1: the knowledge center (portal reads, tutorial files, 'Do you have a question?')
  ...knowledgePortalEndpoints,
  ...knowledgeViewEndpoints,
  ...knowledgeFileEndpoints,
  sendFaqFeedback,
  // --- end issue 13: K1
]
