import { statSync } from 'node:fs'
import path from 'node:path'
import { ApiClient, demo } from '../helpers/apiClient'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'
import { queryServerDatabase } from '../helpers/serverDatabase'
import { unfinishedUpload } from '../helpers/unfinishedUpload'
import { tinyPdf, tinyPng, uploadedFiles } from '../helpers/uploads'

/**
 * The knowledge center's files (S6 files): each upload stops being read
 * at its own limit (question file 10 MB, poster 5 MB, video 200 MB) and keeps nothing; a deleted tutorial's
 * files (its versions' too) leave the disk unless another record still names them.
 */
jest.setTimeout(180_000)

const MB = 1024 * 1024
const EDITOR = 'editor.s6@talentgrid.local'
const EDITOR_PASSWORD = 'Talentgrid#2026'

/** A small mp4 (an ftyp box, then filler) of `size` bytes: what file-type reads as mp4. */
const mp4Of = (size: number, fill: number) => {
  const head = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2')])
  return Buffer.concat([head, Buffer.alloc(size - head.length, fill)])
}

const fileForm = (bytes: Buffer, name: string) => {
  const data = new FormData()
  data.append('file', new Blob([new Uint8Array(bytes)]), name)
  return data
}


describe.each(databases)('knowledge center files (%s)', (database) => {
  let server: TestServer
  let editor: ApiClient
  let talent: ApiClient

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { RUN_JOBS: 'false' } })
    const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    const created = await superAdmin.post('/api/admin/users', { email: EDITOR, firstName: 'Nora', lastName: 'Editor', role: 'content_editor', password: EDITOR_PASSWORD })
    if (created.status !== 201) throw new Error(`content editor not created: ${created.status} ${JSON.stringify(created.body)}`)
    ;[editor, talent] = await Promise.all([ApiClient.signedIn(server.url, EDITOR, EDITOR_PASSWORD), ApiClient.signedIn(server.url, demo.talent)])
  }, 240_000)
  afterAll(() => server?.stop())

  const newTutorial = async (title: string) => {
    const created = await editor.post('/api/admin/knowledge-center-videos', { title, audience: 'both', order: 1 })
    expect(created.status).toBe(201)
    return created.body.id as string
  }
  const upload = async (id: string, which: 'video' | 'poster', bytes: Buffer, name: string) => {
    const response = await editor.post(`/api/v1/knowledge-center-videos/${id}/${which}/`, fileForm(bytes, name))
    if (response.status !== 200) throw new Error(`upload ${which}: ${response.status} ${JSON.stringify(response.body)}`)
  }
  const newFiles = (before: string[]) => uploadedFiles(server.dataDir).filter((file) => !before.includes(file))

  it('stops reading each upload at its own limit, before the body is finished, and keeps nothing', async () => {
    const id = await newTutorial('Limits')
    const before = uploadedFiles(server.dataDir)
    const question = await unfinishedUpload(talent, '/api/v1/faq-feedback/', {
      fields: { message: 'See the attached scan' },
      fileField: 'file',
      fileName: 'scan.pdf',
      head: tinyPdf(),
      fileBytes: 11 * MB,
    })
    expect(question).toEqual({ status: 413, body: { errors: { file: ['The file must be at most 10 MB.'] } } })
    const poster = await unfinishedUpload(editor, `/api/v1/knowledge-center-videos/${id}/poster/`, {
      fileField: 'file',
      fileName: 'poster.png',
      head: tinyPng(),
      fileBytes: 6 * MB,
    })
    expect(poster).toEqual({ status: 413, body: { errors: { file: ['File size exceeds the max. limit of 5 MB'] } } })
    const video = await unfinishedUpload(editor, `/api/v1/knowledge-center-videos/${id}/video/`, {
      fileField: 'file',
      fileName: 'tour.mp4',
      head: mp4Of(4096, 1),
      fileBytes: 201 * MB,
    })
    expect(video).toEqual({ status: 413, body: { errors: { file: ['The video must be at most 200 MB.'] } } })
    expect(uploadedFiles(server.dataDir)).toEqual(before)

    // The poster's limit is the contract's 5 binary MB (posterBytes), not 5,000,000 bytes.
    await upload(id, 'poster', Buffer.concat([tinyPng(), Buffer.alloc(5 * MB - tinyPng().length)]), 'exactly.png')
    expect((await editor.get(`/api/v1/knowledge-center-videos/${id}/poster/`)).headers.get('content-length')).toBe(String(5 * MB))
  })

  it('deletes a deleted tutorial’s files and its versions’ files, keeping one another record names', async () => {
    const before = uploadedFiles(server.dataDir)
    const first = await newTutorial('Submitting time')
    await upload(first, 'video', mp4Of(4096, 2), 'first.mp4')
    await upload(first, 'poster', tinyPng(), 'poster.png')
    // Replaced in the draft: the earlier versions still name the first video, so it stays.
    await upload(first, 'video', mp4Of(8192, 3), 'second.mp4')
    expect(newFiles(before)).toHaveLength(3)
    expect((await editor.put(`/api/admin/knowledge-center-videos/${first}`, { status: 'published' })).status).toBe(200)
    const urls = ['video', 'poster'].map((which) => `/api/v1/knowledge-center-videos/${first}/${which}/`)
    for (const url of urls) expect((await talent.get(url)).status).toBe(200)

    // A second tutorial (its row and versions) names the same poster.
    const second = await newTutorial('Approving time')
    const copy = (prefix: string) =>
      ['storage_key', 'original_file_name', 'mime_type', 'size']
        .map((column) => `${prefix}poster_file_${column} = (SELECT poster_file_${column} FROM knowledge_center_videos WHERE id = '${first}')`)
        .join(', ')
    await queryServerDatabase(server, `UPDATE knowledge_center_videos SET ${copy('')} WHERE id = '${second}'`)
    await queryServerDatabase(server, `UPDATE _knowledge_center_videos_v SET ${copy('version_')} WHERE parent_id = '${second}'`)
    expect((await editor.get(`/api/v1/knowledge-center-videos/${second}/poster/`)).status).toBe(200)

    expect((await editor.delete(`/api/admin/knowledge-center-videos/${first}`)).status).toBe(200)
    for (const url of urls) {
      expect((await editor.get(url)).status).toBe(404)
      expect((await talent.get(url)).status).toBe(404)
    }
    // Both videos are gone from disk; the poster, still named, stays and is served for the second tutorial.
    const left = newFiles(before)
    expect(left).toHaveLength(1)
    expect(statSync(path.join(server.dataDir, 'uploads', left[0]!)).size).toBe(tinyPng().length)
    const shown = await editor.get(`/api/v1/knowledge-center-videos/${second}/poster/`)
    expect(shown.status).toBe(200)
    expect(shown.headers.get('content-length')).toBe(String(tinyPng().length))

    // Once nothing names it, it goes too.
    expect((await editor.delete(`/api/admin/knowledge-center-videos/${second}`)).status).toBe(200)
    expect(newFiles(before)).toEqual([])
  })
})
