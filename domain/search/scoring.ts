import {
  CRITERION_LABELS,
  SCORED_CRITERIA,
  meaningfulCriteria,
  type CriterionMatch,
  type ScoredCriterion,
  type SearchCriteria,
  type SearchWeights,
  type SpecializationCriterion,
  type TalentMatch,
} from '../../contract/search/criteria'
import type { ExpertiseLevel } from '../../contract/talentProfile'
import { formatDate, formatMoney } from '../../contract/format'

/**
 * The explainable match score of talent search, as pure functions:
 * the plain engine scores with them, the SQL engines compute the same fits in SQL (a test compares them
 * on the relevance fixture), the reasons of every result come from `explain`, and opportunities
 * and the offline AI rate a talent against an opportunity with `criteriaOfOpportunity`.
 */

/** One specialization a talent claims. `path` is the node's ids from the root down to the node itself. */
export interface ScoringClaim {
  specializationId: string
  path: string[]
  expertise: ExpertiseLevel | null
  roles: string[]
  skills: string[]
}

/** One availability window ('yyyy-MM-dd' dates; `to` null = open-ended). */
export interface ScoringWindow {
  from: string
  to: string | null
  hoursPerWeek: number
  onSite: boolean
  remote: boolean
}

/** What the score needs to know of a talent (built from the profile or from a search-index row). */
export interface ScoringProfile {
  claims: ScoringClaim[]
  availabilities: ScoringWindow[]
  hourlyRateCents: number | null
  city: string | null
  state: string | null
  /** 0 for an empty profile (no specialization, availability, About Me or experience). */
  profileWeight: number
}

export type Fits = Record<ScoredCriterion, number | null>

/** Names for the reasons: ids of specialization nodes, roles and skills to their names. */
export interface SearchNames {
  nodes?: Record<string, string>
  roles?: Record<string, string>
  skills?: Record<string, string>
}

export interface FitOptions {
  /** Today ('yyyy-MM-dd', domain/clock.ts): windows that ended before it never count. */
  today: string
  /** The engine's keyword relevance of this talent, 0..1 within the candidates (best = 1); 1 when unknown. */
  keywordFit?: number | null
}

const LEVEL_VALUE: Record<ExpertiseLevel, number> = {
  novice: 0.33,
  intermediate: 0.66,
  expert: 1,
}
/** Weights of a specialization node's fit: claimed, roles/skills share, expertise. */
export const NODE_FIT_PARTS = {
  claimed: 0.6,
  rolesAndSkills: 0.2,
  expertise: 0.2,
} as const
/** A talent asking more than this share of the organization's maximum rate is not a candidate. */
export const RATE_TOLERANCE = 1.25

const lower = (value: string | null | undefined) => (value ?? '').trim().toLowerCase()

/** The claims of the node or one of its descendants. */
export const claimsUnder = (profile: ScoringProfile, nodeId: string) => profile.claims.filter((claim) => claim.path.includes(nodeId))

const bestLevel = (claims: ScoringClaim[]): ExpertiseLevel | null => {
  let best: ExpertiseLevel | null = null
  for (const claim of claims) if (claim.expertise && (!best || LEVEL_VALUE[claim.expertise] > LEVEL_VALUE[best])) best = claim.expertise
  return best
}

interface NodeMatch {
  claims: ScoringClaim[]
  held: number
  asked: number
  level: ExpertiseLevel | null
  fit: number
}

/** How well the talent meets one asked specialization (0.6 claimed + 0.2 roles/skills + 0.2 expertise). */
export function nodeMatch(profile: ScoringProfile, asked: SpecializationCriterion): NodeMatch {
  const claims = claimsUnder(profile, asked.id)
  const askedIds = [...(asked.roles ?? []).map((id) => `r:${id}`), ...(asked.skills ?? []).map((id) => `s:${id}`)]
  const heldIds = new Set(claims.flatMap((claim) => [...claim.roles.map((id) => `r:${id}`), ...claim.skills.map((id) => `s:${id}`)]))
  const held = askedIds.filter((id) => heldIds.has(id)).length
  const level = bestLevel(claims)
  if (!claims.length) return { claims, held: 0, asked: askedIds.length, level: null, fit: 0 }
  // What was not asked cannot be missing: an unasked part counts in full for a talent who claims the node.
  const share = askedIds.length ? held / askedIds.length : 1
  const expertise = asked.expertise ? (level ? Math.min(1, LEVEL_VALUE[level] / LEVEL_VALUE[asked.expertise]) : 0) : 1
  const fit = NODE_FIT_PARTS.claimed + NODE_FIT_PARTS.rolesAndSkills * share + NODE_FIT_PARTS.expertise * expertise
  return { claims, held, asked: askedIds.length, level, fit }
}

const DAY_MS = 86_400_000
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS)

/** The window's part of the availability fit, or null when the window does not qualify (filter). */
export function windowFit(window: ScoringWindow, asked: NonNullable<SearchCriteria['availability']>, today: string): number | null {
  if (window.to !== null && window.to < today) return null
  const from = asked.availableFromDate ?? null
  const to = asked.availableToDate ?? null
  if (from && window.to !== null && window.to < from) return null
  if (to && window.from > to) return null
  if ((asked.onSite || asked.remote) && !((asked.onSite && window.onSite) || (asked.remote && window.remote))) return null
  let dates = 1
  if (from && to) {
    const start = Math.max(dayNumber(from), dayNumber(window.from))
    const end = window.to === null ? dayNumber(to) : Math.min(dayNumber(to), dayNumber(window.to))
    dates = (end - start + 1) / (dayNumber(to) - dayNumber(from) + 1)
  }
  const hours = asked.hoursPerWeek ? Math.min(1, window.hoursPerWeek / asked.hoursPerWeek) : 1
  return dates * hours
}

const bestWindow = (profile: ScoringProfile, asked: NonNullable<SearchCriteria['availability']>, today: string) => {
  let best: { window: ScoringWindow; fit: number } | null = null
  for (const window of profile.availabilities) {
    const fit = windowFit(window, asked, today)
    if (fit !== null && (!best || fit > best.fit)) best = { window, fit }
  }
  return best
}

export function rateFit(rateCents: number | null, maxCents: number): number {
  if (rateCents === null) return 0
  if (rateCents <= maxCents) return 1
  return Math.max(0, 1 - (rateCents - maxCents) / ((RATE_TOLERANCE - 1) * maxCents))
}

export function placeFit(profile: Pick<ScoringProfile, 'city' | 'state'>, criteria: Pick<SearchCriteria, 'city' | 'state'>): number {
  const city = lower(criteria.city)
  const state = lower(criteria.state)
  const cityEqual = city !== '' && lower(profile.city) === city
  const stateEqual = state !== '' && lower(profile.state) === state
  if (city && state) return cityEqual && stateEqual ? 1 : stateEqual ? 0.5 : 0
  return (city ? cityEqual : stateEqual) ? 1 : 0
}

/** Which scored criteria the (meaningful) criteria give. */
export function givenScored(criteria: SearchCriteria): Record<ScoredCriterion, boolean> {
  const c = meaningfulCriteria(criteria)
  return {
    specializations: !!c.specializations?.length,
    availability: !!c.availability,
    rate: !!c.talentHourlyRate,
    place: !!(c.city || c.state),
    keyword: !!c.keyword,
  }
}

/** Each given scored criterion's fit 0..1 (null when not given). */
export function fitsOf(profile: ScoringProfile, criteria: SearchCriteria, options: FitOptions): Fits {
  const c = meaningfulCriteria(criteria)
  const given = givenScored(c)
  const fits: Fits = {
    specializations: null,
    availability: null,
    rate: null,
    place: null,
    keyword: null,
  }
  if (given.specializations) {
    const asked = c.specializations ?? []
    fits.specializations = asked.reduce((sum, node) => sum + nodeMatch(profile, node).fit, 0) / asked.length
  }
  if (given.availability && c.availability) fits.availability = bestWindow(profile, c.availability, options.today)?.fit ?? 0
  if (given.rate && c.talentHourlyRate) fits.rate = rateFit(profile.hourlyRateCents, c.talentHourlyRate)
  if (given.place) fits.place = placeFit(profile, c)
  if (given.keyword) fits.keyword = options.keywordFit ?? 1
  return fits
}

/**
 * Whether the talent is a candidate, keyword aside (the engines match the words): every given filter
 * holds. An empty profile never is when any criterion is given.
 */
export function isCandidate(
  profile: ScoringProfile,
  criteria: SearchCriteria,
  today: string,
  names: { firstName: string; lastName: string },
): boolean {
  const c = meaningfulCriteria(criteria)
  if (!Object.keys(c).length) return true
  if (profile.profileWeight <= 0) return false
  if (c.specializations?.length && !c.specializations.some((node) => claimsUnder(profile, node.id).length)) return false
  if (c.availability && !bestWindow(profile, c.availability, today)) return false
  if (c.city && lower(profile.city) !== lower(c.city)) return false
  if (c.state && lower(profile.state) !== lower(c.state)) return false
  if (c.talentHourlyRate && profile.hourlyRateCents !== null && profile.hourlyRateCents > c.talentHourlyRate * RATE_TOLERANCE) return false
  if (c.firstName && !lower(names.firstName).startsWith(lower(c.firstName))) return false
  if (c.lastName && !lower(names.lastName).startsWith(lower(c.lastName))) return false
  return true
}

/** The weighted mean of the given criteria's fits, 0..100 rounded; null when none is given or all given weigh 0. */
export function scoreOf(fits: Fits, weights: SearchWeights): number | null {
  let total = 0
  let weighed = 0
  for (const key of SCORED_CRITERIA) {
    const fit = fits[key]
    if (fit === null) continue
    total += weights[key]
    weighed += weights[key] * fit
  }
  if (total <= 0) return null
  return roundScore(weighed / total)
}

/** 0..1 to 0..100, halves up; the SQL engines round the same way (floor(x × 100 + 0.5)) with the same epsilon. */
export const roundScore = (fraction: number) => Math.floor(fraction * 100 + 0.5 + 1e-9)

const dollars = formatMoney
const percent = (fraction: number) => `${Math.round(fraction * 100)} %`

export function nodeName(id: string, path: string[] | undefined, names: SearchNames): string {
  const ids = path && path.length ? path : [id]
  return ids.map((node) => names.nodes?.[node] ?? `#${node}`).join(' > ')
}

function specializationReason(profile: ScoringProfile, asked: SpecializationCriterion, names: SearchNames): string {
  const match = nodeMatch(profile, asked)
  const askedName = nodeName(asked.id, undefined, names)
  if (!match.claims.length) return `No ${askedName}`
  // Name the deepest matching claim with the best level: it says most about the talent.
  const shown = [...match.claims].sort(
    (a, b) => (b.expertise ? LEVEL_VALUE[b.expertise] : 0) - (a.expertise ? LEVEL_VALUE[a.expertise] : 0) || b.path.length - a.path.length,
  )[0]
  const levelText = match.level ? ` (${match.level})` : ''
  let reason = `Has ${nodeName(shown.specializationId, shown.path, names)}${levelText}`
  if (match.asked) {
    const rolesAsked = (asked.roles ?? []).length
    const skillsAsked = (asked.skills ?? []).length
    const what =
      rolesAsked && skillsAsked ? 'roles and skills' : rolesAsked ? (rolesAsked === 1 ? 'role' : 'roles') : skillsAsked === 1 ? 'skill' : 'skills'
    reason += ` and ${match.held} of ${match.asked} asked ${what}`
  }
  if (asked.expertise && (!match.level || LEVEL_VALUE[match.level] < LEVEL_VALUE[asked.expertise])) reason += `, ${asked.expertise} asked`
  return reason
}

/** 'yyyy-MM-dd' as the product shows dates. */
const displayDay = formatDate

function availabilityReason(profile: ScoringProfile, criteria: SearchCriteria, today: string): string {
  const asked = criteria.availability
  if (!asked) return ''
  const best = bestWindow(profile, asked, today)
  if (!best) return 'No availability window fits'
  const w = best.window
  const kinds = [w.onSite ? 'on site' : '', w.remote ? 'remote' : ''].filter(Boolean).join(' or ')
  let reason = `Available ${displayDay(w.from)} – ${w.to ? displayDay(w.to) : 'open-ended'}, ${w.hoursPerWeek} h/week${kinds ? ` (${kinds})` : ''}`
  if (best.fit < 1) reason += `: ${percent(best.fit)} of what was asked`
  return reason
}

function rateReason(profile: ScoringProfile, maxCents: number): string {
  const rate = profile.hourlyRateCents
  if (rate === null) return 'No hourly rate given'
  if (rate <= maxCents) return `Asks ${dollars(rate)}/h, within ${dollars(maxCents)}`
  return `Asks ${dollars(rate)}/h, ${percent((rate - maxCents) / maxCents)} above ${dollars(maxCents)}`
}

function placeReason(profile: ScoringProfile, criteria: SearchCriteria, fit: number): string {
  const where = [profile.city, profile.state].filter(Boolean).join(', ')
  if (fit >= 1) return `In ${where}`
  if (fit > 0) return `In ${where}, another city of the state`
  return where ? `In ${where}` : 'No location given'
}

function keywordReason(keyword: string, fit: number): string {
  return fit >= 1 ? `Best match for “${keyword}”` : `Matches “${keyword}” (${percent(fit)} of the best match)`
}

/** The score with each given criterion's share and a reason in words. */
export function explain(
  profile: ScoringProfile,
  criteria: SearchCriteria,
  fits: Fits,
  weights: SearchWeights,
  names: SearchNames,
  today: string,
): TalentMatch {
  const c = meaningfulCriteria(criteria)
  const score = scoreOf(fits, weights)
  const total = SCORED_CRITERIA.reduce((sum, key) => sum + (fits[key] === null ? 0 : weights[key]), 0)
  const matches: CriterionMatch[] = []
  for (const key of SCORED_CRITERIA) {
    const fit = fits[key]
    if (fit === null) continue
    const points = total > 0 ? Math.round(((weights[key] * fit) / total) * 1000) / 10 : 0
    let reason = ''
    if (key === 'specializations') reason = (c.specializations ?? []).map((node) => specializationReason(profile, node, names)).join('; ')
    if (key === 'availability') reason = availabilityReason(profile, c, today)
    if (key === 'rate') reason = rateReason(profile, c.talentHourlyRate ?? 0)
    if (key === 'place') reason = placeReason(profile, c, fit)
    if (key === 'keyword') reason = keywordReason(c.keyword ?? '', fit)
    matches.push({
      criterion: key,
      label: CRITERION_LABELS[key],
      fit: Math.round(fit * 1000) / 1000,
      weight: weights[key],
      points,
      reason,
    })
  }
  return { score, criteria: matches }
}

// --- an opportunity as search criteria --------------------------------------------------------------

type Ref = string | number | { id: string | number }
const refId = (ref: Ref) => String(typeof ref === 'object' ? ref.id : ref)

export interface OpportunityForCriteria {
  place?: 'remote' | 'on_site' | 'both' | null
  city?: string | null
  state?: string | null
  startDate?: string | null
  endDate?: string | null
  hoursPerWeek?: number | null
  /** The most the organization pays, cents (null when unknown to the reader). */
  rateMaxCents?: number | null
}

export interface OpportunitySpecializationForCriteria {
  /** The node (an id or a populated relation). */
  specializationId?: string | number
  specialization?: Ref
  expertise?: ExpertiseLevel | null
  roles?: Ref[] | null
  skills?: Ref[] | null
}

/** An opportunity read as search criteria: specializations, dates, hours, place kinds, rate max, city/state when on site. */
export function criteriaOfOpportunity(opportunity: OpportunityForCriteria, specializations: OpportunitySpecializationForCriteria[]): SearchCriteria {
  const criteria: SearchCriteria = {}
  const nodes = specializations
    .map((s) => ({
      id: s.specializationId !== undefined ? String(s.specializationId) : s.specialization !== undefined ? refId(s.specialization) : '',
      s,
    }))
    .filter((node) => node.id)
  if (nodes.length)
    criteria.specializations = nodes.map(({ id, s }) => ({
      id,
      expertise: s.expertise ?? null,
      roles: (s.roles ?? []).map(refId),
      skills: (s.skills ?? []).map(refId),
    }))
  const place = opportunity.place ?? null
  const availability = {
    availableFromDate: opportunity.startDate || null,
    availableToDate: opportunity.endDate || null,
    hoursPerWeek: opportunity.hoursPerWeek || null,
    onSite: place === 'on_site' || place === 'both',
    remote: place === 'remote' || place === 'both',
  }
  if (availability.availableFromDate || availability.availableToDate || availability.hoursPerWeek || place) criteria.availability = availability
  if (opportunity.rateMaxCents) criteria.talentHourlyRate = opportunity.rateMaxCents
  if (place === 'on_site') {
    if (opportunity.city?.trim()) criteria.city = opportunity.city.trim()
    if (opportunity.state?.trim()) criteria.state = opportunity.state.trim()
  }
  return criteria
}
