import { useMemo } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { TIME_ENTRY_TEXT_MAX } from '../../../../domain/timeSheets/timeMath'
import { FormFrame } from '../../../shared/FormFrame'
import { FormTextField, useContractForm } from '../../../shared/forms'
import { GuardedDialog } from '../../../shared/GuardedDialog'
import { formatDate } from '../../../shared/format'
import { longDayLabel, minutesOfHoursText, totalText } from './display'
import { commentForm } from './entryInput'
import { EntryStateChip } from './EntryStateChip'
import { stateLabel, type SavedCell } from './gridModel'

/**
 * A day's entry: its state, the organization's decline comment, the review, an adjustment's change,
 * and the talent's comment (at most 500), which goes to the server with the sheet's Save.
 */
export function EntryDetailsDialog({ day, engagementName, comment, saved, onApply, onClose }: {
  day: string
  engagementName: string
  comment: string
  saved: SavedCell | undefined
  onApply: (comment: string) => void
  onClose: () => void
}) {
  const defaultValues = useMemo(() => ({ talentComment: comment }), [comment])
  const form = useContractForm({ schema: commentForm, defaultValues })
  const shown = saved ? (saved.adjustment ?? saved.entry) : null
  const submit = form.submit(async ({ talentComment: next }) => onApply(next))

  return (
    <GuardedDialog dirty={form.unsaved} onClose={onClose}>
      {(requestClose) => (
        <FormFrame
          title={`Time entry — ${longDayLabel(day)}`}
          banner={form.banner}
          onSubmit={() => void submit()}
          actions={
            <>
              <Button onClick={requestClose}>Cancel</Button>
              <Button type="submit" variant="contained">
                Apply
              </Button>
            </>
          }
        >
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{engagementName}</Typography>
              {shown && saved ? (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
                  <EntryStateChip state={shown.state} label={stateLabel(saved)} />
                  <Typography variant="body2" color="text.secondary">
                    {totalText(shown.durationMinutes)} h
                    {shown.purchaseOrder ? ` · PO ${shown.purchaseOrder.name}` : ''}
                  </Typography>
                </Box>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  Not saved yet.
                </Typography>
              )}
            </Box>
            {shown?.state === 'declined' && (
              <Alert severity="error">
                <strong>Declined{shown.reviewedBy ? ` by ${shown.reviewedBy.name}` : ''}:</strong> {shown.clientComment || 'No comment given.'}
              </Alert>
            )}
            {shown?.state === 'approved' && shown.reviewedBy && (
              <Typography variant="body2">
                Approved by {shown.reviewedBy.name} on {formatDate(shown.reviewedAt)}.
              </Typography>
            )}
            {saved?.adjustment && (
              <Typography variant="body2">
                Adjusted from {totalText(saved.entry.durationMinutes)} h (change {saved.adjustment.hoursDelta ?? totalText(minutesOfHoursText(saved.adjustment.hoursDelta))} h).
              </Typography>
            )}
            <FormTextField
              control={form.control}
              name="talentComment"
              label="Comment"
              multiline
              minRows={3}
              autoFocus
              helperText={`For the organization; at most ${TIME_ENTRY_TEXT_MAX} characters. Sent when you save the time sheet.`}
            />
          </Stack>
        </FormFrame>
      )}
    </GuardedDialog>
  )
}
