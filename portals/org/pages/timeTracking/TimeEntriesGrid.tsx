import { useMemo } from 'react'
import Chip from '@mui/material/Chip'
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid'
import CheckIcon from '@mui/icons-material/Check'
import CloseIcon from '@mui/icons-material/Close'
import UndoIcon from '@mui/icons-material/Undo'
import type { TimeEntryState } from '../../../../contract/timeSheets/timeEntry'
import { TIME_ENTRY_STATE_LABELS } from '../../../../contract/labels'
import { formatDate } from '../../../shared/format'
import { shownAmount } from '../engagements/money'
import { orderingOf, sortModelOf } from './ordering'
import { hoursShown, isReviewable, isUnapprovable, TIME_ENTRIES_PAGE_SIZE, type TimeEntry } from './timeSheetsApi'

const STATE_TONES: Record<TimeEntryState, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  open: 'default',
  pending: 'info',
  submitted: 'warning',
  approved: 'success',
  declined: 'error',
}

/** The state as an outlined chip: the tone on its border, the label in the text colour (blue and orange labels fail AA contrast on white). */
export function TimeStateChip({ state }: { state: TimeEntryState }) {
  const tone = STATE_TONES[state]
  return (
    <Chip
      size="small"
      variant="outlined"
      label={TIME_ENTRY_STATE_LABELS[state]}
      sx={tone === 'default' ? undefined : { color: 'text.primary', borderColor: `${tone}.main`, borderWidth: 2 }}
    />
  )
}

export interface RowActions {
  approve: (entry: TimeEntry) => void
  decline: (entry: TimeEntry) => void
  unapprove: (entry: TimeEntry) => void
}

/** What the time-entry list shows and does: the grid on wider screens, the stacked cards on a phone. */
export interface TimeEntriesListProps {
  rows: TimeEntry[]
  count: number
  page: number
  loading: boolean
  ordering: string
  busyId: string | null
  onPage: (page: number) => void
  onOrder: (ordering: string) => void
  actions: RowActions
}

/**
 * The organization's time entries: a server-sorted, server-paged MUI X DataGrid (the API orders by the
 * spec's time-entry sort fields and pages by 25). Adjustive entries carry the 'Adj.' prefix; cost
 * shows only when the API gives it (who may view rate). Row actions: Approve and Decline while the
 * entry waits, Un-approve while an approved one can still change.
 */
export function TimeEntriesGrid({
  rows,
  count,
  page,
  loading,
  ordering,
  busyId,
  onPage,
  onOrder,
  actions,
}: TimeEntriesListProps) {
  const showsCost = rows.some((row) => row.cost !== null)
  const columns = useMemo<GridColDef<TimeEntry>[]>(
    () => [
      { field: 'timekeepingDate', headerName: 'Date', width: 100, valueFormatter: (value: string) => formatDate(value) },
      { field: 'talentName', headerName: 'Talent', flex: 1, minWidth: 120 },
      {
        field: 'engagementName',
        headerName: 'Engagement',
        flex: 1.3,
        minWidth: 150,
        valueGetter: (_value, row) => (row.isAdjustive ? `Adj. ${row.engagementName}` : row.engagementName),
      },
      { field: 'purchaseOrder', headerName: 'PO', width: 100, valueGetter: (_value, row) => row.purchaseOrder?.name ?? '—' },
      {
        field: 'hours',
        headerName: 'Hours',
        width: 105,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) => hoursShown(row.durationMinutes),
      },
      {
        field: 'state',
        headerName: 'State',
        width: 160,
        renderCell: ({ row }) => <TimeStateChip state={row.state} />,
      },
      {
        field: 'cost',
        headerName: 'Cost',
        width: 100,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) => shownAmount(row.cost) ?? '—',
      },
      { field: 'reviewer', headerName: 'Reviewer', width: 120, valueGetter: (_value, row) => row.reviewedBy?.name ?? '—' },
      { field: 'reviewedAt', headerName: 'Reviewed', width: 100, valueFormatter: (value: string | null) => formatDate(value) },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 96,
        getActions: ({ row }) => {
          const who = `${row.talentName}, ${formatDate(row.timekeepingDate)}`
          const disabled = busyId === row.id
          if (isReviewable(row)) {
            return [
              <GridActionsCellItem key="approve" icon={<CheckIcon color="success" />} label={`Approve ${who}`} disabled={disabled} onClick={() => actions.approve(row)} />,
              <GridActionsCellItem key="decline" icon={<CloseIcon color="error" />} label={`Decline ${who}`} disabled={disabled} onClick={() => actions.decline(row)} />,
            ]
          }
          if (isUnapprovable(row)) {
            return [<GridActionsCellItem key="unapprove" icon={<UndoIcon />} label={`Un-approve ${who}`} disabled={disabled} onClick={() => actions.unapprove(row)} />]
          }
          return []
        },
      },
    ],
    [actions, busyId],
  )
  return (
    <DataGrid
      aria-label="Time entries"
      rows={rows}
      columns={columns}
      rowCount={count}
      loading={loading}
      paginationMode="server"
      sortingMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      sortingOrder={['asc', 'desc']}
      pageSizeOptions={[TIME_ENTRIES_PAGE_SIZE]}
      paginationModel={{ page: page - 1, pageSize: TIME_ENTRIES_PAGE_SIZE }}
      onPaginationModelChange={(model) => onPage(model.page + 1)}
      sortModel={sortModelOf(ordering)}
      onSortModelChange={(model) => onOrder(orderingOf(model))}
      columnVisibilityModel={{ cost: showsCost }}
      getRowHeight={() => 'auto'}
      density="compact"
      autoHeight
      sx={{ border: 0, '& .MuiDataGrid-cell': { py: 0.75, display: 'flex', alignItems: 'center' } }}
      localeText={{ noRowsLabel: 'No results found...' }}
    />
  )
}
