import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { createEngagement, type FixtureStatus } from '../helpers/engagements'
import type { ReceivedMail } from '../helpers/smtp'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * Organization users:
 * listing and adding users with the create-password e-mail, the role-change rules, deactivation and the
 * reassignment of engagements, the reassignment list, and isolation between organizations and roles.
 */
const ADMIN_USERS = '/api/v1/organization_admin/users/'
const SUPER_USERS = '/api/v1/super_admin/users/'
const REQUIRED = 'This field is required'
const NOT_FOUND = { errors: { nonFieldErrors: ['Not found.'] } }
const FORBIDDEN = { errors: { nonFieldErrors: ['You do not have permission to perform this action.'] } }
const NEW_PASSWORD = 'Fresh#Start2026'
const MESSAGES = {
  roleChange: 'An admin or a manager can only become an admin or a manager; a contact stays a contact.',
  ownRole: 'You cannot change your own role.',
  deactivateSelf: 'You cannot deactivate your own account.',
  reassignRequired: 'This user holds engagements: choose a user to reassign them to.',
  reassignTarget: 'Choose an active admin or a manager with Manage Engagement of the same organization.',
  reassignSame: 'Choose a user other than the one whose engagements are reassigned.',
  invalidDepartment: 'Select a valid department.',
}

interface OrgUser {
  id: string
  email: string
  role: string
  departmentId: string | null
  departmentName: string | null
  status: string
  isDeactivated: boolean
  hasPermissionSendEngagement: boolean
  hasPermissionViewRate: boolean
  engagementsCount: number
}

// Reassignment tests make their engagements through the API (send, accept, terminate): more than 5 s on a loaded machine.
jest.setTimeout(60_000)

describe.each(databases)('organization users (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  let admin: ApiClient
  let superAdmin: ApiClient
  let lakesideAdmin: ApiClient
  const departments = { northwind: {} as Record<string, string>, lakeside: {} as Record<string, string> }
  let counter = 0

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    ;[admin, superAdmin, lakesideAdmin] = await Promise.all([
      ApiClient.signedIn(server.url, demo.northwind.admin),
      ApiClient.signedIn(server.url, demo.superAdmin),
      ApiClient.signedIn(server.url, demo.lakeside.admin),
    ])
    directory = await readDirectory(superAdmin)
    for (const [key, client] of [['northwind', admin], ['lakeside', lakesideAdmin]] as const) {
      const list = await client.get('/api/v1/organization_admin/departments/')
      for (const item of list.body.results) departments[key][item.name] = item.id
    }
  }, 120_000)
  afterAll(() => server?.stop())

  const unique = () => `user${++counter}.${Date.now().toString(36)}@northwind.example`
  const manager = (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Nora',
    last_name: 'Quinn',
    email: unique(),
    role: 'manager',
    department_id: departments.northwind.Ambulatory,
    has_permission_send_engagement: true,
    ...overrides,
  })

  /** A user added by the Northwind admin (201 expected). */
  async function addUser(overrides: Record<string, unknown> = {}): Promise<OrgUser> {
    const response = await admin.post(ADMIN_USERS, manager(overrides))
    expect(response.status).toBe(201)
    return response.body
  }

  async function createPasswordLink(email: string) {
    const mail = await server.mail.waitFor((item: ReceivedMail) => item.to.includes(email))
    expect(mail.subject).toBe('Your Talentgrid account')
    const link = mail.links.find((candidate) => candidate.includes('/create-password/'))!
    const [, uuid, token] = /\/create-password\/([^/]+)\/([^/\s]+)$/.exec(link)!
    return { link, uuid: uuid!, token: token! }
  }

  /** Follows the e-mailed link to set NEW_PASSWORD, then signs in. */
  async function withPassword(email: string) {
    const { uuid, token } = await createPasswordLink(email)
    const anonymous = new ApiClient(server.url)
    expect((await anonymous.post('/api/v1/password/reset/validate/', { uuid, token })).status).toBe(200)
    expect((await anonymous.post('/api/v1/password/reset/confirm/', { uuid, token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD })).status).toBe(200)
    return ApiClient.signedIn(server.url, email, NEW_PASSWORD)
  }

  /**
   * An engagement of Northwind held by `ownerId` alone, made through the engagement endpoints by the
   * Northwind admin (the talent accepts it when the status needs it).
   */
  async function engagement(ownerId: string, status: FixtureStatus = 'active') {
    const talent = await ApiClient.signedIn(server.url, demo.talent)
    const created = await createEngagement(status, { organization: admin, talent, talentId: directory.userId(demo.talent), body: { owner_ids: [ownerId] } })
    expect(created.status).toBe(status)
    return created.id as string
  }
  const ownerOf = async (engagementId: string) => {
    const owners = (await superAdmin.get(`/api/engagements/${engagementId}?depth=0`)).body.owners as string[]
    expect(owners).toHaveLength(1)
    return owners[0]
  }

  describe('listing', () => {
    it('lists the organization admin’s own organization, ordered by first and last name, with departments', async () => {
      const response = await admin.get(`${ADMIN_USERS}?page_size=100`)
      expect(response.status).toBe(200)
      const emails = response.body.results.map((user: OrgUser) => user.email)
      expect(emails).toEqual(expect.arrayContaining(Object.values(demo.northwind)))
      expect(emails.filter((email: string) => !email.endsWith('@northwind.example'))).toEqual([])
      const seededManager = response.body.results.find((user: OrgUser) => user.email === demo.northwind.manager)
      expect(seededManager).toEqual({
        id: directory.userId(demo.northwind.manager),
        firstName: 'Marcus',
        lastName: 'Reed',
        email: demo.northwind.manager,
        role: 'manager',
        title: 'EHR Program Manager',
        phone: '+16085550100',
        additionalEmailList: [],
        additionalPhoneList: [],
        isDeactivated: false,
        status: expect.any(String),
        hasTimeSheetApproval: false,
        organizationId: directory.organizationId('Northwind Health System'),
        departmentId: departments.northwind.Inpatient,
        departmentName: 'Inpatient',
        contactType: null,
        customContactType: null,
        hasPermissionViewRate: true,
        hasPermissionSendEngagement: true,
        isSystemUser: false,
        lastLogin: null,
        // The seed's demo engagements he holds (scripts/seedEngagements.ts: draft, pending,
        // accepted and three active; the declined, withdrawn, terminated and expired ones are not held).
        engagementsCount: 6,
      })
      const names = response.body.results.map((user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`)
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    })

    it('filters by role, department, search and deactivation', async () => {
      const contacts = await admin.get(`${ADMIN_USERS}?role=contact`)
      expect(contacts.body.results.map((user: OrgUser) => user.email)).toEqual([demo.northwind.contact])
      const inpatient = await admin.get(`${ADMIN_USERS}?department=${departments.northwind.Inpatient}`)
      expect(inpatient.body.results.map((user: OrgUser) => user.email)).toEqual([demo.northwind.manager])
      const search = await admin.get(`${ADMIN_USERS}?search=priya`)
      expect(search.body.results.map((user: OrgUser) => user.email)).toEqual([demo.northwind.manager2])
      const deactivated = await admin.get(`${ADMIN_USERS}?is_deactivated=true`)
      expect(deactivated.body.results.every((user: OrgUser) => user.isDeactivated)).toBe(true)
    })

    it('lets the super admin list any organization’s users, never talents', async () => {
      const lakeside = directory.organizationId('Lakeside Medical Center')
      const response = await superAdmin.get(`${SUPER_USERS}?organization=${lakeside}&page_size=100`)
      expect(response.status).toBe(200)
      expect(response.body.results.map((user: OrgUser) => user.email).sort()).toEqual(Object.values(demo.lakeside).sort())
      const all = await superAdmin.get(`${SUPER_USERS}?search=talent.example`)
      expect(all.body.count).toBe(0)
      expect((await superAdmin.get(`${SUPER_USERS}${directory.userId(demo.talent)}/`)).status).toBe(404)
    })

    it('gives a manager the active admins and managers of their organization, without contact details or themselves', async () => {
      const client = await ApiClient.signedIn(server.url, demo.northwind.manager)
      const response = await client.get('/api/v1/manager/users/')
      expect(response.status).toBe(200)
      const emails = response.body.results.map((user: { id: string }) => user.id)
      expect(emails).toEqual(expect.arrayContaining([directory.userId(demo.northwind.admin), directory.userId(demo.northwind.manager2)]))
      expect(emails).not.toContain(directory.userId(demo.northwind.manager))
      expect(emails).not.toContain(directory.userId(demo.northwind.contact))
      expect(Object.keys(response.body.results[0]).sort()).toEqual(
        ['id', 'firstName', 'lastName', 'role', 'title', 'organizationId', 'departmentId', 'departmentName'].sort(),
      )
      const byName = await client.get('/api/v1/manager/users/?first_name=oli')
      expect(byName.body.results.map((user: { id: string }) => user.id)).toEqual([directory.userId(demo.northwind.admin)])
    })
  })

  describe('adding a user', () => {
    it('states every missing and invalid field', async () => {
      const empty = await admin.post(ADMIN_USERS, {})
      expect(empty.status).toBe(422)
      expect(empty.body.errors).toEqual({ firstName: [REQUIRED], lastName: [REQUIRED], email: [REQUIRED], role: [REQUIRED] })
      const invalid = await admin.post(ADMIN_USERS, manager({ email: 'nope', additional_email_list: ['also-nope'], additional_phone_list: ['555'] }))
      expect(invalid.body.errors).toEqual({
        email: ['Must be a valid email address.'],
        additionalEmailList: ['Must be a valid email address.'],
        additionalPhoneList: ['The phone number entered is not valid.'],
      })
      const longPhone = await admin.post(ADMIN_USERS, manager({ phone: '1'.repeat(26) }))
      expect(longPhone.body.errors).toEqual({ phone: ['The phone number entered is not valid.'] })
    })

    it('requires a department for a manager, and one of the own organization', async () => {
      const none = await admin.post(ADMIN_USERS, manager({ department_id: null }))
      expect(none.status).toBe(422)
      expect(none.body.errors).toEqual({ departmentId: [REQUIRED] })
      const lakeside = await admin.post(ADMIN_USERS, manager({ department_id: departments.lakeside.Ambulatory }))
      expect(lakeside.status).toBe(422)
      expect(lakeside.body.errors).toEqual({ departmentId: [MESSAGES.invalidDepartment] })
    })

    it('requires customContactType when the contact type is custom', async () => {
      const response = await admin.post(ADMIN_USERS, manager({ role: 'contact', department_id: null, contact_type: 'custom' }))
      expect(response.status).toBe(422)
      expect(response.body.errors).toEqual({ customContactType: [REQUIRED] })
      const named = await admin.post(ADMIN_USERS, manager({ role: 'contact', department_id: null, contact_type: 'custom', custom_contact_type: 'Compliance' }))
      expect(named.status).toBe(201)
      expect(named.body).toMatchObject({ role: 'contact', contactType: 'custom', customContactType: 'Compliance', hasPermissionSendEngagement: false })
    })

    it('refuses an e-mail that already has an account', async () => {
      const response = await admin.post(ADMIN_USERS, manager({ email: demo.lakeside.manager }))
      expect(response.status).toBe(422)
      expect(response.body.errors).toEqual({ email: ['A user with this email already exists.'] })
    })

    it('creates an invited user and e-mails a /create-password/<uuid>/<token> link that sets the password', async () => {
      const email = unique()
      const created = await admin.post(ADMIN_USERS, manager({ email, title: 'Revenue Lead', is_system_user: true, has_time_sheet_approval: true }))
      expect(created.status).toBe(201)
      expect(created.body).toMatchObject({
        email,
        role: 'manager',
        status: 'invited',
        title: 'Revenue Lead',
        departmentName: 'Ambulatory',
        hasTimeSheetApproval: true,
        hasPermissionSendEngagement: true,
        hasPermissionViewRate: false,
        // Only the super admin marks system users.
        isSystemUser: false,
        organizationId: directory.organizationId('Northwind Health System'),
      })
      const { link, uuid } = await createPasswordLink(email)
      expect(link.startsWith(`${server.url}/create-password/`)).toBe(true)
      expect(uuid).toBe(created.body.id)
      const signedIn = await withPassword(email)
      expect((await signedIn.get('/api/v1/user/')).body).toMatchObject({ role: 'manager', hasPermissionSendEngagement: true })
    })

    it('creates nothing and sends nothing when the input is refused', async () => {
      const email = unique()
      expect((await admin.post(ADMIN_USERS, manager({ email, department_id: null }))).status).toBe(422)
      const listed = await superAdmin.get(`${SUPER_USERS}?search=${encodeURIComponent(email)}`)
      expect(listed.body.count).toBe(0)
      expect(server.mail.messages.filter((item) => item.to.includes(email))).toEqual([])
    })

    it('gives an added admin both permissions and no department, whatever was sent', async () => {
      const created = await addUser({ role: 'organization_admin', has_permission_send_engagement: false, has_permission_view_rate: false })
      expect(created).toMatchObject({ role: 'organization_admin', departmentId: null, hasPermissionSendEngagement: true, hasPermissionViewRate: true })
    })

    it('lets the super admin add a user to a named organization, and mark a system user', async () => {
      const lakeside = directory.organizationId('Lakeside Medical Center')
      const missing = await superAdmin.post(SUPER_USERS, manager())
      expect(missing.body.errors).toEqual({ organizationId: [REQUIRED] })
      const unknown = await superAdmin.post(SUPER_USERS, manager({ organization_id: '00000000-0000-4000-8000-000000000000' }))
      expect(unknown.body.errors).toEqual({ organizationId: ['Select a valid organization.'] })
      const wrongDepartment = await superAdmin.post(SUPER_USERS, manager({ organization_id: lakeside }))
      expect(wrongDepartment.body.errors).toEqual({ departmentId: [MESSAGES.invalidDepartment] })
      const created = await superAdmin.post(SUPER_USERS, manager({ organization_id: lakeside, department_id: departments.lakeside.Inpatient, is_system_user: true }))
      expect(created.status).toBe(201)
      expect(created.body).toMatchObject({ organizationId: lakeside, departmentName: 'Inpatient', isSystemUser: true })
    })
  })

  describe('role changes', () => {
    it('switches an admin and a manager between each other, and nothing else', async () => {
      const user = await addUser({ has_permission_view_rate: true })
      const toContact = await admin.patch(`${ADMIN_USERS}${user.id}/`, { role: 'contact' })
      expect(toContact.status).toBe(422)
      expect(toContact.body.errors).toEqual({ role: [MESSAGES.roleChange] })

      const toAdmin = await admin.patch(`${ADMIN_USERS}${user.id}/`, { role: 'organization_admin' })
      expect(toAdmin.status).toBe(200)
      expect(toAdmin.body).toMatchObject({ role: 'organization_admin', departmentId: null, departmentName: null, hasPermissionSendEngagement: true, hasPermissionViewRate: true })

      const backWithoutDepartment = await admin.patch(`${ADMIN_USERS}${user.id}/`, { role: 'manager' })
      expect(backWithoutDepartment.status).toBe(422)
      expect(backWithoutDepartment.body.errors).toEqual({ departmentId: [REQUIRED] })
      const back = await admin.patch(`${ADMIN_USERS}${user.id}/`, { role: 'manager', department_id: departments.northwind['Revenue Cycle'], has_permission_view_rate: false })
      expect(back.status).toBe(200)
      expect(back.body).toMatchObject({ role: 'manager', departmentName: 'Revenue Cycle', hasPermissionViewRate: false, hasPermissionSendEngagement: true })
    })

    it('keeps a contact a contact', async () => {
      const contact = await addUser({ role: 'contact', department_id: null })
      for (const role of ['manager', 'organization_admin']) {
        const response = await admin.patch(`${ADMIN_USERS}${contact.id}/`, { role })
        expect(response.status).toBe(422)
        expect(response.body.errors).toEqual({ role: [MESSAGES.roleChange] })
      }
      const permissions = await admin.patch(`${ADMIN_USERS}${contact.id}/`, { has_permission_send_engagement: true })
      expect(permissions.body).toMatchObject({ role: 'contact', hasPermissionSendEngagement: false })
    })

    it('edits with PUT, which needs every required field', async () => {
      const user = await addUser()
      const partial = await admin.put(`${ADMIN_USERS}${user.id}/`, { title: 'Lead' })
      expect(partial.status).toBe(422)
      expect(partial.body.errors).toEqual({ firstName: [REQUIRED], lastName: [REQUIRED], email: [REQUIRED], role: [REQUIRED] })
      const full = await admin.put(`${ADMIN_USERS}${user.id}/`, manager({ email: user.email, first_name: 'Nadia', title: 'Lead', additional_email_list: ['nadia@home.example'] }))
      expect(full.status).toBe(200)
      expect(full.body).toMatchObject({ firstName: 'Nadia', title: 'Lead', additionalEmailList: ['nadia@home.example'] })
    })

    it('refuses an admin changing their own role or deactivating themselves', async () => {
      const self = directory.userId(demo.northwind.admin)
      const demote = await admin.patch(`${ADMIN_USERS}${self}/`, { role: 'manager', department_id: departments.northwind.Ambulatory })
      expect(demote.status).toBe(422)
      expect(demote.body.errors).toEqual({ role: [MESSAGES.ownRole] })
      const deactivate = await admin.patch(`${ADMIN_USERS}${self}/`, { is_deactivated: true })
      expect(deactivate.status).toBe(422)
      expect(deactivate.body.errors).toEqual({ isDeactivated: [MESSAGES.deactivateSelf] })
      expect((await admin.get(`${ADMIN_USERS}${self}/`)).body).toMatchObject({ role: 'organization_admin', isDeactivated: false })
    })

    it('toggles time-sheet approval with a PATCH', async () => {
      const user = await addUser()
      const on = await admin.patch(`${ADMIN_USERS}${user.id}/`, { has_time_sheet_approval: true })
      expect(on.status).toBe(200)
      expect(on.body.hasTimeSheetApproval).toBe(true)
      const off = await admin.patch(`${ADMIN_USERS}${user.id}/`, { has_time_sheet_approval: false })
      expect(off.body.hasTimeSheetApproval).toBe(false)
    })
  })

  describe('deactivation and reassignment', () => {
    it('deactivates and reactivates a user who holds no engagements; a deactivated user cannot sign in', async () => {
      const email = unique()
      const user = await addUser({ email })
      const session = await withPassword(email)
      const off = await admin.patch(`${ADMIN_USERS}${user.id}/`, { is_deactivated: true })
      expect(off.status).toBe(200)
      expect(off.body).toMatchObject({ isDeactivated: true, status: 'deactivated' })
      // Their session ends and sign-in is refused.
      expect((await session.get('/api/v1/user/')).status).toBe(401)
      expect((await new ApiClient(server.url).post('/api/v1/sessions/', { email, password: NEW_PASSWORD })).status).toBe(403)
      const on = await admin.patch(`${ADMIN_USERS}${user.id}/`, { is_deactivated: false })
      expect(on.status).toBe(200)
      expect(on.body).toMatchObject({ isDeactivated: false, status: 'active' })
      expect((await new ApiClient(server.url).post('/api/v1/sessions/', { email, password: NEW_PASSWORD })).status).toBe(200)
    })

    it('requires a valid reassignedUserId to deactivate a holder of engagements, then moves them in one go', async () => {
      const holder = await addUser()
      const receiver = await addUser()
      const running = await engagement(holder.id, 'active')
      const pending = await engagement(holder.id, 'pending')
      const ended = await engagement(holder.id, 'terminated')
      expect((await admin.get(`${ADMIN_USERS}${holder.id}/`)).body.engagementsCount).toBe(2)

      const missing = await admin.patch(`${ADMIN_USERS}${holder.id}/`, { is_deactivated: true })
      expect(missing.status).toBe(422)
      expect(missing.body.errors).toEqual({ reassignedUserId: [MESSAGES.reassignRequired] })
      const contact = directory.userId(demo.northwind.contact)
      const withoutPermission = directory.userId(demo.northwind.manager2)
      const otherOrganization = directory.userId(demo.lakeside.admin)
      for (const target of [contact, withoutPermission, otherOrganization, '00000000-0000-4000-8000-000000000000', 'junk']) {
        const response = await admin.patch(`${ADMIN_USERS}${holder.id}/`, { is_deactivated: true, reassigned_user_id: target })
        expect(response.status).toBe(422)
        expect(response.body.errors).toEqual({ reassignedUserId: [MESSAGES.reassignTarget] })
      }
      const same = await admin.patch(`${ADMIN_USERS}${holder.id}/`, { is_deactivated: true, reassigned_user_id: holder.id })
      expect(same.body.errors).toEqual({ reassignedUserId: [MESSAGES.reassignSame] })
      expect((await admin.get(`${ADMIN_USERS}${holder.id}/`)).body).toMatchObject({ isDeactivated: false, engagementsCount: 2 })
      expect(await ownerOf(running)).toBe(holder.id)

      const done = await admin.patch(`${ADMIN_USERS}${holder.id}/`, { is_deactivated: true, reassigned_user_id: receiver.id })
      expect(done.status).toBe(200)
      expect(done.body).toMatchObject({ isDeactivated: true, engagementsCount: 0 })
      expect(await ownerOf(running)).toBe(receiver.id)
      expect(await ownerOf(pending)).toBe(receiver.id)
      // An ended engagement keeps the owner it had.
      expect(await ownerOf(ended)).toBe(holder.id)
      expect((await admin.get(`${ADMIN_USERS}${receiver.id}/`)).body.engagementsCount).toBe(2)

      // Reactivation needs nothing.
      expect((await admin.patch(`${ADMIN_USERS}${holder.id}/`, { is_deactivated: false })).status).toBe(200)
    })

    it('refuses a deactivated user as the receiver', async () => {
      const holder = await addUser()
      const inactive = await addUser()
      expect((await admin.patch(`${ADMIN_USERS}${inactive.id}/`, { is_deactivated: true })).status).toBe(200)
      await engagement(holder.id)
      const response = await admin.patch(`${ADMIN_USERS}${holder.id}/`, { is_deactivated: true, reassigned_user_id: inactive.id })
      expect(response.body.errors).toEqual({ reassignedUserId: [MESSAGES.reassignTarget] })
    })

    it('requires reassignedUserId to turn off Manage Engagement of a manager who holds engagements', async () => {
      const holder = await addUser()
      const idle = await addUser()
      const held = await engagement(holder.id)
      // Without engagements the permission simply goes off.
      expect((await admin.patch(`${ADMIN_USERS}${idle.id}/`, { has_permission_send_engagement: false })).body.hasPermissionSendEngagement).toBe(false)
      const missing = await admin.patch(`${ADMIN_USERS}${holder.id}/`, { has_permission_send_engagement: false })
      expect(missing.status).toBe(422)
      expect(missing.body.errors).toEqual({ reassignedUserId: [MESSAGES.reassignRequired] })
      const organizationAdmin = directory.userId(demo.northwind.admin)
      const done = await admin.patch(`${ADMIN_USERS}${holder.id}/`, { has_permission_send_engagement: false, reassigned_user_id: organizationAdmin })
      expect(done.status).toBe(200)
      expect(done.body).toMatchObject({ hasPermissionSendEngagement: false, isDeactivated: false, engagementsCount: 0 })
      expect(await ownerOf(held)).toBe(organizationAdmin)
    })

    it('reassigns with POST …/reassign/ to an eligible user only', async () => {
      const holder = await addUser()
      const receiver = await addUser()
      const held = await engagement(holder.id)
      const path = `${ADMIN_USERS}${holder.id}/reassign/`
      const missing = await admin.post(path, {})
      expect(missing.status).toBe(422)
      expect(missing.body.errors).toEqual({ managerId: [REQUIRED] })
      const wrong = await admin.post(path, { manager_id: directory.userId(demo.northwind.manager2), is_engagements_only: true })
      expect(wrong.body.errors).toEqual({ managerId: [MESSAGES.reassignTarget] })
      const same = await admin.post(path, { manager_id: holder.id })
      expect(same.body.errors).toEqual({ managerId: [MESSAGES.reassignSame] })
      const done = await admin.post(path, { manager_id: receiver.id, is_engagements_only: false })
      expect(done.status).toBe(200)
      expect(done.body).toMatchObject({ id: holder.id, engagementsCount: 0 })
      expect(await ownerOf(held)).toBe(receiver.id)
      const bySuperAdmin = await superAdmin.post(`${SUPER_USERS}${receiver.id}/reassign/`, { manager_id: holder.id })
      expect(bySuperAdmin.status).toBe(200)
      expect(await ownerOf(held)).toBe(holder.id)
    })

    it('lists who may take over a user’s work: active admins and managers with Manage Engagement, not the user', async () => {
      const holder = await addUser()
      const inactive = await addUser()
      await admin.patch(`${ADMIN_USERS}${inactive.id}/`, { is_deactivated: true })
      for (const forAction of ['engagements', 'full']) {
        const response = await admin.get(`${ADMIN_USERS}?for_action=${forAction}&manager_id=${holder.id}&page_size=100`)
        expect(response.status).toBe(200)
        const ids = response.body.results.map((user: OrgUser) => user.id)
        expect(ids).toEqual(expect.arrayContaining([directory.userId(demo.northwind.admin), directory.userId(demo.northwind.manager)]))
        for (const excluded of [holder.id, inactive.id, directory.userId(demo.northwind.manager2), directory.userId(demo.northwind.contact)]) {
          expect(ids).not.toContain(excluded)
        }
        expect(response.body.results.every((user: OrgUser) => user.hasPermissionSendEngagement && !user.isDeactivated)).toBe(true)
      }
      // The super admin's list stays in the organization of manager_id.
      const bySuperAdmin = await superAdmin.get(`${SUPER_USERS}?for_action=engagements&manager_id=${holder.id}&page_size=100`)
      expect(bySuperAdmin.body.results.map((user: OrgUser) => user.email).filter((email: string) => !email.endsWith('@northwind.example'))).toEqual([])
    })
  })

  describe('the console (/api/admin)', () => {
    const filtered = (resource: string, filter: Record<string, unknown>) =>
      superAdmin.get(`/api/admin/${resource}?range=[0,499]&filter=${encodeURIComponent(JSON.stringify(filter))}`)

    it('filters users by status', async () => {
      const user = await addUser()
      await admin.patch(`${ADMIN_USERS}${user.id}/`, { is_deactivated: true })
      for (const status of ['active', 'deactivated', 'invited']) {
        const response = await filtered('users', { status })
        expect(response.status).toBe(200)
        expect(response.body.length).toBeGreaterThan(0)
        expect(response.body.filter((row: { status: string }) => row.status !== status)).toEqual([])
      }
      expect((await filtered('users', { status: 'deactivated' })).body.map((row: { id: string }) => row.id)).toContain(user.id)
    })

    it('applies the role rules to organization members written there', async () => {
      const base = { email: unique(), password: 'Strong#Pass9', firstName: 'Con', lastName: 'Sole', organization: directory.organizationId('Northwind Health System') }
      const noDepartment = await superAdmin.post('/api/admin/users', { ...base, role: 'manager' })
      expect(noDepartment.status).toBe(422)
      expect(noDepartment.body.errors).toEqual({ department: REQUIRED })
      const otherDepartment = await superAdmin.post('/api/admin/users', { ...base, role: 'manager', department: departments.lakeside.Inpatient })
      expect(otherDepartment.status).toBe(422)
      expect(otherDepartment.body.errors).toEqual({ department: MESSAGES.invalidDepartment })
      const created = await superAdmin.post('/api/admin/users', { ...base, role: 'manager', department: departments.northwind.Inpatient, hasPermissionViewRate: true })
      expect(created.status).toBe(201)
      const promoted = await superAdmin.put(`/api/admin/users/${created.body.id}`, { role: 'organization_admin', hasPermissionSendEngagement: false })
      expect(promoted.body).toMatchObject({ role: 'organization_admin', department: null, hasPermissionSendEngagement: true, hasPermissionViewRate: true })
    })

    it('applies the department limits to departments written there', async () => {
      const organization = directory.organizationId('Northwind Health System')
      const long = await superAdmin.post('/api/admin/departments', { name: 'n'.repeat(21), organization })
      expect(long.status).toBe(422)
      expect(long.body.errors).toEqual({ name: 'Ensure this field has no more than 20 characters.' })
      const created = await superAdmin.post('/api/admin/departments', { name: 'Console Dept', depId: 'CON', organization })
      expect(created.status).toBe(201)
      expect((await filtered('departments', { organization })).body.map((row: { name: string }) => row.name)).toContain('Console Dept')
    })
  })

  describe('isolation and roles', () => {
    it('answers 404 to a Lakeside admin for any Northwind user, and for ids that are not ids', async () => {
      const target = directory.userId(demo.northwind.manager)
      for (const id of [target, directory.userId(demo.talent), 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
        const read = await lakesideAdmin.get(`${ADMIN_USERS}${id}/`)
        expect(read.status).toBe(404)
        expect(read.body).toEqual(NOT_FOUND)
        expect((await lakesideAdmin.patch(`${ADMIN_USERS}${id}/`, { is_deactivated: true })).status).toBe(404)
        expect((await lakesideAdmin.put(`${ADMIN_USERS}${id}/`, manager({ department_id: departments.lakeside.Ambulatory }))).status).toBe(404)
        expect((await lakesideAdmin.post(`${ADMIN_USERS}${id}/reassign/`, { manager_id: directory.userId(demo.lakeside.admin) })).status).toBe(404)
      }
      const list = await lakesideAdmin.get(`${ADMIN_USERS}?page_size=100`)
      const lakeside = directory.organizationId('Lakeside Medical Center')
      expect(list.body.results.length).toBeGreaterThanOrEqual(4)
      expect(list.body.results.filter((user: { organizationId: string }) => user.organizationId !== lakeside)).toEqual([])
      expect((await admin.get(`${ADMIN_USERS}${target}/`)).body.isDeactivated).toBe(false)
    })

    it('forbids managers, contacts and talents the admin calls', async () => {
      const id = directory.userId(demo.northwind.manager2)
      for (const email of [demo.northwind.manager, demo.northwind.contact, demo.talent]) {
        const client = await ApiClient.signedIn(server.url, email)
        for (const response of [
          await client.get(ADMIN_USERS),
          await client.post(ADMIN_USERS, manager()),
          await client.patch(`${ADMIN_USERS}${id}/`, { is_deactivated: true }),
          await client.post(`${ADMIN_USERS}${id}/reassign/`, { manager_id: id }),
          await client.get(SUPER_USERS),
        ]) {
          expect(response.status).toBe(403)
          expect(response.body).toEqual(FORBIDDEN)
        }
      }
      expect((await admin.get('/api/v1/manager/users/')).status).toBe(403)
    })

    it('keeps the role fields closed to an organization admin outside these endpoints', async () => {
      const user = await addUser()
      const rest = await admin.patch(`/api/users/${user.id}`, { role: 'organization_admin', isDeactivated: true, hasTimeSheetApproval: true, department: null })
      expect(rest.status).toBe(403)
      expect((await admin.get(`${ADMIN_USERS}${user.id}/`)).body).toMatchObject({ role: 'manager', isDeactivated: false, hasTimeSheetApproval: false, departmentName: 'Ambulatory' })
    })
  })
})
