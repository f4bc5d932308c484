import type { AnswerType, EngagementPlace, WorkKind } from '../../../../contract/engagements/documents'
import { parseUsd } from '../../../../contract/engagements/pricing'
import { formatMoney } from '../../../../contract/format'
import type { EngagementEventKind, EngagementStatus } from '../../../../contract/engagements/status'

/**
 * What the talent portal reads from /talent/engagements/ and friends.
 * Fields the answers may leave out are
 * read defensively (see `organizationName`, `fileUrl`).
 */

/** The statuses a talent can see (never draft), in the order of the filter. */
export const TALENT_STATUSES = ['pending', 'accepted', 'active', 'declined', 'withdrawn', 'terminated', 'expired'] as const
export type TalentStatus = (typeof TALENT_STATUSES)[number]
export type TalentStatusFilter = 'all' | TalentStatus

export { ENGAGEMENT_STATUS_LABELS as STATUS_LABELS, PLACE_LABELS, WORK_KIND_LABELS } from '../../../../contract/labels'

/** A stored file as the API names it: a URL, or `{ url, originalFileName }` like the profile's files. */
export type ApiFile = string | { url: string; originalFileName?: string } | null

export const fileUrl = (file: ApiFile | undefined): string | null => (typeof file === 'string' ? file : (file?.url ?? null))

export interface FilledAnswer {
  id: string
  isChecked: boolean
  file: ApiFile
  originalFileName: string | null
}

/** A required document on the talent's engagement, with the talent's answer (`filled`). */
export interface EngagementDocument {
  id: string
  name: string
  description: string | null
  answerType: AnswerType
  file: ApiFile
  originalFileName: string | null
  filled: FilledAnswer | null
}

export interface EngagementEvent {
  id: string
  kind: EngagementEventKind
  fromStatus: EngagementStatus | null
  toStatus: EngagementStatus | null
  at: string
  actorId: string | null
  actorName: string | null
  changes: Record<string, { old: unknown; new: unknown }> | null
  note: string | null
}

export interface PendingExtension {
  endDate: string
  termsText: string | null
  sentAt: string | null
}

interface OrganizationRef {
  organization?: { id: string; name: string } | null
  organizationName?: string | null
}

export interface TalentEngagementListItem extends OrganizationRef {
  id: string
  name: string
  status: EngagementStatus
  startDate: string | null
  endDate: string | null
  talentPayRate: string | null
  /** The list says only whether one waits; the detail carries it. */
  pendingExtension: boolean | PendingExtension | null
  documentsDone?: number
  documentsTotal?: number
}

export interface TalentEngagement extends OrganizationRef {
  id: string
  name: string
  status: EngagementStatus
  owners: { id: string; fullName: string }[]
  department: { id: string; name: string } | null
  place: EngagementPlace | null
  workKind: WorkKind | null
  hoursPerWeek: number | null
  startDate: string | null
  endDate: string | null
  talentPayRate: string | null
  isAdjustableTimesheets: boolean
  terminatedByManagerAt: string | null
  terminationReason: string | null
  termsText: string | null
  pendingExtension: PendingExtension | null
  requiredDocuments: EngagementDocument[]
  history: EngagementEvent[]
  availableActions: string[]
  sentAt: string | null
}

export interface Page<T> {
  count: number
  next: string | null
  previous: string | null
  results: T[]
}

export type ActionItemKind = 'engagement_offer' | 'engagement_extension' | 'required_document'

export interface ActionItem {
  kind: ActionItemKind
  engagementId: string
  requiredDocumentId?: string | null
  title: string
}

export const organizationName = (engagement: OrganizationRef): string =>
  engagement.organization?.name ?? engagement.organizationName ?? ''

/** '120.00' -> '$120.00'; a missing or unreadable rate shows as a dash. */
export function formatPayRate(rate: string | null | undefined): string {
  if (rate === null || rate === undefined) return '—'
  const cents = parseUsd(rate)
  return cents === null ? '—' : `${formatMoney(cents)}/h`
}

export const hasWaitingExtension = (engagement: Pick<TalentEngagementListItem, 'pendingExtension'>) => Boolean(engagement.pendingExtension)

/** Pending ones are answered by accepting or declining; a waiting extension by accepting it. */
export const isOffer = (engagement: { status: EngagementStatus }) => engagement.status === 'pending'

// Paths (under /api/v1) and query keys: the list, one engagement, the action items.
export const ENGAGEMENTS_PATH = '/talent/engagements/'
export const ENGAGEMENT_PATH = '/talent/engagements/{id}/'
export const ACTION_ITEMS_PATH = '/talent/action-items/'
export const DASHBOARD_PATH = '/talent/engagements-dashboard/'
export const FILLED_DOCUMENTS_PATH = '/talent/filled-documents/'
