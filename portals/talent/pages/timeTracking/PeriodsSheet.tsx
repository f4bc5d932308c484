import { useMemo, useRef, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import WorkOutlineIcon from '@mui/icons-material/WorkOutline'
import { daysOf, periodLabel, weeksOf } from '../../../../domain/timeSheets/payPeriods'
import { PAY_PERIOD_CLOSED_WARNING, type PayPeriodAnswer } from '../../../../contract/timeSheets/timeEntry'
import { errorMessage } from '../../../shared/api'
import { apiCall } from '../../../shared/client'
import { useConfirm } from '../../../shared/ConfirmDialog'
import { EmptyState } from '../../../shared/EmptyState'
import { formatDate } from '../../../shared/format'
import { LoadError } from '../../../shared/LoadError'
import { GUARDED } from '../../../shared/GuardedDialog'
import { useModal } from '../../../shared/ModalHost'
import { PageLoader } from '../../../shared/PageLoader'
import { useToast } from '../../../shared/toasts'
import { useLeavePageWarning } from '../../../shared/useLeavePageWarning'
import { TextLink } from '../../../shared/TextLink'
import { dayLabel, totalText } from './display'
import { EntryDetailsDialog } from './EntryDetailsDialog'
import { dayMinutes, engagementsOf, isDeletable } from './gridModel'
import { NewEntryDialog } from './NewEntryDialog'
import { PeriodSummary } from './PeriodSummary'
import { entriesQuery, invalidateTime } from './queries'
import { PATHS, type ShortAnswer } from './types'
import { useTimeSheetGrid } from './useTimeSheetGrid'
import { WeekSheet, type SheetApi } from './WeekSheet'

const PERIOD_TITLE: Record<PayPeriodAnswer['type'], string> = { current: 'Current period', grace: 'Previous period (still open)', close: 'Closed period' }

/** The grids of the shown periods, with Save and Submit (a closed period has Save only). */
export function PeriodsSheet({ periods, short, closedView }: { periods: PayPeriodAnswer[]; short: ShortAnswer; closedView: boolean }) {
  const dateFrom = periods.reduce((first, period) => (period.start < first ? period.start : first), periods[0].start)
  const dateTo = periods.reduce((last, period) => (period.end > last ? period.end : last), periods[0].end)
  const entries = useQuery(entriesQuery(dateFrom, dateTo))
  const queryClient = useQueryClient()
  const toast = useToast()
  const confirm = useConfirm()
  const modal = useModal()
  const [notes, setNotes] = useState<string[]>([])
  const latestNotes = useRef<string[]>([])
  const [failed, setFailed] = useState(0)
  const [submitting, setSubmitting] = useState(false)
  const engagements = useMemo(() => engagementsOf(short.engagements, entries.data ?? [], short.today), [short.engagements, entries.data, short.today])
  const grid = useTimeSheetGrid({ periods, entries: entries.data, engagements, today: short.today, dataVersion: entries.dataUpdatedAt })
  useLeavePageWarning(grid.pending)
  const periodsOldestLast = useMemo(() => [...periods].sort((a, b) => b.start.localeCompare(a.start)), [periods])

  const saveAll = async (): Promise<boolean> => {
    const result = await grid.save()
    latestNotes.current = result.notes
    setNotes(result.notes)
    setFailed(Object.keys(result.errors).length)
    if (!result.ok) {
      toast.error(`${Object.keys(result.errors).length} of your changes could not be saved. The marked days say why.`)
      return false
    }
    return true
  }

  /** One toast at a time: the server's warning and adjustment message when there are any, else the success. */
  const onSave = async () => {
    const ok = await saveAll()
    if (!ok) return
    const notesNow = latestNotes.current
    if (notesNow.length) toast.warning(notesNow.join(' '))
    else toast.success('Time sheet was saved')
  }

  const onSubmit = async () => {
    if (grid.pending && !(await saveAll())) return
    setSubmitting(true)
    try {
      let submitted = 0
      for (const period of periods.filter((candidate) => candidate.type !== 'close')) {
        const answer = await apiCall('post', PATHS.submit, { body: { periodStart: period.start } })
        submitted += answer.submitted
      }
      await invalidateTime(queryClient)
      if (submitted) toast.success(`${submitted} time ${submitted === 1 ? 'entry was' : 'entries were'} submitted for approval`)
      else toast.warning('There is no open time to submit.')
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setSubmitting(false)
    }
  }

  const sheet: SheetApi = {
    today: short.today,
    rows: grid.rows,
    saved: grid.saved,
    errors: grid.errors,
    engagements,
    engagementName: grid.engagementName,
    typeHours: grid.ops.typeHours,
    pickMinutes: grid.ops.pickMinutes,
    setPurchaseOrder: grid.ops.setPurchaseOrder,
    duplicateRow: grid.ops.duplicateRow,
    addRow: grid.ops.addRow,
    deleteRow: (rowKey) => void deleteRow(rowKey),
    openDetails: (rowKey, day) => {
      const row = grid.rows.find((candidate) => candidate.key === rowKey)
      if (!row) return
      modal.open(
        <EntryDetailsDialog
          day={day}
          engagementName={grid.engagementName(row.engagementId)}
          comment={row.cells[day]?.comment ?? ''}
          saved={grid.saved[rowKey]?.[day]}
          onApply={(comment) => {
            grid.ops.setComment(rowKey, day, comment)
            modal.close()
          }}
          onClose={modal.close}
        />,
        GUARDED,
      )
    },
    newEntry: (day) => openNewEntry(day),
  }

  async function deleteRow(rowKey: string) {
    const row = grid.rows.find((candidate) => candidate.key === rowKey)
    if (!row) return
    const saved = Object.values(grid.saved[rowKey] ?? {})
    const name = grid.engagementName(row.engagementId)
    const yes = await confirm({
      title: 'Delete this row?',
      message: saved.length
        ? `The ${saved.length === 1 ? 'entry' : `${saved.length} entries`} of ${name} in the week of ${dayLabel(row.week)} will be deleted.`
        : `The row of ${name} in the week of ${dayLabel(row.week)} will be removed.`,
      confirmLabel: 'Delete',
      destructive: true,
    })
    if (!yes) return
    try {
      for (const cell of saved) if (isDeletable(cell)) await apiCall('delete', PATHS.entry, { params: { path: { id: cell.entry.id } } })
      grid.ops.dropRow(rowKey)
      if (saved.length) {
        void invalidateTime(queryClient)
        toast.success('Row was deleted')
      }
    } catch (error) {
      toast.error(errorMessage(error))
      void invalidateTime(queryClient)
    }
  }

  function openNewEntry(day?: string) {
    modal.open(
      <NewEntryDialog
        today={short.today}
        initialDay={day ?? short.today}
        engagements={short.engagements}
        otherMinutesOfDay={(date) => (grid.isShownDay(date) ? dayMinutes(grid.rows, date) : 0)}
        isShownDay={grid.isShownDay}
        onPlace={async (date, engagementId, purchaseOrderId, value) => {
          const rowKey = grid.ops.placeEntry(date, engagementId, purchaseOrderId, value)
          if (!rowKey) return 'This day is not on the time sheet shown.'
          const result = await grid.save()
          setNotes(result.notes)
          setFailed(Object.keys(result.errors).length)
          return result.errors[`${rowKey}|${date}`] ?? (result.ok ? null : 'Other changes on the sheet could not be saved.')
        }}
        onSaved={(notesOfSave) => {
          setNotes(notesOfSave)
          toast.success('Time entry was saved')
          if (notesOfSave.length) toast.warning(notesOfSave.join(' '))
          modal.close()
        }}
        onClose={modal.close}
      />,
      GUARDED,
    )
  }

  if (entries.isPending) return <PageLoader label="Loading your time entries" />
  if (entries.isError) return <LoadError error={entries.error} onRetry={() => void entries.refetch()} />
  if (short.engagements.length === 0 && entries.data.length === 0) {
    return (
      <EmptyState
        icon={<WorkOutlineIcon />}
        title="No engagement to log time on"
        description="Time is logged on an accepted engagement, between its start and end dates."
        action={<TextLink to="/engagements">Go to engagements</TextLink>}
      />
    )
  }

  const canSubmit = !closedView
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="outlined" onClick={() => openNewEntry()}>
          New time sheet entry
        </Button>
      </Box>
      {notes.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }} onClose={() => setNotes([])}>
          {notes.map((note, index) => (
            <div key={index}>{note}</div>
          ))}
        </Alert>
      )}
      {periodsOldestLast.map((period) => {
        const minutes = daysOf(period).reduce((sum, day) => sum + dayMinutes(grid.rows, day), 0)
        return (
          <Box key={period.start} component="section" aria-label={`${PERIOD_TITLE[period.type]}, ${periodLabel(period)}`} sx={{ mb: 3 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
              <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                {PERIOD_TITLE[period.type]}: {periodLabel(period)}
              </Typography>
              <Typography color="text.secondary" variant="body2">
                {period.type === 'close' ? 'Closed' : `Editable through ${formatDate(period.editableThrough)}`} · Paid on {formatDate(period.payDate)} · Period total{' '}
                <strong>{totalText(minutes)}</strong> h
              </Typography>
            </Box>
            <PeriodSummary period={period} />
            {weeksOf(period).map((days) => (
              <WeekSheet key={days[0]} days={days} sheet={sheet} />
            ))}
          </Box>
        )
      })}
      <Paper elevation={3} sx={{ position: 'sticky', bottom: 8, p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, zIndex: 2 }}>
        <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
          {grid.adjusting ? (
            <Alert severity="warning" sx={{ py: 0 }}>
              {PAY_PERIOD_CLOSED_WARNING}
            </Alert>
          ) : failed > 0 ? (
            <Typography variant="body2" color="error">
              {failed} {failed === 1 ? 'change was' : 'changes were'} not saved: the marked days say why.
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {grid.pending ? `${grid.changes.length} unsaved ${grid.changes.length === 1 ? 'change' : 'changes'}` : 'All changes saved'}
            </Typography>
          )}
        </Box>
        <Button variant="outlined" onClick={() => void onSave()} disabled={!grid.pending || submitting} loading={grid.saving && !submitting}>
          Save
        </Button>
        {canSubmit && (
          <Button variant="contained" onClick={() => void onSubmit()} disabled={grid.saving} loading={submitting}>
            Submit
          </Button>
        )}
      </Paper>
    </Box>
  )
}
