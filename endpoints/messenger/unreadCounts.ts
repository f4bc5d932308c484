import type { PayloadRequest } from 'payload'
import type { AuthUser } from '../../access/roles'
import type { UnreadCountAnswer } from '../../contract/messenger'
import { noteRawQuery } from '../../domain/search/engine'
import { asUser } from '../http'
import { idOf } from './records'

/**
 * Unread counts: the sum over a user's chat-members rows, one query. The caller's own through their
 * access; another user's only for the live event the server sends to that user (docs/decisions/trusted-lookups.md:
 * the recipient's counts travel to the recipient alone).
 */
const ROWS = { collection: 'chat-members', select: { chat: true, unreadCount: true }, pagination: false } as const

/** The chat and count of a member row: read through the Local API, or the raw statement's row. */
interface UnreadRow {
  chat?: unknown
  unreadCount?: unknown
}

function answerOf(docs: UnreadRow[]): UnreadCountAnswer {
  const chats = docs
    .map((doc) => ({ channelId: idOf(doc.chat), unreadCount: Number(doc.unreadCount ?? 0) }))
    .filter((chat) => chat.unreadCount > 0)
    .sort((a, b) => (a.channelId < b.channelId ? -1 : a.channelId > b.channelId ? 1 : 0))
  return { unreadCount: chats.reduce((sum, chat) => sum + chat.unreadCount, 0), chats }
}

interface SqlDb {
  name?: string
  /** SQLite: the adapter's libsql client. */
  client?: { execute: (statement: { sql: string; args: string[] }) => Promise<{ rows: UnreadRow[] }> }
  /** PostgreSQL: the adapter's pg pool. */
  pool?: { query: (text: string, values: string[]) => Promise<{ rows: UnreadRow[] }> }
}

const OWN_UNREAD_ROWS = 'SELECT chat_id AS "chat", unread_count AS "unreadCount" FROM chat_members WHERE user_id = {user} AND unread_count > 0'

/**
 * GET /chats/unread_count/ is every page's badge poll while the live stream is down (and the bench's
 * "at least 0.25 of the trivial route"): on SQLite and PostgreSQL it is one indexed statement on the
 * adapter's own client instead of Payload's find pipeline, which cost more than the query. Its WHERE is
 * the collection's read rule itself (`readOwnMemberRows`: the caller's own rows), so it reads exactly what
 * `ownUnread` would; a named overrideAccess exception in ARCHITECTURE.md. Outside a transaction only:
 * inside one it would not see the transaction's own writes (POST …/read/ answers through `ownUnread`).
 * MongoDB: null (the caller falls back to `ownUnread`).
 */
export async function ownUnreadBySql(req: PayloadRequest, user: AuthUser): Promise<UnreadCountAnswer | null> {
  // Cast: Payload's adapter type merges every installed adapter's declarations (`client` is typed as a
  // configuration); SqlDb names the two clients this reads, each present on its own adapter only.
  const db = req.payload.db as unknown as SqlDb
  const userId = String(user.id)
  let rows: UnreadRow[] | null = null
  if (db.name === 'sqlite' && db.client) {
    noteRawQuery(req.payload)
    rows = (await db.client.execute({ sql: OWN_UNREAD_ROWS.replace('{user}', '?'), args: [userId] })).rows
  } else if (db.name === 'postgres' && db.pool) {
    noteRawQuery(req.payload)
    rows = (await db.pool.query(OWN_UNREAD_ROWS.replace('{user}', '$1'), [userId])).rows
  }
  return rows ? answerOf(rows) : null
}

/** The caller's total and the chats with unread messages, through the Local API as the caller. */
export async function ownUnread(req: PayloadRequest, user: AuthUser): Promise<UnreadCountAnswer> {
  const { docs } = await req.payload.find({
    ...ROWS,
    where: { and: [{ user: { equals: user.id } }, { unreadCount: { greater_than: 0 } }] },
    ...asUser(req, user),
  })
  return answerOf(docs)
}

/** A user's counts for a live event sent to that user only (read by the server, outside any transaction). */
export async function unreadOfUser(req: PayloadRequest, userId: string): Promise<UnreadCountAnswer> {
  const { docs } = await req.payload.find({
    ...ROWS,
    where: { and: [{ user: { equals: userId } }, { unreadCount: { greater_than: 0 } }] },
    depth: 0,
    overrideAccess: true,
  })
  return answerOf(docs)
}

export const chatCount = (answer: UnreadCountAnswer, channelId: string) => answer.chats.find((chat) => chat.channelId === channelId)?.unreadCount ?? 0
