import { useCallback, useMemo, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { useListParams } from '../../../shared/useListParams'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown'
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined'
import { useQuery } from '@tanstack/react-query'
import { apiCall, apiQuery } from '../../../shared/client'
import { LoadError } from '../../../shared/LoadError'
import { useModal } from '../../../shared/ModalHost'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { useStackedRows } from '../../../shared/RowCards'
import { useToast } from '../../../shared/toasts'
import { usePageTitle } from '../../../shared/usePageTitle'
import { keepShownWhileFetching, loadState, useInvalidate } from '../../queries'
import { BULK_APPROVAL_TITLES, BulkApproveDialog, type BulkApprovalType } from './BulkApproveDialog'
import { ExportDialog } from './ExportDialog'
import { choiceFromParams, choiceToParams, type PeriodChoice } from './periods'
import { PeriodPicker } from './PeriodPicker'
import { PoBurnDownChart } from './PoBurnDownChart'
import { DeclineDialog, UnapproveDialog } from './ReviewDialogs'
import { DEFAULT_TIME_ORDERING } from './ordering'
import { TimeEntriesGrid, type RowActions } from './TimeEntriesGrid'
import { TimeEntryCards } from './TimeEntryCards'
import { TimeFiltersBar } from './TimeFiltersBar'
import { TotalsBar } from './TotalsBar'
import type { OrgTimeEntryPatch } from '../../../../contract/timeSheets/orgInput'
import { filterQuery, patchTimeEntry, periodParams, periodQuery, TIME_ENTRIES_PAGE_SIZE, useTimeSheetPaths, type TimeEntry, type TimeFilters } from './timeSheetsApi'
import { formatDate } from '../../../shared/format'
import { useOrgToday } from './useOrgToday'

/** /time-tracking: waits for the organization's today, then the screen. */
export default function TimeTrackingPage() {
  usePageTitle('Time Tracking')
  const today = useOrgToday()
  return (
    <>
      <PageHeader
        title="Time Tracking"
        subtitle="Review, approve and export your talents' time."
        actions={
          <Button component={RouterLink} to="/time-tracking/historical-adjustments" variant="outlined">
            Historical adjustments
          </Button>
        }
      />
      {today === null ? <PageLoader label="Loading time tracking" /> : <TimeTrackingScreen today={today} />}
    </>
  )
}

function TimeTrackingScreen({ today }: { today: string }) {
  const paths = useTimeSheetPaths()
  const modal = useModal()
  const toast = useToast()
  const invalidate = useInvalidate()
  const { params, update, page } = useListParams()
  const stacked = useStackedRows()
  const [busyId, setBusyId] = useState<string | null>(null)
  const [approveMenu, setApproveMenu] = useState<HTMLElement | null>(null)

  const choice = choiceFromParams(params, today)
  const filters: TimeFilters = {
    engagement: params.get('engagement'),
    talent: params.get('talent'),
    state: (params.get('state') as TimeFilters['state']) ?? 'all',
    department: params.get('department'),
    purchaseOrder: params.get('purchase_order'),
    search: params.get('search') ?? '',
  }
  const ordering = params.get('ordering') ?? DEFAULT_TIME_ORDERING


  const scopeQuery = { ...periodQuery(choice), ...filterQuery(filters) }
  const list = loadState(useQuery({ ...apiQuery(paths.list, { params: { query: { ...scopeQuery, ordering, page, page_size: TIME_ENTRIES_PAGE_SIZE } } }), ...keepShownWhileFetching }))
  const totals = useQuery({ ...apiQuery(paths.total, { params: { query: scopeQuery } }), ...keepShownWhileFetching })
  // The action item: something of what the list shows (any state filter aside) waits for review. The banner asks
  // `exists` without the name search (exists cannot search talent names); the dialog counts the shown list itself,
  // search included.
  const waitingScope = { ...scopeQuery, state: undefined }
  const waiting = useQuery(apiQuery(paths.exists, { params: { query: { ...waitingScope, search: undefined } } }))

  const refresh = useCallback(() => invalidate(paths.list), [invalidate, paths.list])

  const review = useCallback(
    async (entry: TimeEntry, body: OrgTimeEntryPatch, done: string) => {
      setBusyId(entry.id)
      try {
        await patchTimeEntry(paths, entry, body)
        toast.success(done)
        await refresh()
      } finally {
        setBusyId(null)
      }
    },
    [paths, refresh, toast],
  )

  const actions = useMemo<RowActions>(
    () => ({
      approve: (entry) => {
        review(entry, { state: 'approved' }, 'Time entry was approved').catch((error: Error) => toast.error(error.message))
      },
      decline: (entry) =>
        modal.open(<DeclineDialog entry={entry} decline={(body) => review(entry, body, 'Time entry was declined')} onDone={modal.close} onCancel={modal.close} />),
      unapprove: (entry) =>
        modal.open(<UnapproveDialog entry={entry} unapprove={(body) => review(entry, body, 'Time entry was un-approved')} onDone={modal.close} onCancel={modal.close} />),
    }),
    [modal, review, toast],
  )

  const openBulk = (type: BulkApprovalType) => {
    setApproveMenu(null)
    modal.open(
      <BulkApproveDialog
        type={type}
        choice={choice}
        today={today}
        paths={paths}
        talent={filters.talent}
        listFilters={waitingScope}
        engagement={filters.engagement}
        approve={async (input) => {
          const answer = await apiCall('patch', paths.list, { body: { action: 'approve', ...input } })
          const count = answer?.approved ?? 0
          toast.success(count === 1 ? '1 time entry was approved' : `${count} time entries were approved`)
          await refresh()
        }}
        onDone={modal.close}
        onCancel={modal.close}
      />,
    )
  }

  const scopeText = choice.kind === 'period' ? `the pay period ${formatDate(choice.start)} – ${formatDate(choice.end)}` : `${formatDate(choice.from)} – ${formatDate(choice.to)}`
  const openExport = () =>
    modal.open(
      <ExportDialog
        scope={{ ...periodParams(choice), engagementId: filters.engagement ?? undefined, talentId: filters.talent ?? undefined }}
        scopeText={scopeText}
        onClose={modal.close}
      />,
    )

  const rows = list.data?.results ?? []
  const EntriesList = stacked ? TimeEntryCards : TimeEntriesGrid
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
        <PeriodPicker today={today} choice={choice} onChange={(next: PeriodChoice) => update(choiceToParams(next, today))} />
        <Box sx={{ display: 'flex', gap: 1, ml: { md: 'auto' }, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            endIcon={<ArrowDropDownIcon />}
            aria-haspopup="menu"
            aria-expanded={approveMenu ? 'true' : undefined}
            aria-controls={approveMenu ? 'bulk-approve-menu' : undefined}
            onClick={(event) => setApproveMenu(event.currentTarget)}
          >
            Approve time
          </Button>
          <Menu id="bulk-approve-menu" anchorEl={approveMenu} open={approveMenu !== null} onClose={() => setApproveMenu(null)}>
            {(['entire_day', 'entire_engagement', 'all_engagements'] as const).map((type) => (
              <MenuItem key={type} onClick={() => openBulk(type)}>
                {BULK_APPROVAL_TITLES[type]}
              </MenuItem>
            ))}
          </Menu>
          <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={openExport}>
            Export payroll report
          </Button>
        </Box>
      </Box>
      {waiting.data?.exists && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => openBulk('action_item')}>
              Approve all
            </Button>
          }
        >
          Time entries shown here are waiting for approval.
        </Alert>
      )}
      <TimeFiltersBar paths={paths} filters={filters} onChange={update} />
      {totals.data && <TotalsBar totals={totals.data} />}
      {list.loading ? (
        <PageLoader label="Loading time entries" />
      ) : list.failed ? (
        <LoadError error={list.error} onRetry={list.retry} />
      ) : (
        <Card>
          <EntriesList
            rows={rows}
            count={list.data?.count ?? 0}
            page={page}
            loading={list.refreshing}
            ordering={ordering}
            busyId={busyId}
            onPage={(next) => next !== page && update({ page: next === 1 ? null : String(next) })}
            onOrder={(next) => update({ ordering: next === DEFAULT_TIME_ORDERING ? null : next })}
            actions={actions}
          />
        </Card>
      )}
      <PoBurnDownChart paths={paths} />
    </>
  )
}
