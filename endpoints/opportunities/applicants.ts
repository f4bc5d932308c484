import type { PayloadRequest } from 'payload'
import type { AuthUser } from '../../access/roles'
import { opportunityMessages } from '../../contract/opportunities/opportunity'
import { inviteTalentsInput, managerCommentInput, opportunityTalentPatch, opportunityTalentQuery } from '../../contract/opportunities/opportunityInput'
import { inviteTalents, loadApplicantRow, presentApplicants, removeApplicant, restoreApplicant } from '../../domain/opportunities/applicants'
import { findRows, loadFor, loadOpportunityFor, looksLikeId, writeAs } from '../../domain/opportunities/records'
import type { Row } from '../../domain/shared/records'
import { statusMessages } from '../../domain/opportunities/save'
import { idOf } from '../../domain/shared/values'
import { HttpError, asUser, defineEndpoint, withTransaction } from '../http'
import { pageQuery, toPage } from '../pagination'
import { sendNotAFitMail } from './mailing'
import { ORG_SIDE, TAG } from './organization'
import { applicantAnswer, invitedApplicantsAnswer } from '../../contract/opportunities/opportunityAnswers'
import { pageOf } from '../talent/records'

/**
 * An opportunity's talents on the organization side: the applicants
 * and invited talents, inviting, removing (the "not a fit" e-mail when they had applied), the removed
 * list and restore (the spec: applicants can be removed and restored, whatever the flag
 * newApplicantRemovalWorkflow says; the flag only changes where the organization portal shows the removed
 * ones), the manager comment on an application. Rows of another organization are 404 on a path, its
 * opportunity 422 in a body or query.
 */

async function ownOpportunity(req: PayloadRequest, user: AuthUser, id: string): Promise<Row<'opportunities'>> {
  const [opportunity] = looksLikeId(id) ? await findRows(req, user, 'opportunities', { id: { equals: id } }) : []
  if (!opportunity) throw HttpError.validation({ opportunityId: [opportunityMessages.invalidOpportunity] })
  return opportunity
}

const presentOne = async (req: PayloadRequest, user: AuthUser, row: Row<'opportunity-talents'>) => (await presentApplicants(req, user, [row]))[0]!

export const listApplicants = defineEndpoint({
  method: 'get',
  path: '/org-side/opportunity-talent/',
  summary: "An opportunity's applicants and invited talents, not removed: applied first (newest application first), then invited (status: invited or applied)",
  tag: TAG,
  access: ORG_SIDE,
  response: pageOf(applicantAnswer),
  query: pageQuery.extend(opportunityTalentQuery.shape),
  handler: async ({ req, user, query }) => {
    await ownOpportunity(req, user!, query.opportunityId)
    const found = await req.payload.find({
      collection: 'opportunity-talents',
      where: { and: [{ opportunity: { equals: query.opportunityId } }, query.status ? { status: { equals: query.status } } : { status: { not_equals: 'removed' } }] },
      sort: ['-hasApplied', '-appliedAt', '-invitedAt', '-createdAt'],
      page: query.page,
      limit: query.pageSize,
      ...asUser(req, user!),
    })
    return toPage(req, query, found.totalDocs, await presentApplicants(req, user!, found.docs))
  },
})

export const inviteApplicants = defineEndpoint({
  method: 'post',
  path: '/org-side/opportunity-talent/',
  summary: 'Invite talents (approved, active) to an open opportunity; talents already on its list are left as they are. Toast: The talents were invited',
  tag: TAG,
  access: ORG_SIDE,
  response: invitedApplicantsAnswer,
  body: inviteTalentsInput,
  status: 201,
  handler: async ({ req, user, body }) => {
    const opportunity = await ownOpportunity(req, user!, body.opportunityId)
    if (opportunity.status !== 'open') throw HttpError.validation({ opportunityId: [statusMessages.inviteOnlyOpen] })
    const rows = await withTransaction(req, () => inviteTalents(req, user!, opportunity, body.talentIds))
    return { results: await presentApplicants(req, user!, rows) }
  },
})

export const removeApplicantEndpoint = defineEndpoint({
  method: 'patch',
  path: '/org-side/opportunity-talent/:id/',
  summary: 'Remove a talent from the applicants ({ isRemoved: true }); one who had applied is e-mailed that they are not a fit. Toast: The talent was removed',
  tag: TAG,
  access: ORG_SIDE,
  response: applicantAnswer,
  body: opportunityTalentPatch,
  handler: async ({ req, user, params, body }) => {
    const row = await loadApplicantRow(req, user!, params.id)
    if (!body.isRemoved) {
      // Putting a removed talent back is the restore call (its own flag); false on a listed one changes nothing.
      if (row.status === 'removed') throw HttpError.validation({ isRemoved: [statusMessages.restoreByCall] })
      return presentOne(req, user!, row)
    }
    const removed = await withTransaction(req, () => removeApplicant(req, user!, row))
    if (removed.hasApplied === true) await sendNotAFitMail(req, removed)
    return presentOne(req, user!, removed)
  },
})

export const restoreApplicantEndpoint = defineEndpoint({
  method: 'post',
  path: '/org-side/opportunity-talent/:id/restore/',
  summary: 'Put a removed talent back on the list (applied or invited, as before); sends nothing. Toast: The talent was restored',
  tag: TAG,
  access: ORG_SIDE,
  response: applicantAnswer,
  handler: async ({ req, user, params }) => {
    const row = await loadApplicantRow(req, user!, params.id)
    const restored = await withTransaction(req, () => restoreApplicant(req, user!, row))
    return presentOne(req, user!, restored)
  },
})

export const listRemovedApplicants = defineEndpoint({
  method: 'get',
  path: '/org-side/opportunity/:id/removed-talents/',
  summary: "An opportunity's removed talents, most recently removed first",
  tag: TAG,
  access: ORG_SIDE,
  response: pageOf(applicantAnswer),
  query: pageQuery,
  handler: async ({ req, user, params, query }) => {
    const opportunity = await loadOpportunityFor(req, user!, params.id)
    const found = await req.payload.find({
      collection: 'opportunity-talents',
      where: { and: [{ opportunity: { equals: String(opportunity.id) } }, { status: { equals: 'removed' } }] },
      sort: ['-removedAt', '-createdAt'],
      page: query.page,
      limit: query.pageSize,
      ...asUser(req, user!),
    })
    return toPage(req, query, found.totalDocs, await presentApplicants(req, user!, found.docs))
  },
})

async function applicantOfApply(req: PayloadRequest, user: AuthUser, apply: Row<'opportunity-applies'>) {
  return presentOne(req, user, await loadApplicantRow(req, user, idOf(apply.opportunityTalent) ?? ''))
}

export const getApplication = defineEndpoint({
  method: 'get',
  path: '/org-side/opportunity-apply/:id/',
  summary: 'One application with its applicant',
  tag: TAG,
  access: ORG_SIDE,
  response: applicantAnswer,
  handler: async ({ req, user, params }) => applicantOfApply(req, user!, await loadFor(req, user!, 'opportunity-applies', params.id)),
})

export const commentApplication = defineEndpoint({
  method: 'patch',
  path: '/org-side/opportunity-apply/:id/',
  summary: "Save the manager comment on an application (null clears it; never shown to the talent). Toast: Comment was saved",
  tag: TAG,
  access: ORG_SIDE,
  response: applicantAnswer,
  body: managerCommentInput,
  handler: async ({ req, user, params, body }) => {
    const apply = await loadFor(req, user!, 'opportunity-applies', params.id)
    const comment = body.managerComment?.trim() ? body.managerComment : null
    const updated = await req.payload.update({ collection: 'opportunity-applies', id: String(apply.id), data: { managerComment: comment }, ...writeAs(req, user!) })
    return applicantOfApply(req, user!, updated)
  },
})

export const applicantEndpoints = [listApplicants, inviteApplicants, removeApplicantEndpoint, restoreApplicantEndpoint, listRemovedApplicants, getApplication, commentApplication]
