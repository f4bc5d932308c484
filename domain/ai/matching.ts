import { AI_LIMITS, type GeneratedRating } from '../../contract/ai'
import { DEFAULT_SEARCH_WEIGHTS, meaningfulCriteria, type ScoredCriterion, type SearchWeights } from '../../contract/search/criteria'
import { criteriaOfOpportunity, explain, fitsOf, nodeMatch, scoreOf, type ScoringProfile, type SearchNames } from '../search/scoring'
import type { OpportunityFacts, SpecializationFacts, TalentFacts } from './provider'

/**
 * How well a talent fits an opportunity, with its reasons: the offline rating behind the talent rating
 * and the applicant review. It is the talent search's own score (domain/search/scoring.ts): the
 * opportunity read as search criteria (`criteriaOfOpportunity`: its specializations, dates, hours,
 * place kinds, the most it pays when the caller may see it, city and state when on site), the talent's
 * profile as the caller read it, the same fits and weights, and each criterion's reason in words, marked
 * a strength, a gap or a note by its fit. Pure and deterministic: `today` is an input.
 */
export type Reason = GeneratedRating['reasons'][number]

export interface Match {
  /** 0..100; 0 when the opportunity gives nothing to compare or the profile is empty. */
  score: number
  reasons: Reason[]
  /** Each criterion's fit 0..1, null when the opportunity does not give it. */
  fits: Record<ScoredCriterion, number | null>
}

export const pathOf = (spec: Pick<SpecializationFacts, 'name' | 'ancestors'>) => [...spec.ancestors, spec.name].join(' > ')

/** A reason's text within the schema's limit. */
export const clip = (text: string, max: number = AI_LIMITS.reason) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`)

/** An empty profile scores 0 whatever is asked. */
export const isEmptyProfile = (talent: TalentFacts) =>
  !talent.specializations.length && !talent.availabilities.length && !talent.aboutMe && !talent.experience.length

export function scoringProfileOf(talent: TalentFacts): ScoringProfile {
  return {
    claims: talent.specializations.map((spec) => ({
      specializationId: spec.nodeId,
      path: [...spec.ancestorIds, spec.nodeId],
      expertise: spec.expertise,
      roles: spec.roles.map((role) => role.id),
      skills: spec.skills.map((skill) => skill.id),
    })),
    availabilities: talent.availabilities.map((w) => ({ from: w.availableFromDate, to: w.availableToDate, hoursPerWeek: w.hoursPerWeek, onSite: w.onSite, remote: w.remote })),
    hourlyRateCents: talent.hourlyRateCents,
    city: talent.city,
    state: talent.state,
    profileWeight: isEmptyProfile(talent) ? 0 : 1,
  }
}

export const criteriaOf = (o: OpportunityFacts) =>
  meaningfulCriteria(
    criteriaOfOpportunity(
      { place: o.place, city: o.city, state: o.state, startDate: o.startDate, endDate: o.endDate, hoursPerWeek: o.hoursPerWeek, rateMaxCents: o.rateMaxCents },
      o.specializations.map((spec) => ({ specializationId: spec.nodeId, expertise: spec.expertise, roles: spec.roles.map((r) => r.id), skills: spec.skills.map((s) => s.id) })),
    ),
  )

/** Ids to names for the reasons, from both sides' specializations. */
function namesOf(opportunity: OpportunityFacts, talent: TalentFacts): SearchNames {
  const names: Required<SearchNames> = { nodes: {}, roles: {}, skills: {} }
  for (const spec of [...opportunity.specializations, ...talent.specializations]) {
    names.nodes[spec.nodeId] = spec.name
    spec.ancestorIds.forEach((id, index) => (names.nodes[id] = spec.ancestors[index] ?? id))
    for (const role of spec.roles) names.roles[role.id] = role.name
    for (const skill of spec.skills) names.skills[skill.id] = skill.name
  }
  return names
}

const kindOf = (fit: number): Reason['kind'] => (fit >= 0.75 ? 'strength' : fit < 0.5 ? 'gap' : 'note')

export function matchTalent(opportunity: OpportunityFacts, talent: TalentFacts, today: string, weights: SearchWeights = DEFAULT_SEARCH_WEIGHTS): Match {
  const profile = scoringProfileOf(talent)
  const criteria = criteriaOf(opportunity)
  const fits = fitsOf(profile, criteria, { today })
  if (!profile.profileWeight) {
    return { score: 0, fits, reasons: [{ kind: 'gap', text: 'The profile is empty: no specializations, availability, About Me or work experience.' }] }
  }
  const score = scoreOf(fits, weights)
  const explained = explain(profile, criteria, fits, weights, namesOf(opportunity, talent), today)
  const reasons: Reason[] = []
  for (const match of explained.criteria) {
    if (match.criterion === 'specializations') {
      // One reason per asked specialization, each marked by its own fit.
      const parts = match.reason.split('; ')
      ;(criteria.specializations ?? []).forEach((asked, index) => {
        if (parts[index]) reasons.push({ kind: kindOf(nodeMatch(profile, asked).fit), text: clip(`${match.label}: ${parts[index]}.`) })
      })
    } else {
      reasons.push({ kind: kindOf(match.fit), text: clip(`${match.label}: ${match.reason}.`) })
    }
  }
  if (opportunity.place === 'remote') reasons.push({ kind: 'note', text: 'The work is remote: where the talent lives does not count.' })
  if (score === null) {
    reasons.push({ kind: 'note', text: 'The opportunity names no specialization, dates, hours, place or rate to compare with.' })
    return { score: 0, fits, reasons }
  }
  return { score, fits, reasons }
}

/** The one-line summary of a score. */
export function verdictOf(score: number, title: string | null): string {
  const level = score >= 75 ? 'Strong match' : score >= 50 ? 'Good match' : score >= 25 ? 'Partial match' : 'Weak match'
  return clip(`${level} for ${title ? `“${clip(title, 120)}”` : 'this opportunity'}: ${score} of 100.`)
}
