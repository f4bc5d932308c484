import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined'
import AddIcon from '@mui/icons-material/Add'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import FolderOffOutlinedIcon from '@mui/icons-material/FolderOffOutlined'
import { EmptyState } from '../../../shared/EmptyState'
import { LoadError } from '../../../shared/LoadError'
import { useModal } from '../../../shared/ModalHost'
import { PageLoader } from '../../../shared/PageLoader'
import { DepartmentDialog } from './DepartmentDialog'
import { GUARDED } from '../../../shared/GuardedDialog'
import { TaxonomiesDialog } from './TaxonomiesDialog'
import { apiQuery } from '../../../shared/client'
import { keepShownWhileFetching, loadState } from '../../queries'
import { screenReaderOnly, type Department } from './types'

const PAGE_SIZE = 25

/** The organization's departments with their users count; add, edit and manage taxonomies. */
export default function DepartmentsTab() {
  const modal = useModal()
  const [page, setPage] = useState(0)
  const list = loadState(useQuery({ ...apiQuery('/organization_admin/departments/', { params: { query: { page: page + 1, page_size: PAGE_SIZE } } }), ...keepShownWhileFetching }))

  // The dialogs invalidate what they saved, so the list refreshes behind them.
  const openForm = (department: Department | null) => modal.open(<DepartmentDialog department={department} onClose={modal.close} />, GUARDED)
  const openTaxonomies = (department: Department) =>
    modal.open(<TaxonomiesDialog department={department} onClose={modal.close} onSaved={modal.close} />, { ...GUARDED, layout: 'talent' })

  const rows = list.data?.results ?? []

  return (
    <Card>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <Typography color="text.secondary">
          {list.data ? `${list.data.count} ${list.data.count === 1 ? 'department' : 'departments'}` : ' '}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => openForm(null)}>
          Add Department
        </Button>
      </Box>
      {list.refreshing ? <LinearProgress aria-label="Updating" /> : <Box sx={{ height: 4 }} />}
      {list.loading ? (
        <PageLoader label="Loading departments" />
      ) : !list.data ? (
        <Box sx={{ p: 2 }}>
          <LoadError error={list.error} onRetry={list.retry} />
        </Box>
      ) : rows.length === 0 ? (
        <EmptyState icon={<FolderOffOutlinedIcon />} title="No results found..." description="Add a department so managers can belong to one." />
      ) : (
        <Box sx={{ overflowX: 'auto', position: 'relative' }}>
          <Table aria-label="Departments" sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Department ID</TableCell>
                <TableCell>Description</TableCell>
                <TableCell align="right">Users</TableCell>
                <TableCell align="right">Taxonomies</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={screenReaderOnly}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((department) => (
                <TableRow key={department.id} hover>
                  <TableCell sx={{ fontWeight: 600 }}>{department.name}</TableCell>
                  <TableCell>{department.depId || '—'}</TableCell>
                  <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>{department.description || '—'}</TableCell>
                  <TableCell align="right">{department.usersCount}</TableCell>
                  <TableCell align="right">{department.specializations.length}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title="Edit">
                      <IconButton size="small" aria-label={`Edit ${department.name}`} onClick={() => openForm(department)}>
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Manage Taxonomies">
                      <IconButton size="small" aria-label={`Manage Taxonomies of ${department.name}`} onClick={() => openTaxonomies(department)}>
                        <AccountTreeOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {list.data && list.data.count > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={list.data.count}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next)}
        />
      )}
    </Card>
  )
}
