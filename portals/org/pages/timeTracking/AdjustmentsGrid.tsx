import { useMemo } from 'react'
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid'
import CheckIcon from '@mui/icons-material/Check'
import CloseIcon from '@mui/icons-material/Close'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import { formatDate } from '../../../shared/format'
import { shownAmount } from '../engagements/money'
import { TimeStateChip } from './TimeEntriesGrid'
import { hoursShown, hoursTextShown, isReviewable, TIME_ENTRIES_PAGE_SIZE, type TimeEntry } from './timeSheetsApi'

export interface AdjustmentActions {
  open: (entry: TimeEntry) => void
  approve: (entry: TimeEntry) => void
  decline: (entry: TimeEntry) => void
}

/**
 * Adjustments (GET <org>time-sheets/adjustments/, newest first, pages of 25): the day corrected, the
 * period it is booked into, the new total and the change ('Adj.' entries, the spec's "Adjustment":
 * hoursDelta, costDelta when the API gives it), who made it and its state.
 */
export function AdjustmentsGrid({ rows, count, page, loading, busyId, onPage, actions }: { rows: TimeEntry[]; count: number; page: number; loading: boolean; busyId: string | null; onPage: (page: number) => void; actions: AdjustmentActions }) {
  const showsCost = rows.some((row) => row.costDelta !== null)
  const columns = useMemo<GridColDef<TimeEntry>[]>(
    () => [
      { field: 'timekeepingDate', headerName: 'Date', width: 100, sortable: false, valueFormatter: (value: string) => formatDate(value) },
      { field: 'bookedPeriodStart', headerName: 'Booked into', width: 100, sortable: false, valueFormatter: (value: string) => formatDate(value) },
      { field: 'talentName', headerName: 'Talent', flex: 1, minWidth: 120, sortable: false },
      { field: 'engagementName', headerName: 'Engagement', flex: 1.2, minWidth: 150, sortable: false, valueGetter: (value: string) => `Adj. ${value}` },
      { field: 'purchaseOrder', headerName: 'PO', width: 100, sortable: false, valueGetter: (_value, row) => row.purchaseOrder?.name ?? '—' },
      { field: 'hours', headerName: 'Hours', width: 100, align: 'right', headerAlign: 'right', sortable: false, valueGetter: (_value, row) => hoursShown(row.durationMinutes) },
      {
        field: 'hoursDelta',
        headerName: 'Change',
        width: 90,
        align: 'right',
        headerAlign: 'right',
        sortable: false,
        valueGetter: (value: string | null) => (value === null ? '—' : `${value.startsWith('-') ? '' : '+'}${hoursTextShown(value)}`),
      },
      { field: 'costDelta', headerName: 'Cost change', width: 100, align: 'right', headerAlign: 'right', sortable: false, valueGetter: (value: string | null) => shownAmount(value) ?? '—' },
      { field: 'adjustmentSource', headerName: 'By', width: 90, sortable: false, valueGetter: (value: string | null) => (value === 'organization' ? 'Organization' : value === 'talent' ? 'Talent' : '—') },
      { field: 'state', headerName: 'State', width: 160, sortable: false, renderCell: ({ row }) => <TimeStateChip state={row.state} /> },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 120,
        getActions: ({ row }) => {
          const who = `${row.talentName}, ${formatDate(row.timekeepingDate)}`
          const disabled = busyId === row.id
          const items = [<GridActionsCellItem key="open" icon={<EditOutlinedIcon />} label={`Adjust ${who}`} disabled={disabled} onClick={() => actions.open(row)} />]
          if (isReviewable(row)) {
            items.push(
              <GridActionsCellItem key="approve" icon={<CheckIcon color="success" />} label={`Approve ${who}`} disabled={disabled} onClick={() => actions.approve(row)} />,
              <GridActionsCellItem key="decline" icon={<CloseIcon color="error" />} label={`Decline ${who}`} disabled={disabled} onClick={() => actions.decline(row)} />,
            )
          }
          return items
        },
      },
    ],
    [actions, busyId],
  )
  return (
    <DataGrid
      aria-label="Adjustments"
      rows={rows}
      columns={columns}
      rowCount={count}
      loading={loading}
      paginationMode="server"
      disableColumnFilter
      disableColumnSorting
      disableRowSelectionOnClick
      pageSizeOptions={[TIME_ENTRIES_PAGE_SIZE]}
      paginationModel={{ page: page - 1, pageSize: TIME_ENTRIES_PAGE_SIZE }}
      onPaginationModelChange={(model) => onPage(model.page + 1)}
      columnVisibilityModel={{ costDelta: showsCost }}
      getRowHeight={() => 'auto'}
      density="compact"
      autoHeight
      sx={{ border: 0, '& .MuiDataGrid-cell': { py: 0.75, display: 'flex', alignItems: 'center' } }}
      localeText={{ noRowsLabel: 'No results found...' }}
    />
  )
}
