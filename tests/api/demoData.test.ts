import { ApiClient, demo } from '../helpers/apiClient'
import { startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The demo `npm start` seeds on a fresh installation (NODE_ENV unset: development), which the test
 * servers leave mostly out: every console list the super admin and the content editor open has rows,
 * and the portals' lived-in screens have theirs (README, "Demo sign-ins" and the issue paragraphs).
 * A seed part that throws stops `npm start` on a new machine; this is where that shows.
 */
jest.setTimeout(120_000)

describe('the demo data of a new installation', () => {
  let server: TestServer
  let superAdmin: ApiClient
  beforeAll(async () => {
    server = await startTestServer({ env: { NODE_ENV: 'development' } })
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
  }, 300_000)
  afterAll(() => server?.stop())

  /** The total of a console list, as react-admin reads it (Content-Range of ra-data-simple-rest). */
  const consoleTotal = async (client: ApiClient, resource: string) => {
    const response = await client.get(`/api/admin/${resource}?_start=0&_end=1`)
    expect(response.status).toBe(200)
    return Number(response.headers.get('content-range')?.split('/')[1])
  }

  it.each([
    ['users', 20],
    ['talents', 10],
    ['organizations', 2],
    ['departments', 6],
    ['engagements', 20],
    ['purchase-orders', 1],
    ['required-documents', 1],
    ['comments', 6],
    ['audit-events', 8],
    ['document-types', 6],
    ['faq-feedbacks', 2],
    ['talent-not-found-feedbacks', 1],
    ['faq-categories', 4],
    ['knowledge-center-faqs', 4],
    ['knowledge-center-videos', 5],
    ['specializations', 100],
  ])('fills the console list %s (at least %i rows)', async (resource, atLeast) => {
    expect(await consoleTotal(superAdmin, resource)).toBeGreaterThanOrEqual(atLeast)
  })

  it('records the demo edits in the audit trail as the people who made them', async () => {
    const events = (await superAdmin.get('/api/admin/audit-events?_start=0&_end=50')).body as { actorName: string; entity: string; summary: string }[]
    expect(events.map((event) => event.actorName)).toEqual(expect.arrayContaining(['Olivia Grant', 'Marcus Reed', 'Sam Rivera']))
    expect(events.filter((event) => event.entity === 'departments').map((event) => event.summary)).toContain(
      'Olivia Grant changed the description of department Revenue Cycle',
    )
  })

  it("shows Lakeside's admin the demo trail of Lakeside alone", async () => {
    const admin = await ApiClient.signedIn(server.url, demo.lakeside.admin)
    const trail = await admin.get('/api/v1/organization_admin/audit-events/?page_size=50')
    expect(trail.status).toBe(200)
    const events = trail.body.results as { actorName: string; entity: string }[]
    expect(events.map((event) => event.entity).sort()).toEqual(['comments', 'departments'])
    expect(new Set(events.map((event) => event.actorName))).toEqual(new Set(['Olivia Grant-Hill']))
  })
})
