import { Link as RouterLink } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { formatDate, formatRange } from '../../../shared/format'
import { EngagementStatusChip } from './EngagementStatusChip'
import { formatPayRate, organizationName, type TalentEngagementListItem } from './types'

/**
 * One engagement in the talent's list: name (to its page), organization, 'start – end', own pay rate and
 * status; an offer carries Accept and Decline, a waiting extension a way to review and accept it.
 */
export function EngagementCard({
  engagement,
  busy,
  onAccept,
  onDecline,
}: {
  engagement: TalentEngagementListItem
  busy: boolean
  onAccept: () => void
  onDecline: () => void
}) {
  const headingId = `engagement-${engagement.id}`
  const detail = `/engagements/${engagement.id}`
  const extension = engagement.pendingExtension && engagement.status !== 'pending' ? engagement.pendingExtension : null
  const documents = engagement.documentsTotal ? `${engagement.documentsDone ?? 0} of ${engagement.documentsTotal} documents done` : null
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={headingId} variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={detail} underline="hover" color="inherit">
                {engagement.name}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {organizationName(engagement) || 'Organization'}
            </Typography>
          </Box>
          <EngagementStatusChip status={engagement.status} />
        </Box>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            Dates
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {formatRange(formatDate(engagement.startDate), formatDate(engagement.endDate))}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            Your pay rate
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {formatPayRate(engagement.talentPayRate)}
          </Typography>
        </Box>
        {documents && (
          <Typography variant="body2" color="text.secondary">
            {documents}
          </Typography>
        )}
        {extension && (
          <Alert severity="info" sx={{ py: 0 }}>
            {typeof extension === 'object' ? `Extension offered to ${formatDate(extension.endDate)}.` : 'An extension is waiting for your answer.'}
          </Alert>
        )}
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', pt: 1 }}>
          {engagement.status === 'pending' ? (
            <>
              <Button component={RouterLink} to={detail} size="small">
                Details
              </Button>
              <Button onClick={onDecline} disabled={busy} size="small" color="error" aria-label={`Decline ${engagement.name}`}>
                Decline
              </Button>
              <Button onClick={onAccept} loading={busy} variant="contained" size="small" aria-label={`Accept ${engagement.name}`}>
                Accept
              </Button>
            </>
          ) : extension ? (
            <Button component={RouterLink} to={detail} variant="contained" size="small">
              Review extension
            </Button>
          ) : (
            <Button component={RouterLink} to={detail} size="small">
              Details
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  )
}
