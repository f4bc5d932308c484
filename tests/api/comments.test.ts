import { commentMessages } from '../../contract/comments'
import { messages } from '../../contract/messages'
import { CommentSaveError, saveTalentComment, type CommentRequests } from '../../portals/org/comments/saveTalentComment'
import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

const NOT_FOUND = { errors: { nonFieldErrors: [messages.notFound] } }
const FORBIDDEN = { errors: { nonFieldErrors: [messages.forbidden] } }
const UNAPPROVED_TALENT = 'luis.herrera@talent.example'
const BOTH_FLAGS = 'show_org_comments,show_superadmin_comments'

/** saveTalentComment's request interface over a test client, remembering the comment it created. */
const requestsOf = (client: ApiClient) => {
  const created: string[] = []
  const requests: CommentRequests = {
    createComment: async (input) => {
      const response = await client.post('/api/v1/org-side/comment/', input)
      if (response.status === 201) created.push(response.body.id)
      return response
    },
    linkComment: (link) => client.post('/api/v1/org-side/profile_comment/', link),
    deleteComment: (id) => client.delete(`/api/v1/org-side/comment/${id}/`),
  }
  return { requests, created }
}

describe.each(databases)('comments on talent profiles (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  const as = {} as Record<'superAdmin' | 'manager' | 'manager2' | 'admin' | 'contact' | 'talent' | 'lakesideManager' | 'lakesideAdmin', ApiClient>
  let talentId: string

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { FEATURE_FLAGS: BOTH_FLAGS } })
    const accounts = {
      superAdmin: demo.superAdmin,
      manager: demo.northwind.manager,
      manager2: demo.northwind.manager2,
      admin: demo.northwind.admin,
      contact: demo.northwind.contact,
      talent: demo.talent,
      lakesideManager: demo.lakeside.manager,
      lakesideAdmin: demo.lakeside.admin,
    }
    await Promise.all(Object.entries(accounts).map(async ([key, email]) => (as[key as keyof typeof as] = await ApiClient.signedIn(server.url, email))))
    directory = await readDirectory(as.superAdmin)
    talentId = directory.userId(demo.otherTalent)
  }, 120_000)
  afterAll(() => server?.stop())

  const comment = (text: string, commentPermissionId: number) => ({ comment_text: `<p>${text}</p>`, comment_permission_id: commentPermissionId })
  const onProfile = async (client: ApiClient, text: string, commentPermissionId: 1 | 3 | 4, talent = talentId) =>
    saveTalentComment(requestsOf(client).requests, talent, { commentText: `<p>${text}</p>`, commentPermissionId })
  const texts = async (client: ApiClient, talent = talentId) => {
    const response = await client.get(`/api/v1/org-side/comment/?talent_id=${talent}&page_size=100`)
    expect(response.status).toBe(200)
    return (response.body.results as { commentText: string }[]).map((item) => item.commentText)
  }

  it('creates a comment unlinked, seen only by its author (and the super admin) until linked to a profile', async () => {
    const created = await as.manager.post('/api/v1/org-side/comment/', comment('Great with Epic', 1))
    expect(created.status).toBe(201)
    expect(created.body).toEqual({
      id: expect.any(String),
      commentText: '<p>Great with Epic</p>',
      commentPermissionId: 1,
      isActive: true,
      isShared: false,
      talentId: null,
      authorId: directory.userId(demo.northwind.manager),
      authorName: expect.stringMatching(/\S/),
      organizationId: directory.organizationId('Northwind Health System'),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      canEdit: true,
    })
    const path = `/api/v1/org-side/comment/${created.body.id}/`
    expect((await as.manager2.get(path)).status).toBe(404)
    expect((await as.admin.get(path)).status).toBe(404)
    expect((await as.superAdmin.get(path)).body.canEdit).toBe(false)

    const linked = await as.manager.post('/api/v1/org-side/profile_comment/', { comment_id: created.body.id, talent_id: talentId })
    expect(linked.status).toBe(201)
    expect(linked.body).toMatchObject({ id: created.body.id, talentId })
    expect((await as.manager2.get(path)).body).toMatchObject({ id: created.body.id, canEdit: false })
    expect((await as.admin.get(path)).status).toBe(200)
    expect((await as.lakesideManager.get(path)).body).toEqual(NOT_FOUND)
  })

  it('shows 1 to its organization, 3 to every organization, 4 to the super admin only, newest first', async () => {
    const northwind = await onProfile(as.manager, 'Northwind note', 1)
    await onProfile(as.lakesideManager, 'Lakeside note', 1)
    await onProfile(as.superAdmin, 'Public platform note', 3)
    await onProfile(as.superAdmin, 'Private platform note', 4)
    expect(northwind).toMatchObject({ talentId, commentPermissionId: 1 })

    const northwindSees = await texts(as.manager2)
    expect(northwindSees).toEqual(expect.arrayContaining(['<p>Northwind note</p>', '<p>Public platform note</p>']))
    expect(northwindSees).not.toContain('<p>Lakeside note</p>')
    expect(northwindSees).not.toContain('<p>Private platform note</p>')
    expect(northwindSees.indexOf('<p>Public platform note</p>')).toBeLessThan(northwindSees.indexOf('<p>Northwind note</p>'))

    const lakesideSees = await texts(as.lakesideAdmin)
    expect(lakesideSees).toEqual(expect.arrayContaining(['<p>Lakeside note</p>', '<p>Public platform note</p>']))
    expect(lakesideSees).not.toContain('<p>Northwind note</p>')
    expect(lakesideSees).not.toContain('<p>Private platform note</p>')

    expect(await texts(as.superAdmin)).toEqual(expect.arrayContaining(['<p>Northwind note</p>', '<p>Lakeside note</p>', '<p>Public platform note</p>', '<p>Private platform note</p>']))
    // Organization users read a comment by the super admin with its author's name, which they may not read otherwise.
    const publicNote = (await as.manager.get(`/api/v1/org-side/comment/?talent_id=${talentId}`)).body.results.find((item: { commentPermissionId: number }) => item.commentPermissionId === 3)
    expect(publicNote.authorName).toMatch(/\S/)
  })

  it('never shows a talent or a contact any comment, through /api/v1, the generated REST or the console', async () => {
    await onProfile(as.manager, 'About the talent', 1)
    for (const client of [as.talent, as.contact]) {
      expect((await client.get(`/api/v1/org-side/comment/?talent_id=${talentId}`)).body).toEqual(FORBIDDEN)
      // The generated REST is the super admin's only.
      expect((await client.get('/api/comments?limit=100&depth=0')).status).toBe(403)
      expect((await client.get('/api/admin/comments')).status).toBe(403)
    }
    const anyComment = (await as.superAdmin.get('/api/comments?limit=1&depth=0')).body.docs[0]
    expect((await as.talent.get(`/api/comments/${anyComment.id}`)).status).toBe(403)
    expect((await as.talent.get(`/api/admin/comments/${anyComment.id}`)).status).toBe(403)
    // The talent about whom it was written is no exception.
    const about = await ApiClient.signedIn(server.url, demo.otherTalent)
    expect((await about.get('/api/comments?limit=100&depth=0')).status).toBe(403)
  })

  it('lists comments only of a talent the caller may read', async () => {
    const unapproved = directory.userId(UNAPPROVED_TALENT)
    expect((await as.manager.get(`/api/v1/org-side/comment/?talent_id=${unapproved}`)).body).toEqual(NOT_FOUND)
    expect((await as.manager.get(`/api/v1/org-side/comment/?talent_id=${directory.userId(demo.lakeside.manager)}`)).status).toBe(404)
    expect((await as.manager.get('/api/v1/org-side/comment/?talent_id=not-an-id')).status).toBe(404)
    expect((await as.superAdmin.get(`/api/v1/org-side/comment/?talent_id=${unapproved}`)).status).toBe(200)
    expect((await as.manager.get('/api/v1/org-side/comment/')).body).toEqual({ errors: { talentId: [messages.required] } })
  })

  it('validates text and visibility with the contract’s messages', async () => {
    const post = (client: ApiClient, body: unknown) => client.post('/api/v1/org-side/comment/', body)
    expect((await post(as.manager, { comment_permission_id: 1 })).body).toEqual({ errors: { commentText: [messages.required] } })
    expect((await post(as.manager, { comment_text: '<p>&nbsp;</p>', comment_permission_id: 1 })).body).toEqual({ errors: { commentText: [messages.required] } })
    const tooLong = await post(as.manager, { comment_text: `<p>${'x'.repeat(1001)}</p>`, comment_permission_id: 1 })
    expect(tooLong.status).toBe(422)
    expect(tooLong.body).toEqual({ errors: { commentText: [commentMessages.textTooLong] } })
    expect((await post(as.manager, { comment_text: `<p><b>${'x'.repeat(1000)}</b></p>`, comment_permission_id: 1 })).status).toBe(201)
    expect((await post(as.admin, comment('Mine', 3))).body).toEqual({ errors: { commentPermissionId: [commentMessages.organizationUsersWriteOrgComments] } })
    expect((await post(as.superAdmin, comment('Mine', 1))).body).toEqual({ errors: { commentPermissionId: [commentMessages.superAdminWritesOwnKinds] } })
    expect((await post(as.superAdmin, comment('Mine', 2))).body).toEqual({ errors: { commentPermissionId: [commentMessages.invalidPermission] } })
    expect((await post(as.superAdmin, { comment_text: '<p>Mine</p>' })).body).toEqual({ errors: { commentPermissionId: [messages.required] } })
  })

  it('lets only the author edit', async () => {
    const { id } = await onProfile(as.manager, 'Draft', 1)
    const path = `/api/v1/org-side/comment/${id}/`
    const edited = await as.manager.patch(path, { comment_text: '<p>Final</p>', is_active: false, is_shared: true })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ id, commentText: '<p>Final</p>', isActive: false, isShared: true, canEdit: true })
    expect((await as.manager.patch(path, { comment_permission_id: 4 })).body).toEqual({ errors: { commentPermissionId: [commentMessages.organizationUsersWriteOrgComments] } })
    expect((await as.manager.patch(path, { comment_text: '' })).body).toEqual({ errors: { commentText: [messages.required] } })
    expect((await as.manager2.patch(path, { comment_text: '<p>Not mine</p>' })).body).toEqual(FORBIDDEN)
    expect((await as.admin.patch(path, { comment_text: '<p>Not mine</p>' })).status).toBe(403)
    expect((await as.superAdmin.patch(path, { comment_text: '<p>Not mine</p>' })).status).toBe(403)
    expect((await as.lakesideAdmin.patch(path, { comment_text: '<p>Not mine</p>' })).status).toBe(404)
    // Nor through the generated REST, even for the author: writes go through /api/v1 and its rules.
    expect((await as.manager.patch(`/api/comments/${id}`, { commentPermissionId: 4 })).status).toBe(403)
    expect((await as.manager.post('/api/comments', { commentText: 'x', commentPermissionId: 4, author: directory.userId(demo.northwind.manager), authorName: 'x' })).status).toBe(403)
    expect((await as.manager.get(path)).body).toMatchObject({ commentText: '<p>Final</p>', commentPermissionId: 1 })

    const super3 = await onProfile(as.superAdmin, 'Shared later', 4)
    const published = await as.superAdmin.patch(`/api/v1/org-side/comment/${super3.id}/`, { comment_permission_id: 3 })
    expect(published.body).toMatchObject({ commentPermissionId: 3 })
    expect(await texts(as.manager)).toContain('<p>Shared later</p>')
  })

  it('lets the author, the super admin and an organization admin of the comment’s organization delete', async () => {
    const byManager = await onProfile(as.manager, 'To remove', 1)
    const path = (id: string) => `/api/v1/org-side/comment/${id}/`
    expect((await as.manager2.delete(path(byManager.id))).body).toEqual(FORBIDDEN)
    expect((await as.lakesideAdmin.delete(path(byManager.id))).body).toEqual(NOT_FOUND)
    expect((await as.admin.delete(path(byManager.id))).status).toBe(204)
    expect((await as.manager.get(path(byManager.id))).status).toBe(404)

    const own = await onProfile(as.manager, 'Mine to remove', 1)
    expect((await as.manager.delete(path(own.id))).status).toBe(204)

    const platformNote = await onProfile(as.superAdmin, 'Platform note', 3)
    expect((await as.admin.delete(path(platformNote.id))).status).toBe(403)
    const lakesideNote = await onProfile(as.lakesideManager, 'Lakeside note to moderate', 1)
    expect((await as.superAdmin.delete(path(lakesideNote.id))).status).toBe(204)
    expect((await as.superAdmin.delete(path(platformNote.id))).status).toBe(204)
    expect((await as.superAdmin.get(path(platformNote.id))).status).toBe(404)
  })

  it('links only the caller’s own unlinked comment to a talent the caller may read', async () => {
    const link = (client: ApiClient, commentId: string, talent = talentId) => client.post('/api/v1/org-side/profile_comment/', { comment_id: commentId, talent_id: talent })
    const linked = await onProfile(as.manager, 'Linked once', 1)
    expect((await link(as.manager, linked.id)).body).toEqual({ errors: { commentId: [commentMessages.alreadyLinked] } })
    const unlinked = (await as.manager.post('/api/v1/org-side/comment/', comment('Loose', 1))).body
    expect((await link(as.manager2, unlinked.id)).status).toBe(404)
    expect((await link(as.superAdmin, unlinked.id)).status).toBe(404)
    expect((await link(as.manager, unlinked.id, directory.userId(UNAPPROVED_TALENT))).status).toBe(404)
    expect((await link(as.manager, unlinked.id, directory.userId(demo.northwind.manager2))).status).toBe(404)
    expect((await as.manager.post('/api/v1/org-side/profile_comment/', {})).body).toEqual({ errors: { commentId: [messages.required], talentId: [messages.required] } })
    expect((await link(as.manager, unlinked.id)).status).toBe(201)
  })

  it('deletes the created comment again when linking fails, and hands the caller the link’s error', async () => {
    const managerId = directory.userId(demo.northwind.manager)
    const unlinkedOf = async () => {
      const filter = encodeURIComponent(JSON.stringify({ author: managerId, talent: null }))
      const response = await as.superAdmin.get(`/api/admin/comments?filter=${filter}&range=[0,499]`)
      expect(response.status).toBe(200)
      return (response.body as { id: string }[]).map((item) => item.id)
    }
    const before = await unlinkedOf()
    for (const talent of [directory.userId(UNAPPROVED_TALENT), directory.userId(demo.lakeside.admin)]) {
      const { requests, created } = requestsOf(as.manager)
      const failure = await saveTalentComment(requests, talent, { commentText: '<p>Will not stay</p>', commentPermissionId: 1 }).catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(CommentSaveError)
      expect(failure).toMatchObject({ status: 404, data: NOT_FOUND })
      expect(created).toHaveLength(1)
      expect((await as.manager.get(`/api/v1/org-side/comment/${created[0]}/`)).status).toBe(404)
      expect((await as.superAdmin.get(`/api/v1/org-side/comment/${created[0]}/`)).status).toBe(404)
    }
    expect(await unlinkedOf()).toEqual(before)

    // A refused create never reaches the link.
    const { requests, created } = requestsOf(as.manager)
    const refused = await saveTalentComment(requests, talentId, { commentText: '', commentPermissionId: 1 }).catch((error: unknown) => error)
    expect(refused).toMatchObject({ status: 422, data: { errors: { commentText: [messages.required] } } })
    expect(created).toEqual([])
  })

  it('filters the console’s comment list by visibility, talent and organization', async () => {
    await onProfile(as.lakesideManager, 'Console filter', 1)
    const filter = (value: Record<string, unknown>) => as.superAdmin.get(`/api/admin/comments?filter=${encodeURIComponent(JSON.stringify(value))}&range=[0,499]`)
    const lakeside = directory.organizationId('Lakeside Medical Center')
    const byOrganization = (await filter({ organization: lakeside })).body as { organization: string; commentPermissionId: number; talent: string }[]
    expect(byOrganization.length).toBeGreaterThan(0)
    expect(byOrganization.filter((item) => item.organization !== lakeside)).toEqual([])
    const privateOnes = (await filter({ commentPermissionId: 4 })).body as { commentPermissionId: number }[]
    expect(privateOnes.filter((item) => item.commentPermissionId !== 4)).toEqual([])
    const onTalent = (await filter({ talent: talentId })).body as { talent: string }[]
    expect(onTalent.length).toBeGreaterThan(0)
    expect(onTalent.filter((item) => item.talent !== talentId)).toEqual([])
    expect((await as.superAdmin.post('/api/admin/comments', { commentText: 'x' })).status).toBe(405)
  })
})

describe.each(databases)('comments with the feature flags off (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    directory = await readDirectory(await ApiClient.signedIn(server.url, demo.superAdmin))
  }, 120_000)
  afterAll(() => server?.stop())

  it('answers organization users 404 and refuses the super admin’s writes, while the super admin still reads', async () => {
    const talentId = directory.userId(demo.otherTalent)
    const manager = await ApiClient.signedIn(server.url, demo.northwind.manager)
    const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    expect((await manager.get(`/api/v1/org-side/comment/?talent_id=${talentId}`)).body).toEqual(NOT_FOUND)
    expect((await manager.post('/api/v1/org-side/comment/', { comment_text: '<p>Hi</p>', comment_permission_id: 1 })).status).toBe(404)
    expect((await manager.get('/api/comments?depth=0')).status).toBe(403)
    expect((await superAdmin.post('/api/v1/org-side/comment/', { comment_text: '<p>Hi</p>', comment_permission_id: 3 })).status).toBe(404)
    expect((await superAdmin.get(`/api/v1/org-side/comment/?talent_id=${talentId}`)).body).toMatchObject({ count: 0, results: [] })
  })
})
