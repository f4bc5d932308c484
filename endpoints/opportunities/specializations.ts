import { NotFound } from 'payload'
import type { FieldErrors } from '../../contract/errors'
import { OPPORTUNITY_LIMITS, opportunityMessages } from '../../contract/opportunities/opportunity'
import { opportunitySpecializationInput, opportunitySpecializationPatch } from '../../contract/opportunities/opportunityInput'
import { loadOpportunitySpecializations } from '../../domain/opportunities/present'
import { findRows, idsOf, loadFor, looksLikeId, writeAs } from '../../domain/opportunities/records'
import type { Row } from '../../domain/shared/records'
import { ID_ONLY } from '../../domain/shared/select'
import { checkSpecialization, invalidFields } from '../../domain/opportunities/save'
import { idOf } from '../../domain/shared/values'
import { requiredId } from '../../domain/shared/values'
import type { AuthUser } from '../../access/roles'
import type { PayloadRequest } from 'payload'
import { HttpError, defineEndpoint, withTransaction } from '../http'
import { ORG_SIDE, TAG } from './organization'
import { opportunitySpecialization } from '../../contract/opportunities/opportunityAnswers'

/**
 * An opportunity's specializations one at a time (the spec's call "opportunity-specialization"): a node of
 * the tree with roles and skills of that node and an optional expertise, once per opportunity. The
 * opportunity (in the body) must be one of the caller's organization, else 422; a row of another
 * organization on a path is 404.
 */

async function present(req: PayloadRequest, user: AuthUser, row: Row<'opportunity-specializations'>) {
  const opportunityId = idOf(row.opportunity) ?? ''
  const map = await loadOpportunitySpecializations(req, user, [opportunityId], [row])
  return map.get(opportunityId)![0]!
}

export const createOpportunitySpecialization = defineEndpoint({
  method: 'post',
  path: '/org-side/opportunity-specialization/',
  summary: "Add a specialization to one of the organization's opportunities",
  tag: TAG,
  access: ORG_SIDE,
  response: opportunitySpecialization,
  body: opportunitySpecializationInput,
  status: 201,
  handler: async ({ req, user, body }) => {
    const [opportunity] = looksLikeId(body.opportunityId) ? await findRows(req, user!, 'opportunities', { id: { equals: body.opportunityId } }, { organization: true }) : []
    if (!opportunity) throw HttpError.validation({ opportunityId: [opportunityMessages.invalidOpportunity] })
    const row = await withTransaction(req, async () => {
      const existing = await findRows(req, user!, 'opportunity-specializations', { opportunity: { equals: body.opportunityId } }, ID_ONLY)
      if (existing.length >= OPPORTUNITY_LIMITS.specializations) throw HttpError.validation({ specializationId: [`Select at most ${OPPORTUNITY_LIMITS.specializations}.`] })
      const errors: FieldErrors = {}
      const data = await checkSpecialization(req, user!, body.opportunityId, body, null, errors)
      if (!data || Object.keys(errors).length) throw invalidFields(errors)
      return await req.payload.create({
        collection: 'opportunity-specializations',
        data: { ...data, opportunity: body.opportunityId, organization: requiredId(opportunity.organization) },
        ...writeAs(req, user!),
      })
    })
    return present(req, user!, row)
  },
})

export const updateOpportunitySpecialization = defineEndpoint({
  method: 'patch',
  path: '/org-side/opportunity-specialization/:id/',
  summary: 'Change the expertise, roles or skills of an opportunity specialization (fields not sent keep their value)',
  tag: TAG,
  access: ORG_SIDE,
  response: opportunitySpecialization,
  body: opportunitySpecializationPatch,
  handler: async ({ req, user, params, body }) => {
    const existing = await loadFor(req, user!, 'opportunity-specializations', params.id)
    const row = await withTransaction(req, async () => {
      const errors: FieldErrors = {}
      const data = await checkSpecialization(
        req,
        user!,
        idOf(existing.opportunity),
        {
          specializationId: idOf(existing.specialization) ?? '',
          expertise: body.expertise !== undefined ? body.expertise : (existing.expertise ?? null),
          roleIds: body.roleIds ?? idsOf(existing.roles),
          skillIds: body.skillIds ?? idsOf(existing.skills),
        },
        String(existing.id),
        errors,
      )
      if (!data || Object.keys(errors).length) throw invalidFields(errors)
      return await req.payload.update({
        collection: 'opportunity-specializations',
        id: String(existing.id),
        data: { expertise: data.expertise, roles: data.roles, skills: data.skills },
        ...writeAs(req, user!),
      })
    })
    return present(req, user!, row)
  },
})

export const deleteOpportunitySpecialization = defineEndpoint({
  method: 'delete',
  path: '/org-side/opportunity-specialization/:id/',
  summary: 'Remove a specialization from an opportunity',
  tag: TAG,
  access: ORG_SIDE,
  status: 204,
  handler: async ({ req, user, params }) => {
    const existing = await loadFor(req, user!, 'opportunity-specializations', params.id)
    if (!existing) throw new NotFound()
    await req.payload.delete({ collection: 'opportunity-specializations', id: String(existing.id), ...writeAs(req, user!) })
  },
})

export const opportunitySpecializationEndpoints = [createOpportunitySpecialization, updateOpportunitySpecialization, deleteOpportunitySpecialization]
