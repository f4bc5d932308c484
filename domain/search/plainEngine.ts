import type { Payload, Where } from 'payload'
import { meaningfulCriteria, type SearchWeights } from '../../contract/search/criteria'
import { keywordWords, parseOrdering, type EnginePage, type EngineRow, type PageRequest, type SearchRequest, type TalentSearchEngine } from './engine'
import { fitsOf, givenScored, isCandidate, scoreOf } from './scoring'
import type { Row } from '../shared/records'
import { scoringProfileOf } from './talentSearchProfile'

/**
 * The engine without SQL (MongoDB, and SEARCH_ENGINE=plain for its tests): Payload `like` queries on
 * the index narrow the rows, scoring.ts filters and scores at most PLAIN_CANDIDATES of them in code.
 * Keyword relevance: how often the words occur in the row's text, relative to the best row.
 */
export const PLAIN_CANDIDATES = 2_000

function whereOf(request: SearchRequest): Where {
  const c = meaningfulCriteria(request.criteria)
  const and: Where[] = [{ isFindable: { equals: true } }]
  if (Object.keys(c).length) and.push({ profileWeight: { greater_than: 0 } })
  if (c.specializations?.length)
    and.push({
      or: c.specializations.map((node) => ({
        specializationTokens: { contains: ` n:${node.id} ` },
      })),
    })
  if (c.city) and.push({ city: { equals: c.city.trim().toLowerCase() } })
  if (c.state) and.push({ state: { equals: c.state.trim().toLowerCase() } })
  for (const word of keywordWords(c.keyword)) and.push({ searchText: { contains: word } })
  for (const word of request.words ?? [])
    and.push({
      or: ['firstName', 'lastName', 'city', 'state'].map((field) => ({
        [field]: { contains: word.toLowerCase() },
      })),
    })
  return { and }
}

const occurrences = (text: string, word: string) => text.split(word).length - 1

async function candidates(payload: Payload, request: SearchRequest, weights: SearchWeights) {
  const c = meaningfulCriteria(request.criteria)
  const words = keywordWords(c.keyword)
  if (c.keyword && !words.length) return []
  const { docs } = await payload.find({
    collection: 'talent-search-profiles',
    where: whereOf(request),
    limit: PLAIN_CANDIDATES,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  const rows = docs.filter((row) => {
    const text = String(row.searchText ?? '').toLowerCase()
    // Words match at a word's start, like the full-text engines' prefix match.
    if (!words.every((word) => new RegExp(`(^|[^\\p{L}\\p{N}])${word}`, 'u').test(text))) return false
    return isCandidate(scoringProfileOf(row), c, request.today, {
      firstName: String(row.firstName ?? ''),
      lastName: String(row.lastName ?? ''),
    })
  })
  const ranks = rows.map((row) => words.reduce((sum, word) => sum + occurrences(String(row.searchText ?? '').toLowerCase(), word), 0))
  const best = Math.max(0, ...ranks)
  return rows.map((row, index): EngineRow & { row: Row<'talent-search-profiles'> } => {
    const keywordFit = words.length ? (best > 0 ? ranks[index]! / best : 1) : null
    const fits = fitsOf(scoringProfileOf(row), c, {
      today: request.today,
      keywordFit,
    })
    return {
      row,
      talentId: String(typeof row.talent === 'object' && row.talent ? row.talent.id : row.talent),
      fits,
      score: scoreOf(fits, weights),
      keywordRank: words.length ? ranks[index]! : null,
    }
  })
}

const compareText = (a: unknown, b: unknown) => {
  if ((a ?? null) === null || a === '') return (b ?? null) === null || b === '' ? 0 : 1
  if ((b ?? null) === null || b === '') return -1
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0
}

export function plainEngine(payload: Payload): TalentSearchEngine {
  return {
    name: 'plain',
    count: async (request) =>
      (
        await candidates(payload, request, {
          specializations: 1,
          availability: 1,
          rate: 1,
          place: 1,
          keyword: 1,
        })
      ).length,
    page: async (request, weights, page: PageRequest): Promise<EnginePage> => {
      const rows = await candidates(payload, request, weights)
      const scored = Object.values(givenScored(request.criteria)).some(Boolean) && rows.some((row) => row.score !== null)
      const keys = parseOrdering(page.ordering).filter((entry) => scored || entry.key !== 'score')
      const chosen = keys.length ? keys : scored ? [{ key: 'score' as const, descending: true }] : []
      const field = {
        score: 'score',
        first_name: 'firstName',
        last_name: 'lastName',
        city: 'city',
        state: 'state',
        hourly_rate: 'hourlyRate',
      } as const
      const value = (row: (typeof rows)[number], key: keyof typeof field) => (key === 'score' ? row.score : row.row[field[key]])
      rows.sort((a, b) => {
        for (const { key, descending } of chosen) {
          const x = value(a, key)
          const y = value(b, key)
          const missing = compareText(x === null ? null : 0, y === null ? null : 0)
          if (missing) return missing
          const order = typeof x === 'number' && typeof y === 'number' ? x - y : compareText(x, y)
          if (order) return descending ? -order : order
        }
        return compareText(a.row.lastName, b.row.lastName) || compareText(a.row.firstName, b.row.firstName) || compareText(a.talentId, b.talentId)
      })
      const start = (page.page - 1) * page.pageSize
      return {
        count: rows.length,
        rows: rows.slice(start, start + page.pageSize).map(({ row: _row, ...rest }) => rest),
      }
    },
  }
}
