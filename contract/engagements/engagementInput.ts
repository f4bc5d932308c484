import { z } from 'zod'
import { formBoolean, formNumber, text, multilineText } from '../fields'
import { messages } from '../messages'
import { ENGAGEMENT_PLACES, ENGAGEMENT_TERMS_MAX, WORK_KINDS } from './documents'
import { engagementNameMessages } from './name'
import { parseUsd } from './pricing'
import { ENGAGEMENT_STATUS_FILTERS } from './status'

/**
 * The bodies and queries of the organization's engagement endpoints.
 * Shapes only: the rules that need the database or the clock (name uniqueness, dates against today,
 * the talent, owners, documents and purchase orders of the organization) run in
 * domain/engagements/moves.ts, so a draft may hold anything shaped right and sending checks it all.
 * Over-long text is refused with its limit's message, never cut.
 */

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`
const limited = (max: number) => text().max(max, { error: tooLong(max) })
const optionalText = (max: number) => limited(max).nullable().optional()
/** Text over lines (terms, a reason), at most `max`. */
const optionalLines = (max: number) => multilineText().max(max, { error: tooLong(max) }).nullable().optional()
/** An id in a body; whether it names something the caller may use is the endpoint's check (422 'Select a valid …'). */
const id = () => limited(64)
const idList = (max = 100) => z.array(id(), { error: 'Expected a list of ids.' }).max(max, { error: `Select at most ${max}.` })

export const engagementInputMessages = {
  invalidAmount: 'Enter a valid amount.',
  invalidChoice: 'Select a valid choice.',
  hoursPerWeek: 'Enter whole hours between 1 and 168.',
  invalidTalent: 'Select a valid talent.',
  invalidOwner: 'Select a valid owner.',
  ownerWithoutManage: 'At least one owner needs Manage Engagement.',
  invalidDepartment: 'Select a valid department.',
  invalidTerms: 'Select valid engagement terms.',
  invalidRequiredDocument: 'Select a valid required document.',
  invalidPurchaseOrder: 'Select a valid purchase order.',
  invalidDuplicate: 'Select a valid engagement to duplicate.',
  invalidOpportunity: 'Select a valid opportunity.',
  payRateRequired: messages.required,
  onlyDraftDeleted: 'Only a draft can be deleted.',
  onlyDraftOrPendingAgreements: 'Only the agreements of a draft or pending engagement can be removed.',
  terminationReasonRequired: messages.required,
  extensionOff: 'Extending engagements is not available.',
  nothingToChange: 'Only owners, department, time sheets, required documents and purchase orders change on an accepted or active engagement; extend it to change its end date or terms.',
  endedReadOnly: 'An ended engagement cannot be changed.',
} as const

/** Dollars as the form types them ('125', '125.50', '$1,250.00'); cents after parsing. */
export const payRate = () =>
  z
    .union([text(), z.number()], { error: engagementInputMessages.invalidAmount })
    .transform((value, ctx) => {
      const cents = parseUsd(typeof value === 'number' ? String(value) : value)
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: engagementInputMessages.invalidAmount })
        return z.NEVER
      }
      return cents
    })

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: engagementInputMessages.invalidChoice })

/** Every field of the form; all optional here (a draft needs only its name; sending checks the rest). */
export const engagementFields = z.object({
  // The 100-character rule counts after trimming (contract/engagements/name.ts); this only bounds the input.
  name: text().max(5000, { error: engagementNameMessages.tooLong }).optional(),
  talentId: id().nullable().optional(),
  ownerIds: idList(50).optional(),
  departmentId: id().nullable().optional(),
  place: choice(ENGAGEMENT_PLACES).nullable().optional(),
  workKind: choice(WORK_KINDS).nullable().optional(),
  hoursPerWeek: formNumber()
    .pipe(z.number().int({ error: engagementInputMessages.hoursPerWeek }).min(1, { error: engagementInputMessages.hoursPerWeek }).max(168, { error: engagementInputMessages.hoursPerWeek }))
    .nullable()
    .optional(),
  startDate: optionalText(10),
  endDate: optionalText(10),
  talentPayRate: payRate().nullable().optional(),
  isAdjustableTimesheets: formBoolean().optional(),
  termsId: id().nullable().optional(),
  termsText: optionalLines(ENGAGEMENT_TERMS_MAX),
  isAcknowledgementStatementAccepted: formBoolean().optional(),
  requiredDocumentIds: idList().optional(),
  purchaseOrderIds: idList().optional(),
  // The opportunity the engagement comes from ('Create engagement' from an applicant).
  opportunityId: id().nullable().optional(),
})
export type EngagementFields = z.output<typeof engagementFields>

/** POST <org>engagements/: the form, `isDraft` to save without sending, `duplicateOf` when duplicating. */
export const engagementInput = engagementFields.extend({
  isDraft: formBoolean().optional(),
  duplicateOf: id().nullable().optional(),
})
export type EngagementInput = z.output<typeof engagementInput>

/** The moves a PATCH may ask for by status (send a draft, withdraw, terminate). */
export const PATCH_STATUSES = ['pending', 'withdrawn', 'terminated'] as const

/** PATCH <org>engagements/{id}/: part of the form, a move by `status`, an extension by `endDate`/`termsText`. */
export const engagementPatch = engagementFields.extend({
  status: choice(PATCH_STATUSES).optional(),
  terminationReason: optionalLines(500),
})
export type EngagementPatch = z.output<typeof engagementPatch>

/** POST <org>engagements/name-validation/. */
export const nameValidationInput = z.object({
  name: text().max(5000, { error: engagementNameMessages.tooLong }),
  engagementId: id().nullable().optional(),
})

export const engagementListFilters = z.object({
  search: limited(200).optional(),
  status: choice(ENGAGEMENT_STATUS_FILTERS).optional(),
  talent: id().optional(),
  owner: id().optional(),
  department: id().optional(),
})

export const filterOptionsQuery = z.object({ search: limited(200).optional() })

/** POST /talent/engagements/{id}/decline/. */
export const declineInput = z.object({ reason: optionalLines(500) })
