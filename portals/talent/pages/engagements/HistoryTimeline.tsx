import { format, isValid, parseISO } from 'date-fns'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined'
import { EmptyState } from '../../../shared/EmptyState'
import { describeEvent } from './history'
import type { EngagementEvent } from './types'
import { DATE_FORMAT } from '../../../../contract/format'

const when = (at: string) => {
  const date = parseISO(at)
  return isValid(date) ? format(date, `${DATE_FORMAT} 'at' h:mm a`) : '—'
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
