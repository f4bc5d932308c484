import { z } from 'zod'
import type { Role } from '../../contract/accounts'
import { DEFAULT_SEARCH_WEIGHTS, SCORED_CRITERIA, searchWeightsInput, type SearchWeightsAnswer } from '../../contract/search/criteria'
import { serverWriteContext } from '../../access/serverWrites'
import { ownOrganization } from '../../domain/shared/ownOrganization'
import { findWeightsRow, weightsAnswer } from '../../domain/search/searchWeights'
import { defineEndpoint, withTransaction } from '../http'

/**
 * The organization's match-score weights (decided): every
 * organization user reads them (the results explain their points with them); the organization admin
 * tunes them (PUT) and resets them to the defaults (DELETE, which removes the row).
 */
const TAG = 'Talent search'

const weightsSchema = z.object({
  weights: z.object(Object.fromEntries(SCORED_CRITERIA.map((key) => [key, z.number()])) as Record<(typeof SCORED_CRITERIA)[number], z.ZodNumber>),
  isDefault: z.boolean(),
})

const readWeights = (role: Extract<Role, 'manager' | 'organization_admin'>) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/search-weights/`,
    summary: `The organization’s match-score weights (defaults: ${JSON.stringify(DEFAULT_SEARCH_WEIGHTS)})`,
    tag: TAG,
    access: [role],
    response: weightsSchema,
    handler: async ({ req, user }): Promise<SearchWeightsAnswer> => weightsAnswer(await findWeightsRow(req, user!)),
  })

export const managerSearchWeights = readWeights('manager')
export const organizationAdminSearchWeights = readWeights('organization_admin')

export const putSearchWeights = defineEndpoint({
  method: 'put',
  path: '/organization_admin/search-weights/',
  summary: 'Set the organization’s match-score weights (whole numbers 0–100, at least one above 0)',
  tag: TAG,
  access: ['organization_admin'],
  body: searchWeightsInput,
  response: weightsSchema,
  handler: async ({ req, user, body }): Promise<SearchWeightsAnswer> => {
    const write = {
      depth: 0,
      overrideAccess: false,
      user: user!,
      req,
      context: serverWriteContext,
    }
    await withTransaction(req, async () => {
      const row = await findWeightsRow(req, user!)
      if (row)
        await req.payload.update({
          collection: 'search-weights',
          id: String(row.id),
          data: body,
          ...write,
        })
      else
        await req.payload.create({
          collection: 'search-weights',
          data: { ...body, organization: ownOrganization(user!) },
          ...write,
        })
    })
    return weightsAnswer(await findWeightsRow(req, user!))
  },
})

export const resetSearchWeights = defineEndpoint({
  method: 'delete',
  path: '/organization_admin/search-weights/',
  summary: 'Reset the organization’s match-score weights to the defaults',
  tag: TAG,
  access: ['organization_admin'],
  response: weightsSchema,
  handler: async ({ req, user }): Promise<SearchWeightsAnswer> => {
    await withTransaction(req, async () => {
      const row = await findWeightsRow(req, user!)
      if (row)
        await req.payload.delete({
          collection: 'search-weights',
          id: String(row.id),
          depth: 0,
          overrideAccess: false,
          user: user!,
          req,
          context: serverWriteContext,
        })
    })
    return weightsAnswer(null)
  },
})

export const searchWeightEndpoints = [managerSearchWeights, organizationAdminSearchWeights, putSearchWeights, resetSearchWeights]
