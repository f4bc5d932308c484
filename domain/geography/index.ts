import { compareNames, foldName } from './collate'
import { US_CITIES, type UsCity } from './usCities'
import { US_STATES, type UsState } from './usStates'

export { US_CITIES, type UsCity } from './usCities'
export { US_STATES, type UsState } from './usStates'

export interface FindCitiesQuery {
  /** USPS code ("mn") or full name ("Minnesota"), case-insensitive. Unknown → no cities. */
  state?: string
  /** Part of the city name, case- and accent-insensitive. */
  search?: string
}

/** The state, DC or Puerto Rico matching a USPS code or a full name, case-insensitively. */
export function findState(codeOrName: string): UsState | undefined {
  const wanted = foldName(codeOrName)
  if (!wanted) return undefined
  return US_STATES.find((state) => state.code.toLowerCase() === wanted || foldName(state.name) === wanted)
}

const byNameThenState = (a: UsCity, b: UsCity) =>
  compareNames(a.name, b.name) || (a.stateCode < b.stateCode ? -1 : a.stateCode > b.stateCode ? 1 : 0)

/**
 * Cities filtered by state and by a search on the name. Without a search the result keeps the
 * US_CITIES order (state code, then name). With one, cities whose name starts with the search come
 * first, then those that merely contain it, each group alphabetical (ties broken by state code).
 */
export function findCities(query: FindCitiesQuery = {}): UsCity[] {
  let cities: readonly UsCity[] = US_CITIES
  if (query.state !== undefined && query.state.trim() !== '') {
    const state = findState(query.state)
    if (!state) return []
    cities = cities.filter((city) => city.stateCode === state.code)
  }

  const search = foldName(query.search ?? '')
  if (!search) return [...cities]

  const prefix: UsCity[] = []
  const substring: UsCity[] = []
  for (const city of cities) {
    const name = foldName(city.name)
    if (name.startsWith(search)) prefix.push(city)
    else if (name.includes(search)) substring.push(city)
  }
  return [...prefix.sort(byNameThenState), ...substring.sort(byNameThenState)]
}
