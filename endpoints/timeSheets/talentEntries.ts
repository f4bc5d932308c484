import type { Where } from 'payload'
import { z } from 'zod'
import type { AuthUser } from '../../access/roles'
import {
  TALENT_TIME_ENTRY_ORDERING,
  talentSubmitInput,
  talentTimeEntryCreateInput,
  talentTimeEntryFilters,
  talentTimeEntryUpdateInput,
  timeEntryMessages,
} from '../../contract/timeSheets/talentInput'
import { adjustmentNotice, timeEntry } from '../../contract/timeSheets/timeEntry'
import { presentTimeEntries } from '../../domain/timeSheets/present'
import { changeTalentEntry, createTalentEntry, deleteTalentEntry, submitTalentPeriod, type TalentChange } from '../../domain/timeSheets/talentChanges'
import { lockTalentTime } from './talentTimeLock'
import { HttpError, NO_ID, asUser, defineEndpoint, looksLikeId, withTransaction } from '../http'
import { pageQuery, toPage, toSort } from '../pagination'
import { pageOf } from '../talent/records'

/**
 * The talent's time entries: list, log, change, delete, submit a period, and the requests for review
 * (adjustments). The rules are domain/timeSheets/entryRules.ts and talentChanges.ts; every read and
 * write goes through the collection's access as the talent, so another talent's entry is 404.
 */
const TAG = 'Time sheets (talent)'
const BASE = '/talent/time-sheets/'

const pageAnswer = pageOf(timeEntry)
/** POST: the entry, with the notice's fields beside its own when it is a request for review. */
const createdAnswer = timeEntry.extend({ warning: adjustmentNotice.shape.warning.optional(), message: adjustmentNotice.shape.message.optional() })
/** PATCH: a request for review wraps the entry with the notice. */
const adjustmentAnswer = adjustmentNotice.extend({ entry: timeEntry })

/** A date range: start after end is refused on date_from. */
function rangeWhere(dateFrom?: string, dateTo?: string): Where[] {
  if (dateFrom && dateTo && dateFrom > dateTo) throw HttpError.validation({ dateFrom: [timeEntryMessages.dateRange] })
  return [...(dateFrom ? [{ timekeepingDate: { greater_than_equal: dateFrom } }] : []), ...(dateTo ? [{ timekeepingDate: { less_than_equal: dateTo } }] : [])]
}

async function presentOne(req: Parameters<typeof presentTimeEntries>[0], user: AuthUser, doc: TalentChange['doc']) {
  return (await presentTimeEntries(req, user, [doc]))[0]!
}

/** What a write answers: the entry; a request for review as `{ entry, warning, message }` (PATCH) or the entry with them (POST). */
async function answerOf(req: Parameters<typeof presentTimeEntries>[0], user: AuthUser, change: TalentChange, shape: 'entry' | 'wrapped') {
  const entry = await presentOne(req, user, change.doc)
  if (!change.adjustment) return entry
  return shape === 'wrapped' ? { entry, ...change.adjustment } : { ...entry, ...change.adjustment }
}

export const listTalentTimeEntries = defineEndpoint({
  method: 'get',
  path: BASE,
  summary:
    'The signed-in talent’s time entries (filters engagement, date_from, date_to, state, is_adjustive; ordering timekeeping_date (default), -timekeeping_date, created_at; page, page_size)',
  tag: TAG,
  access: ['talent'],
  query: pageQuery.extend(talentTimeEntryFilters.shape),
  response: pageAnswer,
  handler: async ({ req, user, query }) => {
    const where: Where[] = [{ talent: { equals: user!.id } }, ...rangeWhere(query.dateFrom, query.dateTo)]
    if (query.engagement !== undefined) where.push({ engagement: { equals: looksLikeId(query.engagement) ? query.engagement : NO_ID } })
    if (query.state) where.push({ state: { equals: query.state } })
    if (query.isAdjustive !== undefined) where.push({ isAdjustive: { equals: query.isAdjustive } })
    const found = await req.payload.find({
      collection: 'time-entries',
      where: { and: where },
      sort: [...toSort(query.ordering, TALENT_TIME_ENTRY_ORDERING, 'timekeepingDate'), 'createdAt', 'id'],
      page: query.page,
      limit: query.pageSize,
      ...asUser(req, user!),
    })
    return toPage(req, query, found.totalDocs, await presentTimeEntries(req, user!, found.docs))
  },
})

export const createTalentTimeEntry = defineEndpoint({
  method: 'post',
  path: BASE,
  summary:
    'Log time on a day of one of the talent’s engagements (open, or pending with submit). On a closed day the entry is a request for review (state submitted, isAdjustive) and the answer adds warning and message.',
  tag: TAG,
  access: ['talent'],
  body: talentTimeEntryCreateInput,
  response: createdAnswer,
  status: 201,
  handler: async ({ req, user, body }) => {
    const change = await withTransaction(req, async () => {
      await lockTalentTime(req, user!.id)
      return createTalentEntry(req, user!, body)
    })
    return answerOf(req, user!, change, 'entry')
  },
})

export const updateTalentTimeEntry = defineEndpoint({
  method: 'patch',
  path: `${BASE}:id/`,
  summary:
    'Change one of the talent’s entries (hours, minutes, purchase_order_id, talent_comment, submit). Inside the window: the entry (a declined or approved one goes back to pending), 200 TimeEntry. On a closed day or once exported: a request for review, `{ entry, warning, message }`, 201 when a new adjustive entry was made.',
  tag: TAG,
  access: ['talent'],
  body: talentTimeEntryUpdateInput,
  response: z.union([timeEntry, adjustmentAnswer]),
  handler: async ({ req, user, body, params }) => {
    const change = await withTransaction(req, async () => {
      await lockTalentTime(req, user!.id)
      return changeTalentEntry(req, user!, params.id ?? '', body)
    })
    const answer = await answerOf(req, user!, change, 'wrapped')
    return change.created ? Response.json(answer, { status: 201 }) : answer
  },
})

export const deleteTalentTimeEntry = defineEndpoint({
  method: 'delete',
  path: `${BASE}:id/`,
  summary: 'Delete one of the talent’s open, pending or declined entries inside the window, or their own request for review not yet approved (approved and exported entries: 422)',
  tag: TAG,
  access: ['talent'],
  status: 204,
  handler: async ({ req, user, params }) => {
    await withTransaction(req, () => deleteTalentEntry(req, user!, params.id ?? ''))
  },
})

export const submitTalentTimeSheet = defineEndpoint({
  method: 'post',
  path: `${BASE}submit/`,
  summary: 'Submit every open entry with time of a pay period that is still open to the talent (period_start; engagement_id narrows to one engagement): they become pending. Answers { submitted: n }.',
  tag: TAG,
  access: ['talent'],
  body: talentSubmitInput,
  response: z.object({ submitted: z.number() }),
  handler: async ({ req, user, body }) => ({ submitted: await withTransaction(req, () => submitTalentPeriod(req, user!, body)) }),
})

export const listTalentAdjustments = defineEndpoint({
  method: 'get',
  path: `${BASE}adjustments/`,
  summary: 'The talent’s adjustive entries (requests for review and the organization’s adjustments of their time), newest first (filters engagement, date_from, date_to, state; page, page_size)',
  tag: TAG,
  access: ['talent'],
  query: pageQuery.extend(talentTimeEntryFilters.omit({ isAdjustive: true }).shape),
  response: pageAnswer,
  handler: async ({ req, user, query }) => {
    const where: Where[] = [{ talent: { equals: user!.id } }, { isAdjustive: { equals: true } }, ...rangeWhere(query.dateFrom, query.dateTo)]
    if (query.engagement !== undefined) where.push({ engagement: { equals: looksLikeId(query.engagement) ? query.engagement : NO_ID } })
    if (query.state) where.push({ state: { equals: query.state } })
    const found = await req.payload.find({
      collection: 'time-entries',
      where: { and: where },
      sort: ['-createdAt', 'id'],
      page: query.page,
      limit: query.pageSize,
      ...asUser(req, user!),
    })
    return toPage(req, query, found.totalDocs, await presentTimeEntries(req, user!, found.docs))
  },
})

/** In router order: the fixed paths before `:id`. */
export const talentTimeEntryEndpoints = [submitTalentTimeSheet, listTalentAdjustments, listTalentTimeEntries, createTalentTimeEntry, updateTalentTimeEntry, deleteTalentTimeEntry]
