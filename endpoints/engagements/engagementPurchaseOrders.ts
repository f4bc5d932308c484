import type { PayloadRequest, Where } from 'payload'
import type { PurchaseOrder } from '../../payload-types'
import { organizationOf, relationId, type AuthUser } from '../../access/roles'
import { serverWriteContext } from '../../access/serverWrites'
import type { Role } from '../../contract/accounts'
import {
  assignPurchaseOrderInput,
  distinctValues,
  distinctValuesQuery,
  engagementPurchaseOrdersResult,
  purchaseOrderInputMessages,
  purchaseOrderNumbersQuery,
  purchaseOrderOption,
} from '../../contract/engagements/purchaseOrderInput'
import { purchaseOrderRequirementError } from '../../contract/engagements/purchaseOrders'
import { engagementMessages } from '../../contract/engagements/status'
import { now } from '../../domain/clock'
import { getEnv } from '../../server/env'
import { HttpError, asUser, defineEndpoint, withTransaction } from '../http'
import { pageQuery, toPage } from '../pagination'
import { pageOf } from '../talent/records'
import { forEngagementManagers } from './manageEngagement'
import { oneAtATime } from '../talent/uploads'
import { assignedOptions, assignmentRows, presentOption, readableEngagement, readablePurchaseOrder, type StoredEngagement, type StoredPurchaseOrder } from './purchaseOrderRecords'
import { orgTimeSheetMessages } from '../../contract/timeSheets/orgInput'
import { ID_ONLY } from '../../domain/shared/select'

/**
 * Purchase orders on engagements (the spec's calls purchase-order-numbers,
 * po-numbers, po-descriptions), under /manager/ and
 * /organization_admin/:
 * - GET <org>engagements/purchase-order-numbers/: the organization's active POs to choose from
 *   (search, page); with engagement_id each says whether that engagement has it (isAssigned), and the
 *   engagement's deactivated POs are listed too, so they can be taken off.
 * - PATCH <org>engagements/{id}/purchase-order-numbers/{poId}/ `{ isAssigned }`: assigns or unassigns,
 *   only for Manage Engagement users (the organization admin always). A deactivated PO is not newly
 *   assigned; a sent engagement keeps its last PO while the organization requires POs (askOrgUserForPo).
 * - GET <org>po-numbers/, <org>po-descriptions/: distinct values for the filters (every PO, deactivated too).
 * Another organization's engagement or PO on a path is 404; engagement_id of one is 422.
 */
const TAG = 'Purchase orders'
const ROLES = ['manager', 'organization_admin'] as const satisfies readonly Role[]
type OrganizationRole = (typeof ROLES)[number]

/** Manage Engagement: the organization admin always, a manager with the permission. */
const mayManage = (user: AuthUser) => user.role === 'organization_admin' || user.hasPermissionSendEngagement === true

const listNumbers = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/engagements/purchase-order-numbers/`,
    summary: 'Active purchase orders of the organization to assign (search in PO number and description; page; engagement_id marks that engagement’s as isAssigned and adds its deactivated ones), by PO number',
    tag: TAG,
    access: [role],
    query: pageQuery.extend(purchaseOrderNumbersQuery.shape),
    response: pageOf(purchaseOrderOption),
    handler: async ({ req, user, query }) => {
      let assigned = new Set<string>()
      if (query.engagementId !== undefined) {
        const engagement = await readableEngagement(req, user!, query.engagementId)
        if (!engagement) throw HttpError.validation({ engagementId: [purchaseOrderInputMessages.invalidEngagement] })
        assigned = new Set((await assignmentRows(req, user!, { engagement: { equals: engagement.id } })).map((row) => row.purchaseOrderId))
      }
      const offered: Where = assigned.size ? { or: [{ isActive: { equals: true } }, { id: { in: [...assigned] } }] } : { isActive: { equals: true } }
      const and: Where[] = [offered]
      if (query.search) and.push({ or: [{ name: { like: query.search } }, { description: { like: query.search } }] })
      const found = await req.payload.find({
        collection: 'purchase-orders',
        where: { and },
        sort: ['name', 'createdAt'],
        page: query.page,
        limit: query.pageSize,
        ...asUser(req, user!),
      })
      return toPage(req, query, found.totalDocs, found.docs.map((doc) => presentOption(doc, assigned)))
    },
  })

/** Whether the engagement's organization requires a PO on a sent engagement (and the flag asks for one). */
async function requiresPurchaseOrder(req: PayloadRequest, user: AuthUser, engagement: StoredEngagement): Promise<boolean> {
  const organizationId = relationId(engagement.organization)
  if (!organizationId) return false
  const organization = await req.payload.findByID({
    collection: 'organizations',
    id: organizationId,
    select: { isEngagementRequiresPurchaseOrder: true },
    disableErrors: true,
    ...asUser(req, user),
  })
  const requires = Boolean((organization as { isEngagementRequiresPurchaseOrder?: boolean } | null)?.isEngagementRequiresPurchaseOrder)
  return purchaseOrderRequirementError(0, requires, getEnv().featureFlags.askOrgUserForPo) !== null
}

const assignNumber = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'patch',
    path: `/${role}/engagements/:id/purchase-order-numbers/:poId/`,
    summary:
      "Assign ({ is_assigned: true }) or unassign ({ is_assigned: false }) a purchase order on an engagement (Manage Engagement). A deactivated PO is not newly assigned; a sent engagement keeps its last PO when the organization requires POs. Answers the engagement's POs.",
    tag: TAG,
    access: [role],
    body: assignPurchaseOrderInput,
    response: engagementPurchaseOrdersResult,
    handler: async ({ req, user, params, body }) => {
      const actor = user!
      const engagement = await readableEngagement(req, actor, params.id)
      if (!engagement) throw HttpError.notFound()
      const order = await readablePurchaseOrder(req, actor, params.poId)
      if (relationId(order.organization) !== relationId(engagement.organization)) throw HttpError.notFound()
      if (!mayManage(actor)) throw HttpError.forbidden(engagementMessages.manageOnly)
      // One change of an engagement's POs at a time (in this process): two unassigns at once must not
      // both see "another PO stays" and leave none.
      await oneAtATime(`engagement-purchase-orders:${engagement.id}`, async () => {
        try {
          await withTransaction(req, () => applyAssignment(req, actor, engagement, order, body.isAssigned))
        } catch (error) {
          if (error instanceof HttpError || !body.isAssigned) throw error
          // The unique (engagement, purchaseOrder) index refused a second assign made at the same time:
          // the PO is assigned, which is what was asked.
          const rows = await assignmentRows(req, actor, { and: [{ engagement: { equals: engagement.id } }, { purchaseOrder: { equals: order.id } }] })
          if (!rows.length) throw error
        }
      })
      return { purchaseOrders: await assignedOptions(req, actor, String(engagement.id)) }
    },
  })

async function applyAssignment(req: PayloadRequest, user: AuthUser, engagement: StoredEngagement, order: StoredPurchaseOrder, isAssigned: boolean) {
  const rows = await assignmentRows(req, user, { engagement: { equals: engagement.id } })
  const current = rows.find((row) => row.purchaseOrderId === String(order.id))
  const common = { ...asUser(req, user), context: serverWriteContext }
  if (isAssigned) {
    if (current) return
    if (order.isActive === false) throw HttpError.validation({ nonFieldErrors: [purchaseOrderInputMessages.inactive] })
    await req.payload.create({
      collection: 'engagement-purchase-orders',
      data: { engagement: engagement.id, purchaseOrder: order.id, organization: organizationOf(user)!, assignedAt: now().toISOString(), assignedBy: user.id },
      ...common,
    })
    return
  }
  if (!current) return
  if (rows.length === 1 && engagement.status !== 'draft' && (await requiresPurchaseOrder(req, user, engagement))) {
    throw HttpError.validation({ nonFieldErrors: [purchaseOrderRequirementError(0, true, true)!] })
  }
  // Time logged on this PO for this engagement keeps it assigned (the entries name it).
  const timed = await req.payload.find({
    collection: 'time-entries',
    where: { and: [{ engagement: { equals: engagement.id } }, { purchaseOrder: { equals: order.id } }] },
    select: ID_ONLY,
    limit: 1,
    pagination: false,
    ...asUser(req, user),
  })
  if (timed.docs.length) throw HttpError.validation({ nonFieldErrors: [orgTimeSheetMessages.purchaseOrderHasTime] })
  await req.payload.delete({ collection: 'engagement-purchase-orders', id: current.id, ...common })
}

/** Distinct values of one PO field (every PO of the organization), alphabetical, at most 100. */
const distinct = (role: OrganizationRole, field: 'name' | 'description', segment: 'po-numbers' | 'po-descriptions') =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/${segment}/`,
    summary: `Distinct ${field === 'name' ? 'PO numbers' : 'PO descriptions'} of the organization’s purchase orders, deactivated ones included, for filters (search; alphabetical, at most 100)`,
    tag: TAG,
    access: [role],
    query: distinctValuesQuery,
    response: distinctValues,
    handler: async ({ req, user, query }) => {
      const { docs } = await req.payload.find({
        collection: 'purchase-orders',
        where: query.search ? { [field]: { like: query.search } } : {},
        select: { [field]: true },
        sort: [field],
        pagination: false,
        ...asUser(req, user!),
      })
      const values = new Map<string, string>()
      for (const doc of docs) {
        const value = String((doc as Partial<PurchaseOrder>)[field] ?? '')
        // PO numbers are unique without case; descriptions that differ only in case read as one value.
        if (value && !values.has(value.toLocaleLowerCase('en-US'))) values.set(value.toLocaleLowerCase('en-US'), value)
      }
      return { results: [...values.values()].sort((a, b) => a.localeCompare(b, 'en-US')).slice(0, 100) }
    },
  })

export const engagementPurchaseOrderEndpoints = ROLES.flatMap((role) =>
  [listNumbers(role), assignNumber(role), distinct(role, 'name', 'po-numbers'), distinct(role, 'description', 'po-descriptions')].map(forEngagementManagers),
)
