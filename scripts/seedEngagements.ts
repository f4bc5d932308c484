import { nameKey } from '../contract/engagements/name'
import { offeredFor, type AnswerType, type EngagementPlace, type WorkKind } from '../contract/engagements/documents'
import { organizationPricing, priceEngagement, pricingSettings } from '../contract/engagements/pricing'
import { poNumberKey } from '../contract/engagements/purchaseOrders'
import type { EngagementEventKind, EngagementStatus } from '../contract/engagements/status'
import { addCalendarDays, now, todayIn } from '../domain/clock'
import { getEnv } from '../server/env'
import { demoPdf, storeSeedFile } from './seedFiles'
import type { SeedContext } from './seedData'

/**
 * Lived-in engagements for Northwind and Lakeside, in every status (draft, pending, accepted,
 * active, declined, withdrawn, terminated, expired), with their history, priced with the contract's
 * pricing (contract/engagements/pricing.ts, the organization's rate and the settings), terms texts, a
 * document library with small PDF files, some documents filled by the talents, and purchase orders
 * assigned. Every date is relative to the clock's today in the organizations' zone, so the demo stays
 * current and a test server started with CLOCK_NOW gets dates around that day.
 *
 * Seeded in test servers too (it adds well under a second): owners are the organizations' first manager
 * (manager@…, Manage Engagement) only, so the admins and the second managers hold nothing, as the
 * organization-user tests expect. Written as the system inside the seed's transaction.
 */

const ZONE = 'America/New_York'

interface DocumentSpec {
  key: string
  name: string
  description: string
  internalComment: string
  places: { remote: boolean; onSite: boolean }
  answerType: AnswerType
  withFile: boolean
}

const LIBRARY: readonly DocumentSpec[] = [
  {
    key: 'hipaa',
    name: 'HIPAA Privacy and Security Attestation',
    description: 'Read, sign and return the confidentiality agreement before you access patient data.',
    internalComment: 'Compliance keeps the signed copies for six years.',
    places: { remote: true, onSite: true },
    answerType: 'sign_and_return',
    withFile: true,
  },
  {
    key: 'remoteAccess',
    name: 'Remote Access Acceptable Use Policy',
    description: 'Read the policy for VPN and Citrix access and accept it.',
    internalComment: 'IT security asks for this before issuing a VPN token.',
    places: { remote: true, onSite: false },
    answerType: 'consent_form',
    withFile: true,
  },
  {
    key: 'tbTest',
    name: 'TB Test Results',
    description: 'Upload a negative TB test or chest X-ray from the last 12 months.',
    internalComment: 'Employee health reviews these within two business days.',
    places: { remote: false, onSite: true },
    answerType: 'upload',
    withFile: false,
  },
]

const TERMS = [
  'The talent works the hours agreed per week, records time in Talentgrid weekly, and follows the organization’s policies on patient privacy, security and conduct while on site or connected remotely. Either party may end the engagement with two weeks’ written notice.',
  'Go-live support: the talent is available for the agreed shifts during the go-live window, including one weekend, and hands over open tickets at the end of each shift. Travel is booked and reimbursed per the organization’s travel policy.',
]

interface PurchaseOrderSpec {
  name: string
  description: string
  notes: string
  amount: number
  validForDays: number
}

interface EngagementSpec {
  name: string
  status: EngagementStatus
  /** First name + last name key of the talent (talents of scripts/seedData.ts); null: a draft without one. */
  talent: string | null
  department: 'Ambulatory' | 'Inpatient' | 'Revenue Cycle'
  place: EngagementPlace
  workKind: WorkKind
  hoursPerWeek: number
  /** Days from today. */
  start: number
  end: number
  payRate: number
  terms?: 0 | 1
  /** Purchase orders assigned, by index in the organization's list. */
  purchaseOrders?: number[]
  /** How many of its documents the talent filled: 'all', 'some' (all but the last) or none. */
  filled?: 'all' | 'some'
  /** Days from today: when an active engagement was extended (end + 60, waiting for the talent). */
  extension?: boolean
  reason?: string
}

const PLAN: Record<'northwind' | 'lakeside', { purchaseOrders: PurchaseOrderSpec[]; engagements: EngagementSpec[] }> = {
  northwind: {
    purchaseOrders: [
      { name: 'NW-24-1187', description: 'Epic Ambulatory go-live', notes: 'Approved by the CIO for the spring go-live wave.', amount: 180_000, validForDays: 240 },
      { name: 'NW-24-1202', description: 'Pharmacy and lab build', notes: '', amount: 95_000, validForDays: 180 },
      { name: 'NW-24-0990', description: 'Revenue cycle optimization', notes: 'Shared with the Resolute HB team.', amount: 60_000, validForDays: 120 },
    ],
    engagements: [
      { name: 'Epic Ambulatory go-live support', status: 'pending', talent: 'emily.carter', department: 'Ambulatory', place: 'on_site', workKind: 'go_live_support', hoursPerWeek: 40, start: 14, end: 104, payRate: 95, terms: 1, purchaseOrders: [0] },
      { name: 'Clarity report writing sprint', status: 'active', talent: 'emily.carter', department: 'Ambulatory', place: 'remote', workKind: 'report_writing', hoursPerWeek: 20, start: -20, end: 40, payRate: 85, terms: 0, purchaseOrders: [0], filled: 'some' },
      { name: 'Epic Willow Inpatient pharmacy build', status: 'active', talent: 'james.nguyen', department: 'Inpatient', place: 'remote', workKind: 'build', hoursPerWeek: 40, start: -30, end: 60, payRate: 110, terms: 0, purchaseOrders: [1], filled: 'all' },
      { name: 'Cerner to Epic data conversion analyst', status: 'accepted', talent: 'sofia.martinez', department: 'Inpatient', place: 'remote', workKind: 'integration', hoursPerWeek: 32, start: 7, end: 97, payRate: 120, terms: 0, filled: 'all' },
      { name: 'Epic Resolute HB claims optimization', status: 'active', talent: 'michael.okafor', department: 'Revenue Cycle', place: 'both', workKind: 'management_consulting', hoursPerWeek: 30, start: -60, end: 10, payRate: 125, terms: 0, purchaseOrders: [2], filled: 'all', extension: true },
      { name: 'MyChart patient portal rollout', status: 'draft', talent: 'hannah.lee', department: 'Ambulatory', place: 'remote', workKind: 'project_management', hoursPerWeek: 24, start: 30, end: 120, payRate: 105 },
      { name: 'Epic Beaker lab build', status: 'declined', talent: 'david.kowalski', department: 'Inpatient', place: 'on_site', workKind: 'build', hoursPerWeek: 40, start: 10, end: 100, payRate: 100, reason: 'I have committed to another project for these months.' },
      { name: 'Epic Cadence scheduling template build', status: 'withdrawn', talent: 'aisha.rahman', department: 'Ambulatory', place: 'remote', workKind: 'build', hoursPerWeek: 20, start: 5, end: 65, payRate: 90 },
      { name: 'Epic Security role audit', status: 'terminated', talent: 'ryan.sullivan', department: 'Inpatient', place: 'remote', workKind: 'security', hoursPerWeek: 20, start: -40, end: 50, payRate: 115, purchaseOrders: [1], filled: 'all', reason: 'The audit moved to the internal security team.' },
      { name: 'Epic upgrade testing (November release)', status: 'expired', talent: 'emily.carter', department: 'Inpatient', place: 'remote', workKind: 'ticket_resolution', hoursPerWeek: 40, start: -120, end: -30, payRate: 80, terms: 0, filled: 'all' },
    ],
  },
  lakeside: {
    purchaseOrders: [
      { name: 'LMC-5521', description: 'Perioperative build', notes: '', amount: 140_000, validForDays: 200 },
      { name: 'LMC-5530', description: 'Interfaces and integration', notes: 'Covers the HL7 interface work with the state registry.', amount: 75_000, validForDays: 150 },
    ],
    engagements: [
      { name: 'Epic at-the-elbow go-live support', status: 'pending', talent: 'sofia.martinez', department: 'Ambulatory', place: 'on_site', workKind: 'go_live_support', hoursPerWeek: 48, start: 21, end: 35, payRate: 90, terms: 1 },
      { name: 'Cerner legacy archive documentation', status: 'pending', talent: 'emily.carter', department: 'Revenue Cycle', place: 'remote', workKind: 'documentation_analysis', hoursPerWeek: 16, start: 10, end: 70, payRate: 75, terms: 0 },
      { name: 'Epic OpTime perioperative build', status: 'active', talent: 'michael.okafor', department: 'Inpatient', place: 'both', workKind: 'build', hoursPerWeek: 40, start: -45, end: 45, payRate: 115, terms: 0, purchaseOrders: [0], filled: 'all' },
      { name: 'Epic Bridges HL7 interface integration', status: 'accepted', talent: 'aisha.rahman', department: 'Inpatient', place: 'remote', workKind: 'integration', hoursPerWeek: 40, start: 3, end: 93, payRate: 120, purchaseOrders: [1], filled: 'some' },
      { name: 'Epic ClinDoc super-user training', status: 'active', talent: 'hannah.lee', department: 'Inpatient', place: 'on_site', workKind: 'training', hoursPerWeek: 24, start: -14, end: 28, payRate: 85, terms: 0, filled: 'all' },
      { name: 'Revenue cycle workqueue cleanup', status: 'draft', talent: null, department: 'Revenue Cycle', place: 'remote', workKind: 'ticket_resolution', hoursPerWeek: 20, start: 20, end: 80, payRate: 70 },
      { name: 'Epic Radiant imaging build', status: 'declined', talent: 'ryan.sullivan', department: 'Inpatient', place: 'remote', workKind: 'build', hoursPerWeek: 40, start: 12, end: 102, payRate: 105, reason: 'The rate does not work for me this time.' },
      { name: 'Epic Willow Ambulatory pharmacy build', status: 'withdrawn', talent: 'james.nguyen', department: 'Ambulatory', place: 'remote', workKind: 'build', hoursPerWeek: 30, start: 15, end: 75, payRate: 100 },
      { name: 'Epic Cogito dashboard development', status: 'terminated', talent: 'emily.carter', department: 'Revenue Cycle', place: 'remote', workKind: 'report_writing', hoursPerWeek: 20, start: -50, end: 40, payRate: 95, filled: 'all', reason: 'Budget for the analytics program was cut this quarter.' },
      { name: 'Epic Tapestry claims analyst', status: 'expired', talent: 'james.nguyen', department: 'Revenue Cycle', place: 'remote', workKind: 'staff_augmentation', hoursPerWeek: 40, start: -150, end: -10, payRate: 95, terms: 0, purchaseOrders: [1], filled: 'all' },
    ],
  },
}

type Id = string
const ORGANIZATIONS = [
  { key: 'northwind', domain: 'northwind.example' },
  { key: 'lakeside', domain: 'lakeside.example' },
] as const

export async function seedEngagements(context: SeedContext) {
  const { payload, req, accounts } = context
  const write = { overrideAccess: true, depth: 0, req } as const
  const today = todayIn(ZONE)
  const day = (offset: number) => addCalendarDays(today, offset)
  // A stamp on a day relative to today, at an office hour; never after the clock's now.
  const at = (offset: number, hour = 14) => {
    const stamp = new Date(`${day(offset)}T${String(hour).padStart(2, '0')}:00:00.000Z`)
    return (stamp > now() ? now() : stamp).toISOString()
  }
  const flags = getEnv().featureFlags
  const { docs: settingRows } = await payload.find({ collection: 'settings', pagination: false, ...write })
  const settings = pricingSettings(settingRows as unknown as { name: string; value: unknown }[])
  const { docs: userRows } = await payload.find({ collection: 'users', pagination: false, select: { firstName: true, lastName: true }, ...write })
  const fullName = new Map((userRows as unknown as { id: Id; firstName: string; lastName: string }[]).map((user) => [String(user.id), `${user.firstName} ${user.lastName}`]))

  for (const { key, domain } of ORGANIZATIONS) {
    const plan = PLAN[key]
    const admin = accounts.get(`admin@${domain}`)!
    const manager = accounts.get(`manager@${domain}`)!
    const organization = manager.organization!
    const organizationDoc = await payload.findByID({ collection: 'organizations', id: organization, ...write })
    const pricing = organizationPricing(organizationDoc as never, flags.w2EngagementType)
    const { docs: departmentRows } = await payload.find({ collection: 'departments', where: { organization: { equals: organization } }, pagination: false, ...write })
    const departmentOf = new Map((departmentRows as unknown as { id: Id; name: string }[]).map((row) => [row.name, String(row.id)]))

    const storeFile = async (owner: Id, kind: 'requiredDocument' | 'filledDocument', lines: string[], fileName: string) => {
      const bytes = demoPdf(lines)
      const storageKey = await storeSeedFile(bytes)
      context.storedKeys.push(storageKey)
      const row = await payload.create({
        collection: 'stored-files',
        data: { owner, kind, organization, storageKey, originalFileName: fileName, mimeType: 'application/pdf', size: bytes.length } as never,
        ...write,
      })
      return String(row.id)
    }

    const termIds: Id[] = []
    for (const text of TERMS) {
      const row = await payload.create({ collection: 'engagement-terms', data: { text, organization, createdBy: admin.id, isAcknowledgementStatementAccepted: true, isActive: true } as never, ...write })
      termIds.push(String(row.id))
    }

    const library: { id: Id; spec: DocumentSpec }[] = []
    for (const spec of LIBRARY) {
      const fileName = `${spec.name.replace(/[^A-Za-z]+/g, '-')}.pdf`
      const file = spec.withFile ? await storeFile(admin.id, 'requiredDocument', [spec.name, organizationDoc.name as string, spec.description], fileName) : undefined
      const row = await payload.create({
        collection: 'required-documents',
        data: {
          name: spec.name,
          description: spec.description,
          internalComment: spec.internalComment,
          places: spec.places,
          answerType: spec.answerType,
          file,
          originalFileName: file ? fileName : undefined,
          fileVersion: file ? 1 : 0,
          organization,
          isActive: true,
          createdBy: admin.id,
        } as never,
        ...write,
      })
      library.push({ id: String(row.id), spec })
    }

    const purchaseOrderIds: Id[] = []
    for (const spec of plan.purchaseOrders) {
      const row = await payload.create({
        collection: 'purchase-orders',
        data: {
          name: spec.name,
          nameKey: poNumberKey(spec.name),
          description: spec.description,
          notes: spec.notes || undefined,
          isActive: true,
          organization,
          amountCents: spec.amount * 100,
          validThrough: day(spec.validForDays),
          createdBy: admin.id,
        } as never,
        ...write,
      })
      purchaseOrderIds.push(String(row.id))
    }

    for (const spec of plan.engagements) {
      const talent = spec.talent ? accounts.get(`${spec.talent}@talent.example`)!.id : null
      const price = priceEngagement(spec.payRate * 100, pricing, settings, { orgPricingStructure: flags.orgPricingStructure, talentUsageFee: flags.talentUsageFee })
      const documents = library.filter((document) => offeredFor(spec.place, document.spec.places))
      const sentDay = Math.min(spec.start - 10, -3)
      const sent = spec.status !== 'draft'
      const accepted = ['accepted', 'active', 'terminated', 'expired'].includes(spec.status)
      const started = ['active', 'terminated', 'expired'].includes(spec.status)
      const endedDay = spec.status === 'terminated' ? -5 : spec.end + 1
      const termsText = spec.terms === undefined ? undefined : TERMS[spec.terms]
      const engagement = await payload.create({
        collection: 'engagements',
        data: {
          name: spec.name,
          nameKey: nameKey(spec.name),
          organization,
          owners: [manager.id],
          talent: talent ?? undefined,
          department: departmentOf.get(spec.department),
          place: spec.place,
          workKind: spec.workKind,
          hoursPerWeek: spec.hoursPerWeek,
          startDate: day(spec.start),
          endDate: day(spec.end),
          talentPayRateCents: price.payRateCents,
          ...(sent
            ? {
                hourlyFeeCents: price.hourlyFeeCents,
                hourlyFeeWithoutTalentFeeCents: price.hourlyFeeWithoutTalentFeeCents,
                talentFeeCents: price.talentFeeCents,
                talentPayCents: price.talentPayCents,
                pricing: { payRateCents: price.payRateCents, model: price.model, pricing, settings, flags: { orgPricingStructure: flags.orgPricingStructure, talentUsageFee: flags.talentUsageFee } },
                sentAt: at(sentDay, 13),
              }
            : {}),
          isAdjustableTimesheets: spec.place !== 'on_site',
          termsText,
          terms: spec.terms === undefined ? undefined : termIds[spec.terms],
          isAcknowledgementStatementAccepted: spec.terms !== undefined,
          requiredDocuments: documents.map((document) => document.id),
          status: spec.status,
          acceptedAt: accepted ? at(sentDay + 1, 15) : undefined,
          declinedAt: spec.status === 'declined' ? at(sentDay + 2, 16) : undefined,
          declineReason: spec.status === 'declined' ? spec.reason : undefined,
          withdrawnAt: spec.status === 'withdrawn' ? at(sentDay + 2, 17) : undefined,
          terminatedByManagerAt: spec.status === 'terminated' ? at(endedDay, 18) : undefined,
          terminatedBy: spec.status === 'terminated' ? manager.id : undefined,
          terminationReason: spec.status === 'terminated' ? spec.reason : undefined,
          pendingExtension: spec.extension
            ? { endDate: day(spec.end + 60), termsText, sentAt: at(-2, 15), sentBy: manager.id }
            : undefined,
        } as never,
        ...write,
      })
      const engagementId = String(engagement.id)

      const event = async (kind: EngagementEventKind, fromStatus: EngagementStatus | null, toStatus: EngagementStatus | null, stamp: string, actor: Id | null, note?: string, changes?: object) => {
        await payload.create({
          collection: 'engagement-events',
          data: {
            engagement: engagementId,
            organization,
            talent: talent ?? undefined,
            kind,
            fromStatus: fromStatus ?? undefined,
            toStatus: toStatus ?? undefined,
            at: stamp,
            actor: actor ?? undefined,
            actorName: actor ? fullName.get(actor) : undefined,
            changes: changes ?? (fromStatus && toStatus && fromStatus !== toStatus ? { status: { old: fromStatus, new: toStatus } } : {}),
            note,
          } as never,
          ...write,
        })
      }
      if (!sent) await event('draft_created', null, 'draft', at(-2, 12), manager.id)
      else await event('created', null, 'pending', at(sentDay, 13), manager.id)
      if (accepted) await event('status_change', 'pending', 'accepted', at(sentDay + 1, 15), talent)
      if (spec.status === 'declined') await event('status_change', 'pending', 'declined', at(sentDay + 2, 16), talent, spec.reason)
      if (spec.status === 'withdrawn') await event('status_change', 'pending', 'withdrawn', at(sentDay + 2, 17), manager.id)
      if (started) await event('status_change', 'accepted', 'active', at(spec.start, 5), null)
      if (spec.extension) {
        await event('updated_pending', 'active', 'active', at(-2, 15), manager.id, undefined, { endDate: { old: day(spec.end), new: day(spec.end + 60) } })
      }
      if (spec.status === 'terminated') await event('status_change', 'active', 'terminated', at(endedDay, 18), manager.id, spec.reason)
      if (spec.status === 'expired') await event('status_change', 'active', 'expired', at(endedDay, 5), null)

      for (const index of spec.purchaseOrders ?? []) {
        await payload.create({
          collection: 'engagement-purchase-orders',
          data: { engagement: engagementId, purchaseOrder: purchaseOrderIds[index], organization, assignedAt: at(sentDay, 13), assignedBy: manager.id } as never,
          ...write,
        })
      }

      if (talent && spec.filled) {
        const toFill = spec.filled === 'all' ? documents : documents.slice(0, -1)
        for (const { id, spec: document } of toFill) {
          const fileName = `${document.name.replace(/[^A-Za-z]+/g, '-')}-${spec.talent}.pdf`
          const file = document.answerType === 'consent_form' ? undefined : await storeFile(talent, 'filledDocument', [document.name, fullName.get(talent) ?? '', 'Signed copy (demo)'], fileName)
          await payload.create({
            collection: 'filled-documents',
            data: {
              engagement: engagementId,
              requiredDocument: id,
              talent,
              organization,
              isChecked: document.answerType === 'consent_form',
              file,
              originalFileName: file ? fileName : undefined,
              fileVersion: document.withFile ? 1 : 0,
              filledAt: at(sentDay + 1, 16),
            } as never,
            ...write,
          })
        }
      }
    }
  }
}
