import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory } from '../helpers/directory'
import { inDays } from '../helpers/profileFixtures'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * Rich text is cleaned by the server when it is written (hooks/sanitizeRichText.ts on every rich-text
 * field), so every reader gets the allow-listed markup back: the writer through the contract, an
 * organization reading the talent's profile, the console. The limits count the visible text the user sent.
 */
const DIRTY =
  '<p onclick="alert(1)" style="color:red"><strong>Epic</strong> analyst<script>alert(document.cookie)</script>' +
  '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">portfolio</a></p>' +
  '<svg onload="alert(4)"><text>svg</text></svg><ul><li><em>go-lives</em><iframe src="https://evil.example"></iframe></li></ul>'
const CLEAN = '<p><strong>Epic</strong> analystportfolio</p><ul><li><em>go-lives</em></li></ul>'

describe.each(databases)('rich text is sanitised on write (%s)', (database) => {
  let server: TestServer
  let talent: ApiClient
  let manager: ApiClient
  let superAdmin: ApiClient
  let talentId: string

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { FEATURE_FLAGS: 'show_org_comments,show_superadmin_comments' } })
    talent = await ApiClient.signedIn(server.url, demo.talent)
    manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    talentId = (await readDirectory(superAdmin)).userId(demo.talent)
  }, 300_000)
  afterAll(() => server?.stop())

  it('stores About Me clean and serves it clean to the talent and to organizations', async () => {
    const saved = await talent.patch('/api/v1/user/', { summary: DIRTY })
    expect(saved.status).toBe(200)
    expect(saved.body.summary).toBe(CLEAN)
    expect((await talent.get('/api/v1/talent/profile/')).body.summary).toBe(CLEAN)
    expect((await manager.get(`/api/v1/manager/talents/${talentId}/`)).body.summary).toBe(CLEAN)
  })

  it('stores work-experience responsibilities and availability notes clean', async () => {
    const work = await talent.post('/api/v1/talent/work-experiences/', {
      position: 'Analyst',
      organization_name: 'Mercy',
      start_period_date: '2020-01',
      responsibilities: DIRTY,
    })
    expect(work.status).toBe(201)
    expect(work.body.responsibilities).toBe(CLEAN)
    const listed = (await talent.get('/api/v1/talent/work-experiences/?page_size=100')).body.results as { id: string; responsibilities: string }[]
    expect(listed.find((item) => item.id === work.body.id)?.responsibilities).toBe(CLEAN)
    const edited = await talent.patch(`/api/v1/talent/work-experiences/${work.body.id}/`, { responsibilities: '<p>Plain<script>x()</script></p>' })
    expect(edited.body.responsibilities).toBe('<p>Plain</p>')

    const window = await talent.post('/api/v1/talent/availabilities/', { available_from_date: inDays(10), hours_per_week: 20, do_remote_contract: true, note: '<p>Evenings<img src=x onerror=alert(1)></p>' })
    expect(window.status).toBe(201)
    expect(window.body.note).toBe('<p>Evenings</p>')
    const profile = (await manager.get(`/api/v1/manager/talents/${talentId}/`)).body
    expect(profile.workExperiences.find((item: { id: string }) => item.id === work.body.id).responsibilities).toBe('<p>Plain</p>')
    expect(profile.availabilities.find((item: { id: string }) => item.id === window.body.id).note).toBe('<p>Evenings</p>')
  })

  it('stores comments clean, for their author and the super admin', async () => {
    const created = await manager.post('/api/v1/org-side/comment/', { comment_text: DIRTY, comment_permission_id: 1 })
    expect(created.status).toBe(201)
    expect(created.body.commentText).toBe(CLEAN)
    const path = `/api/v1/org-side/comment/${created.body.id}/`
    expect((await manager.get(path)).body.commentText).toBe(CLEAN)
    expect((await superAdmin.get(path)).body.commentText).toBe(CLEAN)
    const edited = await manager.patch(path, { comment_text: '<p>Edited<style>*{display:none}</style></p>' })
    expect(edited.status).toBe(200)
    expect(edited.body.commentText).toBe('<p>Edited</p>')
  })

  it('cleans writes that skip the contract too (the super admin through the generated REST)', async () => {
    const written = await superAdmin.patch(`/api/users/${talentId}`, { summary: '<p>Console<script>alert(1)</script></p>' })
    expect(written.status).toBe(200)
    expect((await talent.get('/api/v1/user/')).body.summary).toBe('<p>Console</p>')
  })

  it('counts the limit on the visible text sent, and cleaning never pushes a value over it', async () => {
    // Markup does not count; the text inside a script element does, as the user sent it.
    const fits = await talent.patch('/api/v1/user/', { summary: `<p onclick="x()"><strong>${'a'.repeat(2499)}</strong></p>` })
    expect(fits.status).toBe(200)
    expect(fits.body.summary).toBe(`<p><strong>${'a'.repeat(2499)}</strong></p>`)
    const over = await talent.patch('/api/v1/user/', { summary: `<p>${'a'.repeat(2490)}<script>${'b'.repeat(10)}</script></p>` })
    expect(over.status).toBe(422)
    expect(over.body).toEqual({ errors: { summary: ['About Me must be less than 2500 characters'] } })
  })
})
