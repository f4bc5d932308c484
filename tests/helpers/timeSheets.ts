import type { ApiClient } from './apiClient'
import { createEngagement } from './engagements'
import { newPurchaseOrder } from './purchaseOrders'

/**
 * Time-sheet fixtures for the API tests, through the real API: an engagement the talent may log time on, dated
 * around the server's CLOCK_NOW day; time logged by the talent (open, pending with submit, or a request for review
 * on a closed day); and, once the organization API is merged, the review moves that make an entry approved or
 * declined.
 *
 * Tests that depend on windows start their server with CLOCK_NOW (e.g. '2031-05-19T16:00:00Z': noon in
 * New York, the organizations' default zone), so `clockDay` gives days relative to the server's today.
 */

/** 'yyyy-MM-dd' `days` after the calendar day of a CLOCK_NOW instant (taken in UTC: keep CLOCK_NOW near midday). */
export function clockDay(clockNow: string, days = 0): string {
  const date = new Date(clockNow)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

function expectStatus(response: { status: number; body: any }, statuses: number[], what: string) {
  if (!statuses.includes(response.status)) throw new Error(`${what}: expected ${statuses.join(' or ')}, got ${response.status} ${JSON.stringify(response.body)}`)
  return response.body
}

export interface TimeEngagementOptions {
  /** The organization admin (or a manager with Manage Engagement, with prefix 'manager') who sends it. */
  organization: ApiClient
  prefix?: 'organization_admin' | 'manager'
  talent: ApiClient
  talentId: string
  /** The engagement's first and last day: pass days around the server's CLOCK_NOW (an active one starts on or before it). */
  startDate: string
  endDate: string
  /** 'active' (default, start on or before the server's today) or 'accepted' (start after it), or 'terminated'. */
  status?: 'active' | 'accepted' | 'terminated'
  /** PO numbers to create and assign (unique per test server); none by default. */
  purchaseOrders?: string[]
  body?: Record<string, unknown>
}

/**
 * An engagement of the organization with the talent that carries time: sent, accepted by the talent
 * (active at once when it started), its POs assigned. Answers `{ id, purchaseOrderIds, engagement }`
 * (the organization's view of it).
 */
export async function timeEngagement(options: TimeEngagementOptions): Promise<{ id: string; purchaseOrderIds: string[]; engagement: any }> {
  const prefix = options.prefix ?? 'organization_admin'
  const engagement = await createEngagement(options.status === 'terminated' ? 'active' : (options.status ?? 'active'), {
    organization: options.organization,
    prefix,
    talent: options.talent,
    talentId: options.talentId,
    body: { start_date: options.startDate, end_date: options.endDate, ...options.body },
  })
  const purchaseOrderIds: string[] = []
  for (const name of options.purchaseOrders ?? []) {
    const order = await newPurchaseOrder(options.organization, name)
    expectStatus(
      await options.organization.patch(`/api/v1/${prefix}/engagements/${engagement.id}/purchase-order-numbers/${order.id}/`, { is_assigned: true }),
      [200],
      'assign a PO',
    )
    purchaseOrderIds.push(order.id)
  }
  if (options.status === 'terminated') {
    const terminated = expectStatus(
      await options.organization.patch(`/api/v1/${prefix}/engagements/${engagement.id}/`, { status: 'terminated', termination_reason: 'Project cancelled' }),
      [200],
      'terminate',
    )
    return { id: engagement.id, purchaseOrderIds, engagement: terminated }
  }
  return { id: engagement.id, purchaseOrderIds, engagement }
}

export interface LogTimeOptions {
  engagementId: string
  /** 'yyyy-MM-dd' */
  date: string
  hours: number
  minutes?: number
  purchaseOrderId?: string | null
  talentComment?: string
  /** true: submitted at once (pending). */
  submit?: boolean
}

/**
 * The helper the other parts use: the talent logs time (POST /talent/time-sheets/) and gets the
 * TimeEntry (on a closed day: the request for review, state 'submitted', with warning and message).
 * Throws with the server's answer when it is not 201.
 */
export async function logTime(talent: ApiClient, options: LogTimeOptions): Promise<any> {
  const body: Record<string, unknown> = {
    engagement_id: options.engagementId,
    timekeeping_date: options.date,
    hours: options.hours,
    minutes: options.minutes ?? 0,
  }
  if (options.purchaseOrderId !== undefined) body.purchase_order_id = options.purchaseOrderId
  if (options.talentComment !== undefined) body.talent_comment = options.talentComment
  if (options.submit !== undefined) body.submit = options.submit
  return expectStatus(await talent.post('/api/v1/talent/time-sheets/', body), [201], 'log time')
}

/** The talent changes an entry (PATCH): the answer body (TimeEntry, or `{ entry, warning, message }` for a request for review). */
export async function changeTime(talent: ApiClient, id: string, body: Record<string, unknown>): Promise<any> {
  return expectStatus(await talent.patch(`/api/v1/talent/time-sheets/${id}/`, body), [200, 201], 'change time')
}

/**
 * An organization user reviews an entry (PATCH <org>time-sheets/{id}/ of i11-org-api: approve, decline
 * with a comment). Works once branch i11-org-api is merged; answers the TimeEntry.
 */
export async function reviewTime(
  organization: ApiClient,
  id: string,
  state: 'approved' | 'declined',
  options: { prefix?: 'organization_admin' | 'manager'; clientComment?: string } = {},
): Promise<any> {
  const body: Record<string, unknown> = { state }
  if (state === 'declined') body.client_comment = options.clientComment ?? 'Please split the hours by task.'
  return expectStatus(await organization.patch(`/api/v1/${options.prefix ?? 'organization_admin'}/time-sheets/${id}/`, body), [200], `${state} time`)
}

/** Time logged, submitted and approved (needs i11-org-api merged): the approved TimeEntry. */
export async function approvedTime(talent: ApiClient, organization: ApiClient, options: Omit<LogTimeOptions, 'submit'>, prefix: 'organization_admin' | 'manager' = 'organization_admin'): Promise<any> {
  const entry = await logTime(talent, { ...options, submit: true })
  return reviewTime(organization, entry.id, 'approved', { prefix })
}
