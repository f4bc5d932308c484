import { useCallback, useState } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined'
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined'
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined'
import RestartAltIcon from '@mui/icons-material/RestartAlt'
import { formatPhone } from '../../../../contract/fields'
import { errorMessage } from '../../../shared/api'
import { apiCall, apiQuery } from '../../../shared/client'
import { EmptyState } from '../../../shared/EmptyState'
import { LoadError } from '../../../shared/LoadError'
import { useModal } from '../../../shared/ModalHost'
import { PageLoader } from '../../../shared/PageLoader'
import { roleLabel } from '../../../shared/roles'
import { SearchBox } from '../../../shared/SearchBox'
import { useCurrentUser } from '../../../shared/session'
import { StatusChip } from '../../../shared/StatusChip'
import { useToast } from '../../../shared/toasts'
import { GUARDED } from '../../../shared/GuardedDialog'
import { ORG_ROLES } from './roleRules'
import { keepShownWhileFetching, loadState, useInvalidate } from '../../queries'
import { USERS, screenReaderOnly, fullNameOf, type OrgRole, type OrgUser } from './types'
import { UserActivationDialog } from './UserActivationDialog'
import { UserFormDialog } from './UserFormDialog'

const PAGE_SIZES = [10, 25, 50]
const STATUS_FILTERS = [
  { value: '', label: 'All statuses' },
  { value: 'false', label: 'Active' },
  { value: 'true', label: 'Deactivated' },
] as const

interface Query {
  page: number
  pageSize: number
  search: string
  role: string
  isDeactivated: string
}

/**
 * The time-sheet approval switch: shows the new position while the save (and the list's refresh after
 * it) is under way, and the stored one again if the save fails.
 */
function TimeSheetApproval({ user }: { user: OrgUser }) {
  const toast = useToast()
  const invalidate = useInvalidate()
  const approval = useMutation({
    mutationFn: (checked: boolean) => apiCall('patch', '/organization_admin/users/{id}/', { params: { path: { id: user.id } }, body: { hasTimeSheetApproval: checked } }),
    onSuccess: (_saved, checked) => {
      toast.success(checked ? 'Time-sheet approval was turned on' : 'Time-sheet approval was turned off')
      return invalidate(USERS)
    },
    onError: (error) => toast.error(errorMessage(error)),
  })
  // The new position is React state set in the click's own event: the mutation's pending state reaches
  // the component a task later (TanStack Query batches its notifications), and until then React would
  // put the controlled switch back to the stored position for a moment.
  const [shown, setShown] = useState<boolean | null>(null)
  if (user.role === 'contact') return <Typography color="text.disabled">—</Typography>
  return (
    <Switch
      checked={shown ?? user.hasTimeSheetApproval}
      disabled={approval.isPending || user.isDeactivated}
      onChange={(event) => {
        const checked = event.target.checked
        setShown(checked)
        approval.mutate(checked, { onSettled: () => setShown(null) })
      }}
      slotProps={{ input: { 'aria-label': `Time-sheet approval for ${fullNameOf(user)}` } }}
    />
  )
}

function RowActions({ user, self, onEdit, onActivation }: { user: OrgUser; self: boolean; onEdit: () => void; onActivation: () => void }) {
  const name = fullNameOf(user)
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
      <Tooltip title="Edit">
        <IconButton size="small" aria-label={`Edit ${name}`} onClick={onEdit}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {/* Nobody deactivates their own account from here: they would lock themselves out. */}
      {!self && (
        <Tooltip title={user.isDeactivated ? 'Reactivate' : 'Deactivate'}>
          <IconButton size="small" aria-label={`${user.isDeactivated ? 'Reactivate' : 'Deactivate'} ${name}`} onClick={onActivation}>
            {user.isDeactivated ? <RestartAltIcon fontSize="small" /> : <PersonOffOutlinedIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
      )}
    </Box>
  )
}

export default function UsersTab() {
  const me = useCurrentUser()
  const modal = useModal()
  const theme = useTheme()
  const compact = useMediaQuery(theme.breakpoints.down('md'))
  const [query, setQuery] = useState<Query>({ page: 0, pageSize: PAGE_SIZES[0]!, search: '', role: '', isDeactivated: '' })
  const list = loadState(
    useQuery({
      ...apiQuery('/organization_admin/users/', {
        params: {
          query: {
            page: query.page + 1,
            page_size: query.pageSize,
            search: query.search,
            // The filters' selects hold the contract's values; '' (any) is not sent.
            role: (query.role || undefined) as OrgRole | undefined,
            is_deactivated: (query.isDeactivated || undefined) as 'true' | 'false' | undefined,
          },
        },
      }),
      ...keepShownWhileFetching,
    }),
  )
  const refine = useCallback((patch: Partial<Query>) => setQuery((previous) => ({ ...previous, page: 0, ...patch })), [])
  const onSearch = useCallback((search: string) => setQuery((previous) => (previous.search === search ? previous : { ...previous, page: 0, search })), [])

  const openForm = (user: OrgUser | null) =>
    modal.open(
      <UserFormDialog
        user={user}
        onClose={modal.close}
        onSaved={modal.close}
      />,
      { ...GUARDED, layout: 'talent' },
    )
  const openActivation = (user: OrgUser) =>
    modal.open(
      <UserActivationDialog
        user={user}
        onClose={modal.close}
        onDone={modal.close}
      />,
      { showCloseButton: false },
    )

  const rows = list.data?.results ?? []
  const filtered = Boolean(query.search || query.role || query.isDeactivated)

  return (
    <Card>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2 }}>
        <Box sx={{ flex: { xs: '1 1 100%', sm: '0 1 300px' } }}>
          <SearchBox label="Search users" onSearch={onSearch} />
        </Box>
        <TextField select size="small" label="Role" fullWidth={false} value={query.role} onChange={(event) => refine({ role: event.target.value })} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} sx={{ flex: { xs: '1 1 140px', sm: '0 0 190px' } }}>
          <MenuItem value="">All roles</MenuItem>
          {ORG_ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {roleLabel(role)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Status" fullWidth={false} value={query.isDeactivated} onChange={(event) => refine({ isDeactivated: event.target.value })} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} sx={{ flex: { xs: '1 1 140px', sm: '0 0 170px' } }}>
          {STATUS_FILTERS.map((status) => (
            <MenuItem key={status.value} value={status.value}>
              {status.label}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<PersonAddAlt1OutlinedIcon />} onClick={() => openForm(null)} sx={{ ml: { md: 'auto' } }}>
          Add User
        </Button>
      </Box>
      {list.refreshing ? <LinearProgress aria-label="Updating" /> : <Box sx={{ height: 4 }} />}
      {list.loading ? (
        <PageLoader label="Loading users" />
      ) : !list.data ? (
        <Box sx={{ p: 2 }}>
          <LoadError error={list.error} onRetry={list.retry} />
        </Box>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<PersonSearchOutlinedIcon />}
          title="No results found..."
          description={filtered ? 'Try another search or clear the filters.' : 'Add the first user of your organization.'}
        />
      ) : compact ? (
        <Box component="ul" aria-label="Users" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((user) => (
            <Box component="li" key={user.id} sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{fullNameOf(user)}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {user.email}
                  </Typography>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                    <Chip size="small" label={roleLabel(user.role)} />
                    {user.departmentName && <Chip size="small" variant="outlined" label={user.departmentName} />}
                    <StatusChip status={user.status} />
                  </Stack>
                </Box>
                <RowActions user={user} self={user.id === me.id} onEdit={() => openForm(user)} onActivation={() => openActivation(user)} />
              </Box>
              {user.role !== 'contact' && (
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }}>
                  <Typography variant="body2" color="text.secondary">
                    Time-sheet approval
                  </Typography>
                  <TimeSheetApproval user={user} />
                </Box>
              )}
            </Box>
          ))}
        </Box>
      ) : (
        <Table aria-label="Users">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Department</TableCell>
              <TableCell>Phone</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Time-sheet approval</TableCell>
              <TableCell align="right">
                <Box component="span" sx={screenReaderOnly}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((user) => (
              <TableRow key={user.id} hover>
                <TableCell sx={{ maxWidth: 280 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{fullNameOf(user)}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {user.email}
                  </Typography>
                  {user.title && (
                    <Typography variant="body2" color="text.secondary">
                      {user.title}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{roleLabel(user.role)}</TableCell>
                <TableCell>{user.departmentName ?? '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPhone(user.phone) || '—'}</TableCell>
                <TableCell>
                  <StatusChip status={user.status} />
                </TableCell>
                <TableCell>
                  <TimeSheetApproval user={user} />
                </TableCell>
                <TableCell align="right">
                  <RowActions user={user} self={user.id === me.id} onEdit={() => openForm(user)} onActivation={() => openActivation(user)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {list.data && list.data.count > 0 && (
        <TablePagination
          component="div"
          count={list.data.count}
          page={query.page}
          rowsPerPage={query.pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_event, page) => setQuery((previous) => ({ ...previous, page }))}
          onRowsPerPageChange={(event) => refine({ pageSize: Number(event.target.value) })}
        />
      )}
    </Card>
  )
}
