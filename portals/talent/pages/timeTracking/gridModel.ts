import { changeKind, weeksOf, type PayPeriod } from '../../../../domain/timeSheets/payPeriods'
import { durationOf, MAX_HOURS_PER_DAY, MAX_MINUTES_PER_DAY, MINUTE_OPTIONS } from '../../../../domain/timeSheets/timeMath'
import type { EngagementTimeSheet, TimeEntry } from '../../../../contract/timeSheets/timeEntry'
import { TIME_ENTRY_STATE_LABELS } from '../../../../contract/labels'

/**
 * The talent's week-by-day grid as plain data (no React): rows are an engagement and a PO within one
 * week; each day of the row is a cell holding what the talent typed. The screen keeps the rows in a
 * react-hook-form form; this module builds them from the server's entries, works out what a cell may
 * do, what a keystroke becomes (the spec's "Time entry") and which cells a Save has to send.
 */

/** What a cell holds while typing: text for the hours input, the minute option as text ('' = empty). */
export interface CellValue {
  hours: string
  minutes: string
  comment: string
}

export interface GridRow {
  key: string
  /** The week's first shown day: a row belongs to one week of one period. */
  week: string
  engagementId: string
  /** '' when the engagement has no PO or none is chosen yet. */
  purchaseOrderId: string
  cells: Record<string, CellValue>
}

export interface GridValues {
  rows: GridRow[]
}

/** A cell's saved entry: the entry itself and, when it was changed after its period closed, the latest adjustment of it. */
export interface SavedCell {
  entry: TimeEntry
  adjustment: TimeEntry | null
}

/** rowKey -> day -> saved cell. */
export type SavedCells = Record<string, Record<string, SavedCell>>

export const EMPTY_CELL: CellValue = { hours: '', minutes: '', comment: '' }

export const isEmptyCell = (cell: CellValue | undefined) => !cell || (cell.hours === '' && cell.minutes === '')

/** The cell's minutes, 0 for an empty cell, null when the pair is not a valid entry. */
export function cellMinutes(cell: CellValue | undefined): number | null {
  if (isEmptyCell(cell)) return 0
  return durationOf(Number(cell!.hours || 0), Number(cell!.minutes || 0))
}

const valueOf = (minutes: number, comment: string): CellValue => ({
  hours: String(Math.floor(minutes / 60)),
  minutes: String(minutes % 60),
  comment,
})

/** The duration a saved cell shows: the latest adjustment's when there is one. */
export const shownMinutes = (saved: SavedCell) => (saved.adjustment ?? saved.entry).durationMinutes

/** The chip of a saved cell: the state's label, 'Adj.' before an adjustment's. */
export function stateLabel(saved: SavedCell): string {
  const shown = saved.adjustment ?? saved.entry
  const label = TIME_ENTRY_STATE_LABELS[shown.state] ?? shown.state
  return shown.isAdjustive ? `Adj. ${label}` : label
}

/** The organization's decline comment when the shown entry is declined. */
export function declineComment(saved: SavedCell): string | null {
  const shown = saved.adjustment ?? saved.entry
  return shown.state === 'declined' && shown.clientComment ? shown.clientComment : null
}

/** The single PO an engagement preselects (the spec: preselected when exactly one). */
export const defaultPurchaseOrder = (engagement: EngagementTimeSheet | undefined) =>
  engagement && engagement.poList.length === 1 ? engagement.poList[0].id : ''

export type CellBlock = 'outside' | 'future' | 'too_old' | null

/** Why a day cannot take time for this engagement, or null when it can (an adjustment counts as can). */
export function cellBlock(engagement: EngagementTimeSheet | undefined, day: string, today: string): CellBlock {
  if (!engagement) return 'outside'
  if (day < engagement.startDate || day > engagement.lastWorkDate) return 'outside'
  // The engagement's organization decides its day (its time zone); the caller's today otherwise.
  const kind = changeKind(day, engagement.today || today, 'talent')
  return kind === 'future' || kind === 'too_old' ? kind : null
}

export const BLOCK_TEXT: Record<Exclude<CellBlock, null>, string> = {
  outside: 'Outside the engagement',
  future: 'Not yet',
  too_old: 'Older than 3 months',
}

/** True when a change to this day becomes an adjustment request (the closed-period warning applies). */
export function changeIsAdjustment(day: string, today: string, saved: SavedCell | undefined): boolean {
  if (saved) return saved.entry.changeKind === 'adjustment'
  return changeKind(day, today, 'talent') === 'adjustment'
}

/**
 * Work-flows 4, verbatim: the PO picker is read-only when there is no PO, or one PO and the entry is
 * open or already has a PO; disabled when the entry is open and there are several POs. A row's entries
 * share its PO, so the row's saved entries decide; a row with nothing saved yet picks freely.
 */
export type PickerMode = 'readOnly' | 'disabled' | 'editable'
export function poPickerMode(poCount: number, saved: SavedCell[]): PickerMode {
  if (poCount === 0) return 'readOnly'
  if (saved.length === 0) return poCount === 1 ? 'readOnly' : 'editable'
  const anyOpen = saved.some(({ entry }) => entry.state === 'open')
  const anyWithPo = saved.some(({ entry }) => entry.purchaseOrderId !== null)
  if (poCount === 1 && (anyOpen || anyWithPo)) return 'readOnly'
  if (poCount > 1 && anyOpen) return 'disabled'
  return 'editable'
}

let rowCounter = 0
export const newRowKey = () => `new-${++rowCounter}`

/** A fresh row of `engagement` in the week starting `week` with empty cells on `days`. */
export function emptyRow(engagement: EngagementTimeSheet, week: string, days: string[], purchaseOrderId = defaultPurchaseOrder(engagement)): GridRow {
  return { key: newRowKey(), week, engagementId: engagement.id, purchaseOrderId, cells: Object.fromEntries(days.map((day) => [day, { ...EMPTY_CELL }])) }
}

/**
 * The rows of one period from its entries: per week, one row per engagement and PO (a second entry of
 * the same engagement, PO and day opens a second row), then an empty row for each engagement that may
 * log time in that week and has none yet. Adjustments sit on the entry they adjust.
 */
export function buildRows(period: PayPeriod, entries: TimeEntry[], engagements: EngagementTimeSheet[], today: string): { rows: GridRow[]; saved: SavedCells } {
  const byId = new Map(entries.map((entry) => [entry.id, entry]))
  const latestChild = new Map<string, TimeEntry>()
  for (const entry of entries) {
    if (!entry.isAdjustive || !entry.parentId || !byId.has(entry.parentId)) continue
    const known = latestChild.get(entry.parentId)
    if (!known || known.enteredAt < entry.enteredAt) latestChild.set(entry.parentId, entry)
  }
  const cellEntries = entries
    .filter((entry) => !(entry.isAdjustive && entry.parentId && byId.has(entry.parentId)))
    .sort((a, b) => a.enteredAt.localeCompare(b.enteredAt))

  const rows: GridRow[] = []
  const saved: SavedCells = {}
  for (const days of weeksOf(period)) {
    const week = days[0]
    const groups = new Map<string, TimeEntry[]>()
    for (const entry of cellEntries) {
      if (!days.includes(entry.timekeepingDate)) continue
      const groupKey = `${entry.engagementId}|${entry.purchaseOrderId ?? ''}`
      groups.set(groupKey, [...(groups.get(groupKey) ?? []), entry])
    }
    for (const [groupKey, groupEntries] of groups) {
      const [engagementId, purchaseOrderId] = groupKey.split('|')
      const lanes: TimeEntry[][] = []
      for (const entry of groupEntries) {
        const lane = lanes.find((candidate) => !candidate.some((other) => other.timekeepingDate === entry.timekeepingDate))
        if (lane) lane.push(entry)
        else lanes.push([entry])
      }
      lanes.forEach((lane, index) => {
        const key = `${week}|${groupKey}|${index}`
        const cells: Record<string, CellValue> = Object.fromEntries(days.map((day) => [day, { ...EMPTY_CELL }]))
        saved[key] = {}
        for (const entry of lane) {
          const cell: SavedCell = { entry, adjustment: latestChild.get(entry.id) ?? null }
          saved[key][entry.timekeepingDate] = cell
          cells[entry.timekeepingDate] = valueOf(shownMinutes(cell), entry.talentComment)
        }
        rows.push({ key, week, engagementId, purchaseOrderId, cells })
      })
    }
    for (const engagement of engagements) {
      const open = days.some((day) => cellBlock(engagement, day, today) === null)
      if (open && !rows.some((row) => row.week === week && row.engagementId === engagement.id)) rows.push(emptyRow(engagement, week, days))
    }
  }
  return { rows, saved }
}

/** The time of a day across the rows (every engagement: the 24-hour rule is the talent's day). */
export function dayMinutes(rows: GridRow[], day: string): number {
  return rows.reduce((sum, row) => sum + (cellMinutes(row.cells[day]) ?? 0), 0)
}

export const rowMinutes = (row: GridRow) => Object.values(row.cells).reduce((sum, cell) => sum + (cellMinutes(cell) ?? 0), 0)

/**
 * The cell after the talent typed `hours` (digits only; anything above the cap is ignored: the old
 * value stays) or picked `minutes`. Setting one part fills an empty other part with 0.
 * `othersOfDay` is the rest of the talent's day in minutes, so the day never passes 24 hours.
 */
export function typeHours(cell: CellValue, text: string, othersOfDay: number): CellValue {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '')
  if (digits === '') return { ...cell, hours: '', minutes: cell.minutes === '0' ? '' : cell.minutes }
  const next = { ...cell, hours: digits, minutes: cell.minutes === '' ? '0' : cell.minutes }
  return fits(next, othersOfDay) ? next : cell
}

export function pickMinutes(cell: CellValue, minutes: string, othersOfDay: number): CellValue {
  if (minutes === '') return { ...cell, minutes: '', hours: cell.hours === '0' ? '' : cell.hours }
  if (!(MINUTE_OPTIONS as readonly number[]).includes(Number(minutes))) return cell
  const next = { ...cell, minutes, hours: cell.hours === '' ? '0' : cell.hours }
  return fits(next, othersOfDay) ? next : cell
}

function fits(cell: CellValue, othersOfDay: number): boolean {
  const hours = Number(cell.hours || 0)
  if (hours > MAX_HOURS_PER_DAY) return false
  const minutes = cellMinutes(cell)
  return minutes !== null && minutes + othersOfDay <= MAX_MINUTES_PER_DAY
}

/** One thing a Save sends for a cell. */
export type CellChange =
  | { kind: 'create'; rowKey: string; day: string; engagementId: string; purchaseOrderId: string; minutes: number; comment: string }
  | { kind: 'update'; rowKey: string; day: string; engagementId: string; entry: TimeEntry; purchaseOrderId: string; minutes: number; comment: string }
  | { kind: 'delete'; rowKey: string; day: string; engagementId: string; entry: TimeEntry }

/** A saved entry a talent may still delete. */
export function isDeletable(saved: SavedCell): boolean {
  const { entry } = saved
  if (saved.adjustment || entry.changeKind !== 'edit' || entry.exportedAt) return false
  if (entry.isAdjustive) return entry.state === 'submitted'
  return entry.state === 'open' || entry.state === 'pending' || entry.state === 'declined'
}

/**
 * What differs from what was loaded, decreases first so a day moved between rows never passes 24 hours
 * on the way. A cleared cell deletes its entry when that is allowed and sets it to 0:00 otherwise (an
 * approved entry is never deleted: its time is changed).
 */
export function changesOf(values: GridValues, baseline: GridValues, saved: SavedCells): CellChange[] {
  const before = new Map(baseline.rows.map((row) => [row.key, row]))
  const changes: (CellChange & { delta: number })[] = []
  for (const row of values.rows) {
    const old = before.get(row.key)
    for (const [day, cell] of Object.entries(row.cells)) {
      const savedCell = saved[row.key]?.[day]
      const minutes = cellMinutes(cell) ?? 0
      const base = { rowKey: row.key, day, engagementId: row.engagementId }
      if (!savedCell) {
        if (!isEmptyCell(cell)) changes.push({ ...base, kind: 'create', purchaseOrderId: row.purchaseOrderId, minutes, comment: cell.comment, delta: minutes })
        continue
      }
      const oldCell = old?.cells[day]
      const samePo = (savedCell.entry.purchaseOrderId ?? '') === row.purchaseOrderId
      if (oldCell && samePo && cellMinutes(oldCell) === cellMinutes(cell) && isEmptyCell(oldCell) === isEmptyCell(cell) && oldCell.comment === cell.comment) continue
      const delta = minutes - shownMinutes(savedCell)
      if (isEmptyCell(cell) && isDeletable(savedCell)) changes.push({ ...base, kind: 'delete', entry: savedCell.entry, delta })
      else changes.push({ ...base, kind: 'update', entry: savedCell.entry, purchaseOrderId: row.purchaseOrderId, minutes, comment: cell.comment, delta })
    }
  }
  return changes.sort((a, b) => a.delta - b.delta).map(({ delta: _delta, ...change }) => change as CellChange)
}

/**
 * The engagements a period's grid offers: the server's list (those that carry time in the open
 * periods) and, for an earlier period, the ones only its entries name, known from them: their POs
 * and the days between their first and last entry (the server checks the engagement's own dates).
 */
export function engagementsOf(listed: EngagementTimeSheet[], entries: TimeEntry[], today: string): EngagementTimeSheet[] {
  const known = new Map(listed.map((engagement) => [engagement.id, engagement]))
  const extra = new Map<string, EngagementTimeSheet>()
  for (const entry of entries) {
    if (known.has(entry.engagementId)) continue
    const found = extra.get(entry.engagementId)
    const poList = found?.poList ?? []
    if (entry.purchaseOrder && !poList.some((po) => po.id === entry.purchaseOrder!.id)) poList.push(entry.purchaseOrder)
    extra.set(entry.engagementId, {
      id: entry.engagementId, name: entry.engagementName, organizationName: '', timeZone: '', today, poList,
      hourlyFee: null, talentPayRate: null,
      startDate: found && found.startDate < entry.timekeepingDate ? found.startDate : entry.timekeepingDate,
      endDate: found && found.endDate > entry.timekeepingDate ? found.endDate : entry.timekeepingDate,
      lastWorkDate: found && found.lastWorkDate > entry.timekeepingDate ? found.lastWorkDate : entry.timekeepingDate,
      terminatedByManagerAt: null, isAdjustableTimesheets: true, timesheetDates: [],
    })
  }
  return [...listed, ...extra.values()]
}
