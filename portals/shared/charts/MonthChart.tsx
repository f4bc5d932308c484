import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { BarChart } from '@mui/x-charts/BarChart'
import type { MonthFigure } from '../../../contract/dashboards'
import { centsToDollars, formatAxisDollars, hasCents, minutesToHours, monthRows } from '../../../contract/dashboards/monthFigures'

export interface MonthChartProps {
  /** The chart's name: the table's caption and the figure's label ('Hours by month'). */
  title: string
  figures: readonly MonthFigure[]
  /** What the dollars are ('Spend', 'Revenue'); shown only when some month carries cents. */
  moneyLabel?: string
  height?: number
}

/** The short month on a narrow axis ('Nov'), the full one ('Nov 2026') in the tooltip and the table. */
const tickMonth = (label: string, location: string) => (location === 'tick' ? label.slice(0, 3) : label)

/**
 * Bars of hours per month and, when the figures carry cents, bars of dollars on their own axis
 * (@mui/x-charts). The drawing is hidden from assistive technology; a visually hidden `<table>` with a
 * caption gives the same figures (month, hours, dollars to the cent) to screen readers, reachable by its
 * name ('table', caption). Empty figures show a line instead of an empty frame.
 */
export function MonthChart({ title, figures, moneyLabel = 'Spend', height = 260 }: MonthChartProps) {
  const withMoney = hasCents(figures)
  const rows = monthRows(figures)
  if (figures.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3 }}>
        No hours recorded yet.
      </Typography>
    )
  }
  return (
    <Box>
      <Box aria-hidden sx={{ width: '100%', minWidth: 0 }}>
        <BarChart
          height={height}
          skipAnimation
          margin={{ left: 0, right: withMoney ? 0 : 8, top: 8, bottom: 0 }}
          xAxis={[
            {
              scaleType: 'band',
              data: rows.map((row) => row.label),
              valueFormatter: (label: string, context) => tickMonth(label, context.location),
              tickLabelStyle: { fontSize: 11 },
            },
          ]}
          yAxis={[
            { id: 'hours', label: 'Hours', width: 52, valueFormatter: (value: number) => value.toLocaleString('en-US') },
            ...(withMoney ? [{ id: 'money', label: moneyLabel, position: 'right' as const, width: 56, valueFormatter: formatAxisDollars }] : []),
          ]}
          series={[
            {
              id: 'hours',
              label: 'Hours',
              yAxisId: 'hours',
              data: figures.map((figure) => minutesToHours(figure.minutes)),
              valueFormatter: (value) => `${value ?? 0} h`,
            },
            ...(withMoney
              ? [
                  {
                    id: 'money',
                    label: moneyLabel,
                    yAxisId: 'money',
                    data: figures.map((figure) => centsToDollars(figure.cents ?? 0)),
                    valueFormatter: (value: number | null) => formatAxisDollars(value ?? 0),
                  },
                ]
              : []),
          ]}
          hideLegend={!withMoney}
          slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } } }}
        />
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Hours</th>
            {withMoney && <th scope="col">{moneyLabel}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.month}>
              <th scope="row">{row.label}</th>
              <td>{row.hours}</td>
              {withMoney && <td>{row.dollars}</td>}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  )
}
