import type { PayloadRequest, Where } from 'payload'
import { organizationOf, relationId, type AuthUser } from '../../access/roles'
import type { FieldErrors } from '../../contract/errors'
import { engagementDateErrors } from '../../contract/engagements/dates'
import { documentMessages } from '../../contract/engagements/documents'
import { engagementInputMessages, type EngagementInput } from '../../contract/engagements/engagementInput'
import { checkEngagementName, nameKey } from '../../contract/engagements/name'
import { MAX_PAY_RATE_CENTS } from '../../contract/engagements/pricing'
import { purchaseOrderRequirementError } from '../../contract/engagements/purchaseOrders'
import { engagementActor, nextStatus, type EngagementAction, type EngagementStatus } from '../../contract/engagements/status'
import { messages } from '../../contract/messages'
import { now } from '../clock'
import { READ_APPROVED_TALENTS } from '../profile/contextKeys'
import { findAll } from '../profile/sections'
import type { Row } from '../shared/records'
import { invalidFields, refusal } from './errors'
import { featureFlagsOf } from './flags'
import { actorOf, type EngagementDoc } from './load'
import { currentPricingInputs, engagementToday, frozenPricingInputs, priceFields, recordEvent, writeAs, type Changes } from './moves'
import { ID_ONLY } from '../shared/select'
import { looksLikeId, requiredId } from '../shared/values'

/**
 * Creating, saving and sending an engagement: save a draft
 * (only the name is needed), send (every rule), update a pending one (every rule again: the talent
 * answers the new version), and the free changes of an accepted or active one (owners, department,
 * time sheets, required documents, purchase orders). Every id in the body must name something of the
 * engagement's organization the caller may use, else 422 'Select a valid …'. Runs inside the caller's
 * transaction (the endpoint's withTransaction), so the name check and the write see the same rows.
 */

/** The stored fields the form sets. */
const FORM_FIELDS = [
  'name',
  'talent',
  'owners',
  'department',
  'place',
  'workKind',
  'hoursPerWeek',
  'startDate',
  'endDate',
  'talentPayRateCents',
  'isAdjustableTimesheets',
  'terms',
  'termsText',
  'isAcknowledgementStatementAccepted',
  'requiredDocuments',
  'opportunity',
] as const
type Values = Record<(typeof FORM_FIELDS)[number], unknown>

const idsOf = (value: unknown): string[] => (Array.isArray(value) ? [...new Set(value.map(relationId).filter((id): id is string => Boolean(id)))] : [])
const validIds = (list: string[]) => list.filter(looksLikeId)

function valuesOf(doc: EngagementDoc | null): Values {
  const values = {} as Values
  for (const field of FORM_FIELDS) values[field] = doc ? (field === 'owners' || field === 'requiredDocuments' ? idsOf(doc[field]) : ['talent', 'department', 'terms', 'opportunity'].includes(field) ? relationId(doc[field]) : (doc[field] ?? null)) : null
  if (!doc) Object.assign(values, { owners: [], requiredDocuments: [], isAdjustableTimesheets: true, isAcknowledgementStatementAccepted: false })
  return values
}

/** The body's fields as stored fields (only those the body names). */
function fromInput(input: Partial<EngagementInput>): Partial<Values> {
  const out: Partial<Values> = {}
  const set = (field: keyof Values, value: unknown) => {
    if (value !== undefined) out[field] = typeof value === 'string' && value.trim() === '' && field !== 'name' ? null : value
  }
  set('name', input.name)
  set('talent', input.talentId)
  if (input.ownerIds !== undefined) out.owners = [...new Set(input.ownerIds)]
  set('department', input.departmentId)
  set('place', input.place)
  set('workKind', input.workKind)
  set('hoursPerWeek', input.hoursPerWeek)
  set('startDate', input.startDate)
  set('endDate', input.endDate)
  set('talentPayRateCents', input.talentPayRate)
  set('isAdjustableTimesheets', input.isAdjustableTimesheets)
  set('terms', input.termsId)
  set('termsText', input.termsText)
  set('isAcknowledgementStatementAccepted', input.isAcknowledgementStatementAccepted)
  if (input.requiredDocumentIds !== undefined) out.requiredDocuments = [...new Set(input.requiredDocumentIds)]
  set('opportunity', input.opportunityId)
  return out
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

export function diff(before: Values, after: Values, extra: Changes = {}): Changes {
  const changes: Changes = {}
  for (const field of FORM_FIELDS) if (!same(before[field], after[field])) changes[field] = { old: before[field] ?? null, new: after[field] ?? null }
  return { ...changes, ...extra }
}

async function assignedPurchaseOrders(req: PayloadRequest, user: AuthUser, engagementId: string | null): Promise<Row<'engagement-purchase-orders'>[]> {
  if (!engagementId) return []
  return findAll(req, user, 'engagement-purchase-orders', { engagement: { equals: engagementId } }, { select: { purchaseOrder: true } })
}

/** Which of `ids` the organization offers as `collection` rows (active, or already on the engagement). */
async function usable(req: PayloadRequest, user: AuthUser, collection: 'purchase-orders' | 'required-documents', list: string[], organizationId: string, kept: string[], extra: Where[] = []): Promise<Set<string>> {
  const candidates = validIds(list)
  if (!candidates.length) return new Set()
  const rows = await findAll(req, user, collection, { and: [{ id: { in: candidates } }, { organization: { equals: organizationId } }, ...extra] }, { select: { isActive: true } })
  return new Set(rows.filter((row) => row.isActive !== false || kept.includes(String(row.id))).map((row) => String(row.id)))
}

interface Checked {
  errors: FieldErrors
  termsTextFromLibrary: string | null
}

/** The ids of the body: each must name something of the organization (every save, draft or not). */
async function checkReferences(req: PayloadRequest, user: AuthUser, organizationId: string, values: Values, before: Values, purchaseOrderIds: string[], keptOrders: string[]): Promise<Checked> {
  const errors: FieldErrors = {}
  const talentId = relationId(values.talent)
  if (talentId) {
    const found = looksLikeId(talentId)
      ? await req.payload.find({
          collection: 'users',
          where: { and: [{ id: { equals: talentId } }, { role: { equals: 'talent' } }, { isTalentApprovedByPlatform: { equals: true } }, { isDeactivated: { not_equals: true } }] },
          select: ID_ONLY,
          limit: 1,
          pagination: false,
          depth: 0,
          overrideAccess: false,
          user,
          req,
          context: { [READ_APPROVED_TALENTS]: true },
        })
      : { docs: [] }
    if (!found.docs.length) errors.talentId = [engagementInputMessages.invalidTalent]
  }
  const owners = idsOf(values.owners)
  if (owners.length) {
    const rows = await findAll(
      req,
      user,
      'users',
      { and: [{ id: { in: validIds(owners) } }, { organization: { equals: organizationId } }, { role: { in: ['organization_admin', 'manager'] } }, { isDeactivated: { not_equals: true } }] },
      { select: { role: true, hasPermissionSendEngagement: true } },
    )
    const byId = new Map(rows.map((row) => [String(row.id), row]))
    if (owners.some((id) => !byId.has(id))) errors.ownerIds = [engagementInputMessages.invalidOwner]
    else if (!rows.some((row) => row.role === 'organization_admin' || row.hasPermissionSendEngagement === true)) errors.ownerIds = [engagementInputMessages.ownerWithoutManage]
  } else errors.ownerIds = [messages.required]
  const departmentId = relationId(values.department)
  if (departmentId) {
    const rows = looksLikeId(departmentId) ? await findAll(req, user, 'departments', { and: [{ id: { equals: departmentId } }, { organization: { equals: organizationId } }] }, { select: ID_ONLY }) : []
    if (!rows.length) errors.departmentId = [engagementInputMessages.invalidDepartment]
  }
  let termsTextFromLibrary: string | null = null
  const termsId = relationId(values.terms)
  if (termsId) {
    const rows = looksLikeId(termsId)
      ? await findAll(req, user, 'engagement-terms', { and: [{ id: { equals: termsId } }, { organization: { equals: organizationId } }] }, { select: { text: true, isActive: true } })
      : []
    const row = rows[0]
    if (!row || (row.isActive === false && termsId !== relationId(before.terms))) errors.termsId = [engagementInputMessages.invalidTerms]
    else termsTextFromLibrary = String(row.text ?? '')
  }
  const documents = idsOf(values.requiredDocuments)
  const usableDocuments = await usable(req, user, 'required-documents', documents, organizationId, idsOf(before.requiredDocuments))
  if (documents.some((id) => !usableDocuments.has(id))) errors.requiredDocumentIds = [engagementInputMessages.invalidRequiredDocument]
  // An opportunity of the organization that was ever open (a draft may still be deleted).
  const opportunityId = relationId(values.opportunity)
  if (opportunityId) {
    const rows = looksLikeId(opportunityId) ? await findAll(req, user, 'opportunities', { and: [{ id: { equals: opportunityId } }, { organization: { equals: organizationId } }, { status: { not_equals: 'draft' } }] }, { select: ID_ONLY }) : []
    if (!rows.length) errors.opportunityId = [engagementInputMessages.invalidOpportunity]
  }
  const usableOrders = await usable(req, user, 'purchase-orders', purchaseOrderIds, organizationId, keptOrders)
  if (purchaseOrderIds.some((id) => !usableOrders.has(id))) errors.purchaseOrderIds = [engagementInputMessages.invalidPurchaseOrder]
  return { errors, termsTextFromLibrary }
}

/** The rules of sending (and of updating a pending engagement), beyond the references. */
async function checkSend(req: PayloadRequest, user: AuthUser, organizationId: string, values: Values, purchaseOrderCount: number): Promise<FieldErrors> {
  const errors: FieldErrors = {}
  const flags = featureFlagsOf(req)
  if (!relationId(values.talent)) errors.talentId = [messages.required]
  for (const [field, key] of [['place', 'place'], ['workKind', 'workKind'], ['hoursPerWeek', 'hoursPerWeek']] as const) {
    if (values[field] === null || values[field] === undefined) errors[key] = [messages.required]
  }
  Object.assign(errors, engagementDateErrors({ startDate: (values.startDate as string | null) ?? null, endDate: (values.endDate as string | null) ?? null }, await engagementToday(req, organizationId), 'send'))
  const pay = values.talentPayRateCents
  if (pay === null || pay === undefined) errors.talentPayRate = [messages.required]
  else if (typeof pay !== 'number' || pay > MAX_PAY_RATE_CENTS) errors.talentPayRate = [engagementInputMessages.invalidAmount]
  if (flags.engagementTerms && (relationId(values.terms) || (typeof values.termsText === 'string' && values.termsText.trim())) && values.isAcknowledgementStatementAccepted !== true) {
    errors.isAcknowledgementStatementAccepted = [documentMessages.mustBeAccepted]
  }
  const organization = await req.payload.findByID({ collection: 'organizations', id: organizationId, depth: 0, overrideAccess: false, user, req })
  const poError = purchaseOrderRequirementError(purchaseOrderCount, (organization as { isEngagementRequiresPurchaseOrder?: boolean }).isEngagementRequiresPurchaseOrder === true, flags.askOrgUserForPo)
  if (poError) errors.purchaseOrderIds = [poError]
  return errors
}

async function checkName(req: PayloadRequest, user: AuthUser, organizationId: string, name: unknown, ownId: string | null): Promise<{ name: string } | { errors: string[] }> {
  const text = typeof name === 'string' ? name : ''
  const existing = await findAll(
    req,
    user,
    'engagements',
    { and: [{ organization: { equals: organizationId } }, { nameKey: { equals: nameKey(text) } }] },
    { select: { name: true, status: true } },
  )
  const result = checkEngagementName(
    text,
    existing.map((row) => ({ id: String(row.id), name: String(row.name ?? ''), status: row.status as EngagementStatus })),
    ownId,
  )
  return result.ok ? { name: result.name } : { errors: result.messages }
}

/** The name rule alone (POST …/name-validation/). */
export async function validateName(req: PayloadRequest, user: AuthUser, name: string, engagementId: string | null): Promise<string> {
  const organizationId = organizationOf(user) ?? ''
  const result = await checkName(req, user, organizationId, name, engagementId && looksLikeId(engagementId) ? engagementId : null)
  if ('errors' in result) throw invalidFields({ name: result.errors })
  return result.name
}

/** Makes the engagement's assigned purchase orders exactly `ids`. */
async function syncPurchaseOrders(req: PayloadRequest, user: AuthUser, doc: EngagementDoc, ids: string[], assigned: Row<'engagement-purchase-orders'>[]) {
  const current = new Map(assigned.map((row) => [relationId(row.purchaseOrder) ?? '', String(row.id)]))
  for (const [orderId, rowId] of current) {
    if (!ids.includes(orderId)) await req.payload.delete({ collection: 'engagement-purchase-orders', id: rowId, ...writeAs(req, user) })
  }
  for (const orderId of ids) {
    if (current.has(orderId)) continue
    await req.payload.create({
      collection: 'engagement-purchase-orders',
      data: { engagement: String(doc.id), purchaseOrder: orderId, organization: requiredId(doc.organization), assignedAt: now().toISOString(), assignedBy: user.id },
      ...writeAs(req, user),
    })
  }
}

/**
 * The applicant row of the engagement's opportunity and talent points at the engagement (the
 * applicant shows it, the talent's application reads 'Engagement offered' once it is not a draft); a row
 * this engagement no longer matches (talent or opportunity changed on a draft) lets go of it.
 */
async function linkOpportunityTalent(req: PayloadRequest, user: AuthUser, doc: EngagementDoc, previousOpportunity: unknown) {
  const engagementId = String(doc.id)
  const opportunityId = relationId(doc.opportunity)
  const talentId = relationId(doc.talent)
  // An engagement that never came from an opportunity costs no query.
  if (!opportunityId && !relationId(previousOpportunity)) return
  const matching: Where[] = opportunityId && talentId ? [{ and: [{ opportunity: { equals: opportunityId } }, { talent: { equals: talentId } }] }] : []
  const rows = await findAll(req, user, 'opportunity-talents', { or: [{ engagement: { equals: engagementId } }, ...matching] }, { select: { opportunity: true, talent: true, engagement: true } })
  for (const row of rows) {
    const matches = relationId(row.opportunity) === opportunityId && relationId(row.talent) === talentId
    // Rows that do not match were found by their link to this engagement: they let go of it.
    const wanted = matches ? engagementId : null
    if (relationId(row.engagement) === wanted) continue
    await req.payload.update({ collection: 'opportunity-talents', id: String(row.id), data: { engagement: wanted }, ...writeAs(req, user) })
  }
}

export interface SaveResult {
  doc: EngagementDoc
  /** The engagement went from draft (or nothing) to pending: the talent is e-mailed. */
  sent: boolean
}

/**
 * POST and the PATCH of a draft or pending engagement. `send`: the draft is sent (a pending one is
 * updated whatever `send` says). `source`: the engagement being duplicated, already read by the caller.
 */
export async function saveEngagement(
  req: PayloadRequest,
  user: AuthUser,
  existing: EngagementDoc | null,
  input: Partial<EngagementInput>,
  send: boolean,
  source: EngagementDoc | null = null,
): Promise<SaveResult> {
  const organizationId = existing ? (relationId(existing.organization) ?? '') : (organizationOf(user) ?? '')
  const current = existing ? (existing.status as EngagementStatus) : null
  const action: EngagementAction = current === 'pending' ? 'update' : send ? 'send' : 'saveDraft'
  const actor = existing ? actorOf(user, existing) : engagementActor({ id: user.id, role: user.role, organizationId: organizationOf(user), hasPermissionSendEngagement: user.hasPermissionSendEngagement === true }, { organizationId, talentId: null })
  const move = nextStatus(current, action, actor)
  if (!move.ok) throw refusal(move.httpStatus, move.message)
  const flags = featureFlagsOf(req)

  const before = valuesOf(existing)
  const values: Values = { ...before }
  if (source) {
    const copied = valuesOf(source)
    for (const field of FORM_FIELDS) if (!['name', 'talent', 'startDate', 'endDate', 'owners', 'opportunity'].includes(field)) values[field] = copied[field]
  }
  Object.assign(values, fromInput(input))
  if (!existing && idsOf(values.owners).length === 0) values.owners = [user.id]
  if (!flags.engagementTerms) Object.assign(values, { terms: null, termsText: null, isAcknowledgementStatementAccepted: false })

  const assigned = await assignedPurchaseOrders(req, user, existing ? String(existing.id) : null)
  const keptOrders = assigned.map((row) => relationId(row.purchaseOrder) ?? '')
  const sourceOrders = source ? (await assignedPurchaseOrders(req, user, String(source.id))).map((row) => relationId(row.purchaseOrder) ?? '') : []
  const purchaseOrderIds = input.purchaseOrderIds !== undefined ? [...new Set(input.purchaseOrderIds)] : existing ? keptOrders : sourceOrders

  const { errors, termsTextFromLibrary } = await checkReferences(req, user, organizationId, values, before, purchaseOrderIds, keptOrders)
  // A source's purchase order deactivated since is simply not copied.
  if (!existing && input.purchaseOrderIds === undefined && errors.purchaseOrderIds) delete errors.purchaseOrderIds
  if (flags.engagementTerms && relationId(values.terms) && input.termsText === undefined && relationId(values.terms) !== relationId(before.terms)) values.termsText = termsTextFromLibrary
  const named = await checkName(req, user, organizationId, values.name, existing ? String(existing.id) : null)
  if ('errors' in named) errors.name = named.errors
  else values.name = named.name
  const pending = move.status === 'pending'
  if (pending) {
    for (const [field, list] of Object.entries(await checkSend(req, user, organizationId, values, purchaseOrderIds.length))) errors[field] ??= list
  } else {
    // A draft may hold dates that are not yet sendable, but not malformed ones.
    for (const [field, list] of Object.entries(engagementDateErrors({ startDate: (values.startDate as string | null) ?? null, endDate: (values.endDate as string | null) ?? null }, await engagementToday(req, organizationId), 'draft'))) errors[field] ??= list
  }
  if (Object.keys(errors).length) throw invalidFields(errors)

  // An edit that changes nothing writes nothing: no update, no history event.
  const orderChange: Changes = same([...keptOrders].sort(), [...purchaseOrderIds].sort()) ? {} : { purchaseOrderIds: { old: keptOrders, new: purchaseOrderIds } }
  const isEdit = move.event === 'updated_pending' || move.event === 'updated_draft'
  const changes = isEdit ? diff(before, values, orderChange) : {}
  if (existing && isEdit && move.status === current && Object.keys(changes).length === 0) return { doc: existing, sent: false }

  const data: Record<string, unknown> = { ...values, nameKey: nameKey(String(values.name)), status: move.status }
  if (pending && typeof values.talentPayRateCents === 'number') {
    const inputs = (current === 'pending' ? frozenPricingInputs(existing!) : null) ?? (await currentPricingInputs(req, user, organizationId))
    Object.assign(data, priceFields(values.talentPayRateCents, inputs))
  }
  if (move.status === 'pending' && current !== 'pending') data.sentAt = now().toISOString()
  // Cast (here and below): `data` holds the form's values, read field by field from the body and the
  // stored row into one record of unknowns; the checks above vouch for each value, which no type follows.
  let doc: EngagementDoc
  if (existing) {
    doc = await req.payload.update({ collection: 'engagements', id: String(existing.id), data: data as never, ...writeAs(req, user) })
  } else {
    doc = await req.payload.create({
      collection: 'engagements',
      data: { ...data, organization: organizationId, duplicatedFrom: source ? String(source.id) : null } as never,
      ...writeAs(req, user),
    })
  }
  await syncPurchaseOrders(req, user, doc, purchaseOrderIds, assigned)
  await linkOpportunityTalent(req, user, doc, before.opportunity)
  await recordEvent(req, user, doc, { kind: move.event, fromStatus: current, toStatus: move.status, changes })
  return { doc, sent: move.status === 'pending' && current !== 'pending' }
}

/** Fields an accepted or active engagement changes freely (audit trail only, no history event). */
export const FREE_FIELDS = ['ownerIds', 'departmentId', 'isAdjustableTimesheets', 'requiredDocumentIds', 'purchaseOrderIds'] as const

export async function updateFreeFields(req: PayloadRequest, user: AuthUser, existing: EngagementDoc, input: Partial<EngagementInput>): Promise<EngagementDoc> {
  const organizationId = relationId(existing.organization) ?? ''
  const before = valuesOf(existing)
  const values: Values = { ...before, ...fromInput({ ownerIds: input.ownerIds, departmentId: input.departmentId, isAdjustableTimesheets: input.isAdjustableTimesheets, requiredDocumentIds: input.requiredDocumentIds }) }
  const assigned = await assignedPurchaseOrders(req, user, String(existing.id))
  const keptOrders = assigned.map((row) => relationId(row.purchaseOrder) ?? '')
  const purchaseOrderIds = input.purchaseOrderIds !== undefined ? [...new Set(input.purchaseOrderIds)] : keptOrders
  const { errors } = await checkReferences(req, user, organizationId, { ...values, talent: null, terms: null }, before, purchaseOrderIds, keptOrders)
  if (!errors.purchaseOrderIds && input.purchaseOrderIds !== undefined) {
    const organization = await req.payload.findByID({ collection: 'organizations', id: organizationId, depth: 0, overrideAccess: false, user, req })
    const poError = purchaseOrderRequirementError(purchaseOrderIds.length, (organization as { isEngagementRequiresPurchaseOrder?: boolean }).isEngagementRequiresPurchaseOrder === true, featureFlagsOf(req).askOrgUserForPo)
    if (poError) errors.purchaseOrderIds = [poError]
  }
  if (Object.keys(errors).length) throw invalidFields(errors)
  const doc = await req.payload.update({
    collection: 'engagements',
    id: String(existing.id),
    // The form's values are unknowns: read back as the ids and flag they hold (the same values).
    data: {
      owners: idsOf(values.owners),
      department: relationId(values.department),
      isAdjustableTimesheets: typeof values.isAdjustableTimesheets === 'boolean' ? values.isAdjustableTimesheets : null,
      requiredDocuments: idsOf(values.requiredDocuments),
    },
    ...writeAs(req, user),
  })
  await syncPurchaseOrders(req, user, doc, purchaseOrderIds, assigned)
  return doc
}
