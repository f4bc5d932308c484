import type { ApiClient } from './apiClient'

/**
 * Purchase-order fixtures for the API tests: POs through the organization admin's call, engagements
 * through POST <org>engagements/ (the organization side's endpoint).
 */
export type OrganizationPrefix = 'manager' | 'organization_admin'

export async function newPurchaseOrder(admin: ApiClient, name: string, fields: Record<string, unknown> = {}): Promise<{ id: string; name: string; description: string }> {
  const response = await admin.post('/api/v1/organization_admin/purchase_order/', { name, description: `About ${name}`, ...fields })
  if (response.status !== 201) throw new Error(`PO not created: ${response.status} ${JSON.stringify(response.body)}`)
  return response.body
}

/** A draft engagement of the caller's organization (`{ isDraft: true }` needs only a name): its id. */
export async function draftEngagement(client: ApiClient, prefix: OrganizationPrefix, name: string, fields: Record<string, unknown> = {}): Promise<string> {
  const response = await client.post(`/api/v1/${prefix}/engagements/`, { name, is_draft: true, ...fields })
  if (response.status !== 201 || !response.body?.id) throw new Error(`draft engagement not created: ${response.status} ${JSON.stringify(response.body)}`)
  return response.body.id
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** An engagement sent to `talentId` (pending), with `fields` over a valid form: its id. */
export async function sentEngagement(client: ApiClient, prefix: OrganizationPrefix, name: string, talentId: string, fields: Record<string, unknown> = {}): Promise<string> {
  const response = await client.post(`/api/v1/${prefix}/engagements/`, {
    name,
    talent_id: talentId,
    place: 'remote',
    work_kind: 'general_it',
    hours_per_week: 40,
    start_date: inDays(7),
    end_date: inDays(90),
    talent_pay_rate: '100.00',
    ...fields,
  })
  if (response.status !== 201 || !response.body?.id) throw new Error(`engagement not sent: ${response.status} ${JSON.stringify(response.body)}`)
  return response.body.id
}
