import type { Endpoint, PayloadRequest } from 'payload'
import { relationId, type AuthUser } from '../../access/roles'
import { serverWriteContext } from '../../access/serverWrites'
import type { Role } from '../../contract/accounts'
import { searchMessages, talentNotFoundFeedback, talentNotFoundInput, type TalentNotFoundFeedback } from '../../contract/search/criteria'
import { fullName } from '../../contract/talentList'
import type { Row } from '../../domain/shared/records'
import { ownOrganization, type SignedInPerson } from '../../domain/shared/ownOrganization'
import { talentNotFoundMail } from '../../mail/discoveryMails'
import { getEnv } from '../../server/env'
import { asUser, defineEndpoint, withTransaction } from '../http'
import { pageQuery, toPage } from '../pagination'
import { talentNotFoundSentAnswer } from '../../contract/search/savedSearchAnswers'
import { pageOf } from '../talent/records'

/**
 * Talent-not-found feedback (the spec's call "POST feedbacks/talent-not-found/ (message,
 * lastSearch)", answered "Feedback has been sent"). An organization user sends it from an empty
 * search; it is kept for the console (GET /super_admin/feedbacks/talent-not-found/ and the read-only
 * console resource) and e-mailed to every active super admin once the record is committed.
 */
const TAG = 'Talent-not-found feedback'
export const FEEDBACK_ROLES = ['manager', 'organization_admin'] as const satisfies readonly Role[]

type FeedbackDoc = Row<'talent-not-found-feedbacks'>

/**
 * Named exception to "as the caller" (ARCHITECTURE.md): the sender may not read the super
 * admins' accounts, yet the feedback must reach them. Reads exactly the active super admins' names and
 * addresses, and only to send this e-mail.
 */
async function activeSuperAdmins(req: PayloadRequest) {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { and: [{ role: { equals: 'super_admin' } }, { isDeactivated: { not_equals: true } }] },
    select: { email: true, firstName: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/** After the commit: a failed send never undoes the feedback (it is logged, and the console lists it anyway). */
async function mailSuperAdmins(req: PayloadRequest, user: AuthUser, doc: FeedbackDoc, organizationName: string) {
  try {
    const url = `${getEnv().appUrl}/talent-not-found-feedbacks/${String(doc.id)}/show`
    const person: SignedInPerson = user
    const sender = fullName(person) || String(person.email ?? '')
    for (const admin of await activeSuperAdmins(req)) {
      if (!admin.email) continue
      const content = talentNotFoundMail(String(admin.firstName ?? ''), sender, organizationName, doc.message, doc.lastSearch ?? '', url)
      await req.payload.sendEmail({ to: String(admin.email), ...content })
    }
  } catch (error) {
    req.payload.logger.error({ err: error, feedback: String(doc.id) }, 'talent-not-found e-mail not sent')
  }
}

async function organizationName(req: PayloadRequest, user: AuthUser, id: string | null): Promise<string> {
  if (!id) return ''
  const organization = await req.payload.findByID({ collection: 'organizations', id, select: { name: true }, disableErrors: true, ...asUser(req, user) })
  return String((organization as { name?: string } | null)?.name ?? '')
}

export function talentNotFoundEndpoint(role: (typeof FEEDBACK_ROLES)[number]): Endpoint {
  return defineEndpoint({
    method: 'post',
    path: `/${role}/feedbacks/talent-not-found/`,
    summary: 'Tell the platform which talent the search did not find (message, lastSearch); e-mailed to the super admins',
    tag: TAG,
    access: [role],
    body: talentNotFoundInput,
    response: talentNotFoundSentAnswer,
    status: 201,
    handler: async ({ req, user, body }) => {
      const organization = ownOrganization(user!)
      const doc = await withTransaction(req, () =>
        req.payload.create({
          collection: 'talent-not-found-feedbacks',
          data: { message: body.message, lastSearch: body.lastSearch ?? '', sentBy: user!.id, organization },
          context: serverWriteContext,
          ...asUser(req, user!),
        }),
      )
      await mailSuperAdmins(req, user!, doc, await organizationName(req, user!, organization))
      return { id: String(doc.id), message: searchMessages.feedbackSent }
    },
  })
}

/** The console's list: every feedback, newest first, with who sent it and from which organization. */
export const superAdminTalentNotFoundFeedbacks = defineEndpoint({
  method: 'get',
  path: '/super_admin/feedbacks/talent-not-found/',
  summary: 'Every talent-not-found feedback, newest first: a page of TalentNotFoundFeedback',
  tag: TAG,
  access: ['super_admin'],
  query: pageQuery,
  response: pageOf(talentNotFoundFeedback),
  handler: async ({ req, user, query }) => {
    const result = await req.payload.find({
      collection: 'talent-not-found-feedbacks',
      sort: ['-createdAt', '-id'],
      page: query.page,
      limit: query.pageSize,
      ...asUser(req, user!),
    })
    const docs = result.docs
    const userIds = [...new Set(docs.map((doc) => relationId(doc.sentBy)).filter((id): id is string => Boolean(id)))]
    const organizationIds = [...new Set(docs.map((doc) => relationId(doc.organization)).filter((id): id is string => Boolean(id)))]
    // One query each for the senders and their organizations, whatever the page size.
    const [people, organizations] = await Promise.all([
      userIds.length ? req.payload.find({ collection: 'users', where: { id: { in: userIds } }, select: { firstName: true, lastName: true, email: true }, pagination: false, ...asUser(req, user!) }) : { docs: [] },
      organizationIds.length ? req.payload.find({ collection: 'organizations', where: { id: { in: organizationIds } }, select: { name: true }, pagination: false, ...asUser(req, user!) }) : { docs: [] },
    ])
    const personById = new Map(people.docs.map((doc) => [String(doc.id), doc]))
    const organizationById = new Map(organizations.docs.map((doc) => [String(doc.id), doc]))
    const results: TalentNotFoundFeedback[] = docs.map((doc) => {
      const senderId = relationId(doc.sentBy) ?? ''
      const organizationId = relationId(doc.organization) ?? ''
      const person = personById.get(senderId)
      return {
        id: String(doc.id),
        message: doc.message,
        lastSearch: doc.lastSearch ?? '',
        sentBy: { id: senderId, fullName: person ? fullName(person) : '', email: String(person?.email ?? '') },
        organization: { id: organizationId, name: String(organizationById.get(organizationId)?.name ?? '') },
        createdAt: doc.createdAt,
      }
    })
    return toPage(req, query, result.totalDocs, results)
  },
})
