import { useCallback, useMemo, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { useListParams } from '../../../shared/useListParams'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { OrgTimeEntryPatch } from '../../../../contract/timeSheets/orgInput'
import type { TimeEntryState } from '../../../../contract/timeSheets/timeEntry'
import { TIME_ENTRY_STATE_LABELS } from '../../../../contract/labels'
import { apiCall, apiQuery } from '../../../shared/client'
import { LoadError } from '../../../shared/LoadError'
import { useModal } from '../../../shared/ModalHost'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { useStackedRows } from '../../../shared/RowCards'
import { SearchBox } from '../../../shared/SearchBox'
import { useToast } from '../../../shared/toasts'
import { usePageTitle } from '../../../shared/usePageTitle'
import { keepShownWhileFetching, loadState, useInvalidate } from '../../queries'
import { AdjustmentDialog } from './AdjustmentDialog'
import { AdjustmentCards } from './AdjustmentCards'
import { AdjustmentsGrid, type AdjustmentActions } from './AdjustmentsGrid'
import { DeclineDialog } from './ReviewDialogs'
import { TIME_ENTRIES_PAGE_SIZE, useTimeSheetPaths, type TimeEntry } from './timeSheetsApi'

const ADJUSTMENT_STATES = ['all', 'submitted', 'approved', 'declined'] as const

/**
 * /time-tracking/historical-adjustments: the organization's adjustments, the requests
 * talents made after a period closed and the organization's own; approve or decline a request, or open
 * the 'Time sheet Adjustment' form to change its PO, hours or description.
 */
export default function HistoricalAdjustmentsPage() {
  usePageTitle('Historical adjustments')
  const paths = useTimeSheetPaths()
  const modal = useModal()
  const toast = useToast()
  const client = useQueryClient()
  const invalidate = useInvalidate()
  const { params, update, page } = useListParams()
  const [busyId, setBusyId] = useState<string | null>(null)
  const stacked = useStackedRows()
  const state = params.get('state') ?? 'all'
  const search = params.get('search') ?? ''


  const list = loadState(
    useQuery({ ...apiQuery(paths.adjustments, { params: { query: { state: state === 'all' ? undefined : (state as TimeEntryState), search: search || undefined, page, page_size: TIME_ENTRIES_PAGE_SIZE } } }), ...keepShownWhileFetching }),
  )
  const refresh = useCallback(() => invalidate(paths.list), [invalidate, paths.list])

  const patch = useCallback(
    async (entry: TimeEntry, body: OrgTimeEntryPatch, done: string) => {
      setBusyId(entry.id)
      try {
        await apiCall('patch', `${paths.prefix}/time-sheets/adjustments/{id}/`, { params: { path: { id: entry.id } }, body })
        toast.success(done)
        await refresh()
      } finally {
        setBusyId(null)
      }
    },
    [paths, refresh, toast],
  )

  const actions = useMemo<AdjustmentActions>(
    () => ({
      open: (entry) => {
        setBusyId(entry.id)
        // The engagement's assigned POs are the form's choices.
        client
          .fetchQuery(apiQuery(`${paths.prefix}/engagements/{id}/`, { params: { path: { id: entry.engagementId } } }))
          .then((engagement) => {
            const purchaseOrders = engagement.purchaseOrders.filter((item) => item.isAssigned).map(({ id, name, description }) => ({ id, name, description }))
            modal.open(<AdjustmentDialog entry={entry} purchaseOrders={purchaseOrders} save={(changes) => patch(entry, changes, 'Adjustment was saved')} onDone={modal.close} onCancel={modal.close} />)
          })
          .catch((error: Error) => toast.error(error.message))
          .finally(() => setBusyId(null))
      },
      approve: (entry) => {
        patch(entry, { state: 'approved' }, 'Adjustment was approved').catch((error: Error) => toast.error(error.message))
      },
      decline: (entry) =>
        modal.open(<DeclineDialog entry={entry} decline={(body) => patch(entry, body, 'Adjustment was declined')} onDone={modal.close} onCancel={modal.close} />),
    }),
    [client, modal, patch, paths, toast],
  )

  const listProps = {
    rows: list.data?.results ?? [],
    count: list.data?.count ?? 0,
    page,
    loading: list.refreshing,
    busyId,
    onPage: (next: number) => {
      if (next !== page) update({ page: next === 1 ? null : String(next) })
    },
    actions,
  }

  return (
    <>
      <PageHeader
        title="Historical adjustments"
        subtitle="Changes to time of closed pay periods, booked into a later period."
        actions={
          <Button component={RouterLink} to="/time-tracking" variant="outlined">
            Time Tracking
          </Button>
        }
      />
      <Box role="search" aria-label="Filter adjustments" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <Box sx={{ flex: { xs: '1 1 100%', sm: '0 1 260px' }, '& .MuiTextField-root': { width: '100%' } }}>
          <SearchBox label="Search talent or engagement" defaultValue={search} onSearch={(text) => text !== search && update({ search: text })} />
        </Box>
        <TextField select size="small" label="State" value={state} onChange={(event) => update({ state: event.target.value === 'all' ? null : event.target.value })} sx={{ flex: { xs: '1 1 100%', sm: '0 1 200px' } }}>
          {ADJUSTMENT_STATES.map((value) => (
            <MenuItem key={value} value={value}>
              {value === 'all' ? 'All' : TIME_ENTRY_STATE_LABELS[value as TimeEntryState]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {list.loading ? (
        <PageLoader label="Loading adjustments" />
      ) : list.failed ? (
        <LoadError error={list.error} onRetry={list.retry} />
      ) : (
        <Card>
          {/* A phone gets stacked cards: the grid's columns would scroll sideways past its actions. */}
          {stacked ? <AdjustmentCards {...listProps} /> : <AdjustmentsGrid {...listProps} />}
        </Card>
      )}
    </>
  )
}
