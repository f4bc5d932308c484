import { Link as RouterLink } from 'react-router'
import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import Typography from '@mui/material/Typography'
import { formatDate, formatRange } from '../../../shared/format'
import { useCurrentUser } from '../../../shared/session'
import { EngagementStatusChip } from './EngagementStatusChip'
import { shownAmount } from './money'
import { canViewRate } from './rates'
import type { EngagementListItem } from './types'

type Column = { key: string; label: string; ordering?: string; wide?: boolean; numeric?: boolean }

/** Columns only wide screens show; a phone keeps name, status, dates and the talent (the table scrolls sideways). */
const hiddenOnPhone = { display: { xs: 'none', md: 'table-cell' } } as const

export function EngagementsTable({ rows, ordering, onOrder }: { rows: EngagementListItem[]; ordering: string; onOrder: (ordering: string) => void }) {
  const showRate = canViewRate(useCurrentUser())
  const columns: Column[] = [
    { key: 'name', label: 'Name', ordering: 'name' },
    { key: 'talent', label: 'Talent', ordering: 'talent_name' },
    { key: 'owners', label: 'Owners', wide: true },
    { key: 'department', label: 'Department', wide: true },
    { key: 'status', label: 'Status', ordering: 'status' },
    { key: 'dates', label: 'Dates', ordering: 'start_date' },
    ...(showRate ? [{ key: 'hourlyFee', label: 'Hourly fee', numeric: true, wide: true }] : []),
    { key: 'documents', label: 'Documents', wide: true },
  ]
  const orderedBy = ordering.replace(/^-/, '')
  const direction = ordering.startsWith('-') ? 'desc' : 'asc'

  return (
    <TableContainer>
      <Table size="small" aria-label="Engagements">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.numeric ? 'right' : 'left'}
                sx={column.wide ? hiddenOnPhone : undefined}
                sortDirection={column.ordering && orderedBy === column.ordering ? direction : false}
              >
                {column.ordering ? (
                  <TableSortLabel
                    active={orderedBy === column.ordering}
                    direction={orderedBy === column.ordering ? direction : 'asc'}
                    onClick={() => onOrder(orderedBy === column.ordering && direction === 'asc' ? `-${column.ordering}` : column.ordering!)}
                  >
                    {column.label}
                  </TableSortLabel>
                ) : (
                  column.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell>
                <Link component={RouterLink} to={row.status === 'draft' ? `/engagements/draft/${row.id}` : `/engagements/${row.id}`} sx={{ fontWeight: 600 }}>
                  {row.name}
                </Link>
                {row.pendingExtension && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    Extension waiting for the talent
                  </Typography>
                )}
              </TableCell>
              <TableCell>{row.talent?.fullName ?? '—'}</TableCell>
              <TableCell sx={hiddenOnPhone}>{row.owners.map((owner) => owner.fullName).join(', ') || '—'}</TableCell>
              <TableCell sx={hiddenOnPhone}>{row.department?.name ?? '—'}</TableCell>
              <TableCell>
                <EngagementStatusChip status={row.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {row.startDate || row.endDate ? formatRange(formatDate(row.startDate), formatDate(row.endDate)) : '—'}
              </TableCell>
              {showRate && (
                <TableCell align="right" sx={hiddenOnPhone}>
                  {shownAmount(row.hourlyFee) ?? '—'}
                </TableCell>
              )}
              <TableCell sx={hiddenOnPhone}>{row.documentsTotal ? `${row.documentsDone}/${row.documentsTotal}` : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
