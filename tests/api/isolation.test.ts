import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { engagementBody } from '../helpers/engagements'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'
import { blob, tinyPdf } from '../helpers/uploads'
import { download, settledTask } from '../helpers/tasks'
// Opportunities
import { applyToOpportunity, createOpportunity, inviteToOpportunity } from '../helpers/opportunities'
import { messageForm, openChat, sendText } from '../helpers/messenger'
import { tinyPng } from '../helpers/uploads'

/**
 * Two organizations try each other's records ("Isolation"): Northwind's admin and manager make
 * a user, a department, a group with a subgroup and a member, and a comment; Lakeside's admin and manager
 * then read, change, delete and use each of them by id, through every prefix they have. Every attempt
 * reads as 404 (or a 422 naming the foreign id when it is only a value in a body), lists never show
 * them, and afterwards the super admin finds every Northwind record exactly as it was.
 */
describe.each(databases)('isolation between organizations (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  let northwindAdmin: ApiClient
  let northwindManager: ApiClient
  let lakesideAdmin: ApiClient
  let lakesideManager: ApiClient
  let superAdmin: ApiClient
  const northwind = {} as Record<'user' | 'department' | 'group' | 'subgroup' | 'member' | 'comment' | 'organization' | 'talent', string>
  const lakeside = {} as Record<'user' | 'department' | 'group' | 'subgroup', string>

  const created = (response: { status: number; body: any }, what: string): string => {
    const id = response.body?.id ?? response.body?.data?.id
    if (response.status !== 201 || !id) throw new Error(`${what} not created: ${response.status} ${JSON.stringify(response.body)}`)
    return id
  }

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { FEATURE_FLAGS: 'show_org_comments' } })
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    directory = await readDirectory(superAdmin)
    ;[northwindAdmin, northwindManager, lakesideAdmin, lakesideManager] = await Promise.all(
      [demo.northwind.admin, demo.northwind.manager, demo.lakeside.admin, demo.lakeside.manager].map((email) => ApiClient.signedIn(server.url, email)),
    )
    northwind.organization = directory.organizationId('Northwind Health System')
    northwind.talent = directory.userId(demo.talent)

    northwind.department = created(await northwindAdmin.post('/api/v1/organization_admin/departments/', { name: 'Isolation Dept', dep_id: 'ISO-1' }), 'department')
    northwind.user = created(
      await northwindAdmin.post('/api/v1/organization_admin/users/', {
        first_name: 'Isa',
        last_name: 'Lation',
        email: 'isa.lation@northwind.example',
        role: 'manager',
        department_id: northwind.department,
      }),
      'user',
    )
    northwind.group = created(await northwindManager.post('/api/v1/manager/groups/', { name: 'Northwind only' }), 'group')
    northwind.subgroup = created(await northwindManager.post('/api/v1/manager/subgroups/', { name: 'Wave 1', group_id: northwind.group }), 'subgroup')
    northwind.member = created(await northwindManager.post('/api/v1/manager/group-members/', { talent_id: northwind.talent, subgroup_id: northwind.subgroup }), 'member')
    northwind.comment = created(await northwindManager.post('/api/v1/org-side/comment/', { comment_text: '<p>Strong Epic Willow build.</p>', comment_permission_id: 1 }), 'comment')
    expect((await northwindManager.post('/api/v1/org-side/profile_comment/', { comment_id: northwind.comment, talent_id: northwind.talent })).status).toBe(201)

    lakeside.department = created(await lakesideAdmin.post('/api/v1/organization_admin/departments/', { name: 'Lakeside Dept' }), 'department')
    lakeside.user = directory.userId(demo.lakeside.manager2)
    lakeside.group = created(await lakesideManager.post('/api/v1/manager/groups/', { name: 'Lakeside only' }), 'group')
    lakeside.subgroup = created(await lakesideManager.post('/api/v1/manager/subgroups/', { name: 'Wave A', group_id: lakeside.group }), 'subgroup')
  }, 180_000)
  afterAll(() => server?.stop())

  it('answers 404 to Lakeside for every Northwind record, by every method', async () => {
    const attempts: [ApiClient, string, string, unknown?][] = [
      [lakesideAdmin, 'GET', `/api/v1/organization_admin/users/${northwind.user}/`],
      [lakesideAdmin, 'PATCH', `/api/v1/organization_admin/users/${northwind.user}/`, { is_deactivated: true }],
      [lakesideAdmin, 'PUT', `/api/v1/organization_admin/users/${northwind.user}/`, { first_name: 'X', last_name: 'Y', email: 'x@y.example', role: 'contact' }],
      [lakesideAdmin, 'POST', `/api/v1/organization_admin/users/${northwind.user}/reassign/`, { manager_id: lakeside.user, is_engagements_only: true }],
      [lakesideAdmin, 'PATCH', `/api/v1/organization_admin/departments/${northwind.department}/`, { name: 'Taken' }],
      [lakesideAdmin, 'GET', `/api/v1/organization_admin/organizations/${northwind.organization}/`],
      [lakesideAdmin, 'PATCH', `/api/v1/organization_admin/organizations/${northwind.organization}/`, { rate: 1 }],
      [lakesideAdmin, 'GET', `/api/v1/organization_admin/organizations/${northwind.organization}/users_count/`],
      [lakesideAdmin, 'GET', `/api/v1/organization_admin/organizations/${northwind.organization}/engagements_count/`],
      ...(['manager', 'organization_admin'] as const).flatMap((prefix): [ApiClient, string, string, unknown?][] => {
        const client = prefix === 'manager' ? lakesideManager : lakesideAdmin
        return [
          [client, 'GET', `/api/v1/${prefix}/groups/${northwind.group}/`],
          [client, 'PATCH', `/api/v1/${prefix}/groups/${northwind.group}/`, { name: 'Taken' }],
          [client, 'DELETE', `/api/v1/${prefix}/groups/${northwind.group}/`],
          [client, 'GET', `/api/v1/${prefix}/subgroups/${northwind.subgroup}/`],
          [client, 'PATCH', `/api/v1/${prefix}/subgroups/${northwind.subgroup}/`, { name: 'Taken' }],
          [client, 'DELETE', `/api/v1/${prefix}/subgroups/${northwind.subgroup}/`],
          [client, 'GET', `/api/v1/${prefix}/group-members/${northwind.member}/`],
          [client, 'DELETE', `/api/v1/${prefix}/group-members/${northwind.member}/`],
        ]
      }),
      [lakesideManager, 'GET', `/api/v1/org-side/comment/${northwind.comment}/`],
      [lakesideManager, 'PATCH', `/api/v1/org-side/comment/${northwind.comment}/`, { comment_text: '<p>Taken</p>' }],
      [lakesideAdmin, 'DELETE', `/api/v1/org-side/comment/${northwind.comment}/`],
    ]
    const wrong: string[] = []
    for (const [client, method, path, body] of attempts) {
      const response = await client.request(method, path, body)
      if (response.status !== 404) wrong.push(`${method} ${path}: ${response.status} ${JSON.stringify(response.body).slice(0, 160)}`)
      else expect(response.body).toEqual({ errors: { nonFieldErrors: [expect.any(String)] } })
    }
    expect(wrong).toEqual([])
  })

  it('refuses Northwind ids as values in Lakeside bodies', async () => {
    // A member into a Northwind subgroup, a share of a Northwind group, a Lakeside share with a Northwind manager.
    const intoSubgroup = await lakesideManager.post('/api/v1/manager/group-members/', { talent_id: northwind.talent, subgroup_id: northwind.subgroup })
    expect([404, 422]).toContain(intoSubgroup.status)
    const shareForeign = await lakesideManager.post('/api/v1/manager/share-groups/', { group_id: northwind.group, subgroup_ids: [northwind.subgroup], manager_ids: [directory.userId(demo.lakeside.admin)] })
    expect([404, 422]).toContain(shareForeign.status)
    const shareToNorthwind = await lakesideManager.post('/api/v1/manager/share-groups/', { group_id: lakeside.group, subgroup_ids: [lakeside.subgroup], manager_ids: [directory.userId(demo.northwind.manager)] })
    expect(shareToNorthwind.status).toBe(422)
    expect(shareToNorthwind.body.errors).toHaveProperty('managerIds')
    // A Lakeside user put into a Northwind department, and work reassigned to a Northwind user.
    const department = await lakesideAdmin.patch(`/api/v1/organization_admin/users/${lakeside.user}/`, { department_id: northwind.department })
    expect(department.status).toBe(422)
    expect(department.body.errors).toHaveProperty('departmentId')
    const reassign = await lakesideAdmin.post(`/api/v1/organization_admin/users/${lakeside.user}/reassign/`, { manager_id: directory.userId(demo.northwind.manager), is_engagements_only: true })
    expect(reassign.status).toBe(422)
    expect(reassign.body.errors).toHaveProperty('managerId')
    // Linking a Northwind comment from Lakeside.
    const link = await lakesideManager.post('/api/v1/org-side/profile_comment/', { comment_id: northwind.comment, talent_id: northwind.talent })
    expect([404, 422]).toContain(link.status)
  })

  it('never lists Northwind records to Lakeside', async () => {
    const users = await lakesideAdmin.get('/api/v1/organization_admin/users/?page_size=100')
    expect(users.status).toBe(200)
    expect(users.body.results.map((user: { id: string }) => user.id)).not.toContain(northwind.user)
    expect(users.body.results.every((user: { organizationId: string }) => user.organizationId === directory.organizationId('Lakeside Medical Center'))).toBe(true)
    const reassignable = await lakesideAdmin.get(`/api/v1/organization_admin/users/?for_action=engagements&manager_id=${lakeside.user}`)
    expect(reassignable.body.results.map((user: { id: string }) => user.id)).not.toContain(directory.userId(demo.northwind.manager))
    const departments = await lakesideAdmin.get('/api/v1/organization_admin/departments/?page_size=100')
    expect(departments.body.results.map((department: { id: string }) => department.id)).not.toContain(northwind.department)
    const managerDepartments = await lakesideManager.get('/api/v1/manager/departments/?page_size=100')
    expect(managerDepartments.body.results.map((department: { id: string }) => department.id)).not.toContain(northwind.department)
    const colleagues = await lakesideManager.get('/api/v1/manager/users/?page_size=100')
    expect(colleagues.body.results.map((user: { id: string }) => user.id)).not.toContain(directory.userId(demo.northwind.manager))
    for (const [client, prefix] of [[lakesideManager, 'manager'], [lakesideAdmin, 'organization_admin']] as const) {
      const groups = await client.get(`/api/v1/${prefix}/groups/?page_size=100`)
      expect(groups.body.results.map((group: { id: string }) => group.id)).not.toContain(northwind.group)
      const subgroups = await client.get(`/api/v1/${prefix}/subgroups/?group_id=${northwind.group}`)
      expect(subgroups.body.results ?? []).toEqual([])
      const members = await client.get(`/api/v1/${prefix}/group-members/?subgroup_id=${northwind.subgroup}`)
      expect(members.body.results ?? []).toEqual([])
    }
    const comments = await lakesideManager.get(`/api/v1/org-side/comment/?talent_id=${northwind.talent}`)
    expect(comments.status).toBe(200)
    expect(comments.body.results.map((comment: { id: string }) => comment.id)).not.toContain(northwind.comment)
    const audit = await lakesideAdmin.get('/api/v1/organization_admin/audit-events/?page_size=100')
    expect(audit.status).toBe(200)
    expect(audit.body.results.filter((event: { organizationId: string | null }) => event.organizationId === northwind.organization)).toEqual([])
  })

  it('leaves every Northwind record as it was', async () => {
    const user = await northwindAdmin.get(`/api/v1/organization_admin/users/${northwind.user}/`)
    expect(user.body).toMatchObject({ firstName: 'Isa', isDeactivated: false, departmentId: northwind.department })
    const organization = await northwindAdmin.get(`/api/v1/organization_admin/organizations/${northwind.organization}/`)
    expect(organization.body.rate).toBe(20)
    const departments = await northwindAdmin.get('/api/v1/organization_admin/departments/?page_size=100')
    expect(departments.body.results.find((department: { id: string }) => department.id === northwind.department)).toMatchObject({ name: 'Isolation Dept' })
    expect((await northwindManager.get(`/api/v1/manager/groups/${northwind.group}/`)).body).toMatchObject({ name: 'Northwind only' })
    expect((await northwindManager.get(`/api/v1/manager/subgroups/${northwind.subgroup}/`)).body).toMatchObject({ name: 'Wave 1' })
    expect((await northwindManager.get(`/api/v1/manager/group-members/${northwind.member}/`)).status).toBe(200)
    expect((await northwindManager.get(`/api/v1/org-side/comment/${northwind.comment}/`)).body.commentText).toContain('Strong Epic Willow build.')
  })
  // Terms, document library, filled documents
  // Northwind's library document and its file, tried by Lakeside's admin and manager through every
  // prefix they have; the super admin finds it unchanged. (Terms: tests/api/engagementTerms.test.ts,
  // whose server runs with their flag.)
  describe('the document library between organizations', () => {
    const library = {} as Record<'document' | 'file', string>
    beforeAll(async () => {
      const body = new FormData()
      for (const [name, value] of [['name', 'Isolation NDA'], ['places[remote]', 'true'], ['answer_type', 'sign_and_return'], ['internal_comment', 'Northwind only']]) body.append(name, value!)
      body.append('file', new Blob([Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1')]), 'isolation.pdf')
      const response = await northwindAdmin.post('/api/v1/organization_admin/required-documents/', body)
      library.document = created(response, 'required document')
      library.file = String(response.body.file).split('/').at(-2)!
    })

    it('answers 404 to Lakeside for Northwind’s library document and its file, by every method', async () => {
      const form = () => {
        const body = new FormData()
        body.append('name', 'Taken')
        body.append('places[remote]', 'true')
        body.append('answer_type', 'upload')
        return body
      }
      const attempts: [ApiClient, string, string, unknown?][] = [
        [lakesideAdmin, 'GET', `/api/v1/organization_admin/required-documents/${library.document}/`],
        [lakesideAdmin, 'PUT', `/api/v1/organization_admin/required-documents/${library.document}/`, form()],
        [lakesideAdmin, 'PATCH', `/api/v1/organization_admin/required-documents/${library.document}/`, form()],
        [lakesideAdmin, 'POST', `/api/v1/organization_admin/required-documents/${library.document}/deactivate/`],
        [lakesideAdmin, 'DELETE', `/api/v1/organization_admin/required-documents/${library.document}/`],
        [lakesideAdmin, 'GET', `/api/v1/organization_admin/required-documents/${library.document}/acknowledgements/`],
        [lakesideManager, 'GET', `/api/v1/manager/required-documents/${library.document}/`],
        [lakesideManager, 'GET', `/api/v1/manager/required-documents/${library.document}/acknowledgements/?format=csv`],
        [lakesideAdmin, 'GET', `/api/v1/files/${library.file}/`],
        [lakesideManager, 'GET', `/api/v1/files/${library.file}/`],
      ]
      for (const [client, method, path, body] of attempts) {
        const response = await client.request(method, path, body)
        expect(`${method} ${path} ${response.status}`).toBe(`${method} ${path} 404`)
      }
      // Payload's generated REST is the super admin's only.
      expect((await lakesideAdmin.get(`/api/required-documents/${library.document}`)).status).toBe(403)
      expect((await lakesideAdmin.get(`/api/stored-files/${library.file}`)).status).toBe(403)
      for (const [client, prefix] of [[lakesideAdmin, 'organization_admin'], [lakesideManager, 'manager']] as const) {
        const listed = await client.get(`/api/v1/${prefix}/required-documents/?page_size=100`)
        expect(listed.status).toBe(200)
        expect(listed.body.results.map((row: { id: string }) => row.id)).not.toContain(library.document)
      }
      const kept = await superAdmin.get(`/api/v1/super_admin/required-documents/${library.document}/`)
      expect(kept.body).toMatchObject({ name: 'Isolation NDA', isActive: true, answerType: 'sign_and_return', file: `/api/v1/files/${library.file}/` })
      expect((await northwindAdmin.get(`/api/v1/organization_admin/required-documents/${library.document}/`)).body.internalComment).toBe('Northwind only')
    })
  })

  // Purchase orders. Northwind's admin keeps a PO (with a file) assigned to a Northwind
  // draft engagement; Lakeside's admin and manager try both by id, through every call that takes one.
  describe('purchase orders', () => {
    const po = {} as Record<'order' | 'file' | 'engagement' | 'lakesideOrder' | 'lakesideEngagement', string>

    beforeAll(async () => {
      const form = new FormData()
      form.set('name', 'ISO-PO-1')
      form.set('description', 'Northwind only')
      form.set('file', blob(tinyPdf()), 'po.pdf')
      const order = await northwindAdmin.post('/api/v1/organization_admin/purchase_order/', form)
      po.order = created(order, 'purchase order')
      po.file = /\/api\/v1\/files\/([^/]+)\//.exec(String(order.body.file))![1]!
      po.engagement = created(await northwindAdmin.post('/api/v1/organization_admin/engagements/', { name: 'Isolation PO engagement', is_draft: true }), 'engagement')
      expect((await northwindAdmin.patch(`/api/v1/organization_admin/engagements/${po.engagement}/purchase-order-numbers/${po.order}/`, { is_assigned: true })).status).toBe(200)
      po.lakesideOrder = created(await lakesideAdmin.post('/api/v1/organization_admin/purchase_order/', { name: 'ISO-PO-L', description: 'Lakeside' }), 'purchase order')
      po.lakesideEngagement = created(await lakesideAdmin.post('/api/v1/organization_admin/engagements/', { name: 'Isolation Lakeside', is_draft: true }), 'engagement')
    })

    it('answers 404 to Lakeside for the Northwind PO, its file and its engagement, by every method', async () => {
      const attempts: [ApiClient, string, string, unknown?][] = [
        [lakesideAdmin, 'GET', `/api/v1/organization_admin/purchase_order/${po.order}/`],
        [lakesideAdmin, 'PUT', `/api/v1/organization_admin/purchase_order/${po.order}/`, { name: 'ISO-PO-1', description: 'Taken' }],
        [lakesideAdmin, 'PATCH', `/api/v1/organization_admin/purchase_order/${po.order}/`, { is_active: false }],
        [lakesideAdmin, 'GET', `/api/v1/files/${po.file}/`],
        [lakesideManager, 'GET', `/api/v1/files/${po.file}/`],
        ...(['manager', 'organization_admin'] as const).flatMap((prefix): [ApiClient, string, string, unknown?][] => {
          const client = prefix === 'manager' ? lakesideManager : lakesideAdmin
          return [
            [client, 'PATCH', `/api/v1/${prefix}/engagements/${po.engagement}/purchase-order-numbers/${po.order}/`, { is_assigned: false }],
            [client, 'PATCH', `/api/v1/${prefix}/engagements/${po.engagement}/purchase-order-numbers/${po.lakesideOrder}/`, { is_assigned: true }],
            [client, 'PATCH', `/api/v1/${prefix}/engagements/${po.lakesideEngagement}/purchase-order-numbers/${po.order}/`, { is_assigned: true }],
          ]
        }),
      ]
      const wrong: string[] = []
      for (const [client, method, path, body] of attempts) {
        const response = await client.request(method, path, body)
        if (response.status !== 404) wrong.push(`${method} ${path}: ${response.status} ${JSON.stringify(response.body).slice(0, 160)}`)
      }
      expect(wrong).toEqual([])
      // A Northwind engagement_id in a Lakeside query is refused by name.
      const picker = await lakesideManager.get(`/api/v1/manager/engagements/purchase-order-numbers/?engagement_id=${po.engagement}`)
      expect(picker).toMatchObject({ status: 422, body: { errors: { engagementId: ['Select a valid engagement.'] } } })
    })

    it('never lists the Northwind PO to Lakeside', async () => {
      expect((await lakesideAdmin.get('/api/v1/organization_admin/purchase_order/?search=ISO-PO')).body.results.map((order: { name: string }) => order.name)).toEqual(['ISO-PO-L'])
      for (const query of [`engagement_id=${po.engagement}`, `purchase_order_id=${po.order}`, '']) {
        const rows = await lakesideAdmin.get(`/api/v1/organization_admin/engagement_purchase_order/?${query}`)
        expect(rows.body.results.map((row: { purchaseOrderId: string }) => row.purchaseOrderId)).not.toContain(po.order)
      }
      for (const [client, prefix] of [[lakesideManager, 'manager'], [lakesideAdmin, 'organization_admin']] as const) {
        expect((await client.get(`/api/v1/${prefix}/engagements/purchase-order-numbers/?search=ISO-PO-1`)).body.count).toBe(0)
        expect((await client.get(`/api/v1/${prefix}/po-numbers/?search=ISO-PO`)).body).toEqual({ results: ['ISO-PO-L'] })
        expect((await client.get(`/api/v1/${prefix}/po-descriptions/?search=Northwind`)).body).toEqual({ results: [] })
      }
      expect((await lakesideManager.get(`/api/purchase-orders/${po.order}`)).status).toBe(403)
      expect((await lakesideManager.get(`/api/engagement-purchase-orders?where[purchaseOrder][equals]=${po.order}`)).status).toBe(403)
    })

    it('leaves the Northwind PO and its assignment as they were', async () => {
      expect((await northwindAdmin.get(`/api/v1/organization_admin/purchase_order/${po.order}/`)).body).toMatchObject({ name: 'ISO-PO-1', description: 'Northwind only', isActive: true, isUsed: true })
      const rows = await northwindAdmin.get(`/api/v1/organization_admin/engagement_purchase_order/?engagement_id=${po.engagement}`)
      expect(rows.body.results.map((row: { purchaseOrderId: string }) => row.purchaseOrderId)).toEqual([po.order])
      expect((await northwindManager.get(`/api/v1/files/${po.file}/`)).status).toBe(200)
    })
  })

  // Talent engagements between talents. James Nguyen tries Emily Carter's
  // seeded engagements by id; Hannah Lee tries Northwind's draft named for her. Every read is 404 or
  // empty, and Emily's engagements are as they were.
  describe('talent engagements between talents', () => {
    const engagementNamed = async (name: string) =>
      (await superAdmin.get(`/api/engagements?where[name][equals]=${encodeURIComponent(name)}&depth=0&limit=1`)).body.docs[0] as { id: string; status: string }

    it('answers 404 to another talent for any of them, and lists never show them', async () => {
      const james = await ApiClient.signedIn(server.url, demo.otherTalent)
      const emilys = await Promise.all(['Clarity report writing sprint', 'Epic Ambulatory go-live support', 'Cerner legacy archive documentation'].map(engagementNamed))
      for (const engagement of emilys) {
        const read = await james.get(`/api/v1/talent/engagements/${engagement.id}/`)
        expect(read.status).toBe(404)
        expect(read.body).toEqual({ errors: { nonFieldErrors: ['Not found.'] } })
        expect((await james.get(`/api/v1/talent/engagement-agreement/?engagement_id=${engagement.id}`)).body.count).toBe(0)
        // Nor through Payload's generated REST, nor the events of it.
        expect((await james.get(`/api/engagements/${engagement.id}?depth=0`)).status).toBe(403)
        expect((await james.get(`/api/engagement-events?where[engagement][equals]=${engagement.id}&depth=0`)).body.docs ?? []).toEqual([])
      }
      const ids = emilys.map((engagement) => engagement.id)
      const listed = (await james.get('/api/v1/talent/engagements/?page_size=100')).body.results.map((item: { id: string }) => item.id)
      expect(listed.filter((id: string) => ids.includes(id))).toEqual([])
      const items = (await james.get('/api/v1/talent/action-items/')).body.results.map((item: { engagementId: string }) => item.engagementId)
      expect(items.filter((id: string) => ids.includes(id))).toEqual([])

      const hannah = await ApiClient.signedIn(server.url, 'hannah.lee@talent.example')
      const draft = await engagementNamed('MyChart patient portal rollout')
      expect((await hannah.get(`/api/v1/talent/engagements/${draft.id}/`)).status).toBe(404)
      expect((await hannah.get('/api/v1/talent/action-items/')).body.results.map((item: { engagementId: string }) => item.engagementId)).not.toContain(draft.id)

      const emily = await ApiClient.signedIn(server.url, demo.talent)
      for (const engagement of emilys) {
        const own = await emily.get(`/api/v1/talent/engagements/${engagement.id}/`)
        expect(own.status).toBe(200)
        expect(own.body.status).toBe(engagement.status)
      }
    })
  })

  // engagements. Northwind's admin sends one and saves a draft; Lakeside's admin and manager
  // try them by id through both prefixes, name Northwind's records in their own bodies, and another talent
  // tries to answer it: 404 on a path, 422 'Select a valid …' in a body, and nothing changes.
  describe('engagements', () => {
    const engagement = {} as Record<'pending' | 'draft', string>
    beforeAll(async () => {
      engagement.pending = created(await northwindAdmin.post('/api/v1/organization_admin/engagements/', engagementBody(northwind.talent, { name: 'Isolation engagement' })), 'engagement')
      engagement.draft = created(await northwindAdmin.post('/api/v1/organization_admin/engagements/', { name: 'Isolation draft', is_draft: true }), 'draft')
    }, 60_000)

    it('answers 404 to Lakeside for every path naming a Northwind engagement, and lists never show them', async () => {
      for (const [client, prefix] of [[lakesideManager, 'manager'], [lakesideAdmin, 'organization_admin']] as const) {
        const base = `/api/v1/${prefix}/engagements/`
        for (const id of [engagement.pending, engagement.draft]) {
          for (const [method, path, body] of [
            ['GET', `${base}${id}/`],
            ['PATCH', `${base}${id}/`, { hours_per_week: 1 }],
            ['PATCH', `${base}${id}/`, { status: 'withdrawn' }],
            ['DELETE', `${base}${id}/`],
            ['POST', `${base}${id}/delete_agreements/`],
          ] as const) {
            const response = await client.request(method, path, body)
            expect({ method, path, status: response.status }).toEqual({ method, path, status: 404 })
          }
        }
        // Lakeside's own records may match the search (other blocks of this file make some): Northwind's never.
        const list = await client.get(`${base}?search=Isolation&page_size=100`)
        const listed = list.body.results.map((item: { id: string }) => item.id)
        expect(listed).not.toContain(engagement.pending)
        expect(listed).not.toContain(engagement.draft)
        expect((await client.get(`${base}?talent=${northwind.talent}&page_size=100`)).body.results.map((item: { id: string }) => item.id)).not.toContain(engagement.pending)
        expect((await client.get(`${base}owners/?page_size=100`)).body.results.map((item: { id: string }) => item.id)).not.toContain(directory.userId(demo.northwind.admin))
        expect((await client.get(`${base}departments/?page_size=100`)).body.results.map((item: { id: string }) => item.id)).not.toContain(northwind.department)
      }
      const otherTalent = await ApiClient.signedIn(server.url, demo.otherTalent)
      expect((await otherTalent.post(`/api/v1/talent/engagements/${engagement.pending}/accept/`)).status).toBe(404)
      expect((await otherTalent.post(`/api/v1/talent/engagements/${engagement.pending}/decline/`, {})).status).toBe(404)
      const talent = await ApiClient.signedIn(server.url, demo.talent)
      expect((await talent.post(`/api/v1/talent/engagements/${engagement.draft}/accept/`)).status).toBe(404)
    })

    it('refuses Northwind ids inside Lakeside bodies with 422', async () => {
      const base = '/api/v1/organization_admin/engagements/'
      const refused = async (extra: Record<string, unknown>, field: string, message: string) => {
        const response = await lakesideAdmin.post(base, engagementBody(northwind.talent, extra))
        expect({ field, status: response.status, errors: response.body.errors?.[field] }).toEqual({ field, status: 422, errors: [message] })
      }
      await refused({ owner_ids: [directory.userId(demo.northwind.manager)] }, 'ownerIds', 'Select a valid owner.')
      await refused({ department_id: northwind.department }, 'departmentId', 'Select a valid department.')
      await refused({ duplicate_of: engagement.pending }, 'duplicateOf', 'Select a valid engagement to duplicate.')
      // The name of a Northwind engagement is free in Lakeside.
      expect((await lakesideAdmin.post(`${base}name-validation/`, { name: 'Isolation engagement', engagement_id: engagement.pending })).body).toEqual({ name: 'Isolation engagement' })
    })

    it('leaves the Northwind engagements as they were', async () => {
      const pending = await northwindAdmin.get(`/api/v1/organization_admin/engagements/${engagement.pending}/`)
      expect(pending.body).toMatchObject({ status: 'pending', hoursPerWeek: 40 })
      expect(pending.body.history).toHaveLength(1)
      expect((await northwindAdmin.get(`/api/v1/organization_admin/engagements/${engagement.draft}/`)).body.status).toBe('draft')
    })
  })
  // Talent API. Emily Carter logs time on her seeded active engagement; James Nguyen tries
  // her entry by id, her engagement and her engagement's PO in his bodies, and every list; Lakeside's
  // admin tries the talent paths. 404 on a path, 422 'Select a valid …' in a body, nothing listed, and
  // Emily's entry is as it was.
  describe('talent time entries between talents', () => {
    const BASE = '/api/v1/talent/time-sheets/'
    const twoDaysBack = () => new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10)
    const engagementNamed = async (name: string) => (await superAdmin.get(`/api/engagements?where[name][equals]=${encodeURIComponent(name)}&depth=0&limit=1`)).body.docs[0].id as string
    let emily: ApiClient
    let james: ApiClient
    let entry: { id: string; engagementId: string; purchaseOrderId: string | null; hours: string; talentComment: string }
    beforeAll(async () => {
      emily = await ApiClient.signedIn(server.url, demo.talent)
      james = await ApiClient.signedIn(server.url, demo.otherTalent)
      const logged = await emily.post(BASE, { engagement_id: await engagementNamed('Clarity report writing sprint'), timekeeping_date: twoDaysBack(), hours: 1, minutes: 15, talent_comment: 'Isolation' })
      if (logged.status !== 201) throw new Error(`entry not logged: ${logged.status} ${JSON.stringify(logged.body)}`)
      entry = logged.body
    }, 60_000)

    it('answers 404 to another talent for Emily’s entry by every method, and never lists it', async () => {
      for (const [method, body] of [['PATCH', { hours: 9 }], ['PATCH', { submit: true }], ['DELETE', undefined]] as const) {
        const response = await james.request(method, `${BASE}${entry.id}/`, body)
        expect({ method, status: response.status, body: response.body }).toEqual({ method, status: 404, body: { errors: { nonFieldErrors: ['Not found.'] } } })
      }
      // Nor through Payload's generated REST.
      expect((await james.get(`/api/time-entries/${entry.id}?depth=0`)).status).toBe(403)
      for (const path of [`${BASE}?page_size=100`, `${BASE}?engagement=${entry.engagementId}`, `${BASE}adjustments/`]) {
        expect((await james.get(path)).body.results.map((item: { id: string }) => item.id)).not.toContain(entry.id)
      }
      expect((await james.get('/api/v1/talent/pay-periods/short/')).body.engagements.map((item: { id: string }) => item.id)).not.toContain(entry.engagementId)
      // The talent paths are the talent's: an organization user is refused outright.
      expect((await lakesideAdmin.patch(`${BASE}${entry.id}/`, { hours: 9 })).status).toBe(403)
    })

    it('refuses Emily’s engagement and her engagement’s PO inside another talent’s bodies with 422', async () => {
      const refused = async (response: Promise<{ status: number; body: any }>, field: string, message: string) => {
        const { status, body } = await response
        expect({ field, status, errors: body.errors?.[field] }).toEqual({ field, status: 422, errors: [message] })
      }
      await refused(james.post(BASE, { engagement_id: entry.engagementId, timekeeping_date: twoDaysBack(), hours: 1 }), 'engagementId', 'Select a valid engagement.')
      const periodStart = `${twoDaysBack().slice(0, 8)}${Number(twoDaysBack().slice(8)) <= 15 ? '01' : '16'}`
      await refused(james.post(`${BASE}submit/`, { period_start: periodStart, engagement_id: entry.engagementId }), 'engagementId', 'Select a valid engagement.')
      if (entry.purchaseOrderId) {
        const his = await engagementNamed('Epic Willow Inpatient pharmacy build')
        await refused(james.post(BASE, { engagement_id: his, timekeeping_date: twoDaysBack(), hours: 1, purchase_order_id: entry.purchaseOrderId }), 'purchaseOrderId', 'Select a valid purchase order.')
      }
    })

    it('leaves Emily’s entry as it was', async () => {
      const listed = (await emily.get(`${BASE}?engagement=${entry.engagementId}&page_size=100`)).body.results.find((item: { id: string }) => item.id === entry.id)
      expect(listed).toMatchObject({ hours: '1.25', state: 'open', talentComment: 'Isolation', purchaseOrderId: entry.purchaseOrderId })
    })
  })
  // Organization API. Emily Carter submits time on her Northwind engagement; Lakeside's admin and
  // manager try it by id on every organization path (404), name it, its engagement and its talent in the
  // bulk bodies (422 'Select a valid …'), and never see it listed or counted; the entry stays pending.
  describe('organization time sheets between organizations', () => {
    const twoDaysBack = () => new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10)
    let entry: { id: string; engagementId: string; talentId: string; state: string }
    beforeAll(async () => {
      const emily = await ApiClient.signedIn(server.url, demo.talent)
      const engagement = (await superAdmin.get(`/api/engagements?where[name][equals]=${encodeURIComponent('Clarity report writing sprint')}&depth=0&limit=1`)).body.docs[0].id
      const logged = await emily.post('/api/v1/talent/time-sheets/', { engagement_id: engagement, timekeeping_date: twoDaysBack(), hours: 0, minutes: 45, submit: true })
      if (logged.status !== 201) throw new Error(`entry not logged: ${logged.status} ${JSON.stringify(logged.body)}`)
      entry = logged.body
    }, 60_000)

    it('answers 404 on every path and lists nothing of the other organization', async () => {
      for (const [client, role] of [[lakesideAdmin, 'organization_admin'], [lakesideManager, 'manager']] as const) {
        const base = `/api/v1/${role}/time-sheets/`
        for (const [path, body] of [[`${base}${entry.id}/`, { state: 'approved' }], [`${base}${entry.id}/`, { hours: 1 }], [`${base}adjustments/${entry.id}/`, { state: 'declined', client_comment: 'No' }]] as const) {
          const response = await client.patch(path, body)
          expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 404, body: { errors: { nonFieldErrors: ['Not found.'] } } })
        }
        for (const query of ['page_size=100', `engagement=${entry.engagementId}`, `talent=${entry.talentId}`]) {
          expect((await client.get(`${base}?${query}`)).body.results.map((item: { id: string }) => item.id)).not.toContain(entry.id)
        }
        expect((await client.get(`${base}exists/?engagement=${entry.engagementId}`)).body).toEqual({ exists: false })
        expect((await client.get(`${base}total/?engagement=${entry.engagementId}`)).body.byState.pending.count).toBe(0)
      }
      expect((await lakesideAdmin.get(`/api/time-entries/${entry.id}?depth=0`)).status).toBe(403)
    })

    it('refuses the other organization’s entry and engagement, and a stranger talent, inside bulk bodies with 422', async () => {
      const base = '/api/v1/organization_admin/time-sheets/'
      const refused = async (body: Record<string, unknown>, field: string, message: string) => {
        const { status, body: answer } = await lakesideAdmin.patch(base, body)
        expect({ field, status, errors: answer.errors?.[field] }).toEqual({ field, status: 422, errors: [message] })
      }
      await refused({ action: 'approve', scope: { type: 'action_item' }, ids: [entry.id] }, 'ids', `${entry.id}: Select a valid time entry.`)
      await refused({ action: 'approve', scope: { type: 'entire_engagement', engagement_id: entry.engagementId, date_from: twoDaysBack(), date_to: twoDaysBack() } }, 'engagementId', 'Select a valid engagement.')
      // A talent none of Lakeside's engagements names (David Kowalski works only with Northwind).
      await refused({ action: 'approve', scope: { type: 'entire_day', date: twoDaysBack(), talent_id: directory.userId('david.kowalski@talent.example') } }, 'talentId', 'Select a valid talent.')
      // Emily works with both: Lakeside's whole day of hers selects nothing of Northwind's.
      expect((await lakesideAdmin.patch(base, { action: 'approve', scope: { type: 'entire_day', date: twoDaysBack(), talent_id: entry.talentId } })).body).toEqual({ approved: 0, ids: [] })
    })

    it('leaves the entry waiting', async () => {
      const listed = (await northwindAdmin.get(`/api/v1/organization_admin/time-sheets/?engagement=${entry.engagementId}&page_size=100`)).body.results.find((item: { id: string }) => item.id === entry.id)
      expect(listed).toMatchObject({ state: 'pending', hours: '0.75' })
    })
  })
  // exports. Northwind's admin asks for a payroll report; Lakeside's admin and manager and
  // Northwind's own manager try the task and its file by id (404: a task is read by who asked and the super
  // admin only), Lakeside names Northwind's engagement and a talent only Northwind engaged in its own
  // export (422 on the field), and the super admin's QuickBooks run refuses an organization that does not exist.
  describe('exports between organizations and users', () => {
    let task: { id: string; fileUrl: string }
    beforeAll(async () => {
      const started = await northwindAdmin.post('/api/v1/org-side/time-sheets/export/', { period_start: '2020-01-16', format: 'csv' })
      task = await settledTask(northwindAdmin, String(started.headers.get('location')))
      if (!task.fileUrl) throw new Error(`export not done: ${JSON.stringify(task)}`)
    }, 120_000)

    it('answers 404 for the task and its file to everyone but who asked and the super admin', async () => {
      for (const client of [lakesideAdmin, lakesideManager, northwindManager]) {
        const response = await client.get(`/api/v1/tasks/${task.id}/`)
        expect({ status: response.status, body: response.body }).toEqual({ status: 404, body: { errors: { nonFieldErrors: ['Not found.'] } } })
        expect((await download(client, task.fileUrl)).status).toBe(404)
        expect((await client.get(`/api/tasks/${task.id}?depth=0`)).status).toBe(403)
      }
      expect((await download(northwindAdmin, task.fileUrl)).status).toBe(200)
      expect((await superAdmin.get(`/api/v1/tasks/${task.id}/`)).body.id).toBe(task.id)
    })

    it("refuses the other organization's engagement and a talent it never engaged inside the export body with 422", async () => {
      const northwindEngagement = (await northwindAdmin.get('/api/v1/organization_admin/engagements/?page_size=1')).body.results[0].id
      const refused = async (body: Record<string, unknown>, field: string, message: string) => {
        const { status, body: answer } = await lakesideAdmin.post('/api/v1/org-side/time-sheets/export/', { period_start: '2020-01-16', format: 'csv', ...body })
        expect({ field, status, errors: answer.errors }).toEqual({ field, status: 422, errors: { [field]: [message] } })
      }
      await refused({ engagement_id: northwindEngagement }, 'engagementId', 'Select a valid engagement.')
      await refused({ talent_id: directory.userId('david.kowalski@talent.example') }, 'talentId', 'Select a valid talent.')
      const qb = await superAdmin.post('/api/v1/super_admin/qb_export/', { period_start: '2020-01-16', organization_ids: ['00000000-0000-4000-8000-000000000000'] })
      expect(qb).toMatchObject({ status: 422, body: { errors: { organizationIds: ['Select a valid organization.'] } } })
    })
  })
  // Search records. Northwind's manager saves a search and sends a talent-not-found feedback;
  // Lakeside's admin and manager (and Northwind's own admin: saved searches are personal) try them by id
  // through every prefix and the generated REST: 404, lists never show them, and the search stays.
  describe('saved searches and talent-not-found feedback between organizations and users', () => {
    let saved: string
    let feedback: string
    beforeAll(async () => {
      saved = created(await northwindManager.post('/api/v1/manager/saved-searches/', { name: 'Northwind private search', params: { city: 'Madison' } }), 'saved search')
      feedback = created(await northwindManager.post('/api/v1/manager/feedbacks/talent-not-found/', { message: 'Northwind private feedback' }), 'feedback')
    })

    it('answers 404 for another user’s saved search, whoever and wherever they are', async () => {
      for (const [client, prefix] of [
        [lakesideManager, 'manager'],
        [lakesideAdmin, 'organization_admin'],
        [northwindAdmin, 'organization_admin'],
      ] as const) {
        const response = await client.delete(`/api/v1/${prefix}/saved-searches/${saved}/`)
        expect({ status: response.status, body: response.body }).toEqual({ status: 404, body: { errors: { nonFieldErrors: ['Not found.'] } } })
        const list = await client.get(`/api/v1/${prefix}/saved-searches/?page_size=100`)
        expect(list.body.results.map((item: { id: string }) => item.id)).not.toContain(saved)
        expect((await client.get(`/api/saved-searches/${saved}`)).status).toBe(403)
        expect((await client.get(`/api/talent-not-found-feedbacks/${feedback}`)).status).toBe(403)
      }
      const mine = await northwindManager.get('/api/v1/manager/saved-searches/?page_size=100')
      expect(mine.body.results.find((item: { id: string }) => item.id === saved)).toMatchObject({ name: 'Northwind private search', params: { city: 'Madison' } })
    })
  })
  // Search engine. Each organization's search weights are its own: Lakeside's admin changes
  // theirs, Northwind reads and scores with its own; the generated REST shows neither to the other.
  describe('search weights between organizations', () => {
    it('keeps one organization’s weights from another', async () => {
      const lakeside = { specializations: 0, availability: 0, rate: 0, place: 100, keyword: 0 }
      expect((await lakesideAdmin.put('/api/v1/organization_admin/search-weights/', lakeside)).body).toEqual({ weights: lakeside, isDefault: false })
      for (const [client, prefix] of [
        [northwindManager, 'manager'],
        [northwindAdmin, 'organization_admin'],
      ] as const) {
        expect((await client.get(`/api/v1/${prefix}/search-weights/`)).body).toEqual({ weights: { specializations: 40, availability: 25, rate: 10, place: 10, keyword: 15 }, isDefault: true })
        expect((await client.get('/api/search-weights')).status).toBe(403)
      }
      expect((await lakesideAdmin.delete('/api/v1/organization_admin/search-weights/')).body.isDefault).toBe(true)
    })
  })
  // opportunities. Northwind's admin posts an opportunity with a specialization and a
  // question, invites a talent, and a talent applies; Lakeside's admin and manager try each record by id
  // (404 on a path), name the opportunity in bodies and queries (422), and never list them; the engagement
  // input refuses Northwind's opportunity from Lakeside. Northwind finds everything as it was.
  describe('opportunities and applicants between organizations', () => {
    let opportunity: any
    let applicant: any
    let application: any
    beforeAll(async () => {
      const roots = (await northwindAdmin.get('/api/v1/specializations/?root=true&page_size=1')).body.results
      opportunity = await createOpportunity(northwindAdmin, { questions: [{ question: 'Why Northwind?' }], specializations: [{ specialization_id: roots[0].id }] })
      await inviteToOpportunity(northwindAdmin, opportunity.id, [directory.userId('sofia.martinez@talent.example')])
      application = await applyToOpportunity(await ApiClient.signedIn(server.url, demo.otherTalent), opportunity)
      applicant = (await northwindAdmin.get(`/api/v1/org-side/opportunity-talent/?opportunity_id=${opportunity.id}&status=applied`)).body.results[0]
    }, 60_000)

    it('answers 404 on every path and 422 on every body or query naming Northwind records, and lists none', async () => {
      const notFound = { errors: { nonFieldErrors: ['Not found.'] } }
      const invalid = { opportunityId: ['Select a valid opportunity.'] }
      for (const client of [lakesideAdmin, lakesideManager]) {
        for (const [method, path, body] of [
          ['GET', `/api/v1/org-side/opportunity/${opportunity.id}/`],
          ['PATCH', `/api/v1/org-side/opportunity/${opportunity.id}/`, { title: 'Lakeside was here' }],
          ['DELETE', `/api/v1/org-side/opportunity/${opportunity.id}/`],
          ['GET', `/api/v1/org-side/opportunity/${opportunity.id}/removed-talents/`],
          ['PATCH', `/api/v1/org-side/opportunity-specialization/${opportunity.specializations[0].id}/`, { skill_ids: [] }],
          ['DELETE', `/api/v1/org-side/opportunity-specialization/${opportunity.specializations[0].id}/`],
          ['PATCH', `/api/v1/org-side/opportunity-talent/${applicant.id}/`, { is_removed: true }],
          ['POST', `/api/v1/org-side/opportunity-talent/${applicant.id}/restore/`],
          ['GET', `/api/v1/org-side/opportunity-apply/${application.id}/`],
          ['PATCH', `/api/v1/org-side/opportunity-apply/${application.id}/`, { manager_comment: 'Lakeside was here' }],
        ] as const) {
          const response = await client.request(method, path, body)
          expect({ method, path, status: response.status, body: response.body }).toEqual({ method, path, status: 404, body: notFound })
        }
        expect((await client.get(`/api/v1/org-side/opportunity-talent/?opportunity_id=${opportunity.id}`)).body.errors).toEqual(invalid)
        expect((await client.post('/api/v1/org-side/opportunity-talent/', { opportunity_id: opportunity.id, talent_ids: [northwind.talent] })).body.errors).toEqual(invalid)
        expect((await client.post('/api/v1/org-side/opportunity-specialization/', { opportunity_id: opportunity.id, specialization_id: opportunity.specializations[0].specializationId })).body.errors).toEqual(invalid)
        const listed = await client.get('/api/v1/org-side/opportunities/?page_size=100')
        expect(listed.body.results.map((item: { id: string }) => item.id)).not.toContain(opportunity.id)
        expect((await client.get('/api/opportunity-applies?depth=0&limit=100')).status).toBe(403)
        expect((await client.get('/api/opportunity-talents?depth=0&limit=100')).status).toBe(403)
      }
      const engagement = await lakesideAdmin.post('/api/v1/organization_admin/engagements/', { name: 'Isolation from an opportunity', is_draft: true, opportunity_id: opportunity.id })
      expect(engagement).toMatchObject({ status: 422, body: { errors: invalid } })
      const after = await northwindAdmin.get(`/api/v1/org-side/opportunity/${opportunity.id}/`)
      expect(after.body).toMatchObject({ title: opportunity.title, status: 'open', applicantsCount: 1, talentsCount: 2 })
      expect(after.body.specializations).toEqual(opportunity.specializations)
      const rows = await northwindAdmin.get(`/api/v1/org-side/opportunity-talent/?opportunity_id=${opportunity.id}`)
      expect(rows.body.results.map((row: { status: string }) => row.status)).toEqual(['applied', 'invited'])
      expect(rows.body.results[0].managerComment).toBeNull()
    })
  })
  // ai. This server runs without the AI flags: whichever organization's opportunity, applicant
  // or talent a Lakeside user names, every AI call answers the same 403 and says nothing about the record.
  // With the flags on, tests/api/aiAssist.test.ts has Lakeside name Northwind's opportunity and applicant
  // (422 on the field) and checks that prompts carry only what the caller may read.
  describe('AI assistance with its flags off', () => {
    it('answers every AI call 403 with the same message, for own and foreign ids alike', async () => {
      const featureOff = { errors: { nonFieldErrors: ['This feature is not enabled for your organization.'] } }
      const bogus = '00000000-0000-4000-8000-000000000000'
      const calls: [string, Record<string, unknown>][] = [
        ['/api/v1/org-side/ai/opportunity-title-description/', { opportunity_id: bogus }],
        ['/api/v1/org-side/ai/opportunity-questions/', { opportunity_id: bogus }],
        ['/api/v1/org-side/ai/talent-overview/', { talent_id: northwind.talent }],
        ['/api/v1/org-side/opportunity-ai/', { opportunity_talent_id: bogus }],
        ['/api/v1/org-side/opportunity-ai-talent-rating/', { opportunity_id: bogus, talent_id: northwind.talent }],
      ]
      for (const client of [lakesideAdmin, lakesideManager, northwindAdmin]) {
        for (const [path, body] of calls) {
          const response = await client.post(path, body)
          expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 403, body: featureOff })
        }
      }
    })
  })
  // The dashboards take no record id: isolation is in the figures. Each organization's
  // 12 months of spend equal its own time-sheet totals over the same days, and nothing Northwind does
  // (an offer sent, an opportunity with an applicant) moves any Lakeside figure or action item.
  describe('dashboards between organizations', () => {
    const spendMatchesOwnTotals = async (client: ApiClient) => {
      const { byMonth } = (await client.get('/api/v1/org-side/dashboard/')).body as { byMonth: { month: string; minutes: number; cents: number }[] }
      expect(byMonth).toHaveLength(12)
      const [year, month] = byMonth[11]!.month.split('-').map(Number)
      const lastDay = new Date(Date.UTC(year!, month!, 0)).toISOString().slice(0, 10)
      const totals = (await client.get(`/api/v1/organization_admin/time-sheets/total/?date_from=${byMonth[0]!.month}-01&date_to=${lastDay}`)).body
      expect(byMonth.reduce((sum, figure) => sum + figure.cents, 0)).toBe(totals.amountCents)
      return byMonth
    }

    it('each organization’s figures are its own; Northwind’s moves change no Lakeside figure', async () => {
      const northwindMonths = await spendMatchesOwnTotals(northwindAdmin)
      const lakesideMonths = await spendMatchesOwnTotals(lakesideAdmin)
      expect(northwindMonths.some((figure) => figure.minutes > 0)).toBe(true)
      expect(lakesideMonths).not.toEqual(northwindMonths)
      const snapshot = async () =>
        Promise.all(
          [lakesideAdmin, lakesideManager].flatMap((client) => ['/api/v1/org-side/dashboard/', '/api/v1/org-side/action-items/'].map(async (path) => (await client.get(path)).body)),
        )
      const lakesideBefore = await snapshot()
      const awaiting = async () => (await northwindAdmin.get('/api/v1/org-side/dashboard/')).body.counts.awaitingTalent as number
      const northwindAwaiting = await awaiting()

      const sent = await northwindAdmin.post('/api/v1/organization_admin/engagements/', engagementBody(northwind.talent))
      expect(sent.status).toBe(201)
      const opportunity = await createOpportunity(northwindAdmin)
      await inviteToOpportunity(northwindAdmin, opportunity.id, [northwind.talent])
      await applyToOpportunity(await ApiClient.signedIn(server.url, demo.talent), opportunity)

      expect(await awaiting()).toBe(northwindAwaiting + 1)
      expect((await northwindAdmin.get('/api/v1/org-side/dashboard/')).body.counts.newApplicants).toBeGreaterThanOrEqual(1)
      expect(await snapshot()).toEqual(lakesideBefore)
    })
  })
  // Northwind's manager and Emily Carter chat (text, an image, a reply). Everyone else —
  // Northwind's own admin, Lakeside's admin and manager, another talent, the super admin — tries the chat,
  // its messages, its image, its read marker and the unread counts: every path is 404, no list, count or
  // generated-REST answer shows any of it, and the two people find everything as it was.
  describe('chats between users and organizations', () => {
    let channelId: string
    let imageUrl: string
    let messageId: string
    beforeAll(async () => {
      channelId = await openChat(northwindManager, 'manager', northwind.talent)
      await sendText(northwindManager, channelId, 'Private: the go-live moved to June.')
      const image = await northwindManager.post(`/api/v1/chats/${channelId}/messages/`, messageForm(null, { bytes: tinyPng(), name: 'floor.png' }))
      expect(image.status).toBe(201)
      imageUrl = image.body.imageUrl
      messageId = image.body.id
      await sendText(await ApiClient.signedIn(server.url, demo.talent), channelId, 'Private: thanks!')
    }, 60_000)

    it('answers 404 for the chat on every path, and shows it in no list, count or generated-REST answer', async () => {
      const notFound = { errors: { nonFieldErrors: ['Not found.'] } }
      const outsiders = [northwindAdmin, lakesideAdmin, lakesideManager, superAdmin, await ApiClient.signedIn(server.url, demo.otherTalent)]
      for (const client of outsiders) {
        for (const [method, path, body] of [
          ['GET', `/api/v1/chats/${channelId}/`],
          ['GET', `/api/v1/chats/${channelId}/messages/`],
          ['POST', `/api/v1/chats/${channelId}/messages/`, { text: 'Let me in' }],
          ['POST', `/api/v1/chats/${channelId}/read/`],
          ['GET', imageUrl],
        ] as const) {
          const response = await client.request(method, path, body)
          expect({ method, path, status: response.status, body: response.body }).toEqual({ method, path, status: 404, body: notFound })
        }
        expect((await client.get(`/api/v1/chats/by-user/${northwind.talent}/`)).status).toBe(404)
        const listed = await client.get('/api/v1/chats/?page_size=100')
        expect(listed.body.results.map((chat: { channelId: string }) => chat.channelId)).not.toContain(channelId)
        const counts = await client.get('/api/v1/chats/unread_count/')
        expect(counts.body.chats.map((chat: { channelId: string }) => chat.channelId)).not.toContain(channelId)
        // The generated REST refuses all but the super admin, who is no member of the chat either.
        for (const path of [`/api/chats/${channelId}`, `/api/chat-messages/${messageId}`]) expect((await client.get(path)).status).toBe(client === superAdmin ? 404 : 403)
        for (const path of [`/api/chat-messages?where[chat][equals]=${channelId}`, `/api/chat-members?where[chat][equals]=${channelId}`, '/api/chats?limit=100']) {
          expect(JSON.stringify((await client.get(path)).body)).not.toContain(channelId)
        }
        // Asking to open a chat with Northwind's manager from Lakeside answers the same 422 as for nobody.
        if (client === lakesideAdmin) {
          expect((await client.post('/api/v1/organization_admin/chats/', { talent_id: directory.userId(demo.northwind.manager) })).body).toEqual({ errors: { talentId: ['Select a valid talent.'] } })
        }
      }
      // The two people find everything as it was: nothing was added, and the unread count is Emily's reply only.
      const page = await northwindManager.get(`/api/v1/chats/${channelId}/messages/`)
      expect(page.body.results.map((message: { text: string }) => message.text)).toEqual(['Private: the go-live moved to June.', '', 'Private: thanks!'])
      expect((await northwindManager.get('/api/v1/chats/unread_count/')).body).toEqual({ unreadCount: 1, chats: [{ channelId, unreadCount: 1 }] })
    })
  })
  // Northwind's manager asks the knowledge center a question with a file: Lakeside's admin
  // and manager, Northwind's own admin (a question is its sender's) and a talent read neither the question
  // nor its file, by any path; the super admin does.
  describe('knowledge-center questions between organizations and users', () => {
    let question: string
    beforeAll(async () => {
      const form = new FormData()
      form.append('message', 'Northwind private question')
      form.append('file', new Blob([new Uint8Array(Buffer.from('Northwind notes'))], { type: 'text/plain' }), 'notes.txt')
      question = created(await northwindManager.post('/api/v1/faq-feedback/', form), 'question')
    })

    it('answers 404 for another sender’s question and file, and lists it to nobody else', async () => {
      const talent = await ApiClient.signedIn(server.url, demo.talent)
      for (const client of [lakesideManager, lakesideAdmin, northwindAdmin, talent]) {
        const file = await client.get(`/api/v1/faq-feedbacks/${question}/file/`)
        expect({ status: file.status, body: file.body }).toEqual({ status: 404, body: { errors: { nonFieldErrors: ['Not found.'] } } })
        expect((await client.get(`/api/faq-feedbacks/${question}`)).status).toBe(403)
        const listed = await client.get('/api/faq-feedbacks?limit=100&depth=0')
        expect((listed.body.docs ?? []).map((doc: { id: string }) => doc.id)).not.toContain(question)
        expect((await client.get(`/api/admin/faq-feedbacks/${question}`)).status).toBe(403)
      }
      expect((await northwindManager.get(`/api/v1/faq-feedbacks/${question}/file/`)).body).toBe('Northwind notes')
      expect((await superAdmin.get(`/api/admin/faq-feedbacks/${question}`)).body).toMatchObject({ message: 'Northwind private question', organization: northwind.organization })
    })
  })
})
