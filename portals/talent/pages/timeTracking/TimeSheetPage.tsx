import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  adjustmentHorizonStart,
  isCalendarDate,
  payDateOf,
  payPeriodsBetween,
  periodLabel,
  addDaysTo,
  editWindowLastDay,
} from '../../../../domain/timeSheets/payPeriods'
import type { PayPeriodAnswer } from '../../../../contract/timeSheets/timeEntry'
import { formatDate } from '../../../shared/format'
import { LoadError } from '../../../shared/LoadError'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { apiQuery } from '../../../shared/client'
import { PeriodsSheet } from './PeriodsSheet'
import { TimeTrackingNav } from './TimeTrackingNav'
import { PATHS } from './types'

const OPEN = 'open'

/**
 * /time-tracking (talent): the current and grace periods as week-by-day grids, or one earlier (closed)
 * period chosen in 'Pay period' (a change there is an adjustment request for a manager),
 * back to the 3-month horizon. The next pay date heads the page.
 */
export default function TimeSheetPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const short = useQuery(apiQuery(PATHS.short))
  const payDate = useQuery(apiQuery(PATHS.payDate))
  const today = short.data?.today

  const closedPeriods = useMemo(() => {
    if (!short.data || !today) return []
    const oldestOpen = short.data.grace ?? short.data.current
    return payPeriodsBetween(adjustmentHorizonStart(today, 'talent'), addDaysTo(oldestOpen.start, -1)).reverse()
  }, [short.data, today])

  const requested = searchParams.get('period')
  const chosen = requested && isCalendarDate(requested) ? closedPeriods.find((period) => period.start === requested) : undefined
  const periods: PayPeriodAnswer[] = useMemo(() => {
    if (!short.data) return []
    if (chosen) return [{ ...chosen, type: 'close', payDate: payDateOf(chosen), editableThrough: editWindowLastDay(chosen, 'talent') }]
    return [short.data.current, ...(short.data.grace ? [short.data.grace] : [])]
  }, [short.data, chosen])

  const subtitle = payDate.data ? (
    <>
      Next pay date: <strong>{formatDate(payDate.data.payDate)}</strong> (for {periodLabel(payDate.data.period)})
    </>
  ) : (
    'Log your hours by day; submit them for approval before the period closes.'
  )

  return (
    <>
      <PageHeader
        title="Time tracking"
        subtitle={subtitle}
        actions={
          short.data && (
            <TextField
              select
              size="small"
              label="Pay period"
              value={chosen?.start ?? OPEN}
              onChange={(event) => setSearchParams(event.target.value === OPEN ? {} : { period: event.target.value })}
              slotProps={{ select: { native: true } }}
              sx={{ width: { xs: '100%', sm: 300 } }}
            >
              <option value={OPEN}>Open periods</option>
              {closedPeriods.map((period) => (
                <option key={period.start} value={period.start}>
                  {periodLabel(period)} (closed)
                </option>
              ))}
            </TextField>
          )
        }
      />
      <TimeTrackingNav />
      {short.isPending ? (
        <PageLoader label="Loading your time sheet" />
      ) : short.isError ? (
        <LoadError error={short.error} onRetry={() => void short.refetch()} />
      ) : (
        <Box>
          {chosen && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              This period is closed: a change you save here is sent to a manager for review as an adjustment.
            </Typography>
          )}
          <PeriodsSheet key={chosen?.start ?? OPEN} periods={periods} short={short.data} closedView={Boolean(chosen)} />
        </Box>
      )}
    </>
  )
}
