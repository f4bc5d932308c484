import { APIError, type PayloadRequest } from 'payload'
import type { AuthUser } from '../../access/roles'
import {
  opportunityMessages,
  type ApplicationStatus,
  type OpportunityStatus,
  type TalentApplication,
  type TalentOpportunity,
} from '../../contract/opportunities/opportunity'
import { applyFormErrors, type ApplyInput } from '../../contract/opportunities/opportunityInput'
import type { EngagementPlace } from '../../contract/engagements/documents'
import { now } from '../clock'
import { idOf, str } from '../shared/values'
import { presentApply } from './applicants'
import { fitOf, loadTalentFitContext, opportunityDays, type OpportunityFit, type TalentFitContext } from './fit'
import { loadBaseParts, loadOpportunitySpecializations, organizationNames, presentBase, questionsOf } from './present'
import { findRows, groupBy, unique, writeAs } from './records'
import type { Row } from '../shared/records'
import { invalidFields } from './save'

/**
 * The talent's side of opportunities: open opportunities with the
 * talent's fit and application, applying (old or new form), and the talent's applications with their
 * status as the talent sees it. Every read is as the talent: the collections show a talent the open
 * opportunities and those they are on (never a draft), their own rows only, never the manager comment.
 */

/** A rule's refusal of an application: answered as it is, never mistaken for a race on the unique index. */
export class ApplyRefusal extends APIError {}

const refusal = (status: number, message: string) => new ApplyRefusal(message, status, undefined, true)

/** An application's state: not_selected when removed, else engaged (a non-draft engagement from it), else closed, else applied. */
export function applicationStatus(row: Row<'opportunity-talents'>, opportunityStatus: OpportunityStatus, engagementVisible: boolean): ApplicationStatus {
  if (row.status === 'removed') return 'not_selected'
  if (engagementVisible) return 'engaged'
  if (opportunityStatus === 'closed') return 'closed'
  return 'applied'
}

/** The talent's rows on `opportunityIds`, their applications and the engagements the talent sees (non-drafts). */
async function loadTalentRows(req: PayloadRequest, user: AuthUser, opportunityIds: string[]) {
  if (!opportunityIds.length) return { rowByOpportunity: new Map<string, Row<'opportunity-talents'>>(), applyByRow: new Map<string, Row<'opportunity-applies'>>(), engagements: new Set<string>() }
  const rows = await findRows(req, user, 'opportunity-talents', { and: [{ talent: { equals: user.id } }, { opportunity: { in: opportunityIds } }] })
  const engagementIds = unique(rows.map((row) => idOf(row.engagement)))
  const [applies, engagements] = await Promise.all([
    rows.length ? findRows(req, user, 'opportunity-applies', { opportunityTalent: { in: rows.map((row) => String(row.id)) } }) : Promise.resolve([]),
    engagementIds.length ? findRows(req, user, 'engagements', { id: { in: engagementIds } }, { status: true }) : Promise.resolve([]),
  ])
  return {
    rowByOpportunity: new Map(rows.map((row) => [idOf(row.opportunity) ?? '', row])),
    applyByRow: new Map(applies.map((apply) => [idOf(apply.opportunityTalent) ?? '', apply])),
    engagements: new Set(engagements.filter((row) => row.status !== 'draft').map((row) => String(row.id))),
  }
}

/** Why the talent may not apply, or null when they may. */
function cannotApply(context: Pick<TalentFitContext, 'isApproved'>, opportunity: Row<'opportunities'>, row: Row<'opportunity-talents'> | undefined): string | null {
  if (row?.status === 'removed') return opportunityMessages.removedCannotApply
  if (row?.hasApplied === true) return opportunityMessages.alreadyApplied
  if (opportunity.status !== 'open') return opportunityMessages.notOpen
  if (!context.isApproved) return opportunityMessages.notApproved
  return null
}

/** Opportunity docs as TalentOpportunity; `fits` when already computed (the fits-me list). */
export async function presentTalentOpportunities(req: PayloadRequest, user: AuthUser, docs: Row<'opportunities'>[], context: TalentFitContext, fits?: Map<string, OpportunityFit>): Promise<TalentOpportunity[]> {
  if (!docs.length) return []
  const ids = docs.map((doc) => String(doc.id))
  const [parts, specializationRows, talentRows, days] = await Promise.all([
    loadBaseParts(req, user, docs),
    fits ? Promise.resolve([]) : findRows(req, user, 'opportunity-specializations', { opportunity: { in: ids } }),
    loadTalentRows(req, user, ids),
    fits ? Promise.resolve(new Map<string, string>()) : opportunityDays(req, docs),
  ])
  const rowsByOpportunity = groupBy(specializationRows, 'opportunity')
  return docs.map((doc) => {
    const base = presentBase(user, doc, parts)
    const names = Object.fromEntries(base.specializations.map((item) => [item.specializationId, item.name]))
    const fit = fits?.get(base.id) ?? fitOf(context, doc, rowsByOpportunity.get(base.id) ?? [], names, days.get(base.id)!)
    const row = talentRows.rowByOpportunity.get(base.id)
    const apply = row ? talentRows.applyByRow.get(String(row.id)) : undefined
    const reason = cannotApply(context, doc, row)
    return {
      ...base,
      fit: { score: fit.score, reasons: fit.reasons },
      application:
        row && apply
          ? { id: String(apply.id), status: applicationStatus(row, base.status, talentRows.engagements.has(idOf(row.engagement) ?? '')), appliedAt: String(apply.createdAt ?? '') }
          : null,
      canApply: reason === null,
      cannotApplyReason: reason,
    }
  })
}

/**
 * The open opportunities the talent is a candidate for, best fit first (then most recently opened):
 * fit computed in code over at most FIT_SCAN_LIMIT open opportunities (the most recently opened).
 */
export const FIT_SCAN_LIMIT = 1000

export async function fittingOpportunities(req: PayloadRequest, user: AuthUser, open: Row<'opportunities'>[], context: TalentFitContext): Promise<{ doc: Row<'opportunities'>; fit: OpportunityFit }[]> {
  const ids = open.map((doc) => String(doc.id))
  const [rows, days] = await Promise.all([ids.length ? findRows(req, user, 'opportunity-specializations', { opportunity: { in: ids } }) : Promise.resolve([]), opportunityDays(req, open)])
  const specializations = await loadOpportunitySpecializations(req, user, ids, rows)
  const rowsByOpportunity = groupBy(rows, 'opportunity')
  const fitting: { doc: Row<'opportunities'>; fit: OpportunityFit }[] = []
  for (const doc of open) {
    const names = Object.fromEntries((specializations.get(String(doc.id)) ?? []).map((item) => [item.specializationId, item.name]))
    const fit = fitOf(context, doc, rowsByOpportunity.get(String(doc.id)) ?? [], names, days.get(String(doc.id))!)
    if (fit.candidate) fitting.push({ doc, fit })
  }
  // Stable: `open` comes most recently opened first.
  return fitting.sort((a, b) => (b.fit.score ?? -1) - (a.fit.score ?? -1))
}

export { loadTalentFitContext }

/** Applications as the talent's /applications lists them (opportunities, organizations, engagements in one query each). */
export async function presentApplications(req: PayloadRequest, user: AuthUser, applies: Row<'opportunity-applies'>[]): Promise<TalentApplication[]> {
  if (!applies.length) return []
  const opportunityIds = unique(applies.map((apply) => idOf(apply.opportunity)))
  const [opportunities, talentRows] = await Promise.all([findRows(req, user, 'opportunities', { id: { in: opportunityIds } }), loadTalentRows(req, user, opportunityIds)])
  const byId = new Map(opportunities.map((doc) => [String(doc.id), doc]))
  const organizations = await organizationNames(req, user, opportunities.map((doc) => idOf(doc.organization)))
  return applies.map((apply) => {
    const opportunityId = idOf(apply.opportunity) ?? ''
    const opportunity = byId.get(opportunityId)
    const row = talentRows.rowByOpportunity.get(opportunityId)
    const status = (opportunity?.status as OpportunityStatus) ?? 'closed'
    return {
      id: String(apply.id),
      status: row ? applicationStatus(row, status, talentRows.engagements.has(idOf(row.engagement) ?? '')) : 'closed',
      appliedAt: String(apply.createdAt ?? ''),
      opportunity: {
        id: opportunityId,
        title: String(opportunity?.title ?? ''),
        organizationName: organizations.get(idOf(opportunity?.organization) ?? '') ?? '',
        status,
        place: (str(opportunity?.place) as EngagementPlace | null) ?? null,
        startDate: str(opportunity?.startDate),
      },
      apply: presentApply(apply),
    }
  })
}

/**
 * Applies to `opportunity` (read as the talent): the refusals in a fixed order, then the form's
 * fields; the opportunity-talent row (invited or new) becomes applied and the application is written in
 * the caller's transaction. Returns the application row.
 */
export async function applyToOpportunity(req: PayloadRequest, user: AuthUser, opportunity: Row<'opportunities'>, input: ApplyInput): Promise<Row<'opportunity-applies'>> {
  const context = await loadTalentFitContext(req, user)
  const [row] = await findRows(req, user, 'opportunity-talents', { and: [{ talent: { equals: user.id } }, { opportunity: { equals: String(opportunity.id) } }] })
  const reason = cannotApply(context, opportunity, row)
  if (reason === opportunityMessages.removedCannotApply) throw refusal(403, reason)
  if (reason === opportunityMessages.alreadyApplied) throw refusal(409, reason)
  if (reason === opportunityMessages.notOpen) throw refusal(422, reason)
  if (reason === opportunityMessages.notApproved) throw refusal(403, reason)
  const questions = questionsOf(opportunity)
  const errors = applyFormErrors(input, questions.map((question) => question.id))
  if (Object.keys(errors).length) throw invalidFields(errors)
  const appliedAt = now().toISOString()
  const organization = idOf(opportunity.organization) ?? ''
  const applied = { status: 'applied' as const, hasApplied: true, appliedAt }
  const saved = row
    ? await req.payload.update({ collection: 'opportunity-talents', id: String(row.id), data: applied, ...writeAs(req, user) })
    : await req.payload.create({ collection: 'opportunity-talents', data: { ...applied, opportunity: String(opportunity.id), organization, talent: user.id }, ...writeAs(req, user) })
  const textOf = new Map(questions.map((question) => [question.id, question.question]))
  const form = questions.length ? 'new' : 'old'
  const order = (id: string) => questions.findIndex((question) => question.id === id)
  return await req.payload.create({
    collection: 'opportunity-applies',
    data: {
      opportunity: String(opportunity.id),
      opportunityTalent: String(saved.id),
      organization,
      talent: user.id,
      form,
      ...(form === 'new'
        ? { answers: [...(input.answers ?? [])].sort((a, b) => order(a.opportunityQuestionId) - order(b.opportunityQuestionId)).map((answer) => ({ opportunityQuestionId: answer.opportunityQuestionId, question: textOf.get(answer.opportunityQuestionId) ?? '', answer: answer.answer })) }
        : { skillsAndQualifications: input.skillsAndQualifications, experience: input.experience, applyMessage: input.applyMessage, answers: [] }),
    },
    ...writeAs(req, user),
  })
}
