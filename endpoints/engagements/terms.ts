import type { PayloadRequest, Where } from 'payload'
import { z } from 'zod'
import { organizationOf, relationId, type AuthUser } from '../../access/roles'
import { serverWriteContext } from '../../access/serverWrites'
import type { Role } from '../../contract/accounts'
import { engagementTermsErrors } from '../../contract/engagements/documents'
import { engagementTerms, engagementTermsInput, engagementTermsPatch, termsMessages, type EngagementTerms } from '../../contract/engagements/termsInput'
import type { Row } from '../../domain/shared/records'
import { getEnv } from '../../server/env'
import { HttpError, NO_ID, asUser, defineEndpoint, looksLikeId, withTransaction } from '../http'
import { pageQuery, toPage, toSort } from '../pagination'
import { pageOf } from '../talent/records'
import { mayWorkWithEngagements, refusalFor } from './manageEngagement'

/**
 * Engagement terms (flag engagementTerms): the
 * organization's terms texts a new engagement offers under the product's terms. Read and written by the
 * organization admin and managers with Manage Engagement (read by the super admin, every organization). With the flag off every call is 404, as if
 * the endpoints did not exist. Texts are never deleted: isActive false retires one (sent engagements
 * keep their own copy of the text).
 */
const TAG = 'Engagement terms'
const READERS: readonly Role[] = ['manager', 'organization_admin', 'super_admin']

/**
 * The flag first, then the role: with the flag off every caller gets the 404 of a path that does not
 * exist (the endpoints are declared 'signedIn' so that the role check cannot answer 403 before it).
 */
function gate(user: AuthUser | null, method: string | undefined) {
  if (!getEnv().featureFlags.engagementTerms) throw HttpError.notFound()
  if (!user || !READERS.includes(user.role)) throw HttpError.forbidden()
  // Terms belong to engagements: a manager without Manage Engagement neither reads nor writes them.
  if (!mayWorkWithEngagements(user)) throw refusalFor(method)
}

/** Manage Engagement: the organization admin always, a manager with the permission; nobody else writes. */
function assertMayWrite(user: AuthUser) {
  const manages = user.role === 'organization_admin' || (user.role === 'manager' && user.hasPermissionSendEngagement === true)
  if (!manages) throw HttpError.forbidden()
}

export const presentTerms = (doc: Row<'engagement-terms'>): EngagementTerms => ({
  id: String(doc.id),
  text: String(doc.text ?? ''),
  organizationId: relationId(doc.organization) ?? '',
  isAcknowledgementStatementAccepted: doc.isAcknowledgementStatementAccepted === true,
  isActive: doc.isActive !== false,
  createdAt: new Date(String(doc.createdAt)).toISOString(),
})

const ORDERING = ['text', 'createdAt', 'updatedAt', 'isActive']

const listQuery = pageQuery.extend({
  search: z.string().trim().optional().describe('Part of the text'),
  isActive: z.enum(['true', 'false']).optional().describe('true: only active texts; false: only retired ones'),
  organization: z.string().trim().optional().describe('Super admin: one organization'),
})

export const listEngagementTerms = defineEndpoint({
  method: 'get',
  path: '/org-side/engagement-terms/',
  summary: "The organization's engagement terms (page, page_size, search, is_active; ordering text, created_at, -created_at by default; the super admin: every organization, organization narrows). Flag engagementTerms",
  tag: TAG,
  access: 'signedIn',
  query: listQuery,
  response: pageOf(engagementTerms),
  handler: async ({ req, user, query }) => {
    gate(user, req.method)
    const filters: Where[] = []
    if (query.search) filters.push({ text: { like: query.search } })
    if (query.isActive) filters.push({ isActive: { equals: query.isActive === 'true' } })
    if (query.organization && user!.role === 'super_admin') filters.push({ organization: { equals: looksLikeId(query.organization) ? query.organization : NO_ID } })
    const found = await req.payload.find({
      collection: 'engagement-terms',
      where: filters.length ? { and: filters } : {},
      sort: [...toSort(query.ordering, ORDERING, '-createdAt'), '-id'],
      page: query.page,
      limit: query.pageSize,
      ...asUser(req, user!),
    })
    return toPage(req, query, found.totalDocs, found.docs.map(presentTerms))
  },
})

export const createEngagementTerms = defineEndpoint({
  method: 'post',
  path: '/org-side/engagement-terms/',
  summary: "Add a terms text (text at most 1500 characters, organizationId: the caller's, isAcknowledgementStatementAccepted: must be true). Organization admin and managers with Manage Engagement. Toast: Terms were saved",
  tag: TAG,
  access: 'signedIn',
  body: engagementTermsInput,
  status: 201,
  response: engagementTerms,
  handler: async ({ req, user, body }) => {
    gate(user, req.method)
    assertMayWrite(user!)
    const organization = organizationOf(user)!
    if (body.organizationId !== undefined && body.organizationId !== organization) throw HttpError.validation({ organizationId: [termsMessages.invalidOrganization] })
    const created = await req.payload.create({
      collection: 'engagement-terms',
      data: { text: body.text, organization, createdBy: user!.id, isAcknowledgementStatementAccepted: true, isActive: true },
      ...asUser(req, user!),
      context: serverWriteContext,
    })
    return presentTerms(created)
  },
})

async function readableTerms(req: PayloadRequest, user: AuthUser, id: string | undefined): Promise<Row<'engagement-terms'>> {
  if (!id || !looksLikeId(id)) throw HttpError.notFound()
  const { docs } = await req.payload.find({ collection: 'engagement-terms', where: { id: { equals: id } }, limit: 1, pagination: false, ...asUser(req, user) })
  if (!docs[0]) throw HttpError.notFound()
  return docs[0]
}

export const updateEngagementTerms = defineEndpoint({
  method: 'patch',
  path: '/org-side/engagement-terms/:id/',
  summary: 'Change a terms text, its acknowledgement (must stay true) or isActive. Engagements already sent keep the text they were sent with. Toast: Terms were saved',
  tag: TAG,
  access: 'signedIn',
  body: engagementTermsPatch,
  response: engagementTerms,
  handler: async ({ req, user, params, body }) => {
    gate(user, req.method)
    // Another organization's text reads as missing, whoever asks; only then does the role matter.
    const existing = await readableTerms(req, user!, params.id)
    assertMayWrite(user!)
    const next = {
      text: body.text ?? String(existing.text ?? ''),
      isAcknowledgementStatementAccepted: body.isAcknowledgementStatementAccepted ?? existing.isAcknowledgementStatementAccepted === true,
    }
    const errors = engagementTermsErrors(next)
    if (Object.keys(errors).length) throw HttpError.validation(errors)
    const updated = await withTransaction(req, () =>
      req.payload.update({
        collection: 'engagement-terms',
        id: String(existing.id),
        data: { ...next, ...(body.isActive !== undefined ? { isActive: body.isActive } : {}) },
        ...asUser(req, user!),
        context: serverWriteContext,
      }),
    )
    return presentTerms(updated)
  },
})

export const engagementTermsEndpoints = [listEngagementTerms, createEngagementTerms, updateEngagementTerms]
