import { useSearchParams } from 'react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined'
import { isCalendarDate, periodLabel } from '../../../../domain/timeSheets/payPeriods'
import { EmptyState } from '../../../shared/EmptyState'
import { formatDate } from '../../../shared/format'
import { LoadError } from '../../../shared/LoadError'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { apiQuery } from '../../../shared/client'
import { minutesOfHoursText, moneyText, totalText } from './display'
import { DayPicker } from './DayPicker'
import { TimeTrackingNav } from './TimeTrackingNav'
import { PATHS } from './types'
import { ListPages } from '../../../shared/ListPages'

const PAGE_SIZE = 25

/**
 * /time-tracking/payroll-history (talent): past pay periods, newest first, with their hours, the pay
 * and the pay date, and the totals over the chosen range (kept in the address).
 */
export default function PayrollHistoryPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const from = searchParams.get('from') ?? ''
  const to = searchParams.get('to') ?? ''
  const page = Math.max(1, Number(searchParams.get('page')) || 1)
  const range = { dateFrom: isCalendarDate(from) ? from : undefined, dateTo: isCalendarDate(to) ? to : undefined }
  const list = useQuery({
    ...apiQuery(PATHS.extended, { params: { query: { date_from: range.dateFrom, date_to: range.dateTo, page, page_size: PAGE_SIZE } } }),
    placeholderData: keepPreviousData,
  })
  const total = useQuery({ ...apiQuery(PATHS.extendedTotal, { params: { query: { date_from: range.dateFrom, date_to: range.dateTo } } }), placeholderData: keepPreviousData })
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1

  const setParam = (name: 'from' | 'to' | 'page', value: string) => {
    const next = new URLSearchParams(searchParams)
    if (value) next.set(name, value)
    else next.delete(name)
    if (name !== 'page') next.delete('page')
    setSearchParams(next, { replace: name !== 'page' })
  }

  return (
    <>
      <PageHeader
        title="Payroll history"
        subtitle="Your past pay periods: hours, pay and when it is paid."
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}>
            <Box sx={{ flex: 1, minWidth: 150 }}>
              <DayPicker size="small" label="From" value={from} max={to || undefined} onChange={(next) => setParam('from', next)} />
            </Box>
            <Box sx={{ flex: 1, minWidth: 150 }}>
              <DayPicker size="small" label="To" value={to} min={from || undefined} onChange={(next) => setParam('to', next)} />
            </Box>
          </Box>
        }
      />
      <TimeTrackingNav />
      {list.isFetching && !list.isPending && <LinearProgress aria-label="Updating payroll history" sx={{ mb: 1 }} />}
      {list.isPending ? (
        <PageLoader label="Loading payroll history" />
      ) : list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.results.length === 0 ? (
        <EmptyState icon={<ReceiptLongOutlinedIcon />} title="No results found..." description={range.dateFrom || range.dateTo ? 'Try another range of dates.' : 'Paid periods appear here once your time is approved.'} />
      ) : (
        <>
          {total.data && (
            <Paper variant="outlined" component="section" aria-label="Totals" sx={{ p: 2, mb: 2, display: 'flex', gap: { xs: 2, sm: 4 }, flexWrap: 'wrap' }}>
              <Fact label="Periods" value={String(total.data.periods)} />
              <Fact label="Hours" value={totalText(minutesOfHoursText(total.data.hours))} />
              <Fact label="Pay" value={moneyText(total.data.amount)} />
            </Paper>
          )}
          <TableContainer component={Paper} variant="outlined">
            <Table aria-label="Pay periods" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell>Pay period</TableCell>
                  <TableCell align="right">Hours</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell>Pay date</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.results.map((row) => (
                  <TableRow key={row.period.start}>
                    <TableCell component="th" scope="row">{periodLabel(row.period)}</TableCell>
                    <TableCell align="right">
                      {totalText(minutesOfHoursText(row.hours))}
                      {row.approvedHours !== row.hours && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {totalText(minutesOfHoursText(row.approvedHours))} approved
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right">{moneyText(row.amount)}</TableCell>
                    <TableCell>{formatDate(row.payDate)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <ListPages page={page} pages={pages} label="Payroll history pages" onChange={(next) => setParam('page', next > 1 ? String(next) : '')} />
        </>
      )}
    </>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  )
}
