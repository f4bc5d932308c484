import type { ApiClient } from './apiClient'

/**
 * Engagements in any status, made through the real API: a draft
 * (POST isDraft), pending (POST: sent), accepted and active (the talent accepts: a start day ahead stays
 * accepted, a start day today or past is active at once), withdrawn (PATCH status), declined (the talent
 * declines), terminated (an active one, PATCH status with a reason). 'expired' needs the daily job and a
 * moved clock (CLOCK_NOW), which no single server run can give: not made here.
 */
export type FixtureStatus = 'draft' | 'pending' | 'accepted' | 'active' | 'withdrawn' | 'declined' | 'terminated'

/** 'yyyy-MM-dd' `days` from today (UTC). Fixtures keep a day's margin from the organizations' day (New York). */
export function day(days: number): string {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

let counter = 0
/** A name no other fixture of this process uses. */
export const uniqueEngagementName = (prefix = 'Engagement') => `${prefix} ${process.pid}-${Date.now().toString(36)}-${++counter}`

export interface EngagementFixtureOptions {
  /** The organization user who creates it (organization admin or a manager with Manage Engagement). */
  organization: ApiClient
  /** 'organization_admin' or 'manager': the prefix the creator uses. */
  prefix?: 'organization_admin' | 'manager'
  /** The engagement's talent, signed in (accepts or declines); needed from 'accepted' on. */
  talent?: ApiClient
  talentId: string
  /** Extra or replacing body fields (snake_case or camelCase). */
  body?: Record<string, unknown>
}

export const engagementBody = (talentId: string, extra: Record<string, unknown> = {}) => ({
  name: uniqueEngagementName(),
  talent_id: talentId,
  place: 'remote',
  work_kind: 'build',
  hours_per_week: 40,
  start_date: day(10),
  end_date: day(100),
  talent_pay_rate: '100.00',
  ...extra,
})

function expectStatus(response: { status: number; body: any }, status: number, what: string) {
  if (response.status !== status) throw new Error(`${what}: expected ${status}, got ${response.status} ${JSON.stringify(response.body)}`)
  return response.body
}

/** An engagement in `status`; answers the organization's view of it (GET …/engagements/{id}/). */
export async function createEngagement(status: FixtureStatus, options: EngagementFixtureOptions): Promise<any> {
  const prefix = options.prefix ?? 'organization_admin'
  const base = `/api/v1/${prefix}/engagements/`
  const startsAtOnce = status === 'active' || status === 'terminated'
  const body = engagementBody(options.talentId, { ...(startsAtOnce ? { start_date: day(-2) } : {}), ...options.body })
  if (status === 'draft') return expectStatus(await options.organization.post(base, { ...body, is_draft: true }), 201, 'save a draft')
  const sent = expectStatus(await options.organization.post(base, body), 201, 'send')
  const id = sent.id as string
  if (status === 'pending') return sent
  if (status === 'withdrawn') return expectStatus(await options.organization.patch(`${base}${id}/`, { status: 'withdrawn' }), 200, 'withdraw')
  if (!options.talent) throw new Error(`an engagement ${status} needs its talent's client`)
  if (status === 'declined') {
    expectStatus(await options.talent.post(`/api/v1/talent/engagements/${id}/decline/`, {}), 200, 'decline')
    return expectStatus(await options.organization.get(`${base}${id}/`), 200, 'read')
  }
  await ensurePhone(options.talent)
  expectStatus(await options.talent.post(`/api/v1/talent/engagements/${id}/accept/`, {}), 200, 'accept')
  if (status === 'terminated') return expectStatus(await options.organization.patch(`${base}${id}/`, { status: 'terminated', termination_reason: 'Project cancelled' }), 200, 'terminate')
  return expectStatus(await options.organization.get(`${base}${id}/`), 200, 'read')
}

/** Gives the signed-in talent a phone when the account has none (accepting needs one). */
export async function ensurePhone(talent: ApiClient, phone = '+13125550199') {
  const me = await talent.get('/api/v1/user/')
  if (me.status === 200 && me.body?.phone) return
  expectStatus(await talent.patch('/api/v1/user/', { phone }), 200, 'set the phone')
}
