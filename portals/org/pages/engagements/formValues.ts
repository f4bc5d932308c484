import { z } from 'zod'
import { engagementDateErrors } from '../../../../contract/engagements/dates'
import { engagementInput, engagementInputMessages } from '../../../../contract/engagements/engagementInput'
import { ENGAGEMENT_PLACES, WORK_KINDS, type EngagementPlace, type WorkKind } from '../../../../contract/engagements/documents'
import { ENGAGEMENT_NAME_MAX, engagementNameMessages } from '../../../../contract/engagements/name'
import { parseUsd } from '../../../../contract/engagements/pricing'
import { messages } from '../../../../contract/messages'
import { todayLocal } from '../../../shared/format'
import type { Engagement } from './types'

/**
 * The New Engagement form's values (one form for new, draft and duplicate) and how they become the
 * EngagementInput body. Text inputs hold text; the body carries ids, numbers and
 * the '125.00' pay rate. A draft needs only the name; Send runs every rule the server runs again.
 */
export interface EngagementFormValues {
  name: string
  talentId: string
  /** Shown in the talent picker until its options load (a draft's or ?talentId='s talent). */
  talentName: string
  ownerIds: string[]
  departmentId: string
  place: EngagementPlace | ''
  workKind: WorkKind | ''
  hoursPerWeek: string
  startDate: string
  endDate: string
  talentPayRate: string
  isAdjustableTimesheets: boolean
  termsId: string
  termsText: string
  isAcknowledgementStatementAccepted: boolean
  requiredDocumentIds: string[]
  /** The library documents were chosen by hand: a change of place no longer re-selects them. */
  documentsTouched: boolean
  purchaseOrderIds: string[]
  /** The opportunity the engagement comes from (/new-engagement?opportunityId=…); '' when none. */
  opportunityId: string
}

export type FormMode = 'new' | 'draft' | 'duplicate'

export function emptyValues(ownerId: string, talent: { id: string; fullName: string } | null = null): EngagementFormValues {
  return {
    name: '',
    talentId: talent?.id ?? '',
    talentName: talent?.fullName ?? '',
    ownerIds: [ownerId],
    departmentId: '',
    place: '',
    workKind: '',
    hoursPerWeek: '',
    startDate: '',
    endDate: '',
    talentPayRate: '',
    isAdjustableTimesheets: true,
    termsId: '',
    termsText: '',
    isAcknowledgementStatementAccepted: false,
    requiredDocumentIds: [],
    documentsTouched: false,
    purchaseOrderIds: [],
    opportunityId: '',
  }
}

/** A draft resumed as it was saved; a duplicate without its talent and dates, owned by the user who duplicates. */
export function valuesFrom(engagement: Engagement, mode: FormMode, ownerId: string): EngagementFormValues {
  const duplicate = mode === 'duplicate'
  const owners = engagement.owners.map((owner) => owner.id)
  return {
    name: duplicate ? `${engagement.name} (copy)`.slice(0, ENGAGEMENT_NAME_MAX) : engagement.name,
    talentId: duplicate ? '' : (engagement.talent?.id ?? ''),
    talentName: duplicate ? '' : (engagement.talent?.fullName ?? ''),
    ownerIds: duplicate ? [ownerId, ...owners.filter((id) => id !== ownerId)] : owners.length ? owners : [ownerId],
    departmentId: engagement.department?.id ?? '',
    place: engagement.place ?? '',
    workKind: engagement.workKind ?? '',
    hoursPerWeek: engagement.hoursPerWeek === null ? '' : String(engagement.hoursPerWeek),
    startDate: duplicate ? '' : (engagement.startDate ?? ''),
    endDate: duplicate ? '' : (engagement.endDate ?? ''),
    talentPayRate: engagement.talentPayRate ?? '',
    isAdjustableTimesheets: engagement.isAdjustableTimesheets,
    termsId: engagement.termsId ?? '',
    termsText: engagement.termsText ?? '',
    isAcknowledgementStatementAccepted: duplicate ? false : engagement.isAcknowledgementStatementAccepted,
    requiredDocumentIds: engagement.requiredDocuments.map((doc) => doc.id),
    // A draft saved before its place was chosen still gets the place's documents preselected.
    documentsTouched: duplicate || engagement.requiredDocuments.length > 0,
    purchaseOrderIds: engagement.purchaseOrders.map((po) => po.id),
    // A draft keeps the opportunity it came from when the answer names it; a duplicate is a new engagement of its own.
    opportunityId: duplicate ? '' : ((engagement as { opportunityId?: string | null }).opportunityId ?? ''),
  }
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim())

/** The request body (EngagementInput); empty inputs travel as null so a draft can leave them open. */
export function toBody(values: EngagementFormValues, options: { termsShown: boolean; duplicateOf?: string }) {
  const cents = parseUsd(values.talentPayRate)
  return {
    name: values.name.trim(),
    talentId: orNull(values.talentId),
    ownerIds: values.ownerIds,
    departmentId: orNull(values.departmentId),
    place: orNull(values.place),
    workKind: orNull(values.workKind),
    hoursPerWeek: values.hoursPerWeek.trim() === '' ? null : Number(values.hoursPerWeek),
    startDate: orNull(values.startDate),
    endDate: orNull(values.endDate),
    talentPayRate: cents === null ? orNull(values.talentPayRate) : (cents / 100).toFixed(2),
    isAdjustableTimesheets: values.isAdjustableTimesheets,
    ...(options.termsShown
      ? { termsId: orNull(values.termsId), termsText: orNull(values.termsText), isAcknowledgementStatementAccepted: values.isAcknowledgementStatementAccepted }
      : {}),
    requiredDocumentIds: values.requiredDocumentIds,
    purchaseOrderIds: values.purchaseOrderIds,
    ...(options.duplicateOf ? { duplicateOf: options.duplicateOf } : {}),
    ...(values.opportunityId ? { opportunityId: values.opportunityId } : {}),
  }
}

const nameRule = z
  .string()
  .refine((name) => name.trim() !== '', { error: engagementNameMessages.required })
  .refine((name) => name.trim().length <= ENGAGEMENT_NAME_MAX, { error: engagementNameMessages.tooLong })

/**
 * The form's check before anything is sent: Save as draft needs the name; Send needs what the server's
 * send rules need (talent, place, kind, hours, dates with the end day not past, pay rate, terms
 * acknowledged when terms are chosen). `mode()` is read at each check: the button pressed decides.
 */
export function engagementFormSchema(mode: () => 'draft' | 'send') {
  return z.looseObject({ name: nameRule }).superRefine((raw, ctx) => {
    const values = raw as unknown as EngagementFormValues
    const sending = mode() === 'send'
    const reported = new Set<string>()
    const add = (path: keyof EngagementFormValues, message: string) => {
      if (reported.has(path)) return
      reported.add(path)
      ctx.addIssue({ code: 'custom', path: [path], message })
    }
    // The body the server reads, checked by the contract's own schema (shapes, limits, choices).
    const body = engagementInput.safeParse(toBody(values, { termsShown: true }))
    if (!body.success) for (const issue of body.error.issues) add(String(issue.path[0] ?? 'name') as keyof EngagementFormValues, issue.message)
    const hours = values.hoursPerWeek.trim()
    if (hours !== '' && !(/^\d+$/.test(hours) && Number(hours) >= 1 && Number(hours) <= 168)) add('hoursPerWeek', engagementInputMessages.hoursPerWeek)
    if (values.talentPayRate.trim() !== '' && parseUsd(values.talentPayRate) === null) add('talentPayRate', engagementInputMessages.invalidAmount)
    for (const [field, list] of Object.entries(engagementDateErrors({ startDate: orNull(values.startDate), endDate: orNull(values.endDate) }, todayLocal(), sending ? 'send' : 'draft'))) {
      add(field as keyof EngagementFormValues, list[0])
    }
    if (!sending) return
    if (!values.talentId) add('talentId', messages.required)
    if (!values.ownerIds.length) add('ownerIds', messages.required)
    if (!ENGAGEMENT_PLACES.includes(values.place as EngagementPlace)) add('place', messages.required)
    if (!WORK_KINDS.includes(values.workKind as WorkKind)) add('workKind', messages.required)
    if (hours === '') add('hoursPerWeek', messages.required)
    if (values.talentPayRate.trim() === '') add('talentPayRate', messages.required)
    if (values.termsText.trim() !== '' && !values.isAcknowledgementStatementAccepted) add('isAcknowledgementStatementAccepted', 'Must be accepted')
  })
}
