import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import CheckIcon from '@mui/icons-material/Check'
import CloseIcon from '@mui/icons-material/Close'
import UndoIcon from '@mui/icons-material/Undo'
import { formatDate } from '../../../shared/format'
import { ListPages } from '../../../shared/ListPages'
import { RowCard, RowCards, RowFacts } from '../../../shared/RowCards'
import { shownAmount } from '../engagements/money'
import { ORDERING_CHOICES } from './ordering'
import { TimeStateChip, type TimeEntriesListProps } from './TimeEntriesGrid'
import { hoursShown, isReviewable, isUnapprovable, TIME_ENTRIES_PAGE_SIZE, type TimeEntry } from './timeSheetsApi'

const engagementShown = (entry: TimeEntry) => (entry.isAdjustive ? `Adj. ${entry.engagementName}` : entry.engagementName)

/**
 * The time entries on a phone: one stacked card per entry (talent, day and engagement; hours, state, PO,
 * cost when the API gives it, the review) with Approve and Decline, or Un-approve, as buttons under it,
 * so nothing hides past the screen's edge as the grid's columns did. The grid's header sorting becomes a
 * 'Sort by' choice and its footer the page buttons; the same props drive both.
 */
export function TimeEntryCards({ rows, count, page, loading, ordering, busyId, onPage, onOrder, actions }: TimeEntriesListProps) {
  const showsCost = rows.some((row) => row.cost !== null)
  const choices = ORDERING_CHOICES.filter((choice) => showsCost || !choice.value.endsWith('cost'))
  return (
    <>
      <Box sx={{ p: 2 }}>
        <TextField select size="small" fullWidth label="Sort by" value={choices.some((choice) => choice.value === ordering) ? ordering : ''} onChange={(event) => onOrder(event.target.value)}>
          {choices.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {loading ? <LinearProgress aria-label="Updating time entries" /> : <Box sx={{ height: 4 }} />}
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
          No results found...
        </Typography>
      ) : (
        <RowCards label="Time entries">
          {rows.map((entry) => (
            <RowCard key={entry.id} title={entry.talentName} actions={entryActions(entry, busyId === entry.id, actions)}>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
                {formatDate(entry.timekeepingDate)} · {engagementShown(entry)}
              </Typography>
              <RowFacts
                facts={[
                  ['Hours', hoursShown(entry.durationMinutes)],
                  ['State', <TimeStateChip key="state" state={entry.state} />],
                  ...(entry.purchaseOrder ? ([['PO', entry.purchaseOrder.name]] as [string, string][]) : []),
                  ...(showsCost ? ([['Cost', shownAmount(entry.cost) ?? '—']] as [string, string][]) : []),
                  ...(entry.reviewedBy ? ([['Reviewed', `${entry.reviewedBy.name}, ${formatDate(entry.reviewedAt)}`]] as [string, string][]) : []),
                ]}
              />
            </RowCard>
          ))}
        </RowCards>
      )}
      <ListPages page={page} pages={Math.ceil(count / TIME_ENTRIES_PAGE_SIZE)} label="Time entry pages" onChange={onPage} inCard />
    </>
  )
}

/** The review buttons: the words on screen, and the talent and day for a screen reader ('Approve David Kowalski, 11/18/2026'). */
function entryActions(entry: TimeEntry, busy: boolean, actions: TimeEntriesListProps['actions']) {
  const who = `${entry.talentName}, ${formatDate(entry.timekeepingDate)}`
  if (isReviewable(entry)) {
    return (
      <>
        <Button size="small" variant="outlined" color="success" startIcon={<CheckIcon />} aria-label={`Approve ${who}`} disabled={busy} onClick={() => actions.approve(entry)}>
          Approve
        </Button>
        <Button size="small" variant="outlined" color="error" startIcon={<CloseIcon />} aria-label={`Decline ${who}`} disabled={busy} onClick={() => actions.decline(entry)}>
          Decline
        </Button>
      </>
    )
  }
  if (isUnapprovable(entry)) {
    return (
      <Button size="small" variant="outlined" color="inherit" startIcon={<UndoIcon />} aria-label={`Un-approve ${who}`} disabled={busy} onClick={() => actions.unapprove(entry)}>
        Un-approve
      </Button>
    )
  }
  return null
}
