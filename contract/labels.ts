import type { AnswerType, EngagementPlace, WorkKind } from './engagements/documents'
import type { EngagementStatus } from './engagements/status'
import type { ApplicantStatus, ApplicationStatus, OpportunityStatus } from './opportunities/opportunity'
import type { DocumentStatus } from './talentProfile'
import type { TimeEntryState } from './timeSheets/timeEntry'

/**
 * The words every screen and mail shows for the contract's values (the specification gives the values,
 * not the words). One map per vocabulary, keyed by the contract's own type: a value added to an enum
 * without a word here fails the typecheck. The portals read these maps directly; the console's message
 * catalogue takes them as its entries.
 */

export const ENGAGEMENT_STATUS_LABELS: Record<EngagementStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  active: 'Active',
  terminated: 'Terminated',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
  draft: 'Draft',
}

export const WORK_KIND_LABELS: Record<WorkKind, string> = {
  general_it: 'General IT',
  build: 'Build',
  report_writing: 'Report writing',
  integration: 'Integration',
  security: 'Security',
  management_consulting: 'Management consulting',
  project_management: 'Project management',
  training: 'Training',
  curriculum_development: 'Curriculum development',
  documentation_analysis: 'Documentation analysis',
  ticket_resolution: 'Ticket resolution',
  staff_augmentation: 'Staff augmentation',
  go_live_support: 'Go-live support',
  other: 'Other',
}

/** Where the work is done, for engagements and opportunities. */
export const PLACE_LABELS: Record<EngagementPlace, string> = {
  remote: 'Remote',
  on_site: 'On site',
  both: 'Remote and on site',
}

/** How a talent answers a required document. */
export const ANSWER_TYPE_LABELS: Record<AnswerType, string> = {
  sign_and_return: 'Sign and return',
  consent_form: 'Consent form',
  upload: 'Upload',
}

/** A compliance document's status. */
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  uploaded: 'Uploaded',
  notUploaded: 'Not uploaded',
  expiresSoon: 'Expires soon',
  expired: 'Expired',
}

/** A time entry's state; 'pending' is submitted in the pay period, 'submitted' an adjustment request. */
export const TIME_ENTRY_STATE_LABELS: Record<TimeEntryState, string> = {
  open: 'Open',
  pending: 'Submitted',
  submitted: 'Submitted for review',
  approved: 'Approved',
  declined: 'Declined',
}

export const OPPORTUNITY_STATUS_LABELS: Record<OpportunityStatus, string> = { draft: 'Draft', open: 'Open', closed: 'Closed' }

/** An applicant row's state on the organization side. */
export const APPLICANT_STATUS_LABELS: Record<ApplicantStatus, string> = { invited: 'Invited', applied: 'Applied', removed: 'Removed' }

/** An application's state as its talent sees it. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  engaged: 'Engagement offered',
  not_selected: 'Not selected',
  closed: 'Opportunity closed',
}
