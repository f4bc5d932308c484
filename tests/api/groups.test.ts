import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * Groups, subgroups, group members and Share Group: CRUD under both organization prefixes, the messages, the member
 * filters (name, subgroup, group, availability range, hiding unavailable talents), the share rules and
 * what a recipient may then read (and not change), cascading deletes, isolation between organizations,
 * the generated REST, and list query counts that do not grow with the page size.
 */
const REQUIRED = 'This field is required'
const NOT_FOUND = { errors: { nonFieldErrors: ['Not found.'] } }
const FORBIDDEN = { errors: { nonFieldErrors: ['You do not have permission to perform this action.'] } }
const NOT_OWNER = { errors: { nonFieldErrors: ['Only the owner of the group can change it.'] } }
const MISSING_ID = '00000000-0000-4000-8000-000000000000'

/** 'yyyy-MM-dd' `days` after today in the server's (UTC) calendar. */
function day(days: number) {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

// Each test makes dozens of calls; a loaded machine (the suites run side by side) needs more than 5 s.
jest.setTimeout(60_000)

describe.each(databases)('groups (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  let manager: ApiClient
  let manager2: ApiClient
  let admin: ApiClient
  let contact: ApiClient
  let talent: ApiClient
  let superAdmin: ApiClient
  let lakesideManager: ApiClient
  let lakesideAdmin: ApiClient
  const talentId = (name: string) => directory.userId(`${name}@talent.example`)

  beforeAll(async () => {
    server = await startTestServer({ database, seed: true, env: { EXPOSE_QUERY_COUNT: 'true' } })
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    directory = await readDirectory(superAdmin)
    ;[manager, manager2, admin, contact, talent, lakesideManager, lakesideAdmin] = await Promise.all(
      [demo.northwind.manager, demo.northwind.manager2, demo.northwind.admin, demo.northwind.contact, demo.talent, demo.lakeside.manager, demo.lakeside.admin].map((email) =>
        ApiClient.signedIn(server.url, email),
      ),
    )
  }, 120_000)
  afterAll(() => server?.stop())

  const created = (response: { status: number; body: any }): string => {
    if (response.status !== 201 || !response.body?.id) throw new Error(`not created: ${response.status} ${JSON.stringify(response.body)}`)
    return response.body.id
  }
  const newGroup = async (client: ApiClient, name: string, prefix = 'manager') => created(await client.post(`/api/v1/${prefix}/groups/`, { name }))
  const newSubgroup = async (client: ApiClient, groupId: string, name: string, prefix = 'manager') =>
    created(await client.post(`/api/v1/${prefix}/subgroups/`, { name, group_id: groupId }))
  const addMember = async (client: ApiClient, subgroupId: string, talent: string, prefix = 'manager') =>
    created(await client.post(`/api/v1/${prefix}/group-members/`, { talent_id: talentId(talent), subgroup_id: subgroupId }))
  const names = (page: { results: { talent: { fullName: string } }[] }) => page.results.map((member) => member.talent.fullName)
  const queryCount = (response: { headers: Headers }) => Number(response.headers.get('x-query-count'))

  describe('groups', () => {
    it('lists the seeded demo group of Northwind’s manager with its counts', async () => {
      const list = await manager.get('/api/v1/manager/groups/')
      expect(list.status).toBe(200)
      const demoGroup = list.body.results.find((group: { name: string }) => group.name === 'Epic Go-Live Pool')
      expect(demoGroup).toEqual({
        id: expect.any(String),
        name: 'Epic Go-Live Pool',
        ownerId: directory.userId(demo.northwind.manager),
        ownerName: 'Marcus Reed',
        isOwner: true,
        subgroupsCount: 2,
        // Emily Carter is in both subgroups: members are counted once per talent.
        membersCount: 4,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      })
    })

    it('adds, reads, renames and deletes a group, with the name rules', async () => {
      const missing = await manager.post('/api/v1/manager/groups/', {})
      expect(missing.status).toBe(422)
      expect(missing.body).toEqual({ errors: { name: [REQUIRED] } })
      expect((await manager.post('/api/v1/manager/groups/', { name: '   ' })).body).toEqual({ errors: { name: [REQUIRED] } })
      const long = await manager.post('/api/v1/manager/groups/', { name: 'x'.repeat(101) })
      expect(long.status).toBe(422)
      expect(long.body).toEqual({ errors: { name: ['Ensure this field has no more than 100 characters.'] } })

      const response = await manager.post('/api/v1/manager/groups/', { name: 'Cerner Bench' })
      expect(response.status).toBe(201)
      expect(response.body).toEqual({
        id: expect.any(String),
        name: 'Cerner Bench',
        ownerId: directory.userId(demo.northwind.manager),
        ownerName: 'Marcus Reed',
        isOwner: true,
        subgroupsCount: 0,
        membersCount: 0,
        createdAt: expect.any(String),
      })
      const id = response.body.id
      expect((await manager.get(`/api/v1/manager/groups/${id}/`)).body).toEqual(response.body)
      const renamed = await manager.patch(`/api/v1/manager/groups/${id}/`, { name: 'Cerner Bench 2026' })
      expect(renamed.status).toBe(200)
      expect(renamed.body).toMatchObject({ id, name: 'Cerner Bench 2026' })
      expect((await manager.patch(`/api/v1/manager/groups/${id}/`, { name: '' })).body).toEqual({ errors: { name: [REQUIRED] } })

      expect((await manager.delete(`/api/v1/manager/groups/${id}/`)).status).toBe(204)
      expect((await manager.get(`/api/v1/manager/groups/${id}/`)).body).toEqual(NOT_FOUND)
      expect((await manager.get(`/api/v1/manager/groups/not-an-id/`)).body).toEqual(NOT_FOUND)
      expect((await manager.get(`/api/v1/manager/groups/${MISSING_ID}/`)).status).toBe(404)
    })

    it('orders by name or creation, and pages', async () => {
      const own = await ApiClient.signedIn(server.url, demo.lakeside.manager2)
      for (const name of ['Bravo', 'Alpha', 'Charlie']) await newGroup(own, name)
      const byName = await own.get('/api/v1/manager/groups/')
      expect(byName.body.results.map((group: { name: string }) => group.name)).toEqual(['Alpha', 'Bravo', 'Charlie'])
      const reversed = await own.get('/api/v1/manager/groups/?ordering=-name')
      expect(reversed.body.results.map((group: { name: string }) => group.name)).toEqual(['Charlie', 'Bravo', 'Alpha'])
      const byCreation = await own.get('/api/v1/manager/groups/?ordering=created_at')
      expect(byCreation.body.results.map((group: { name: string }) => group.name)).toEqual(['Bravo', 'Alpha', 'Charlie'])
      const newest = await own.get('/api/v1/manager/groups/?ordering=-created_at&page_size=1&page=1')
      expect(newest.body).toMatchObject({ count: 3, previous: null, results: [{ name: 'Charlie' }] })
      expect(newest.body.next).toContain('page=2')
    })

    it('lets a manager without Manage Engagement and an organization admin keep groups, under their own prefix only', async () => {
      const ofManager2 = await manager2.post('/api/v1/manager/groups/', { name: 'Priya’s list' })
      expect(ofManager2.status).toBe(201)
      const ofAdmin = await admin.post('/api/v1/organization_admin/groups/', { name: 'Olivia’s list' })
      expect(ofAdmin.status).toBe(201)
      expect((await admin.get('/api/v1/organization_admin/groups/')).body.results.map((group: { name: string }) => group.name)).toEqual(['Olivia’s list'])
      // Each role has its prefix; contacts and talents have no groups at all.
      expect((await manager.get('/api/v1/organization_admin/groups/')).status).toBe(403)
      expect((await admin.get('/api/v1/manager/groups/')).status).toBe(403)
      for (const client of [contact, talent, superAdmin]) {
        expect((await client.get('/api/v1/manager/groups/')).body).toEqual(FORBIDDEN)
        expect((await client.post('/api/v1/manager/groups/', { name: 'Nope' })).status).toBe(403)
      }
      // A group is its owner's: the organization admin does not read the manager's groups.
      expect((await admin.get(`/api/v1/organization_admin/groups/${ofManager2.body.id}/`)).body).toEqual(NOT_FOUND)
      expect((await manager.patch(`/api/v1/manager/groups/${ofManager2.body.id}/`, { name: 'Taken' })).body).toEqual(NOT_FOUND)
    })
  })

  describe('subgroups', () => {
    it('adds subgroups to the caller’s group, lists them by group, renames and reads them', async () => {
      const groupId = await newGroup(manager, 'Subgroup host')
      const missing = await manager.post('/api/v1/manager/subgroups/', {})
      expect(missing.status).toBe(422)
      expect(missing.body).toEqual({ errors: { name: [REQUIRED], groupId: [REQUIRED] } })
      const unknownGroup = await manager.post('/api/v1/manager/subgroups/', { name: 'Wave', group_id: MISSING_ID })
      expect(unknownGroup.body).toEqual({ errors: { groupId: ['Select a valid group.'] } })

      const first = await manager.post('/api/v1/manager/subgroups/', { name: 'Wave 2', group_id: groupId })
      expect(first.status).toBe(201)
      expect(first.body).toEqual({ id: expect.any(String), name: 'Wave 2', groupId, membersCount: 0 })
      const second = created(await manager.post('/api/v1/manager/subgroups/', { name: 'Wave 1', groupId }))
      await addMember(manager, second, 'emily.carter')

      const list = await manager.get(`/api/v1/manager/subgroups/?group_id=${groupId}`)
      expect(list.body).toEqual({
        count: 2,
        next: null,
        previous: null,
        results: [
          { id: second, name: 'Wave 1', groupId, membersCount: 1 },
          { id: first.body.id, name: 'Wave 2', groupId, membersCount: 0 },
        ],
      })
      expect((await manager.get(`/api/v1/manager/subgroups/?group_id=not-an-id`)).body.results).toEqual([])
      const renamed = await manager.patch(`/api/v1/manager/subgroups/${first.body.id}/`, { name: 'Wave 3' })
      expect(renamed.body).toEqual({ id: first.body.id, name: 'Wave 3', groupId, membersCount: 0 })
      expect((await manager.patch(`/api/v1/manager/subgroups/${first.body.id}/`, {})).body).toEqual({ errors: { name: [REQUIRED] } })
      expect((await manager.get(`/api/v1/manager/subgroups/${second}/`)).body).toEqual({ id: second, name: 'Wave 1', groupId, membersCount: 1 })
      expect((await manager.get(`/api/v1/manager/groups/${groupId}/`)).body).toMatchObject({ subgroupsCount: 2, membersCount: 1 })
    })

    it('deletes a subgroup with its members and shares, leaving the group and its other subgroups', async () => {
      const groupId = await newGroup(manager, 'Cascade subgroup')
      const doomed = await newSubgroup(manager, groupId, 'Doomed')
      const kept = await newSubgroup(manager, groupId, 'Kept')
      const doomedMember = await addMember(manager, doomed, 'emily.carter')
      const keptMember = await addMember(manager, kept, 'emily.carter')
      expect((await manager.post('/api/v1/manager/share-groups/', { group_id: groupId, subgroup_ids: [doomed], manager_ids: [directory.userId(demo.northwind.manager2)] })).status).toBe(201)

      expect((await manager.delete(`/api/v1/manager/subgroups/${doomed}/`)).status).toBe(204)
      expect((await manager.get(`/api/v1/manager/subgroups/${doomed}/`)).body).toEqual(NOT_FOUND)
      expect((await manager.get(`/api/v1/manager/group-members/${doomedMember}/`)).body).toEqual(NOT_FOUND)
      expect((await manager.get(`/api/v1/manager/group-members/${keptMember}/`)).status).toBe(200)
      expect((await manager.get(`/api/v1/manager/groups/${groupId}/`)).body).toMatchObject({ subgroupsCount: 1, membersCount: 1 })
      // The share went with it: the recipient no longer sees the group.
      expect((await manager2.get(`/api/v1/manager/groups/${groupId}/`)).body).toEqual(NOT_FOUND)
      const rows = await superAdmin.get(`/api/group-shares?depth=0&where[subgroup][equals]=${doomed}`)
      expect(rows.body.docs).toEqual([])
      const members = await superAdmin.get(`/api/group-members?depth=0&where[subgroup][equals]=${doomed}`)
      expect(members.body.docs).toEqual([])
    })

    it('deletes a group with all its subgroups, members and shares', async () => {
      const groupId = await newGroup(manager, 'Cascade group')
      const subgroups = [await newSubgroup(manager, groupId, 'One'), await newSubgroup(manager, groupId, 'Two')]
      const members = [await addMember(manager, subgroups[0]!, 'james.nguyen'), await addMember(manager, subgroups[1]!, 'sofia.martinez')]
      expect((await manager.post('/api/v1/manager/share-groups/', { group_id: groupId, subgroup_ids: subgroups, manager_ids: [directory.userId(demo.northwind.admin)] })).status).toBe(201)
      expect((await admin.get(`/api/v1/organization_admin/groups/${groupId}/`)).status).toBe(200)

      expect((await manager.delete(`/api/v1/manager/groups/${groupId}/`)).status).toBe(204)
      for (const id of subgroups) expect((await manager.get(`/api/v1/manager/subgroups/${id}/`)).status).toBe(404)
      for (const id of members) expect((await manager.get(`/api/v1/manager/group-members/${id}/`)).status).toBe(404)
      expect((await admin.get(`/api/v1/organization_admin/groups/${groupId}/`)).status).toBe(404)
      for (const collection of ['subgroups', 'group-members', 'group-shares']) {
        const rows = await superAdmin.get(`/api/${collection}?depth=0&where[group][equals]=${groupId}`)
        expect({ collection, docs: rows.body.docs }).toEqual({ collection, docs: [] })
      }
    })
  })

  describe('group members', () => {
    let groupId: string
    let waveA: string
    let waveB: string
    beforeAll(async () => {
      groupId = await newGroup(manager, 'Member filters')
      waveA = await newSubgroup(manager, groupId, 'Wave A')
      waveB = await newSubgroup(manager, groupId, 'Wave B')
      for (const name of ['emily.carter', 'james.nguyen', 'sofia.martinez']) await addMember(manager, waveA, name)
      await addMember(manager, waveB, 'michael.okafor')
    })

    it('adds an approved talent to a subgroup and answers the member with the talent’s list item', async () => {
      const response = await manager.post('/api/v1/manager/group-members/', { talent_id: talentId('aisha.rahman'), subgroup_id: waveB })
      expect(response.status).toBe(201)
      expect(response.body).toEqual({
        id: expect.any(String),
        talentId: talentId('aisha.rahman'),
        subgroupId: waveB,
        groupId,
        talent: { id: talentId('aisha.rahman'), avatarPicture: null, state: 'NC', fullName: 'Aisha Rahman', city: 'Durham', isTalentApprovedByPlatform: true },
      })
      expect((await manager.get(`/api/v1/manager/group-members/${response.body.id}/`)).body).toEqual(response.body)
      expect((await manager.delete(`/api/v1/manager/group-members/${response.body.id}/`)).status).toBe(204)
      expect((await manager.get(`/api/v1/manager/group-members/${response.body.id}/`)).body).toEqual(NOT_FOUND)
    })

    it('keeps one membership when the same talent is added several times at once', async () => {
      const attempts = await Promise.all(
        Array.from({ length: 6 }, () => manager.post('/api/v1/manager/group-members/', { talent_id: talentId('david.kowalski'), subgroup_id: waveB })),
      )
      const created = attempts.filter((response) => response.status === 201)
      expect(created).toHaveLength(1)
      for (const refused of attempts.filter((response) => response.status !== 201)) {
        expect(refused.status).toBe(422)
        expect(refused.body).toEqual({ errors: { talentId: ['This talent is already in the subgroup.'] } })
      }
      const members = await manager.get(`/api/v1/manager/group-members/?subgroup_id=${waveB}&name=Kowalski`)
      expect(members.body.count).toBe(1)
      expect((await manager.delete(`/api/v1/manager/group-members/${created[0]!.body.id}/`)).status).toBe(204)
    })

    it('refuses a talent twice in one subgroup, an unapproved talent, a non-talent and missing fields', async () => {
      const twice = await manager.post('/api/v1/manager/group-members/', { talent_id: talentId('emily.carter'), subgroup_id: waveA })
      expect(twice.status).toBe(422)
      expect(twice.body).toEqual({ errors: { talentId: ['This talent is already in the subgroup.'] } })
      // The same talent may be in another subgroup of the group.
      const otherSubgroup = await manager.post('/api/v1/manager/group-members/', { talent_id: talentId('emily.carter'), subgroup_id: waveB })
      expect(otherSubgroup.status).toBe(201)
      expect((await manager.delete(`/api/v1/manager/group-members/${otherSubgroup.body.id}/`)).status).toBe(204)

      const unapproved = await manager.post('/api/v1/manager/group-members/', { talent_id: talentId('luis.herrera'), subgroup_id: waveA })
      expect(unapproved.body).toEqual({ errors: { talentId: ['Select a valid talent.'] } })
      const colleague = await manager.post('/api/v1/manager/group-members/', { talent_id: directory.userId(demo.northwind.manager2), subgroup_id: waveA })
      expect(colleague.body).toEqual({ errors: { talentId: ['Select a valid talent.'] } })
      const nothing = await manager.post('/api/v1/manager/group-members/', {})
      expect(nothing.body).toEqual({ errors: { talentId: [REQUIRED], subgroupId: [REQUIRED] } })
      const bogus = await manager.post('/api/v1/manager/group-members/', { talent_id: 'x', subgroup_id: MISSING_ID })
      expect(bogus.status).toBe(422)
      expect(bogus.body).toEqual({ errors: { talentId: ['Select a valid talent.'], subgroupId: ['Select a valid subgroup.'] } })
      const page = await manager.get(`/api/v1/manager/group-members/?subgroup_id=${waveA}`)
      expect(page.body.count).toBe(3)
    })

    it('filters by subgroup, group and name, ordered by the talent’s name', async () => {
      const bySubgroup = await manager.get(`/api/v1/manager/group-members/?subgroup_id=${waveA}`)
      expect(bySubgroup.status).toBe(200)
      expect(names(bySubgroup.body)).toEqual(['Emily Carter', 'James Nguyen', 'Sofia Martinez'])
      expect(bySubgroup.body.results.every((member: { subgroupId: string; groupId: string }) => member.subgroupId === waveA && member.groupId === groupId)).toBe(true)
      expect(names((await manager.get(`/api/v1/manager/group-members/?group_id=${groupId}`)).body)).toEqual(['Emily Carter', 'James Nguyen', 'Michael Okafor', 'Sofia Martinez'])
      expect(names((await manager.get(`/api/v1/manager/group-members/?group_id=${groupId}&ordering=-name`)).body)).toEqual(['Sofia Martinez', 'Michael Okafor', 'James Nguyen', 'Emily Carter'])
      expect(names((await manager.get(`/api/v1/manager/group-members/?group_id=${groupId}&name=ngu`)).body)).toEqual(['James Nguyen'])
      expect(names((await manager.get(`/api/v1/manager/group-members/?group_id=${groupId}&name=Sofia%20Mart`)).body)).toEqual(['Sofia Martinez'])
      expect(names((await manager.get(`/api/v1/manager/group-members/?subgroup_id=${waveB}&name=carter`)).body)).toEqual([])
      const paged = await manager.get(`/api/v1/manager/group-members/?group_id=${groupId}&page_size=2&page=2`)
      expect(paged.body).toMatchObject({ count: 4 })
      expect(names(paged.body)).toEqual(['Michael Okafor', 'Sofia Martinez'])
      expect((await manager.get(`/api/v1/manager/group-members/?available_from_date=someday`)).body).toEqual({ errors: { availableFromDate: ['Enter a valid date'] } })
    })

    it('hides talents without an availability window covering the range when asked', async () => {
      const window = (from: number, to: number | null) => ({ available_from_date: day(from), available_to_date: to === null ? null : day(to), hours_per_week: 20, do_remote_contract: true })
      const emily = talent
      const james = await ApiClient.signedIn(server.url, demo.otherTalent)
      expect((await emily.post('/api/v1/talent/availabilities/', window(10, 40))).status).toBe(201)
      expect((await james.post('/api/v1/talent/availabilities/', window(20, null))).status).toBe(201)
      // Sofia has no window at all.
      const members = (query: string) => manager.get(`/api/v1/manager/group-members/?subgroup_id=${waveA}${query}`)

      expect(names((await members(`&available_from_date=${day(25)}&available_to_date=${day(30)}`)).body)).toEqual(['Emily Carter', 'James Nguyen', 'Sofia Martinez'])
      expect(names((await members(`&is_unavailable_resources_hidden=true&available_from_date=${day(25)}&available_to_date=${day(30)}`)).body)).toEqual(['Emily Carter', 'James Nguyen'])
      expect(names((await members(`&is_unavailable_resources_hidden=true&available_from_date=${day(25)}&available_to_date=${day(60)}`)).body)).toEqual(['James Nguyen'])
      expect(names((await members(`&is_unavailable_resources_hidden=true&available_from_date=${day(12)}&available_to_date=${day(30)}`)).body)).toEqual(['Emily Carter'])
      expect(names((await members(`&is_unavailable_resources_hidden=true&available_from_date=${day(15)}`)).body)).toEqual(['Emily Carter'])
      expect(names((await members('&is_unavailable_resources_hidden=true')).body)).toEqual(['Emily Carter', 'James Nguyen'])
      const hidden = await members(`&is_unavailable_resources_hidden=true&available_from_date=${day(50)}&available_to_date=${day(60)}&name=carter`)
      expect(hidden.body).toEqual({ count: 0, next: null, previous: null, results: [] })
    })

    it('leaves out talents the platform deactivated or stopped approving, and shows them again when restored', async () => {
      const sofia = talentId('sofia.martinez')
      const listed = async () => names((await manager.get(`/api/v1/manager/group-members/?subgroup_id=${waveA}`)).body)
      expect((await superAdmin.patch(`/api/v1/super_admin/talents/${sofia}/`, { is_deactivated: true })).status).toBe(200)
      expect(await listed()).toEqual(['Emily Carter', 'James Nguyen'])
      expect((await manager.get(`/api/v1/manager/subgroups/${waveA}/`)).body.membersCount).toBe(2)
      expect((await superAdmin.patch(`/api/v1/super_admin/talents/${sofia}/`, { is_deactivated: false, is_talent_approved_by_platform: false })).status).toBe(200)
      expect(await listed()).toEqual(['Emily Carter', 'James Nguyen'])
      expect((await manager.post('/api/v1/manager/group-members/', { talent_id: sofia, subgroup_id: waveB })).body).toEqual({ errors: { talentId: ['Select a valid talent.'] } })
      expect((await superAdmin.patch(`/api/v1/super_admin/talents/${sofia}/`, { is_talent_approved_by_platform: true })).status).toBe(200)
      expect(await listed()).toEqual(['Emily Carter', 'James Nguyen', 'Sofia Martinez'])
    })
  })

  describe('Share Group', () => {
    let groupId: string
    let sharedSubgroup: string
    let privateSubgroup: string
    let sharedMember: string
    let privateMember: string
    const share = (body: unknown, client = manager) => client.post('/api/v1/manager/share-groups/', body)
    beforeAll(async () => {
      groupId = await newGroup(manager, 'Shared pool')
      sharedSubgroup = await newSubgroup(manager, groupId, 'Shared wave')
      privateSubgroup = await newSubgroup(manager, groupId, 'Private wave')
      sharedMember = await addMember(manager, sharedSubgroup, 'hannah.lee')
      privateMember = await addMember(manager, privateSubgroup, 'ryan.sullivan')
    })

    it('requires a group of the caller’s, at least one of its subgroups and at least one other organization user', async () => {
      expect((await share({})).body).toEqual({ errors: { groupId: [REQUIRED], subgroupIds: [REQUIRED], managerIds: [REQUIRED] } })
      expect((await share({ group_id: groupId, subgroup_ids: [], manager_ids: [] })).body).toEqual({
        errors: { subgroupIds: ['Select at least one subgroup'], managerIds: ['Select at least one manager'] },
      })
      expect((await share({ group_id: MISSING_ID, subgroup_ids: [sharedSubgroup], manager_ids: [directory.userId(demo.northwind.manager2)] })).body).toEqual({
        errors: { groupId: ['Select a valid group.'] },
      })
      const otherGroup = await newGroup(manager, 'Another pool')
      const foreignSubgroup = await newSubgroup(manager, otherGroup, 'Elsewhere')
      expect((await share({ group_id: groupId, subgroup_ids: [sharedSubgroup, foreignSubgroup], manager_ids: [directory.userId(demo.northwind.manager2)] })).body).toEqual({
        errors: { subgroupIds: ['Select a valid subgroup.'] },
      })
      for (const managerId of [
        directory.userId(demo.northwind.manager),
        directory.userId(demo.northwind.contact),
        directory.userId(demo.lakeside.manager),
        talentId('emily.carter'),
        'not-an-id',
      ]) {
        const response = await share({ group_id: groupId, subgroup_ids: [sharedSubgroup], manager_ids: [directory.userId(demo.northwind.admin), managerId] })
        expect({ managerId, status: response.status, body: response.body }).toEqual({ managerId, status: 422, body: { errors: { managerIds: ['Select a valid manager.'] } } })
      }
      // Nothing was shared by any refused call.
      expect((await admin.get(`/api/v1/organization_admin/groups/${groupId}/`)).body).toEqual(NOT_FOUND)
    })

    it('shares chosen subgroups with managers and admins, who then read those subgroups and their members only', async () => {
      const priya = directory.userId(demo.northwind.manager2)
      const olivia = directory.userId(demo.northwind.admin)
      const response = await share({ group_id: groupId, subgroup_ids: [sharedSubgroup], manager_ids: [priya, olivia] })
      expect(response.status).toBe(201)
      expect(response.body).toEqual({ sharedWith: [{ id: priya, fullName: 'Priya Shah' }, { id: olivia, fullName: 'Olivia Grant' }] })
      // Sharing again changes nothing.
      expect((await share({ group_id: groupId, subgroup_ids: [sharedSubgroup], manager_ids: [priya] })).status).toBe(201)

      for (const [client, prefix] of [[manager2, 'manager'], [admin, 'organization_admin']] as const) {
        const groups = await client.get(`/api/v1/${prefix}/groups/?page_size=100`)
        expect(groups.body.results.find((group: { id: string }) => group.id === groupId)).toMatchObject({
          name: 'Shared pool',
          ownerName: 'Marcus Reed',
          isOwner: false,
          subgroupsCount: 1,
          membersCount: 1,
        })
        const subgroups = await client.get(`/api/v1/${prefix}/subgroups/?group_id=${groupId}`)
        expect(subgroups.body.results).toEqual([{ id: sharedSubgroup, name: 'Shared wave', groupId, membersCount: 1 }])
        expect((await client.get(`/api/v1/${prefix}/subgroups/${privateSubgroup}/`)).body).toEqual(NOT_FOUND)
        expect(names((await client.get(`/api/v1/${prefix}/group-members/?group_id=${groupId}`)).body)).toEqual(['Hannah Lee'])
        expect((await client.get(`/api/v1/${prefix}/group-members/${sharedMember}/`)).status).toBe(200)
        expect((await client.get(`/api/v1/${prefix}/group-members/${privateMember}/`)).body).toEqual(NOT_FOUND)
      }
      // The contact was never eligible and sees nothing.
      expect((await contact.get('/api/v1/manager/groups/')).status).toBe(403)
    })

    it('lets a recipient change nothing of a shared group', async () => {
      const attempts: [string, string, unknown?][] = [
        ['PATCH', `/api/v1/manager/groups/${groupId}/`, { name: 'Taken' }],
        ['DELETE', `/api/v1/manager/groups/${groupId}/`],
        ['PATCH', `/api/v1/manager/subgroups/${sharedSubgroup}/`, { name: 'Taken' }],
        ['DELETE', `/api/v1/manager/subgroups/${sharedSubgroup}/`],
        ['DELETE', `/api/v1/manager/group-members/${sharedMember}/`],
        ['POST', '/api/v1/manager/group-members/', { talent_id: talentId('emily.carter'), subgroup_id: sharedSubgroup }],
        ['POST', '/api/v1/manager/subgroups/', { name: 'Mine now', group_id: groupId }],
        ['POST', '/api/v1/manager/share-groups/', { group_id: groupId, subgroup_ids: [sharedSubgroup], manager_ids: [directory.userId(demo.northwind.admin)] }],
      ]
      for (const [method, path, body] of attempts) {
        const response = await manager2.request(method, path, body)
        expect({ method, path, status: response.status, body: response.body }).toEqual({ method, path, status: 403, body: NOT_OWNER })
      }
      // The generated REST is read-only for everyone.
      expect((await manager2.patch(`/api/subgroups/${sharedSubgroup}`, { name: 'Taken' })).status).toBe(403)
      expect((await manager.patch(`/api/subgroups/${sharedSubgroup}`, { name: 'Taken' })).status).toBe(403)
      expect((await manager.delete(`/api/group-members/${sharedMember}`)).status).toBe(403)
      expect((await manager.post('/api/groups', { name: 'Rest', owner: directory.userId(demo.northwind.manager), organization: directory.organizationId('Northwind Health System') })).status).toBe(403)
      expect((await manager.get(`/api/v1/manager/subgroups/${sharedSubgroup}/`)).body).toMatchObject({ name: 'Shared wave', membersCount: 1 })
      expect((await manager.get(`/api/v1/manager/group-members/${sharedMember}/`)).status).toBe(200)
    })
  })

  describe('isolation between organizations', () => {
    let northwindGroup: string
    let northwindSubgroup: string
    let northwindMember: string
    beforeAll(async () => {
      northwindGroup = await newGroup(manager, 'Northwind only')
      northwindSubgroup = await newSubgroup(manager, northwindGroup, 'Northwind wave')
      northwindMember = await addMember(manager, northwindSubgroup, 'david.kowalski')
      await manager.post('/api/v1/manager/share-groups/', { group_id: northwindGroup, subgroup_ids: [northwindSubgroup], manager_ids: [directory.userId(demo.northwind.admin)] })
    })

    it('answers 404 to Lakeside for Northwind groups, subgroups and members, by every method and prefix', async () => {
      const wrong: string[] = []
      for (const [client, prefix] of [[lakesideManager, 'manager'], [lakesideAdmin, 'organization_admin']] as const) {
        for (const [method, path, body] of [
          ['GET', `groups/${northwindGroup}/`],
          ['PATCH', `groups/${northwindGroup}/`, { name: 'Taken' }],
          ['DELETE', `groups/${northwindGroup}/`],
          ['GET', `subgroups/${northwindSubgroup}/`],
          ['PATCH', `subgroups/${northwindSubgroup}/`, { name: 'Taken' }],
          ['DELETE', `subgroups/${northwindSubgroup}/`],
          ['GET', `group-members/${northwindMember}/`],
          ['DELETE', `group-members/${northwindMember}/`],
        ] as [string, string, unknown?][]) {
          const response = await client.request(method, `/api/v1/${prefix}/${path}`, body)
          if (response.status !== 404) wrong.push(`${prefix} ${method} ${path}: ${response.status}`)
        }
        const groups = await client.get(`/api/v1/${prefix}/groups/?page_size=100`)
        expect(groups.body.results.map((group: { name: string }) => group.name)).not.toContain('Northwind only')
        expect((await client.get(`/api/v1/${prefix}/subgroups/?group_id=${northwindGroup}`)).body.results).toEqual([])
        expect((await client.get(`/api/v1/${prefix}/group-members/?subgroup_id=${northwindSubgroup}`)).body.results).toEqual([])
        expect((await client.get(`/api/v1/${prefix}/group-members/?page_size=100`)).body.results.map((member: { id: string }) => member.id)).not.toContain(northwindMember)

        const intoNorthwind = await client.post(`/api/v1/${prefix}/group-members/`, { talent_id: talentId('emily.carter'), subgroup_id: northwindSubgroup })
        expect(intoNorthwind.body).toEqual({ errors: { subgroupId: ['Select a valid subgroup.'] } })
        const subgroup = await client.post(`/api/v1/${prefix}/subgroups/`, { name: 'Taken', group_id: northwindGroup })
        expect(subgroup.body).toEqual({ errors: { groupId: ['Select a valid group.'] } })
        const shared = await client.post(`/api/v1/${prefix}/share-groups/`, { group_id: northwindGroup, subgroup_ids: [northwindSubgroup], manager_ids: [directory.userId(demo.lakeside.manager2)] })
        expect(shared.body).toEqual({ errors: { groupId: ['Select a valid group.'] } })
      }
      expect(wrong).toEqual([])
      // Nor does the generated REST, which answers the super admin only.
      for (const collection of ['groups', 'subgroups', 'group-members', 'group-shares']) {
        expect({ collection, status: (await lakesideManager.get(`/api/${collection}?depth=0&limit=100`)).status }).toEqual({ collection, status: 403 })
      }
      const owner = await manager.get(`/api/v1/manager/group-members/?subgroup_id=${northwindSubgroup}`)
      expect(names(owner.body)).toEqual(['David Kowalski'])
      expect((await manager.get(`/api/v1/manager/groups/${northwindGroup}/`)).body).toMatchObject({ name: 'Northwind only', subgroupsCount: 1, membersCount: 1 })
    })

    it('keeps the generated REST to the super admin, who reads every group', async () => {
      for (const client of [manager2, admin]) expect((await client.get('/api/groups?depth=0&limit=100')).status).toBe(403)
      const all = await superAdmin.get('/api/groups?depth=0&limit=200')
      expect(all.body.docs.map((doc: { name: string }) => doc.name)).toEqual(expect.arrayContaining(['Northwind only', 'Epic Go-Live Pool', 'Alpha']))
      for (const client of [contact, talent]) expect((await client.get('/api/groups?depth=0')).status).toBe(403)
    })
  })

  describe('query counts', () => {
    it('reads group, subgroup and member lists with the same number of queries whatever the page size', async () => {
      const own = await ApiClient.signedIn(server.url, demo.lakeside.admin)
      const groupIds: string[] = []
      for (let index = 0; index < 6; index++) {
        const id = await newGroup(own, `Counted ${index}`, 'organization_admin')
        groupIds.push(id)
        const subgroup = await newSubgroup(own, id, `Counted wave ${index}`, 'organization_admin')
        for (const name of ['emily.carter', 'james.nguyen']) await addMember(own, subgroup, name, 'organization_admin')
      }
      for (const path of ['groups/', `subgroups/`, 'group-members/', 'group-members/?is_unavailable_resources_hidden=true&']) {
        const separator = path.includes('?') ? '' : '?'
        const one = await own.get(`/api/v1/organization_admin/${path}${separator}page_size=1`)
        const many = await own.get(`/api/v1/organization_admin/${path}${separator}page_size=50`)
        expect(one.status).toBe(200)
        expect(many.body.results.length).toBeGreaterThan(one.body.results.length)
        expect({ path, many: queryCount(many) }).toEqual({ path, many: queryCount(one) })
      }
    })
  })
})
