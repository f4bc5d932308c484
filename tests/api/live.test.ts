import { randomUUID } from 'node:crypto'
import { userInfo } from 'node:os'
import type { LiveEvent } from '../../contract/messenger'
import type { BusMessage, LiveBus } from '../../realtime/bus'
import { MemoryBus } from '../../realtime/memoryBus'
import { NOTIFY_LIMIT_BYTES, PostgresBus } from '../../realtime/postgresBus'
import { RedisBus } from '../../realtime/redisBus'
import { ApiClient, DEMO_PASSWORD, demo } from '../helpers/apiClient'
import { LiveStream } from '../helpers/liveStream'
import { everyDatabase, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The live connection: GET /api/v1/live/ refuses a request without
 * a session in the contract's shape, opens with `ready`, carries an event to the user it is for and to
 * nobody else, ends when its session signs out (and only that session's streams), keeps at most
 * LIVE_MAX_PER_USER streams per user, pings, and ends cleanly when the server stops. The three buses each
 * carry a message from one instance to another (two processes share a bus the same way).
 *
 * The server's events are published from this process through the bus the server listens on: Redis for
 * the SQLite run (LIVE_BUS=redis), the server's own PostgreSQL database (LISTEN/NOTIFY) for the PostgreSQL
 * run: a real second publisher, as another replica would be.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
/** TEST_DATABASE_URL may leave out the user, as tests/helpers/testServer.ts says: libpq's fallback, written in. */
function postgresUrl(): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test')
  if (!url.username) url.username = process.env.PGUSER || process.env.USER || userInfo().username
  return url.toString()
}
const MAX_PER_USER = 3

const CONTENT_EDITOR_EMAIL = 'editor@live.example'

jest.setTimeout(90_000)

const cookieOf = (client: ApiClient) => `talentgrid-token=${client.cookie('talentgrid-token')}`
const messageEvent = (channelId: string, text: string): Extract<LiveEvent, { type: 'message' }> => ({
  type: 'message',
  channelId,
  message: { id: randomUUID(), channelId, senderId: randomUUID(), mine: false, text, imageUrl: null, sentAt: new Date().toISOString() },
  unreadCount: 1,
  chatUnreadCount: 1,
})

describe.each(everyDatabase)('live connection GET /api/v1/live/ (%s)', (database) => {
  let server: TestServer
  let bus: LiveBus
  let talent: ApiClient
  let talentId: string
  let manager: ApiClient
  let managerId: string
  const streams: LiveStream[] = []
  const open = async (client: ApiClient | null) => {
    const stream = await LiveStream.open(server.url, client ? cookieOf(client) : undefined)
    streams.push(stream)
    return stream
  }
  const publish = (userIds: string[], event: LiveEvent) => bus.publish({ kind: 'event', userIds, event })

  beforeAll(async () => {
    const env: Record<string, string> = { LIVE_MAX_PER_USER: String(MAX_PER_USER), LIVE_PING_MS: '500' }
    if (database === 'sqlite') Object.assign(env, { LIVE_BUS: 'redis', REDIS_URL })
    server = await startTestServer({ database, seed: true, env })
    bus = database === 'sqlite' ? new RedisBus({ url: REDIS_URL }) : new PostgresBus({ connectionString: server.databaseUrl })
    ;[talent, manager] = await Promise.all([demo.talent, demo.northwind.manager].map((email) => ApiClient.signedIn(server.url, email)))
    talentId = (await talent.get('/api/v1/user/')).body.id
    managerId = (await manager.get('/api/v1/user/')).body.id
  }, 180_000)
  afterAll(async () => {
    for (const stream of streams) stream.close()
    streams.length = 0
    await bus?.close()
    await server?.stop()
  })

  it('refuses a request without a session: 401 in the contract shape, no stream', async () => {
    const stream = await open(null)
    expect(stream.status).toBe(401)
    expect(stream.body).toEqual({ errors: { nonFieldErrors: ['Authentication credentials were not provided.'] } })
    const forged = await LiveStream.open(server.url, 'talentgrid-token=not-a-token')
    expect(forged.status).toBe(401)
  })

  it('opens with the ready event and the unread count, uncached and unbuffered', async () => {
    const stream = await open(talent)
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(stream.headers.get('cache-control')).toBe('no-store')
    expect(stream.headers.get('x-accel-buffering')).toBe('no')
    expect(stream.headers.get('content-encoding')).toBeNull()
    const ready = await stream.event('ready')
    expect(ready.data).toEqual({ type: 'ready', unreadCount: 0 })
    // The ping comment keeps proxies from closing it (every 500 ms here, 25 s by default).
    await stream.until(() => stream.comments.includes('ping'), 'a ping comment')
    stream.close()
  })

  it("carries an event to its user's streams and to nobody else's", async () => {
    const [mine, alsoMine, theirs] = [await open(talent), await open(talent), await open(manager)]
    await Promise.all([mine, alsoMine, theirs].map((stream) => stream.event('ready')))
    const forTalent = messageEvent(randomUUID(), 'for the talent only')
    const forManager = { type: 'chat' as const, channelId: randomUUID() }
    await publish([talentId], forTalent)
    await publish([managerId], forManager)
    // One publisher's messages arrive in order: once the manager has the second, the first went by.
    await theirs.event('chat', (data) => data.channelId === forManager.channelId)
    expect(theirs.events.some((message) => message.event === 'message')).toBe(false)
    for (const stream of [mine, alsoMine]) {
      const received = await stream.event('message', (data) => data.channelId === forTalent.channelId)
      expect(received.data).toEqual(forTalent)
    }
    expect(mine.events.some((message) => message.event === 'chat')).toBe(false)
    for (const stream of [mine, alsoMine, theirs]) stream.close()
  })

  it('ends the stream of a session that signs out, and only that one', async () => {
    const otherSession = await ApiClient.signedIn(server.url, demo.talent)
    const [leaving, staying] = [await open(otherSession), await open(talent)]
    await Promise.all([leaving.event('ready'), staying.event('ready')])
    const signedOutCookie = cookieOf(otherSession)
    expect((await otherSession.request('DELETE', '/api/v1/sessions/')).status).toBe(204)
    await leaving.end()
    expect(leaving.endedHow).toBe('clean')
    // The other session of the same user still receives its events.
    const after: LiveEvent = { type: 'read', channelId: randomUUID(), unreadCount: 0, chatUnreadCount: 0 }
    await publish([talentId], after)
    await staying.event('read', (data) => data.channelId === after.channelId)
    expect(staying.ended).toBe(false)
    // The signed-out token opens no new stream.
    expect((await LiveStream.open(server.url, signedOutCookie)).status).toBe(401)
    staying.close()
  })

  it("ends the streams of a user's other sessions when the password changes, this session's stays", async () => {
    // One after the other: two sign-ins of one user at the same instant race on its list of sessions.
    const here = await ApiClient.signedIn(server.url, demo.northwind.manager2)
    const elsewhere = await ApiClient.signedIn(server.url, demo.northwind.manager2)
    const [staying, ending] = [await open(here), await open(elsewhere)]
    await Promise.all([staying.event('ready'), ending.event('ready')])
    const password = 'Another#Passw0rd-2026'
    const changed = await here.post('/api/v1/user/password/', { current_password: DEMO_PASSWORD, password, confirm_password: password })
    expect(changed.status).toBe(200)
    await ending.end()
    const after = { type: 'chat' as const, channelId: randomUUID() }
    await publish([(await here.get('/api/v1/user/')).body.id], after)
    await staying.event('chat', (data) => data.channelId === after.channelId)
    expect(staying.ended).toBe(false)
    staying.close()
  })

  it('ends the streams of a user the super admin deactivates', async () => {
    const james = await ApiClient.signedIn(server.url, demo.otherTalent)
    const jamesId = (await james.get('/api/v1/user/')).body.id
    const stream = await open(james)
    await stream.event('ready')
    const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    expect((await superAdmin.put(`/api/admin/talents/${jamesId}`, { isDeactivated: true })).status).toBe(200)
    await stream.end()
    expect((await LiveStream.open(server.url, cookieOf(james))).status).toBe(401)
  })

  it('serves every role with a messenger', async () => {
    for (const email of [demo.superAdmin, demo.northwind.admin, demo.lakeside.manager]) {
      const stream = await open(await ApiClient.signedIn(server.url, email))
      expect(stream.status).toBe(200)
      expect((await stream.event('ready')).data).toEqual({ type: 'ready', unreadCount: 0 })
      stream.close()
    }
  })

  it('refuses the roles without a messenger (contact, content editor): 403 in the contract shape, no stream', async () => {
    const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    // Test servers seed no content editor: one is created here.
    const editor = { email: CONTENT_EDITOR_EMAIL, firstName: 'Nora', lastName: 'Editor', role: 'content_editor', password: DEMO_PASSWORD }
    expect((await superAdmin.post('/api/admin/users', editor)).status).toBe(201)
    for (const email of [demo.northwind.contact, CONTENT_EDITOR_EMAIL]) {
      const stream = await open(await ApiClient.signedIn(server.url, email))
      expect(stream.status).toBe(403)
      expect(stream.body).toEqual({ errors: { nonFieldErrors: ['You do not have permission to perform this action.'] } })
    }
  })

  it('answers 405 to another method', async () => {
    const response = await fetch(`${server.url}/api/v1/live/`, {
      method: 'PUT',
      headers: { cookie: `${cookieOf(talent)}; csrftoken=t`, 'x-csrftoken': 't' },
    })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET')
  })

  it('closes the oldest stream of a user beyond LIVE_MAX_PER_USER', async () => {
    const opened: LiveStream[] = []
    for (let i = 0; i < MAX_PER_USER; i++) {
      opened.push(await open(manager))
      await opened[i]!.event('ready')
    }
    const newest = await open(manager)
    await newest.event('ready')
    await opened[0]!.end()
    expect(opened.slice(1).every((stream) => !stream.ended)).toBe(true)
    for (const stream of [...opened, newest]) stream.close()
  })

  it('ends open streams cleanly when the server stops', async () => {
    const stream = await open(talent)
    await stream.event('ready')
    await server.stop()
    await stream.end()
    expect(stream.endedHow).toBe('clean')
  })
})

describe('live buses carry a message from one instance to another', () => {
  const cases: [string, () => LiveBus][] = [
    ['memory', () => new MemoryBus()],
    ['postgres', () => new PostgresBus({ connectionString: postgresUrl() })],
    ['redis', () => new RedisBus({ url: REDIS_URL })],
  ]
  it.each(cases)('%s', async (name, create) => {
    const [sender, receiver] = [create(), create()]
    try {
      await Promise.all([sender.ready(), receiver.ready()])
      const userId = randomUUID()
      const sessionId = randomUUID()
      // Only this test's messages (the Redis channel may be shared with other test runs).
      const ours: BusMessage[] = []
      let wake: () => void = () => undefined
      receiver.subscribe((message) => {
        if (message.kind === 'end' ? message.sessionId === sessionId : message.userIds[0] === userId) ours.push(message)
        wake()
      })
      const waitFor = (count: number) =>
        new Promise<void>((resolve) => {
          wake = () => void (ours.length >= count && resolve())
          wake()
        })
      const small = messageEvent(randomUUID(), 'hello')
      await sender.publish({ kind: 'event', userIds: [userId], event: small })
      // Too long for a NOTIFY (PostgreSQL): travels without the message, the page fetches it.
      const large = messageEvent(randomUUID(), 'x'.repeat(NOTIFY_LIMIT_BYTES))
      await sender.publish({ kind: 'event', userIds: [userId], event: large })
      await sender.publish({ kind: 'end', sessionId })
      await waitFor(3)
      expect(ours[0]).toEqual({ kind: 'event', userIds: [userId], event: small })
      const expectedLarge = name === 'postgres' ? { ...large, message: null } : large
      expect(ours[1]).toEqual({ kind: 'event', userIds: [userId], event: expectedLarge })
      expect(ours[2]).toEqual({ kind: 'end', sessionId })
    } finally {
      await Promise.all([sender.close(), receiver.close()])
    }
  })
})
