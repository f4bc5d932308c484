import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { BarChart } from '@mui/x-charts/BarChart'
import type { MonthFigure } from '../../contract/dashboards'
import { centsToDollars, formatAxisDollars, formatHours, minutesToHours, monthLabel } from '../../contract/dashboards/monthFigures'
import { formatMoney } from '../../contract/format'

/**
 * The console's own month chart (it may not import portals/): one measure per chart, hours or money,
 * as bars (@mui/x-charts), the drawing hidden from assistive technology and a visually hidden `<table>`
 * with a caption giving the same figures. The formatting is the portals' (contract/dashboards/monthFigures.ts).
 */
export const ConsoleMonthChart = ({ title, figures, measure }: { title: string; figures: readonly MonthFigure[]; measure: 'hours' | 'money' }) => {
  if (figures.length === 0) return <Typography color="text.secondary">No figures yet.</Typography>
  const hours = measure === 'hours'
  const labels = figures.map((figure) => monthLabel(figure.month))
  const exact = (figure: MonthFigure) => (hours ? formatHours(figure.minutes) : formatMoney(figure.cents ?? 0))
  return (
    <Box>
      <Box aria-hidden sx={{ width: '100%', minWidth: 0 }}>
        <BarChart
          height={240}
          skipAnimation
          hideLegend
          margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
          xAxis={[
            {
              scaleType: 'band',
              data: labels,
              valueFormatter: (label: string, context) => (context.location === 'tick' ? label.slice(0, 3) : label),
              tickLabelStyle: { fontSize: 11 },
            },
          ]}
          yAxis={[{ width: 56, valueFormatter: hours ? (value: number) => value.toLocaleString('en-US') : formatAxisDollars }]}
          series={[
            {
              label: hours ? 'Hours' : 'Revenue',
              color: hours ? '#1565c0' : '#2e7d32',
              data: figures.map((figure) => (hours ? minutesToHours(figure.minutes) : centsToDollars(figure.cents ?? 0))),
              valueFormatter: (value: number | null) => (hours ? `${value ?? 0} h` : formatAxisDollars(value ?? 0)),
            },
          ]}
        />
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">{hours ? 'Hours' : 'Revenue'}</th>
          </tr>
        </thead>
        <tbody>
          {figures.map((figure, index) => (
            <tr key={figure.month}>
              <th scope="row">{labels[index]}</th>
              <td>{exact(figure)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  )
}
