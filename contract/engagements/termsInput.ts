import { z } from 'zod'
import { formBoolean, text, multilineText } from '../fields'
import { ENGAGEMENT_TERMS_MAX, documentMessages } from './documents'

/**
 * Engagement terms payloads (the spec's call "engagement-terms"; flag engagementTerms): what
 * POST/PATCH /org-side/engagement-terms/ take and answer, shared by the server and the organization
 * portal's form. The rules are engagementTermsErrors' (contract/engagements/documents.ts), stated as
 * zod so react-hook-form shows the server's messages before the save.
 */

const termsText = () =>
  multilineText()
    .trim()
    .min(1, { error: documentMessages.required })
    .max(ENGAGEMENT_TERMS_MAX, { error: documentMessages.tooLong(ENGAGEMENT_TERMS_MAX) })
    .describe(`The terms the talent accepts, at most ${ENGAGEMENT_TERMS_MAX} characters`)

/** The acknowledgement must be checked on every write that sends it; not sent reads as unchecked. */
const acknowledgement = () =>
  formBoolean()
    .optional()
    // Not sent counts as unchecked (a refinement on an optional field would skip undefined).
    .transform((value) => value ?? false)
    .refine((value) => value === true, { error: documentMessages.mustBeAccepted })
    .describe('The sender acknowledges the statement under the terms; must be true')

export const engagementTermsInput = z.object({
  text: termsText(),
  organizationId: text().trim().optional().describe("The caller's organization (the only one accepted); the caller's when left out"),
  isAcknowledgementStatementAccepted: acknowledgement(),
})
export type EngagementTermsInput = z.output<typeof engagementTermsInput>

export const engagementTermsPatch = z.object({
  text: termsText().optional(),
  isAcknowledgementStatementAccepted: formBoolean()
    .optional()
    .refine((value) => value !== false, { error: documentMessages.mustBeAccepted })
    .describe('When sent, must be true'),
  isActive: formBoolean().optional().describe('false hides the text from new engagements; engagements keep their copy'),
})
export type EngagementTermsPatch = z.output<typeof engagementTermsPatch>

export const engagementTerms = z.object({
  id: z.string(),
  text: z.string(),
  organizationId: z.string(),
  isAcknowledgementStatementAccepted: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
})
export type EngagementTerms = z.infer<typeof engagementTerms>

export const termsMessages = {
  invalidOrganization: 'Select a valid organization.',
  // Organization-portal toast.
  saved: 'Terms were saved',
} as const
