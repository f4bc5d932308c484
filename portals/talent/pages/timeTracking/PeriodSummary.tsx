import { useQuery } from '@tanstack/react-query'
import Typography from '@mui/material/Typography'
import type { PayPeriodAnswer } from '../../../../contract/timeSheets/timeEntry'
import { apiQuery } from '../../../shared/client'
import { minutesOfHoursText, moneyText, totalText } from './display'
import { PATHS } from './types'

/**
 * What the server counts for a period (GET /talent/time-sheets/total/?date=<its first day>: `after` is
 * that period): approved and submitted time, approved adjustments booked into it, and the pay so far.
 * The grid's own totals above count what is typed; this line counts what is saved.
 */
export function PeriodSummary({ period }: { period: PayPeriodAnswer }) {
  const totals = useQuery(apiQuery(PATHS.total, { params: { query: { date: period.start } } }))
  const after = totals.data?.after
  if (!after) return null
  const adjusted = minutesOfHoursText(after.adjustedHours)
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      Saved: approved <strong>{totalText(minutesOfHoursText(after.approvedHours))}</strong> h · submitted {totalText(minutesOfHoursText(after.pendingHours))} h · open{' '}
      {totalText(minutesOfHoursText(after.openHours))} h
      {adjusted !== 0 && ` · adjustments ${adjusted > 0 ? '+' : ''}${totalText(adjusted)} h`} · approved pay <strong>{moneyText(after.amount)}</strong>
    </Typography>
  )
}
