import { ApiClient, DEMO_PASSWORD, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { addProfileItems, inDays as day, modulesAtDepthThree, uploadComplianceDocuments, type ModuleNode } from '../helpers/profileFixtures'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * The complete talent profile:
 * GET /talent/profile/ for the talent with its completeness, About Me and contact info through
 * PATCH /user/, the organization side's GET /<role>/talents/{id}/ (approved, active talents only), the
 * super admin's deactivation and reactivation, and the number of database queries a complete profile
 * costs (the server runs with EXPOSE_QUERY_COUNT, so every contract answer carries X-Query-Count).
 */
const PROFILE = '/api/v1/talent/profile/'
const NOT_FOUND = { errors: { nonFieldErrors: ['Not found.'] } }
const FORBIDDEN = { errors: { nonFieldErrors: ['You do not have permission to perform this action.'] } }
const NOT_SIGNED_IN = { errors: { nonFieldErrors: ['Authentication credentials were not provided.'] } }
const REQUIRED = 'This field is required'
const ALL_SECTIONS = ['contactInfo', 'aboutMe', 'availability', 'workExperience', 'certificates', 'documents', 'specializations', 'externalLinks']
const DOCUMENT_TYPES = ['multipanelDrugScreen', 'backgroundCheck', 'fluShot', 'mmrVax', 'tuberculosisVax', 'covid19Vax']

describe.each(databases)('complete talent profile (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  let superAdmin: ApiClient
  /** Modules three levels down (platform > area > module), the depth every test specialization uses. */
  let modules: ModuleNode[]

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { EXPOSE_QUERY_COUNT: 'true' } })
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    directory = await readDirectory(superAdmin)
    modules = await modulesAtDepthThree(await ApiClient.signedIn(server.url, demo.otherTalent), 25)
  }, 180_000)
  afterAll(() => server?.stop())

  const signedIn = (email: string) => ApiClient.signedIn(server.url, email)
  const queryCount = (response: { headers: Headers }) => Number(response.headers.get('x-query-count'))

  describe('the talent’s own profile', () => {
    let talent: ApiClient
    beforeAll(async () => {
      talent = await signedIn(demo.talent)
    })

    it('answers every section of the signed-in talent, empty at first, with what is missing', async () => {
      const response = await talent.get(PROFILE)
      expect(response.status).toBe(200)
      expect(response.body).toEqual({
        id: directory.userId(demo.talent),
        firstName: 'Emily',
        lastName: 'Carter',
        email: demo.talent,
        phone: '+13125551000',
        avatarPicture: null,
        profileVideo: null,
        city: 'Verona',
        state: 'WI',
        address1: null,
        address2: null,
        zipCode: null,
        summary: null,
        // The talent's asking rate (none given yet).
        hourlyRate: null,
        isTalentApprovedByPlatform: true,
        isDeactivated: false,
        availabilities: [],
        workExperiences: [],
        certificates: [],
        externalLinks: [],
        specializations: [],
        documents: Object.fromEntries(
          DOCUMENT_TYPES.map((type) => [type, { type, label: expect.any(String), beginDate: null, expirationDate: null, file: null, uploadAt: null, status: 'notUploaded' }]),
        ),
        // Contact info (phone, city, state) is there; 1 of 8 sections.
        completeness: { percent: 13, missing: ALL_SECTIONS.filter((section) => section !== 'contactInfo') },
      })
      expect(response.body.documents.backgroundCheck.label).toBe('Background Check')
    })

    it('fills up section by section until nothing is missing', async () => {
      const missing = async () => (await talent.get(PROFILE)).body.completeness

      expect((await talent.patch('/api/v1/user/', { summary: '<p>Epic Ambulatory analyst.</p>' })).status).toBe(200)
      expect(await missing()).toEqual({ percent: 25, missing: ['availability', 'workExperience', 'certificates', 'documents', 'specializations', 'externalLinks'] })

      await addProfileItems(talent, modules, 1)
      expect(await missing()).toEqual({ percent: 88, missing: ['documents'] })

      await uploadComplianceDocuments(talent)
      const complete = await talent.get(PROFILE)
      expect(complete.body.completeness).toEqual({ percent: 100, missing: [] })

      // Every section is in the answer, in the sections' own shapes.
      const profile = complete.body
      expect(profile.summary).toBe('<p>Epic Ambulatory analyst.</p>')
      expect(profile.availabilities).toEqual([
        { id: expect.any(String), availableFromDate: day(1), availableToDate: null, hoursPerWeek: 20, doOnSiteContract: false, doRemoteContract: true, doToHireContract: false, note: null },
      ])
      expect(profile.workExperiences).toEqual([
        { id: expect.any(String), position: 'Analyst 0', organizationName: 'Northwind', isPresent: false, startPeriodDate: '2015-01', endPeriodDate: null, responsibilities: '<p>Build</p>', sortIndex: 0, afterId: null },
      ])
      expect(profile.externalLinks).toEqual([{ id: expect.any(String), link: 'https://links.example/0', description: 'Link 0' }])
      expect(profile.specializations).toEqual([
        {
          id: expect.any(String),
          specialization: { id: modules[0]!.id, name: modules[0]!.name },
          expertise: 'intermediate',
          roles: modules[0]!.roles.slice(0, 2),
          skills: modules[0]!.skills.slice(0, 2),
          ancestors: [expect.objectContaining({ name: expect.any(String) }), expect.objectContaining({ name: expect.any(String) })],
        },
      ])
      expect(profile.certificates).toEqual([
        {
          id: expect.any(String),
          documentName: 'Certificate 0',
          schoolOrUniversity: 'State University',
          fieldOfStudy: null,
          file: { id: expect.any(String), url: expect.stringMatching(/^\/api\/v1\/files\/[^/]+\/$/), originalFileName: 'certificate-0.pdf' },
          originalFileName: 'certificate-0.pdf',
        },
      ])
      expect(profile.documents.backgroundCheck).toMatchObject({ beginDate: day(-30), expirationDate: day(365), status: 'uploaded', file: { originalFileName: 'background_check.pdf' } })
      expect(profile.documents.multipanelDrugScreen).toMatchObject({ status: 'uploaded' })
      expect(profile.documents.fluShot.status).toBe('notUploaded')
      // The sections read the same through their own endpoints.
      expect((await talent.get('/api/v1/talent/availabilities/')).body.results).toEqual(profile.availabilities)
      expect((await talent.get('/api/v1/talent/work-experiences/')).body.results).toEqual(profile.workExperiences)
      expect((await talent.get('/api/v1/talent/specializations/')).body.results).toEqual(profile.specializations)
    })

    it('counts contact info only with phone, city and state; a talent with an active engagement keeps a phone', async () => {
      // The demo talent has an active engagement in the seed: the phone is required (tests/api/bodyRules.test.ts
      // clears the phone of a talent without one).
      const cleared = await talent.patch('/api/v1/user/', { phone: '' })
      expect(cleared.status).toBe(422)
      expect(cleared.body).toEqual({ errors: { phone: ['This field is required'] } })

      const restored = await talent.patch('/api/v1/user/', { phone: '(312) 555-1000' })
      expect(restored.body.phone).toBe('+13125551000')
      expect((await talent.get(PROFILE)).body.completeness.missing).toEqual([])

      const incomplete = await talent.patch('/api/v1/user/', { phone: '312-555' })
      expect(incomplete.status).toBe(422)
      expect(incomplete.body).toEqual({ errors: { phone: ['The phone number entered is not valid.'] } })

      expect((await talent.patch('/api/v1/user/', { city: '' })).status).toBe(200)
      expect((await talent.get(PROFILE)).body.completeness.missing).toEqual(['contactInfo'])
      expect((await talent.patch('/api/v1/user/', { city: 'Verona' })).status).toBe(200)
    })

    it("does not count documents once one of the two compliance documents has expired", async () => {
      const form = new FormData()
      form.set('background_check[begin_date]', day(-400))
      form.set('background_check[expiration_date]', day(-1))
      const response = await talent.patch('/api/v1/talent/document_set/', form)
      expect(response.status).toBe(200)
      expect(response.body.backgroundCheck.status).toBe('expired')
      expect((await talent.get(PROFILE)).body.completeness).toEqual({ percent: 88, missing: ['documents'] })
      // Expiring soon still counts.
      const soon = new FormData()
      soon.set('background_check[expiration_date]', day(3))
      expect((await talent.patch('/api/v1/talent/document_set/', soon)).body.backgroundCheck.status).toBe('expiresSoon')
      expect((await talent.get(PROFILE)).body.completeness).toEqual({ percent: 100, missing: [] })
    })

    it('keeps About Me required, non-empty rich text under 2500 visible characters when it is sent', async () => {
      for (const summary of ['', '   ', '<p></p>', '<p> &nbsp; </p>', null]) {
        const response = await talent.patch('/api/v1/user/', { summary })
        expect({ summary, status: response.status, body: response.body }).toEqual({ summary, status: 422, body: { errors: { summary: [REQUIRED] } } })
      }
      const long = await talent.patch('/api/v1/user/', { summary: `<p>${'a'.repeat(2500)}</p>` })
      expect(long.status).toBe(422)
      expect(long.body).toEqual({ errors: { summary: ['About Me must be less than 2500 characters'] } })
      const fits = await talent.patch('/api/v1/user/', { summary: `<p><strong>${'a'.repeat(2499)}</strong></p>` })
      expect(fits.status).toBe(200)
      // Not sending it leaves it as it is.
      expect((await talent.patch('/api/v1/user/', { city: 'Verona' })).body.summary).toBe(fits.body.summary)
      expect((await talent.get(PROFILE)).body.summary).toBe(fits.body.summary)
    })
  })

  describe('query count', () => {
    it('costs the same number of queries with 1 and with 20 items in every section, for the talent and for a manager', async () => {
      const email = 'aisha.rahman@talent.example'
      const client = await signedIn(email)
      const manager = await signedIn(demo.northwind.manager)
      const managerPath = `/api/v1/manager/talents/${directory.userId(email)}/`
      expect((await client.patch('/api/v1/user/', { summary: '<p>Cerner PowerChart builder.</p>' })).status).toBe(200)
      await uploadComplianceDocuments(client)
      await addProfileItems(client, modules, 1)

      const one = await client.get(PROFILE)
      expect(one.status).toBe(200)
      // Any write forgets cached profiles: the manager's read below is a load of its own, not a cache hit.
      const forgetCached = async () => expect((await client.patch('/api/v1/user/', { city: 'Durham' })).status).toBe(200)
      await forgetCached()
      const oneManager = await manager.get(managerPath)
      expect(oneManager.status).toBe(200)
      for (const section of ['availabilities', 'workExperiences', 'externalLinks', 'specializations', 'certificates']) expect(one.body[section]).toHaveLength(1)

      await addProfileItems(client, modules, 19, 1)
      const twenty = await client.get(PROFILE)
      await forgetCached()
      const twentyManager = await manager.get(managerPath)
      for (const section of ['availabilities', 'workExperiences', 'externalLinks', 'specializations', 'certificates']) expect(twenty.body[section]).toHaveLength(20)
      expect(twenty.body.completeness).toEqual({ percent: 100, missing: [] })
      // Every specialization carries roles, skills and two ancestors: all of them resolved in batches.
      for (const entry of twenty.body.specializations) {
        expect({ roles: entry.roles.length > 0, skills: entry.skills.length > 0, ancestors: entry.ancestors.length }).toEqual({ roles: true, skills: true, ancestors: 2 })
      }
      expect(twentyManager.body).toEqual(twenty.body)

      const counts = { talentWithOne: queryCount(one), talentWithTwenty: queryCount(twenty), managerWithOne: queryCount(oneManager), managerWithTwenty: queryCount(twentyManager) }
      expect(counts.talentWithOne).toBeGreaterThan(0)
      expect(counts.managerWithOne).toBeGreaterThan(0)
      expect(counts.talentWithTwenty).toBe(counts.talentWithOne)
      expect(counts.managerWithTwenty).toBe(counts.managerWithOne)
      // A fixed, small number: one query per section and per related collection, not per item.
      expect(counts.talentWithTwenty).toBeLessThanOrEqual(20)
    }, 180_000)

    it('serves a profile read again from memory, and loads it anew after any change to it', async () => {
      const email = 'aisha.rahman@talent.example'
      const client = await signedIn(email)
      const manager = await signedIn(demo.northwind.manager)
      const managerPath = `/api/v1/manager/talents/${directory.userId(email)}/`
      const loaded = await client.get(PROFILE)
      const again = await client.get(PROFILE)
      const byManager = await manager.get(managerPath)
      expect(queryCount(again)).toBe(0)
      expect(queryCount(byManager)).toBe(0)
      expect(again.body).toEqual(loaded.body)
      expect(byManager.body).toEqual(loaded.body)

      // A change through any section's endpoint is visible at once, to the talent and to organizations.
      const link = await client.post('/api/v1/talent/external-links/', { link: 'https://fresh.example', description: 'Fresh' })
      expect(link.status).toBe(201)
      const afterLink = await manager.get(managerPath)
      expect(queryCount(afterLink)).toBeGreaterThan(0)
      expect(afterLink.body.externalLinks).toContainEqual(link.body)
      expect((await client.patch('/api/v1/user/', { summary: '<p>Changed</p>' })).status).toBe(200)
      expect((await manager.get(managerPath)).body.summary).toBe('<p>Changed</p>')
      expect((await client.get(PROFILE)).body.summary).toBe('<p>Changed</p>')
      // So is a change the super admin makes to the talent, and to the specialization tree's names.
      const specialization = (await client.get(PROFILE)).body.specializations[0].specialization
      expect((await superAdmin.patch(`/api/specializations/${specialization.id}`, { name: `${specialization.name} (renamed)` })).status).toBe(200)
      expect((await manager.get(managerPath)).body.specializations[0].specialization.name).toBe(`${specialization.name} (renamed)`)
      expect((await superAdmin.patch(`/api/v1/super_admin/talents/${directory.userId(email)}/`, { is_deactivated: true })).status).toBe(200)
      expect((await manager.get(managerPath)).status).toBe(404)
      expect((await superAdmin.patch(`/api/v1/super_admin/talents/${directory.userId(email)}/`, { is_deactivated: false })).status).toBe(200)
      expect((await manager.get(managerPath)).status).toBe(200)
    })
  })

  describe('organization users read an approved talent’s profile', () => {
    const emily = () => directory.userId(demo.talent)

    it('shows managers (with or without Manage Engagement) and organization admins of any organization the same profile the talent sees', async () => {
      const own = (await (await signedIn(demo.talent)).get(PROFILE)).body
      const readers: [string, string][] = [
        [demo.northwind.manager, 'manager'],
        [demo.northwind.manager2, 'manager'],
        [demo.lakeside.manager, 'manager'],
        [demo.northwind.admin, 'organization_admin'],
        [demo.lakeside.admin, 'organization_admin'],
        [demo.superAdmin, 'super_admin'],
      ]
      for (const [email, prefix] of readers) {
        const response = await (await signedIn(email)).get(`/api/v1/${prefix}/talents/${emily()}/`)
        expect({ email, status: response.status }).toEqual({ email, status: 200 })
        expect(response.body).toEqual(own)
      }
    })

    it("answers only under the reader's own role prefix; contacts and talents get 403", async () => {
      const cases: [string, string][] = [
        [demo.northwind.manager, 'organization_admin'],
        [demo.northwind.manager, 'super_admin'],
        [demo.northwind.admin, 'manager'],
        [demo.superAdmin, 'manager'],
        [demo.northwind.contact, 'manager'],
        [demo.northwind.contact, 'organization_admin'],
        [demo.otherTalent, 'manager'],
        [demo.otherTalent, 'organization_admin'],
        [demo.otherTalent, 'super_admin'],
      ]
      for (const [email, prefix] of cases) {
        const response = await (await signedIn(email)).get(`/api/v1/${prefix}/talents/${emily()}/`)
        expect({ email, prefix, status: response.status, body: response.body }).toEqual({ email, prefix, status: 403, body: FORBIDDEN })
      }
      expect((await new ApiClient(server.url).get(`/api/v1/manager/talents/${emily()}/`)).body).toEqual(NOT_SIGNED_IN)
    })

    it('answers 404 for a talent the platform has not approved (the super admin still sees them)', async () => {
      const luis = directory.userId('luis.herrera@talent.example')
      for (const [email, prefix] of [[demo.northwind.manager, 'manager'], [demo.lakeside.admin, 'organization_admin']] as const) {
        const response = await (await signedIn(email)).get(`/api/v1/${prefix}/talents/${luis}/`)
        expect(response.status).toBe(404)
        expect(response.body).toEqual(NOT_FOUND)
      }
      const seen = await superAdmin.get(`/api/v1/super_admin/talents/${luis}/`)
      expect(seen.status).toBe(200)
      expect(seen.body).toMatchObject({ id: luis, firstName: 'Luis', isTalentApprovedByPlatform: false, isDeactivated: false })
    })

    it('answers 404 for ids that are not talents, including members of the reader’s own organization', async () => {
      const manager = await signedIn(demo.northwind.manager)
      for (const id of [directory.userId(demo.northwind.manager2), directory.userId(demo.northwind.manager), directory.userId(demo.lakeside.admin), '00000000-0000-4000-8000-000000000000', 'nonsense']) {
        const response = await manager.get(`/api/v1/manager/talents/${id}/`)
        expect({ id, status: response.status, body: response.body }).toEqual({ id, status: 404, body: NOT_FOUND })
      }
      expect((await superAdmin.get(`/api/v1/super_admin/talents/${directory.userId(demo.northwind.admin)}/`)).status).toBe(404)
      expect((await superAdmin.get(`/api/v1/super_admin/talents/${directory.userId(demo.superAdmin)}/`)).status).toBe(404)
    })

    it('widens nothing else: the generated REST stays closed to organization users', async () => {
      const manager = await signedIn(demo.northwind.manager)
      expect((await manager.get(`/api/v1/manager/talents/${emily()}/`)).status).toBe(200)
      expect((await manager.get(`/api/users/${emily()}`)).status).toBe(403)
      expect((await manager.get('/api/users?depth=0&limit=500')).status).toBe(403)
    })

    it("never shows a talent another talent's profile or sections", async () => {
      const james = await signedIn(demo.otherTalent)
      const own = await james.get(PROFILE)
      expect(own.body.id).toBe(directory.userId(demo.otherTalent))
      expect(own.body.email).toBe(demo.otherTalent)
      const emilysLink = (await (await signedIn(demo.talent)).get('/api/v1/talent/external-links/')).body.results[0]
      expect((await james.patch(`/api/v1/talent/external-links/${emilysLink.id}/`, { description: 'mine' })).status).toBe(404)
      expect(JSON.stringify(own.body)).not.toContain(emilysLink.id)
    })
  })

  describe('deactivation by the super admin', () => {
    const email = 'david.kowalski@talent.example'
    const david = () => directory.userId(email)
    const path = () => `/api/v1/super_admin/talents/${david()}/`

    it('deactivates a talent: their open session ends, sign-in is refused, organizations no longer see them; reactivation undoes it', async () => {
      const open = await signedIn(email)
      const manager = await signedIn(demo.northwind.manager)
      expect((await open.get(PROFILE)).status).toBe(200)
      expect((await manager.get(`/api/v1/manager/talents/${david()}/`)).status).toBe(200)

      const deactivated = await superAdmin.patch(path(), { is_deactivated: true })
      expect(deactivated.status).toBe(200)
      expect(deactivated.body).toMatchObject({ id: david(), isDeactivated: true, firstName: 'David' })

      for (const response of [await open.get(PROFILE), await open.get('/api/v1/user/')]) {
        expect(response.status).toBe(401)
        expect(response.body).toEqual(NOT_SIGNED_IN)
      }
      const refused = await new ApiClient(server.url).post('/api/v1/sessions/', { email, password: DEMO_PASSWORD })
      expect(refused.status).toBe(403)
      expect(refused.body).toEqual({ errors: { nonFieldErrors: ['This account is deactivated.'] } })
      expect((await manager.get(`/api/v1/manager/talents/${david()}/`)).body).toEqual(NOT_FOUND)
      expect((await (await signedIn(demo.lakeside.admin)).get(`/api/v1/organization_admin/talents/${david()}/`)).status).toBe(404)
      expect((await superAdmin.get(path())).body).toMatchObject({ isDeactivated: true })

      // Form data works as well as JSON.
      const form = new FormData()
      form.set('is_deactivated', 'false')
      const reactivated = await superAdmin.patch(path(), form)
      expect(reactivated.status).toBe(200)
      expect(reactivated.body.isDeactivated).toBe(false)
      expect((await manager.get(`/api/v1/manager/talents/${david()}/`)).status).toBe(200)
      const again = await signedIn(email)
      expect((await again.get(PROFILE)).body).toMatchObject({ id: david(), isDeactivated: false })
    })

    it('wants isDeactivated (or the approval) as a boolean and a talent id; only the super admin may do it', async () => {
      // The same call approves talents, so an empty body names both fields it could have sent.
      const empty = await superAdmin.patch(path(), {})
      expect(empty.status).toBe(422)
      expect(empty.body).toEqual({ errors: { nonFieldErrors: ['Send isDeactivated or isTalentApprovedByPlatform.'] } })
      expect((await superAdmin.patch(path(), { isDeactivated: 'perhaps' })).body).toEqual({ errors: { isDeactivated: ['Must be a valid boolean.'] } })
      const manager = directory.userId(demo.northwind.manager)
      const notTalent = await superAdmin.patch(`/api/v1/super_admin/talents/${manager}/`, { is_deactivated: true })
      expect(notTalent.status).toBe(404)
      // The manager was not touched: they still sign in.
      expect((await new ApiClient(server.url).post('/api/v1/sessions/', { email: demo.northwind.manager, password: DEMO_PASSWORD })).status).toBe(200)
      for (const reader of [demo.northwind.manager, demo.northwind.admin, demo.otherTalent, demo.northwind.contact]) {
        const response = await (await signedIn(reader)).patch(path(), { is_deactivated: true })
        expect({ reader, status: response.status }).toEqual({ reader, status: 403 })
      }
      expect((await superAdmin.get(path())).body.isDeactivated).toBe(false)
    })
  })
})
