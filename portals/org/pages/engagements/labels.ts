import type { ChipProps } from '@mui/material/Chip'
import { ANSWER_TYPE_LABELS, ENGAGEMENT_STATUS_LABELS as STATUS_LABELS, PLACE_LABELS, WORK_KIND_LABELS } from '../../../../contract/labels'
import type { EngagementEventKind, EngagementStatus } from '../../../../contract/engagements/status'

/** The words of the contract's values live in contract/labels.ts; the engagement screens import them from here. */
export { ANSWER_TYPE_LABELS, PLACE_LABELS, STATUS_LABELS, WORK_KIND_LABELS }

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
