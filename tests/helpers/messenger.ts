import type { ApiClient } from './apiClient'
import { queryServerDatabase } from './serverDatabase'
import type { TestServer } from './testServer'
import { blob } from './uploads'

/**
 * Messenger fixtures for tests (API and browser): open a chat through the role's POST, send a
 * message, tiny images of each accepted type. Each call asserts its status, so a fixture that did not
 * happen fails where it was made.
 */

export type ChatOpener = 'talent' | 'super_admin' | 'manager' | 'organization_admin'

/** Opens (or finds) the chat of `client` (signed in with `role`) with `otherId`; answers the channelId. */
export async function openChat(client: ApiClient, role: ChatOpener, otherId: string): Promise<string> {
  const body = role === 'manager' || role === 'organization_admin' ? { talent_id: otherId } : { user_id: otherId }
  const response = await client.post(`/api/v1/${role}/chats/`, body)
  if (response.status !== 201 && response.status !== 200) throw new Error(`open chat: ${response.status} ${JSON.stringify(response.body)}`)
  return response.body.channelId
}

/** Sends a text message; answers the ChatMessage. */
export async function sendText(client: ApiClient, channelId: string, text: string): Promise<any> {
  const response = await client.post(`/api/v1/chats/${channelId}/messages/`, { text })
  if (response.status !== 201) throw new Error(`send message: ${response.status} ${JSON.stringify(response.body)}`)
  return response.body
}

/** A multipart message body: text and/or an image file. */
export function messageForm(text: string | null, image?: { bytes: Buffer; name: string }): FormData {
  const form = new FormData()
  if (text !== null) form.set('text', text)
  if (image) form.set('image', blob(image.bytes), image.name)
  return form
}

/** A valid 1×1 GIF. */
export const tinyGif = () => Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/** A valid 1×1 JPEG. */
export const tinyJpeg = () =>
  Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  )

/**
 * Writes a user's live presence (`live-presences.lastSeenAt`, what realtime/presence.ts keeps while a
 * page is connected) into the database of a STOPPED test server (started with keepDatabase), before a
 * server is started on it with `sameDatabaseAs`: the unread e-mail job reads it. Straight to the
 * database because no API writes presence.
 */
export async function setLastSeen(stopped: TestServer, userId: string, lastSeenAt: string): Promise<void> {
  const now = new Date().toISOString()
  await queryServerDatabase(
    stopped,
    `INSERT INTO live_presences (id, user_id, last_seen_at, updated_at, created_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET last_seen_at = excluded.last_seen_at`,
    [crypto.randomUUID(), userId, lastSeenAt, now, now],
  )
}
