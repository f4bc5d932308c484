import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { createEngagement } from '../helpers/engagements'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'
import { blob, tinyPdf, tinyPng } from '../helpers/uploads'
import { settledTask } from '../helpers/tasks'

jest.setTimeout(60_000)

/**
 * A stored file is readable exactly when the record that names it is readable, for
 * every kind of stored file, through the download (/api/v1/files/{id}/); Payload's generated REST
 * (/api/stored-files) answers the super admin only. Replaced documents (the document history) are the
 * talent's and the super admin's only.
 */
/** A library document's file, a talent's answer's file, a purchase order's file. */
type EngagementFile = 'requiredDocument' | 'filledDocument' | 'purchaseOrder'
type Actor = 'owner' | 'sameOrganization' | 'sameOrganizationContact' | 'otherOrganization' | 'otherTalent' | 'superAdmin' | 'anonymous'
const ACTORS: Actor[] = ['owner', 'sameOrganization', 'sameOrganizationContact', 'otherOrganization', 'otherTalent', 'superAdmin', 'anonymous']

const tinyMp4 = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2'), Buffer.from([0, 0, 0, 8]), Buffer.from('free')])

const form = (...entries: [string, Buffer | string, string?][]) => {
  const body = new FormData()
  for (const [name, value, fileName] of entries) {
    if (typeof value === 'string') body.append(name, value)
    else body.append(name, blob(value), fileName)
  }
  return body
}

describe.each(databases)('who reads which stored file (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  const clients = {} as Record<Exclude<Actor, 'owner' | 'sameOrganization' | 'sameOrganizationContact'> | 'emily' | 'luis' | 'northwindAdmin' | 'northwindManager' | 'northwindContact' | 'lakesideManager', ApiClient>
  /** File ids by what names them. */
  const files = {} as Record<'currentDocument' | 'replacedDocument' | 'certificate' | 'avatar' | 'video' | 'unapprovedTalentDocument' | 'logo' | EngagementFile | 'export', string>

  /** The id of the stored file called `name`, which `client` uploaded (read by the super admin through the generated REST). */
  async function ownFileId(client: ApiClient, name: string): Promise<string> {
    expect((await client.get(`/api/stored-files?depth=0&where[originalFileName][equals]=${encodeURIComponent(name)}`)).status).toBe(403)
    const listed = await clients.superAdmin.get(`/api/stored-files?depth=0&limit=100&where[originalFileName][equals]=${encodeURIComponent(name)}`)
    expect(listed.status).toBe(200)
    expect(listed.body.docs).toHaveLength(1)
    return listed.body.docs[0].id
  }

  /** The status, with the body in the failure message when it is not the expected one. */
  const answered = async (request: Promise<{ status: number; body: unknown }>, status: number) => {
    const response = await request
    expect(`${response.status} ${JSON.stringify(response.body)}`).toMatch(new RegExp(`^${status} `))
  }

  beforeAll(async () => {
    // The profile video is behind its feature flag.
    server = await startTestServer({ database, seed: true, env: { FEATURE_FLAGS: 'talent_profile_video' } })
    clients.superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    directory = await readDirectory(clients.superAdmin)
    clients.emily = await ApiClient.signedIn(server.url, demo.talent)
    clients.otherTalent = await ApiClient.signedIn(server.url, demo.otherTalent)
    // Luis Herrera is a seeded talent the platform has not approved.
    clients.luis = await ApiClient.signedIn(server.url, 'luis.herrera@talent.example')
    clients.northwindAdmin = await ApiClient.signedIn(server.url, demo.northwind.admin)
    clients.northwindManager = await ApiClient.signedIn(server.url, demo.northwind.manager)
    clients.northwindContact = await ApiClient.signedIn(server.url, demo.northwind.contact)
    clients.otherOrganization = await ApiClient.signedIn(server.url, demo.lakeside.admin)
    clients.lakesideManager = await ApiClient.signedIn(server.url, demo.lakeside.manager)
    clients.anonymous = new ApiClient(server.url)

    const emily = clients.emily
    await answered(emily.patch('/api/v1/talent/document_set/', form(['flu_shot[file]', tinyPdf('old'), 'replaced-flu-shot.pdf'])), 200)
    await answered(emily.patch('/api/v1/talent/document_set/', form(['flu_shot[file]', tinyPdf('new'), 'current-flu-shot.pdf'])), 200)
    await answered(emily.post('/api/v1/talent/certificates/', form(['document_name', 'Epic Certification'], ['file', tinyPdf('cert'), 'epic-certificate.pdf'])), 201)
    await answered(emily.post('/api/v1/talent/avatar/', form(['file', tinyPng(), 'emily-avatar.png'])), 200)
    await answered(emily.post('/api/v1/talent/profile-video/', form(['file', tinyMp4(), 'emily-intro.mp4'])), 200)
    await answered(clients.luis.patch('/api/v1/talent/document_set/', form(['flu_shot[file]', tinyPdf('luis'), 'luis-flu-shot.pdf'])), 200)
    const northwind = directory.organizationId('Northwind Health System')
    await answered(clients.northwindAdmin.patch(`/api/v1/organization_admin/organizations/${northwind}/`, form(['logo', tinyPng(), 'northwind-logo.png'])), 200)

    // Northwind's library document with its file, named by an engagement sent to Emily (who
    // answers it with a file of her own), and a Northwind purchase order with a file assigned to it; a
    // second library document named only by a draft for Emily.
    const fileIdOf = (address: unknown) => String(address).split('/').at(-2)!
    const libraryDocument = async (name: string) => {
      const response = await clients.northwindAdmin.post(
        '/api/v1/organization_admin/required-documents/',
        form(['name', name], ['places[remote]', 'true'], ['answer_type', 'sign_and_return'], ['file', tinyPdf(name), `${name}.pdf`]),
      )
      await answered(Promise.resolve(response), 201)
      return { id: response.body.id as string, file: fileIdOf(response.body.file) }
    }
    const named = await libraryDocument('library-nda')
    const draftOnly = await libraryDocument('library-draft-only')
    const sendToEmily = async (name: string, documentId: string, isDraft: boolean) =>
      (
        await createEngagement(isDraft ? 'draft' : 'pending', {
          organization: clients.northwindManager,
          prefix: 'manager',
          talentId: directory.userId(demo.talent),
          body: { name, owner_ids: [directory.userId(demo.northwind.manager)], required_document_ids: [documentId] },
        })
      ).id as string
    const engagement = await sendToEmily('File access engagement', named.id, false)
    await sendToEmily('File access draft', draftOnly.id, true)
    const filled = await emily.post('/api/v1/talent/filled-documents/', form(['engagement_id', engagement], ['type_id', named.id], ['file', tinyPdf('signed'), 'emily-signed-nda.pdf']))
    await answered(Promise.resolve(filled), 201)
    const order = await clients.northwindAdmin.post('/api/v1/organization_admin/purchase_order/', form(['name', 'FILE-PO-1'], ['description', 'File access'], ['file', tinyPdf('po'), 'po.pdf']))
    await answered(Promise.resolve(order), 201)
    await answered(clients.northwindAdmin.patch(`/api/v1/organization_admin/engagements/${engagement}/purchase-order-numbers/${order.body.id}/`, { is_assigned: true }), 200)
    files.requiredDocument = named.file
    files.filledDocument = fileIdOf(filled.body.file)
    files.purchaseOrder = fileIdOf(order.body.file)
    engagementFixtures.draftOnlyLibraryFile = draftOnly.file

    files.currentDocument = await ownFileId(emily, 'current-flu-shot.pdf')
    files.replacedDocument = await ownFileId(emily, 'replaced-flu-shot.pdf')
    files.certificate = await ownFileId(emily, 'epic-certificate.pdf')
    files.avatar = await ownFileId(emily, 'emily-avatar.png')
    files.video = await ownFileId(emily, 'emily-intro.mp4')
    files.unapprovedTalentDocument = await ownFileId(clients.luis, 'luis-flu-shot.pdf')
    files.logo = await ownFileId(clients.northwindAdmin, 'northwind-logo.png')
    // Exports: a payroll report Northwind's admin asked for (stored-file kind 'export').
    const report = await clients.northwindAdmin.post('/api/v1/org-side/time-sheets/export/', { period_start: '2020-01-01', format: 'csv' })
    const task = await settledTask(clients.northwindAdmin, String(report.headers.get('location')))
    files.export = fileIdOf(task.fileUrl)
    // The replaced document really is in the history.
    const history = await emily.get('/api/v1/talent/document_set/history/')
    expect(JSON.stringify(history.body)).toContain(files.replacedDocument)
  }, 300_000)
  afterAll(() => server?.stop())
  const engagementFixtures = {} as { draftOnlyLibraryFile: string }

  /**
   * The client acting as `actor` for a file: for a talent's file the owner is the talent, the
   * "organization" users are Northwind's and Lakeside's (organizations see approved talents alike); for
   * the logo the owner is Northwind's admin, the same organization its manager and contact.
   */
  function clientFor(actor: Actor, file: keyof typeof files): ApiClient {
    // The library's and the purchase order's files are the organization's (its admin uploaded
    // them); the answer's file is Emily's; "other organization" is Lakeside's admin.
    if (file === 'requiredDocument' || file === 'purchaseOrder' || file === 'export') {
      if (actor === 'owner') return clients.northwindAdmin
      if (actor === 'otherOrganization') return clients.otherOrganization
    }
    const logo = file === 'logo'
    switch (actor) {
      case 'owner':
        return logo ? clients.northwindAdmin : file === 'unapprovedTalentDocument' ? clients.luis : clients.emily
      case 'sameOrganization':
        return clients.northwindManager
      case 'sameOrganizationContact':
        return clients.northwindContact
      case 'otherOrganization':
        return logo ? clients.lakesideManager : clients.otherOrganization
      default:
        return clients[actor]
    }
  }

  const readable: Record<keyof typeof files, Actor[]> = {
    // Read like the approved talent's profile: the talent, organization admins and managers (contacts
    // read no talent records), the super admin.
    currentDocument: ['owner', 'sameOrganization', 'otherOrganization', 'superAdmin'],
    certificate: ['owner', 'sameOrganization', 'otherOrganization', 'superAdmin'],
    avatar: ['owner', 'sameOrganization', 'otherOrganization', 'superAdmin'],
    video: ['owner', 'sameOrganization', 'otherOrganization', 'superAdmin'],
    // The document history: the talent and the super admin only.
    replacedDocument: ['owner', 'superAdmin'],
    // A talent the platform has not approved: no organization sees anything of theirs.
    unapprovedTalentDocument: ['owner', 'superAdmin'],
    // A logo: its organization's members and the super admin.
    logo: ['owner', 'sameOrganization', 'sameOrganizationContact', 'superAdmin'],
    // Readable exactly as the record naming the file: the library document and the purchase
    // order by their organization's admins and managers (not its contacts), the talent's answer by the
    // talent and that organization's admins and managers; the super admin reads all. The talent of an
    // engagement reading the library file (and never the PO file) is the test below.
    requiredDocument: ['owner', 'sameOrganization', 'superAdmin'],
    filledDocument: ['owner', 'sameOrganization', 'superAdmin'],
    purchaseOrder: ['owner', 'sameOrganization', 'superAdmin'],
    // A task's file, exactly as the task: who asked (the owner) and the super admin.
    export: ['owner', 'superAdmin'],
  }

  const cases = (Object.keys(readable) as (keyof typeof files)[]).flatMap((file) => ACTORS.map((actor) => [file, actor, readable[file].includes(actor)] as const))

  it.each(cases)('%s, %s: readable %s through /api/v1/files/{id}/ and /api/stored-files', async (file, actor, allowed) => {
    const client = clientFor(actor, file)
    const id = files[file]
    const download = await client.get(`/api/v1/files/${id}/`)
    expect(download.status).toBe(allowed ? 200 : actor === 'anonymous' ? 401 : 404)
    if (allowed) expect(download.headers.get('content-disposition')).toContain('attachment')

    // The generated REST: the super admin's only.
    const byId = await client.get(`/api/stored-files/${id}?depth=0`)
    if (actor === 'superAdmin') {
      expect(byId.status).toBe(200)
      expect(byId.body.id).toBe(id)
      // The storage key never leaves the server.
      expect(byId.body.storageKey).toBeUndefined()
    } else {
      expect(byId.status).toBe(actor === 'anonymous' ? 401 : 403)
      expect(JSON.stringify(byId.body)).not.toContain('originalFileName')
    }
  })

  it('shows an organization user no replaced document, the talent both', async () => {
    expect((await clients.northwindManager.get(`/api/v1/files/${files.currentDocument}/`)).status).toBe(200)
    expect((await clients.northwindManager.get(`/api/v1/files/${files.replacedDocument}/`)).status).toBe(404)
    expect((await clients.northwindManager.get('/api/talent-document-versions?depth=0')).status).toBe(403)
    for (const id of [files.currentDocument, files.replacedDocument]) expect((await clients.emily.get(`/api/v1/files/${id}/`)).status).toBe(200)
  })
  // The talent of an engagement and its organization's files
  it('lets the talent read the library file their sent engagement names, never one named only by a draft, never a purchase order file', async () => {
    const cases: [string, ApiClient, number][] = [
      [files.requiredDocument, clients.emily, 200],
      [files.requiredDocument, clients.otherTalent, 404],
      [engagementFixtures.draftOnlyLibraryFile, clients.emily, 404],
      [engagementFixtures.draftOnlyLibraryFile, clients.northwindManager, 200],
      // The PO is assigned to Emily's engagement; its file is still the organization's alone.
      [files.purchaseOrder, clients.emily, 404],
      [files.filledDocument, clients.lakesideManager, 404],
    ]
    for (const [id, client, status] of cases) {
      expect((await client.get(`/api/v1/files/${id}/`)).status).toBe(status)
    }
  })
})
