import { APIError, ValidationError, type PayloadRequest } from 'payload'
import { mayViewOrganizationRate, organizationOf, type AuthUser } from '../../access/roles'
import type { FieldErrors } from '../../contract/errors'
import { messages } from '../../contract/messages'
import { opportunityMessages, type OpportunityStatus } from '../../contract/opportunities/opportunity'
import { opportunityFieldErrors, type OpportunityFields } from '../../contract/opportunities/opportunityInput'
import type { ExpertiseLevel } from '../../contract/talentProfile'
import { now } from '../clock'
import { sectionMessages } from '../profile/messages'
import { loadNodesWithAncestors, platformOf } from '../profile/sections'
import { findRows, idsOf, looksLikeId, unique, writeAs } from './records'
import type { Row } from '../shared/records'
import { requiredId } from '../shared/values'
import { questionsOf } from './present'

/**
 * Saving an opportunity and its specializations:
 * draft -> open -> closed, closed -> open; open needs a title and a description; only who may view rate
 * writes rates; questions keep their ids when sent back with them. Runs in the caller's transaction.
 */

export const statusMessages = {
  // Not in the spec; chosen to read like the contract's messages.
  backToDraft: 'An opportunity that was opened cannot go back to draft.',
  closeOnlyOpen: 'Only an open opportunity can be closed.',
  specializationTaken: 'This specialization is already on the opportunity.',
  inviteOnlyOpen: 'Talents can be invited to open opportunities only.',
  restoreByCall: 'Restore a removed talent with the restore action.',
} as const

export const invalidFields = (errors: FieldErrors) =>
  new ValidationError({ errors: Object.entries(errors).flatMap(([path, list]) => list.map((message) => ({ path, message }))) })

const forbidden = () => new APIError(messages.forbidden, 403, undefined, true)

/** The moves the status may make (staying put is always allowed). */
function statusError(from: OpportunityStatus | null, to: OpportunityStatus): string | null {
  if (from === to) return null
  if (to === 'draft') return from === null ? null : statusMessages.backToDraft
  if (to === 'closed' && from !== 'open') return statusMessages.closeOnlyOpen
  return null
}

/** The stored values as the form fields, for the cross-field rules on a PATCH. */
function storedFields(doc: Row<'opportunities'> | null): OpportunityFields {
  if (!doc) return {}
  const value = <T>(field: keyof Row<'opportunities'>) => (doc[field] ?? null) as T
  return {
    title: value<string | null>('title') ?? undefined,
    description: value<string | null>('description') ?? undefined,
    status: doc.status as OpportunityStatus,
    startDate: value('startDate'),
    endDate: value('endDate'),
    rateMin: typeof doc.rateMinCents === 'number' ? doc.rateMinCents : null,
    rateMax: typeof doc.rateMaxCents === 'number' ? doc.rateMaxCents : null,
  }
}

/** The questions to store: known ids are kept, new questions get new ids, unknown ids are refused. */
function questionRows(existing: Row<'opportunities'> | null, input: NonNullable<OpportunityFields['questions']>, errors: FieldErrors) {
  const known = new Set(existing ? questionsOf(existing).map((question) => question.id) : [])
  const rows = input.map((question) => (question.id ? { id: question.id, question: question.question } : { question: question.question }))
  if (rows.some((row) => 'id' in row && !known.has(row.id!))) errors.questions = [opportunityMessages.unknownQuestion]
  const ids = rows.map((row) => ('id' in row ? row.id : null)).filter(Boolean)
  if (new Set(ids).size !== ids.length) errors.questions = [opportunityMessages.unknownQuestion]
  return rows
}

/** POST (existing null) and PATCH of an opportunity; the caller has read `existing` as themselves. */
export async function saveOpportunity(req: PayloadRequest, user: AuthUser, existing: Row<'opportunities'> | null, input: OpportunityFields): Promise<Row<'opportunities'>> {
  if ((input.rateMin !== undefined || input.rateMax !== undefined) && !mayViewOrganizationRate(user)) throw forbidden()
  const merged: OpportunityFields = { ...storedFields(existing), ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) }
  const from = existing ? (existing.status as OpportunityStatus) : null
  const to = merged.status ?? 'draft'
  merged.status = to
  const errors: FieldErrors = { ...opportunityFieldErrors(merged) }
  const moveError = statusError(from, to)
  if (moveError) errors.status = [moveError]
  const data: Record<string, unknown> = {}
  for (const field of ['title', 'description', 'place', 'workKind', 'city', 'state', 'startDate', 'endDate', 'hoursPerWeek'] as const) {
    const value = input[field]
    if (value !== undefined) data[field] = typeof value === 'string' && value.trim() === '' && field !== 'title' && field !== 'description' ? null : value
  }
  if (input.rateMin !== undefined) data.rateMinCents = input.rateMin
  if (input.rateMax !== undefined) data.rateMaxCents = input.rateMax
  if (input.questions !== undefined) data.questions = questionRows(existing, input.questions, errors)
  if (Object.keys(errors).length) throw invalidFields(errors)
  data.status = to
  if (to === 'open' && from !== 'open') data.openedAt = now().toISOString()
  if (to === 'closed' && from !== 'closed') data.closedAt = now().toISOString()
  if (existing) return await req.payload.update({ collection: 'opportunities', id: String(existing.id), data, ...writeAs(req, user) })
  return await req.payload.create({
    collection: 'opportunities',
    // Cast: `data` is built field by field from the checked input, a plain record to the generated types.
    data: { title: '', description: '', ...data, organization: organizationOf(user), createdBy: user.id } as never,
    ...writeAs(req, user),
  })
}

export interface SpecializationValues {
  specializationId: string
  expertise?: ExpertiseLevel | null
  roleIds?: string[]
  skillIds?: string[]
}

/** A specialization row's checked fields: the node, the expertise its platform offers (or null), its roles and skills. */
export interface SpecializationData {
  specialization: string
  expertise: ExpertiseLevel | null
  roles: string[]
  skills: string[]
}

/**
 * The stored data of an opportunity's specialization, or the field errors (keyed by `prefix` + field; null
 * when the node is unknown):
 * a node of the tree, roles and skills of that node, an expertise the node's platform offers (optional:
 * an opportunity may not care about the level). Not twice on one opportunity.
 */
export async function checkSpecialization(
  req: PayloadRequest,
  user: AuthUser,
  opportunityId: string | null,
  values: SpecializationValues,
  selfId: string | null,
  errors: FieldErrors,
  prefix = '',
): Promise<SpecializationData | null> {
  const add = (field: string, message: string) => void (errors[prefix + field] ??= []).push(message)
  const nodeId = values.specializationId
  const roles = unique(values.roleIds ?? [])
  const skills = unique(values.skillIds ?? [])
  const known = looksLikeId(nodeId)
  const ofNode = async (collection: 'specialization-roles' | 'specialization-skills', ids: string[]) =>
    known && ids.length ? findRows(req, user, collection, { and: [{ id: { in: ids.filter((id) => looksLikeId(id)) } }, { specialization: { equals: nodeId } }] }, { name: true }) : []
  const [nodes, ownedRoles, ownedSkills, same] = await Promise.all([
    known ? loadNodesWithAncestors(req, user, [nodeId]) : Promise.resolve(new Map()),
    ofNode('specialization-roles', roles),
    ofNode('specialization-skills', skills),
    known && opportunityId ? findRows(req, user, 'opportunity-specializations', { and: [{ opportunity: { equals: opportunityId } }, { specialization: { equals: nodeId } }] }, { specialization: true }) : Promise.resolve([]),
  ])
  const node = nodes.get(nodeId)
  if (!node) {
    add('specializationId', sectionMessages.unknownSpecialization)
    return null
  }
  if (same.some((row) => String(row.id) !== selfId)) add('specializationId', statusMessages.specializationTaken)
  if (ownedRoles.length !== roles.length) add('roleIds', sectionMessages.rolesOfSpecialization)
  if (ownedSkills.length !== skills.length) add('skillIds', sectionMessages.skillsOfSpecialization)
  const levels = platformOf(node, nodes).expertiseLevels
  const expertise = levels.length ? (values.expertise ?? null) : null
  if (expertise && !levels.includes(expertise)) add('expertise', sectionMessages.expertiseNotOffered)
  return { specialization: nodeId, expertise, roles, skills }
}

/**
 * The specializations sent with an opportunity (POST, or PATCH replacing the set): all checked before any
 * is written, each node once in the list; errors answer under `specializations`.
 */
export async function checkNewSpecializations(req: PayloadRequest, user: AuthUser, list: SpecializationValues[]): Promise<SpecializationData[]> {
  const errors: FieldErrors = {}
  const rows: SpecializationData[] = []
  const seen = new Set<string>()
  for (const [index, item] of list.entries()) {
    const prefix = `specializations.${index}.`
    const row = await checkSpecialization(req, user, null, item, null, errors, prefix)
    if (row) rows.push(row)
    if (seen.has(item.specializationId)) (errors[`${prefix}specializationId`] ??= []).push(statusMessages.specializationTaken)
    seen.add(item.specializationId)
  }
  if (Object.keys(errors).length) throw invalidFields(errors)
  return rows
}

export async function createSpecializationRows(req: PayloadRequest, user: AuthUser, opportunity: Row<'opportunities'>, rows: SpecializationData[]) {
  for (const row of rows) {
    await req.payload.create({
      collection: 'opportunity-specializations',
      data: { ...row, opportunity: String(opportunity.id), organization: requiredId(opportunity.organization) },
      ...writeAs(req, user),
    })
  }
}

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id))

/**
 * PATCH with `specializations`: the checked list becomes the opportunity's set. A node already on the
 * opportunity keeps its row (updated only when its expertise, roles or skills differ), new nodes get rows,
 * rows of nodes no longer listed are deleted. Runs in the caller's transaction (the PATCH's).
 */
export async function replaceSpecializationRows(req: PayloadRequest, user: AuthUser, opportunity: Row<'opportunities'>, rows: SpecializationData[]) {
  const stored = await findRows(req, user, 'opportunity-specializations', { opportunity: { equals: String(opportunity.id) } }, { specialization: true, expertise: true, roles: true, skills: true })
  const storedByNode = new Map(stored.map((row) => [idsOf([row.specialization])[0] ?? '', row]))
  const listed = new Set(rows.map((row) => String(row.specialization)))
  for (const row of stored) {
    if (!listed.has(idsOf([row.specialization])[0] ?? '')) await req.payload.delete({ collection: 'opportunity-specializations', id: String(row.id), ...writeAs(req, user) })
  }
  const added: SpecializationData[] = []
  for (const row of rows) {
    const kept = storedByNode.get(String(row.specialization))
    if (!kept) {
      added.push(row)
      continue
    }
    const same = (kept.expertise ?? null) === (row.expertise ?? null) && sameIds(idsOf(kept.roles), row.roles) && sameIds(idsOf(kept.skills), row.skills)
    if (!same) {
      await req.payload.update({
        collection: 'opportunity-specializations',
        id: String(kept.id),
        data: { expertise: row.expertise, roles: row.roles, skills: row.skills },
        ...writeAs(req, user),
      })
    }
  }
  await createSpecializationRows(req, user, opportunity, added)
}
