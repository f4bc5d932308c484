import type { PayloadRequest } from 'payload'
import type { AuthUser } from '../../access/roles'
import { organizationOf } from '../../access/roles'
import { DEFAULT_SEARCH_WEIGHTS, SCORED_CRITERIA, type SearchWeights, type SearchWeightsAnswer } from '../../contract/search/criteria'
import type { Row } from '../shared/records'

type WeightsRow = Row<'search-weights'>

/** The organization's weights row, read as the caller (null when the organization keeps the defaults). */
export async function findWeightsRow(req: PayloadRequest, user: AuthUser): Promise<WeightsRow | null> {
  const { docs } = await req.payload.find({
    collection: 'search-weights',
    where: { organization: { equals: organizationOf(user) } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    req,
  })
  return docs[0] ?? null
}

export const weightsOf = (row: WeightsRow | null): SearchWeights =>
  row
    ? (Object.fromEntries(SCORED_CRITERIA.map((key) => [key, Number(row[key] ?? DEFAULT_SEARCH_WEIGHTS[key])])) as SearchWeights)
    : { ...DEFAULT_SEARCH_WEIGHTS }

export const weightsAnswer = (row: WeightsRow | null): SearchWeightsAnswer => ({
  weights: weightsOf(row),
  isDefault: row === null,
})

export async function organizationWeights(req: PayloadRequest, user: AuthUser): Promise<SearchWeights> {
  return weightsOf(await findWeightsRow(req, user))
}
