import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { useQueryClient } from '@tanstack/react-query'
import { daysOf, weeksOf, type PayPeriod } from '../../../../domain/timeSheets/payPeriods'
import type { EngagementTimeSheet, TimeEntry } from '../../../../contract/timeSheets/timeEntry'
import { fieldErrors, nonFieldErrors } from '../../../shared/api'
import { apiCall } from '../../../shared/client'
import { createEntryInput, updateEntryInput } from './entryInput'
import {
  EMPTY_CELL,
  buildRows,
  cellMinutes,
  changeIsAdjustment,
  changesOf,
  dayMinutes,
  emptyRow,
  newRowKey,
  pickMinutes,
  typeHours,
  type CellChange,
  type CellValue,
  type GridRow,
  type GridValues,
  type SavedCells,
} from './gridModel'
import { invalidateTime } from './queries'
import { PATHS, answerEntry, answerNotes } from './types'

export interface SaveResult {
  ok: boolean
  /** `${rowKey}|${day}` -> what the server (or the check before sending) said. */
  errors: Record<string, string>
  /** The server's warnings and adjustment messages. */
  notes: string[]
}

/** The body as the schema parses it; the first message of a refusal, as an Error, otherwise. */
function checked<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Not a valid entry.')
  return parsed.data
}

const cellKey = (rowKey: string, day: string) => `${rowKey}|${day}`

function firstMessage(error: unknown): string {
  const fields = Object.values(fieldErrors(error))
  return [...fields, ...nonFieldErrors(error)][0] ?? 'Could not be saved.'
}

/**
 * The grid's state: the rows live in a react-hook-form form; `baseline` is what the server holds (the
 * rows as loaded, moved forward cell by cell as saves succeed) and `saved` the entries behind the cells.
 * A save sends only the cells that differ and keeps the ones the server refused, with its reason.
 */
export function useTimeSheetGrid({ periods, entries, engagements, today, dataVersion }: {
  periods: PayPeriod[]
  entries: TimeEntry[] | undefined
  engagements: EngagementTimeSheet[]
  today: string
  dataVersion: number
}) {
  const queryClient = useQueryClient()
  const form = useForm<GridValues>({ defaultValues: { rows: [] } })
  const rows = useWatch({ control: form.control, name: 'rows' }) as GridRow[]
  const [baseline, setBaseline] = useState<GridValues>({ rows: [] })
  const [saved, setSaved] = useState<SavedCells>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const builtVersion = useRef(-1)

  const changes = useMemo(() => changesOf({ rows }, baseline, saved), [rows, baseline, saved])
  const pending = changes.length > 0

  // (Re)build from the server's entries when new data came and nothing typed would be lost.
  useEffect(() => {
    if (!entries || pending || builtVersion.current === dataVersion) return
    builtVersion.current = dataVersion
    const built = periods.map((period) => buildRows(period, entries, engagements, today))
    const nextRows = built.flatMap((part) => part.rows)
    setSaved(Object.assign({}, ...built.map((part) => part.saved)))
    setBaseline({ rows: structuredClone(nextRows) })
    setErrors({})
    form.reset({ rows: nextRows })
  }, [entries, pending, dataVersion, periods, engagements, today, form])

  const names = useMemo(() => {
    const map = new Map<string, string>()
    for (const entry of entries ?? []) map.set(entry.engagementId, entry.engagementName)
    for (const engagement of engagements) map.set(engagement.id, engagement.name)
    return map
  }, [entries, engagements])
  const engagementName = useCallback((id: string) => names.get(id) ?? 'Engagement', [names])

  const current = () => form.getValues('rows')
  const setCell = (rowKey: string, day: string, next: (cell: CellValue, othersOfDay: number) => CellValue) => {
    const all = current()
    const index = all.findIndex((row) => row.key === rowKey)
    if (index < 0) return
    const cell = all[index].cells[day] ?? EMPTY_CELL
    const others = dayMinutes(all, day) - (cellMinutes(cell) ?? 0)
    form.setValue(`rows.${index}.cells.${day}`, next(cell, others), { shouldDirty: true })
    setErrors((known) => {
      if (!known[cellKey(rowKey, day)]) return known
      const { [cellKey(rowKey, day)]: _gone, ...rest } = known
      return rest
    })
  }

  const daysOfWeek = (week: string) => periods.flatMap((period) => weeksOf(period)).find((days) => days[0] === week) ?? [week]

  const ops = {
    typeHours: (rowKey: string, day: string, text: string) => setCell(rowKey, day, (cell, others) => typeHours(cell, text, others)),
    pickMinutes: (rowKey: string, day: string, minutes: string) => setCell(rowKey, day, (cell, others) => pickMinutes(cell, minutes, others)),
    setComment: (rowKey: string, day: string, comment: string) => setCell(rowKey, day, (cell) => ({ ...cell, comment })),
    setPurchaseOrder: (rowKey: string, id: string) => {
      const index = current().findIndex((row) => row.key === rowKey)
      if (index >= 0) form.setValue(`rows.${index}.purchaseOrderId`, id, { shouldDirty: true })
    },
    duplicateRow: (rowKey: string) => {
      const all = current()
      const index = all.findIndex((row) => row.key === rowKey)
      const engagement = engagements.find((candidate) => candidate.id === all[index]?.engagementId)
      if (index < 0 || !engagement) return
      const copy = emptyRow(engagement, all[index].week, daysOfWeek(all[index].week), all[index].purchaseOrderId)
      form.setValue('rows', [...all.slice(0, index + 1), copy, ...all.slice(index + 1)], { shouldDirty: true })
    },
    addRow: (week: string, engagementId: string) => {
      const engagement = engagements.find((candidate) => candidate.id === engagementId)
      if (engagement) form.setValue('rows', [...current(), emptyRow(engagement, week, daysOfWeek(week))], { shouldDirty: true })
    },
    /** Drops a row from the grid and from the baseline (its saved entries were deleted by the caller). */
    dropRow: (rowKey: string) => {
      form.setValue('rows', current().filter((row) => row.key !== rowKey), { shouldDirty: true })
      setBaseline((base) => ({ rows: base.rows.filter((row) => row.key !== rowKey) }))
      setSaved(({ [rowKey]: _gone, ...rest }) => rest)
    },
    /**
     * Puts time typed in the 'New time sheet entry' dialog into the grid: the week's row of that
     * engagement and PO with the day still empty, or a new row. Answers the row's key.
     */
    placeEntry: (day: string, engagementId: string, purchaseOrderId: string, value: CellValue): string | null => {
      const engagement = engagements.find((candidate) => candidate.id === engagementId)
      const days = periods.flatMap((period) => weeksOf(period)).find((week) => week.includes(day))
      if (!engagement || !days) return null
      const all = current()
      const index = all.findIndex((row) => row.week === days[0] && row.engagementId === engagementId && row.purchaseOrderId === purchaseOrderId && !saved[row.key]?.[day] && (row.cells[day] === undefined || cellMinutes(row.cells[day]) === 0))
      if (index >= 0) {
        form.setValue(`rows.${index}.cells.${day}`, value, { shouldDirty: true })
        return all[index].key
      }
      const row = { ...emptyRow(engagement, days[0], days, purchaseOrderId), key: newRowKey() }
      row.cells[day] = value
      form.setValue('rows', [...all, row], { shouldDirty: true })
      return row.key
    },
  }

  const isShownDay = (day: string) => periods.some((period) => daysOf(period).includes(day))

  const save = async (): Promise<SaveResult> => {
    const values = { rows: current() }
    const list = changesOf(values, baseline, saved)
    const result: SaveResult = { ok: true, errors: {}, notes: [] }
    const nextSaved: SavedCells = Object.fromEntries(Object.entries(saved).map(([key, cells]) => [key, { ...cells }]))
    const done = new Set<string>()
    setSaving(true)
    try {
      for (const change of list) {
        const key = cellKey(change.rowKey, change.day)
        try {
          await send(change, nextSaved, result.notes)
          done.add(key)
        } catch (error) {
          result.ok = false
          result.errors[key] = error instanceof Error && !('status' in error) ? error.message : firstMessage(error)
        }
      }
    } finally {
      setSaving(false)
    }
    // The baseline moves to what was typed for every cell that went through; refused cells keep theirs.
    const before = new Map(baseline.rows.map((row) => [row.key, row]))
    const failedRows = new Set(Object.keys(result.errors).map((key) => key.split('|').slice(0, -1).join('|')))
    setBaseline({
      rows: values.rows.map((row) => {
        const old = before.get(row.key)
        const cells = Object.fromEntries(
          Object.entries(row.cells).map(([day, cell]) => [day, done.has(cellKey(row.key, day)) ? { ...cell } : { ...(old?.cells[day] ?? EMPTY_CELL) }]),
        )
        const purchaseOrderId = failedRows.has(row.key) ? (old?.purchaseOrderId ?? row.purchaseOrderId) : row.purchaseOrderId
        return { ...row, purchaseOrderId, cells }
      }),
    })
    setSaved(nextSaved)
    setErrors(result.errors)
    if (list.length) void invalidateTime(queryClient)
    return result
  }

  async function send(change: CellChange, nextSaved: SavedCells, notes: string[]) {
    const slot = (nextSaved[change.rowKey] ??= {})
    if (change.kind === 'delete') {
      await apiCall('delete', PATHS.entry, { params: { path: { id: change.entry.id } } })
      delete slot[change.day]
      return
    }
    const engagement = engagements.find((candidate) => candidate.id === change.engagementId)
    if ((engagement?.poList.length ?? 0) > 1 && !change.purchaseOrderId) throw new Error('Select a purchase order.')
    const hours = Math.floor(change.minutes / 60)
    const minutes = change.minutes % 60
    if (change.kind === 'create') {
      const body = checked(createEntryInput, {
        engagementId: change.engagementId,
        timekeepingDate: change.day,
        hours,
        minutes,
        ...(change.purchaseOrderId ? { purchaseOrderId: change.purchaseOrderId } : {}),
        ...(change.comment ? { talentComment: change.comment } : {}),
      })
      const answer = await apiCall('post', PATHS.entries, { body })
      notes.push(...answerNotes(answer))
      slot[change.day] = { entry: answerEntry(answer), adjustment: null }
      return
    }
    const body = checked(updateEntryInput, {
      hours,
      minutes,
      ...((change.entry.purchaseOrderId ?? '') !== change.purchaseOrderId ? { purchaseOrderId: change.purchaseOrderId || null } : {}),
      ...(change.entry.talentComment !== change.comment ? { talentComment: change.comment } : {}),
    })
    const answer = await apiCall('patch', PATHS.entry, { params: { path: { id: change.entry.id } }, body })
    notes.push(...answerNotes(answer))
    const entry = answerEntry(answer)
    slot[change.day] = entry.id === change.entry.id ? { entry, adjustment: slot[change.day]?.adjustment ?? null } : { entry: change.entry, adjustment: entry }
  }

  /** True when an unsaved change becomes an adjustment request (the closed-period warning shows). */
  const adjusting = changes.some((change) => changeIsAdjustment(change.day, today, saved[change.rowKey]?.[change.day]))

  return { form, rows, baseline, saved, errors, saving, changes, pending, adjusting, engagementName, ops, save, isShownDay }
}
