import { APIError, NotFound, type PayloadRequest } from 'payload'
import type { AuthUser } from '../../access/roles'
import type { Applicant, ApplicantStatus, ApplicationAnswer, OpportunityApply } from '../../contract/opportunities/opportunity'
import { opportunityMessages } from '../../contract/opportunities/opportunity'
import { fullName } from '../../contract/talentList'
import { now } from '../clock'
import { READ_APPROVED_TALENTS } from '../profile/contextKeys'
import { idOf, str } from '../shared/values'
import { findableTalents, loadTalentListItems } from '../talents/listItems'
import { invalidFields } from './save'
import { findRows, looksLikeId, unique, writeAs } from './records'
import type { Row } from '../shared/records'
import { ID_ONLY } from '../shared/select'

/**
 * The organization side of applicants: invite talents, remove (the
 * "not a fit" e-mail is the endpoint's, after the commit) and restore, the manager comment; and the
 * Applicant answer, presented a page at a time with a fixed number of queries.
 */

const refusal = (status: number, message: string) => new APIError(message, status, undefined, true)

/** Used for a talent whose account the organization may no longer read (deactivated since). */
export const UNAVAILABLE_TALENT = 'Unavailable talent'

export function presentApply(doc: Row<'opportunity-applies'>): OpportunityApply {
  const answers = Array.isArray(doc.answers) ? (doc.answers as Record<string, unknown>[]) : []
  return {
    id: String(doc.id),
    opportunityId: idOf(doc.opportunity) ?? '',
    talentId: idOf(doc.talent) ?? '',
    form: doc.form === 'new' ? 'new' : 'old',
    skillsAndQualifications: str(doc.skillsAndQualifications),
    experience: str(doc.experience),
    applyMessage: str(doc.applyMessage),
    answers: answers.map(
      (answer): ApplicationAnswer => ({ opportunityQuestionId: str(answer.opportunityQuestionId), question: String(answer.question ?? ''), answer: String(answer.answer ?? '') }),
    ),
    appliedAt: String(doc.createdAt ?? ''),
  }
}

/** The old form as [question, answer] pairs, so a list shows either form the same way. */
function answerPairs(apply: OpportunityApply): { question: string; answer: string }[] {
  if (apply.form === 'new') return apply.answers.map(({ question, answer }) => ({ question, answer }))
  return [
    { question: 'Skills and qualifications', answer: apply.skillsAndQualifications ?? '' },
    { question: 'Experience', answer: apply.experience ?? '' },
    { question: 'Message', answer: apply.applyMessage ?? '' },
  ]
}

/** Opportunity-talent rows as Applicants: talents, applications, inviters and engagements in one query each. */
export async function presentApplicants(req: PayloadRequest, user: AuthUser, rows: Row<'opportunity-talents'>[]): Promise<Applicant[]> {
  if (!rows.length) return []
  const rowIds = rows.map((row) => String(row.id))
  const inviterIds = unique(rows.map((row) => idOf(row.invitedBy)))
  const engagementIds = unique(rows.map((row) => idOf(row.engagement)))
  const [talents, applies, inviters, engagements] = await Promise.all([
    loadTalentListItems(req, user, unique(rows.map((row) => idOf(row.talent)))),
    findRows(req, user, 'opportunity-applies', { opportunityTalent: { in: rowIds } }),
    inviterIds.length ? findRows(req, user, 'users', { id: { in: inviterIds } }, { firstName: true, lastName: true }) : Promise.resolve([]),
    engagementIds.length ? findRows(req, user, 'engagements', { id: { in: engagementIds } }, { status: true }) : Promise.resolve([]),
  ])
  const applyByRow = new Map(applies.map((apply) => [idOf(apply.opportunityTalent) ?? '', apply]))
  const inviterById = new Map(inviters.map((row) => [String(row.id), { id: String(row.id), fullName: fullName(row) }]))
  const visibleEngagements = new Set(engagements.map((row) => String(row.id)))
  return rows.map((row) => {
    const talentId = idOf(row.talent) ?? ''
    const talent = talents.get(talentId)
    const applyDoc = applyByRow.get(String(row.id))
    const apply = applyDoc ? presentApply(applyDoc) : null
    const managerComment = applyDoc ? str(applyDoc.managerComment) : null
    const engagementId = idOf(row.engagement)
    return {
      id: String(row.id),
      opportunityId: idOf(row.opportunity) ?? '',
      talentId,
      talentFullName: talent?.fullName ?? UNAVAILABLE_TALENT,
      avatarPicture: talent?.avatarPicture ?? null,
      city: talent?.city ?? null,
      state: talent?.state ?? null,
      isTalentApprovedByPlatform: talent?.isTalentApprovedByPlatform ?? false,
      status: row.status as ApplicantStatus,
      hasApplied: row.hasApplied === true,
      invitedAt: str(row.invitedAt),
      invitedBy: inviterById.get(idOf(row.invitedBy) ?? '') ?? null,
      removedAt: str(row.removedAt),
      apply: apply ? { ...apply, managerComment } : null,
      answers: apply ? answerPairs(apply) : [],
      managerComment,
      engagementId: engagementId && visibleEngagements.has(engagementId) ? engagementId : null,
    }
  })
}

export const loadApplicantRow = async (req: PayloadRequest, user: AuthUser, id: string | undefined): Promise<Row<'opportunity-talents'>> => {
  if (!looksLikeId(id)) throw new NotFound()
  const [row] = await findRows(req, user, 'opportunity-talents', { id: { equals: id } })
  if (!row) throw new NotFound()
  return row
}

/**
 * Invite talents to an opportunity of the caller's organization: each must be a talent the organization
 * may find (approved, active), else 422 'Select a valid talent.'; talents already on the list (invited,
 * applied or removed) are left as they are. Returns the rows of every asked talent.
 */
export async function inviteTalents(req: PayloadRequest, user: AuthUser, opportunity: Row<'opportunities'>, talentIds: string[]): Promise<Row<'opportunity-talents'>[]> {
  const wanted = unique(talentIds)
  if (wanted.some((id) => !looksLikeId(id))) throw invalidFields({ talentIds: [opportunityMessages.invalidTalent] })
  const { docs: found } = await req.payload.find({
    collection: 'users',
    where: { and: [{ id: { in: wanted } }, findableTalents()] },
    select: ID_ONLY,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    req,
    context: { [READ_APPROVED_TALENTS]: true },
  })
  if (found.length !== wanted.length) throw invalidFields({ talentIds: [opportunityMessages.invalidTalent] })
  const opportunityId = String(opportunity.id)
  const existing = await findRows(req, user, 'opportunity-talents', { and: [{ opportunity: { equals: opportunityId } }, { talent: { in: wanted } }] })
  const byTalent = new Map(existing.map((row) => [idOf(row.talent) ?? '', row]))
  const at = now().toISOString()
  for (const talentId of wanted) {
    if (byTalent.has(talentId)) continue
    const created = await req.payload.create({
      collection: 'opportunity-talents',
      data: { opportunity: opportunityId, organization: idOf(opportunity.organization) ?? '', talent: talentId, status: 'invited', hasApplied: false, invitedBy: user.id, invitedAt: at },
      ...writeAs(req, user),
    })
    byTalent.set(talentId, created)
  }
  return wanted.map((talentId) => byTalent.get(talentId)!)
}

export async function removeApplicant(req: PayloadRequest, user: AuthUser, row: Row<'opportunity-talents'>): Promise<Row<'opportunity-talents'>> {
  if (row.status === 'removed') throw refusal(422, opportunityMessages.alreadyRemoved)
  return await req.payload.update({
    collection: 'opportunity-talents',
    id: String(row.id),
    data: { status: 'removed', removedAt: now().toISOString(), removedBy: user.id },
    ...writeAs(req, user),
  })
}

export async function restoreApplicant(req: PayloadRequest, user: AuthUser, row: Row<'opportunity-talents'>): Promise<Row<'opportunity-talents'>> {
  if (row.status !== 'removed') throw refusal(422, opportunityMessages.notRemoved)
  return await req.payload.update({
    collection: 'opportunity-talents',
    id: String(row.id),
    data: { status: row.hasApplied === true ? 'applied' : 'invited', removedAt: null, removedBy: null },
    ...writeAs(req, user),
  })
}
