import type { ApiClient } from './apiClient'
import { createEngagement, type FixtureStatus } from './engagements'

/**
 * Purchase-order fixtures for the API tests: POs through the organization admin's call, engagements
 * through the organization side's endpoints (tests/helpers/engagements.ts).
 */
export type OrganizationPrefix = 'manager' | 'organization_admin'

export async function newPurchaseOrder(admin: ApiClient, name: string, fields: Record<string, unknown> = {}): Promise<{ id: string; name: string; description: string }> {
  const response = await admin.post('/api/v1/organization_admin/purchase_order/', { name, description: `About ${name}`, ...fields })
  if (response.status !== 201) throw new Error(`PO not created: ${response.status} ${JSON.stringify(response.body)}`)
  return response.body
}

/** A draft engagement of the caller's organization: its id. */
export async function draftEngagement(client: ApiClient, prefix: OrganizationPrefix, name: string): Promise<string> {
  return (await createEngagement('draft', { organization: client, prefix, talentId: '', body: { name, talent_id: null } })).id
}

/** An engagement of the caller's organization in `status` for the talent (signed in as `talent`), with `body` over a valid form: its id. */
export async function engagementIn(status: FixtureStatus, client: ApiClient, prefix: OrganizationPrefix, talentId: string, talent: ApiClient, body: Record<string, unknown>): Promise<string> {
  return (await createEngagement(status, { organization: client, prefix, talentId, talent, body })).id
}
