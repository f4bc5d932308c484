import type { sql as sqliteSql } from '@payloadcms/db-sqlite'
import { SCORED_CRITERIA, meaningfulCriteria, type ScoredCriterion, type SearchWeights } from '../../contract/search/criteria'
import { escapeLike, keywordWords, parseOrdering, type EnginePage, type PageRequest, type SearchRequest } from './engine'
import { LEVEL_NUMBER } from './talentSearchProfile'
import { NODE_FIT_PARTS, RATE_TOLERANCE, givenScored, roundScore } from './scoring'

/**
 * The one statement of the SQL engines (SQLite FTS5 and PostgreSQL): filters, fits, score, order and
 * the total (a window count) over the search index, with every value bound as a parameter. The fits
 * are the arithmetic of scoring.ts written in SQL (same operations in the same order, so the numbers
 * agree; tests/api/searchRelevance.test.ts compares them); constants that depend only on the criteria
 * (expertise ratios, asked days, rate bounds) are computed here in TypeScript and bound.
 */

type Sql = typeof sqliteSql
export type SQL = ReturnType<Sql>

/** What differs between the two SQL dialects. */
export interface SqlDialect {
  sql: Sql
  /** The literal of true for boolean columns. */
  truth: SQL
  /** A bound float (PostgreSQL needs the type). */
  num(value: number): SQL
  /** A float column or expression. */
  float(expression: SQL): SQL
  least(a: SQL, b: SQL): SQL
  greatest(a: SQL, b: SQL): SQL
  /** Days from date text `from` to date text `to`. */
  days(from: SQL, to: SQL): SQL
  /** 0..100 as the rounded integer: roundScore of scoring.ts. */
  roundScore(fraction: SQL): SQL
  /** Full-text part for the keyword words: a join, a condition and the rank (lower = better when `lowerIsBetter`). */
  keyword(words: string[]): {
    /** The FROM source: the index rows as `p` (with the full-text table when it drives). */
    from: SQL
    where: SQL
    rank: SQL
    lowerIsBetter: boolean
  }
  /** Runs a statement, rows as objects. */
  rows(statement: SQL): Promise<Record<string, unknown>[]>
}

const FITS: Record<ScoredCriterion, string> = {
  specializations: 'f_spec',
  availability: 'f_avail',
  rate: 'f_rate',
  place: 'f_place',
  keyword: 'f_kw',
}
const EXPERTISE_VALUE = {
  novice: 0.33,
  intermediate: 0.66,
  expert: 1,
} as const
const DAY_MS = 86_400_000
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS)

function tokenLike(d: SqlDialect, token: string): SQL {
  return d.sql`(CASE WHEN p.specialization_tokens LIKE ${`% ${escapeLike(token)} %`} ESCAPE '\\' THEN 1 ELSE 0 END)`
}

function specializationParts(d: SqlDialect, request: SearchRequest): { fit: SQL; filter: SQL } | null {
  const { sql } = d
  const asked = meaningfulCriteria(request.criteria).specializations ?? []
  if (!asked.length) return null
  const nodes = asked.map((node) => {
    const claimed = tokenLike(d, `n:${node.id}`)
    const askedTokens = [...(node.roles ?? []).map((id) => `r:${id}`), ...(node.skills ?? []).map((id) => `s:${id}`)]
    const share = askedTokens.length
      ? sql`(${d.float(sql.join([sql`0`, ...askedTokens.map((token) => tokenLike(d, token))], sql` + `))} / ${d.num(askedTokens.length)})`
      : d.num(1)
    let expertise: SQL = d.num(1)
    if (node.expertise) {
      const levels = (['expert', 'intermediate', 'novice'] as const).map(
        (level) =>
          sql`WHEN p.specialization_tokens LIKE ${`% e${LEVEL_NUMBER[level]}:${escapeLike(node.id)} %`} ESCAPE '\\' THEN ${d.num(Math.min(1, EXPERTISE_VALUE[level] / EXPERTISE_VALUE[node.expertise!]))}`,
      )
      expertise = sql`(CASE ${sql.join(levels, sql` `)} ELSE ${d.num(0)} END)`
    }
    const fit = sql`(CASE WHEN ${claimed} = 1 THEN ${d.num(NODE_FIT_PARTS.claimed)} + ${d.num(NODE_FIT_PARTS.rolesAndSkills)} * ${share} + ${d.num(NODE_FIT_PARTS.expertise)} * ${expertise} ELSE ${d.num(0)} END)`
    return { claimed, fit }
  })
  return {
    fit: sql`((${sql.join([d.num(0), ...nodes.map((node) => node.fit)], sql` + `)}) / ${d.num(asked.length)})`,
    filter: sql`(${sql.join(
      nodes.map((node) => sql`${node.claimed} = 1`),
      sql` OR `,
    )})`,
  }
}

/** The best window's fit (NULL when no window qualifies: not a candidate). */
function availabilityFit(d: SqlDialect, request: SearchRequest): SQL | null {
  const { sql } = d
  const asked = meaningfulCriteria(request.criteria).availability
  if (!asked) return null
  const from = asked.availableFromDate ?? null
  const to = asked.availableToDate ?? null
  const conditions: SQL[] = [sql`a.talent_id = p.talent_id`, sql`(a.available_to_date IS NULL OR a.available_to_date >= ${request.today})`]
  if (from) conditions.push(sql`(a.available_to_date IS NULL OR a.available_to_date >= ${from})`)
  if (to) conditions.push(sql`a.available_from_date <= ${to}`)
  const kinds: SQL[] = []
  if (asked.onSite) kinds.push(sql`a.do_on_site_contract = ${d.truth}`)
  if (asked.remote) kinds.push(sql`a.do_remote_contract = ${d.truth}`)
  if (kinds.length) conditions.push(sql`(${sql.join(kinds, sql` OR `)})`)
  let dates: SQL = d.num(1)
  if (from && to) {
    const start = d.greatest(sql`${from}`, sql`a.available_from_date`)
    const end = sql`(CASE WHEN a.available_to_date IS NULL THEN ${to} ELSE ${d.least(sql`${to}`, sql`a.available_to_date`)} END)`
    dates = sql`((${d.float(d.days(start, end))} + ${d.num(1)}) / ${d.num(dayNumber(to) - dayNumber(from) + 1)})`
  }
  const hours = asked.hoursPerWeek ? d.least(d.num(1), sql`(${d.float(sql`a.hours_per_week`)} / ${d.num(asked.hoursPerWeek)})`) : d.num(1)
  return sql`(SELECT MAX(${dates} * ${hours}) FROM availabilities a WHERE ${sql.join(conditions, sql` AND `)})`
}

function rateParts(d: SqlDialect, request: SearchRequest): { fit: SQL; filter: SQL } | null {
  const { sql } = d
  const max = meaningfulCriteria(request.criteria).talentHourlyRate
  if (!max) return null
  const rate = d.float(sql`p.hourly_rate`)
  return {
    fit: sql`(CASE WHEN p.hourly_rate IS NULL THEN ${d.num(0)} WHEN ${rate} <= ${d.num(max)} THEN ${d.num(1)} ELSE ${d.greatest(d.num(0), sql`${d.num(1)} - (${rate} - ${d.num(max)}) / ${d.num((RATE_TOLERANCE - 1) * max)}`)} END)`,
    filter: sql`(p.hourly_rate IS NULL OR ${rate} <= ${d.num(max * RATE_TOLERANCE)})`,
  }
}

const lowerTrim = (value: string | undefined) => (value ?? '').trim().toLowerCase()

function placeParts(d: SqlDialect, request: SearchRequest): { fit: SQL; filters: SQL[] } | null {
  const { sql } = d
  const c = meaningfulCriteria(request.criteria)
  const city = lowerTrim(c.city)
  const state = lowerTrim(c.state)
  if (!city && !state) return null
  const filters: SQL[] = []
  if (city) filters.push(sql`p.city = ${city}`)
  if (state) filters.push(sql`p.state = ${state}`)
  const fit =
    city && state
      ? sql`(CASE WHEN p.city = ${city} AND p.state = ${state} THEN ${d.num(1)} WHEN p.state = ${state} THEN ${d.num(0.5)} ELSE ${d.num(0)} END)`
      : sql`(CASE WHEN ${city ? sql`p.city = ${city}` : sql`p.state = ${state}`} THEN ${d.num(1)} ELSE ${d.num(0)} END)`
  return { fit, filters }
}

function nameFilters(d: SqlDialect, request: SearchRequest): SQL[] {
  const { sql } = d
  const c = meaningfulCriteria(request.criteria)
  const filters: SQL[] = []
  if (c.firstName) filters.push(sql`p.first_name LIKE ${`${escapeLike(lowerTrim(c.firstName))}%`} ESCAPE '\\'`)
  if (c.lastName) filters.push(sql`p.last_name LIKE ${`${escapeLike(lowerTrim(c.lastName))}%`} ESCAPE '\\'`)
  for (const word of request.words ?? []) {
    const pattern = `%${escapeLike(word.toLowerCase())}%`
    filters.push(
      sql`(p.first_name LIKE ${pattern} ESCAPE '\\' OR p.last_name LIKE ${pattern} ESCAPE '\\' OR p.city LIKE ${pattern} ESCAPE '\\' OR p.state LIKE ${pattern} ESCAPE '\\')`,
    )
  }
  return filters
}

function orderBy(d: SqlDialect, scored: boolean, ordering: string | undefined): SQL {
  const { sql } = d
  const keys = parseOrdering(ordering).filter((entry) => scored || entry.key !== 'score')
  const chosen = keys.length ? keys : scored ? [{ key: 'score' as const, descending: true }] : []
  const column = {
    score: 'score',
    first_name: 'first_name',
    last_name: 'last_name',
    city: 'city',
    state: 'state',
    hourly_rate: 'hourly_rate',
  } as const
  const parts = chosen.map(({ key, descending }) => {
    const name = sql.raw(column[key])
    // Rows without a value (no rate, no city) come last either way.
    return sql`(${name} IS NULL), ${name} ${sql.raw(descending ? 'DESC' : 'ASC')}`
  })
  return sql.join([...parts, sql`last_name ASC, first_name ASC, talent_id ASC`], sql`, `)
}

/** The statement: `count` only counts; else the page with its fits, score and the total. */
function statement(d: SqlDialect, request: SearchRequest, weights: SearchWeights, page: PageRequest | null): SQL | null {
  const { sql } = d
  const c = meaningfulCriteria(request.criteria)
  const given = givenScored(c)
  const words = keywordWords(c.keyword)
  // A keyword without a letter or digit can match nothing.
  if (c.keyword && !words.length) return null
  const spec = specializationParts(d, request)
  const avail = availabilityFit(d, request)
  const rate = rateParts(d, request)
  const place = placeParts(d, request)
  const keyword = words.length ? d.keyword(words) : null
  const filters: SQL[] = [sql`p.is_findable = ${d.truth}`]
  if (Object.keys(c).length) filters.push(sql`p.profile_weight > 0`)
  if (spec) filters.push(spec.filter)
  if (rate) filters.push(rate.filter)
  if (place) filters.push(...place.filters)
  if (keyword) filters.push(keyword.where)
  filters.push(...nameFilters(d, request))
  const none = d.float(sql`NULL`)
  const from = sql`FROM ${keyword ? keyword.from : sql`talent_search_profiles p`} WHERE ${sql.join(filters, sql` AND `)}`
  if (!page) {
    return avail
      ? sql`SELECT COUNT(*) AS total FROM (SELECT ${avail} AS f_avail ${from}) cand WHERE f_avail IS NOT NULL`
      : sql`SELECT COUNT(*) AS total ${from}`
  }
  const keywordFit = keyword
    ? keyword.lowerIsBetter
      ? sql`(CASE WHEN MIN(kw_rank) OVER () < 0 THEN kw_rank / MIN(kw_rank) OVER () ELSE ${d.num(1)} END)`
      : sql`(CASE WHEN MAX(kw_rank) OVER () > 0 THEN kw_rank / MAX(kw_rank) OVER () ELSE ${d.num(1)} END)`
    : none
  const weighed = SCORED_CRITERIA.filter((key) => given[key])
  const total = weighed.reduce((sum, key) => sum + weights[key], 0)
  const score =
    total > 0
      ? d.roundScore(
          sql`((${sql.join([d.num(0), ...weighed.map((key) => sql`${d.num(weights[key])} * ${sql.raw(FITS[key])}`)], sql` + `)}) / ${d.num(total)})`,
        )
      : sql`NULL`
  return sql`WITH cand AS (
      SELECT p.talent_id AS talent_id, p.first_name AS first_name, p.last_name AS last_name, p.city AS city, p.state AS state, ${d.float(sql`p.hourly_rate`)} AS hourly_rate,
        ${spec?.fit ?? none} AS f_spec, ${avail ?? none} AS f_avail, ${rate?.fit ?? none} AS f_rate, ${place?.fit ?? none} AS f_place, ${keyword ? d.float(keyword.rank) : none} AS kw_rank
      ${from}
    ), fitted AS (
      SELECT cand.*, ${keywordFit} AS f_kw FROM cand ${avail ? sql`WHERE f_avail IS NOT NULL` : sql``}
    ), scored AS (
      SELECT fitted.*, ${score} AS score FROM fitted
    )
    SELECT talent_id, f_spec, f_avail, f_rate, f_place, f_kw, kw_rank, score, COUNT(*) OVER () AS total FROM scored
    ORDER BY ${orderBy(d, total > 0, page.ordering)}
    LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value))

export async function sqlCount(d: SqlDialect, request: SearchRequest): Promise<number> {
  const query = statement(d, request, { specializations: 1, availability: 1, rate: 1, place: 1, keyword: 1 }, null)
  if (!query) return 0
  const [row] = await d.rows(query)
  return Number(row?.total ?? 0)
}

export async function sqlPage(d: SqlDialect, request: SearchRequest, weights: SearchWeights, page: PageRequest): Promise<EnginePage> {
  const query = statement(d, request, weights, page)
  if (!query) return { count: 0, rows: [] }
  const rows = await d.rows(query)
  // A page past the end has no row to carry the total.
  const count = rows.length ? Number(rows[0]!.total) : page.page > 1 ? await sqlCount(d, request) : 0
  return {
    count,
    rows: rows.map((row) => ({
      talentId: String(row.talent_id),
      score: numberOrNull(row.score),
      fits: {
        specializations: numberOrNull(row.f_spec),
        availability: numberOrNull(row.f_avail),
        rate: numberOrNull(row.f_rate),
        place: numberOrNull(row.f_place),
        keyword: numberOrNull(row.f_kw),
      },
      keywordRank: numberOrNull(row.kw_rank),
    })),
  }
}

export { roundScore }
