import type { PayloadRequest } from 'payload'
import { relationId, type AuthUser } from '../../access/roles'
import { serverWriteContext } from '../../access/serverWrites'
import {
  organizationPricing,
  priceEngagement,
  pricingSettings,
  type EngagementPrice,
  type OrganizationPricing,
  type PricingFlags,
  type PricingSettings,
} from '../../contract/engagements/pricing'
import { nextStatus, type EngagementAction, type EngagementEventKind, type EngagementStatus } from '../../contract/engagements/status'
import { fullName } from '../../contract/talentList'
import { acceptDateError, extensionDateErrors } from '../../contract/engagements/dates'
import { messages } from '../../contract/messages'
import { now } from '../clock'
import { organizationDay } from '../timeSheets/context'
import { invalidFields, refusal } from './errors'
import { featureFlagsOf } from './flags'
import { actorOf, hasPendingExtension, type EngagementDoc } from './load'
import { requiredId } from '../shared/values'

/**
 * Applying a move to an engagement (contract/engagements/status.ts decides whether it may happen):
 * the status change, its stamps and exactly one history event (`engagement-events`), written with the
 * actor's access in the caller's transaction (the endpoint wraps the call in withTransaction, so the
 * event never exists without its change). Pricing is decided here too: at send, from the
 * organization's pricing, the settings and the flags, frozen with its inputs in `pricing`.
 */

/**
 * Today for an engagement's date rules: the calendar day in its organization's time zone
 * (`organizations.timeZone`; domain/timeSheets/context.ts), by the clock.
 */
export const engagementToday = async (req: PayloadRequest, organizationId: string): Promise<string> => (await organizationDay(req, organizationId)).today

export type Changes = Record<string, { old: unknown; new: unknown }>

/** Local API options as `user` (null: the system, the daily job) with the server-write context. */
export const writeAs = (req: PayloadRequest, user: AuthUser | null) =>
  ({ depth: 0, overrideAccess: false, ...(user ? { user } : {}), req, context: serverWriteContext }) as const

/** One history event of `doc`, in the caller's transaction. */
export async function recordEvent(
  req: PayloadRequest,
  user: AuthUser | null,
  doc: EngagementDoc,
  event: { kind: EngagementEventKind; fromStatus: EngagementStatus | null; toStatus: EngagementStatus | null; changes?: Changes; note?: string | null; system?: boolean },
): Promise<void> {
  const byPerson = user && !event.system
  await req.payload.create({
    collection: 'engagement-events',
    data: {
      engagement: String(doc.id),
      organization: requiredId(doc.organization),
      talent: relationId(doc.talent),
      kind: event.kind,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      at: now().toISOString(),
      actor: byPerson ? user.id : null,
      // The signed-in user is the whole account row, names included.
      actorName: byPerson ? fullName(user as AuthUser & { firstName?: unknown; lastName?: unknown }) || null : null,
      changes: event.changes ?? {},
      note: event.note ?? null,
    },
    ...writeAs(req, user),
  })
}

/**
 * Makes `action` on `doc` as `user`: refused (404/403/422, the contract's messages) or applied with
 * `data` (stamps and fields the move sets) and its event. `system` marks a move the talent's request
 * makes on the job's behalf (accepting on or after the start day starts the engagement at once).
 */
export async function applyMove(
  req: PayloadRequest,
  user: AuthUser | null,
  doc: EngagementDoc,
  action: EngagementAction,
  options: { data?: Record<string, unknown>; changes?: Changes; note?: string | null; system?: boolean } = {},
): Promise<EngagementDoc> {
  const from = doc.status as EngagementStatus
  const actor = options.system ? 'system' : actorOf(user, doc)
  const result = nextStatus(from, action, actor, { hasPendingExtension: hasPendingExtension(doc) })
  if (!result.ok) throw refusal(result.httpStatus, result.message)
  const updated = await req.payload.update({
    collection: 'engagements',
    id: String(doc.id),
    data: { ...(options.data ?? {}), status: result.status },
    ...writeAs(req, user),
  })
  await recordEvent(req, user, updated, {
    kind: result.event,
    fromStatus: from,
    toStatus: result.status,
    changes: options.changes,
    note: options.note,
    system: options.system,
  })
  return updated
}

// --- pricing ---------------------------------------------------------------------------------------

/** What the fee was priced with, stored on the engagement (`pricing`) and reused while it is pending. */
export interface PricingInputs {
  organization: OrganizationPricing
  settings: PricingSettings
  flags: PricingFlags
}

/**
 * The organization's pricing and the platform's settings, read as the server: a manager with Manage
 * Engagement but without View Rate sends engagements, yet may read neither the organization's rate nor
 * the W-2 markups (access/moneyFields.ts). The caller's own access to the organization is checked first;
 * the answer shows the fee only to who may view rate.
 */
export async function currentPricingInputs(req: PayloadRequest, user: AuthUser, organizationId: string): Promise<PricingInputs> {
  const flags = featureFlagsOf(req)
  await req.payload.findByID({ collection: 'organizations', id: organizationId, depth: 0, select: { name: true }, overrideAccess: false, user, req })
  const [organization, settings] = await Promise.all([
    req.payload.findByID({ collection: 'organizations', id: organizationId, depth: 0, overrideAccess: true, req }),
    req.payload.find({ collection: 'settings', pagination: false, depth: 0, overrideAccess: true, req }),
  ])
  return {
    organization: organizationPricing(organization, flags.w2EngagementType),
    settings: pricingSettings(settings.docs.map((row) => ({ name: String(row.name), value: row.value }))),
    flags: { orgPricingStructure: flags.orgPricingStructure, talentUsageFee: flags.talentUsageFee },
  }
}

/** The frozen inputs of a sent engagement, when it has them whole. */
export function frozenPricingInputs(doc: EngagementDoc): PricingInputs | null {
  const stored = doc.pricing as Partial<PricingInputs> | null | undefined
  return stored?.organization && stored.settings && stored.flags ? (stored as PricingInputs) : null
}

/** The price fields an engagement stores, from a pay rate and the inputs. */
export function priceFields(payRateCents: number, inputs: PricingInputs): Record<string, unknown> {
  const price: EngagementPrice = priceEngagement(payRateCents, inputs.organization, inputs.settings, inputs.flags)
  return {
    hourlyFeeCents: price.hourlyFeeCents,
    hourlyFeeWithoutTalentFeeCents: price.hourlyFeeWithoutTalentFeeCents,
    talentFeeCents: price.talentFeeCents,
    talentPayCents: price.talentPayCents,
    pricing: { ...inputs, model: price.model, markupCents: price.markupCents, w2MarkupCents: price.w2MarkupCents },
  }
}

// --- the moves after sending -----------------------------------------------------------------------

const stamp = () => now().toISOString()

export const phoneMessages = { required: 'Add a mobile phone number to accept the engagement.' } as const

/**
 * The talent accepts (POST /talent/engagements/{id}/accept/): a waiting extension when there is one
 * (its end date and terms become the engagement's), else the offer; accepted on or after its start day
 * it is active at once (two events: accepted by the talent, started by the system). Any phone on the
 * account counts (the product cannot tell a mobile number from a landline).
 */
export async function acceptEngagement(req: PayloadRequest, user: AuthUser, doc: EngagementDoc): Promise<EngagementDoc> {
  const me = await req.payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: false, user, req })
  if (actorOf(user, doc) === 'talent' && !(typeof me.phone === 'string' && me.phone.trim())) throw invalidFields({ phone: [phoneMessages.required] })
  const today = await engagementToday(req, relationId(doc.organization) ?? '')
  if (hasPendingExtension(doc) && (doc.status === 'accepted' || doc.status === 'active')) {
    const extension = doc.pendingExtension as { endDate: string; termsText?: string | null }
    const dateError = acceptDateError(extension.endDate, today)
    if (dateError) throw refusal(422, dateError)
    const termsText = extension.termsText ?? (doc.termsText as string | null) ?? null
    const changes: Changes = { endDate: { old: doc.endDate ?? null, new: extension.endDate } }
    if (termsText !== (doc.termsText ?? null)) changes.termsText = { old: doc.termsText ?? null, new: termsText }
    return applyMove(req, user, doc, 'acceptExtension', {
      data: { endDate: extension.endDate, termsText, pendingExtension: { endDate: null, termsText: null, sentAt: null, sentBy: null } },
      changes,
    })
  }
  if (doc.status === 'pending') {
    const dateError = acceptDateError(String(doc.endDate ?? ''), today)
    if (dateError) throw refusal(422, dateError)
  }
  const accepted = await applyMove(req, user, doc, 'accept', { data: { acceptedAt: stamp() } })
  if (typeof accepted.startDate === 'string' && accepted.startDate <= today) return applyMove(req, user, accepted, 'start', { system: true })
  return accepted
}

export async function declineEngagement(req: PayloadRequest, user: AuthUser, doc: EngagementDoc, reason: string | null): Promise<EngagementDoc> {
  const note = reason?.trim() ? reason.trim() : null
  return applyMove(req, user, doc, 'decline', { data: { declinedAt: stamp(), declineReason: note }, note })
}

export async function withdrawEngagement(req: PayloadRequest, user: AuthUser, doc: EngagementDoc): Promise<EngagementDoc> {
  return applyMove(req, user, doc, 'withdraw', { data: { withdrawnAt: stamp() } })
}

export async function terminateEngagement(req: PayloadRequest, user: AuthUser, doc: EngagementDoc, reason: string | null | undefined): Promise<EngagementDoc> {
  // Who may and from which status first (403/422 as the table says), then the reason.
  const check = nextStatus(doc.status as EngagementStatus, 'terminate', actorOf(user, doc))
  if (!check.ok) throw refusal(check.httpStatus, check.message)
  const note = reason?.trim() ?? ''
  if (!note) throw invalidFields({ terminationReason: [messages.required] })
  return applyMove(req, user, doc, 'terminate', { data: { terminatedByManagerAt: stamp(), terminatedBy: user.id, terminationReason: note }, note })
}

export const extensionMessages = { off: 'Extending engagements is not available.' } as const

/**
 * Extending (flag engagementExtension): a new end date after the current one and not past, new terms
 * if they change. The old end date holds until the talent accepts; a newer extension replaces one
 * still waiting. No repricing (the fee was frozen at send).
 */
export async function extendEngagement(req: PayloadRequest, user: AuthUser, doc: EngagementDoc, endDate: string | null | undefined, termsText: string | null | undefined): Promise<EngagementDoc> {
  if (!featureFlagsOf(req).engagementExtension) throw refusal(422, extensionMessages.off)
  const check = nextStatus(doc.status as EngagementStatus, 'extend', actorOf(user, doc))
  if (!check.ok) throw refusal(check.httpStatus, check.message)
  const errors = extensionDateErrors(String(doc.endDate ?? ''), endDate ?? null, await engagementToday(req, relationId(doc.organization) ?? ''))
  if (Object.keys(errors).length) throw invalidFields(errors)
  const newTerms = termsText !== undefined && termsText !== null && termsText.trim() && termsText.trim() !== (doc.termsText ?? '') ? termsText.trim() : null
  const changes: Changes = { endDate: { old: doc.endDate ?? null, new: endDate } }
  if (newTerms) changes.termsText = { old: doc.termsText ?? null, new: newTerms }
  return applyMove(req, user, doc, 'extend', {
    data: { pendingExtension: { endDate, termsText: newTerms, sentAt: stamp(), sentBy: user.id } },
    changes,
  })
}
