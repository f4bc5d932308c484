import { profileCompleteness, sectionComplete, type CompletenessInput } from '../../domain/profile/completeness'
import { indexChanges, placeAfter } from '../../domain/profile/ordering'
import { phoneRequired } from '../../domain/profile/phoneRequired'
import { PROFILE_CACHE_TTL_MS, cachedProfile, forgetAllProfiles, mayReadProfile, profileGeneration, rememberProfile } from '../../domain/profile/profileCache'

const TODAY = '2026-05-10'
const ALL = ['contactInfo', 'aboutMe', 'availability', 'workExperience', 'certificates', 'documents', 'specializations', 'externalLinks']
const uploaded = (expirationDate: string | null = '2027-01-01') => ({ file: { id: 'f' }, expirationDate })

const complete = (): CompletenessInput => ({
  phone: '+16085550123',
  city: 'Madison',
  state: 'WI',
  summary: '<p>Epic analyst</p>',
  availabilities: [{ availableToDate: null }],
  workExperiences: [{}],
  certificates: [{}],
  documents: { backgroundCheck: uploaded(), multipanelDrugScreen: uploaded() },
  specializations: [{}],
  externalLinks: [{}],
})
const empty = (): CompletenessInput => ({ availabilities: [], workExperiences: [], certificates: [], documents: {}, specializations: [], externalLinks: [] })

describe('profile completeness', () => {
  it('is 100 with nothing missing when every section has something', () => {
    expect(profileCompleteness(complete(), TODAY)).toEqual({ percent: 100, missing: [] })
  })

  it('lists every section, in the profile’s order, for an empty profile', () => {
    expect(profileCompleteness(empty(), TODAY)).toEqual({ percent: 0, missing: ALL })
  })

  it('counts the eight sections alike and rounds the percentage', () => {
    const one = { ...empty(), externalLinks: [{}] }
    expect(profileCompleteness(one, TODAY)).toEqual({ percent: 13, missing: ALL.filter((section) => section !== 'externalLinks') })
    const seven = { ...complete(), certificates: [] }
    expect(profileCompleteness(seven, TODAY)).toEqual({ percent: 88, missing: ['certificates'] })
    const half = { ...complete(), certificates: [], workExperiences: [], externalLinks: [], specializations: [] }
    expect(profileCompleteness(half, TODAY).percent).toBe(50)
  })

  it('needs phone, city and state for contact info', () => {
    for (const field of ['phone', 'city', 'state'] as const) {
      for (const value of [null, '', '  ', undefined]) {
        expect(sectionComplete('contactInfo', { ...complete(), [field]: value }, TODAY)).toBe(false)
      }
    }
    expect(sectionComplete('contactInfo', complete(), TODAY)).toBe(true)
  })

  it('needs visible About Me text, not just markup', () => {
    for (const summary of [null, '', '<p></p>', '<p>&nbsp;</p>', '<p> <br/> </p>']) {
      expect(sectionComplete('aboutMe', { ...complete(), summary }, TODAY)).toBe(false)
    }
    expect(sectionComplete('aboutMe', { ...complete(), summary: '<p>x</p>' }, TODAY)).toBe(true)
  })

  it('counts an availability window whose end is not past (today still counts; no end counts)', () => {
    const withWindows = (...ends: (string | null)[]) => ({ ...complete(), availabilities: ends.map((availableToDate) => ({ availableToDate })) })
    expect(sectionComplete('availability', withWindows('2026-05-09'), TODAY)).toBe(false)
    expect(sectionComplete('availability', withWindows('2026-05-10'), TODAY)).toBe(true)
    expect(sectionComplete('availability', withWindows('2026-05-09', null), TODAY)).toBe(true)
    expect(sectionComplete('availability', withWindows('2025-01-01', '2026-06-01'), TODAY)).toBe(true)
    expect(sectionComplete('availability', withWindows(), TODAY)).toBe(false)
  })

  it('counts documents when background check and drug screen are uploaded and not expired', () => {
    const withDocs = (documents: CompletenessInput['documents']) => ({ ...complete(), documents })
    expect(sectionComplete('documents', withDocs({ backgroundCheck: uploaded(), multipanelDrugScreen: uploaded() }), TODAY)).toBe(true)
    // Expiring today is not expired yet; without an expiration date it never expires.
    expect(sectionComplete('documents', withDocs({ backgroundCheck: uploaded(TODAY), multipanelDrugScreen: uploaded(null) }), TODAY)).toBe(true)
    expect(sectionComplete('documents', withDocs({ backgroundCheck: uploaded('2026-05-09'), multipanelDrugScreen: uploaded() }), TODAY)).toBe(false)
    expect(sectionComplete('documents', withDocs({ backgroundCheck: uploaded() }), TODAY)).toBe(false)
    expect(sectionComplete('documents', withDocs({ backgroundCheck: uploaded(), multipanelDrugScreen: { file: null, expirationDate: '2027-01-01' } }), TODAY)).toBe(false)
    // The vaccinations do not stand in for the two compliance documents.
    expect(sectionComplete('documents', withDocs({ fluShot: uploaded(), covid19Vax: uploaded(), mmrVax: uploaded() }), TODAY)).toBe(false)
  })
})

describe('phone required unless the talent has no engagements', () => {
  it('is optional without engagements and required with any', () => {
    expect(phoneRequired({ engagementCount: 0 })).toBe(false)
    expect(phoneRequired({ engagementCount: 1 })).toBe(true)
    expect(phoneRequired({ engagementCount: 12 })).toBe(true)
  })
})

describe('work experience order', () => {
  const order = ['a', 'b', 'c']

  it('places an item last when afterId is absent, first when it is null, else right after that item', () => {
    expect(placeAfter(order, 'n', undefined)).toEqual(['a', 'b', 'c', 'n'])
    expect(placeAfter(order, 'n', null)).toEqual(['n', 'a', 'b', 'c'])
    expect(placeAfter(order, 'n', 'a')).toEqual(['a', 'n', 'b', 'c'])
    expect(placeAfter(order, 'n', 'c')).toEqual(['a', 'b', 'c', 'n'])
    expect(placeAfter([], 'n', null)).toEqual(['n'])
  })

  it('moves an existing item', () => {
    expect(placeAfter(order, 'c', null)).toEqual(['c', 'a', 'b'])
    expect(placeAfter(order, 'a', 'c')).toEqual(['b', 'c', 'a'])
    expect(placeAfter(order, 'b', 'a')).toEqual(['a', 'b', 'c'])
  })

  it('refuses an afterId that is not in the list', () => {
    expect(placeAfter(order, 'n', 'zzz')).toBeNull()
    expect(placeAfter(order, 'a', 'a')).toBeNull()
  })

  it('rewrites only the items whose position changed', () => {
    const stored = new Map([['a', 0], ['b', 1], ['c', 2]])
    expect(indexChanges(['a', 'b', 'c'], stored)).toEqual([])
    expect(indexChanges(['c', 'a', 'b'], stored)).toEqual([{ id: 'c', sortIndex: 0 }, { id: 'a', sortIndex: 1 }, { id: 'b', sortIndex: 2 }])
    expect(indexChanges(['a', 'n', 'b', 'c'], stored)).toEqual([{ id: 'n', sortIndex: 1 }, { id: 'b', sortIndex: 2 }, { id: 'c', sortIndex: 3 }])
    // Gaps left by a deletion close on the next move.
    expect(indexChanges(['a', 'c'], stored)).toEqual([{ id: 'c', sortIndex: 1 }])
  })
})

describe('profile cache', () => {
  const entry = (talentId: string, flags: { approved?: boolean; deactivated?: boolean } = {}) => ({
    talentId,
    body: `{"id":"${talentId}"}`,
    isTalentApprovedByPlatform: flags.approved ?? true,
    isDeactivated: flags.deactivated ?? false,
  })
  const noon = Date.parse('2026-05-10T12:00:00Z')
  beforeEach(() => forgetAllProfiles())

  it('keeps an entry for at most its lifetime and never past the day it was made on', () => {
    rememberProfile(entry('t1'), profileGeneration(), noon)
    expect(cachedProfile('t1', noon + 1_000)?.body).toBe('{"id":"t1"}')
    expect(cachedProfile('t1', noon + PROFILE_CACHE_TTL_MS + 1)).toBeNull()
    const beforeMidnight = Date.parse('2026-05-10T23:59:59Z')
    rememberProfile(entry('t2'), profileGeneration(), beforeMidnight)
    expect(cachedProfile('t2', beforeMidnight + 500)).not.toBeNull()
    expect(cachedProfile('t2', beforeMidnight + 1_500)).toBeNull()
  })

  it('forgets everything on a write, and does not store a load a write overtook', () => {
    rememberProfile(entry('t1'), profileGeneration(), noon)
    const started = profileGeneration()
    forgetAllProfiles()
    expect(cachedProfile('t1', noon)).toBeNull()
    rememberProfile(entry('t2'), started, noon)
    expect(cachedProfile('t2', noon)).toBeNull()
    rememberProfile(entry('t2'), profileGeneration(), noon)
    expect(cachedProfile('t2', noon)).not.toBeNull()
  })

  it('lets the talent, the super admin, and organization users read only what the Local API would show them', () => {
    const approved = entry('t1')
    expect(mayReadProfile({ id: 't1', role: 'talent' }, approved)).toBe(true)
    expect(mayReadProfile({ id: 't2', role: 'talent' }, approved)).toBe(false)
    expect(mayReadProfile({ id: 's', role: 'super_admin' }, entry('t1', { approved: false, deactivated: true }))).toBe(true)
    for (const role of ['manager', 'organization_admin']) {
      expect(mayReadProfile({ id: 'm', role }, approved)).toBe(true)
      expect(mayReadProfile({ id: 'm', role }, entry('t1', { approved: false }))).toBe(false)
      expect(mayReadProfile({ id: 'm', role }, entry('t1', { deactivated: true }))).toBe(false)
    }
    for (const role of ['contact', 'content_editor']) expect(mayReadProfile({ id: 'c', role }, approved)).toBe(false)
  })
})
