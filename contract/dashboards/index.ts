import { z } from 'zod'
import { text } from '../fields'
import { messages } from '../messages'

/** Dashboards, action items, one-time screens, savings and settings. */

/** What a user must do next; `link` is a portal path the item opens. */
export interface ActionItem {
  kind:
    | 'engagement_offer'
    | 'engagement_extension'
    | 'required_document'
    | 'document_expiring'
    | 'entries_to_submit'
    | 'entries_declined'
    | 'time_to_approve'
    | 'engagement_awaiting_talent'
    | 'extension_due'
    | 'po_without_funds'
    | 'new_applicants'
  title: string
  detail: string
  link: string
  count: number
  /** A calendar date 'yyyy-MM-dd' when the item has one (offer start, expiry, period close). */
  dueDate: string | null
}

export interface ActionItemsAnswer {
  results: ActionItem[]
}

/** One month of a chart: 'yyyy-MM', whole minutes and cents (spend / revenue). */
export interface MonthFigure {
  month: string
  minutes: number
  cents: number | null
}

/** GET /talent/dashboard/ */
export interface TalentDashboard {
  period: { start: string; end: string }
  minutesThisPeriod: number
  nextPayDate: string | null
  engagements: { offered: number; active: number; upcoming: number; ended: number }
  hoursByMonth: MonthFigure[]
}

/** GET /talent/engagements-dashboard/ */
export interface TalentEngagementsDashboard {
  counts: { offered: number; active: number; upcoming: number; ended: number }
  results: {
    id: string
    name: string
    organizationName: string
    status: string
    startDate: string | null
    endDate: string | null
    minutesThisPeriod: number
  }[]
}

/** GET /org-side/dashboard/ */
export interface OrganizationDashboard {
  counts: { activeEngagements: number; awaitingTalent: number; openOpportunities: number; newApplicants: number; talentsInGroups: number }
  /** cents only when the user may view rates. */
  byMonth: MonthFigure[]
}

/** GET /super_admin/dashboard/ */
export interface SuperAdminDashboard {
  counts: { organizations: number; talentsAwaitingApproval: number; activeEngagements: number; failedTasks: number }
  byMonth: MonthFigure[]
  failedTasks: { id: string; kind: string; failedAt: string; error: string }[]
}

/** GET /org-side/engagements/savings/ (flag orgSavings; admins, managers with Manage Engagement). */
export interface SavingsAnswer {
  formula: string
  totalSavedCents: number
  results: {
    engagementId: string
    name: string
    talentName: string
    specialization: string | null
    benchmarkRateCents: number | null
    billRateCents: number
    minutes: number
    savedCents: number
  }[]
}

/** GET/POST /talent/show-screen/{id}/ (also for organization users): a one-time screen seen or not. */
export const SCREEN_ID = /^[a-z0-9][a-z0-9-]{0,49}$/
/** The one-time screens the portals show; any other id names no screen (404), so nothing is stored for it. */
export const ONE_TIME_SCREENS: readonly string[] = ['welcome']
export interface ShowScreenAnswer {
  id: string
  show: boolean
}

/** PATCH /super_admin/settings/{name}/ value: a decimal text like '4.50' (percent or dollars per hour). */
export const settingValueInput = z.object({
  value: text()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, { error: 'Enter a valid amount.' }),
})

/** A savings benchmark: the market rate of a specialization the super admin keeps (cents per hour). */
export interface SavingsBenchmark {
  id: string
  specialization: { id: string; name: string }
  rate: string
}

/**
 * The talent's items keep the keys GET /talent/action-items/ answered before the dashboard (engagementId,
 * requiredDocumentId) on the items that name one engagement or one library document, so the existing
 * engagement card keeps working beside the dashboard.
 */
export interface TalentActionItem extends ActionItem {
  engagementId?: string
  requiredDocumentId?: string
}

/** GET /super_admin/internal-users/: the super admins and content editors. */
export interface InternalUser {
  id: string
  firstName: string
  lastName: string
  email: string
  role: 'super_admin' | 'content_editor'
  isDeactivated: boolean
}

/** PATCH /super_admin/settings/{name}/ answers the row as GET /settings/ lists it. */
export interface SettingAnswer {
  name: string
  value: string
}

export const dashboardMessages = {
  savingsNotAllowed: 'Only organization admins and managers with Manage Engagement and View Rate can see savings.',
  noBenchmark: 'No benchmark rate for this specialization: counted as 0.',
  noSpecialization: 'The talent has no specialization: counted as 0.',
  benchmarkTaken: 'This specialization already has a benchmark rate.',
  invalidSpecialization: 'Select a valid specialization.',
} as const

/** The savings formula as the answer states it (the spec's savings card). */
export const SAVINGS_FORMULA = 'Saved = (benchmark rate − bill rate) × approved hours, per engagement, summed'

const benchmarkRate = () =>
  text()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, { error: 'Enter a valid amount.' })

/** POST /super_admin/savings-benchmarks/: a specialization and its market rate in dollars per hour ('95.00'). */
export const savingsBenchmarkInput = z.object({
  specializationId: text().trim().min(1, { error: messages.required }),
  rate: benchmarkRate(),
})

/** PATCH /super_admin/savings-benchmarks/{id}/: the rate only (the specialization is the row's identity). */
export const savingsBenchmarkPatch = z.object({ rate: benchmarkRate() })
/**
 * The answers as zod schemas, for the OpenAPI document (the server does not validate its own answers):
 * each mirrors the interface of the same name above.
 */
const actionItemSchema = z.object({
  kind: z.string(),
  title: z.string(),
  detail: z.string(),
  link: z.string(),
  count: z.number().int(),
  dueDate: z.string().nullable(),
  engagementId: z.string().optional(),
  requiredDocumentId: z.string().optional(),
})
export const actionItemsAnswerSchema = z.object({ results: z.array(actionItemSchema) })
const monthFigureSchema = z.object({ month: z.string(), minutes: z.number().int(), cents: z.number().int().nullable() })
const engagementCountsSchema = z.object({ offered: z.number().int(), active: z.number().int(), upcoming: z.number().int(), ended: z.number().int() })
export const talentDashboardSchema = z.object({
  period: z.object({ start: z.string(), end: z.string() }),
  minutesThisPeriod: z.number().int(),
  nextPayDate: z.string().nullable(),
  engagements: engagementCountsSchema,
  hoursByMonth: z.array(monthFigureSchema),
})
export const talentEngagementsDashboardSchema = z.object({
  counts: engagementCountsSchema,
  results: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      organizationName: z.string(),
      status: z.string(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
      minutesThisPeriod: z.number().int(),
    }),
  ),
  pending: z.number().int(),
  accepted: z.number().int(),
  active: z.number().int(),
  documentsToFill: z.number().int(),
})
export const organizationDashboardSchema = z.object({
  counts: z.object({
    activeEngagements: z.number().int(),
    awaitingTalent: z.number().int(),
    openOpportunities: z.number().int(),
    newApplicants: z.number().int(),
    talentsInGroups: z.number().int(),
  }),
  byMonth: z.array(monthFigureSchema),
})
export const superAdminDashboardSchema = z.object({
  counts: z.object({ organizations: z.number().int(), talentsAwaitingApproval: z.number().int(), activeEngagements: z.number().int(), failedTasks: z.number().int() }),
  byMonth: z.array(monthFigureSchema),
  failedTasks: z.array(z.object({ id: z.string(), kind: z.string(), failedAt: z.string(), error: z.string() })),
})
export const savingsAnswerSchema = z.object({
  formula: z.string(),
  totalSavedCents: z.number().int(),
  results: z.array(
    z.object({
      engagementId: z.string(),
      name: z.string(),
      talentName: z.string(),
      specialization: z.string().nullable(),
      benchmarkRateCents: z.number().int().nullable(),
      billRateCents: z.number().int(),
      minutes: z.number().int(),
      savedCents: z.number().int(),
      note: z.string().nullable(),
    }),
  ),
})
export const showScreenAnswerSchema = z.object({ id: z.string(), show: z.boolean() })
export const settingAnswerSchema = z.object({ name: z.string(), value: z.string() })
export const internalUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(['super_admin', 'content_editor']),
  isDeactivated: z.boolean(),
})
export const savingsBenchmarkSchema = z.object({ id: z.string(), specialization: z.object({ id: z.string(), name: z.string() }), rate: z.string() })
