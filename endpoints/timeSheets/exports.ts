import type { PayloadRequest, Where } from 'payload'
import { organizationOf, type AuthUser } from '../../access/roles'
import { serverWriteContext } from '../../access/serverWrites'
import { exportMessages, payrollExportInput, qbExportInput, type PayrollExportInput, type QbExportInput } from '../../contract/timeSheets/exportInput'
import { taskAnswer, type TaskKind } from '../../contract/timeSheets/tasks'
import { taskUrl } from '../../domain/tasks/present'
import { payPeriodOf, periodLabel } from '../../domain/timeSheets/payPeriods'
import { HttpError, asUser, defineEndpoint, looksLikeId, withTransaction } from '../http'
import { wakeTaskRunner } from '../tasks/runner'
import { loadTaskAnswer } from '../tasks/taskEndpoints'

/**
 * The long exports: each POST checks the request, writes a queued
 * task and answers 202 with `Location: /api/v1/tasks/{id}/` and the TaskAnswer; the runner
 * (endpoints/tasks/runner.ts) does the work.
 * - POST /org-side/time-sheets/export/: the payroll report of the caller's organization (organization
 *   admins; managers with Manage Engagement, like every read of the organization's time).
 * - POST /super_admin/qb_export/: the QuickBooks files of one pay period for chosen organizations.
 */
const TAG = 'Time sheets: exports'

const mayExportPayroll = (user: AuthUser) => user.role === 'organization_admin' || (user.role === 'manager' && user.hasPermissionSendEngagement === true)

async function queueTask(req: PayloadRequest, user: AuthUser, data: { kind: TaskKind; label: string; organization: string | null; params: Record<string, unknown> }) {
  const task = await withTransaction(req, () =>
    req.payload.create({
      collection: 'tasks',
      data: { ...data, organization: data.organization ?? undefined, status: 'queued', progress: 0, attempts: 0, requestedBy: user.id },
      ...asUser(req, user),
      context: serverWriteContext,
    }),
  )
  wakeTaskRunner()
  const answer = await loadTaskAnswer(req, user, String(task.id))
  return Response.json(answer, { status: 202, headers: { Location: taskUrl(String(task.id)) } })
}

/** Whether `id` names a record of `collection` the caller may read in their organization. */
async function readable(req: PayloadRequest, user: AuthUser, collection: 'engagements', where: Where) {
  const { totalDocs } = await req.payload.count({ collection, where, ...asUser(req, user) })
  return totalDocs > 0
}

async function checkPayrollFilters(req: PayloadRequest, user: AuthUser, organization: string, body: PayrollExportInput) {
  const errors: Record<string, string[]> = {}
  if (body.engagementId) {
    const ok = looksLikeId(body.engagementId) && (await readable(req, user, 'engagements', { and: [{ id: { equals: body.engagementId } }, { organization: { equals: organization } }] }))
    if (!ok) errors.engagementId = [exportMessages.invalidEngagement]
  }
  if (body.talentId) {
    // A talent the organization worked with: the talent of one of its engagements.
    const ok = looksLikeId(body.talentId) && (await readable(req, user, 'engagements', { and: [{ talent: { equals: body.talentId } }, { organization: { equals: organization } }] }))
    if (!ok) errors.talentId = [exportMessages.invalidTalent]
  }
  if (Object.keys(errors).length) throw HttpError.validation(errors)
}

const rangeLabel = (body: { periodStart?: string; dateFrom?: string; dateTo?: string }) =>
  body.periodStart ? periodLabel(payPeriodOf(body.periodStart)) : periodLabel({ start: body.dateFrom!, end: body.dateTo! })

export const payrollExport = defineEndpoint({
  method: 'post',
  path: '/org-side/time-sheets/export/',
  summary: "Start the payroll report (CSV or XLSX) of the organization's approved time in a pay period or date range: 202, Location /api/v1/tasks/{id}/",
  tag: TAG,
  access: ['organization_admin', 'manager'],
  body: payrollExportInput,
  status: 202,
  response: taskAnswer,
  handler: async ({ req, user, body }) => {
    if (!mayExportPayroll(user!)) throw HttpError.forbidden(exportMessages.manageOnly)
    const organization = organizationOf(user)
    if (!organization) throw HttpError.forbidden()
    await checkPayrollFilters(req, user!, organization, body)
    const params = {
      periodStart: body.periodStart,
      dateFrom: body.periodStart ? undefined : body.dateFrom,
      dateTo: body.periodStart ? undefined : body.dateTo,
      format: body.format,
      engagementId: body.engagementId || undefined,
      talentId: body.talentId || undefined,
    }
    return queueTask(req, user!, {
      kind: 'payroll-export',
      label: `Payroll report ${rangeLabel(body)} (${body.format.toUpperCase()})`,
      organization,
      params: JSON.parse(JSON.stringify(params)),
    })
  },
})

async function checkOrganizations(req: PayloadRequest, user: AuthUser, body: QbExportInput): Promise<string[]> {
  const ids = [...new Set(body.organizationIds)]
  const invalid = () => HttpError.validation({ organizationIds: [exportMessages.invalidOrganization] })
  if (!ids.every(looksLikeId)) throw invalid()
  const { totalDocs } = await req.payload.count({ collection: 'organizations', where: { id: { in: ids } }, ...asUser(req, user) })
  if (totalDocs !== ids.length) throw invalid()
  return ids
}

export const qbExport = defineEndpoint({
  method: 'post',
  path: '/super_admin/qb_export/',
  summary: 'Start the QuickBooks export of a pay period (IIF time activity + Online invoice CSV) for chosen organizations: 202, Location /api/v1/tasks/{id}/',
  tag: TAG,
  access: ['super_admin'],
  body: qbExportInput,
  status: 202,
  response: taskAnswer,
  handler: async ({ req, user, body }) => {
    const organizationIds = await checkOrganizations(req, user!, body)
    return queueTask(req, user!, {
      kind: 'qb-export',
      label: `QuickBooks export ${rangeLabel(body)}`,
      organization: organizationIds.length === 1 ? organizationIds[0]! : null,
      params: { periodStart: body.periodStart, organizationIds },
    })
  },
})

export const exportEndpoints = [payrollExport, qbExport]
