import { DEFAULT_SEARCH_WEIGHTS, type SearchWeights } from '../../contract/search/criteria'
import {
  criteriaOfOpportunity,
  explain,
  fitsOf,
  isCandidate,
  nodeMatch,
  placeFit,
  rateFit,
  scoreOf,
  windowFit,
  type ScoringProfile,
} from '../../domain/search/scoring'

/** domain/search/scoring.ts: the fits, the weighted score and the reasons. */

const today = '2027-01-01'
const names = {
  nodes: { '1': 'Epic', '2': 'Ambulatory', '3': 'Beacon', '9': 'MEDITECH' },
}

const profile = (over: Partial<ScoringProfile> = {}): ScoringProfile => ({
  claims: [
    {
      specializationId: '2',
      path: ['1', '2'],
      expertise: 'expert',
      roles: ['10'],
      skills: ['20'],
    },
  ],
  availabilities: [
    {
      from: '2027-01-10',
      to: '2027-03-10',
      hoursPerWeek: 20,
      onSite: false,
      remote: true,
    },
  ],
  hourlyRateCents: 10_000,
  city: 'Austin',
  state: 'TX',
  profileWeight: 3,
  ...over,
})

describe('specialization fit', () => {
  it('counts a claimed descendant as the asked node, in full when nothing more is asked', () => {
    expect(nodeMatch(profile(), { id: '1' }).fit).toBeCloseTo(1)
    expect(nodeMatch(profile(), { id: '2' }).fit).toBeCloseTo(1)
  })

  it('is 0 for a node the talent does not claim, nor any descendant of it', () => {
    expect(nodeMatch(profile(), { id: '3' }).fit).toBe(0)
    expect(nodeMatch(profile(), { id: '9' }).fit).toBe(0)
  })

  it('weighs roles and skills held of the asked ones, and the level against the asked level', () => {
    // 0.6 + 0.2 × 1/2 + 0.2 × 1
    expect(nodeMatch(profile(), { id: '2', roles: ['10'], skills: ['21'] }).fit).toBeCloseTo(0.9)
    const novice = profile({
      claims: [
        {
          specializationId: '2',
          path: ['1', '2'],
          expertise: 'novice',
          roles: [],
          skills: [],
        },
      ],
    })
    // 0.6 + 0.2 × 1 + 0.2 × 0.33 / 1
    expect(nodeMatch(novice, { id: '2', expertise: 'expert' }).fit).toBeCloseTo(0.866)
    expect(nodeMatch(novice, { id: '2', expertise: 'novice' }).fit).toBeCloseTo(1)
    const noLevel = profile({
      claims: [
        {
          specializationId: '2',
          path: ['1', '2'],
          expertise: null,
          roles: [],
          skills: [],
        },
      ],
    })
    expect(nodeMatch(noLevel, { id: '2', expertise: 'intermediate' }).fit).toBeCloseTo(0.8)
  })

  it('is the mean over the asked nodes', () => {
    const fits = fitsOf(profile(), { specializations: [{ id: '2' }, { id: '9' }] }, { today })
    expect(fits.specializations).toBeCloseTo(0.5)
  })
})

describe('availability fit', () => {
  const window = profile().availabilities[0]
  it('is the share of asked days covered, times the share of asked hours', () => {
    // asked 2027-01-01..2027-01-19 (19 days); the window covers 01-10..01-19 (10 days)
    expect(windowFit(window, { availableFromDate: '2027-01-01', availableToDate: '2027-01-19' }, today)).toBeCloseTo(10 / 19)
    expect(windowFit(window, { hoursPerWeek: 40 }, today)).toBeCloseTo(0.5)
    expect(windowFit(window, { availableFromDate: '2027-02-01' }, today)).toBe(1)
  })

  it('refuses windows that do not overlap, are of another kind, or ended before today', () => {
    expect(windowFit(window, { availableFromDate: '2027-04-01' }, today)).toBeNull()
    expect(windowFit(window, { availableToDate: '2027-01-05' }, today)).toBeNull()
    expect(windowFit(window, { onSite: true }, today)).toBeNull()
    expect(windowFit(window, { onSite: true, remote: true }, today)).toBe(1)
    expect(windowFit(window, {}, '2027-04-01')).toBeNull()
    expect(windowFit({ ...window, to: null }, { availableFromDate: '2030-01-01', availableToDate: '2030-01-10' }, today)).toBe(1)
  })
})

describe('rate and place fits', () => {
  it('rate: 1 within the maximum, linearly 0 at 125 %, 0 without a rate', () => {
    expect(rateFit(9_000, 10_000)).toBe(1)
    expect(rateFit(10_000, 10_000)).toBe(1)
    expect(rateFit(11_250, 10_000)).toBeCloseTo(0.5)
    expect(rateFit(12_500, 10_000)).toBe(0)
    expect(rateFit(null, 10_000)).toBe(0)
  })

  it('place: 1 city and state, 0.5 the state only, case-insensitive', () => {
    expect(placeFit(profile(), { city: 'austin', state: 'tx' })).toBe(1)
    expect(placeFit(profile(), { city: 'Dallas', state: 'TX' })).toBe(0.5)
    expect(placeFit(profile(), { state: 'TX' })).toBe(1)
    expect(placeFit(profile(), { city: 'Dallas' })).toBe(0)
  })
})

describe('candidates', () => {
  const who = { firstName: 'Dana', lastName: 'Reed' }
  it('keeps every findable talent when nothing is asked, and never an empty profile otherwise', () => {
    expect(isCandidate(profile({ profileWeight: 0 }), {}, today, who)).toBe(true)
    expect(isCandidate(profile({ profileWeight: 0 }), { firstName: 'Da' }, today, who)).toBe(false)
  })

  it('applies every given filter', () => {
    expect(isCandidate(profile(), { specializations: [{ id: '1' }] }, today, who)).toBe(true)
    expect(isCandidate(profile(), { specializations: [{ id: '9' }] }, today, who)).toBe(false)
    expect(isCandidate(profile(), { city: 'AUSTIN' }, today, who)).toBe(true)
    expect(isCandidate(profile(), { state: 'CA' }, today, who)).toBe(false)
    expect(isCandidate(profile(), { talentHourlyRate: 8_000 }, today, who)).toBe(true)
    expect(isCandidate(profile(), { talentHourlyRate: 7_999 }, today, who)).toBe(false)
    expect(isCandidate(profile({ hourlyRateCents: null }), { talentHourlyRate: 100 }, today, who)).toBe(true)
    expect(isCandidate(profile(), { firstName: 'da', lastName: 'RE' }, today, who)).toBe(true)
    expect(isCandidate(profile(), { lastName: 'eed' }, today, who)).toBe(false)
    expect(isCandidate(profile(), { availability: { onSite: true } }, today, who)).toBe(false)
  })
})

describe('score', () => {
  it('is the weighted mean of the given criteria only', () => {
    const weights: SearchWeights = {
      specializations: 40,
      availability: 25,
      rate: 10,
      place: 10,
      keyword: 15,
    }
    expect(
      scoreOf(
        {
          specializations: 1,
          availability: null,
          rate: 0.5,
          place: null,
          keyword: null,
        },
        weights,
      ),
    ).toBe(Math.round(((40 + 5) / 50) * 100))
    expect(
      scoreOf(
        {
          specializations: null,
          availability: null,
          rate: null,
          place: null,
          keyword: null,
        },
        weights,
      ),
    ).toBeNull()
    expect(
      scoreOf(
        {
          specializations: null,
          availability: null,
          rate: null,
          place: 1,
          keyword: null,
        },
        { ...weights, place: 0 },
      ),
    ).toBeNull()
    expect(
      scoreOf(
        {
          specializations: 0.125,
          availability: null,
          rate: null,
          place: null,
          keyword: null,
        },
        weights,
      ),
    ).toBe(13)
  })

  it('explains each criterion with its points and a reason in words', () => {
    const criteria = {
      specializations: [{ id: '1', skills: ['20', '21'] }],
      talentHourlyRate: 9_000,
      city: 'Austin',
      keyword: 'beacon',
    }
    const fits = fitsOf(profile(), criteria, { today, keywordFit: 0.5 })
    const match = explain(profile(), criteria, fits, DEFAULT_SEARCH_WEIGHTS, names, today)
    expect(match.score).toBe(scoreOf(fits, DEFAULT_SEARCH_WEIGHTS))
    expect(match.criteria.map((c) => c.criterion)).toEqual(['specializations', 'rate', 'place', 'keyword'])
    const [spec, rate, place, keyword] = match.criteria
    expect(spec.reason).toBe('Has Epic > Ambulatory (expert) and 1 of 2 asked skills')
    expect(spec.fit).toBeCloseTo(0.9)
    expect(rate.reason).toBe('Asks $100.00/h, 11 % above $90.00')
    expect(place.reason).toBe('In Austin, TX')
    expect(keyword.reason).toBe('Matches “beacon” (50 % of the best match)')
    const points = match.criteria.reduce((sum, c) => sum + c.points, 0)
    expect(Math.abs(points - (match.score ?? 0))).toBeLessThanOrEqual(1)
    expect(
      explain(
        profile({ claims: [] }),
        { specializations: [{ id: '3' }] },
        {
          specializations: 0,
          availability: null,
          rate: null,
          place: null,
          keyword: null,
        },
        DEFAULT_SEARCH_WEIGHTS,
        names,
        today,
      ).criteria[0].reason,
    ).toBe('No Beacon')
  })

  it('writes the availability reason with the dates as the product shows them (MM/dd/yyyy)', () => {
    const criteria = { availability: { availableFromDate: '2027-01-01', availableToDate: '2027-01-31', hoursPerWeek: 40 } }
    const match = explain(profile(), criteria, fitsOf(profile(), criteria, { today, keywordFit: null }), DEFAULT_SEARCH_WEIGHTS, names, today)
    expect(match.criteria[0].reason).toMatch(/^Available 01\/10\/2027 – 03\/10\/2027, 20 h\/week \(remote\): \d+ % of what was asked$/)
  })
})

describe('criteriaOfOpportunity', () => {
  it('reads an on-site opportunity as specializations, dates, hours, kind, rate and place', () => {
    const criteria = criteriaOfOpportunity(
      {
        place: 'on_site',
        city: 'Austin',
        state: 'TX',
        startDate: '2027-02-01',
        endDate: '2027-05-01',
        hoursPerWeek: 40,
        rateMaxCents: 12_000,
      },
      [
        {
          specialization: { id: 2 },
          expertise: 'expert',
          roles: [{ id: 10 }],
          skills: ['20'],
        },
      ],
    )
    expect(criteria).toEqual({
      specializations: [{ id: '2', expertise: 'expert', roles: ['10'], skills: ['20'] }],
      availability: {
        availableFromDate: '2027-02-01',
        availableToDate: '2027-05-01',
        hoursPerWeek: 40,
        onSite: true,
        remote: false,
      },
      talentHourlyRate: 12_000,
      city: 'Austin',
      state: 'TX',
    })
  })

  it('leaves the place out of a remote opportunity and gives nothing for an empty one', () => {
    const remote = criteriaOfOpportunity({ place: 'remote', city: 'Austin', rateMaxCents: null }, [{ specializationId: '5' }])
    expect(remote).toEqual({
      specializations: [{ id: '5', expertise: null, roles: [], skills: [] }],
      availability: {
        availableFromDate: null,
        availableToDate: null,
        hoursPerWeek: null,
        onSite: false,
        remote: true,
      },
    })
    expect(criteriaOfOpportunity({}, [])).toEqual({})
  })
})
