import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { idleRssMb, sampleRss } from '../helpers/memory'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'
import { blob, htmlPage, paddedPdf, sendMultipart, svgWithScript, tinyPdf, tinyPng, uploadedFiles } from '../helpers/uploads'

const UNSUPPORTED = 'Unsupported file format'
const TOO_LARGE_50 = 'File size exceeds the max. limit of 50 MB'
const TOO_LARGE_5 = 'File size exceeds the max. limit of 5 MB'
const TOO_LARGE_200 = 'File size exceeds the max. limit of 200 MB'
const SELECT_FILE = 'Please select a file'
const MB = 1024 * 1024

/** A minimal ISO media file (ftyp box) with the given brand: 'isom' reads as mp4, 'qt  ' as mov. */
const isoMedia = (brand: string) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftyp'),
    Buffer.from(brand),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from(`${brand}iso2`),
    Buffer.from([0, 0, 0, 8]),
    Buffer.from('free'),
  ])
/** A minimal EBML header whose DocType is webm. */
const webmHeader = () =>
  Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65,
    0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
  ])

/** Zero bytes yielded in 1 MB chunks behind a PNG signature (a PNG-looking file of any size). */
async function* paddedPng(size: number): AsyncGenerator<Uint8Array> {
  const png = tinyPng()
  yield png
  let left = size - png.length
  const chunk = Buffer.alloc(MB)
  while (left > 0) {
    const length = Math.min(left, chunk.length)
    yield chunk.subarray(0, length)
    left -= length
  }
}

describe.each(databases)('uploads: checks, storage and downloads (%s)', (database) => {
  let server: TestServer
  let superAdmin: ApiClient
  let talent: ApiClient
  let directory: Directory
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { FEATURE_FLAGS: 'talent_profile_video' } })
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    talent = await ApiClient.signedIn(server.url, demo.talent)
    directory = await readDirectory(superAdmin)
  }, 120_000)
  afterAll(() => server?.stop())

  /** Rows the super admin sees: stored files and documents, in total. */
  async function rowCounts() {
    const files = await superAdmin.get('/api/stored-files?limit=1&depth=0')
    const documents = await superAdmin.get('/api/talent-documents?limit=1&depth=0')
    return { storedFiles: files.body.totalDocs as number, documents: documents.body.totalDocs as number }
  }

  /** The upload `send` is refused with `errors`, and neither a file on disk nor a row is added. */
  async function expectRejectedWithNothingStored(send: () => Promise<{ status: number; body: any }>, status: number, errors: Record<string, string[]>) {
    const filesBefore = uploadedFiles(server.dataDir)
    const rowsBefore = await rowCounts()
    const documentsBefore = (await talent.get('/api/v1/talent/document_set/')).body
    const response = await send()
    expect({ status: response.status, body: response.body }).toEqual({ status, body: { errors } })
    expect(uploadedFiles(server.dataDir)).toEqual(filesBefore)
    expect(await rowCounts()).toEqual(rowsBefore)
    expect((await talent.get('/api/v1/talent/document_set/')).body).toEqual(documentsBefore)
  }

  const documentForm = (field: string, bytes: Buffer, fileName: string, type?: string) => {
    const form = new FormData()
    form.set(field, blob(bytes, type), fileName)
    return form
  }

  describe('hostile uploads are refused with the spec message and nothing is stored', () => {
    it('an HTML page renamed .pdf', async () => {
      await expectRejectedWithNothingStored(
        () => talent.patch('/api/v1/talent/document_set/', documentForm('flu_shot[file]', htmlPage(), 'vaccination.pdf', 'application/pdf')),
        422,
        { 'fluShot.file': [UNSUPPORTED] },
      )
    })

    it('an SVG with a script renamed .png, as a document and as the avatar', async () => {
      await expectRejectedWithNothingStored(
        () => talent.patch('/api/v1/talent/document_set/', documentForm('mmr_vax[file]', svgWithScript(), 'mmr.png', 'image/png')),
        422,
        { 'mmrVax.file': [UNSUPPORTED] },
      )
      await expectRejectedWithNothingStored(() => talent.post('/api/v1/talent/avatar/', documentForm('file', svgWithScript(), 'me.png', 'image/png')), 422, {
        file: [UNSUPPORTED],
      })
    })

    it('an SVG as .svg (never an allowed type)', async () => {
      await expectRejectedWithNothingStored(
        () => talent.patch('/api/v1/talent/document_set/', documentForm('covid19_vax[file]', svgWithScript(), 'card.svg', 'image/svg+xml')),
        422,
        { 'covid19Vax.file': [UNSUPPORTED] },
      )
      await expectRejectedWithNothingStored(
        () => talent.post('/api/v1/talent/avatar/', documentForm('file', svgWithScript(), 'me.svg', 'image/svg+xml')),
        422,
        { file: [UNSUPPORTED] },
      )
    })

    it('a 51 MB document (streamed), with nothing of it left on disk', async () => {
      await expectRejectedWithNothingStored(
        () =>
          sendMultipart(talent, 'PATCH', '/api/v1/talent/document_set/', [
            { name: 'background_check[begin_date]', value: '2026-01-01' },
            { name: 'background_check[expiration_date]', value: '2030-01-01' },
            { name: 'background_check[file]', value: paddedPdf(51 * MB), fileName: 'huge.pdf', contentType: 'application/pdf' },
          ]),
        422,
        { 'backgroundCheck.file': [TOO_LARGE_50] },
      )
    }, 60_000)

    it('a file named ../../etc/passwd.pdf whose content is not a PDF', async () => {
      const passwd = Buffer.from('root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n')
      await expectRejectedWithNothingStored(
        () => talent.patch('/api/v1/talent/document_set/', documentForm('tuberculosis_vax[file]', passwd, '../../etc/passwd.pdf', 'application/pdf')),
        422,
        { 'tuberculosisVax.file': [UNSUPPORTED] },
      )
      // Streamed with the raw path in the multipart header too (a browser would strip it).
      await expectRejectedWithNothingStored(
        () =>
          sendMultipart(talent, 'PATCH', '/api/v1/talent/document_set/', [{ name: 'tuberculosis_vax[file]', value: passwd, fileName: '../../etc/passwd.pdf' }]),
        422,
        { 'tuberculosisVax.file': [UNSUPPORTED] },
      )
    })

    it('an executable, an extension outside the list, and a file without extension', async () => {
      const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(56)])
      for (const [bytes, name] of [
        [elf, 'tool.exe'],
        [elf, 'report.pdf'],
        [tinyPdf(), 'report'],
        [tinyPdf(), 'report.html'],
      ] as const) {
        await expectRejectedWithNothingStored(() => talent.patch('/api/v1/talent/document_set/', documentForm('flu_shot[file]', bytes, name)), 422, {
          'fluShot.file': [UNSUPPORTED],
        })
      }
    })

    it('a CSV that is markup or binary', async () => {
      for (const bytes of [Buffer.from('<html><body>a,b</body></html>'), Buffer.from([0x61, 0x2c, 0x00, 0x62]), Buffer.from([0xff, 0xfe, 0x61, 0x2c])]) {
        await expectRejectedWithNothingStored(
          () => talent.patch('/api/v1/talent/document_set/', documentForm('flu_shot[file]', bytes, 'shots.csv', 'text/csv')),
          422,
          { 'fluShot.file': [UNSUPPORTED] },
        )
      }
    })

    it('one bad file among good ones: the whole request is refused and the good ones are not kept', async () => {
      const form = new FormData()
      form.set('background_check[begin_date]', '2026-01-01')
      form.set('background_check[expiration_date]', '2030-01-01')
      form.set('background_check[file]', blob(tinyPdf()), 'good.pdf')
      form.set('flu_shot[file]', blob(tinyPng()), 'good.png')
      form.set('mmr_vax[file]', blob(htmlPage()), 'bad.pdf')
      await expectRejectedWithNothingStored(() => talent.patch('/api/v1/talent/document_set/', form), 422, { 'mmrVax.file': [UNSUPPORTED] })
    })

    it('a picture over 5 MB for the avatar, and a PDF as the avatar', async () => {
      await expectRejectedWithNothingStored(
        () =>
          sendMultipart(talent, 'POST', '/api/v1/talent/avatar/', [
            { name: 'file', value: paddedPng(5_000_001), fileName: 'big.png', contentType: 'image/png' },
          ]),
        422,
        { file: [TOO_LARGE_5] },
      )
      await expectRejectedWithNothingStored(() => talent.post('/api/v1/talent/avatar/', documentForm('file', tinyPdf(), 'me.pdf')), 422, {
        file: [UNSUPPORTED],
      })
      await expectRejectedWithNothingStored(() => talent.post('/api/v1/talent/avatar/', new FormData()), 422, { file: [SELECT_FILE] })
    })

    it('a JSON body where a multipart upload is expected', async () => {
      await expectRejectedWithNothingStored(() => talent.post('/api/v1/talent/avatar/', { file: 'data:image/png;base64,AAAA' }), 415, {
        nonFieldErrors: ['Send this request as multipart/form-data.'],
      })
    })
  })

  describe('accepted uploads', () => {
    it('stores a real PDF and PNG under server-made names outside any public folder', async () => {
      const before = uploadedFiles(server.dataDir)
      const form = new FormData()
      form.set('covid19_vax[file]', blob(tinyPdf(), 'text/html'), 'covid card.pdf')
      form.set('mmr_vax[file]', blob(tinyPng()), 'mmr.png')
      const response = await talent.patch('/api/v1/talent/document_set/', form)
      expect(response.status).toBe(200)
      expect(response.body.covid19Vax).toMatchObject({ status: 'uploaded', file: { originalFileName: 'covid card.pdf' } })
      expect(response.body.mmrVax).toMatchObject({ status: 'uploaded', file: { originalFileName: 'mmr.png' } })
      const added = uploadedFiles(server.dataDir).filter((file) => !before.includes(file))
      expect(added).toHaveLength(2)
      for (const file of added) expect(file).toMatch(/^\d{4}\/[0-9a-f-]{36}$/)
      // Nothing under the built UIs or reachable as a static path.
      const guess = await talent.get(`/uploads/${added[0]}`)
      expect(String(guess.body)).not.toContain('%PDF')
    })

    it('reduces a path in the file name to its base name', async () => {
      const response = await sendMultipart(talent, 'PATCH', '/api/v1/talent/document_set/', [
        { name: 'tuberculosis_vax[file]', value: tinyPdf(), fileName: '../../etc/passwd.pdf', contentType: 'application/pdf' },
      ])
      expect(response.status).toBe(200)
      expect((response.body as any).tuberculosisVax.file.originalFileName).toBe('passwd.pdf')
      const windowsPath = await sendMultipart(talent, 'PATCH', '/api/v1/talent/document_set/', [
        { name: 'tuberculosis_vax[file]', value: tinyPdf(), fileName: 'C:\\Users\\emily\\tb-test.pdf', contentType: 'application/pdf' },
      ])
      expect(windowsPath.status).toBe(200)
      expect((windowsPath.body as any).tuberculosisVax.file.originalFileName).toBe('tb-test.pdf')
      for (const file of uploadedFiles(server.dataDir)) expect(file).toMatch(/^\d{4}\/[0-9a-f-]{36}$/)
    })

    it('accepts a document of exactly 50 MB, streamed', async () => {
      const response = await sendMultipart(talent, 'PATCH', '/api/v1/talent/document_set/', [
        { name: 'background_check[begin_date]', value: '2026-01-01' },
        { name: 'background_check[expiration_date]', value: '2030-01-01' },
        { name: 'background_check[file]', value: paddedPdf(50 * MB), fileName: 'exactly-50.pdf', contentType: 'application/pdf' },
      ])
      expect(response.status).toBe(200)
      const download = await fetch(`${server.url}${(response.body as any).backgroundCheck.file.url}`, {
        headers: { cookie: `talentgrid-token=${talent.cookie('talentgrid-token')}` },
      })
      expect(download.status).toBe(200)
      expect(download.headers.get('content-length')).toBe(String(50 * MB))
      let received = 0
      for await (const chunk of download.body as unknown as AsyncIterable<Uint8Array>) received += chunk.length
      expect(received).toBe(50 * MB)
    }, 60_000)

    it('accepts a CSV and serves it as text/csv', async () => {
      const response = await talent.patch(
        '/api/v1/talent/document_set/',
        documentForm('flu_shot[file]', Buffer.from('\uFEFFdate,dose\n2026-10-01,1\n'), 'shots.csv', 'application/pdf'),
      )
      expect(response.status).toBe(200)
      const download = await talent.get(response.body.fluShot.file.url)
      expect(download.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    })
  })

  describe('downloads', () => {
    let pdfUrl: string
    beforeAll(async () => {
      const response = await talent.patch('/api/v1/talent/document_set/', documentForm('flu_shot[file]', tinyPdf(), 'Führungszeugnis "2026".pdf', 'text/html'))
      expect(response.status).toBe(200)
      pdfUrl = response.body.fluShot.file.url
    })

    it('streams the file with its recognised type, as an attachment, never sniffed or cached by others', async () => {
      const response = await fetch(`${server.url}${pdfUrl}`, { headers: { cookie: `talentgrid-token=${talent.cookie('talentgrid-token')}` } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      // Every /api answer is no-store, file downloads included (server/securityHeaders.ts).
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="F_hrungszeugnis _2026_.pdf"; filename*=UTF-8''${encodeURIComponent('Führungszeugnis "2026".pdf')}`,
      )
      expect(Buffer.from(await response.arrayBuffer()).equals(tinyPdf())).toBe(true)
    })

    it('answers 404 to another talent, 401 to nobody, 404 for an unknown id', async () => {
      const other = await ApiClient.signedIn(server.url, demo.otherTalent)
      const forOther = await other.get(pdfUrl)
      expect(forOther.status).toBe(404)
      expect(forOther.body).toEqual({ errors: { nonFieldErrors: ['Not found.'] } })
      expect((await new ApiClient(server.url).get(pdfUrl)).status).toBe(401)
      expect((await talent.get('/api/v1/files/00000000-0000-4000-8000-000000000000/')).status).toBe(404)
      expect((await talent.get('/api/v1/files/not-an-id/')).status).toBe(404)
      // Organization contacts read no talent files.
      expect((await (await ApiClient.signedIn(server.url, demo.northwind.contact)).get(pdfUrl)).status).toBe(404)
    })

    it('lets a manager read an approved talent’s document file, not a non-approved talent’s', async () => {
      const manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
      const approved = await manager.get(pdfUrl)
      expect(approved.status).toBe(200)
      expect(String(approved.body)).toContain('%PDF-1.4')

      const unapproved = await ApiClient.signedIn(server.url, 'luis.herrera@talent.example')
      const upload = await unapproved.patch('/api/v1/talent/document_set/', documentForm('mmr_vax[file]', tinyPdf(), 'mmr.pdf'))
      expect(upload.status).toBe(200)
      const hidden = await manager.get(upload.body.mmrVax.file.url)
      expect(hidden.status).toBe(404)
      expect((await (await ApiClient.signedIn(server.url, demo.lakeside.admin)).get(upload.body.mmrVax.file.url)).status).toBe(404)
      expect((await superAdmin.get(upload.body.mmrVax.file.url)).status).toBe(200)
      expect((await unapproved.get(upload.body.mmrVax.file.url)).status).toBe(200)
    })
  })

  describe('generated REST cannot forge file records', () => {
    it('refuses a stored-files row or a history row from a client', async () => {
      const self = directory.userId(demo.talent)
      const forged = await talent.post('/api/stored-files', {
        owner: self,
        kind: 'document',
        storageKey: '../../../etc/passwd',
        originalFileName: 'x.pdf',
        mimeType: 'application/pdf',
        size: 1,
      })
      expect(forged.status).toBe(403)
      const history = await talent.post('/api/talent-document-versions', { talent: self, type: 'fluShot', replacedAt: new Date().toISOString() })
      expect(history.status).toBe(403)
      expect((await talent.get('/api/stored-files?limit=100&depth=0')).status).toBe(403)
      // Not even the super admin reads a storage key.
      const files = await superAdmin.get(`/api/stored-files?limit=100&depth=0&where[owner][equals]=${self}`)
      expect(files.status).toBe(200)
      expect(files.body.docs.length).toBeGreaterThan(0)
      for (const doc of files.body.docs) expect(doc).not.toHaveProperty('storageKey')
      const first = files.body.docs[0]
      expect((await talent.delete(`/api/stored-files/${first.id}`)).status).toBe(403)
      expect((await talent.patch(`/api/stored-files/${first.id}`, { originalFileName: 'renamed.pdf' })).status).toBe(403)
    })
  })

  describe('avatar and profile video', () => {
    it('sets, replaces and removes the avatar; the old picture is deleted', async () => {
      const first = await talent.post('/api/v1/talent/avatar/', documentForm('file', tinyPng(), 'me.png'))
      expect(first.status).toBe(200)
      expect(first.body).toMatchObject({ email: demo.talent, avatarPicture: expect.stringMatching(/^\/api\/v1\/files\/[0-9a-f-]+\/$/) })
      const picture = await talent.get(first.body.avatarPicture)
      expect(picture.status).toBe(200)
      expect(picture.headers.get('content-type')).toBe('image/png')
      expect((await talent.get('/api/v1/user/')).body.avatarPicture).toBe(first.body.avatarPicture)
      const filesAfterFirst = uploadedFiles(server.dataDir).length

      const second = await talent.post('/api/v1/talent/avatar/', documentForm('file', tinyPng(), 'me-2.png'))
      expect(second.status).toBe(200)
      expect(second.body.avatarPicture).not.toBe(first.body.avatarPicture)
      expect((await talent.get(first.body.avatarPicture)).status).toBe(404)
      expect(uploadedFiles(server.dataDir)).toHaveLength(filesAfterFirst)
      // Organizations see an approved talent's picture.
      expect((await (await ApiClient.signedIn(server.url, demo.northwind.manager)).get(second.body.avatarPicture)).status).toBe(200)

      const removed = await talent.delete('/api/v1/talent/avatar/')
      expect(removed.status).toBe(200)
      expect(removed.body.avatarPicture).toBeNull()
      expect((await talent.get(second.body.avatarPicture)).status).toBe(404)
      expect(uploadedFiles(server.dataDir)).toHaveLength(filesAfterFirst - 1)
    })

    it('takes mp4, webm and mov as the profile video (flag on), refuses other content, and removes it', async () => {
      const mp4 = await talent.post('/api/v1/talent/profile-video/', documentForm('file', isoMedia('isom'), 'intro.mp4'))
      expect(mp4.status).toBe(200)
      expect(mp4.body.profileVideo).toMatchObject({ originalFileName: 'intro.mp4' })
      const video = await talent.get(mp4.body.profileVideo.url)
      expect(video.headers.get('content-type')).toBe('video/mp4')

      const webm = await talent.post('/api/v1/talent/profile-video/', documentForm('file', webmHeader(), 'intro.webm'))
      expect(webm.status).toBe(200)
      expect((await talent.get(mp4.body.profileVideo.url)).status).toBe(404)
      const mov = await talent.post('/api/v1/talent/profile-video/', documentForm('file', isoMedia('qt  '), 'intro.mov'))
      expect(mov.status).toBe(200)
      expect((await talent.get(mov.body.profileVideo.url)).headers.get('content-type')).toBe('video/quicktime')

      await expectRejectedWithNothingStored(() => talent.post('/api/v1/talent/profile-video/', documentForm('file', tinyPdf(), 'intro.mp4')), 422, {
        file: [UNSUPPORTED],
      })
      await expectRejectedWithNothingStored(() => talent.post('/api/v1/talent/profile-video/', documentForm('file', isoMedia('isom'), 'intro.avi')), 422, {
        file: [UNSUPPORTED],
      })

      const removed = await talent.delete('/api/v1/talent/profile-video/')
      expect(removed.status).toBe(200)
      expect(removed.body).toEqual({ profileVideo: null })
      expect((await talent.get(mov.body.profileVideo.url)).status).toBe(404)
    })

    it('refuses a video over 200 MB while streaming it', async () => {
      async function* oversizedVideo() {
        yield isoMedia('isom')
        const chunk = Buffer.alloc(MB)
        for (let sent = 0; sent <= 200 * MB; sent += MB) yield chunk
      }
      await expectRejectedWithNothingStored(
        () =>
          sendMultipart(talent, 'POST', '/api/v1/talent/profile-video/', [
            { name: 'file', value: oversizedVideo(), fileName: 'long.mp4', contentType: 'video/mp4' },
          ]),
        422,
        { file: [TOO_LARGE_200] },
      )
    }, 120_000)
  })

  it('keeps exactly one stored file per file row, also when concurrent uploads race for one new document', async () => {
    const david = await ApiClient.signedIn(server.url, 'david.kowalski@talent.example')
    const responses = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => david.patch('/api/v1/talent/document_set/', documentForm('covid19_vax[file]', tinyPdf(`card ${n}`), `card-${n}.pdf`))),
    )
    expect(responses.filter((response) => response.status === 200).length).toBeGreaterThanOrEqual(1)
    for (const response of responses.filter((candidate) => candidate.status !== 200)) {
      expect({ status: response.status, body: response.body }).toEqual({
        status: 409,
        body: { errors: { nonFieldErrors: ['Your documents were changed by another request at the same time. Please try again.'] } },
      })
    }
    // Every winner's file is the current one or in the history; a loser's bytes were deleted with its rows.
    const current = (await david.get('/api/v1/talent/document_set/')).body.covid19Vax.file
    const history = (await david.get('/api/v1/talent/document_set/history/')).body.results
    const rows = await superAdmin.get(`/api/stored-files?limit=100&depth=0&where[owner][equals]=${directory.userId('david.kowalski@talent.example')}`)
    expect(rows.body.docs.map((doc: { id: string }) => doc.id).sort()).toEqual(
      [current.id, ...history.map((version: { file: { id: string } }) => version.file.id)].sort(),
    )
    expect(uploadedFiles(server.dataDir)).toHaveLength((await rowCounts()).storedFiles)
  })

  it('keeps peak server memory under idle + 64 MB while a 50 MB document uploads', async () => {
    const idle = await idleRssMb(server.pid)
    const sampler = sampleRss(server.pid, 20)
    const response = await sendMultipart(talent, 'PATCH', '/api/v1/talent/document_set/', [
      { name: 'multipanel_drug_screen[begin_date]', value: '2026-01-01' },
      { name: 'multipanel_drug_screen[expiration_date]', value: '2030-01-01' },
      { name: 'multipanel_drug_screen[file]', value: paddedPdf(50 * MB), fileName: 'drug-screen.pdf', contentType: 'application/pdf' },
    ])
    const { peakMb, samples } = sampler.stop()
    expect(response.status).toBe(200)
    expect(samples).toBeGreaterThan(5)
    expect(peakMb).toBeLessThan(idle + 64)
  }, 60_000)
})
