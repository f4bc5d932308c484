import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import CheckIcon from '@mui/icons-material/Check'
import CloseIcon from '@mui/icons-material/Close'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import { formatDate } from '../../../shared/format'
import { ListPages } from '../../../shared/ListPages'
import { RowCard, RowCards, RowFacts } from '../../../shared/RowCards'
import { shownAmount } from '../engagements/money'
import type { AdjustmentActions } from './AdjustmentsGrid'
import { TimeStateChip } from './TimeEntriesGrid'
import { hoursShown, hoursTextShown, isReviewable, TIME_ENTRIES_PAGE_SIZE, type TimeEntry } from './timeSheetsApi'

/**
 * The organization's adjustments on a phone (docs/decisions/phone-lists-as-row-cards.md): one card per
 * adjustment with what the grid's columns said (the day, the period it is booked into, engagement, PO,
 * hours and change, cost change when the API gives it, who made it, the state) and Adjust, Approve and
 * Decline as buttons under it; the grid's footer becomes the page buttons.
 */
export function AdjustmentCards({ rows, count, page, loading, busyId, onPage, actions }: { rows: TimeEntry[]; count: number; page: number; loading: boolean; busyId: string | null; onPage: (page: number) => void; actions: AdjustmentActions }) {
  const showsCost = rows.some((row) => row.costDelta !== null)
  return (
    <>
      {loading ? <LinearProgress aria-label="Updating adjustments" /> : <Box sx={{ height: 4 }} />}
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          No results found...
        </Typography>
      ) : (
        <RowCards label="Adjustments">
          {rows.map((entry) => (
            <RowCard key={entry.id} title={entry.talentName} actions={adjustmentActions(entry, busyId === entry.id, actions)}>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
                {formatDate(entry.timekeepingDate)} · Adj. {entry.engagementName}
              </Typography>
              <RowFacts
                facts={[
                  ['Booked into', formatDate(entry.bookedPeriodStart)],
                  ['Hours', hoursShown(entry.durationMinutes)],
                  ['Change', entry.hoursDelta === null ? '—' : `${entry.hoursDelta.startsWith('-') ? '' : '+'}${hoursTextShown(entry.hoursDelta)}`],
                  ...(showsCost ? ([['Cost change', shownAmount(entry.costDelta) ?? '—']] as [string, string][]) : []),
                  ['PO', entry.purchaseOrder?.name ?? '—'],
                  ['By', entry.adjustmentSource === 'organization' ? 'Organization' : entry.adjustmentSource === 'talent' ? 'Talent' : '—'],
                  ['State', <TimeStateChip key="state" state={entry.state} />],
                ]}
              />
            </RowCard>
          ))}
        </RowCards>
      )}
      <ListPages page={page} pages={Math.ceil(count / TIME_ENTRIES_PAGE_SIZE)} label="Adjustment pages" onChange={onPage} inCard />
    </>
  )
}

/** The buttons: the words on screen, and the talent and day for a screen reader ('Approve David Kowalski, 11/18/2026'). */
function adjustmentActions(entry: TimeEntry, busy: boolean, actions: AdjustmentActions) {
  const who = `${entry.talentName}, ${formatDate(entry.timekeepingDate)}`
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<EditOutlinedIcon />} aria-label={`Adjust ${who}`} disabled={busy} onClick={() => actions.open(entry)}>
        Adjust
      </Button>
      {isReviewable(entry) && (
        <>
          <Button size="small" variant="outlined" color="success" startIcon={<CheckIcon />} aria-label={`Approve ${who}`} disabled={busy} onClick={() => actions.approve(entry)}>
            Approve
          </Button>
          <Button size="small" variant="outlined" color="error" startIcon={<CloseIcon />} aria-label={`Decline ${who}`} disabled={busy} onClick={() => actions.decline(entry)}>
            Decline
          </Button>
        </>
      )}
    </>
  )
}
