import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory } from '../helpers/directory'
import { openChat } from '../helpers/messenger'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'
import { sendMultipart, tinyPng, uploadedFiles } from '../helpers/uploads'
import { unfinishedUpload } from '../helpers/unfinishedUpload'

/**
 * A chat image is received under storage's `chatImage` rule (S6 files):
 * the upload stops being read at 10 MB, so a phone on a slow link is told at 10 MB with the messenger's
 * message, not after sending the whole file; nothing of it is kept. A 9 MB image goes through.
 */
jest.setTimeout(120_000)

const MB = 1024 * 1024

describe.each(databases)('messenger image uploads (%s)', (database) => {
  let server: TestServer
  let manager: ApiClient
  let talent: ApiClient
  let channelId = ''

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { RUN_JOBS: 'false' } })
    const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    const directory = await readDirectory(superAdmin)
    ;[manager, talent] = await Promise.all([ApiClient.signedIn(server.url, demo.northwind.manager), ApiClient.signedIn(server.url, demo.talent)])
    channelId = await openChat(manager, 'manager', directory.userId(demo.talent))
  }, 180_000)
  afterAll(() => server?.stop())

  const messages = async () => (await talent.get(`/api/v1/chats/${channelId}/messages/`)).body.results as { id: string; imageUrl: string | null }[]

  it('answers an 11 MB image at the 10 MB limit, before the body is finished, and keeps nothing', async () => {
    const before = { files: uploadedFiles(server.dataDir), messages: await messages() }
    // The body is never finished: only a server that stops reading at the limit answers it.
    const refused = await unfinishedUpload(manager, `/api/v1/chats/${channelId}/messages/`, {
      fields: { text: 'The site plan' },
      fileField: 'image',
      fileName: 'plan.png',
      head: tinyPng(),
      fileBytes: 11 * MB,
    })
    expect(refused).toEqual({ status: 422, body: { errors: { image: ['The image must be at most 10 MB.'] } } })
    // No message, no file (stored or temporary) on disk.
    expect(await messages()).toEqual(before.messages)
    expect(uploadedFiles(server.dataDir)).toEqual(before.files)
    // The server serves the next request as usual.
    expect((await talent.get(`/api/v1/chats/${channelId}/`)).status).toBe(200)
  })

  it('takes a 9 MB image, readable by the chat’s two people', async () => {
    const before = uploadedFiles(server.dataDir).length
    async function* nineMb() {
      yield tinyPng()
      const chunk = Buffer.alloc(MB)
      for (let sent = tinyPng().length; sent < 9 * MB; sent += MB) yield chunk.subarray(0, Math.min(MB, 9 * MB - sent))
    }
    const sent = await sendMultipart(manager, 'POST', `/api/v1/chats/${channelId}/messages/`, [
      { name: 'text', value: 'Floor plan, full size' },
      { name: 'image', value: nineMb(), fileName: 'floor.png', contentType: 'image/png' },
    ])
    expect(sent.status).toBe(201)
    const message = sent.body as { id: string; imageUrl: string }
    expect(message.imageUrl).toBe(`/api/v1/chat-messages/${message.id}/image/`)
    const image = await talent.get(message.imageUrl)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-length')).toBe(String(9 * MB))
    expect(uploadedFiles(server.dataDir).length).toBe(before + 1)
  })
})
