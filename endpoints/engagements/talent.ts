import type { PayloadRequest, Where } from 'payload'
import type { AuthUser } from '../../access/roles'
import {
  TALENT_ENGAGEMENT_ORDERING,
  talentAgreement,
  talentAgreementFilters,
  talentEngagement,
  talentEngagementFilters,
  talentEngagementListItem,
} from '../../contract/engagements/talentEngagements'
import type { EngagementDoc } from '../../domain/engagements/load'
import { iso } from '../../domain/shared/values'
import { HttpError, NO_ID, asUser, defineEndpoint, looksLikeId } from '../http'
import { pageQuery, toPage, toSort } from '../pagination'
import { pageOf } from '../talent/records'
import { organizationNames, presentTalentDetail, presentTalentList } from './talentPresent'

/**
 * The talent's engagements (work-flows
 * 7 "Talent"). Every read goes through the collection's access with the talent as the user
 * (access/engagements.ts: the talent's own engagements, drafts excepted), so a draft, another talent's
 * engagement and an id that does not exist all answer the same 404. The organization's hourly fee is
 * never part of an answer. Accept and decline are i10-org-engagements' (moves).
 */
const TAG = 'Engagements (talent)'

/** The statuses in which the talent still fills documents (documents.ts: from pending until the work ends). */
export const FILLING_STATUSES = ['pending', 'accepted', 'active'] as const

const ownEngagements = (user: AuthUser, extra: Where[] = []): Where => ({ and: [{ talent: { equals: user.id } }, { status: { not_equals: 'draft' } }, ...extra] })

export const listTalentEngagements = defineEndpoint({
  method: 'get',
  path: '/talent/engagements/',
  summary:
    'The signed-in talent’s engagements, drafts never included (status: all or one status; page, page_size; ordering name, status, start_date, end_date, created_at, sent_at, default -created_at). No hourly fee.',
  tag: TAG,
  access: ['talent'],
  query: pageQuery.extend(talentEngagementFilters.shape),
  response: pageOf(talentEngagementListItem),
  handler: async ({ req, user, query }) => {
    const found = await req.payload.find({
      collection: 'engagements',
      where: ownEngagements(user!, query.status === 'all' ? [] : [{ status: { equals: query.status } }]),
      sort: [...toSort(query.ordering, TALENT_ENGAGEMENT_ORDERING, '-createdAt'), 'id'],
      page: query.page,
      limit: query.pageSize,
      ...asUser(req, user!),
    })
    return toPage(req, query, found.totalDocs, await presentTalentList(req, user!, found.docs))
  },
})

export const getTalentEngagement = defineEndpoint({
  method: 'get',
  path: '/talent/engagements/:id/',
  summary: 'One of the signed-in talent’s engagements with its terms, required documents (with the talent’s answers) and history; 404 for a draft or another talent’s',
  tag: TAG,
  access: ['talent'],
  response: talentEngagement,
  handler: async ({ req, user, params }) => {
    if (!looksLikeId(params.id ?? '')) throw HttpError.notFound()
    const { docs } = await req.payload.find({
      collection: 'engagements',
      where: ownEngagements(user!, [{ id: { equals: params.id } }]),
      limit: 1,
      pagination: false,
      ...asUser(req, user!),
    })
    const engagement = docs[0]
    if (!engagement) throw HttpError.notFound()
    return presentTalentDetail(req, user!, engagement)
  },
})

/** The talent's engagements that still ask something of them (offers, extensions, documents). */
export async function openEngagements(req: PayloadRequest, user: AuthUser): Promise<EngagementDoc[]> {
  const { docs } = await req.payload.find({
    collection: 'engagements',
    where: ownEngagements(user, [{ status: { in: [...FILLING_STATUSES] } }]),
    sort: ['createdAt', 'id'],
    pagination: false,
    ...asUser(req, user),
  })
  return docs
}

// GET /talent/engagements-dashboard/ moved to endpoints/dashboards/talent.ts (its answer grew the dashboard's counts).

const AGREED_STATUSES = ['accepted', 'active', 'terminated', 'expired'] as const

export const talentEngagementAgreements = defineEndpoint({
  method: 'get',
  path: '/talent/engagement-agreement/',
  summary: 'The engagement terms the signed-in talent accepted, newest first (engagement_id narrows to one engagement; page, page_size)',
  tag: TAG,
  access: ['talent'],
  query: pageQuery.extend(talentAgreementFilters.shape),
  response: pageOf(talentAgreement),
  handler: async ({ req, user, query }) => {
    const narrowed: Where[] = query.engagementId ? [{ id: { equals: looksLikeId(query.engagementId) ? query.engagementId : NO_ID } }] : []
    const found = await req.payload.find({
      collection: 'engagements',
      where: ownEngagements(user!, [{ status: { in: [...AGREED_STATUSES] } }, { termsText: { exists: true } }, { termsText: { not_equals: '' } }, ...narrowed]),
      select: { name: true, organization: true, termsText: true, acceptedAt: true },
      sort: ['-acceptedAt', 'id'],
      page: query.page,
      limit: query.pageSize,
      ...asUser(req, user!),
    })
    const docs = found.docs
    const names = await organizationNames(req, docs)
    return toPage(
      req,
      query,
      found.totalDocs,
      docs.map((doc) => ({
        engagementId: String(doc.id),
        engagementName: String(doc.name ?? ''),
        organizationName: names.get(String(doc.organization)) ?? '',
        termsText: String(doc.termsText ?? ''),
        acceptedAt: iso(doc.acceptedAt),
      })),
    )
  },
})
