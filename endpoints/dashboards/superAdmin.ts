import type { PayloadRequest } from 'payload'
import { serverWriteContext } from '../../access/serverWrites'
import type { AuthUser } from '../../access/roles'
import { relationId } from '../../access/roles'
import {
  dashboardMessages,
  internalUserSchema,
  savingsBenchmarkInput,
  savingsBenchmarkPatch,
  savingsBenchmarkSchema,
  settingAnswerSchema,
  settingValueInput,
  superAdminDashboardSchema,
  type InternalUser,
  type SavingsBenchmark,
  type SettingAnswer,
  type SuperAdminDashboard,
} from '../../contract/dashboards'
import { centsToDecimal, parseUsd } from '../../contract/engagements/pricing'
import { SETTING_NAMES, type SettingName } from '../../contract/featureFlags'
import { DEFAULT_ORGANIZATION_TIME_ZONE } from '../../contract/organizations'
import { todayIn } from '../../domain/clock'
import { ENTRY_SUM_SELECT, entryBilledCents, entryMinutes, entryPayCents } from '../../domain/dashboards/entries'
import { MonthTotals, monthsEndingWith, monthsRange } from '../../domain/dashboards/months'
import type { Row } from '../../domain/shared/records'
import { HttpError, asUser, defineEndpoint, looksLikeId, withTransaction } from '../http'
import { pageQuery, toPage } from '../pagination'
import { pageOf } from '../talent/records'
import { countAs, sumRows } from './queries'
import { ID_ONLY } from '../../domain/shared/select'

/**
 * The super admin's dashboard and /internal calls: platform counts,
 * approved hours and revenue by month, failed background tasks (the task runner's `tasks` rows,
 * endpoints/tasks/runner.ts), the internal users, the settings and the savings benchmarks. Super admin
 * only; every read and write as the super admin (`overrideAccess: false`).
 */
const TAG = 'Dashboards (super admin)'
const SUPER_ADMIN = ['super_admin'] as const
/** A setting's name as the path gives it: one of the stored settings, else nothing to answer. */
const isSettingName = (value: string): value is SettingName => (SETTING_NAMES as readonly string[]).includes(value)

/** How many failed tasks the dashboard lists (newest first; the count covers them all). */
export const FAILED_TASKS_LISTED = 10

export const superAdminDashboard = defineEndpoint({
  method: 'get',
  path: '/super_admin/dashboard/',
  summary:
    'SuperAdminDashboard: counts (organizations, talents awaiting approval, active engagements, failed tasks), approved minutes and revenue (billed incl. the talent fee less the talent’s pay, cents) by month for the 12 months ending this month (America/New_York), and the 10 newest failed background tasks',
  tag: TAG,
  access: SUPER_ADMIN,
  response: superAdminDashboardSchema,
  handler: async ({ req, user }): Promise<SuperAdminDashboard> => {
    const months = monthsEndingWith(todayIn(DEFAULT_ORGANIZATION_TIME_ZONE))
    const range = monthsRange(months)
    const byMonth = new MonthTotals(months, true)
    const [organizations, talentsAwaitingApproval, activeEngagements, failedTasks, failed] = await Promise.all([
      countAs(req, user!, 'organizations', {}),
      countAs(req, user!, 'users', {
        and: [{ role: { equals: 'talent' } }, { isTalentApprovedByPlatform: { not_equals: true } }, { isDeactivated: { not_equals: true } }],
      }),
      countAs(req, user!, 'engagements', { status: { equals: 'active' } }),
      countAs(req, user!, 'tasks', { status: { equals: 'failed' } }),
      req.payload.find({
        collection: 'tasks',
        where: { status: { equals: 'failed' } },
        select: { kind: true, error: true, finishedAt: true, updatedAt: true },
        sort: ['-finishedAt', '-updatedAt'],
        limit: FAILED_TASKS_LISTED,
        pagination: false,
        ...asUser(req, user!),
      }),
      sumRows(
        req,
        user!,
        'time-entries',
        {
          and: [
            { state: { equals: 'approved' } },
            { timekeepingDate: { greater_than_equal: range.from } },
            { timekeepingDate: { less_than_equal: range.to } },
          ],
        },
        ENTRY_SUM_SELECT,
        (row) => byMonth.add(String(row.timekeepingDate ?? ''), entryMinutes(row), entryBilledCents(row) - entryPayCents(row)),
      ),
    ])
    return {
      counts: { organizations, talentsAwaitingApproval, activeEngagements, failedTasks },
      byMonth: byMonth.result(),
      failedTasks: failed.docs.map((task) => ({
        id: String(task.id),
        kind: String(task.kind ?? ''),
        failedAt: String(task.finishedAt ?? task.updatedAt ?? ''),
        error: String(task.error ?? ''),
      })),
    }
  },
})

export const superAdminInternalUsers = defineEndpoint({
  method: 'get',
  path: '/super_admin/internal-users/',
  summary: 'The internal users: super admins and content editors, a page of InternalUser by last and first name',
  tag: TAG,
  access: SUPER_ADMIN,
  response: pageOf(internalUserSchema),
  query: pageQuery.omit({ ordering: true }),
  handler: async ({ req, user, query }) => {
    const found = await req.payload.find({
      collection: 'users',
      where: { role: { in: ['super_admin', 'content_editor'] } },
      select: { firstName: true, lastName: true, email: true, role: true, isDeactivated: true },
      sort: ['lastName', 'firstName', 'id'],
      page: query.page,
      limit: query.pageSize,
      ...asUser(req, user!),
    })
    const results: InternalUser[] = found.docs.map((doc) => ({
      id: String(doc.id),
      firstName: String(doc.firstName ?? ''),
      lastName: String(doc.lastName ?? ''),
      email: String(doc.email ?? ''),
      role: doc.role === 'content_editor' ? 'content_editor' : 'super_admin',
      isDeactivated: doc.isDeactivated === true,
    }))
    return toPage(req, query, found.totalDocs, results)
  },
})

/** PATCH /super_admin/settings/{name}/: a setting GET /settings/ serves; a name it does not know is 404. */
export const superAdminUpdateSetting = defineEndpoint({
  method: 'patch',
  path: '/super_admin/settings/:id/',
  summary:
    'Changes one setting (talent_usage_fee, w2_org_markup, w2_talent_markdown): value a decimal text like 4.50; another name is 404. New engagements are priced with it; sent ones keep their rates',
  tag: TAG,
  access: SUPER_ADMIN,
  response: settingAnswerSchema,
  body: settingValueInput,
  handler: async ({ req, user, params, body }): Promise<SettingAnswer> => {
    // The path's id is the setting's name (talent_usage_fee, ...).
    const name = params.id ?? ''
    if (!isSettingName(name)) throw HttpError.notFound()
    return withTransaction(req, async () => {
      const { docs } = await req.payload.find({
        collection: 'settings',
        where: { name: { equals: name } },
        limit: 1,
        pagination: false,
        ...asUser(req, user!),
      })
      const existing = docs[0]
      const saved = existing
        ? await req.payload.update({ collection: 'settings', id: String(existing.id), data: { value: body.value }, ...asUser(req, user!) })
        : await req.payload.create({ collection: 'settings', data: { name, value: body.value }, ...asUser(req, user!) })
      return { name, value: String(saved.value ?? '') }
    })
  },
})

// --- savings benchmarks (the super admin's /internal list) ---------------------------------------------

const BENCHMARKS = '/super_admin/savings-benchmarks/'
const writeAs = (req: PayloadRequest, user: AuthUser) => ({ ...asUser(req, user), context: serverWriteContext })

async function presentBenchmarks(req: PayloadRequest, user: AuthUser, rows: Pick<Row<'savings-benchmarks'>, 'id' | 'specialization' | 'rateCents'>[]): Promise<SavingsBenchmark[]> {
  const ids = [...new Set(rows.map((row) => relationId(row.specialization)).filter((id): id is string => Boolean(id)))]
  const { docs } = ids.length
    ? await req.payload.find({
        collection: 'specializations',
        where: { id: { in: ids } },
        select: { name: true },
        pagination: false,
        ...asUser(req, user),
      })
    : { docs: [] }
  const names = new Map(docs.map((doc) => [String(doc.id), String(doc.name ?? '')]))
  return rows.map((row) => {
    const specialization = relationId(row.specialization) ?? ''
    return {
      id: String(row.id),
      specialization: { id: specialization, name: names.get(specialization) ?? '' },
      rate: centsToDecimal(Number(row.rateCents ?? 0)),
    }
  })
}

async function benchmarkOr404(req: PayloadRequest, user: AuthUser, id: string): Promise<Row<'savings-benchmarks'>> {
  if (!looksLikeId(id)) throw HttpError.notFound()
  const { docs } = await req.payload.find({
    collection: 'savings-benchmarks',
    where: { id: { equals: id } },
    limit: 1,
    pagination: false,
    ...asUser(req, user),
  })
  const row = docs[0]
  if (!row) throw HttpError.notFound()
  return row
}

const rateCentsOf = (rate: string) => {
  const cents = parseUsd(rate)
  if (cents === null) throw HttpError.validation({ rate: ['Enter a valid amount.'] })
  return cents
}

export const listSavingsBenchmarks = defineEndpoint({
  method: 'get',
  path: BENCHMARKS,
  summary: 'The savings benchmarks: a page of SavingsBenchmark (specialization and market rate per hour), by specialization name',
  tag: TAG,
  access: SUPER_ADMIN,
  response: pageOf(savingsBenchmarkSchema),
  query: pageQuery.omit({ ordering: true }),
  handler: async ({ req, user, query }) => {
    const found = await req.payload.find({
      collection: 'savings-benchmarks',
      select: { specialization: true, rateCents: true },
      sort: ['specialization.name', 'id'],
      page: query.page,
      limit: query.pageSize,
      ...asUser(req, user!),
    })
    return toPage(req, query, found.totalDocs, await presentBenchmarks(req, user!, found.docs))
  },
})

export const createSavingsBenchmark = defineEndpoint({
  method: 'post',
  path: BENCHMARKS,
  summary: "A benchmark for a specialization: specialization_id and rate ('95.00' dollars per hour); one per specialization (422 when it has one)",
  tag: TAG,
  access: SUPER_ADMIN,
  response: savingsBenchmarkSchema,
  body: savingsBenchmarkInput,
  status: 201,
  handler: async ({ req, user, body }) => {
    const rateCents = rateCentsOf(body.rate)
    const created = await withTransaction(req, async () => {
      const specialization = looksLikeId(body.specializationId)
        ? (
            await req.payload.find({
              collection: 'specializations',
              where: { id: { equals: body.specializationId } },
              select: ID_ONLY,
              limit: 1,
              pagination: false,
              ...asUser(req, user!),
            })
          ).docs[0]
        : undefined
      if (!specialization) throw HttpError.validation({ specializationId: [dashboardMessages.invalidSpecialization] })
      const taken = await countAs(req, user!, 'savings-benchmarks', { specialization: { equals: body.specializationId } })
      if (taken) throw HttpError.validation({ specializationId: [dashboardMessages.benchmarkTaken] })
      return req.payload.create({
        collection: 'savings-benchmarks',
        data: { specialization: body.specializationId, rateCents },
        ...writeAs(req, user!),
      })
    })
    const [answer] = await presentBenchmarks(req, user!, [created])
    return answer
  },
})

export const updateSavingsBenchmark = defineEndpoint({
  method: 'patch',
  path: `${BENCHMARKS}:id/`,
  summary: "Changes a benchmark's rate ('95.00' dollars per hour)",
  tag: TAG,
  access: SUPER_ADMIN,
  response: savingsBenchmarkSchema,
  body: savingsBenchmarkPatch,
  handler: async ({ req, user, params, body }) => {
    const rateCents = rateCentsOf(body.rate)
    const row = await benchmarkOr404(req, user!, params.id ?? '')
    const saved = await req.payload.update({ collection: 'savings-benchmarks', id: String(row.id), data: { rateCents }, ...writeAs(req, user!) })
    const [answer] = await presentBenchmarks(req, user!, [saved])
    return answer
  },
})

export const deleteSavingsBenchmark = defineEndpoint({
  method: 'delete',
  path: `${BENCHMARKS}:id/`,
  summary: 'Deletes a benchmark: engagements of that specialization then save 0 (no benchmark)',
  tag: TAG,
  access: SUPER_ADMIN,
  status: 204,
  handler: async ({ req, user, params }) => {
    const row = await benchmarkOr404(req, user!, params.id ?? '')
    await req.payload.delete({ collection: 'savings-benchmarks', id: String(row.id), ...writeAs(req, user!) })
    return undefined
  },
})

export const superAdminDashboardEndpoints = [
  superAdminDashboard,
  superAdminInternalUsers,
  superAdminUpdateSetting,
  listSavingsBenchmarks,
  createSavingsBenchmark,
  updateSavingsBenchmark,
  deleteSavingsBenchmark,
]
