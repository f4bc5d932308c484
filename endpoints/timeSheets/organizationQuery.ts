import type { PayloadRequest, Where } from 'payload'
import { mayViewOrganizationRate, relationId, type AuthUser } from '../../access/roles'
import { snakeToCamel } from '../../contract/casing'
import { fullName } from '../../contract/talentList'
import type { OrgTimeSheetFilters } from '../../contract/timeSheets/orgInput'
import type { TimeEntry } from '../../contract/timeSheets/timeEntry'
import { READ_APPROVED_TALENTS } from '../../domain/profile/contextKeys'
import type { Row, Selection } from '../../domain/shared/records'
import { presentTimeEntries } from '../../domain/timeSheets/present'
import { asUser, looksLikeId } from '../http'
import { toPage, type Page, type PageQuery } from '../pagination'

/**
 * The organization's (and the super admin's) time-entry queries: the filters as a Where, the spec's time-entry sort
 * fields, and a page of TimeEntry answers in a number of queries that does not grow with the page size.
 *
 * Sorting by a name goes through Payload's relationship sort (a SQL join on the named record): engagement,
 * organization, talent, reviewer, PO number and the engagement's department. `manager_name` (the first
 * owner of the engagement, a has-many relation no join can sort by) ranks the organization's engagements by
 * that name in memory and orders the matching entries by the rank: four queries whatever the page size,
 * reading only (id, engagement, day) of each matching entry.
 */

export type TimeSheetFilters = OrgTimeSheetFilters & { organization?: string }

/** The caller's access, plus the talent names a search joins on (an organization reads its own talents' names). */
export const read = (req: PayloadRequest, user: AuthUser) => ({ ...asUser(req, user), context: { [READ_APPROVED_TALENTS]: true } })

/** The filters as a Where; null when an id filter cannot name anything (the answer is then empty). */
export function timeSheetWhere(filters: TimeSheetFilters, extra: Where[] = []): Where | null {
  const and: Where[] = [...extra]
  if (filters.periodStart) and.push({ bookedPeriodStart: { equals: filters.periodStart } })
  if (filters.dateFrom) and.push({ timekeepingDate: { greater_than_equal: filters.dateFrom } })
  if (filters.dateTo) and.push({ timekeepingDate: { less_than_equal: filters.dateTo } })
  if (filters.state && filters.state !== 'all') and.push({ state: { equals: filters.state } })
  if (filters.isAdjustive !== undefined) and.push(filters.isAdjustive ? { isAdjustive: { equals: true } } : { isAdjustive: { not_equals: true } })
  const byId = [
    ['engagement', filters.engagement],
    ['talent', filters.talent],
    ['purchaseOrder', filters.purchaseOrder],
    ['engagement.department', filters.department],
    ['organization', filters.organization],
  ] as const
  for (const [field, id] of byId) {
    if (id === undefined || id === '') continue
    if (!looksLikeId(id)) return null
    and.push({ [field]: { equals: id } })
  }
  for (const word of (filters.search ?? '').split(/\s+/).filter(Boolean)) {
    and.push({ or: [{ 'engagement.name': { like: word } }, { 'talent.firstName': { like: word } }, { 'talent.lastName': { like: word } }] })
  }
  return and.length ? { and } : {}
}

/** Ordering key -> the sort paths (money keys only for who may view rate: the order would tell the amounts). */
const SORT_PATHS: Record<string, string[]> = {
  name: ['engagement.name'],
  engagementName: ['engagement.name'],
  cost: ['costCents'],
  hourlyFee: ['hourlyFeeCents'],
  state: ['state'],
  hours: ['durationMinutes'],
  reviewedAt: ['reviewedAt'],
  timekeepingDate: ['timekeepingDate'],
  organizationName: ['organization.name'],
  reviewerName: ['reviewedBy.firstName', 'reviewedBy.lastName'],
  talentName: ['talent.firstName', 'talent.lastName'],
  departmentName: ['engagement.department.name'],
  poNumber: ['purchaseOrder.name'],
}
const MONEY_KEYS = new Set(['cost', 'hourlyFee'])
const TIE_BREAK = ['-timekeepingDate', '-createdAt']

interface ParsedOrdering {
  sort: string[]
  /** Set when the first key is manager_name: its direction. */
  byManager: 'asc' | 'desc' | null
}

export function timeSheetOrdering(ordering: string | undefined, user: AuthUser): ParsedOrdering {
  const sort: string[] = []
  let byManager: ParsedOrdering['byManager'] = null
  for (const raw of (ordering ?? '').split(',').map((key) => key.trim()).filter(Boolean)) {
    const descending = raw.startsWith('-')
    const key = snakeToCamel(descending ? raw.slice(1) : raw)
    if (key === 'managerName') {
      if (!sort.length && byManager === null) byManager = descending ? 'desc' : 'asc'
      continue
    }
    if (MONEY_KEYS.has(key) && !mayViewOrganizationRate(user)) continue
    for (const path of SORT_PATHS[key] ?? []) sort.push(`${descending ? '-' : ''}${path}`)
  }
  return { sort: [...sort, ...TIE_BREAK.filter((key) => !sort.some((taken) => taken.replace('-', '') === key.replace('-', '')))], byManager }
}

/** Engagement id -> its first owner's name, for the engagements the caller reads. */
async function managerNames(req: PayloadRequest, user: AuthUser): Promise<Map<string, string>> {
  const { docs } = await req.payload.find({ collection: 'engagements', select: { owners: true }, pagination: false, ...read(req, user) })
  const firstOwner = new Map(docs.map((doc) => [String(doc.id), relationId(Array.isArray(doc.owners) ? doc.owners[0] : null)]))
  const ownerIds = [...new Set([...firstOwner.values()].filter((id): id is string => Boolean(id)))]
  // Names only, of exactly the owners the caller's engagements name (a deactivated owner keeps their name).
  const people = ownerIds.length
    ? ((await req.payload.find({ collection: 'users', where: { id: { in: ownerIds } }, select: { firstName: true, lastName: true }, pagination: false, depth: 0, overrideAccess: true, req })).docs)
    : []
  const names = new Map(people.map((person) => [String(person.id), fullName(person)]))
  return new Map([...firstOwner].map(([engagement, owner]) => [engagement, names.get(owner ?? '') ?? '']))
}

/** One page of entries as TimeEntry answers. */
export async function timeEntryPage(req: PayloadRequest, user: AuthUser, where: Where | null, ordering: string | undefined, query: PageQuery): Promise<Page<TimeEntry>> {
  if (!where) return toPage(req, query, 0, [])
  const { sort, byManager } = timeSheetOrdering(ordering, user)
  if (!byManager) {
    const found = await req.payload.find({ collection: 'time-entries', where, sort, page: query.page, limit: query.pageSize, ...read(req, user) })
    return toPage(req, query, found.totalDocs, await presentTimeEntries(req, user, found.docs))
  }
  const [names, all] = await Promise.all([
    managerNames(req, user),
    req.payload.find({ collection: 'time-entries', where, sort, select: { engagement: true }, pagination: false, ...read(req, user) }),
  ])
  const direction = byManager === 'asc' ? 1 : -1
  // Stable: entries of one manager keep the order of the rest of the ordering.
  const ranked = all.docs
    .map((doc, index) => ({ id: String(doc.id), name: names.get(relationId(doc.engagement) ?? '') ?? '', index }))
    .sort((a, b) => direction * a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.index - b.index)
  const pageIds = ranked.slice((query.page - 1) * query.pageSize, query.page * query.pageSize).map((row) => row.id)
  const docs = pageIds.length ? ((await req.payload.find({ collection: 'time-entries', where: { id: { in: pageIds } }, pagination: false, ...read(req, user) })).docs) : []
  const byId = new Map(docs.map((doc) => [String(doc.id), doc]))
  return toPage(req, query, ranked.length, await presentTimeEntries(req, user, pageIds.map((id) => byId.get(id)).filter((doc) => doc !== undefined)))
}

/** Every matching entry's fields needed for sums (totals, burn-down): one query. */
export async function matchingRows<K extends keyof Selection<'time-entries'> & keyof Row<'time-entries'>>(
  req: PayloadRequest,
  user: AuthUser,
  where: Where | null,
  select: Readonly<Record<K, true>>,
): Promise<Pick<Row<'time-entries'>, 'id' | K>[]> {
  if (!where) return []
  const { docs } = await req.payload.find({ collection: 'time-entries', where, select, pagination: false, ...read(req, user) })
  // The find's answer, generic in the selection, is not reduced to the picked fields it holds.
  return docs as Pick<Row<'time-entries'>, 'id' | K>[]
}
