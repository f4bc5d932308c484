import type { Endpoint, PayloadRequest, Where } from 'payload'
import { organizationOf, type AuthUser } from '../../access/roles'
import { serverWriteContext } from '../../access/serverWrites'
import type { Role } from '../../contract/accounts'
import { chatCreated, chatListQuery, chatPage, chatSummary, chatWithTalentInput, chatWithUserInput, messengerMessages, type ChatCreated, type ChatPage } from '../../contract/messenger'
import { now } from '../../domain/clock'
import { organizationUserMayChatWith, superAdminMayChatWith, talentMayChatWith, type ChatCandidate } from '../../domain/messenger/rules'
import { HttpError, NO_ID, asUser, defineEndpoint, looksLikeId, withTransaction } from '../http'
import { pageQuery, toPage } from '../pagination'
import { publishChat } from './liveEvents'
import { candidateOf, chatBetween, idOf, noChatYet, ownUnreadCounts, peopleOf, presentChat, readableChat, type ChatRow } from './records'
import { ID_ONLY } from '../../domain/shared/select'

/**
 * Chats (the spec: "Chat creation: talent and super admin pass a user id; manager and admin pass a
 * talent id"; "chats: POST, returns channelId"; 'There is no chat with this user yet.'):
 * - POST /talent/chats/ and /super_admin/chats/ {userId}, /manager/chats/ and /organization_admin/chats/
 *   {talentId}: 201 {channelId, created: true} for a new chat, 200 {channelId, created: false} when the
 *   two already have one (whoever opened it). Who may chat with whom: domain/messenger/rules.ts; anyone
 *   else is 422 'Select a valid user.' / 'Select a valid talent.', the same for an id that names nobody.
 * - GET /chats/ (page, page_size, search in the other person's name), GET /chats/{channelId}/,
 *   GET /chats/by-user/{userId}/ (the caller's chat with that user, else 404 'There is no chat with this
 *   user yet.').
 */
const TAG = 'Messenger'
export const MESSENGER_ROLES = ['talent', 'manager', 'organization_admin', 'super_admin'] as const satisfies readonly Role[]

type IdField = 'userId' | 'talentId'

/** The organizations a talent is engaged with (any status but draft) or applied to, read as the talent. */
async function organizationsOfTalent(req: PayloadRequest, talent: AuthUser): Promise<Set<string>> {
  const [engagements, applications] = await Promise.all([
    req.payload.find({
      collection: 'engagements',
      where: { talent: { equals: talent.id } },
      select: { organization: true },
      pagination: false,
      ...asUser(req, talent),
    }),
    req.payload.find({
      collection: 'opportunity-talents',
      where: { and: [{ talent: { equals: talent.id } }, { hasApplied: { equals: true } }] },
      select: { organization: true },
      pagination: false,
      ...asUser(req, talent),
    }),
  ])
  return new Set([...engagements.docs, ...applications.docs].map((doc) => idOf(doc.organization)).filter(Boolean))
}

/** Whether the talent has an engagement (not a draft) with the caller's organization, read as the caller. */
async function engagedWithCallersOrganization(req: PayloadRequest, user: AuthUser, talentId: string): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection: 'engagements',
    where: { and: [{ talent: { equals: talentId } }, { status: { not_equals: 'draft' } }, { organization: { equals: organizationOf(user) } }] },
    overrideAccess: false,
    user,
    req,
  })
  return totalDocs > 0
}

async function mayChat(req: PayloadRequest, user: AuthUser, otherId: string, candidate: ChatCandidate): Promise<boolean> {
  if (user.role === 'talent') return talentMayChatWith(candidate, await organizationsOfTalent(req, user))
  if (user.role === 'super_admin') return superAdminMayChatWith(candidate)
  if (candidate.role !== 'talent') return false
  return organizationUserMayChatWith(candidate, await engagedWithCallersOrganization(req, user, otherId))
}

/** The chat and both member rows, in one transaction, as the opener. */
async function createChat(req: PayloadRequest, user: AuthUser, otherId: string, candidate: ChatCandidate): Promise<ChatRow> {
  const asTalent = user.role === 'talent'
  const write = { ...asUser(req, user), context: serverWriteContext }
  return withTransaction(req, async () => {
    const chat = await req.payload.create({
      collection: 'chats',
      data: {
        talent: asTalent ? user.id : otherId,
        member: asTalent ? otherId : user.id,
        organization: asTalent ? candidate.organization : organizationOf(user),
        messageCount: 0,
        lastActivityAt: now().toISOString(),
      },
      ...write,
    })
    for (const [member, peer] of [
      [user.id, otherId],
      [otherId, user.id],
    ]) {
      await req.payload.create({ collection: 'chat-members', data: { chat: chat.id, user: member, peer, unreadCount: 0 }, ...write })
    }
    return chat
  })
}

async function openChat(req: PayloadRequest, user: AuthUser, otherId: string, field: IdField): Promise<Response | ChatCreated> {
  const invalid = () => HttpError.validation({ [field]: [field === 'userId' ? messengerMessages.invalidUser : messengerMessages.invalidTalent] })
  if (!looksLikeId(otherId) || otherId === user.id) throw invalid()
  const existing = await chatBetween(req, user, otherId)
  const answerExisting = (chat: ChatRow) => Response.json({ channelId: String(chat.id), created: false } satisfies ChatCreated, { status: 200 })
  if (existing) return answerExisting(existing)
  const candidate = await candidateOf(req, otherId)
  if (!candidate || !(await mayChat(req, user, otherId, candidate))) throw invalid()
  let chat: ChatRow
  try {
    chat = await createChat(req, user, otherId, candidate)
  } catch (error) {
    // Opened by both at the same moment: the unique (talent, member) index let one through.
    const raced = await chatBetween(req, user, otherId)
    if (raced) return answerExisting(raced)
    throw error
  }
  await publishChat(req, chat)
  return { channelId: String(chat.id), created: true }
}

function createEndpoint(role: (typeof MESSENGER_ROLES)[number]): Endpoint {
  const byTalentId = role === 'manager' || role === 'organization_admin'
  const summary = byTalentId
    ? 'Open a chat with a talent your organization can see (approved and active, or engaged with it): talentId; 201 {channelId, created: true}, or 200 with created false when the chat exists'
    : role === 'talent'
      ? 'Open a chat with an organization admin or manager of an organization you are engaged with or applied to, or with the super admin: userId; 201 {channelId, created: true}, or 200 with created false when the chat exists'
      : 'Open a chat with a talent: userId (the talent’s user id); 201 {channelId, created: true}, or 200 with created false when the chat exists'
  const handler = async ({ req, user, body }: { req: PayloadRequest; user: AuthUser | null; body: Record<string, string> }) =>
    openChat(req, user!, byTalentId ? body.talentId! : body.userId!, byTalentId ? 'talentId' : 'userId')
  return byTalentId
    ? defineEndpoint({ method: 'post', path: `/${role}/chats/`, summary, tag: TAG, access: [role], body: chatWithTalentInput, status: 201, response: chatCreated, handler })
    : defineEndpoint({ method: 'post', path: `/${role}/chats/`, summary, tag: TAG, access: [role], body: chatWithUserInput, status: 201, response: chatCreated, handler })
}

export const createChatEndpoints = MESSENGER_ROLES.map(createEndpoint)

/** The caller's chats whose other person's name has every word of `search` (first or last name). */
async function chatsMatching(req: PayloadRequest, user: AuthUser, search: string): Promise<Where | null> {
  const words = search.split(/\s+/).filter(Boolean)
  if (!words.length) return null
  const { docs: rows } = await req.payload.find({
    collection: 'chat-members',
    where: { user: { equals: user.id } },
    select: { peer: true },
    pagination: false,
    ...asUser(req, user),
  })
  const peers = [...new Set(rows.map((row) => idOf(row.peer)).filter(Boolean))]
  if (!peers.length) return { id: { equals: NO_ID } }
  // Names of the caller's own chat partners only (records.ts, peopleOf's exception): ids come back, nothing else.
  const { docs: matched } = await req.payload.find({
    collection: 'users',
    where: { and: [{ id: { in: peers } }, ...words.map((word): Where => ({ or: [{ firstName: { like: word } }, { lastName: { like: word } }] }))] },
    select: ID_ONLY,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const ids = matched.map((doc) => String(doc.id))
  if (!ids.length) return { id: { equals: NO_ID } }
  return { or: [{ talent: { in: ids } }, { member: { in: ids } }] }
}

export const listChats = defineEndpoint({
  method: 'get',
  path: '/chats/',
  summary: 'The signed-in user’s chats, most recent activity first: a page of ChatSummary (page, page_size, search in the other person’s name)',
  tag: TAG,
  access: MESSENGER_ROLES,
  query: pageQuery.extend(chatListQuery.shape),
  response: chatPage,
  handler: async ({ req, user, query }): Promise<ChatPage> => {
    const where: Where = (query.search ? await chatsMatching(req, user!, query.search) : null) ?? {}
    const found = await req.payload.find({
      collection: 'chats',
      where,
      sort: ['-lastActivityAt', '-createdAt'],
      page: query.page,
      limit: query.pageSize,
      ...asUser(req, user!),
    })
    const chats = found.docs
    const [people, unread] = await Promise.all([
      peopleOf(req, user!, chats),
      ownUnreadCounts(
        req,
        user!,
        chats.map((chat) => String(chat.id)),
      ),
    ])
    return toPage(
      req,
      query,
      found.totalDocs,
      chats.map((chat) => presentChat(user!, chat, people, unread.get(String(chat.id)) ?? 0)),
    )
  },
})

export const chatByUser = defineEndpoint({
  method: 'get',
  path: '/chats/by-user/:id/',
  summary: 'The signed-in user’s chat with this user: {channelId, created: false}, or 404 ‘There is no chat with this user yet.’',
  tag: TAG,
  access: MESSENGER_ROLES,
  response: chatCreated,
  handler: async ({ req, user, params }): Promise<ChatCreated> => {
    const chat = await chatBetween(req, user!, params.id ?? '')
    if (!chat) throw noChatYet()
    return { channelId: String(chat.id), created: false }
  },
})

export const getChat = defineEndpoint({
  method: 'get',
  path: '/chats/:id/',
  summary: 'One of the signed-in user’s chats as a ChatSummary (the other person, the last message, the unread count)',
  tag: TAG,
  access: MESSENGER_ROLES,
  response: chatSummary,
  handler: async ({ req, user, params }) => {
    const chat = await readableChat(req, user!, params.id)
    const [people, unread] = await Promise.all([peopleOf(req, user!, [chat]), ownUnreadCounts(req, user!, [String(chat.id)])])
    return presentChat(user!, chat, people, unread.get(String(chat.id)) ?? 0)
  },
})
