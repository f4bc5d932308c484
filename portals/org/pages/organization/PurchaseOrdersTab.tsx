import { useState } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined'
import RestoreOutlinedIcon from '@mui/icons-material/RestoreOutlined'
import { parseUsd } from '../../../../contract/engagements/pricing'
import { formatMoney } from '../../../../contract/format'
import { errorMessage } from '../../../shared/api'
import { apiCall, apiQuery } from '../../../shared/client'
import { useConfirm } from '../../../shared/ConfirmDialog'
import { EmptyState } from '../../../shared/EmptyState'
import { FileLink } from '../../../shared/FileField'
import { formatDate } from '../../../shared/format'
import { GUARDED } from '../../../shared/GuardedDialog'
import { LoadError } from '../../../shared/LoadError'
import { useModal } from '../../../shared/ModalHost'
import { PageLoader } from '../../../shared/PageLoader'
import { SearchBox } from '../../../shared/SearchBox'
import { useToast } from '../../../shared/toasts'
import { keepShownWhileFetching, loadState, useInvalidate } from '../../queries'
import { PurchaseOrdersAddDialog } from './PurchaseOrdersAddDialog'
import { PO_TOASTS, PURCHASE_ORDER, PURCHASE_ORDERS, type PurchaseOrder } from './PurchaseOrdersApi'
import { PurchaseOrdersEditDialog } from './PurchaseOrdersEditDialog'
import { screenReaderOnly } from './types'

const PAGE_SIZE = 25
const STATUS_FILTERS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
  { value: '', label: 'All statuses' },
] as const
const ORDERINGS = [
  { value: '-created_at', label: 'Newest first' },
  { value: 'created_at', label: 'Oldest first' },
  { value: 'name', label: 'PO number' },
  { value: 'description', label: 'Description' },
] as const

const amountText = (amount: string | null) => {
  const cents = amount === null ? null : parseUsd(amount)
  return cents === null ? '—' : formatMoney(cents)
}

/**
 * The organization's purchase orders (administration, organization admin): search,
 * status filter and ordering; Add Purchase Order takes several rows; each PO is edited alone and
 * deactivated after a confirmation (there is no delete: engagements keep the POs they name).
 */
export default function PurchaseOrdersTab() {
  const modal = useModal()
  const confirm = useConfirm()
  const toast = useToast()
  const invalidate = useInvalidate()
  const [page, setPage] = useState(0)
  const [query, setQuery] = useState({ search: '', isActive: 'true', ordering: '-created_at' })
  const refine = (change: Partial<typeof query>) => {
    setQuery((current) => ({ ...current, ...change }))
    setPage(0)
  }
  // The status filter's values; 'All statuses' ('') sends no is_active.
  const isActive = STATUS_FILTERS.find((filter) => filter.value === query.isActive)?.value || undefined
  const listQuery = { page: page + 1, page_size: PAGE_SIZE, search: query.search, is_active: isActive, ordering: query.ordering }
  const list = loadState(useQuery({ ...apiQuery(PURCHASE_ORDERS, { params: { query: listQuery } }), ...keepShownWhileFetching }))
  const toggle = useMutation({
    // The PATCH reads JSON or the documented form with the same fields; a switch carries no file, so it goes as JSON.
    mutationFn: (order: PurchaseOrder) => apiCall('patch', PURCHASE_ORDER, { params: { path: { id: order.id } }, body: { isActive: !order.isActive } }),
    onSettled: () => invalidate(PURCHASE_ORDERS),
  })

  const openAdd = () => modal.open(<PurchaseOrdersAddDialog onClose={modal.close} />, { ...GUARDED, layout: 'talent' })
  const openEdit = (order: PurchaseOrder) => modal.open(<PurchaseOrdersEditDialog order={order} onClose={modal.close} />, { ...GUARDED, layout: 'talent' })
  const switchActive = async (order: PurchaseOrder) => {
    const confirmed = await confirm(
      order.isActive
        ? {
            title: 'Deactivate this purchase order?',
            message: `PO ${order.name} will no longer be offered for engagements. Engagements that have it keep it.`,
            confirmLabel: 'Deactivate',
            destructive: true,
          }
        : { title: 'Reactivate this purchase order?', message: `PO ${order.name} will be offered for engagements again.`, confirmLabel: 'Reactivate' },
    )
    if (!confirmed) return
    try {
      await toggle.mutateAsync(order)
      toast.success(order.isActive ? PO_TOASTS.deactivated : PO_TOASTS.reactivated)
    } catch (error) {
      toast.error(errorMessage(error))
    }
  }

  const rows = list.data?.results ?? []
  const filtered = Boolean(query.search || query.isActive !== 'true')
  return (
    <Card>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2 }}>
        <Box sx={{ flex: { xs: '1 1 100%', sm: '0 1 260px' } }}>
          <SearchBox label="Search purchase orders" onSearch={(search) => refine({ search })} />
        </Box>
        <TextField select size="small" label="Status" value={query.isActive} onChange={(event) => refine({ isActive: event.target.value })} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} sx={{ flex: { xs: '1 1 130px', sm: '0 0 150px' } }}>
          {STATUS_FILTERS.map((status) => (
            <MenuItem key={status.value} value={status.value}>
              {status.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Order by" value={query.ordering} onChange={(event) => refine({ ordering: event.target.value })} sx={{ flex: { xs: '1 1 130px', sm: '0 0 170px' } }}>
          {ORDERINGS.map((ordering) => (
            <MenuItem key={ordering.value} value={ordering.value}>
              {ordering.label}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" startIcon={<AddIcon />} onClick={openAdd} sx={{ ml: { md: 'auto' } }}>
          Add Purchase Order
        </Button>
      </Box>
      {list.refreshing ? <LinearProgress aria-label="Updating" /> : <Box sx={{ height: 4 }} />}
      {list.loading ? (
        <PageLoader label="Loading purchase orders" />
      ) : !list.data ? (
        <Box sx={{ p: 2 }}>
          <LoadError error={list.error} onRetry={list.retry} />
        </Box>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<ReceiptLongOutlinedIcon />}
          title="No results found..."
          description={filtered ? 'Try another search or clear the filters.' : 'Add the PO numbers your engagements are billed against.'}
        />
      ) : (
        // Positioned, so the screen-reader-only 'Actions' header (absolute) scrolls with the table instead of widening the page on a phone.
        <Box sx={{ overflowX: 'auto', position: 'relative' }}>
          <Table aria-label="Purchase orders" sx={{ minWidth: 760 }}>
            <TableHead>
              <TableRow>
                <TableCell>PO number</TableCell>
                <TableCell>Description</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Valid through</TableCell>
                <TableCell>File</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={screenReaderOnly}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((order) => (
                <TableRow key={order.id} hover>
                  <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{order.name}</TableCell>
                  <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
                    {order.description}
                    {order.notes && (
                      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                        {order.notes}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{amountText(order.amount)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(order.validThrough)}</TableCell>
                  <TableCell sx={{ maxWidth: 180 }}>
                    {order.file ? <FileLink file={{ url: order.file, originalFileName: order.originalFileName ?? order.fileName ?? 'PO document' }} /> : '—'}
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                      <Chip size="small" variant="outlined" label={order.isActive ? 'Active' : 'Inactive'} color={order.isActive ? 'success' : 'default'} />
                      {order.isUsed && <Chip size="small" variant="outlined" label="In use" />}
                    </Box>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title="Edit">
                      <IconButton size="small" aria-label={`Edit PO ${order.name}`} onClick={() => openEdit(order)}>
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={order.isActive ? 'Deactivate' : 'Reactivate'}>
                      <IconButton size="small" aria-label={`${order.isActive ? 'Deactivate' : 'Reactivate'} PO ${order.name}`} onClick={() => void switchActive(order)}>
                        {order.isActive ? <BlockOutlinedIcon fontSize="small" /> : <RestoreOutlinedIcon fontSize="small" />}
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
        <TablePagination component="div" count={list.data.count} page={page} rowsPerPage={PAGE_SIZE} rowsPerPageOptions={[PAGE_SIZE]} onPageChange={(_event, next) => setPage(next)} />
      )}
    </Card>
  )
}
