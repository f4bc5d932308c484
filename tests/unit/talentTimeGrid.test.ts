import type { EngagementTimeSheet, TimeEntry } from '../../contract/timeSheets/timeEntry'
import {
  buildRows,
  cellBlock,
  changesOf,
  pickMinutes,
  poPickerMode,
  stateLabel,
  typeHours,
  type CellValue,
  type SavedCell,
} from '../../portals/talent/pages/timeTracking/gridModel'

/** The talent grid's rules that need no browser: keystrokes, PO picker, rows, changes. */

const EMPTY: CellValue = { hours: '', minutes: '', comment: '' }
const TODAY = '2026-11-18'
const PERIOD = { start: '2026-11-16', end: '2026-11-30' }

function engagement(extra: Partial<EngagementTimeSheet> = {}): EngagementTimeSheet {
  return {
    id: 'e1', name: 'Epic build', organizationName: 'Northwind', timeZone: 'America/New_York', today: TODAY, poList: [],
    hourlyFee: null, talentPayRate: '100.00', startDate: '2026-11-01', endDate: '2026-12-31', terminatedByManagerAt: null,
    lastWorkDate: '2026-12-31', isAdjustableTimesheets: true, timesheetDates: [], ...extra,
  }
}

let ids = 0
function entry(extra: Partial<TimeEntry>): TimeEntry {
  return {
    id: `t${++ids}`, state: 'open', isAdjustive: false, timekeepingDate: '2026-11-16', bookedPeriodStart: '2026-11-16', engagementId: 'e1',
    engagementName: 'Epic build', talentId: 'u1', talentName: 'Hannah Lee', purchaseOrderId: null, purchaseOrder: null, hours: '8.00', minutes: 0,
    durationMinutes: 480, talentComment: '', clientComment: '', description: '', reviewedAt: null, reviewedBy: null, enteredAt: `2026-11-16T10:00:0${ids % 10}Z`,
    submittedAt: null, cost: null, costCents: null, costTalentFeeIncluded: null, costTalentFeeIncludedCents: null, pay: '800.00', payCents: 80000,
    parentId: null, hoursDelta: null, minutesDelta: null, costDelta: null, costDeltaCents: null, payDelta: null, adjustmentSource: null, children: [],
    exportedAt: null, unapproveReason: '', changeKind: 'edit', ...extra,
  }
}

describe('typing hours and picking minutes', () => {
  it('fills the empty other part with 0, both ways', () => {
    expect(typeHours(EMPTY, '7', 0)).toEqual({ ...EMPTY, hours: '7', minutes: '0' })
    expect(pickMinutes(EMPTY, '30', 0)).toEqual({ ...EMPTY, hours: '0', minutes: '30' })
  })
  it('ignores input above the 24-hour cap, of the cell and of the day across rows', () => {
    const seven = { ...EMPTY, hours: '7', minutes: '0' }
    expect(typeHours(seven, '25', 0)).toBe(seven)
    expect(pickMinutes({ ...EMPTY, hours: '24', minutes: '0' }, '15', 0).minutes).toBe('0')
    expect(typeHours(seven, '17', 8 * 60)).toBe(seven)
    expect(typeHours(seven, '16', 8 * 60).hours).toBe('16')
  })
  it('keeps digits only and clears both parts together', () => {
    expect(typeHours(EMPTY, '8a', 0).hours).toBe('8')
    expect(typeHours({ ...EMPTY, hours: '8', minutes: '0' }, '', 0)).toEqual(EMPTY)
  })
})

describe('the PO picker (its rules and words as the spec gives them)', () => {
  const open: SavedCell = { entry: entry({ state: 'open' }), adjustment: null }
  const declinedWithPo: SavedCell = { entry: entry({ state: 'declined', purchaseOrderId: 'p1' }), adjustment: null }
  it('is read-only with no PO, or one PO and an open entry or one with a PO', () => {
    expect(poPickerMode(0, [open])).toBe('readOnly')
    expect(poPickerMode(1, [open])).toBe('readOnly')
    expect(poPickerMode(1, [declinedWithPo])).toBe('readOnly')
  })
  it('is disabled for an open entry among several POs, editable otherwise', () => {
    expect(poPickerMode(2, [open])).toBe('disabled')
    expect(poPickerMode(2, [declinedWithPo])).toBe('editable')
    expect(poPickerMode(2, [])).toBe('editable')
  })
})

describe('rows and changes', () => {
  it('puts a second entry of the same engagement, PO and day on a second row, and adds an empty row per engagement', () => {
    const entries = [entry({ timekeepingDate: '2026-11-16' }), entry({ timekeepingDate: '2026-11-16', durationMinutes: 60 })]
    const { rows } = buildRows(PERIOD, entries, [engagement(), engagement({ id: 'e2', name: 'Cerner' })], TODAY)
    const firstWeek = rows.filter((row) => row.week === '2026-11-16')
    expect(firstWeek.map((row) => row.engagementId)).toEqual(['e1', 'e1', 'e2'])
    expect(firstWeek[1].cells['2026-11-16']).toEqual({ hours: '1', minutes: '0', comment: '' })
  })
  it('shows an adjusted entry with its latest adjustment and the Adj. prefix', () => {
    const parent = entry({ state: 'approved', changeKind: 'adjustment' })
    const child = entry({ isAdjustive: true, parentId: parent.id, state: 'submitted', durationMinutes: 420 })
    const { rows, saved } = buildRows(PERIOD, [parent, child], [engagement()], TODAY)
    const cell = saved[rows[0].key]['2026-11-16']
    expect(rows[0].cells['2026-11-16'].hours).toBe('7')
    expect(stateLabel(cell)).toBe('Adj. Submitted for review')
  })
  it('blocks days outside the engagement and in the future', () => {
    expect(cellBlock(engagement({ startDate: '2026-11-17' }), '2026-11-16', TODAY)).toBe('outside')
    expect(cellBlock(engagement(), '2026-11-19', TODAY)).toBe('future')
    expect(cellBlock(engagement(), '2026-11-18', TODAY)).toBeNull()
  })
  it('sends only what changed, decreases first; a cleared open entry is deleted, a cleared approved one set to 0', () => {
    const open = entry({ timekeepingDate: '2026-11-16' })
    const approved = entry({ timekeepingDate: '2026-11-17', state: 'approved' })
    const { rows, saved } = buildRows(PERIOD, [open, approved], [engagement()], TODAY)
    const baseline = { rows: structuredClone(rows) }
    const edited = structuredClone(rows)
    edited[0].cells['2026-11-16'] = { ...EMPTY }
    edited[0].cells['2026-11-17'] = { ...EMPTY }
    edited[0].cells['2026-11-18'] = { hours: '2', minutes: '15', comment: 'Go-live' }
    const changes = changesOf({ rows: edited }, baseline, saved)
    expect(changes.map((change) => [change.kind, change.day])).toEqual([
      ['delete', '2026-11-16'],
      ['update', '2026-11-17'],
      ['create', '2026-11-18'],
    ])
    expect(changes[1]).toMatchObject({ minutes: 0 })
    expect(changes[2]).toMatchObject({ minutes: 135, comment: 'Go-live' })
    expect(changesOf(baseline, baseline, saved)).toEqual([])
  })
})
