import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { formatDate } from '../../../shared/format'
import type { TalentEngagement } from './types'

/**
 * What waits for the talent's answer at the top of an engagement: an offer (Accept / Decline) or an
 * extension (new end date, its terms when they change, Accept extension; the spec gives no decline of
 * an extension: it lapses at the old end date).
 */
export function EngagementAnswerBanner({
  engagement,
  busy,
  onAccept,
  onDecline,
}: {
  engagement: TalentEngagement
  busy: boolean
  onAccept: () => void
  onDecline: () => void
}) {
  if (engagement.status === 'pending') {
    return (
      <Alert
        severity="warning"
        icon={false}
        sx={{ mb: 3, alignItems: 'center', '& .MuiAlert-message': { flex: 1 } }}
        role="region"
        aria-label="Offer"
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, justifyContent: 'space-between' }}>
          <Box>
            <AlertTitle sx={{ mb: 0.5 }}>This offer waits for your answer</AlertTitle>
            <Typography variant="body2">Read the terms and the required documents below, then accept or decline.</Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button color="error" onClick={onDecline} disabled={busy}>
              Decline
            </Button>
            <Button variant="contained" onClick={onAccept} loading={busy}>
              Accept
            </Button>
          </Box>
        </Box>
      </Alert>
    )
  }
  const extension = engagement.pendingExtension
  if (!extension) return null
  const termsChanged = extension.termsText !== null && extension.termsText !== engagement.termsText
  return (
    <Alert severity="info" icon={false} sx={{ mb: 3, '& .MuiAlert-message': { flex: 1 } }} role="region" aria-label="Extension">
      <AlertTitle>Extension offered</AlertTitle>
      <Typography variant="body2">
        {engagement.name} would end on <strong>{formatDate(extension.endDate)}</strong> instead of {formatDate(engagement.endDate)}.
        {termsChanged ? ' The terms change with it:' : ' The terms stay the same.'}
      </Typography>
      {termsChanged && (
        <Typography variant="body2" sx={{ mt: 1, p: 1.5, bgcolor: 'background.paper', borderRadius: 1, whiteSpace: 'pre-wrap' }}>
          {extension.termsText}
        </Typography>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1.5 }}>
        <Button variant="contained" onClick={onAccept} loading={busy}>
          Accept extension
        </Button>
      </Box>
    </Alert>
  )
}
