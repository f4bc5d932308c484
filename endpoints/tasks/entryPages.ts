import type { PayloadRequest, Where } from 'payload'
import { relationId, type AuthUser } from '../../access/roles'
import { fullName } from '../../contract/talentList'
import type { Row } from '../../domain/shared/records'
import { asUser } from '../http'

/**
 * The exports read time entries page by page (keyset paging on (timekeepingDate, id): each page is one
 * indexed query, however deep), as the task's requester (their access decides what they read), so an
 * export of 100,000 entries never holds more than one page of them.
 */
export const EXPORT_PAGE_SIZE = 1_000

const ENTRY_FIELDS = {
  engagement: true,
  organization: true,
  talent: true,
  purchaseOrder: true,
  timekeepingDate: true,
  bookedPeriodStart: true,
  durationMinutes: true,
  isAdjustive: true,
  deltaMinutes: true,
  hourlyFeeCents: true,
  talentPayCents: true,
  costCents: true,
  costTalentFeeIncludedCents: true,
  payCents: true,
  costDeltaCents: true,
  costTalentFeeIncludedDeltaCents: true,
  payDeltaCents: true,
  description: true,
  talentComment: true,
  reviewedBy: true,
  reviewedAt: true,
} as const

/** An entry as the exports read it: the fields above. */
export type ExportEntry = Pick<Row<'time-entries'>, 'id' | keyof typeof ENTRY_FIELDS>

/** What the exports read of the rows an entry names. */
export interface NamedRow {
  id: string
  name?: string | null
  firstName?: string | null
  lastName?: string | null
  department?: unknown
}

export async function countEntries(req: PayloadRequest, user: AuthUser, where: Where): Promise<number> {
  const { totalDocs } = await req.payload.count({ collection: 'time-entries', where, ...asUser(req, user) })
  return totalDocs
}

/** Pages of entries matching `where`, in (timekeepingDate, id) order. */
export async function* entryPages(req: PayloadRequest, user: AuthUser, where: Where, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<ExportEntry[]> {
  let after: { date: string; id: string } | null = null
  for (;;) {
    const keyset: Where[] = after
      ? [{ or: [{ timekeepingDate: { greater_than: after.date } }, { and: [{ timekeepingDate: { equals: after.date } }, { id: { greater_than: after.id } }] }] }]
      : []
    const { docs } = await req.payload.find({
      collection: 'time-entries',
      where: { and: [where, ...keyset] },
      select: ENTRY_FIELDS,
      sort: ['timekeepingDate', 'id'],
      limit: pageSize,
      pagination: false,
      ...asUser(req, user),
    })
    const page = docs
    if (!page.length) return
    yield page
    if (page.length < pageSize) return
    const last = page[page.length - 1]!
    after = { date: String(last.timekeepingDate), id: String(last.id) }
  }
}

type NamedCollection = 'users' | 'engagements' | 'departments' | 'purchase-orders' | 'organizations'

/**
 * Names of what the entries name (people, engagements, departments, purchase orders, organizations),
 * looked up once per id for the whole export. Names only, without the requester's access: whoever may
 * read an entry may read what it is about (as domain/timeSheets/present.ts answers it).
 */
export class NameBook {
  private readonly known = new Map<string, NamedRow>()

  constructor(private readonly req: PayloadRequest) {}

  async load(collection: NamedCollection, values: unknown[], select: Record<string, true>) {
    const missing = [...new Set(values.map(relationId).filter((id): id is string => Boolean(id) && !this.known.has(`${collection}:${id}`)))]
    if (!missing.length) return
    const { docs }: { docs: NamedRow[] } = await this.req.payload.find({ collection, where: { id: { in: missing } }, select, depth: 0, pagination: false, overrideAccess: true, req: this.req })
    for (const doc of docs) this.known.set(`${collection}:${String(doc.id)}`, doc)
  }

  get(collection: NamedCollection, value: unknown): NamedRow | undefined {
    const id = relationId(value)
    return id ? this.known.get(`${collection}:${id}`) : undefined
  }

  name(collection: NamedCollection, value: unknown): string {
    const doc = this.get(collection, value)
    if (!doc) return ''
    return collection === 'users' ? fullName(doc) : typeof doc.name === 'string' ? doc.name : ''
  }

  /** What a page of entries names: talents, reviewers, engagements (and their departments), purchase orders, organizations. */
  async loadFor(entries: ExportEntry[]) {
    await Promise.all([
      this.load('users', entries.flatMap((entry) => [entry.talent, entry.reviewedBy]), { firstName: true, lastName: true }),
      this.load('engagements', entries.map((entry) => entry.engagement), { name: true, department: true }),
      this.load('purchase-orders', entries.map((entry) => entry.purchaseOrder), { name: true }),
      this.load('organizations', entries.map((entry) => entry.organization), { name: true }),
    ])
    await this.load('departments', entries.map((entry) => this.get('engagements', entry.engagement)?.department), { name: true })
  }
}
