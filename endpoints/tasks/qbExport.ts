import { once } from 'node:events'
import { pipeline } from 'node:stream/promises'
import { createLocalReq, type PayloadRequest, type Where } from 'payload'
import { serverWriteContext } from '../../access/serverWrites'
import type { QbExportInput } from '../../contract/timeSheets/exportInput'
import { now } from '../../domain/clock'
import { CSV_CONTENT_TYPE, csvStream } from '../../domain/csv/csvWriter'
import { INVOICE_COLUMNS, iifHeader, iifTimeLine, invoiceLineOf, type InvoiceLine, type QbEntry } from '../../domain/exports/quickbooks'
import { progressOf } from '../../domain/tasks/lifecycle'
import { payPeriodOf } from '../../domain/timeSheets/payPeriods'
import { relationId, type AuthUser } from '../../access/roles'
import { HttpError, asUser } from '../http'
import { NameBook, countEntries, entryPages, type ExportEntry } from './entryPages'
import { newTaskFile } from './files'
import { heapGuard } from './heapGuard'
import type { TaskOutput, TaskRun } from './runner'

/**
 * The QuickBooks run (kind 'qb-export', the super admin): the approved entries and approved adjustments
 * booked into one pay period of the chosen organizations that no earlier run exported, as two files
 * (domain/exports/quickbooks.ts): `quickbooks-time-<period>.iif` (Desktop TIMEACT) and
 * `quickbooks-invoices-<period>.csv` (Online's invoice import). In the task's finishing transaction every
 * exported entry gets `exportedAt` and `exportTask`; from then on a change to it is an adjustment
 * (domain/timeSheets/present.ts changeOf). If an entry changed while the files were written (no longer
 * approved, or exported by another run), the whole run is refused and nothing is marked.
 */
export type QbParams = Pick<QbExportInput, 'periodStart' | 'organizationIds'>

export const IIF_CONTENT_TYPE = 'application/octet-stream'
const MARK_CHUNK = 200

export const exportableWhere = (params: QbParams): Where => ({
  and: [
    { organization: { in: params.organizationIds } },
    { bookedPeriodStart: { equals: params.periodStart } },
    { state: { equals: 'approved' } },
    { exportedAt: { exists: false } },
  ],
})

const int = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : 0)

function qbEntryOf(entry: ExportEntry, names: NameBook): QbEntry {
  const adjustment = entry.isAdjustive === true
  const talent = names.get('users', entry.talent)
  return {
    date: String(entry.timekeepingDate ?? ''),
    organizationId: relationId(entry.organization) ?? '',
    organizationName: names.name('organizations', entry.organization),
    engagementName: names.name('engagements', entry.engagement),
    talentFirstName: typeof talent?.firstName === 'string' ? talent.firstName : '',
    talentLastName: typeof talent?.lastName === 'string' ? talent.lastName : '',
    minutes: adjustment ? int(entry.deltaMinutes) : int(entry.durationMinutes),
    hourlyFeeCents: int(entry.hourlyFeeCents),
    amountCents: adjustment ? int(entry.costTalentFeeIncludedDeltaCents) : int(entry.costTalentFeeIncludedCents),
    note: typeof entry.description === 'string' && entry.description ? entry.description : typeof entry.talentComment === 'string' ? entry.talentComment : '',
    isAdjustment: adjustment,
  }
}

export async function runQbExport(run: TaskRun): Promise<TaskOutput> {
  const params = run.task.params as QbParams
  const period = payPeriodOf(params.periodStart)
  const where = exportableWhere(params)
  const total = await countEntries(run.req, run.requester, where)
  const names = new NameBook(run.req)
  const heap = heapGuard()
  // The ids the files hold (a bounded set: one period of the chosen organizations), marked at the end.
  const exported: string[] = []

  const time = await newTaskFile('QuickBooks time activity (IIF)', `quickbooks-time-${params.periodStart}.iif`, IIF_CONTENT_TYPE)
  const invoices = await newTaskFile('QuickBooks invoices (CSV)', `quickbooks-invoices-${params.periodStart}.csv`, CSV_CONTENT_TYPE)

  async function* invoiceLines(): AsyncGenerator<InvoiceLine> {
    time.stream.write(iifHeader())
    let done = 0
    for await (const page of entryPages(run.req, run.requester, where)) {
      run.assertStillMine()
      await names.loadFor(page)
      for (const doc of page) {
        const entry = qbEntryOf(doc, names)
        exported.push(String(doc.id))
        const line = iifTimeLine(entry)
        if (line && !time.stream.write(line)) await once(time.stream, 'drain')
        yield invoiceLineOf(entry, period)
      }
      done += page.length
      run.progress(progressOf(done, total))
      heap.check()
    }
  }

  try {
    await pipeline(csvStream(INVOICE_COLUMNS, invoiceLines()), invoices.stream)
    time.stream.end()
    await once(time.stream, 'close')
  } catch (error) {
    time.stream.destroy()
    invoices.stream.destroy()
    await Promise.all([time.output.discard(), invoices.output.discard()])
    throw error
  }

  return {
    files: [time.output, invoices.output],
    inFinishingTransaction: (req, taskId) => markExported(req, run.requester, exported, taskId),
  }
}

/**
 * exportedAt + exportTask on every entry the files hold, in the finishing transaction. First, as the
 * requester, every one must still be approved and not exported (else the run is refused and nothing is
 * marked); then the mark is written as the system (no user, like the daily jobs: access/engagements.ts
 * serverWritesFor), because it is the run's own bookkeeping: time entries are otherwise written only by
 * their talent or the organization's users, never by the super admin.
 */
async function markExported(req: PayloadRequest, requester: AuthUser, ids: string[], taskId: string) {
  const system = await createLocalReq({ context: { ...serverWriteContext } }, req.payload)
  system.transactionID = req.transactionID
  const exportedAt = now().toISOString()
  const changed = () => HttpError.validation({ nonFieldErrors: ['Entries changed while the export ran. Run it again.'] })
  for (let start = 0; start < ids.length; start += MARK_CHUNK) {
    const chunk = ids.slice(start, start + MARK_CHUNK)
    const { totalDocs } = await req.payload.count({
      collection: 'time-entries',
      where: { and: [{ id: { in: chunk } }, { state: { equals: 'approved' } }, { exportedAt: { exists: false } }] },
      ...asUser(req, requester),
    })
    if (totalDocs !== chunk.length) throw changed()
    const { docs } = await req.payload.update({
      collection: 'time-entries',
      where: { id: { in: chunk } },
      data: { exportedAt, exportTask: taskId },
      depth: 0,
      overrideAccess: false,
      req: system,
    })
    if (docs.length !== chunk.length) throw changed()
  }
}
