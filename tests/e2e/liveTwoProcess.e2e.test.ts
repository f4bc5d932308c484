import type { Browser, Page } from 'playwright-core'
import { ApiClient, DEMO_PASSWORD, demo } from '../helpers/apiClient'
import { launchBrowser, newPage, pageErrors, screenshot } from '../helpers/browser'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The two-process test of the live connection: two app servers on one PostgreSQL
 * database; a Chromium page signed in on server B holds the live connection (an EventSource to
 * /api/v1/live/); the manager sends a message through server A's HTTP (POST /chats/{channelId}/messages/,
 * the messenger's endpoint); the page receives it within 2 seconds, the required delivery time and the one
 * timed assertion here. Once with the fan-out through PostgreSQL LISTEN/NOTIFY (the default on
 * PostgreSQL), once through Redis (LIVE_BUS=redis, 127.0.0.1:6379).
 */
process.env.TEST_DATABASE_URL ??= 'postgres://127.0.0.1:5432/test'
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const DELIVERY_BUDGET_MS = 2_000

jest.setTimeout(240_000)

interface PageLive {
  events: { type: string; data: any; at: number }[]
  errors: number
}

declare global {
  interface Window {
    __live: PageLive
  }
}

/** Signs in on the page's server through the sign-in form, as a person would. */
async function signIn(page: Page, url: string, email: string) {
  await page.goto(`${url}/`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor()
}

/** Opens the page's live connection with a plain EventSource and keeps every event it receives. */
async function openLive(page: Page) {
  await page.evaluate(() => {
    window.__live = { events: [], errors: 0 }
    const source = new EventSource('/api/v1/live/')
    for (const type of ['ready', 'message', 'read', 'chat']) {
      source.addEventListener(type, (event) => window.__live.events.push({ type, data: JSON.parse((event as MessageEvent).data), at: Date.now() }))
    }
    source.onerror = () => void window.__live.errors++
  })
  await page.waitForFunction(() => window.__live.events.some((event) => event.type === 'ready'))
}

describe.each([
  ['postgres', {}],
  ['redis', { LIVE_BUS: 'redis', REDIS_URL }],
] as const)('two app servers, fan-out through %s', (bus, env) => {
  let serverA: TestServer
  let serverB: TestServer
  let browser: Browser

  beforeAll(async () => {
    serverA = await startTestServer({ database: 'postgres', seed: true, env })
    serverB = await startTestServer({ replicaOf: serverA, env })
    browser = await launchBrowser()
  }, 300_000)

  afterAll(async () => {
    await browser?.close()
    await serverB?.stop()
    await serverA?.stop()
  })

  it('a message sent through server A reaches a page connected to server B within 2 seconds', async () => {
    const managerOnA = await ApiClient.signedIn(serverA.url, demo.northwind.manager)
    const talentOnA = await ApiClient.signedIn(serverA.url, demo.talent)
    const talentId = (await talentOnA.get('/api/v1/user/')).body.id
    const chat = await managerOnA.post('/api/v1/manager/chats/', { talent_id: talentId })
    expect([200, 201]).toContain(chat.status)
    const channelId = chat.body.channelId as string

    const { context, page } = await newPage(browser)
    await signIn(page, serverB.url, demo.talent)
    await openLive(page)

    const text = `Hello from server A through ${bus}`
    const sentAt = Date.now()
    const sent = await managerOnA.post(`/api/v1/chats/${channelId}/messages/`, { text })
    expect(sent.status).toBe(201)
    await page.waitForFunction(
      (expected) => window.__live.events.some((event) => event.type === 'message' && event.data.message?.text === expected),
      text,
      {
        timeout: 10_000,
      },
    )
    const deliveredMs = Date.now() - sentAt
    const received = (await page.evaluate(() => window.__live.events)).find((event) => event.type === 'message')!
    expect(received.data).toMatchObject({ type: 'message', channelId, message: { text, mine: false }, unreadCount: expect.any(Number) })
    expect(received.data.unreadCount).toBeGreaterThanOrEqual(1)
    console.log(`two-process delivery through ${bus}: ${deliveredMs} ms`)
    expect(deliveredMs).toBeLessThan(DELIVERY_BUDGET_MS)
    expect(await page.evaluate(() => window.__live.errors)).toBe(0)
    expect(pageErrors(page)).toEqual([])
    await screenshot(page, `live-two-process-${bus}`)
    await context.close()
  })
})
