import {
  availabilityCriterion,
  specializationCriterion,
  type SearchCriteriaInput,
  type SpecializationCriterion,
} from '../../../../contract/search/criteria'

/**
 * The criteria as the form holds them, as the address carries them and as the API takes them. The
 * address parameters ARE the API's query parameters (the spec: specializations and availability as
 * JSON text, the rest plain text), so a copied link and a reload run exactly the same search, and a
 * saved search's params (SearchCriteriaInput) convert both ways without loss.
 */
export interface CriteriaValues {
  specializations: SpecializationCriterion[]
  availability: {
    availableFromDate: string
    availableToDate: string
    hoursPerWeek: string
    onSite: boolean
    remote: boolean
  }
  city: string
  state: string
  talentHourlyRate: string
  firstName: string
  lastName: string
  keyword: string
}

export const TEXT_CRITERIA = ['city', 'state', 'talentHourlyRate', 'firstName', 'lastName', 'keyword'] as const
export const CRITERIA_PARAMS = ['specializations', 'availability', ...TEXT_CRITERIA] as const

export const EMPTY_CRITERIA: CriteriaValues = {
  specializations: [],
  availability: { availableFromDate: '', availableToDate: '', hoursPerWeek: '', onSite: false, remote: false },
  city: '',
  state: '',
  talentHourlyRate: '',
  firstName: '',
  lastName: '',
  keyword: '',
}

/** Form values -> the contract's criteria input (the schema checks it; blank parts are left out). */
export function criteriaInputOf(values: CriteriaValues): SearchCriteriaInput {
  const input: SearchCriteriaInput = {}
  if (values.specializations.length) input.specializations = values.specializations
  const a = values.availability
  const hours = a.hoursPerWeek.trim()
  if (a.availableFromDate || a.availableToDate || hours || a.onSite || a.remote) {
    input.availability = {
      ...(a.availableFromDate ? { availableFromDate: a.availableFromDate } : {}),
      ...(a.availableToDate ? { availableToDate: a.availableToDate } : {}),
      // Not a number stays NaN so the schema answers with its own message.
      ...(hours ? { hoursPerWeek: /^\d+$/.test(hours) ? Number(hours) : Number.NaN } : {}),
      ...(a.onSite ? { onSite: true } : {}),
      ...(a.remote ? { remote: true } : {}),
    }
  }
  for (const key of TEXT_CRITERIA) {
    const value = values[key]
    // Leading blanks are kept: the schema decides, nothing is silently changed.
    if (value.trim()) input[key] = value
  }
  return input
}

/** A saved search's params (or any criteria input) -> form values. */
export function valuesOfInput(input: SearchCriteriaInput): CriteriaValues {
  const a = input.availability
  const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')
  return {
    specializations: input.specializations ?? [],
    availability: {
      availableFromDate: a?.availableFromDate ?? '',
      availableToDate: a?.availableToDate ?? '',
      hoursPerWeek: a?.hoursPerWeek ? String(a.hoursPerWeek) : '',
      onSite: Boolean(a?.onSite),
      remote: Boolean(a?.remote),
    },
    city: text(input.city),
    state: text(input.state),
    talentHourlyRate: text(input.talentHourlyRate),
    firstName: text(input.firstName),
    lastName: text(input.lastName),
    keyword: text(input.keyword),
  }
}

/** Criteria input -> query parameters (address and API alike); every criterion key is present, blank = remove. */
export function paramsOfInput(input: SearchCriteriaInput): Record<string, string | null> {
  const params: Record<string, string | null> = {}
  params.specializations = input.specializations?.length ? JSON.stringify(input.specializations) : null
  params.availability = input.availability ? JSON.stringify(input.availability) : null
  for (const key of TEXT_CRITERIA) {
    const value = input[key]
    params[key] = value === undefined || value === null || value === '' ? null : String(value)
  }
  return params
}

function parseJson(text: string | null): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The address's parameters -> criteria input; a hand-edited, unreadable part is dropped rather than failing the page. */
export function inputOfParams(params: URLSearchParams): SearchCriteriaInput {
  const input: SearchCriteriaInput = {}
  const specializations = specializationCriterion.array().safeParse(parseJson(params.get('specializations')))
  if (specializations.success && specializations.data.length) input.specializations = specializations.data
  const availability = availabilityCriterion.safeParse(parseJson(params.get('availability')))
  if (availability.success) input.availability = availability.data
  for (const key of TEXT_CRITERIA) {
    const value = params.get(key)
    if (value) input[key] = value
  }
  return input
}

/** Only the criteria of some parameters (for the API: no page, ordering or other keys). */
export function apiParamsOf(input: SearchCriteriaInput): Record<string, string> {
  return Object.fromEntries(Object.entries(paramsOfInput(input)).filter((entry): entry is [string, string] => entry[1] !== null))
}
