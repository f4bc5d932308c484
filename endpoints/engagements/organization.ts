import type { Endpoint, PayloadRequest, Where } from 'payload'
import type { AuthUser } from '../../access/roles'
import { serverWriteContext } from '../../access/serverWrites'
import type { Role } from '../../contract/accounts'
import { engagementInput, engagementInputMessages, engagementListFilters, engagementPatch, type EngagementPatch } from '../../contract/engagements/engagementInput'
import { engagementMessages } from '../../contract/engagements/status'
import { orgEngagement, orgEngagementListItem } from '../../contract/engagements/orgEngagementAnswers'
import { actorOf, hasPendingExtension, loadEngagementFor, type EngagementDoc } from '../../domain/engagements/load'
import { extendEngagement, terminateEngagement, withdrawEngagement } from '../../domain/engagements/moves'
import { presentEngagement, presentEngagementList } from '../../domain/engagements/present'
import { FREE_FIELDS, saveEngagement, updateFreeFields } from '../../domain/engagements/save'
import { READ_APPROVED_TALENTS } from '../../domain/profile/contextKeys'
import { listCache } from '../../domain/cache/listCache'
import { messages } from '../../contract/messages'
import { HttpError, asUser, defineEndpoint, looksLikeId, withTransaction } from '../http'
import { pageQuery, toPage, toSort } from '../pagination'
import { pageOf } from '../talent/records'
import { forEngagementManagers } from './manageEngagement'
import { sendEngagementMail, type EngagementMail } from './mailing'

/**
 * The organization's engagements, once per role prefix (/manager/, /organization_admin/). For organization admins
 * and managers with Manage Engagement (a manager without it is refused every call: ./manageEngagement.ts);
 * contract/engagements/status.ts decides each move. Another organization's engagement is 404. Each write is one
 * transaction (the change and its history event); the e-mails leave after it committed.
 */
export const TAG = 'Engagements'
export const ORGANIZATION_ROLES = ['manager', 'organization_admin'] as const satisfies readonly Role[]
export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number]

const SORTABLE = ['name', 'status', 'startDate', 'endDate', 'createdAt']

function listSort(ordering: string | undefined): string[] {
  const keys = (ordering ?? '').split(',').map((key) => key.trim()).filter(Boolean)
  const sort: string[] = []
  for (const key of keys) {
    const descending = key.startsWith('-') ? '-' : ''
    const field = key.replace(/^-/, '')
    if (field === 'talent_name' || field === 'talentName') sort.push(`${descending}talent.firstName`, `${descending}talent.lastName`)
    else sort.push(...toSort(key, SORTABLE, ''))
  }
  const kept = sort.filter(Boolean)
  return kept.length ? [...kept, '-createdAt'] : ['-createdAt']
}

function listWhere(filters: { search?: string; status?: string; talent?: string; owner?: string; department?: string }): Where | null {
  const and: Where[] = []
  if (filters.status && filters.status !== 'all') and.push({ status: { equals: filters.status } })
  for (const [field, id] of [['talent', filters.talent], ['owners', filters.owner], ['department', filters.department]] as const) {
    if (id === undefined || id === '') continue
    if (!looksLikeId(id)) return null
    and.push({ [field]: { equals: id } })
  }
  for (const word of (filters.search ?? '').split(/\s+/).filter(Boolean)) {
    and.push({ or: [{ name: { like: word } }, { 'talent.firstName': { like: word } }, { 'talent.lastName': { like: word } }] })
  }
  return and.length ? { and } : {}
}

const engagementsListCache = listCache('engagements', [
  'engagements',
  'engagement-events',
  'filled-documents',
  'required-documents',
  'engagement-purchase-orders',
  'purchase-orders',
  'departments',
  'organizations',
])

const listEngagements = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/engagements/`,
    summary: "The organization's engagements (search: name or talent; status: all or one of 8; talent, owner, department; ordering name, status, start_date, end_date, created_at, talent_name; default -created_at)",
    tag: TAG,
    access: [role],
    response: pageOf(orgEngagementListItem),
    query: pageQuery.extend(engagementListFilters.shape),
    // The portal's list re-reads this on every page, filter and keystroke, and presenting a page costs
    // far more than its SQL: served from the list cache per caller and URL (domain/cache/listCache.ts),
    // forgotten on any write to what it shows, as the users list is.
    handler: ({ req, user, query }) =>
      engagementsListCache.through(`${user!.id} ${req.url}`, async () => {
        const where = listWhere(query)
        if (!where) return toPage(req, query, 0, [])
        const found = await req.payload.find({
          collection: 'engagements',
          where,
          sort: listSort(query.ordering),
          page: query.page,
          limit: query.pageSize,
          ...asUser(req, user!),
          context: { [READ_APPROVED_TALENTS]: true },
        })
        return toPage(req, query, found.totalDocs, await presentEngagementList(req, user!, found.docs))
      }),
  })

/** The engagement to duplicate: one of the caller's organization, else 422 (an id in a body). */
async function duplicateSource(req: PayloadRequest, user: AuthUser, id: string | null | undefined): Promise<EngagementDoc | null> {
  if (!id) return null
  try {
    return await loadEngagementFor(req, user, id)
  } catch {
    throw HttpError.validation({ duplicateOf: [engagementInputMessages.invalidDuplicate] })
  }
}

const createEngagement = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'post',
    path: `/${role}/engagements/`,
    summary: 'Save a draft (isDraft: true; only the name is needed) or send an engagement to its talent (every rule); duplicateOf prefills from another engagement. Toasts: Draft was saved / Engagement was sent',
    tag: TAG,
    access: [role],
    response: orgEngagement,
    body: engagementInput,
    status: 201,
    handler: async ({ req, user, body }) => {
      const source = await duplicateSource(req, user!, body.duplicateOf)
      const result = await withTransaction(req, () => saveEngagement(req, user!, null, body, body.isDraft !== true, source))
      if (result.sent) await sendEngagementMail(req, result.doc, { kind: 'sent' })
      return presentEngagement(req, user!, await loadEngagementFor(req, user!, String(result.doc.id)))
    },
  })

const getEngagement = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/engagements/:id/`,
    summary: 'One engagement of the organization with its documents, purchase orders, history and the actions the caller may take',
    tag: TAG,
    access: [role],
    response: orgEngagement,
    handler: async ({ req, user, params }) => presentEngagement(req, user!, await loadEngagementFor(req, user!, params.id)),
  })

const FORM_KEYS = ['name', 'talentId', 'place', 'workKind', 'hoursPerWeek', 'startDate', 'talentPayRate', 'termsId', 'isAcknowledgementStatementAccepted', 'opportunityId'] as const

/** The change a PATCH asks for, applied in the caller's transaction; the mail it causes. */
async function applyPatch(req: PayloadRequest, user: AuthUser, doc: EngagementDoc, body: EngagementPatch): Promise<{ doc: EngagementDoc; mail: EngagementMail | null }> {
  const status = doc.status
  if (body.status === 'withdrawn') return { doc: await withdrawEngagement(req, user, doc), mail: { kind: 'withdrawn' } }
  if (body.status === 'terminated') {
    const done = await terminateEngagement(req, user, doc, body.terminationReason)
    return { doc: done, mail: { kind: 'terminated', reason: String(done.terminationReason ?? '') } }
  }
  if (status === 'draft' || status === 'pending' || body.status === 'pending') {
    const result = await saveEngagement(req, user, doc, body, body.status === 'pending')
    return { doc: result.doc, mail: result.sent ? { kind: 'sent' } : null }
  }
  if ((status === 'accepted' || status === 'active') && actorOf(user, doc) === 'manage') {
    if (FORM_KEYS.some((key) => body[key] !== undefined)) throw HttpError.nonField(422, engagementInputMessages.nothingToChange)
    let current = doc
    if (FREE_FIELDS.some((key) => body[key] !== undefined)) current = await updateFreeFields(req, user, current, body)
    if (body.endDate !== undefined || body.termsText !== undefined) {
      current = await extendEngagement(req, user, current, body.endDate, body.termsText)
      return { doc: current, mail: hasPendingExtension(current) ? { kind: 'extensionSent' } : null }
    }
    return { doc: current, mail: null }
  }
  // Someone without Manage Engagement (403), or an ended engagement (422): the table's answers.
  const actor = actorOf(user, doc)
  if (actor !== 'manage') throw HttpError.forbidden(engagementMessages.manageOnly)
  throw HttpError.nonField(422, engagementInputMessages.endedReadOnly)
}

const updateEngagement = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'patch',
    path: `/${role}/engagements/:id/`,
    summary:
      "Change an engagement: edit a draft or a pending one; status 'pending' sends a draft, 'withdrawn' withdraws a pending one, 'terminated' (+ terminationReason) ends an accepted or active one; endDate/termsText extend an accepted or active one (flag engagementExtension); owners, department, time sheets, required documents and purchase orders change freely",
    tag: TAG,
    access: [role],
    response: orgEngagement,
    body: engagementPatch,
    handler: async ({ req, user, params, body }) => {
      const doc = await loadEngagementFor(req, user!, params.id)
      // An empty PATCH asks for nothing, in every status (the time sheets answer it the same way).
      if (Object.values(body).every((value) => value === undefined)) throw HttpError.nonField(422, messages.nothingToChange)
      const result = await withTransaction(req, () => applyPatch(req, user!, doc, body))
      if (result.mail) await sendEngagementMail(req, result.doc, result.mail)
      return presentEngagement(req, user!, await loadEngagementFor(req, user!, String(result.doc.id)))
    },
  })

function assertManage(user: AuthUser, doc: EngagementDoc) {
  if (actorOf(user, doc) !== 'manage') throw HttpError.forbidden(engagementMessages.manageOnly)
}

const deleteEngagement = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'delete',
    path: `/${role}/engagements/:id/`,
    summary: 'Delete a draft (any other status: 422 Only a draft can be deleted.)',
    tag: TAG,
    access: [role],
    status: 204,
    handler: async ({ req, user, params }) => {
      const doc = await loadEngagementFor(req, user!, params.id)
      assertManage(user!, doc)
      if (doc.status !== 'draft') throw HttpError.nonField(422, engagementInputMessages.onlyDraftDeleted)
      await withTransaction(req, async () => {
        const byEngagement: Where = { engagement: { equals: String(doc.id) } }
        await req.payload.delete({ collection: 'engagement-purchase-orders', where: byEngagement, ...asUser(req, user!), context: serverWriteContext })
        // A draft's history goes with it: events are otherwise never deleted, so no role may (overrideAccess).
        await req.payload.delete({ collection: 'engagement-events', where: byEngagement, overrideAccess: true, req })
        await req.payload.delete({ collection: 'engagements', id: String(doc.id), ...asUser(req, user!), context: serverWriteContext })
      })
    },
  })

const deleteAgreements = (role: OrganizationRole) =>
  defineEndpoint({
    method: 'post',
    path: `/${role}/engagements/:id/delete_agreements/`,
    summary: 'Remove the terms from a draft or pending engagement',
    tag: TAG,
    access: [role],
    response: orgEngagement,
    handler: async ({ req, user, params }) => {
      const doc = await loadEngagementFor(req, user!, params.id)
      assertManage(user!, doc)
      if (doc.status !== 'draft' && doc.status !== 'pending') throw HttpError.nonField(422, engagementInputMessages.onlyDraftOrPendingAgreements)
      await withTransaction(req, () => saveEngagement(req, user!, doc, { termsId: null, termsText: null, isAcknowledgementStatementAccepted: false }, false))
      return presentEngagement(req, user!, await loadEngagementFor(req, user!, String(doc.id)))
    },
  })

export const organizationEngagementEndpoints = (role: OrganizationRole): Endpoint[] =>
  [listEngagements(role), createEngagement(role), getEngagement(role), updateEngagement(role), deleteEngagement(role), deleteAgreements(role)].map(
    forEngagementManagers,
  )
