import { useSearchParams } from 'react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import HistoryIcon from '@mui/icons-material/History'
import { payPeriodOf, periodLabel } from '../../../../domain/timeSheets/payPeriods'
import type { TimeEntry } from '../../../../contract/timeSheets/timeEntry'
import { TIME_ENTRY_STATE_LABELS } from '../../../../contract/labels'
import { EmptyState } from '../../../shared/EmptyState'
import { formatDate } from '../../../shared/format'
import { LoadError } from '../../../shared/LoadError'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { apiQuery } from '../../../shared/client'
import { minutesOfHoursText, moneyText, totalText } from './display'
import { EntryStateChip } from './EntryStateChip'
import { TimeTrackingNav } from './TimeTrackingNav'
import { PATHS } from './types'
import { ListPages } from '../../../shared/ListPages'
import { RowCard, RowCards, RowFacts, useStackedRows } from '../../../shared/RowCards'

const PAGE_SIZE = 25

/** '+1.50' / '-2.00': an adjustment's signed change. */
function signed(hours: string | null): string {
  const minutes = minutesOfHoursText(hours)
  return `${minutes > 0 ? '+' : ''}${totalText(minutes)}`
}

/** Under the engagement: its PO, and the talent's description or comment. */
function AdjustmentNotes({ entry }: { entry: TimeEntry }) {
  return (
    <>
      {entry.purchaseOrder && (
        <Typography variant="caption" color="text.secondary" component="div">
          PO {entry.purchaseOrder.name}
        </Typography>
      )}
      {(entry.talentComment || entry.description) && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'break-word' }}>
          {entry.description || entry.talentComment}
        </Typography>
      )}
    </>
  )
}

/** The state with 'Adj.' before it, and the organization's reason when it declined. */
function AdjustmentState({ entry }: { entry: TimeEntry }) {
  return (
    <>
      <EntryStateChip state={entry.state} label={`Adj. ${TIME_ENTRY_STATE_LABELS[entry.state]}`} />
      {entry.state === 'declined' && entry.clientComment && (
        <Typography variant="caption" color="error" component="div" sx={{ mt: 0.5, overflowWrap: 'break-word' }}>
          {entry.clientComment}
        </Typography>
      )}
    </>
  )
}

/**
 * /time-tracking/historical-adjustments (talent): every change made to time after its period closed,
 * newest first, with 'Adj.' before it: the day it corrects, the new time and the change,
 * the period it is booked into, its state and the organization's comment. A phone shows each as a
 * stacked card (the table's six columns ran past the screen in a box the keyboard could not scroll).
 */
export default function AdjustmentsPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const stacked = useStackedRows()
  const page = Math.max(1, Number(searchParams.get('page')) || 1)
  const list = useQuery({ ...apiQuery(PATHS.adjustments, { params: { query: { page, page_size: PAGE_SIZE } } }), placeholderData: keepPreviousData })
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1

  return (
    <>
      <PageHeader title="Historical adjustments" subtitle="Changes to time after its pay period closed, and what became of them." />
      <TimeTrackingNav />
      {list.isFetching && !list.isPending && <LinearProgress aria-label="Updating adjustments" sx={{ mb: 1 }} />}
      {list.isPending ? (
        <PageLoader label="Loading adjustments" />
      ) : list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.results.length === 0 ? (
        <EmptyState icon={<HistoryIcon />} title="No results found..." description="When you change time of a closed pay period, the request is listed here." />
      ) : (
        <>
          {stacked ? (
            <Paper variant="outlined">
              <RowCards label="Adjustments">
                {list.data.results.map((entry) => (
                  <RowCard key={entry.id} title={entry.engagementName}>
                    <AdjustmentNotes entry={entry} />
                    <RowFacts
                      facts={[
                        ['Day', formatDate(entry.timekeepingDate)],
                        ['Hours', `Adj. ${totalText(entry.durationMinutes)} (${signed(entry.hoursDelta)})`],
                        ['Booked into', periodLabel(payPeriodOf(entry.bookedPeriodStart))],
                        ['Pay change', moneyText(entry.payDelta)],
                        ['State', <AdjustmentState key="state" entry={entry} />],
                      ]}
                    />
                  </RowCard>
                ))}
              </RowCards>
            </Paper>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table aria-label="Adjustments" sx={{ '& td, & th': { px: 2, verticalAlign: 'top' } }}>
                <TableHead>
                  <TableRow>
                    <TableCell>Day</TableCell>
                    <TableCell>Engagement</TableCell>
                    <TableCell align="right">Hours</TableCell>
                    <TableCell>Booked into</TableCell>
                    <TableCell align="right">Pay change</TableCell>
                    <TableCell>State</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.data.results.map((entry) => (
                    <TableRow key={entry.id}>
                      <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>{formatDate(entry.timekeepingDate)}</TableCell>
                      <TableCell>
                        {entry.engagementName}
                        <AdjustmentNotes entry={entry} />
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        Adj. {totalText(entry.durationMinutes)}
                        <Typography variant="caption" color="text.secondary" component="div">
                          {signed(entry.hoursDelta)}
                        </Typography>
                      </TableCell>
                      <TableCell>{periodLabel(payPeriodOf(entry.bookedPeriodStart))}</TableCell>
                      <TableCell align="right">{moneyText(entry.payDelta)}</TableCell>
                      <TableCell>
                        <AdjustmentState entry={entry} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <ListPages page={page} pages={pages} label="Adjustment pages" onChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})} />
        </>
      )}
    </>
  )
}
