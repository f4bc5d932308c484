import type { Endpoint } from 'payload'
import { orderedDateRange, orgTimeEntryAnswer, orgTimeEntryPatch, orgTimeSheetFilterShape } from '../../contract/timeSheets/orgInput'
import { timeEntry } from '../../contract/timeSheets/timeEntry'
import { assertReadsOrganizationTime, organizationEntry } from '../../domain/timeSheets/review'
import { HttpError, defineEndpoint } from '../http'
import { pageQuery } from '../pagination'
import { pageOf } from '../talent/records'
import type { OrganizationRole } from '../engagements/organization'
import { TAG, patchEntry } from './organization'
import { timeEntryPage, timeSheetWhere } from './organizationQuery'

/**
 * The organization's historical adjustments (the spec's "Adjustment form"): the adjustive
 * entries (talents' requests for review and the organization's own adjustments), and one of them approved,
 * declined or edited (PO, hours, description) like any entry. An id that is not an adjustment of the
 * caller's organization is 404 here.
 */

const listAdjustments = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/time-sheets/adjustments/`,
    summary: "The organization's adjustive entries, a page of TimeEntry (filters and ordering as time-sheets/; default newest first)",
    tag: TAG,
    access: [role],
    response: pageOf(timeEntry),
    query: pageQuery.extend(orgTimeSheetFilterShape).superRefine(orderedDateRange),
    handler: async ({ req, user, query }) => {
      assertReadsOrganizationTime(user!)
      return timeEntryPage(req, user!, timeSheetWhere({ ...query, isAdjustive: true }), query.ordering ?? '-created_at', query)
    },
  })

const patchAdjustment = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'patch',
    path: `/${role}/time-sheets/adjustments/:id/`,
    summary: 'Approve, decline (+ client_comment) or un-approve (+ reason) an adjustment, or edit its PO, hours and description (approved by the editor; a closed booked period makes a new adjustment, 201 + message)',
    tag: TAG,
    access: [role],
    response: orgTimeEntryAnswer,
    body: orgTimeEntryPatch,
    handler: async ({ req, user, params, body }) => {
      assertReadsOrganizationTime(user!)
      const doc = await organizationEntry(req, user!, params.id)
      if (doc.isAdjustive !== true) throw HttpError.notFound()
      return patchEntry(req, user!, doc, body)
    },
  })

export const organizationAdjustmentEndpoints = (role: OrganizationRole): Endpoint[] => [listAdjustments(role), patchAdjustment(role)]
