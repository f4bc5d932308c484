import { formatDate } from '../../../shared/format'
import { STATUS_LABELS, type EngagementEvent } from './types'

const changedEndDate = (event: EngagementEvent) => {
  const change = event.changes?.endDate
  return change && typeof change.new === 'string' ? change.new : null
}

/** One line per history event kind (the spec's six; drafts never reach the talent). */
export function describeEvent(event: EngagementEvent): string {
  const by = event.actorName ? ` by ${event.actorName}` : ''
  switch (event.kind) {
    case 'created':
      return `Offer sent${by}`
    case 'updated_pending': {
      const endDate = changedEndDate(event)
      // An extension is an update of an accepted or active engagement; an edit of an offer keeps it pending.
      if (event.toStatus && event.toStatus !== 'pending') return `Extension offered${endDate ? ` to ${formatDate(endDate)}` : ''}${by}`
      return `Offer updated${by}`
    }
    case 'updated_accepted': {
      const endDate = changedEndDate(event)
      return `Extension accepted${by}${endDate ? `: ends ${formatDate(endDate)}` : ''}`
    }
    case 'status_change': {
      const to = event.toStatus ? STATUS_LABELS[event.toStatus] : 'changed'
      const from = event.fromStatus ? `${STATUS_LABELS[event.fromStatus]} → ` : ''
      return `${from}${to}${event.actorName ? by : ' automatically'}`
    }
    default:
      return `Updated${by}`
  }
}

