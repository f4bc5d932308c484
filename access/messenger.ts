import type { Access, Where } from 'payload'
import { authUser, relationId } from './roles'
import { SERVER_WRITE } from './serverWrites'

/**
 * Who reads and writes the messenger's records. A chat is private to
 * its two people: its talent and its member (an organization admin or manager, or the super admin).
 * Nobody else reads it, whatever their role: not the member's colleagues, not their organization admin,
 * not the super admin for chats of others. Every write comes from the /api/v1 messenger endpoints or the
 * unread e-mail job (the server-write context, which no HTTP caller can set), so Payload's generated
 * REST reads, scoped, and writes nothing. Conditions are built per call (Payload extends a `where` in place).
 */

const serverWrite = (req: { context?: Record<string, unknown> }) => req.context?.[SERVER_WRITE] === true

/** The chats (and their messages, which carry both people) the user is one of the two people of. */
const ownChatsWhere = (userId: string): Where => ({ or: [{ talent: { equals: userId } }, { member: { equals: userId } }] })

/** Chats and messages: read by the chat's talent and member only. */
export const readOwnChats: Access = ({ req }) => {
  const user = authUser(req)
  return user ? ownChatsWhere(user.id) : false
}

/** Opening a chat: one of its two people, through the endpoint; the system (no user: the seed) too. */
export const createOwnChat: Access = ({ req, data }) => {
  if (!serverWrite(req)) return false
  const user = authUser(req)
  if (!user) return true
  const values = (data ?? {}) as Record<string, unknown>
  return relationId(values.talent) === user.id || relationId(values.member) === user.id
}

/** A chat's last-message fields change with a message, written by one of its two people (or the system). */
export const updateOwnChat: Access = ({ req }) => {
  if (!serverWrite(req)) return false
  const user = authUser(req)
  return user ? ownChatsWhere(user.id) : true
}

/** A message: written once by its sender, one of the chat's two people; never changed or deleted. */
export const createOwnMessage: Access = ({ req, data }) => {
  if (!serverWrite(req)) return false
  const user = authUser(req)
  if (!user) return true
  const values = (data ?? {}) as Record<string, unknown>
  return relationId(values.sender) === user.id && (relationId(values.talent) === user.id || relationId(values.member) === user.id)
}

/** A member row (unread count, read marker): read by its own user only. */
export const readOwnMemberRows: Access = ({ req }) => {
  const user = authUser(req)
  return user ? { user: { equals: user.id } } : false
}

/**
 * Member rows are made with the chat, both at once, by the one who opens it: their own row and the row
 * of the other person (`peer` is the opener then).
 */
export const createMemberRows: Access = ({ req, data }) => {
  if (!serverWrite(req)) return false
  const user = authUser(req)
  if (!user) return true
  const values = (data ?? {}) as Record<string, unknown>
  return relationId(values.user) === user.id || relationId(values.peer) === user.id
}

/** The read marker: the user on their own row; the job (no user) marks when it e-mailed. */
export const updateOwnMemberRow: Access = ({ req }) => {
  if (!serverWrite(req)) return false
  const user = authUser(req)
  return user ? { user: { equals: user.id } } : true
}

/** Presence rows (written by realtime/presence.ts): nobody reads them through an API. Created for the user's own row, or by the system. */
export const createOwnPresence: Access = ({ req, data }) => {
  if (!serverWrite(req)) return false
  const user = authUser(req)
  return user ? relationId((data as Record<string, unknown> | undefined)?.user) === user.id : true
}

/** Presence rows change (and go) as the user's own row, or by the system. */
export const writeOwnPresence: Access = ({ req }) => {
  if (!serverWrite(req)) return false
  const user = authUser(req)
  return user ? { user: { equals: user.id } } : true
}
