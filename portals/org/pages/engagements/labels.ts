import type { ChipProps } from '@mui/material/Chip'
import type { EngagementPlace, WorkKind } from '../../../../contract/engagements/documents'
import type { EngagementEventKind, EngagementStatus } from '../../../../contract/engagements/status'

/** The words the screens show for the contract's values (the spec gives the values, not the labels). */
export const STATUS_LABELS: Record<EngagementStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  active: 'Active',
  terminated: 'Terminated',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
  draft: 'Draft',
}

export const STATUS_COLORS: Record<EngagementStatus, ChipProps['color']> = {
  pending: 'warning',
  accepted: 'info',
  declined: 'default',
  active: 'success',
  terminated: 'error',
  expired: 'default',
  withdrawn: 'default',
  draft: 'secondary',
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

export const PLACE_LABELS: Record<EngagementPlace, string> = {
  remote: 'Remote',
  on_site: 'On-site',
  both: 'Remote and on-site',
}

export const ANSWER_TYPE_LABELS = {
  sign_and_return: 'Sign and return',
  consent_form: 'Consent form',
  upload: 'Upload',
} as const

const EVENT_LABELS: Record<EngagementEventKind, string> = {
  created: 'Sent to the talent',
  updated_pending: 'Changed, waiting for the talent',
  updated_accepted: 'Change accepted by the talent',
  status_change: 'Status changed',
  draft_created: 'Draft created',
  updated_draft: 'Draft updated',
}

/** One line of the history timeline: what happened, with the status move when there was one. */
export function eventTitle(event: { kind: EngagementEventKind; fromStatus: EngagementStatus | null; toStatus: EngagementStatus | null }): string {
  if (event.kind === 'status_change' && event.toStatus) {
    const from = event.fromStatus ? `${STATUS_LABELS[event.fromStatus]} → ` : ''
    return `${from}${STATUS_LABELS[event.toStatus]}`
  }
  return EVENT_LABELS[event.kind] ?? event.kind
}

/** The organization-side actions the detail page offers, by the names `availableActions` carries. */
export const ACTION_LABELS: Record<string, string> = {
  withdraw: 'Withdraw',
  terminate: 'Terminate',
  extend: 'Extend',
  duplicate: 'Duplicate',
  delete: 'Delete draft',
  saveDraft: 'Edit draft',
  send: 'Edit draft',
  update: 'Edit',
}
