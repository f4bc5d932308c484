import { Link as RouterLink } from 'react-router'
import { useListParams } from '../../../shared/useListParams'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined'
import { useQuery } from '@tanstack/react-query'
import { ENGAGEMENT_STATUS_FILTERS } from '../../../../contract/engagements/status'
import { EmptyState } from '../../../shared/EmptyState'
import { LoadError } from '../../../shared/LoadError'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { SearchBox } from '../../../shared/SearchBox'
import { useCurrentUser } from '../../../shared/session'
import { canManageEngagements } from '../../access'
import type { EngagementStatus } from '../../../../contract/engagements/status'
import { apiQuery } from '../../../shared/client'
import { keepShownWhileFetching, loadState } from '../../queries'
import { EngagementsTable } from './EngagementsTable'
import { FilterPicker } from './FilterPicker'
import { STATUS_LABELS } from './labels'
import { useEngagementPaths } from './types'
import { ListPages } from '../../../shared/ListPages'

export const ENGAGEMENTS_PAGE_SIZE = 25
const DEFAULT_ORDERING = '-created_at'

/**
 * /engagements: the organization's engagements with a status filter (All + the 8),
 * a debounced search, talent / owner / department filters, ordering by the column headers and pages of
 * 25. Every filter lives in the address, so Back from an engagement returns to the same list.
 */
export default function EngagementsListPage() {
  const user = useCurrentUser()
  const paths = useEngagementPaths()
  const { params, update, page } = useListParams()
  const status = params.get('status') ?? 'all'
  const search = params.get('search') ?? ''
  const talent = params.get('talent')
  const owner = params.get('owner')
  const department = params.get('department')
  const ordering = params.get('ordering') ?? DEFAULT_ORDERING


  const list = loadState(
    useQuery({
      ...apiQuery(paths.list, {
        params: {
          query: {
            page,
            page_size: ENGAGEMENTS_PAGE_SIZE,
            search,
            ordering,
            status: status === 'all' ? undefined : (status as EngagementStatus),
            talent: talent ?? undefined,
            owner: owner ?? undefined,
            department: department ?? undefined,
          },
        },
      }),
      ...keepShownWhileFetching,
    }),
  )
  const rows = list.data?.results ?? []
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / ENGAGEMENTS_PAGE_SIZE)) : 1
  const filtered = search || status !== 'all' || talent || owner || department

  return (
    <>
      <PageHeader
        title="Engagements"
        subtitle="Work orders between your organization and talents."
        actions={
          canManageEngagements(user) ? (
            <Button component={RouterLink} to="/new-engagement" variant="contained" startIcon={<AddIcon />}>
              New Engagement
            </Button>
          ) : undefined
        }
      />
      <Box role="search" aria-label="Filter engagements" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Box sx={{ flex: { xs: '1 1 100%', sm: '0 1 260px' }, '& .MuiTextField-root': { width: '100%' } }}>
          <SearchBox label="Search engagements" defaultValue={search} onSearch={(text) => text !== search && update({ search: text })} />
        </Box>
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => update({ status: event.target.value === 'all' ? null : event.target.value })}
          sx={{ flex: { xs: '1 1 100%', sm: '0 1 160px' } }}
        >
          {ENGAGEMENT_STATUS_FILTERS.map((value) => (
            <MenuItem key={value} value={value}>
              {value === 'all' ? 'All' : STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <FilterPicker label="Talent" path={paths.talents} value={talent} onChange={(option) => update({ talent: option?.id ?? null })} />
        <FilterPicker label="Owner" path={paths.owners} value={owner} onChange={(option) => update({ owner: option?.id ?? null })} />
        <FilterPicker label="Department" path={paths.departments} value={department} onChange={(option) => update({ department: option?.id ?? null })} />
        {list.data && (
          <Typography variant="body2" color="text.secondary" role="status" sx={{ ml: { sm: 'auto' } }}>
            {list.data.count === 1 ? '1 engagement' : `${list.data.count} engagements`}
          </Typography>
        )}
      </Box>
      {list.loading ? (
        <PageLoader label="Loading engagements" />
      ) : list.failed ? (
        <LoadError error={list.error} onRetry={list.retry} />
      ) : rows.length === 0 ? (
        <Card>
          <EmptyState
            icon={<SearchOffOutlinedIcon />}
            title="No results found..."
            description={filtered ? 'Try other filters or another search.' : 'Engagements your organization creates are listed here.'}
          />
        </Card>
      ) : (
        <Card>
          {list.refreshing && <LinearProgress aria-label="Updating" />}
          <EngagementsTable rows={rows} ordering={ordering} onOrder={(next) => update({ ordering: next === DEFAULT_ORDERING ? null : next })} />
        </Card>
      )}
      {list.data && <ListPages page={page} pages={pages} label="Engagement pages" onChange={(next) => update({ page: next === 1 ? null : String(next) })} />}
    </>
  )
}
