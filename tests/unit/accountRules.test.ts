import { describeMissing, missingPasswordRequirements, passwordStrength } from '../../contract/password'
import { formatPhone, normalisePhone, plainText } from '../../contract/fields'
import { resetConfirmRequest, signUpRequest, updateUserRequest } from '../../contract/accounts'
import { inviteRequest } from '../../contract/invites'
import { userStatus, userStatusWhere, presentCurrentUser } from '../../domain/accounts/presentUser'
import { zodErrors } from '../../contract/errors'

describe('password rule', () => {
  it('lists exactly what is missing', () => {
    expect(missingPasswordRequirements('abc')).toEqual(['length', 'capital', 'number', 'symbol'])
    expect(missingPasswordRequirements('Abcdefgh1')).toEqual(['symbol'])
    expect(missingPasswordRequirements('Abcdefg#1')).toEqual([])
    expect(describeMissing(['length', 'symbol'])).toBe('Must include: 9 characters, a special symbol')
  })

  it('labels strength Too weak, Weak, Medium, Strong', () => {
    expect(passwordStrength('')).toBe('Too weak')
    expect(passwordStrength('abc')).toBe('Too weak')
    expect(passwordStrength('abcdefghij1')).toBe('Weak')
    expect(passwordStrength('Abcdefghij1')).toBe('Medium')
    expect(passwordStrength('Abcdefgh#1')).toBe('Strong')
  })

  it('rejects spaces and more than 68 characters with the spec messages', () => {
    const errors = (password: string) => {
      const result = resetConfirmRequest.safeParse({ uuid: 'u', token: 't', password, confirmPassword: password })
      return result.success ? {} : zodErrors(result.error)
    }
    expect(errors('Has space#1x').password).toEqual(['Spaces are not allowed for passwords.'])
    expect(errors(`A#1${'a'.repeat(66)}`).password).toEqual(['Password must be less than 68 characters'])
    expect(errors(`A#1${'a'.repeat(65)}`)).toEqual({})
  })
})

describe('sign-up schema', () => {
  const valid = { firstName: 'Ann', lastName: 'Lee', email: 'ANN@Example.com ', password: 'Good#Pass1', confirmPassword: 'Good#Pass1' }

  it('normalises the e-mail to lower case', () => {
    expect(signUpRequest.parse(valid).email).toBe('ann@example.com')
  })

  it('requires matching confirmation and names of at most 30', () => {
    const result = signUpRequest.safeParse({ ...valid, confirmPassword: 'Other#Pass1', lastName: 'L'.repeat(31) })
    expect(result.success).toBe(false)
    expect(zodErrors(result.error!)).toEqual({
      lastName: ['Last Name must be at most 30 characters'],
      confirmPassword: ['Passwords must match'],
    })
  })
})

describe('phone', () => {
  it('strips spaces, hyphens and brackets and adds +1', () => {
    expect(normalisePhone('(608) 555-0123')).toBe('+16085550123')
    expect(normalisePhone('+1 608 555 0123')).toBe('+16085550123')
    expect(normalisePhone('555-0123')).toBeNull()
    expect(normalisePhone('')).toBe('')
    expect(formatPhone('+16085550123')).toBe('(608) 555-0123')
  })

  it('rejects an incomplete number with the spec message', () => {
    const result = updateUserRequest.safeParse({ phone: '608-555' })
    expect(zodErrors(result.error!)).toEqual({ phone: ['The phone number entered is not valid.'] })
  })
})

describe('About Me', () => {
  it('counts visible text, not markup, against the 2500 limit', () => {
    const long = `<p>${'a'.repeat(2499)}</p>`
    expect(plainText(long)).toHaveLength(2499)
    expect(updateUserRequest.safeParse({ summary: long }).success).toBe(true)
    expect(updateUserRequest.safeParse({ summary: `<p>${'a'.repeat(2500)}</p>` }).success).toBe(false)
  })
})

describe('invite schema', () => {
  it('needs the organization name for an organization referral and caps the message at 500', () => {
    const result = inviteRequest.safeParse({ email: 'a@b.co', firstName: 'A', lastName: 'B', inviteType: 'organization', message: 'x'.repeat(501) })
    expect(zodErrors(result.error!)).toEqual({
      message: ['Message must be at most 500 characters'],
      organizationName: ['Organization Name is required for an organization invite'],
    })
  })
})

describe('current user', () => {
  const stored = {
    id: 'u1',
    firstName: 'Pat',
    lastName: 'Kim',
    email: 'pat@example.com',
    role: 'manager' as const,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastLogin: '2026-02-01T00:00:00.000Z',
    emailConfirmedAt: '2026-01-01T00:00:00.000Z',
    hasPermissionSendEngagement: false,
    hasPermissionViewRate: true,
  }

  it('derives status: deactivated wins, never signed in is invited', () => {
    expect(userStatus({ isDeactivated: true, lastLogin: 'x', emailConfirmedAt: 'x' })).toBe('deactivated')
    expect(userStatus({ isDeactivated: false, lastLogin: null, emailConfirmedAt: 'x' })).toBe('invited')
    expect(userStatus({ isDeactivated: false, lastLogin: 'x', emailConfirmedAt: 'x' })).toBe('active')
    for (const role of ['manager', 'organization_admin', 'contact', 'super_admin', 'content_editor'] as const) {
      expect(userStatus({ role, isDeactivated: false, lastLogin: null, emailConfirmedAt: 'x' })).toBe('invited')
    }
  })

  it('counts a talent who confirmed the e-mail as active before the first sign-in (seeded talents read Invited)', () => {
    expect(userStatus({ role: 'talent', isDeactivated: false, lastLogin: null, emailConfirmedAt: '2026-01-01T00:00:00.000Z' })).toBe('active')
    expect(userStatus({ role: 'talent', isDeactivated: false, lastLogin: null, emailConfirmedAt: null })).toBe('invited')
    expect(userStatus({ role: 'talent', isDeactivated: true, lastLogin: null, emailConfirmedAt: 'x' })).toBe('deactivated')
  })

  it('states the status as a query that picks exactly the users userStatus names so', () => {
    const users = [
      { role: 'talent', isDeactivated: false, lastLogin: null, emailConfirmedAt: 'x' },
      { role: 'talent', isDeactivated: false, lastLogin: null, emailConfirmedAt: null },
      { role: 'talent', isDeactivated: true, lastLogin: 'x', emailConfirmedAt: 'x' },
      { role: 'manager', isDeactivated: false, lastLogin: null, emailConfirmedAt: 'x' },
      { role: 'manager', isDeactivated: false, lastLogin: 'x', emailConfirmedAt: 'x' },
      { role: 'contact', isDeactivated: false, lastLogin: 'x', emailConfirmedAt: null },
    ] as const
    // A small evaluator of the Where shapes userStatusWhere uses (and, or, equals, not_equals, exists).
    const matches = (user: Record<string, unknown>, where: Record<string, any>): boolean =>
      Object.entries(where).every(([key, condition]) => {
        if (key === 'and') return (condition as Record<string, any>[]).every((inner) => matches(user, inner))
        if (key === 'or') return (condition as Record<string, any>[]).some((inner) => matches(user, inner))
        const value = user[key]
        if ('equals' in condition) return value === condition.equals
        if ('not_equals' in condition) return value !== condition.not_equals
        if ('exists' in condition) return (value !== null && value !== undefined) === condition.exists
        throw new Error(`unexpected condition ${JSON.stringify(condition)}`)
      })
    for (const status of ['active', 'invited', 'deactivated'] as const) {
      const picked = users.filter((user) => matches(user, userStatusWhere(status) as Record<string, any>))
      expect(picked).toEqual(users.filter((user) => userStatus(user) === status))
    }
  })

  it('gives organization admins both permissions whatever is stored, managers only what is stored', () => {
    const manager = presentCurrentUser(stored, { id: 'o1', name: 'Org' }, { isImpersonate: false })
    expect(manager).toMatchObject({ hasPermissionSendEngagement: false, hasPermissionViewRate: true, username: 'pat@example.com', status: 'active' })
    const admin = presentCurrentUser({ ...stored, role: 'organization_admin' }, null, { isImpersonate: true })
    expect(admin).toMatchObject({ hasPermissionSendEngagement: true, hasPermissionViewRate: true, isImpersonate: true })
    const talent = presentCurrentUser({ ...stored, role: 'talent', hasPermissionViewRate: true }, null, { isImpersonate: false })
    expect(talent.hasPermissionViewRate).toBe(false)
  })
})
