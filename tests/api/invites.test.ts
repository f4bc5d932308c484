import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import type { ReceivedMail } from '../helpers/smtp'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

const FORBIDDEN = { errors: { nonFieldErrors: ['You do not have permission to perform this action.'] } }
const NOT_SIGNED_IN = { errors: { nonFieldErrors: ['Authentication credentials were not provided.'] } }

interface InviteDoc {
  id: string
  email: string
  invitedBy: string | { id: string }
  sentCount: number
  acceptedAt?: string | null
  tokenHash?: string
}

describe.each(databases)('invitations (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  let talent: ApiClient
  let otherTalent: ApiClient
  let manager: ApiClient
  let superAdmin: ApiClient
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    ;[talent, otherTalent, manager] = await Promise.all([
      ApiClient.signedIn(server.url, demo.talent),
      ApiClient.signedIn(server.url, demo.otherTalent),
      ApiClient.signedIn(server.url, demo.northwind.manager),
    ])
    superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    directory = await readDirectory(superAdmin)
  }, 120_000)
  afterAll(() => server?.stop())

  const invite = (overrides: Record<string, unknown> = {}) => ({
    email: 'colleague@talent.example',
    first_name: 'Casey',
    last_name: 'Colleague',
    invite_type: 'talent',
    message: 'Come join me on Talentgrid.',
    ...overrides,
  })
  const mailsTo = (email: string) => server.mail.messages.filter((mail) => mail.to.includes(email))
  const signUpLink = (mail: ReceivedMail) => {
    const link = mail.links.find((candidate) => candidate.includes('/sign-up?invite='))
    if (!link) throw new Error(`no sign-up link in: ${mail.text}`)
    return new URL(link)
  }
  /** The inviter's own invitations, read by the super admin through Payload's generated REST (the only role it answers). */
  const ownInvites = async (client: ApiClient, email: string) => {
    const inviter = (await client.get('/api/v1/user/')).body.id as string
    const response = await superAdmin.get(`/api/invites?depth=0&where[email][equals]=${encodeURIComponent(email)}&where[invitedBy][equals]=${inviter}`)
    expect(response.status).toBe(200)
    return response.body.docs as InviteDoc[]
  }

  it('refuses an invitation through the generated REST: it is the super admin’s only', async () => {
    const email = 'rest.credit@talent.example'
    const response = await talent.post('/api/invites', { email, firstName: 'Rest', lastName: 'Credit', inviteType: 'talent', invitedBy: directory.userId(demo.superAdmin), tokenHash: 'chosen' })
    expect(response.status).toBe(403)
    expect((await superAdmin.get(`/api/invites?depth=0&where[email][equals]=${encodeURIComponent(email)}`)).body.docs).toEqual([])
  })

  it('lets a talent invite a colleague: 201, and the colleague gets a /sign-up?invite= link', async () => {
    const email = 'casey.colleague@talent.example'
    const response = await talent.post('/api/v1/talent_invites/', invite({ email, invited_by: directory.userId(demo.otherTalent) }))
    expect(response.status).toBe(201)
    expect(response.body).toEqual({ id: expect.any(String), email, inviteType: 'talent', status: 'sent' })

    const mail = await server.mail.waitFor((m) => m.to.includes(email))
    expect(mail.subject).toBe('Emily Carter invited you to Talentgrid')
    expect(mail.text).toContain('Hi Casey,')
    expect(mail.text).toContain('Come join me on Talentgrid.')
    const link = signUpLink(mail)
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/sign-up`)
    expect(link.searchParams.get('invite')!.length).toBeGreaterThanOrEqual(20)
    expect(link.searchParams.get('email')).toBe(email)

    // The inviter is always the signed-in user, whatever invitedBy says; the token is never readable.
    const [stored] = await ownInvites(talent, email)
    expect(stored).toMatchObject({ id: response.body.id, email, sentCount: 1 })
    expect(String(typeof stored!.invitedBy === 'object' ? stored!.invitedBy.id : stored!.invitedBy)).toBe(directory.userId(demo.talent))
    expect(stored).not.toHaveProperty('tokenHash')
    expect(await ownInvites(otherTalent, email)).toEqual([])
  })

  it('refuses to invite someone who already has an account (any letter case) and sends nothing', async () => {
    const before = mailsTo(demo.otherTalent).length
    const response = await talent.post('/api/v1/talent_invites/', invite({ email: 'James.Nguyen@talent.example' }))
    expect(response.status).toBe(422)
    expect(response.body).toEqual({ errors: { nonFieldErrors: ['A user with this email already exists.'] } })
    const fromManager = await manager.post('/api/v1/invites/', invite({ email: demo.northwind.admin }))
    expect(fromManager.status).toBe(422)
    expect(fromManager.body).toEqual({ errors: { nonFieldErrors: ['A user with this email already exists.'] } })
    expect(mailsTo(demo.otherTalent)).toHaveLength(before)
    expect(mailsTo(demo.northwind.admin)).toHaveLength(0)
  })

  it('asks before inviting the same person twice, and resends with do_resend', async () => {
    const email = 'twice.invited@talent.example'
    expect((await talent.post('/api/v1/talent_invites/', invite({ email }))).status).toBe(201)
    const first = await server.mail.waitFor((m) => m.to.includes(email))

    const again = await talent.post('/api/v1/talent_invites/', invite({ email }))
    expect(again.status).toBe(422)
    expect(again.body).toEqual({ errors: { nonFieldErrors: ['This person has already been invited. Want to resend?'] } })
    expect(mailsTo(email)).toHaveLength(1)

    const resent = await talent.post('/api/v1/talent_invites/', invite({ email, do_resend: true }))
    expect(resent.status).toBe(201)
    expect(resent.body).toMatchObject({ email, inviteType: 'talent', status: 'resent' })
    const second = await server.mail.waitFor((m) => m !== first && m.to.includes(email))
    expect(signUpLink(second).searchParams.get('invite')).not.toBe(signUpLink(first).searchParams.get('invite'))
    expect(mailsTo(email)).toHaveLength(2)

    // Still one invitation, sent twice.
    const stored = await ownInvites(talent, email)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ id: resent.body.id, sentCount: 2 })

    // "Already invited" is about the inviter's own invitations: a second talent may invite the same person.
    const fromOther = await otherTalent.post('/api/v1/talent_invites/', invite({ email }))
    expect(fromOther.status).toBe(201)
    expect(fromOther.body.status).toBe('sent')
  })

  it('needs an organization name for an organization referral, and mails no sign-up link for one', async () => {
    const missing = await talent.post('/api/v1/talent_invites/', invite({ email: 'cio@hospital.example', invite_type: 'organization' }))
    expect(missing.status).toBe(422)
    expect(missing.body).toEqual({ errors: { organizationName: ['Organization Name is required for an organization invite'] } })
    expect(mailsTo('cio@hospital.example')).toHaveLength(0)

    const referred = await talent.post('/api/v1/talent_invites/', invite({ email: 'cio@hospital.example', invite_type: 'organization', organization_name: 'Riverbend Hospital' }))
    expect(referred.status).toBe(201)
    expect(referred.body).toMatchObject({ inviteType: 'organization', status: 'sent' })
    const mail = await server.mail.waitFor((m) => m.to.includes('cio@hospital.example'))
    expect(mail.subject).toBe('Emily Carter recommended Talentgrid for Riverbend Hospital')
    expect(mail.links.some((link) => link.includes('invite='))).toBe(false)
  })

  it('validates the invite fields with the spec messages', async () => {
    const longMessage = await talent.post('/api/v1/talent_invites/', invite({ email: 'long.message@talent.example', message: 'm'.repeat(501) }))
    expect(longMessage.status).toBe(422)
    expect(longMessage.body).toEqual({ errors: { message: ['Message must be at most 500 characters'] } })

    const longNames = await talent.post('/api/v1/talent_invites/', invite({ email: 'long.names@talent.example', first_name: 'F'.repeat(31), lastName: 'L'.repeat(31) }))
    expect(longNames.status).toBe(422)
    expect(longNames.body).toEqual({
      errors: {
        firstName: ['First Name must be at most 30 characters'],
        lastName: ['Last Name must be at most 30 characters'],
      },
    })

    const empty = await talent.post('/api/v1/talent_invites/', { email: 'nope' })
    expect(empty.status).toBe(422)
    expect(empty.body.errors).toEqual({
      email: ['Must be a valid email address.'],
      firstName: ['This field is required'],
      lastName: ['This field is required'],
      inviteType: ['This field is required'],
    })
    expect(mailsTo('long.message@talent.example')).toHaveLength(0)
    expect(mailsTo('long.names@talent.example')).toHaveLength(0)

    // The limits themselves are allowed.
    const atLimits = await talent.post('/api/v1/talent_invites/', invite({ email: 'at.limits@talent.example', message: 'm'.repeat(500), first_name: 'F'.repeat(30), last_name: 'L'.repeat(30) }))
    expect(atLimits.status).toBe(201)
  })

  it('gives /invites/ to organization users and /talent_invites/ to talent only', async () => {
    const fromManager = await manager.post('/api/v1/invites/', invite({ email: 'from.manager@talent.example' }))
    expect(fromManager.status).toBe(201)
    expect(fromManager.body).toMatchObject({ email: 'from.manager@talent.example', status: 'sent' })
    const mail = await server.mail.waitFor((m) => m.to.includes('from.manager@talent.example'))
    expect(mail.subject).toBe('Marcus Reed invited you to Talentgrid')

    const managerOnTalentRoute = await manager.post('/api/v1/talent_invites/', invite({ email: 'wrong.route@talent.example' }))
    expect(managerOnTalentRoute.status).toBe(403)
    expect(managerOnTalentRoute.body).toEqual(FORBIDDEN)
    const talentOnOrganizationRoute = await talent.post('/api/v1/invites/', invite({ email: 'wrong.route@talent.example' }))
    expect(talentOnOrganizationRoute.status).toBe(403)
    expect(talentOnOrganizationRoute.body).toEqual(FORBIDDEN)
    const contact = await ApiClient.signedIn(server.url, demo.northwind.contact)
    expect((await contact.post('/api/v1/invites/', invite({ email: 'wrong.route@talent.example' }))).status).toBe(403)

    const anonymous = new ApiClient(server.url)
    for (const path of ['/api/v1/talent_invites/', '/api/v1/invites/']) {
      const response = await anonymous.post(path, invite({ email: 'wrong.route@talent.example' }))
      expect(response.status).toBe(401)
      expect(response.body).toEqual(NOT_SIGNED_IN)
    }
    expect(mailsTo('wrong.route@talent.example')).toHaveLength(0)
  })

  it('marks the invitation accepted when the invitee signs up with its token', async () => {
    const email = 'accepting.invitee@talent.example'
    expect((await talent.post('/api/v1/talent_invites/', invite({ email, first_name: 'Ava' }))).status).toBe(201)
    const token = signUpLink(await server.mail.waitFor((m) => m.to.includes(email))).searchParams.get('invite')!
    const [pending] = await ownInvites(talent, email)
    expect(pending!.acceptedAt ?? null).toBeNull()

    const signedUp = await new ApiClient(server.url).post('/api/v1/public/talents/', {
      first_name: 'Ava',
      last_name: 'Colleague',
      email,
      password: 'Strong#Pass9',
      confirm_password: 'Strong#Pass9',
      invite_token: token,
    })
    expect(signedUp.status).toBe(201)
    expect(signedUp.body).toEqual({ id: expect.any(String), email })
    const [accepted] = await ownInvites(talent, email)
    expect(accepted!.acceptedAt).toEqual(expect.any(String))

    // Now that the person has an account, inviting them again is 'exists', not 'invited'.
    const again = await talent.post('/api/v1/talent_invites/', invite({ email, do_resend: true }))
    expect(again.status).toBe(422)
    expect(again.body.errors.nonFieldErrors).toEqual(['A user with this email already exists.'])
  })
})
