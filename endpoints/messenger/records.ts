import type { PayloadRequest, Where } from 'payload'
import { relationId, type AuthUser } from '../../access/roles'
import { chatImagePath, messengerMessages, type ChatMessage, type ChatParty, type ChatSummary } from '../../contract/messenger'
import { fullName } from '../../contract/talentList'
import type { ChatCandidate } from '../../domain/messenger/rules'
import { HttpError, asUser, looksLikeId } from '../http'
import type { Row } from '../../domain/shared/records'
import { iso } from '../../domain/shared/values'

/**
 * What the messenger endpoints share: reading a chat as the caller (404 for anyone who is not one of
 * its two people), and shaping chats and messages into the contract's answers.
 *
 * Named exceptions to "as the caller" (ARCHITECTURE.md), each answering nothing the
 * caller could not otherwise learn from a chat they are in:
 * - `peopleOf`: the name, role and picture of the other person of the caller's own chats, and the name
 *   of the chat's organization (a talent reads no organization user's account, no organization);
 * - `candidateOf`: the role, organization and state of the user a chat would be opened with, to decide
 *   yes or no; the answer carries none of it (a refusal reads the same for every id).
 */

export type ChatRow = Row<'chats'>
export type MessageRow = Row<'chat-messages'>

/** What the messenger reads of the other person of a chat. */
export type Person = Pick<Row<'users'>, 'id' | 'firstName' | 'lastName' | 'role' | 'avatarPicture' | 'isTalentApprovedByPlatform' | 'isDeactivated'>

export const idOf = (value: unknown) => relationId(value) ?? ''

/** The other person of a chat, seen from `userId`. */
export const otherPersonOf = (chat: Pick<ChatRow, 'talent' | 'member'>, userId: string) => (idOf(chat.talent) === userId ? idOf(chat.member) : idOf(chat.talent))

/** The caller's chat by id, or 404 (not theirs, not a chat, not an id: all alike). */
export async function readableChat(req: PayloadRequest, user: AuthUser, id: string | undefined): Promise<ChatRow> {
  if (!id || !looksLikeId(id)) throw HttpError.notFound()
  const { docs } = await req.payload.find({ collection: 'chats', where: { id: { equals: id } }, limit: 1, pagination: false, ...asUser(req, user) })
  if (!docs[0]) throw HttpError.notFound()
  return docs[0]
}

/** The caller's chat with `otherId`, or null. */
export async function chatBetween(req: PayloadRequest, user: AuthUser, otherId: string): Promise<ChatRow | null> {
  if (!looksLikeId(otherId)) return null
  const where: Where = {
    or: [
      { and: [{ talent: { equals: user.id } }, { member: { equals: otherId } }] },
      { and: [{ member: { equals: user.id } }, { talent: { equals: otherId } }] },
    ],
  }
  const { docs } = await req.payload.find({ collection: 'chats', where, limit: 1, pagination: false, ...asUser(req, user) })
  return docs[0] ?? null
}

/** The facts the who-may-chat rules need about a user id (see the exceptions above); null when no such user. */
export async function candidateOf(req: PayloadRequest, id: string): Promise<ChatCandidate | null> {
  if (!looksLikeId(id)) return null
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { equals: id } },
    select: { role: true, organization: true, isDeactivated: true, isTalentApprovedByPlatform: true },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const doc = docs[0]
  if (!doc) return null
  return {
    role: String(doc.role ?? ''),
    organization: relationId(doc.organization),
    isDeactivated: doc.isDeactivated === true,
    isTalentApprovedByPlatform: doc.isTalentApprovedByPlatform === true,
  }
}

export interface People {
  users: Map<string, Person>
  organizations: Map<string, string>
}

/** The other people of the caller's chats and their chats' organizations (see the exceptions above): two queries. */
export async function peopleOf(req: PayloadRequest, user: AuthUser, chats: ChatRow[]): Promise<People> {
  const userIds = [...new Set(chats.map((chat) => otherPersonOf(chat, user.id)).filter(Boolean))]
  const organizationIds = [...new Set(chats.map((chat) => idOf(chat.organization)).filter(Boolean))]
  const system = { pagination: false, depth: 0, overrideAccess: true, req } as const
  const [users, organizations] = await Promise.all([
    userIds.length
      ? req.payload.find({
          collection: 'users',
          where: { id: { in: userIds } },
          select: { firstName: true, lastName: true, role: true, avatarPicture: true, isTalentApprovedByPlatform: true, isDeactivated: true },
          ...system,
        })
      : { docs: [] },
    organizationIds.length
      ? req.payload.find({ collection: 'organizations', where: { id: { in: organizationIds } }, select: { name: true }, ...system })
      : { docs: [] },
  ])
  return {
    users: new Map(users.docs.map((doc) => [String(doc.id), doc])),
    organizations: new Map(organizations.docs.map((doc) => [String(doc.id), String(doc.name ?? '')])),
  }
}

/**
 * A talent's picture is shown where the reader may open it (access/storedFiles.ts): the super admin
 * always, organization users for an approved, active talent. Organization users and the super admin
 * have no picture.
 */
function pictureFor(reader: AuthUser, person: Person | undefined): string | null {
  const picture = typeof person?.avatarPicture === 'string' && person.avatarPicture ? person.avatarPicture : null
  if (!picture || person?.role !== 'talent') return null
  if (reader.role === 'super_admin') return picture
  return person.isTalentApprovedByPlatform === true && person.isDeactivated !== true ? picture : null
}

export function partyOf(reader: AuthUser, chat: ChatRow, people: People): ChatParty {
  const id = otherPersonOf(chat, reader.id)
  const person = people.users.get(id)
  const role = String(person?.role ?? (idOf(chat.talent) === id ? 'talent' : 'manager')) as ChatParty['role']
  const organizationId = idOf(chat.organization)
  return {
    userId: id,
    fullName: person ? fullName(person) : '',
    role,
    organizationName: role === 'talent' || role === 'super_admin' || !organizationId ? null : (people.organizations.get(organizationId) ?? null),
    pictureUrl: pictureFor(reader, person),
  }
}

export function presentChat(reader: AuthUser, chat: ChatRow, people: People, unreadCount: number): ChatSummary {
  const sentAt = iso(chat.lastMessageAt)
  return {
    channelId: String(chat.id),
    other: partyOf(reader, chat, people),
    lastMessage: sentAt
      ? {
          text: String(chat.lastMessageText ?? ''),
          hasImage: chat.lastMessageHasImage === true,
          sentAt,
          mine: idOf(chat.lastMessageSender) === reader.id,
        }
      : null,
    unreadCount,
    createdAt: iso(chat.createdAt) ?? '',
  }
}

/** A message as `readerId` sees it. */
export function presentMessage(readerId: string, message: MessageRow): ChatMessage {
  const id = String(message.id)
  return {
    id,
    channelId: idOf(message.chat),
    senderId: idOf(message.sender),
    mine: idOf(message.sender) === readerId,
    text: String(message.text ?? ''),
    imageUrl: message.imageMimeType ? chatImagePath(id) : null,
    sentAt: iso(message.sentAt) ?? '',
  }
}

/** The caller's own member rows of these chats (unread counts), by chat id. */
export async function ownUnreadCounts(req: PayloadRequest, user: AuthUser, chatIds: string[]): Promise<Map<string, number>> {
  if (!chatIds.length) return new Map()
  const { docs } = await req.payload.find({
    collection: 'chat-members',
    where: { and: [{ user: { equals: user.id } }, { chat: { in: chatIds } }] },
    select: { chat: true, unreadCount: true },
    pagination: false,
    ...asUser(req, user),
  })
  return new Map(docs.map((doc) => [idOf(doc.chat), Number(doc.unreadCount ?? 0)]))
}

export const noChatYet = () => HttpError.nonField(404, messengerMessages.noChatYet)
