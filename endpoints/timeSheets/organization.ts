import type { Endpoint, PayloadRequest } from 'payload'
import { mayViewOrganizationRate, organizationOf, type AuthUser } from '../../access/roles'
import {
  bulkReviewAnswer,
  bulkReviewInput,
  orgPeriodTotals,
  orgTimeEntryAnswer,
  poBurnDownAnswer,
  timeSheetsExistAnswer,
  orgTimeEntryPatch,
  orderedDateRange,
  orgTimeSheetFilterShape,
  orgTimeSheetFilters,
  orgTimeSheetMessages,
  TIME_ENTRY_ORDERING,
  type OrgTimeEntryPatch,
} from '../../contract/timeSheets/orgInput'
import { timeEntry } from '../../contract/timeSheets/timeEntry'
import { listCache } from '../../domain/cache/listCache'
import { organizationDay } from '../../domain/timeSheets/context'
import { presentTimeEntries } from '../../domain/timeSheets/present'
import { assertReadsOrganizationTime, bulkReview, organizationEdit, organizationEntry, reviewOne, WAITING_STATES, type ReviewAction } from '../../domain/timeSheets/review'
import type { Row } from '../../domain/shared/records'
import { HttpError, asUser, defineEndpoint, withTransaction } from '../http'
import { pageQuery } from '../pagination'
import { pageOf } from '../talent/records'
import { ORGANIZATION_ROLES, type OrganizationRole } from '../engagements/organization'
import { reviewerNameOf, sendUnapprovedMail } from './organizationMailing'
import { matchingRows, read, timeEntryPage, timeSheetWhere } from './organizationQuery'
import { BURN_DOWN_SELECT, BURN_DOWN_STATES, burnDownOf, periodFor, totalsOf, TOTALS_SELECT } from './organizationTotals'
import { ID_ONLY } from '../../domain/shared/select'

/**
 * The organization's time sheets, once per role
 * prefix. Every call needs an organization admin or a manager with Manage Engagement (403 otherwise);
 * review moves need approval rights (domain/timeSheets/review.ts). Another organization's entry is 404 on
 * a path and 422 in a body. Each write is one transaction; the un-approve e-mail leaves after it committed.
 */
export const TAG = 'Time sheets (organization)'

/** The caller's organization's today (its zone), which decides every window. */
export const todayOf = async (req: PayloadRequest, user: AuthUser) => (await organizationDay(req, organizationOf(user) ?? '')).today

const ORDERING_TEXT = `ordering: ${TIME_ENTRY_ORDERING.join(', ')} ('-' descending; default -timekeeping_date)`
const FILTERS_TEXT = 'filters period_start (booked period) or date_from/date_to (day worked), engagement, talent, state (one or all), department, purchase_order, is_adjustive, search (talent or engagement name)'

const timeSheetListCache = listCache('organization time sheets', ['time-entries', 'engagements', 'organizations', 'purchase-orders', 'departments'])

const listEntries = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/time-sheets/`,
    summary: `The organization's time entries, a page of TimeEntry: ${FILTERS_TEXT}; ${ORDERING_TEXT}`,
    tag: TAG,
    access: [role],
    response: pageOf(timeEntry),
    query: pageQuery.extend(orgTimeSheetFilterShape).superRefine(orderedDateRange),
    // The period screen re-reads this on every page, filter, sort and after each review, and presenting a
    // page costs far more than its SQL: served from the list cache per caller and URL (domain/cache/
    // listCache.ts), forgotten on any write to what it shows, as the engagements list is (bench/timeSheets.ts).
    handler: async ({ req, user, query }) => {
      assertReadsOrganizationTime(user!)
      return timeSheetListCache.through(`${user!.id} ${req.url}`, () => timeEntryPage(req, user!, timeSheetWhere(query), query.ordering, query))
    },
  })

const bulkReviewEndpoint = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'patch',
    path: `/${role}/time-sheets/`,
    summary:
      "Bulk approve or decline (+ client_comment) in one of the four modal scopes: entire_day (date + engagement_id and/or talent_id), entire_engagement (engagement_id + period_start or date_from/date_to), all_engagements (period or range, talent_id optional), action_item (ids). Waiting entries in scope plus the adjustments booked into the period (a custom range: every waiting adjustment). All or nothing: any refused row -> 422 { rows: ['<id>: <reason>'] }",
    tag: TAG,
    access: [role],
    response: bulkReviewAnswer,
    body: bulkReviewInput,
    handler: async ({ req, user, body }) => {
      assertReadsOrganizationTime(user!)
      const today = await todayOf(req, user!)
      const done = await withTransaction(req, () => bulkReview(req, user!, body, today))
      const ids = done.map((doc) => String(doc.id))
      return body.action === 'approve' ? { approved: ids.length, ids } : { declined: ids.length, ids }
    },
  })

const REVIEW_ACTIONS: Record<NonNullable<OrgTimeEntryPatch['state']>, ReviewAction> = { approved: 'approve', declined: 'decline', pending: 'unapprove' }

/**
 * One entry (or adjustment) of the caller's organization: a review move, or an organization edit. Shared
 * by `time-sheets/{id}/` and `time-sheets/adjustments/{id}/` (which first checks it is an adjustment).
 */
export async function patchEntry(req: PayloadRequest, user: AuthUser, doc: Row<'time-entries'>, body: OrgTimeEntryPatch): Promise<Response> {
  if (body.state) {
    const action = REVIEW_ACTIONS[body.state]
    const today = await todayOf(req, user)
    const saved = await withTransaction(req, () => reviewOne(req, user, doc, action, { clientComment: body.clientComment, reason: body.reason }, today))
    if (action === 'unapprove') await sendUnapprovedMail(req, saved, reviewerNameOf(user), body.reason ?? '')
    const [entry] = await presentTimeEntries(req, user, [saved])
    return Response.json(entry, { status: 200 })
  }
  const edit = await withTransaction(req, () => organizationEdit(req, user, doc, body))
  const [entry] = await presentTimeEntries(req, user, [edit.doc])
  return Response.json(edit.created ? { ...entry, ...(edit.message ? { message: edit.message } : {}) } : entry, { status: edit.created ? 201 : 200 })
}

const patchOne = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'patch',
    path: `/${role}/time-sheets/:id/`,
    summary:
      "Review one entry: state approved, declined (+ client_comment: trimmed, required, <= 500) or pending (un-approve, + reason, inside the organization's window, not exported; the talent is e-mailed). Or edit it (hours, minutes, purchase_order_id, description): inside the organization's 7-day window the entry changes and is approved by the editor (200); outside, an approved adjustive child is made (201, + message)",
    tag: TAG,
    access: [role],
    response: orgTimeEntryAnswer,
    body: orgTimeEntryPatch,
    handler: async ({ req, user, params, body }) => {
      assertReadsOrganizationTime(user!)
      return patchEntry(req, user!, await organizationEntry(req, user!, params.id), body)
    },
  })

const exists = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/time-sheets/exists/`,
    summary: `{ exists }: whether any entry matches (${FILTERS_TEXT}); without a state filter, whether any entry waits for review (pending or submitted)`,
    tag: TAG,
    access: [role],
    response: timeSheetsExistAnswer,
    query: orgTimeSheetFilters,
    handler: async ({ req, user, query }) => {
      assertReadsOrganizationTime(user!)
      const where = timeSheetWhere(query, query.state ? [] : [{ state: { in: [...WAITING_STATES] } }])
      if (!where) return { exists: false }
      const found = await req.payload.find({ collection: 'time-entries', where, select: ID_ONLY, limit: 1, pagination: false, ...read(req, user!) })
      return { exists: found.docs.length > 0 }
    },
  })

const total = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/time-sheets/total/`,
    summary: `PeriodTotals + byState of the matching entries (${FILTERS_TEXT}); amount = approved cost incl. talent fee, for who may view rate`,
    tag: TAG,
    access: [role],
    response: orgPeriodTotals,
    query: orgTimeSheetFilters,
    handler: async ({ req, user, query }) => {
      assertReadsOrganizationTime(user!)
      const today = await todayOf(req, user!)
      const rows = await matchingRows(req, user!, timeSheetWhere(query), TOTALS_SELECT)
      return totalsOf(user!, rows, periodFor(query, today), today)
    },
  })

const burnDown = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/time-sheets/po-burn-down/`,
    summary:
      "Per purchase order (active, or with approved or submitted time): its amount against all approved spend to date (cost incl. the talent fee of approved entries, plus approved adjustments' deltas; exported periods included), the same whichever pay period a screen shows; submitted spend (pending and submitted) apart: { asOf, results: [{ purchaseOrder, amountCents|null, approvedCostCents, submittedCostCents, remainingCents|null, validThrough }] }. Who may view rate only",
    tag: TAG,
    access: [role],
    response: poBurnDownAnswer,
    handler: async ({ req, user }) => {
      assertReadsOrganizationTime(user!)
      if (!mayViewOrganizationRate(user!)) throw HttpError.forbidden(orgTimeSheetMessages.viewRateOnly)
      const [today, rows] = await Promise.all([
        todayOf(req, user!),
        matchingRows(req, user!, { and: [{ state: { in: [...BURN_DOWN_STATES] } }, { purchaseOrder: { exists: true } }] }, BURN_DOWN_SELECT),
      ])
      const used = [...new Set(rows.map((row) => String(row.purchaseOrder ?? '')).filter(Boolean))]
      const { docs } = await req.payload.find({
        collection: 'purchase-orders',
        where: { or: [{ isActive: { not_equals: false } }, ...(used.length ? [{ id: { in: used } }] : [])] },
        select: { name: true, description: true, amountCents: true, validThrough: true },
        sort: 'name',
        pagination: false,
        ...asUser(req, user!),
      })
      return { asOf: today, results: burnDownOf(docs, rows) }
    },
  })

/** Registered before `<org>time-sheets/:id/`: the contract router takes the first path that matches. */
export const organizationTimeSheetEndpoints = (role: OrganizationRole): Endpoint[] => [exists(role), total(role), burnDown(role)]
export const organizationTimeSheetItemEndpoints = (role: OrganizationRole): Endpoint[] => [listEntries(role), bulkReviewEndpoint(role), patchOne(role)]
export { ORGANIZATION_ROLES }
