import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { LiveStream } from '../helpers/liveStream'
import { messageForm, openChat, sendText, tinyGif, tinyJpeg } from '../helpers/messenger'
import { applyToOpportunity, createOpportunity, inviteToOpportunity } from '../helpers/opportunities'
import { everyDatabase, startTestServer, type TestServer } from '../helpers/testServer'
import { htmlPage, svgWithScript, tinyPdf, tinyPng, uploadedFiles } from '../helpers/uploads'

/**
 * The messenger API on the seeded demo data: who may open a chat with whom (the spec: talent and super admin pass a
 * user id, manager and admin a talent id; one chat per pair), the chat list and its search, messages
 * (text up to 2,000 characters, images checked by content, newest last, paged backwards), unread counts
 * and read markers (two simultaneous sends both count), and that nobody but a chat's two people reaches
 * any of it. The demo organizations: Northwind (admin Olivia Grant, managers Marcus Reed and Priya Shah,
 * contact Daniel Moore) and Lakeside (the same first names, last names '-Hill'); demo talents Emily
 * Carter (engaged with both), James Nguyen, Hannah Lee (a Northwind draft only, active with Lakeside),
 * Grace Thompson and Luis Herrera (not approved, no engagement).
 */
const notFound = { errors: { nonFieldErrors: ['Not found.'] } }
const invalidUser = { errors: { userId: ['Select a valid user.'] } }
const invalidTalent = { errors: { talentId: ['Select a valid talent.'] } }
const talentEmail = (name: string) => `${name}@talent.example`

// Every step signs people in and sends several requests: generous on a machine shared by many test runs.
jest.setTimeout(60_000)

describe.each(everyDatabase)('messenger API (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  const clients = {} as Record<
    'superAdmin' | 'emily' | 'james' | 'grace' | 'marcus' | 'priya' | 'olivia' | 'contact' | 'lakesideManager' | 'lakesideAdmin',
    ApiClient
  >
  const id = (email: string) => directory.userId(email)
  let emilyMarcus = ''

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { RUN_JOBS: 'false' } })
    clients.superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    directory = await readDirectory(clients.superAdmin)
    const signIns = {
      emily: demo.talent,
      james: demo.otherTalent,
      grace: talentEmail('grace.thompson'),
      marcus: demo.northwind.manager,
      priya: demo.northwind.manager2,
      olivia: demo.northwind.admin,
      contact: demo.northwind.contact,
      lakesideManager: demo.lakeside.manager,
      lakesideAdmin: demo.lakeside.admin,
    } as const
    for (const [key, email] of Object.entries(signIns)) clients[key as keyof typeof signIns] = await ApiClient.signedIn(server.url, email)
  }, 180_000)
  afterAll(() => server?.stop())

  describe('opening a chat (a user id from talents and the super admin, a talent id from organization users)', () => {
    it('answers a new chat 201 and the same chat 200 afterwards, from either side', async () => {
      const first = await clients.marcus.post('/api/v1/manager/chats/', { talent_id: id(demo.talent) })
      expect(first.status).toBe(201)
      expect(first.body).toEqual({ channelId: expect.any(String), created: true })
      emilyMarcus = first.body.channelId
      expect(await clients.marcus.post('/api/v1/manager/chats/', { talentId: id(demo.talent) })).toMatchObject({
        status: 200,
        body: { channelId: emilyMarcus, created: false },
      })
      // The talent passes the user id of the same manager: the same chat.
      expect(await clients.emily.post('/api/v1/talent/chats/', { user_id: id(demo.northwind.manager) })).toMatchObject({
        status: 200,
        body: { channelId: emilyMarcus, created: false },
      })
      // A colleague of the manager opens their own chat with her.
      const priya = await clients.priya.post('/api/v1/manager/chats/', { talent_id: id(demo.talent) })
      expect(priya.status).toBe(201)
      expect(priya.body.channelId).not.toBe(emilyMarcus)
    })

    it('answers one chat when both sides open it at the same moment', async () => {
      const responses = await Promise.all([
        clients.olivia.post('/api/v1/organization_admin/chats/', { talent_id: id(demo.otherTalent) }),
        clients.james.post('/api/v1/talent/chats/', { user_id: id(demo.northwind.admin) }),
        clients.olivia.post('/api/v1/organization_admin/chats/', { talent_id: id(demo.otherTalent) }),
      ])
      expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 201])
      expect(new Set(responses.map((response) => response.body.channelId)).size).toBe(1)
    })

    it('lets an organization user chat with approved talents and talents engaged with the organization, and nobody else', async () => {
      // Hannah Lee: a Northwind draft only (drafts do not count), active with Lakeside; once unapproved,
      // only Lakeside may open a chat with her.
      const hannah = id(talentEmail('hannah.lee'))
      expect((await clients.superAdmin.patch(`/api/v1/super_admin/talents/${hannah}/`, { is_talent_approved_by_platform: false })).status).toBe(200)
      expect(await clients.marcus.post('/api/v1/manager/chats/', { talent_id: hannah })).toMatchObject({ status: 422, body: invalidTalent })
      expect((await clients.lakesideManager.post('/api/v1/manager/chats/', { talent_id: hannah })).status).toBe(201)
      expect((await clients.superAdmin.patch(`/api/v1/super_admin/talents/${hannah}/`, { is_talent_approved_by_platform: true })).status).toBe(200)
      expect((await clients.marcus.post('/api/v1/manager/chats/', { talent_id: hannah })).status).toBe(201)
      // Luis Herrera and Grace Thompson: not approved, never engaged.
      for (const email of ['luis.herrera', 'grace.thompson']) {
        expect(await clients.olivia.post('/api/v1/organization_admin/chats/', { talent_id: id(talentEmail(email)) })).toMatchObject({
          status: 422,
          body: invalidTalent,
        })
      }
      // Not a talent, nobody, not an id, themselves: the same answer.
      for (const talentId of [
        id(demo.lakeside.manager),
        id(demo.northwind.manager2),
        '00000000-0000-4000-8000-000000000000',
        'not-an-id',
        id(demo.northwind.manager),
      ]) {
        expect(await clients.marcus.post('/api/v1/manager/chats/', { talent_id: talentId })).toMatchObject({ status: 422, body: invalidTalent })
      }
      expect(await clients.marcus.post('/api/v1/manager/chats/', {})).toMatchObject({
        status: 422,
        body: { errors: { talentId: ['This field is required'] } },
      })
      expect(await clients.marcus.post('/api/v1/manager/chats/', { talent_id: 'x'.repeat(65) })).toMatchObject({
        status: 422,
        body: { errors: { talentId: ['Ensure this field has no more than 64 characters.'] } },
      })
    })

    it('lets a talent chat with admins and managers of organizations they are engaged with or applied to, and with the super admin', async () => {
      const grace = clients.grace
      const hannah = await ApiClient.signedIn(server.url, talentEmail('hannah.lee'))
      // Emily is engaged with both organizations.
      expect((await clients.emily.post('/api/v1/talent/chats/', { user_id: id(demo.lakeside.admin) })).status).toBe(201)
      // Grace (not approved yet) has no engagement and cannot apply: no organization user, but the super admin.
      for (const email of [demo.lakeside.manager, demo.northwind.manager, demo.northwind.admin]) {
        expect(await grace.post('/api/v1/talent/chats/', { user_id: id(email) })).toMatchObject({ status: 422, body: invalidUser })
      }
      expect((await grace.post('/api/v1/talent/chats/', { user_id: id(demo.superAdmin) })).status).toBe(201)
      // Hannah has a Northwind draft only (she never sees it); an invitation is not enough, applying is.
      expect(await hannah.post('/api/v1/talent/chats/', { user_id: id(demo.northwind.admin) })).toMatchObject({ status: 422, body: invalidUser })
      const northwindOpportunity = await createOpportunity(clients.olivia)
      await inviteToOpportunity(clients.olivia, northwindOpportunity.id, [id(talentEmail('hannah.lee'))])
      expect(await hannah.post('/api/v1/talent/chats/', { user_id: id(demo.northwind.admin) })).toMatchObject({ status: 422, body: invalidUser })
      await applyToOpportunity(hannah, northwindOpportunity)
      expect((await hannah.post('/api/v1/talent/chats/', { user_id: id(demo.northwind.admin) })).status).toBe(201)
      // A contact, another talent, nobody, themselves: refused alike.
      for (const userId of [id(demo.northwind.contact), id(demo.otherTalent), '00000000-0000-4000-8000-000000000000', 'not-an-id', id(demo.talent)]) {
        expect(await clients.emily.post('/api/v1/talent/chats/', { user_id: userId })).toMatchObject({ status: 422, body: invalidUser })
      }
    })

    it('lets the super admin chat with any active talent, and refuses everyone a deactivated talent', async () => {
      const aisha = id(talentEmail('aisha.rahman'))
      expect((await clients.superAdmin.post('/api/v1/super_admin/chats/', { user_id: id(demo.talent) })).status).toBe(201)
      expect(await clients.superAdmin.post('/api/v1/super_admin/chats/', { user_id: id(demo.northwind.manager) })).toMatchObject({
        status: 422,
        body: invalidUser,
      })
      expect((await clients.superAdmin.patch(`/api/v1/super_admin/talents/${aisha}/`, { is_deactivated: true })).status).toBe(200)
      expect(await clients.superAdmin.post('/api/v1/super_admin/chats/', { user_id: aisha })).toMatchObject({ status: 422, body: invalidUser })
      expect(await clients.olivia.post('/api/v1/organization_admin/chats/', { talent_id: aisha })).toMatchObject({ status: 422, body: invalidTalent })
    })

    it('keeps each opening call to its role', async () => {
      expect((await clients.contact.post('/api/v1/manager/chats/', { talent_id: id(demo.talent) })).status).toBe(403)
      expect((await clients.emily.post('/api/v1/manager/chats/', { talent_id: id(demo.talent) })).status).toBe(403)
      expect((await clients.marcus.post('/api/v1/talent/chats/', { user_id: id(demo.talent) })).status).toBe(403)
      expect((await clients.contact.get('/api/v1/chats/')).status).toBe(403)
      expect((await new ApiClient(server.url).get('/api/v1/chats/unread_count/')).status).toBe(401)
    })
  })

  describe('finding chats', () => {
    it('lists the reader’s chats, most recent first, with the other person as the reader may see them', async () => {
      const list = await clients.emily.get('/api/v1/chats/')
      expect(list.status).toBe(200)
      const names = list.body.results.map((chat: { other: { fullName: string } }) => chat.other.fullName)
      expect(names).toEqual(expect.arrayContaining(['Marcus Reed', 'Priya Shah', 'Olivia Grant-Hill', 'Sam Rivera']))
      expect(list.body.count).toBe(4)
      const marcus = list.body.results.find((chat: { channelId: string }) => chat.channelId === emilyMarcus)
      expect(marcus).toEqual({
        channelId: emilyMarcus,
        other: {
          userId: id(demo.northwind.manager),
          fullName: 'Marcus Reed',
          role: 'manager',
          organizationName: 'Northwind Health System',
          pictureUrl: null,
        },
        lastMessage: null,
        unreadCount: 0,
        createdAt: expect.any(String),
      })
      const support = list.body.results.find((chat: { other: { role: string } }) => chat.other.role === 'super_admin')
      expect(support.other).toMatchObject({ fullName: 'Sam Rivera', organizationName: null })
      // The manager sees the talent, no organization.
      const managers = await clients.marcus.get('/api/v1/chats/')
      expect(managers.body.results.map((chat: { other: unknown }) => chat.other)).toEqual(
        expect.arrayContaining([
          { userId: id(demo.talent), fullName: 'Emily Carter', role: 'talent', organizationName: null, pictureUrl: null },
          { userId: id(talentEmail('hannah.lee')), fullName: 'Hannah Lee', role: 'talent', organizationName: null, pictureUrl: null },
        ]),
      )
      expect(managers.body.count).toBe(2)
      // The newest activity first: a message moves a chat to the top.
      await sendText(
        clients.priya,
        list.body.results.find((chat: { other: { fullName: string } }) => chat.other.fullName === 'Priya Shah').channelId,
        'Hi Emily',
      )
      await sendText(clients.marcus, emilyMarcus, 'Welcome aboard!')
      const after = await clients.emily.get('/api/v1/chats/?page_size=2')
      expect(after.body.results.map((chat: { other: { fullName: string } }) => chat.other.fullName)).toEqual(['Marcus Reed', 'Priya Shah'])
      expect(after.body.results[0].lastMessage).toEqual({
        text: 'Welcome aboard!',
        hasImage: false,
        sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        mine: false,
      })
      expect(after.body.next).toContain('page=2')
      expect((await clients.marcus.get(`/api/v1/chats/${emilyMarcus}/`)).body.lastMessage).toMatchObject({ text: 'Welcome aboard!', mine: true })
    })

    it('searches the other person’s name, word by word', async () => {
      const search = async (text: string) =>
        (await clients.emily.get(`/api/v1/chats/?search=${encodeURIComponent(text)}`)).body.results
          .map((chat: { other: { fullName: string } }) => chat.other.fullName)
          .sort()
      expect(await search('reed')).toEqual(['Marcus Reed'])
      expect(await search('Olivia grant')).toEqual(['Olivia Grant-Hill'])
      expect(await search('olivia reed')).toEqual([])
      expect(await search('zzz')).toEqual([])
      // Names of people Emily has no chat with are not searched: James is nobody's partner of hers.
      expect(await search('james')).toEqual([])
      expect((await clients.emily.get(`/api/v1/chats/?search=${'a'.repeat(101)}`)).body).toEqual({
        errors: { search: ['Ensure this field has no more than 100 characters.'] },
      })
    })

    it('finds the chat with a user, or says there is none yet', async () => {
      expect(await clients.emily.get(`/api/v1/chats/by-user/${id(demo.northwind.manager)}/`)).toMatchObject({
        status: 200,
        body: { channelId: emilyMarcus, created: false },
      })
      expect(await clients.marcus.get(`/api/v1/chats/by-user/${id(demo.talent)}/`)).toMatchObject({ status: 200, body: { channelId: emilyMarcus } })
      const none = { status: 404, body: { errors: { nonFieldErrors: ['There is no chat with this user yet.'] } } }
      for (const other of [id(demo.otherTalent), id(demo.lakeside.manager), 'not-an-id']) {
        expect(await clients.emily.get(`/api/v1/chats/by-user/${other}/`)).toMatchObject(none)
      }
      // A colleague's chat with Emily is not the admin's.
      expect(await clients.olivia.get(`/api/v1/chats/by-user/${id(demo.talent)}/`)).toMatchObject(none)
    })
  })

  describe('messages', () => {
    it('sends text as given, refuses more than 2,000 characters, and an empty message', async () => {
      const text = `Line one\n${'x'.repeat(1991)}`
      expect(text.length).toBe(2000)
      const sent = await clients.emily.post(`/api/v1/chats/${emilyMarcus}/messages/`, { text })
      expect(sent.status).toBe(201)
      expect(sent.body).toEqual({
        id: expect.any(String),
        channelId: emilyMarcus,
        senderId: id(demo.talent),
        mine: true,
        text,
        imageUrl: null,
        sentAt: expect.any(String),
      })
      expect((await clients.emily.get(`/api/v1/chats/${emilyMarcus}/`)).body.lastMessage.sentAt).toBe(sent.body.sentAt)
      expect(await clients.emily.post(`/api/v1/chats/${emilyMarcus}/messages/`, { text: `${text}y` })).toMatchObject({
        status: 422,
        body: { errors: { text: ['Ensure this field has no more than 2000 characters.'] } },
      })
      for (const body of [{}, { text: '' }, { text: '  \n ' }]) {
        expect(await clients.emily.post(`/api/v1/chats/${emilyMarcus}/messages/`, body)).toMatchObject({
          status: 422,
          body: { errors: { text: ['Write a message or attach an image.'] } },
        })
      }
      expect(await clients.emily.post(`/api/v1/chats/${emilyMarcus}/messages/`, { text: 5 })).toMatchObject({
        status: 422,
        body: { errors: { text: ['Not a valid string.'] } },
      })
      // The chat list's preview is cut; the message never is.
      const preview = (await clients.marcus.get(`/api/v1/chats/${emilyMarcus}/`)).body.lastMessage.text
      expect(preview).toHaveLength(120)
      expect(preview.startsWith('Line one xxx')).toBe(true)
      const page = await clients.marcus.get(`/api/v1/chats/${emilyMarcus}/messages/`)
      expect(page.body.results.at(-1)).toMatchObject({ text, mine: false })
    })

    it('takes jpg, jpeg, png and gif images by their content, readable by the chat’s two people only', async () => {
      const before = uploadedFiles(server.dataDir).filter((file) => !file.startsWith('tmp')).length
      const images = [
        { bytes: tinyPng(), name: 'scan.png', type: 'image/png' },
        { bytes: tinyJpeg(), name: 'badge.jpg', type: 'image/jpeg' },
        { bytes: tinyJpeg(), name: 'badge.JPEG', type: 'image/jpeg' },
        { bytes: tinyGif(), name: 'wave.gif', type: 'image/gif' },
      ]
      for (const image of images) {
        const sent = await clients.marcus.post(
          `/api/v1/chats/${emilyMarcus}/messages/`,
          messageForm(image === images[0] ? 'The floor plan' : null, image),
        )
        expect(sent.status).toBe(201)
        expect(sent.body).toMatchObject({
          text: image === images[0] ? 'The floor plan' : '',
          imageUrl: `/api/v1/chat-messages/${sent.body.id}/image/`,
        })
        for (const reader of [clients.emily, clients.marcus]) {
          const response = await fetch(`${server.url}${sent.body.imageUrl}`, {
            headers: { cookie: `talentgrid-token=${reader.cookie('talentgrid-token')}` },
          })
          expect(response.status).toBe(200)
          expect(response.headers.get('content-type')).toBe(image.type)
          expect(response.headers.get('x-content-type-options')).toBe('nosniff')
          expect(Buffer.from(await response.arrayBuffer()).equals(image.bytes)).toBe(true)
        }
        for (const outsider of [clients.priya, clients.olivia, clients.lakesideManager, clients.james, clients.superAdmin]) {
          expect(await outsider.get(sent.body.imageUrl)).toMatchObject({ status: 404, body: notFound })
        }
      }
      expect(uploadedFiles(server.dataDir).filter((file) => !file.startsWith('tmp')).length).toBe(before + images.length)
      expect((await clients.emily.get(`/api/v1/chats/${emilyMarcus}/`)).body.lastMessage).toMatchObject({ text: '', hasImage: true, mine: false })
    })

    it('refuses other files, look-alikes and images over 10 MB, and keeps nothing of them', async () => {
      const before = uploadedFiles(server.dataDir)
      const imageType = { status: 422, body: { errors: { image: ['Attach a jpg, jpeg, png or gif image.'] } } }
      for (const image of [
        { bytes: tinyPdf(), name: 'plan.pdf' },
        { bytes: tinyPng(), name: 'scan.pdf' },
        { bytes: htmlPage(), name: 'page.png' },
        { bytes: svgWithScript(), name: 'logo.svg' },
        { bytes: tinyPdf(), name: 'plan.jpg' },
        { bytes: tinyPng(), name: 'noextension' },
      ]) {
        expect(await clients.marcus.post(`/api/v1/chats/${emilyMarcus}/messages/`, messageForm('Look', image))).toMatchObject(imageType)
      }
      const large = Buffer.concat([tinyPng(), Buffer.alloc(10 * 1024 * 1024 + 1 - tinyPng().length)])
      expect(
        await clients.marcus.post(`/api/v1/chats/${emilyMarcus}/messages/`, messageForm(null, { bytes: large, name: 'huge.png' })),
      ).toMatchObject({
        status: 422,
        body: { errors: { image: ['The image must be at most 10 MB.'] } },
      })
      expect(await clients.marcus.post(`/api/v1/chats/${emilyMarcus}/messages/`, messageForm('y'.repeat(2001)))).toMatchObject({
        status: 422,
        body: { errors: { text: ['Ensure this field has no more than 2000 characters.'] } },
      })
      expect(await clients.marcus.post(`/api/v1/chats/${emilyMarcus}/messages/`, messageForm(' '))).toMatchObject({
        status: 422,
        body: { errors: { text: ['Write a message or attach an image.'] } },
      })
      expect(uploadedFiles(server.dataDir)).toEqual(before)
    }, 60_000)

    it('pages backwards, newest last', async () => {
      const { body: chat } = await clients.lakesideManager.get(`/api/v1/chats/by-user/${id(talentEmail('hannah.lee'))}/`)
      const sent: string[] = []
      for (let index = 1; index <= 35; index += 1) sent.push((await sendText(clients.lakesideManager, chat.channelId, `Message ${index}`)).id)
      const hannah = await ApiClient.signedIn(server.url, talentEmail('hannah.lee'))
      const first = await hannah.get(`/api/v1/chats/${chat.channelId}/messages/`)
      expect(first.body.hasMore).toBe(true)
      expect(first.body.results.map((message: { text: string }) => message.text)).toEqual(
        Array.from({ length: 30 }, (_, index) => `Message ${index + 6}`),
      )
      const earlier = await hannah.get(`/api/v1/chats/${chat.channelId}/messages/?before=${first.body.results[0].id}`)
      expect(earlier.body).toEqual({ hasMore: false, results: expect.any(Array) })
      expect(earlier.body.results.map((message: { id: string }) => message.id)).toEqual(sent.slice(0, 5))
      const small = await hannah.get(`/api/v1/chats/${chat.channelId}/messages/?page_size=2&before=${sent[3]}`)
      expect(small.body).toMatchObject({ hasMore: true, results: [{ id: sent[1] }, { id: sent[2] }] })
      for (const query of ['page_size=0', 'page_size=101', 'page_size=abc']) {
        expect((await hannah.get(`/api/v1/chats/${chat.channelId}/messages/?${query}`)).status).toBe(422)
      }
      // `before` must be a message of this chat.
      const foreign = (await clients.marcus.get(`/api/v1/chats/${emilyMarcus}/messages/?page_size=1`)).body.results[0].id
      for (const before of [foreign, 'not-an-id']) {
        expect(await hannah.get(`/api/v1/chats/${chat.channelId}/messages/?before=${before}`)).toMatchObject({
          status: 422,
          body: { errors: { before: ['Select a valid message.'] } },
        })
      }
    }, 120_000)
  })

  describe('unread counts', () => {
    it('counts what the other person sent until the chat is read', async () => {
      const marcusChats = await clients.marcus.get('/api/v1/chats/unread_count/')
      const emily = await clients.emily.get('/api/v1/chats/unread_count/')
      // Emily: 'Welcome aboard!', four images from Marcus; Priya's 'Hi Emily'.
      const priyaChat = (await clients.emily.get(`/api/v1/chats/by-user/${id(demo.northwind.manager2)}/`)).body.channelId
      expect(emily.body).toEqual({
        unreadCount: 6,
        chats: [
          { channelId: emilyMarcus, unreadCount: 5 },
          { channelId: priyaChat, unreadCount: 1 },
        ].sort((a, b) => (a.channelId < b.channelId ? -1 : 1)),
      })
      // Her live stream opens with the same total (server/live.ts asks the messenger's own count).
      const stream = await LiveStream.open(server.url, `talentgrid-token=${clients.emily.cookie('talentgrid-token')}`)
      try {
        expect((await stream.event('ready')).data).toEqual({ type: 'ready', unreadCount: 6 })
      } finally {
        stream.close()
      }
      // Marcus: Emily's one message.
      expect(marcusChats.body).toEqual({ unreadCount: 1, chats: [{ channelId: emilyMarcus, unreadCount: 1 }] })
      const read = await clients.emily.post(`/api/v1/chats/${emilyMarcus}/read/`)
      expect(read).toMatchObject({ status: 200, body: { unreadCount: 1, chats: [{ channelId: priyaChat, unreadCount: 1 }] } })
      expect((await clients.emily.get(`/api/v1/chats/${emilyMarcus}/`)).body.unreadCount).toBe(0)
      expect((await clients.marcus.get('/api/v1/chats/unread_count/')).body.unreadCount).toBe(1)
      expect((await clients.emily.post(`/api/v1/chats/${priyaChat}/read/`)).body).toEqual({ unreadCount: 0, chats: [] })
    })

    it('loses no count when messages are sent at the same moment, and numbers them in one order', async () => {
      const olivia = await openChat(clients.olivia, 'organization_admin', id(demo.talent))
      const sends = await Promise.all([
        ...Array.from({ length: 8 }, (_, index) => clients.marcus.post(`/api/v1/chats/${emilyMarcus}/messages/`, { text: `Rush ${index}` })),
        ...Array.from({ length: 4 }, (_, index) => clients.olivia.post(`/api/v1/chats/${olivia}/messages/`, { text: `Admin rush ${index}` })),
      ])
      expect(sends.map((response) => response.status)).toEqual(Array(12).fill(201))
      const counts = await clients.emily.get('/api/v1/chats/unread_count/')
      expect(counts.body.unreadCount).toBe(12)
      expect(counts.body.chats).toEqual(
        expect.arrayContaining([
          { channelId: emilyMarcus, unreadCount: 8 },
          { channelId: olivia, unreadCount: 4 },
        ]),
      )
      const page = await clients.emily.get(`/api/v1/chats/${emilyMarcus}/messages/?page_size=8`)
      expect(page.body.results.map((message: { text: string }) => message.text).sort()).toEqual(
        Array.from({ length: 8 }, (_, index) => `Rush ${index}`),
      )
      expect(new Set(page.body.results.map((message: { id: string }) => message.id)).size).toBe(8)
    }, 60_000)
  })

  describe('privacy', () => {
    it('answers 404 on every path of a chat to anyone but its two people', async () => {
      const messageId = (await clients.marcus.get(`/api/v1/chats/${emilyMarcus}/messages/?page_size=1`)).body.results[0].id
      for (const outsider of [clients.priya, clients.olivia, clients.lakesideManager, clients.lakesideAdmin, clients.james, clients.superAdmin]) {
        for (const [method, path, body] of [
          ['GET', `/api/v1/chats/${emilyMarcus}/`],
          ['GET', `/api/v1/chats/${emilyMarcus}/messages/`],
          ['POST', `/api/v1/chats/${emilyMarcus}/messages/`, { text: 'Let me in' }],
          ['POST', `/api/v1/chats/${emilyMarcus}/read/`],
          ['GET', `/api/v1/chat-messages/${messageId}/image/`],
        ] as const) {
          const response = await outsider.request(method, path, body)
          expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 404, body: notFound })
        }
        const list = await outsider.get('/api/v1/chats/?page_size=100')
        expect(list.body.results.map((chat: { channelId: string }) => chat.channelId)).not.toContain(emilyMarcus)
        // Payload's generated REST is the super admin's only, and a chat is its two people's even there.
        if (outsider === clients.superAdmin) {
          expect((await outsider.get(`/api/chats/${emilyMarcus}`)).status).toBe(404)
          expect((await outsider.get(`/api/chat-messages/${messageId}`)).status).toBe(404)
          expect((await outsider.get(`/api/chat-messages?where[chat][equals]=${emilyMarcus}`)).body.docs).toEqual([])
          expect((await outsider.get(`/api/chat-members?where[chat][equals]=${emilyMarcus}`)).body.docs).toEqual([])
          continue
        }
        expect((await outsider.get(`/api/chats/${emilyMarcus}`)).status).toBe(403)
        expect((await outsider.get(`/api/chat-messages/${messageId}`)).status).toBe(403)
        expect((await outsider.get(`/api/chat-messages?where[chat][equals]=${emilyMarcus}`)).status).toBe(403)
        expect((await outsider.get(`/api/chat-members?where[chat][equals]=${emilyMarcus}`)).status).toBe(403)
      }
      expect((await clients.marcus.get(`/api/v1/chats/${emilyMarcus}/messages/?page_size=1`)).body.results[0].text).not.toBe('Let me in')
    })

    it('keeps the generated REST closed to the messenger’s users', async () => {
      const emilyId = id(demo.talent)
      const marcusId = id(demo.northwind.manager)
      const at = '2031-05-17T12:00:00.000Z'
      expect((await clients.emily.post('/api/chats', { talent: emilyId, member: id(demo.lakeside.manager), lastActivityAt: at })).status).toBe(403)
      expect(
        (
          await clients.emily.post('/api/chat-messages', {
            chat: emilyMarcus,
            talent: emilyId,
            member: marcusId,
            sender: emilyId,
            seq: 999,
            sentAt: at,
            text: 'forged',
          })
        ).status,
      ).toBe(403)
      expect((await clients.emily.get('/api/chat-members?depth=0&limit=100')).status).toBe(403)
      expect((await clients.emily.get('/api/live-presences')).status).toBe(403)
      expect((await clients.emily.post('/api/live-presences', { user: emilyId, lastSeenAt: at })).status).toBe(403)
      expect((await clients.emily.get(`/api/chat-messages?where[chat][equals]=${emilyMarcus}&limit=100`)).status).toBe(403)
      // Which message fields each role reads (the image's storage key to nobody) is generatedRestMatrix's table.
    })

    it('records no chat in the audit trail', async () => {
      const events = await clients.superAdmin.get('/api/v1/super_admin/audit-events/?page_size=100')
      expect(events.status).toBe(200)
      expect(JSON.stringify(events.body)).not.toMatch(/chat|Welcome aboard/i)
    })
  })
})
