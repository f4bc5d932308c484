import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTheme } from '@mui/material/styles'
import { BarChart } from '@mui/x-charts/BarChart'
import { useQuery } from '@tanstack/react-query'
import { formatMoney } from '../../../../contract/format'
import { formatDate } from '../../../shared/format'
import { RowCard, RowCards, RowFacts, useStackedRows } from '../../../shared/RowCards'
import { apiQuery } from '../../../shared/client'
import { loadState } from '../../queries'
import type { TimeSheetPaths } from './timeSheetsApi'

/** Axis ticks: whole dollars, thousands as 'k' ($45k). */
const tick = (dollars: number | null) => (dollars === null ? '' : Math.abs(dollars) >= 1000 ? `$${Math.round(dollars / 1000).toLocaleString('en-US')}k` : `$${Math.round(dollars)}`)
const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? '—' : formatMoney(cents))

/**
 * PO burn-down (docs/decisions/po-burn-down.md): per purchase order, its amount against all approved spend
 * to date (talent fee included, adjustments and exported periods counted), the same whichever pay period
 * the page shows; submitted spend waits for approval and is shown apart, not deducted. A stacked bar per
 * PO (approved + remaining) with MUI X Charts, and the same figures for screen readers: a table, or on a
 * phone one stacked card per PO (docs/decisions/phone-lists-as-row-cards.md).
 */
export function PoBurnDownChart({ paths }: { paths: TimeSheetPaths }) {
  const theme = useTheme()
  const stacked = useStackedRows()
  const burnDown = loadState(useQuery(apiQuery(paths.poBurnDown)))
  const rows = burnDown.data?.results ?? []
  if (burnDown.loading || burnDown.failed || rows.length === 0) return null
  const labels = rows.map((row) => row.purchaseOrder.name)
  return (
    <Card component="section" aria-labelledby="po-burn-down-title" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="po-burn-down-title" variant="h6" component="h2">
          PO burn-down
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {`All approved spend to date (${formatDate(burnDown.data?.asOf)}), whichever period is shown. Submitted spend awaits approval and is not deducted.`}
        </Typography>
        <Box aria-hidden sx={{ width: '100%' }}>
          <BarChart
            height={Math.max(160, 56 * rows.length + 60)}
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: labels, width: 90 }]}
            xAxis={[{ valueFormatter: tick }]}
            series={[
              { label: 'Approved to date', stack: 'po', color: theme.palette.primary.main, data: rows.map((row) => row.approvedCostCents / 100), valueFormatter: (value) => (value === null ? '' : formatMoney(Math.round(value * 100))) },
              { label: 'Remaining', stack: 'po', color: theme.palette.grey[400], data: rows.map((row) => (row.remainingCents === null ? 0 : Math.max(0, row.remainingCents) / 100)), valueFormatter: (value) => (value === null ? '' : formatMoney(Math.round(value * 100))) },
            ]}
            margin={{ left: 8, right: 24 }}
          />
        </Box>
        {stacked ? (
          <RowCards label="PO burn-down">
            {rows.map((row) => (
              <RowCard key={row.purchaseOrder.id} title={row.purchaseOrder.name}>
                <RowFacts
                  facts={[
                    ['Amount', money(row.amountCents)],
                    ['Approved to date', money(row.approvedCostCents)],
                    ['Submitted', money(row.submittedCostCents)],
                    [
                      'Remaining',
                      <Box component="span" key="remaining" sx={{ color: row.remainingCents !== null && row.remainingCents < 0 ? 'error.main' : undefined }}>
                        {money(row.remainingCents)}
                      </Box>,
                    ],
                    ['Valid through', formatDate(row.validThrough)],
                  ]}
                />
              </RowCard>
            ))}
          </RowCards>
        ) : (
          <Box role="region" aria-label="PO burn-down figures" tabIndex={0} sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="PO burn-down">
              <TableHead>
                <TableRow>
                  <TableCell>PO</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell align="right">Approved to date</TableCell>
                  <TableCell align="right">Submitted</TableCell>
                  <TableCell align="right">Remaining</TableCell>
                  <TableCell>Valid through</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.purchaseOrder.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.purchaseOrder.name}</TableCell>
                    <TableCell align="right">{money(row.amountCents)}</TableCell>
                    <TableCell align="right">{money(row.approvedCostCents)}</TableCell>
                    <TableCell align="right">{money(row.submittedCostCents)}</TableCell>
                    <TableCell align="right" sx={{ color: row.remainingCents !== null && row.remainingCents < 0 ? 'error.main' : undefined }}>
                      {money(row.remainingCents)}
                    </TableCell>
                    <TableCell>{formatDate(row.validThrough)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  )
}
