import { useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined'
import { formatHours } from '../../../contract/dashboards/monthFigures'
import { formatMoney } from '../../../contract/format'
import { DashboardCard } from '../../shared/dashboard/StatCard'
import { EmptyState } from '../../shared/EmptyState'
import { LoadError } from '../../shared/LoadError'
import { apiQuery } from '../../shared/client'

export const SAVINGS_PATH = '/org-side/engagements/savings/' as const

const rate = (cents: number | null) => (cents === null ? 'No benchmark' : `${formatMoney(cents)}/h`)

/**
 * The savings card (GET /org-side/engagements/savings/; flag orgSavings; admins, managers with Manage
 * Engagement — the page shows it only to them): the total, the formula as the server words it, and one
 * row per engagement (benchmark, bill rate, approved hours, saved). An engagement without a benchmark
 * counts 0 and says so.
 */
export function SavingsCard() {
  const query = useQuery(apiQuery(SAVINGS_PATH))
  return (
    <DashboardCard id="savings" title="Savings">
      {query.isPending ? (
        <Skeleton variant="rounded" height={120} role="progressbar" aria-label="Loading savings" />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Typography component="p" sx={{ fontSize: 28, fontWeight: 700 }}>
            {formatMoney(query.data.totalSavedCents)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {query.data.formula}
          </Typography>
          {query.data.results.length === 0 ? (
            <EmptyState
              icon={<SavingsOutlinedIcon />}
              title="No approved hours yet"
              description="Savings appear once engagement hours are approved."
            />
          ) : (
            <Box tabIndex={0} role="region" aria-label="Savings per engagement" sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-labelledby="savings">
                <TableHead>
                  <TableRow>
                    <TableCell>Engagement</TableCell>
                    <TableCell>Benchmark</TableCell>
                    <TableCell>Bill rate</TableCell>
                    <TableCell align="right">Approved hours</TableCell>
                    <TableCell align="right">Saved</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {query.data.results.map((row) => (
                    <TableRow key={row.engagementId}>
                      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>
                        {row.name}
                        <Typography variant="body2" color="text.secondary">
                          {[row.talentName, row.specialization].filter(Boolean).join(' · ')}
                        </Typography>
                      </TableCell>
                      <TableCell>{rate(row.benchmarkRateCents)}</TableCell>
                      <TableCell>{rate(row.billRateCents)}</TableCell>
                      <TableCell align="right">{formatHours(row.minutes)}</TableCell>
                      <TableCell align="right">{formatMoney(row.savedCents)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </>
      )}
    </DashboardCard>
  )
}
