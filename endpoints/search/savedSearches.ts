import type { Endpoint, PayloadRequest } from 'payload'
import type { AuthUser } from '../../access/roles'
import { serverWriteContext } from '../../access/serverWrites'
import type { Role } from '../../contract/accounts'
import { centsToDecimal } from '../../contract/engagements/pricing'
import {
  SEARCH_LIMITS,
  savedSearchInput,
  searchMessages,
  type SavedSearch,
  type SearchCriteria,
  type SearchCriteriaInput,
} from '../../contract/search/criteria'
import { HttpError, asUser, defineEndpoint, looksLikeId, withTransaction } from '../http'
import { pageQuery, toPage } from '../pagination'
import { ID_ONLY } from '../../domain/shared/select'
import { ownOrganization } from '../../domain/shared/ownOrganization'
import type { Row } from '../../domain/shared/records'
import { savedSearchAnswer } from '../../contract/search/savedSearchAnswers'
import { pageOf } from '../talent/records'

/**
 * Saved searches (the spec's call "saved-searches: GET, POST (name and params, then reload), DELETE
 * by id"), under /manager/ and /organization_admin/. A saved search is private
 * to the user who saved it (access/discovery.ts `ownerOnly`): another user's id, even a colleague's,
 * reads as 404. Params are validated with the search's own criteria schema and kept as the form sent
 * them (the rate as dollars text), so running a saved search fills the form exactly as it was typed.
 */
const TAG = 'Saved searches'
export const SAVED_SEARCH_ROLES = ['manager', 'organization_admin'] as const satisfies readonly Role[]

type SavedSearchDoc = Row<'saved-searches'>

const present = (doc: SavedSearchDoc): SavedSearch => ({
  id: String(doc.id),
  name: doc.name,
  params: (doc.params ?? {}) as SearchCriteriaInput,
  createdAt: doc.createdAt,
})

/** The parsed criteria back in their sent form: the rate (cents after parsing) as dollars text '95.00'. */
function storedParams(criteria: SearchCriteria): SearchCriteriaInput {
  const { talentHourlyRate, ...rest } = criteria
  return { ...rest, ...(talentHourlyRate === undefined ? {} : { talentHourlyRate: talentHourlyRate === null ? null : centsToDecimal(talentHourlyRate) }) }
}

async function ownCount(req: PayloadRequest, user: AuthUser) {
  const { totalDocs } = await req.payload.count({ collection: 'saved-searches', where: { owner: { equals: user.id } }, ...asUser(req, user) })
  return totalDocs
}

export function savedSearchEndpoints(role: (typeof SAVED_SEARCH_ROLES)[number]): Endpoint[] {
  const base = `/${role}/saved-searches/`
  return [
    defineEndpoint({
      method: 'get',
      path: base,
      summary: "The caller's own saved searches, newest first: a page of SavedSearch",
      tag: TAG,
      access: [role],
      query: pageQuery,
      response: pageOf(savedSearchAnswer),
      handler: async ({ req, user, query }) => {
        const result = await req.payload.find({
          collection: 'saved-searches',
          // Access narrows to the owner already; the explicit filter keeps that true for any role.
          where: { owner: { equals: user!.id } },
          sort: ['-createdAt', '-id'],
          page: query.page,
          limit: query.pageSize,
          ...asUser(req, user!),
        })
        return toPage(req, query, result.totalDocs, result.docs.map(present))
      },
    }),
    defineEndpoint({
      method: 'post',
      path: base,
      summary: 'Save the search criteria under a name (at most 100 per user)',
      tag: TAG,
      access: [role],
      body: savedSearchInput,
      response: savedSearchAnswer,
      status: 201,
      handler: async ({ req, user, body }) =>
        withTransaction(req, async () => {
          if ((await ownCount(req, user!)) >= SEARCH_LIMITS.savedSearchesPerUser) {
            throw HttpError.validation({ nonFieldErrors: [searchMessages.tooManySavedSearches] })
          }
          const doc = await req.payload.create({
            collection: 'saved-searches',
            data: { owner: user!.id, organization: ownOrganization(user!), name: body.name, params: storedParams(body.params) },
            context: serverWriteContext,
            ...asUser(req, user!),
          })
          return present(doc)
        }),
    }),
    defineEndpoint({
      method: 'delete',
      path: `${base}:id/`,
      summary: 'Delete one of the caller’s saved searches (another user’s id is 404)',
      tag: TAG,
      access: [role],
      status: 204,
      handler: async ({ req, user, params }) => {
        if (!looksLikeId(params.id ?? '')) throw HttpError.notFound()
        await withTransaction(req, async () => {
          const { docs } = await req.payload.find({ collection: 'saved-searches', where: { and: [{ id: { equals: params.id } }, { owner: { equals: user!.id } }] }, limit: 1, pagination: false, select: ID_ONLY, ...asUser(req, user!) })
          if (!docs[0]) throw HttpError.notFound()
          await req.payload.delete({ collection: 'saved-searches', id: params.id!, context: serverWriteContext, ...asUser(req, user!) })
        })
      },
    }),
  ]
}
