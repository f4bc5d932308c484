import {
  DEFAULT_RATE,
  DEFAULT_TIER_RATE,
  accountTypesOffered,
  organizationRules,
  presentOrganization,
  type OrganizationFlags,
  type OrganizationRuleInput,
} from '../../contract/organizations'

/** The spec's "Organization" and the spec's "Rate", as contract/organizations.ts states them. */
const OFF: OrganizationFlags = { orgPricingStructure: false, w2EngagementType: false }
const PRICING: OrganizationFlags = { orgPricingStructure: true, w2EngagementType: false }
const W2: OrganizationFlags = { orgPricingStructure: false, w2EngagementType: true }

const prospect = () => ({ accountType: 'prospect', name: 'Mercy Clinic', address1: '1 Main St', city: 'Madison', state: 'WI', zipCode: '53703' })
const client = () => ({ ...prospect(), accountType: 'client', licenseStartDate: '2026-01-01', licenseEndDate: '2027-12-31', contractExecutionDate: '2025-12-15' })
/** A stored client as Payload hands it back: dates as timestamps, every default filled. */
const storedClient = () => ({
  id: 'org-1',
  ...client(),
  licenseStartDate: '2026-01-01T00:00:00.000Z',
  licenseEndDate: '2027-12-31T00:00:00.000Z',
  contractExecutionDate: '2025-12-15T00:00:00.000Z',
  is1099Type: true,
  isW2Type: false,
  isEngagementRequiresPurchaseOrder: false,
  rate: 20,
  tierRate: 26,
  isActive: true,
  note: 'Signed by the CIO',
})

const create = (changes: Record<string, unknown>, options: Partial<OrganizationRuleInput> = {}) =>
  organizationRules({ stored: null, changes, actorIsSuperAdmin: true, flags: OFF, ...options })
const update = (changes: Record<string, unknown>, options: Partial<OrganizationRuleInput> = {}) =>
  organizationRules({ stored: storedClient(), changes, actorIsSuperAdmin: true, flags: OFF, ...options })
const errorsOf = (result: ReturnType<typeof organizationRules>) => (result.ok ? {} : result.errors)

describe('organization rules: required fields, lengths, website', () => {
  it('accepts a prospect with the required fields and fills the defaults (rate 20, tier rate 26, 1099)', () => {
    const result = create(prospect())
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.changes).toMatchObject({ ...prospect(), rate: DEFAULT_RATE, tierRate: DEFAULT_TIER_RATE, is1099Type: true, isW2Type: false, isActive: true, website: null, note: null })
  })

  it('requires the account type, name, address1, city, state and zip code', () => {
    expect(errorsOf(create({}))).toEqual({
      accountType: ['This field is required'],
      name: ['This field is required'],
      address1: ['This field is required'],
      city: ['This field is required'],
      state: ['This field is required'],
      zipCode: ['This field is required'],
    })
    expect(errorsOf(create({ ...prospect(), name: '   ' }))).toEqual({ name: ['This field is required'] })
  })

  it('takes only the four account types', () => {
    expect(errorsOf(create({ ...prospect(), accountType: 'partner' }))).toEqual({ accountType: ['Select a valid account type.'] })
    for (const accountType of ['acquisition', 'prospect', 'test']) expect(create({ ...prospect(), accountType }).ok).toBe(true)
  })

  it('limits address lines to 300, city and state to 150, zip to 10, note to 500', () => {
    const long = (n: number) => 'x'.repeat(n)
    expect(create({ ...prospect(), address1: long(300), address2: long(300), city: long(150), state: long(150), zipCode: long(10), note: long(500) }).ok).toBe(true)
    expect(errorsOf(create({ ...prospect(), address1: long(301), address2: long(301), city: long(151), state: long(151), zipCode: long(11), note: long(501) }))).toEqual({
      address1: ['Ensure this field has no more than 300 characters.'],
      address2: ['Ensure this field has no more than 300 characters.'],
      city: ['Ensure this field has no more than 150 characters.'],
      state: ['Ensure this field has no more than 150 characters.'],
      zipCode: ['Ensure this field has no more than 10 characters.'],
      note: ['Ensure this field has no more than 500 characters.'],
    })
  })

  it('wants the website to be an http(s) URL', () => {
    expect(create({ ...prospect(), website: 'https://mercy.example' }).ok).toBe(true)
    for (const website of ['mercy', 'javascript:alert(1)', 'ftp://mercy.example']) {
      expect(errorsOf(create({ ...prospect(), website }))).toEqual({ website: ['Must be a valid url address.'] })
    }
  })
})

describe('organization rules: license and contract dates', () => {
  it('wants license years later than 2020', () => {
    expect(errorsOf(create({ ...prospect(), licenseStartDate: '2020-12-31', licenseEndDate: '2020-12-31' }))).toEqual({
      licenseStartDate: ['License year should be later than 2020'],
      licenseEndDate: ['License year should be later than 2020'],
    })
    expect(create({ ...prospect(), licenseStartDate: '2021-01-01' }).ok).toBe(true)
  })

  it('refuses an end before the start', () => {
    expect(errorsOf(create({ ...prospect(), licenseStartDate: '2026-06-01', licenseEndDate: '2026-05-31' }))).toEqual({ licenseEndDate: ["End date can't be before start date"] })
    expect(create({ ...prospect(), licenseStartDate: '2026-06-01', licenseEndDate: '2026-06-01' }).ok).toBe(true)
  })

  it('refuses dates that are not dates', () => {
    expect(errorsOf(create({ ...prospect(), licenseStartDate: '2026-02-30', contractExecutionDate: 'soon' }))).toEqual({
      licenseStartDate: ['Enter a valid date'],
      contractExecutionDate: ['Enter a valid date'],
    })
  })

  it('requires license dates and the contract date for a client account', () => {
    expect(errorsOf(create({ ...prospect(), accountType: 'client' }))).toEqual({
      licenseStartDate: ['This field is required'],
      licenseEndDate: ['This field is required'],
      contractExecutionDate: ['This field is required'],
    })
    expect(create(client()).ok).toBe(true)
  })

  it('requires license dates for a test account only under the pricing flag', () => {
    const test = { ...prospect(), accountType: 'test' }
    expect(create(test).ok).toBe(true)
    expect(errorsOf(create(test, { flags: PRICING }))).toEqual({ licenseStartDate: ['This field is required'], licenseEndDate: ['This field is required'] })
  })

  it('judges the dates of the record after the change: clearing a client’s start date is refused', () => {
    expect(errorsOf(update({ licenseStartDate: null }))).toEqual({ licenseStartDate: ['This field is required'] })
    expect(errorsOf(update({ licenseEndDate: '2025-01-01' }))).toEqual({ licenseEndDate: ["End date can't be before start date"] })
    const result = update({ name: 'Northwind Health' })
    expect(result.ok && result.changes).toEqual({ name: 'Northwind Health' })
  })
})

describe('organization rules: engagement types under the W-2 flag', () => {
  it('lets the super admin pick exactly one of 1099 and W-2', () => {
    expect(errorsOf(create({ ...prospect(), is1099Type: true, isW2Type: true }, { flags: W2 }))).toEqual({ is1099Type: ['Only one of 1099 or W-2 types can be selected'] })
    expect(errorsOf(create({ ...prospect(), is1099Type: false, isW2Type: false }, { flags: W2 }))).toEqual({ is1099Type: ['At least one Engagement Type must be selected'] })
    expect(create({ ...prospect(), is1099Type: 'false', isW2Type: 'true' }, { flags: W2 }).ok).toBe(true)
  })

  it('leaves the two checkboxes free without the flag', () => {
    expect(create({ ...prospect(), is1099Type: true, isW2Type: true }).ok).toBe(true)
    expect(create({ ...prospect(), is1099Type: false, isW2Type: false }).ok).toBe(true)
  })
})

describe('organization rules: a prospect under the pricing flag', () => {
  const storedProspect = () => ({ ...storedClient(), accountType: 'prospect' })

  it('keeps its account type (test is not offered either)', () => {
    const result = organizationRules({ stored: storedProspect(), changes: { accountType: 'test' }, actorIsSuperAdmin: true, flags: PRICING })
    expect(errorsOf(result)).toEqual({ accountType: ['The account type of a prospect cannot be changed.'] })
    expect(organizationRules({ stored: storedProspect(), changes: { accountType: 'client' }, actorIsSuperAdmin: true, flags: OFF }).ok).toBe(true)
    expect(accountTypesOffered('prospect', PRICING)).toEqual(['prospect'])
    expect(accountTypesOffered('prospect', OFF)).toEqual(['client', 'acquisition', 'prospect', 'test'])
    expect(accountTypesOffered('client', PRICING)).toEqual(['client', 'acquisition', 'prospect', 'test'])
  })
})

describe('rate rules', () => {
  it('wants a number of at least 0', () => {
    expect(errorsOf(update({ rate: '' }))).toEqual({ rate: ['This field is required'] })
    expect(errorsOf(update({ rate: 'ten' }))).toEqual({ rate: ['Must be a number'] })
    expect(errorsOf(update({ rate: -1 }))).toEqual({ rate: ['Must be a positive'] })
    expect(errorsOf(update({ tierRate: -5 }))).toEqual({ tierRate: ['Must be a positive'] })
    const result = update({ rate: '12.5' })
    expect(result.ok && result.changes).toEqual({ rate: 12.5 })
  })

  it('requires the tier rate only when the rate is 0 under tier pricing', () => {
    expect(update({ rate: 15, tierRate: '' }, { flags: PRICING }).ok).toBe(true)
    expect(update({ rate: 0, tierRate: '' }).ok).toBe(true)
    expect(errorsOf(organizationRules({ stored: { ...storedClient(), rate: 0, tierRate: null }, changes: { name: 'X' }, actorIsSuperAdmin: true, flags: PRICING }))).toEqual({
      tierRate: ['This field is required'],
    })
  })

  it('fills the tier rate with 26 when rate 0 is entered under tier pricing without one', () => {
    const stored = { ...storedClient(), tierRate: 40 }
    const filled = organizationRules({ stored, changes: { rate: 0 }, actorIsSuperAdmin: true, flags: PRICING })
    expect(filled.ok && filled.changes).toEqual({ rate: 0, tierRate: 26 })
    const given = organizationRules({ stored, changes: { rate: 0, tierRate: 31.5 }, actorIsSuperAdmin: true, flags: PRICING })
    expect(given.ok && given.changes).toEqual({ rate: 0, tierRate: 31.5 })
    const flagOff = organizationRules({ stored, changes: { rate: 0 }, actorIsSuperAdmin: true, flags: OFF })
    expect(flagOff.ok && flagOff.changes).toEqual({ rate: 0 })
  })
})

describe('what the organization admin may write', () => {
  it('ignores the super admin’s fields and skips their rules', () => {
    const result = organizationRules({
      stored: storedClient(),
      changes: { rate: 10, tierRate: 30, accountType: 'test', note: 'changed', licenseStartDate: '1999-01-01', isW2Type: true, isActive: false, isEngagementRequiresPurchaseOrder: true },
      actorIsSuperAdmin: false,
      flags: { orgPricingStructure: true, w2EngagementType: true },
    })
    expect(result.ok && result.changes).toEqual({ rate: 10, tierRate: 30 })
  })

  it('is not held to the contract date rule, which applies to the super admin', () => {
    const stored = { ...storedClient(), contractExecutionDate: null }
    expect(organizationRules({ stored, changes: { name: 'N' }, actorIsSuperAdmin: false, flags: OFF }).ok).toBe(true)
    expect(errorsOf(organizationRules({ stored, changes: { name: 'N' }, actorIsSuperAdmin: true, flags: OFF }))).toEqual({ contractExecutionDate: ['This field is required'] })
  })

  it('still has the rate rules', () => {
    expect(errorsOf(organizationRules({ stored: storedClient(), changes: { rate: -3 }, actorIsSuperAdmin: false, flags: OFF }))).toEqual({ rate: ['Must be a positive'] })
  })
})

describe('the Organization JSON', () => {
  it('answers dates as yyyy-MM-dd, empty texts as null, createdDate from createdAt', () => {
    const json = presentOrganization({ ...storedClient(), website: '', logo: null, createdAt: '2026-03-01T10:00:00.000Z' }, 3)
    expect(json).toMatchObject({
      id: 'org-1',
      licenseStartDate: '2026-01-01',
      licenseEndDate: '2027-12-31',
      contractExecutionDate: '2025-12-15',
      website: null,
      logo: null,
      departmentsNum: 3,
      createdDate: '2026-03-01T10:00:00.000Z',
    })
  })
})
