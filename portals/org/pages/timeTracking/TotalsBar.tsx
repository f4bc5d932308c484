import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { shownAmount } from '../engagements/money'
import { hoursTextShown, type TimeTotals } from './timeSheetsApi'

/**
 * The totals of what the list shows (GET <org>time-sheets/total/ with the same filters): hours by
 * state, the adjustments booked into the period, and the cost when the API gives it (View Rate).
 */
export function TotalsBar({ totals }: { totals: TimeTotals }) {
  const figures: [string, string][] = [
    ['Total hours', hoursTextShown(totals.totalHours)],
    ['Approved', hoursTextShown(totals.approvedHours)],
    ['Waiting', hoursTextShown(totals.pendingHours)],
    ['Declined', hoursTextShown(totals.declinedHours)],
    ['Adjustments', hoursTextShown(totals.adjustedHours)],
  ]
  const amount = shownAmount(totals.amount)
  if (amount) figures.push(['Cost', amount])
  return (
    <Box component="dl" aria-label="Totals" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: `repeat(${figures.length}, minmax(0, 1fr))` }, gap: 1.5, m: 0, mb: 2 }}>
      {figures.map(([label, value]) => (
        <Box key={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, bgcolor: 'background.paper' }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="subtitle1" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
