import type { Where } from 'payload'
import type { Role } from '../../contract/accounts'
import { opportunityMessages } from '../../contract/opportunities/opportunity'
import { opportunityInput, opportunityListQuery } from '../../contract/opportunities/opportunityInput'
import { presentOpportunities, presentOpportunity } from '../../domain/opportunities/present'
import { loadOpportunityFor, writeAs } from '../../domain/opportunities/records'
import { checkNewSpecializations, createSpecializationRows, replaceSpecializationRows, saveOpportunity } from '../../domain/opportunities/save'
import { HttpError, asUser, defineEndpoint, withTransaction } from '../http'
import { pageQuery, toPage, toSort } from '../pagination'
import { opportunityAnswer } from '../../contract/opportunities/opportunityAnswers'
import { pageOf } from '../talent/records'

/**
 * The organization's opportunities: under /org-side/ for managers and
 * organization admins. Another organization's opportunity is 404 (the collection's read access scopes
 * every read to the caller's organization).
 */
export const TAG = 'Opportunities'
export const ORG_SIDE: readonly Role[] = ['manager', 'organization_admin']

const SORTABLE = ['title', 'status', 'createdAt', 'startDate', 'updatedAt']

export const listOpportunities = defineEndpoint({
  method: 'get',
  path: '/org-side/opportunities/',
  summary: "The organization's opportunities (status; search in the title; ordering title, status, created_at, start_date, updated_at; default -updated_at)",
  tag: TAG,
  access: ORG_SIDE,
  response: pageOf(opportunityAnswer),
  query: pageQuery.extend(opportunityListQuery.shape),
  handler: async ({ req, user, query }) => {
    const and: Where[] = []
    if (query.status) and.push({ status: { equals: query.status } })
    for (const word of (query.search ?? '').split(/\s+/).filter(Boolean)) and.push({ title: { like: word } })
    const found = await req.payload.find({
      collection: 'opportunities',
      where: and.length ? { and } : {},
      sort: [...toSort(query.ordering, SORTABLE, '-updatedAt'), '-createdAt'],
      page: query.page,
      limit: query.pageSize,
      ...asUser(req, user!),
    })
    return toPage(req, query, found.totalDocs, await presentOpportunities(req, user!, found.docs))
  },
})

export const createOpportunity = defineEndpoint({
  method: 'post',
  path: '/org-side/opportunity/',
  summary: 'Create an opportunity (draft by default; open needs a title and a description) with its specializations. Toast: Opportunity was created',
  tag: TAG,
  access: ORG_SIDE,
  response: opportunityAnswer,
  body: opportunityInput,
  status: 201,
  handler: async ({ req, user, body }) => {
    const { specializations, ...fields } = body
    const doc = await withTransaction(req, async () => {
      const rows = await checkNewSpecializations(req, user!, specializations ?? [])
      const created = await saveOpportunity(req, user!, null, fields)
      await createSpecializationRows(req, user!, created, rows)
      return created
    })
    return presentOpportunity(req, user!, await loadOpportunityFor(req, user!, String(doc.id)))
  },
})

export const getOpportunity = defineEndpoint({
  method: 'get',
  path: '/org-side/opportunity/:id/',
  summary: 'One opportunity of the organization (drafts too)',
  tag: TAG,
  access: ORG_SIDE,
  response: opportunityAnswer,
  handler: async ({ req, user, params }) => presentOpportunity(req, user!, await loadOpportunityFor(req, user!, params.id)),
})

export const updateOpportunity = defineEndpoint({
  method: 'patch',
  path: '/org-side/opportunity/:id/',
  summary:
    'Change an opportunity: fields not sent keep their value; status draft -> open -> closed, closed -> open; questions sent back with their id keep it; specializations (optional, at most 20) replace the set in the same transaction: a node sent again keeps its row. Toast: Opportunity was updated',
  tag: TAG,
  access: ORG_SIDE,
  response: opportunityAnswer,
  body: opportunityInput,
  handler: async ({ req, user, params, body }) => {
    const existing = await loadOpportunityFor(req, user!, params.id)
    const { specializations, ...fields } = body
    // One transaction: a refused specialization (or any failure half-way) leaves the opportunity as it was.
    await withTransaction(req, async () => {
      const rows = specializations ? await checkNewSpecializations(req, user!, specializations) : null
      const saved = await saveOpportunity(req, user!, existing, fields)
      if (rows) await replaceSpecializationRows(req, user!, saved, rows)
    })
    return presentOpportunity(req, user!, await loadOpportunityFor(req, user!, params.id))
  },
})

export const deleteOpportunity = defineEndpoint({
  method: 'delete',
  path: '/org-side/opportunity/:id/',
  summary: 'Delete a draft with its specializations (any other status: 422 Only a draft can be deleted.)',
  tag: TAG,
  access: ORG_SIDE,
  status: 204,
  handler: async ({ req, user, params }) => {
    const existing = await loadOpportunityFor(req, user!, params.id)
    if (existing.status !== 'draft') throw HttpError.nonField(422, opportunityMessages.onlyDraftDeleted)
    await withTransaction(req, async () => {
      // A draft never opened: no talent was invited to it or applied (invites need an open opportunity).
      await req.payload.delete({ collection: 'opportunity-specializations', where: { opportunity: { equals: String(existing.id) } }, ...writeAs(req, user!) })
      await req.payload.delete({ collection: 'opportunities', id: String(existing.id), ...writeAs(req, user!) })
    })
  },
})

export const organizationOpportunityEndpoints = [listOpportunities, createOpportunity, getOpportunity, updateOpportunity, deleteOpportunity]
