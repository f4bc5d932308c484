import { Link as RouterLink } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import MenuItem from '@mui/material/MenuItem'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import WorkOutlineIcon from '@mui/icons-material/WorkOutline'
import { useQuery } from '@tanstack/react-query'
import { opportunityMessages, type OpportunityStatus } from '../../../../contract/opportunities/opportunity'
import { OPPORTUNITY_STATUS_LABELS } from '../../../../contract/labels'
import { EmptyState } from '../../../shared/EmptyState'
import { formatDate, formatRange } from '../../../shared/format'
import { LoadError } from '../../../shared/LoadError'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { SearchBox } from '../../../shared/SearchBox'
import { useListParams } from '../../../shared/useListParams'
import { apiQuery } from '../../../shared/client'
import { keepShownWhileFetching, loadState } from '../../queries'
import { PLACE_LABELS, STATUS_FILTERS } from './labels'
import { OpportunityStatusChip } from './OpportunityStatusChip'
import { ListPages } from '../../../shared/ListPages'

export const OPPORTUNITIES_PAGE_SIZE = 25
const DEFAULT_ORDERING = '-updated_at'
const hiddenOnPhone = { display: { xs: 'none', md: 'table-cell' } } as const

type Column = { key: string; label: string; ordering?: string; wide?: boolean; numeric?: boolean }
const COLUMNS: Column[] = [
  { key: 'title', label: 'Title', ordering: 'title' },
  { key: 'status', label: 'Status', ordering: 'status' },
  { key: 'place', label: 'Place', wide: true },
  { key: 'dates', label: 'Dates', ordering: 'start_date', wide: true },
  { key: 'applicants', label: 'Applicants', numeric: true },
  { key: 'updated', label: 'Updated', ordering: 'updated_at', wide: true },
]

const newOpportunity = (
  <Button component={RouterLink} to="/new-opportunity" variant="contained" startIcon={<AddIcon />}>
    New opportunity
  </Button>
)

/**
 * /opportunities: the organization's opportunities with the status filter (All, Draft,
 * Open, Closed), a debounced search, ordering by the headers and pages of 25, all in the address (as the
 * engagements list), and the applicants count of each.
 */
export default function OpportunitiesListPage() {
  const { params, update, page } = useListParams()
  const status = params.get('status') ?? 'all'
  const search = params.get('search') ?? ''
  const ordering = params.get('ordering') ?? DEFAULT_ORDERING
  const list = loadState(
    useQuery({
      ...apiQuery('/org-side/opportunities/', { params: { query: { page, page_size: OPPORTUNITIES_PAGE_SIZE, search, ordering, // A hand-edited status goes to the server as typed, which refuses it.
        status: status === 'all' ? undefined : (status as OpportunityStatus) } } }),
      ...keepShownWhileFetching,
    }),
  )
  const rows = list.data?.results ?? []
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / OPPORTUNITIES_PAGE_SIZE)) : 1
  const filtered = search !== '' || status !== 'all'
  const orderedBy = ordering.replace(/^-/, '')
  const direction = ordering.startsWith('-') ? 'desc' : 'asc'
  const order = (column: string) => {
    const next = orderedBy === column && direction === 'asc' ? `-${column}` : column
    update({ ordering: next === DEFAULT_ORDERING ? null : next })
  }

  return (
    <>
      <PageHeader title="Opportunities" subtitle="Post opportunities, invite talents and review who applied." actions={newOpportunity} />
      <Box role="search" aria-label="Filter opportunities" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Box sx={{ flex: { xs: '1 1 100%', sm: '0 1 260px' }, '& .MuiTextField-root': { width: '100%' } }}>
          <SearchBox label="Search opportunities" defaultValue={search} onSearch={(text) => text !== search && update({ search: text })} />
        </Box>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => update({ status: event.target.value === 'all' ? null : event.target.value })}
          sx={{ flex: { xs: '1 1 100%', sm: '0 1 160px' } }}
        >
          {STATUS_FILTERS.map((value) => (
            <MenuItem key={value} value={value}>
              {value === 'all' ? 'All' : OPPORTUNITY_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        {list.data && (
          <Typography variant="body2" color="text.secondary" role="status" sx={{ ml: { sm: 'auto' } }}>
            {list.data.count === 1 ? '1 opportunity' : `${list.data.count} opportunities`}
          </Typography>
        )}
      </Box>
      {list.loading ? (
        <PageLoader label="Loading opportunities" />
      ) : list.failed ? (
        <LoadError error={list.error} onRetry={list.retry} />
      ) : rows.length === 0 ? (
        <Card>
          {filtered ? (
            <EmptyState icon={<WorkOutlineIcon />} title={opportunityMessages.noResults} description="Try another status or search." />
          ) : (
            <EmptyState
              icon={<WorkOutlineIcon />}
              title="No opportunities yet"
              description="Describe the work you need done; talents who fit it can apply, and you can invite talents you found."
              action={newOpportunity}
            />
          )}
        </Card>
      ) : (
        <Card>
          {list.refreshing && <LinearProgress aria-label="Updating" />}
          <TableContainer>
            <Table size="small" aria-label="Opportunities">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell
                      key={column.key}
                      align={column.numeric ? 'right' : 'left'}
                      sx={column.wide ? hiddenOnPhone : undefined}
                      sortDirection={column.ordering && orderedBy === column.ordering ? direction : false}
                    >
                      {column.ordering ? (
                        <TableSortLabel active={orderedBy === column.ordering} direction={orderedBy === column.ordering ? direction : 'asc'} onClick={() => order(column.ordering!)}>
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
                      <Link component={RouterLink} to={`/opportunities/${row.id}`} sx={{ fontWeight: 600 }}>
                        {row.title || 'Untitled draft'}
                      </Link>
                      {row.talentsCount > row.applicantsCount && (
                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {row.talentsCount - row.applicantsCount} invited, not applied yet
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <OpportunityStatusChip status={row.status} />
                    </TableCell>
                    <TableCell sx={hiddenOnPhone}>{row.place ? PLACE_LABELS[row.place] : '—'}</TableCell>
                    <TableCell sx={{ ...hiddenOnPhone, whiteSpace: 'nowrap' }}>
                      {row.startDate || row.endDate ? formatRange(formatDate(row.startDate), formatDate(row.endDate)) : '—'}
                    </TableCell>
                    <TableCell align="right">{row.applicantsCount}</TableCell>
                    <TableCell sx={{ ...hiddenOnPhone, whiteSpace: 'nowrap' }}>{formatDate(row.updatedAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
      {list.data && <ListPages page={page} pages={pages} label="Opportunity pages" onChange={(next) => update({ page: next === 1 ? null : String(next) })} />}
    </>
  )
}
