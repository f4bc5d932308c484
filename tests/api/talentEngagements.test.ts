import { ApiClient, demo } from '../helpers/apiClient'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The talent's side of engagements: list, filters, detail, the
 * dashboard counts, the terms the talent accepted and the action items, on the seed's demo engagements
 * (scripts/seedEngagements.ts). Emily Carter (demo.talent) has, seen from her side: Northwind's pending
 * 'Epic Ambulatory go-live support' (on site: HIPAA + TB test, none filled), active 'Clarity report
 * writing sprint' (remote: HIPAA filled, the remote-access consent not), expired 'Epic upgrade testing
 * (November release)'; Lakeside's pending 'Cerner legacy archive documentation' (remote, none filled)
 * and terminated 'Epic Cogito dashboard development'. Hannah Lee has Northwind's draft 'MyChart patient
 * portal rollout', which she must never see.
 */
const BASE = '/api/v1/talent'
const NOT_FOUND = { errors: { nonFieldErrors: ['Not found.'] } }

describe.each(databases)('talent engagements (%s)', (database) => {
  let server: TestServer
  let superAdmin: ApiClient
  let emily: ApiClient
  const engagementId = new Map<string, string>()

  const idOf = async (name: string) => {
    if (!engagementId.has(name)) {
      const found = await superAdmin.get(`/api/engagements?where[name][equals]=${encodeURIComponent(name)}&depth=0&limit=1`)
      expect(found.body.docs).toHaveLength(1)
      engagementId.set(name, found.body.docs[0].id)
    }
    return engagementId.get(name)!
  }

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { RUN_JOBS: 'false' } })
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    emily = await ApiClient.signedIn(server.url, demo.talent)
  }, 180_000)
  afterAll(() => server?.stop())

  it('lists the talent’s own engagements without drafts and without the hourly fee, newest first', async () => {
    const list = await emily.get(`${BASE}/engagements/`)
    expect(list.status).toBe(200)
    expect(list.body.count).toBe(5)
    const names = list.body.results.map((item: { name: string }) => item.name)
    expect(new Set(names)).toEqual(
      new Set([
        'Epic Ambulatory go-live support',
        'Clarity report writing sprint',
        'Epic upgrade testing (November release)',
        'Cerner legacy archive documentation',
        'Epic Cogito dashboard development',
      ]),
    )
    const createdAt = list.body.results.map((item: { createdAt: string }) => item.createdAt)
    expect(createdAt).toEqual([...createdAt].sort().reverse())
    for (const item of list.body.results) {
      expect(item).not.toHaveProperty('hourlyFee')
      expect(item.talent.fullName).toBe('Emily Carter')
    }
    const clarity = list.body.results.find((item: { name: string }) => item.name === 'Clarity report writing sprint')
    expect(clarity).toMatchObject({
      status: 'active',
      organization: { name: 'Northwind Health System' },
      owners: [{ fullName: 'Marcus Reed' }],
      department: { name: 'Ambulatory' },
      talentPayRate: '85.00',
      pendingExtension: false,
      documentsDone: 1,
      documentsTotal: 2,
    })
  })

  it('filters by status (all and each status), orders and pages', async () => {
    const count = async (status: string) => (await emily.get(`${BASE}/engagements/?status=${status}`)).body.count
    expect(await count('all')).toBe(5)
    expect(await count('pending')).toBe(2)
    expect(await count('active')).toBe(1)
    expect(await count('expired')).toBe(1)
    expect(await count('terminated')).toBe(1)
    expect(await count('accepted')).toBe(0)
    for (const status of ['draft', 'bogus']) {
      const refused = await emily.get(`${BASE}/engagements/?status=${status}`)
      expect(refused.status).toBe(422)
      expect(refused.body.errors.status).toEqual(['Select a valid status.'])
    }
    const byName = await emily.get(`${BASE}/engagements/?ordering=name`)
    const names = byName.body.results.map((item: { name: string }) => item.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    const first = await emily.get(`${BASE}/engagements/?ordering=name&page_size=2`)
    expect(first.body).toMatchObject({ count: 5, previous: null })
    expect(first.body.results).toHaveLength(2)
    expect(first.body.next).toContain('page=2')
    const third = await emily.get(`${BASE}/engagements/?ordering=name&page_size=2&page=3`)
    expect(third.body.results.map((item: { name: string }) => item.name)).toEqual(names.slice(4))
  })

  it('shows one engagement with terms, documents, history and the talent’s actions, never the hourly fee', async () => {
    const detail = await emily.get(`${BASE}/engagements/${await idOf('Clarity report writing sprint')}/`)
    expect(detail.status).toBe(200)
    expect(detail.body).not.toHaveProperty('hourlyFee')
    expect(JSON.stringify(detail.body)).not.toMatch(/hourlyFee|internalComment|pricing/)
    expect(detail.body).toMatchObject({
      name: 'Clarity report writing sprint',
      status: 'active',
      organization: { name: 'Northwind Health System' },
      place: 'remote',
      workKind: 'report_writing',
      hoursPerWeek: 20,
      talentPayRate: '85.00',
      termsText: expect.stringContaining('records time in Talentgrid weekly'),
      pendingExtension: null,
      availableActions: [],
    })
    expect(detail.body.requiredDocuments.map((document: { name: string; statusText: string; isDone: boolean }) => [document.name, document.statusText, document.isDone])).toEqual([
      ['HIPAA Privacy and Security Attestation', 'Uploaded', true],
      ['Remote Access Acceptable Use Policy', 'Read and accept', false],
    ])
    expect(detail.body.requiredDocuments[0].file).toMatch(/^\/api\/v1\/files\/.+\/$/)
    expect(detail.body.history.map((event: { kind: string; fromStatus: string | null; toStatus: string; actorName: string | null }) => [event.kind, event.fromStatus, event.toStatus, event.actorName])).toEqual([
      ['created', null, 'pending', 'Marcus Reed'],
      ['status_change', 'pending', 'accepted', 'Emily Carter'],
      ['status_change', 'accepted', 'active', null],
    ])
    // The POs of her engagement: number and description only (the talent reads nothing else of a PO).
    expect(detail.body.purchaseOrders).toEqual([{ id: expect.any(String), name: 'NW-24-1187', description: 'Epic Ambulatory go-live', isAssigned: true }])
    // The generated REST is the super admin's only (the PO's fields per role: tests/api/generatedRestMatrix.test.ts).
    expect((await emily.get('/api/purchase-orders?depth=0&limit=100')).status).toBe(403)
    // The library file is readable for her: her engagement names the document.
    expect((await emily.get(detail.body.requiredDocuments[0].file)).status).toBe(200)

    const offer = await emily.get(`${BASE}/engagements/${await idOf('Epic Ambulatory go-live support')}/`)
    expect(offer.body.availableActions).toEqual(['accept', 'decline'])
  })

  it('answers 404 for a draft, another talent’s engagement, and ids that name nothing', async () => {
    const hannah = await ApiClient.signedIn(server.url, 'hannah.lee@talent.example')
    const draft = await idOf('MyChart patient portal rollout')
    expect((await hannah.get(`${BASE}/engagements/?status=all`)).body.results.map((item: { name: string }) => item.name)).not.toContain('MyChart patient portal rollout')
    const hidden = await hannah.get(`${BASE}/engagements/${draft}/`)
    expect(hidden.status).toBe(404)
    expect(hidden.body).toEqual(NOT_FOUND)
    const jamesOwn = await idOf('Epic Willow Inpatient pharmacy build')
    for (const id of [jamesOwn, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const response = await emily.get(`${BASE}/engagements/${id}/`)
      expect(response.status).toBe(404)
      expect(response.body).toEqual(NOT_FOUND)
    }
    expect((await emily.get(`${BASE}/engagement-agreement/?engagement_id=${jamesOwn}`)).body.count).toBe(0)
  })

  it('counts the dashboard: pending offers, accepted, active and documents to fill', async () => {
    const dashboard = await emily.get(`${BASE}/engagements-dashboard/`)
    expect(dashboard.status).toBe(200)
    // Documents: go-live support (HIPAA, TB test), Clarity (remote access), Cerner archive (HIPAA, remote access).
    // Adds the dashboard's counts and list to the same answer: tests/api/dashboards.test.ts.
    expect(dashboard.body).toMatchObject({ pending: 2, accepted: 0, active: 1, documentsToFill: 5 })
    const sofia = await ApiClient.signedIn(server.url, 'sofia.martinez@talent.example')
    // Sofia: Northwind's accepted conversion work (documents done), Lakeside's pending on-site offer (HIPAA, TB test).
    expect((await sofia.get(`${BASE}/engagements-dashboard/`)).body).toMatchObject({ pending: 1, accepted: 1, active: 0, documentsToFill: 2 })
  })

  it('lists the terms the talent accepted, newest first, narrowed to one engagement on request', async () => {
    const agreements = await emily.get(`${BASE}/engagement-agreement/`)
    expect(agreements.status).toBe(200)
    expect(agreements.body.count).toBe(2)
    expect(agreements.body.results.map((item: { engagementName: string; organizationName: string }) => [item.engagementName, item.organizationName])).toEqual([
      ['Clarity report writing sprint', 'Northwind Health System'],
      ['Epic upgrade testing (November release)', 'Northwind Health System'],
    ])
    expect(agreements.body.results[0]).toEqual({
      engagementId: await idOf('Clarity report writing sprint'),
      engagementName: 'Clarity report writing sprint',
      organizationName: 'Northwind Health System',
      termsText: expect.stringContaining('two weeks’ written notice'),
      acceptedAt: expect.any(String),
    })
    const one = await emily.get(`${BASE}/engagement-agreement/?engagement_id=${await idOf('Epic upgrade testing (November release)')}`)
    expect(one.body.results.map((item: { engagementName: string }) => item.engagementName)).toEqual(['Epic upgrade testing (November release)'])
    // A pending offer's terms are not accepted yet.
    expect((await emily.get(`${BASE}/engagement-agreement/?engagement_id=${await idOf('Epic Ambulatory go-live support')}`)).body.count).toBe(0)
    expect((await emily.get(`${BASE}/engagement-agreement/?engagement_id=not-an-id`)).body.count).toBe(0)
  })

  it('lists action items: offers, then extensions, then documents to fill', async () => {
    const items = await emily.get(`${BASE}/action-items/`)
    expect(items.status).toBe(200)
    // Adds time-sheet and compliance-document kinds to the list (tests/api/dashboards.test.ts);
    // whether the seeded time makes one depends on the day, so only the engagement kinds are compared here.
    const ENGAGEMENT_KINDS = ['engagement_offer', 'engagement_extension', 'required_document']
    items.body.results = items.body.results.filter((item: { kind: string }) => ENGAGEMENT_KINDS.includes(item.kind))
    const goLive = await idOf('Epic Ambulatory go-live support')
    const clarity = await idOf('Clarity report writing sprint')
    const archive = await idOf('Cerner legacy archive documentation')
    expect(items.body.results.map((item: { kind: string; engagementId: string; title: string }) => [item.kind, item.engagementId, item.title])).toEqual([
      ['engagement_offer', goLive, 'Northwind Health System offers you Epic Ambulatory go-live support'],
      ['engagement_offer', archive, 'Lakeside Medical Center offers you Cerner legacy archive documentation'],
      ['required_document', goLive, 'Fill HIPAA Privacy and Security Attestation for Epic Ambulatory go-live support'],
      ['required_document', goLive, 'Fill TB Test Results for Epic Ambulatory go-live support'],
      ['required_document', clarity, 'Fill Remote Access Acceptable Use Policy for Clarity report writing sprint'],
      ['required_document', archive, 'Fill HIPAA Privacy and Security Attestation for Cerner legacy archive documentation'],
      ['required_document', archive, 'Fill Remote Access Acceptable Use Policy for Cerner legacy archive documentation'],
    ])
    expect(items.body.results[2].requiredDocumentId).toEqual(expect.any(String))

    const michael = await ApiClient.signedIn(server.url, 'michael.okafor@talent.example')
    const extension = (await michael.get(`${BASE}/action-items/`)).body.results.filter((item: { kind: string }) => item.kind === 'engagement_extension')
    expect(extension).toEqual([
      expect.objectContaining({ kind: 'engagement_extension', engagementId: await idOf('Epic Resolute HB claims optimization'), title: expect.stringMatching(/^Accept the extension of Epic Resolute HB claims optimization to \d{2}\/\d{2}\/\d{4}$/) }),
    ])
    const detail = await michael.get(`${BASE}/engagements/${await idOf('Epic Resolute HB claims optimization')}/`)
    expect(detail.body.pendingExtension).toMatchObject({ endDate: expect.any(String) })
    expect(detail.body.availableActions).toEqual(['acceptExtension'])
  })

  it('is the talent’s alone', async () => {
    for (const email of [demo.northwind.manager, demo.northwind.admin, demo.northwind.contact, demo.superAdmin]) {
      const client = await ApiClient.signedIn(server.url, email)
      for (const path of ['/engagements/', '/engagements-dashboard/', '/engagement-agreement/', '/action-items/']) {
        expect((await client.get(`${BASE}${path}`)).status).toBe(403)
      }
    }
    expect((await new ApiClient(server.url).get(`${BASE}/engagements/`)).status).toBe(401)
  })
})
