import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import { organizationOf, type AuthUser } from '../../access/roles'
import { serverWriteContext } from '../../access/serverWrites'
import type { Role } from '../../contract/accounts'
import { faqFeedbackInput, knowledgeMessages, type FaqFeedbackSent } from '../../contract/knowledgeCenter'
import { fullName } from '../../contract/talentList'
import type { SignedInPerson } from '../../domain/shared/ownOrganization'
import { faqFeedbackMail } from '../../mail/knowledgeCenterMails'
import { getEnv } from '../../server/env'
import { commitTempFile, deleteStoredFilesQuietly, pathOfKey } from '../../storage/diskStore'
import type { UploadRejected } from '../../storage/receiveUpload'
import { HttpError, asUser, defineEndpoint, readBody, uploadedFile, validate, withTransaction } from '../http'
import { receiveChecked } from './files'
import { TAG } from './portal'

/**
 * POST /faq-feedback/ ('Do you have a question?'): a talent, manager or organization admin
 * sends a message (at most 1000 characters) and optionally one file (pdf, png, jpg, jpeg, gif, doc, docx,
 * txt by content; 10 MB, else 413). The feedback is kept for the console (`faq-feedbacks`) and e-mailed,
 * after the commit, to SUPPORT_EMAIL or else every active super admin, with the file attached.
 */
export const FAQ_FEEDBACK_ROLES = ['talent', 'manager', 'organization_admin'] as const satisfies readonly Role[]
const ENVELOPE_BYTES = 1024 * 1024
const FAQ_FILE_BYTES = 10 * 1024 * 1024

interface Recipient {
  email: string
  firstName: string
}

/**
 * Named exception to "as the caller" (ARCHITECTURE.md), like the talent-not-found feedback: the
 * sender may not read the super admins' accounts, yet the question must reach them when no SUPPORT_EMAIL is
 * set. Reads exactly the active super admins' names and addresses, only to send this e-mail.
 */
async function supportRecipients(req: PayloadRequest): Promise<Recipient[]> {
  const supportEmail = getEnv().supportEmail
  if (supportEmail) return [{ email: supportEmail, firstName: '' }]
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { and: [{ role: { equals: 'super_admin' } }, { isDeactivated: { not_equals: true } }] },
    select: { email: true, firstName: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
    .filter((doc) => doc.email)
    .map((doc) => ({ email: String(doc.email), firstName: String(doc.firstName ?? '') }))
}

interface SentFeedback {
  id: string
  message: string
  file: { storageKey: string; originalFileName: string; mimeType: string } | null
}

/** After the commit: a failed send never undoes the feedback (it is logged; the console lists it anyway). */
async function mailSupport(req: PayloadRequest, user: AuthUser, feedback: SentFeedback) {
  try {
    const person: SignedInPerson = user
    const sender = fullName(person) || String(person.email ?? '')
    const organizationId = organizationOf(user)
    const organization = organizationId
      ? String(
          (
            (await req.payload.findByID({
              collection: 'organizations',
              id: organizationId,
              select: { name: true },
              disableErrors: true,
              ...asUser(req, user),
            })) as { name?: string } | null
          )?.name ?? '',
        )
      : ''
    const url = `${getEnv().appUrl}/faq-feedbacks/${feedback.id}/show`
    const filePath = feedback.file ? pathOfKey(feedback.file.storageKey) : null
    for (const recipient of await supportRecipients(req)) {
      const content = faqFeedbackMail(
        recipient.firstName,
        sender,
        String(person.email ?? ''),
        organization,
        feedback.message,
        feedback.file?.originalFileName ?? '',
        url,
      )
      await req.payload.sendEmail({
        to: recipient.email,
        replyTo: person.email,
        ...content,
        ...(feedback.file && filePath
          ? { attachments: [{ filename: feedback.file.originalFileName, path: filePath, contentType: feedback.file.mimeType }] }
          : {}),
      })
    }
  } catch (error) {
    req.payload.logger.error({ err: error, feedback: feedback.id }, 'knowledge-center question e-mail not sent')
  }
}

function refusal(error: UploadRejected): HttpError {
  const all = Object.values(error.errors).flat()
  if (all.some((message) => /exceeds the max/i.test(message))) return new HttpError(413, { file: [knowledgeMessages.fileTooLarge] })
  if (error.errors.file) return new HttpError(422, { file: [knowledgeMessages.fileType] })
  return new HttpError(error.status, error.errors)
}

/**
 * The question's fields, multipart (or JSON with the message only): documentation only (`multipart:`),
 * for the OpenAPI document and the typed client. The handler reads the body itself, as the file streams
 * to a checked temporary file, and checks the message with faqFeedbackInput.
 */
const faqFeedbackForm = faqFeedbackInput
  .extend({ file: uploadedFile().optional().describe('pdf, png, jpg, jpeg, gif, doc, docx or txt; 10 MB') })
  .describe('A question to the support team')

const faqFeedbackSent = z.object({ id: z.string(), message: z.string().describe('What the dialog says once it is sent') }) satisfies z.ZodType<FaqFeedbackSent>

export const sendFaqFeedback = defineEndpoint({
  method: 'post',
  path: '/faq-feedback/',
  summary:
    "'Do you have a question?': multipart message (1000) and optional file (pdf, png, jpg, jpeg, gif, doc, docx, txt; 10 MB); e-mailed to support",
  tag: TAG,
  access: FAQ_FEEDBACK_ROLES,
  multipart: faqFeedbackForm,
  status: 201,
  response: faqFeedbackSent,
  handler: async ({ req, user }): Promise<FaqFeedbackSent> => {
    if (Number(req.headers.get('content-length') ?? 0) > FAQ_FILE_BYTES + ENVELOPE_BYTES)
      throw new HttpError(413, { file: [knowledgeMessages.fileTooLarge] })
    const contentType = req.headers.get('content-type') ?? ''
    // A form (multipart or urlencoded) may carry the file; JSON only the message (readBody: 400 or 415 otherwise).
    const upload = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)
      ? await receiveChecked(req, 'faqFile', refusal)
      : null
    const log = (error: unknown, key: string) => req.payload.logger.error({ err: error, storageKey: key }, 'could not delete a stored file')
    try {
      const fields: Record<string, unknown> = upload ? upload.fields : await readBody(req)
      const body = validate(faqFeedbackInput, { message: fields.message })
      const file = upload?.files.find((candidate) => candidate.key === 'file') ?? null
      const storageKey = file ? await commitTempFile(file.tmpPath) : null
      let doc: { id: string }
      try {
        doc = await withTransaction(req, () =>
          req.payload.create({
            collection: 'faq-feedbacks',
            data: {
              message: body.message,
              sender: user!.id,
              organization: organizationOf(user!),
              ...(file && storageKey
                ? { file: { storageKey, originalFileName: file.originalFileName, mimeType: file.mimeType, size: file.size } }
                : {}),
            },
            context: serverWriteContext,
            ...asUser(req, user!),
          }),
        )
      } catch (error) {
        if (storageKey) await deleteStoredFilesQuietly([storageKey], log)
        throw error
      }
      const sent: SentFeedback = {
        id: String(doc.id),
        message: body.message,
        file: file && storageKey ? { storageKey, originalFileName: file.originalFileName, mimeType: file.mimeType } : null,
      }
      await mailSupport(req, user!, sent)
      return { id: sent.id, message: knowledgeMessages.messageSent }
    } finally {
      await upload?.discard()
    }
  },
})
