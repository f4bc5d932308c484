import { format, isValid, parseISO } from 'date-fns'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined'
import { EmptyState } from '../../../shared/EmptyState'
import { formatDate } from '../../../shared/format'
import { STATUS_LABELS, type EngagementEvent } from './types'

const when = (at: string) => {
  const date = parseISO(at)
  return isValid(date) ? format(date, "MM/dd/yyyy 'at' h:mm a") : '—'
}

const changedEndDate = (event: EngagementEvent) => {
  const change = event.changes?.endDate
  return change && typeof change.new === 'string' ? change.new : null
}

/** One line per history event kind (spec 4's six; drafts never reach the talent). */
export function describeEvent(event: EngagementEvent): string {
  const by = event.actorName ? ` by ${event.actorName}` : ''
  switch (event.kind) {
    case 'created':
      return `Offer sent${by}`
    case 'updated_pending': {
      const endDate = changedEndDate(event)
      // An extension is an update of an accepted or active engagement; an edit of an offer keeps it pending.
      if (event.toStatus && event.toStatus !== 'pending') return `Extension offered${endDate ? ` to ${formatDate(endDate)}` : ''}${by}`
      return `Offer updated${by}`
    }
    case 'updated_accepted': {
      const endDate = changedEndDate(event)
      return `Extension accepted${endDate ? `: ends ${formatDate(endDate)}` : ''}${by}`
    }
    case 'status_change': {
      const to = event.toStatus ? STATUS_LABELS[event.toStatus] : 'changed'
      const from = event.fromStatus ? `${STATUS_LABELS[event.fromStatus]} → ` : ''
      return `${from}${to}${event.actorName ? by : ' automatically'}`
    }
    default:
      return `Updated${by}`
  }
}

/** The engagement's history, oldest first as the server orders it (plan 3: `at`, then creation). */
export function HistoryTimeline({ events }: { events: EngagementEvent[] }) {
  return (
    <Card component="section" aria-labelledby="engagement-history">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id="engagement-history" variant="h2" gutterBottom>
          History
        </Typography>
        {events.length === 0 ? (
          <EmptyState icon={<HistoryOutlinedIcon />} title="No history yet" />
        ) : (
          <Box component="ol" aria-labelledby="engagement-history" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {events.map((event, index) => (
              <Box
                component="li"
                key={event.id}
                sx={{
                  position: 'relative',
                  pl: 3,
                  pb: index === events.length - 1 ? 0 : 2,
                  // A dot per event joined by a line: the order reads at a glance.
                  '&::before': { content: '""', position: 'absolute', left: 4, top: 6, width: 9, height: 9, borderRadius: '50%', bgcolor: 'primary.main' },
                  '&::after':
                    index === events.length - 1
                      ? undefined
                      : { content: '""', position: 'absolute', left: 8, top: 18, bottom: 0, width: '1px', bgcolor: 'divider' },
                }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {describeEvent(event)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {when(event.at)}
                </Typography>
                {event.note && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
                    {event.note}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  )
}
