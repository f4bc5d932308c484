import type { Where } from 'payload'
import { opportunityMessages } from '../../contract/opportunities/opportunity'
import { applyInput, talentOpportunityQuery } from '../../contract/opportunities/opportunityInput'
import { talentApplicationAnswer, talentOpportunityAnswer } from '../../contract/opportunities/talentOpportunityAnswers'
import { findRows, loadOpportunityFor, looksLikeId } from '../../domain/opportunities/records'
import type { Row } from '../../domain/shared/records'
import { ApplyRefusal, FIT_SCAN_LIMIT, applyToOpportunity, fittingOpportunities, loadTalentFitContext, presentApplications, presentTalentOpportunities } from '../../domain/opportunities/talentSide'
import { HttpError, asUser, defineEndpoint, withTransaction } from '../http'
import { pageQuery, toPage } from '../pagination'
import { pageOf } from '../talent/records'

/**
 * The talent's opportunities and applications. A talent reads the
 * open opportunities and the non-draft ones they are on; another talent's rows and the manager comment
 * never reach them.
 */
const TAG = 'Opportunities (talent)'
const TALENT = ['talent'] as const

export const listTalentOpportunities = defineEndpoint({
  method: 'get',
  path: '/talent/opportunities/',
  summary: 'Open opportunities: fitsMe (default true) those the talent is a candidate for by the opportunity as search criteria, best fit first; fitsMe=false every open one, most recently opened first; search in the title',
  tag: TAG,
  access: TALENT,
  query: pageQuery.extend(talentOpportunityQuery.shape),
  response: pageOf(talentOpportunityAnswer),
  handler: async ({ req, user, query }) => {
    const removed = await findRows(req, user!, 'opportunity-talents', { and: [{ talent: { equals: user!.id } }, { status: { equals: 'removed' } }] }, { opportunity: true })
    const and: Where[] = [{ status: { equals: 'open' } }]
    // An opportunity the talent was removed from is no longer offered to them.
    if (removed.length) and.push({ id: { not_in: removed.map((row) => String((row.opportunity as string) ?? '')) } })
    for (const word of (query.search ?? '').split(/\s+/).filter(Boolean)) and.push({ title: { like: word } })
    const context = await loadTalentFitContext(req, user!)
    if (query.fitsMe === false) {
      const found = await req.payload.find({ collection: 'opportunities', where: { and }, sort: ['-openedAt', '-createdAt'], page: query.page, limit: query.pageSize, ...asUser(req, user!) })
      return toPage(req, query, found.totalDocs, await presentTalentOpportunities(req, user!, found.docs, context))
    }
    const { docs } = await req.payload.find({ collection: 'opportunities', where: { and }, sort: ['-openedAt', '-createdAt'], limit: FIT_SCAN_LIMIT, pagination: false, ...asUser(req, user!) })
    const fitting = await fittingOpportunities(req, user!, docs, context)
    const page = fitting.slice((query.page - 1) * query.pageSize, query.page * query.pageSize)
    const results = await presentTalentOpportunities(req, user!, page.map((item) => item.doc), context, new Map(page.map((item) => [String(item.doc.id), item.fit])))
    return toPage(req, query, fitting.length, results)
  },
})

export const getTalentOpportunity = defineEndpoint({
  method: 'get',
  path: '/talent/opportunities/:id/',
  summary: 'One opportunity: open, or one the talent was invited to or applied to (never a draft), with the fit and the application',
  tag: TAG,
  access: TALENT,
  response: talentOpportunityAnswer,
  handler: async ({ req, user, params }) => {
    const doc = await loadOpportunityFor(req, user!, params.id)
    const [result] = await presentTalentOpportunities(req, user!, [doc], await loadTalentFitContext(req, user!))
    return result
  },
})

export const applyEndpoint = defineEndpoint({
  method: 'post',
  path: '/talent/opportunity-apply/',
  summary: 'Apply to an open opportunity: one answer per question when it asks questions, else skills and qualifications, experience and a message. Toast: Your application was sent',
  tag: TAG,
  access: TALENT,
  body: applyInput,
  response: talentApplicationAnswer,
  status: 201,
  handler: async ({ req, user, body }) => {
    const [opportunity] = looksLikeId(body.opportunityId) ? await findRows(req, user!, 'opportunities', { id: { equals: body.opportunityId } }) : []
    if (!opportunity) throw HttpError.validation({ opportunityId: [opportunityMessages.invalidOpportunity] })
    let apply: Row<'opportunity-applies'>
    try {
      apply = await withTransaction(req, () => applyToOpportunity(req, user!, opportunity, body))
    } catch (error) {
      // A rule's refusal stands (a removed applicant also has an application, yet is refused with 403).
      if (error instanceof ApplyRefusal) throw error
      // Two sends at once (a double click): the second may trip the one-application-per-talent index once
      // the first committed. Whatever the database said, an application that now exists is the rule's 409
      // (every other refusal of applyToOpportunity comes before any application exists).
      if ((await findRows(req, user!, 'opportunity-applies', { and: [{ talent: { equals: user!.id } }, { opportunity: { equals: String(opportunity.id) } }] })).length) {
        throw HttpError.nonField(409, opportunityMessages.alreadyApplied)
      }
      throw error
    }
    return (await presentApplications(req, user!, [apply]))[0]
  },
})

export const listTalentApplications = defineEndpoint({
  method: 'get',
  path: '/talent/opportunity-apply/',
  summary: "The talent's applications, newest first, with their status (Applied, Engagement offered, Not selected, Opportunity closed)",
  tag: TAG,
  access: TALENT,
  query: pageQuery,
  response: pageOf(talentApplicationAnswer),
  handler: async ({ req, user, query }) => {
    const found = await req.payload.find({ collection: 'opportunity-applies', where: { talent: { equals: user!.id } }, sort: ['-createdAt'], page: query.page, limit: query.pageSize, ...asUser(req, user!) })
    return toPage(req, query, found.totalDocs, await presentApplications(req, user!, found.docs))
  },
})

export const talentOpportunityEndpoints = [listTalentOpportunities, getTalentOpportunity, applyEndpoint, listTalentApplications]
