import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { format, isValid, parseISO } from 'date-fns'
import { formatDate } from '../../../shared/format'
import { eventTitle } from './labels'
import type { EngagementEvent } from './types'
import { DATE_FORMAT } from '../../../../contract/format'

const when = (at: string) => {
  const date = parseISO(at)
  return isValid(date) ? format(date, `${DATE_FORMAT} h:mm a`) : at
}

/** Names of the fields a history event may say changed, as the screens call them. */
const FIELD_LABELS: Record<string, string> = {
  endDate: 'End date',
  startDate: 'Start date',
  termsText: 'Terms',
  name: 'Name',
  talentPayRate: 'Talent pay rate',
  hoursPerWeek: 'Hours per week',
}

const shownValue = (value: unknown) => {
  if (value === null || value === undefined || value === '') return '—'
  const text = String(value)
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? formatDate(text) : text.length > 80 ? `${text.slice(0, 80)}…` : text
}

/** The engagement's history (the spec's six event kinds), oldest first, as a vertical timeline. */
export function HistoryTimeline({ events }: { events: EngagementEvent[] }) {
  if (!events.length) return <Typography color="text.secondary">No history yet.</Typography>
  return (
    <Box component="ol" aria-label="History" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {events.map((event, index) => (
        <Box
          component="li"
          key={event.id}
          sx={{
            position: 'relative',
            pl: 3,
            pb: index === events.length - 1 ? 0 : 2,
            '&::before': { content: '""', position: 'absolute', left: 5, top: 6, width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' },
            '&::after':
              index === events.length - 1
                ? undefined
                : { content: '""', position: 'absolute', left: 9, top: 18, bottom: 0, width: 2, bgcolor: 'divider' },
          }}
        >
          <Typography sx={{ fontWeight: 600 }}>{eventTitle(event)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {when(event.at)} · {event.actorName ?? 'Automatically, on its date'}
          </Typography>
          {event.changes &&
            // The status move is the event's title already.
            Object.entries(event.changes)
              .filter(([field]) => field !== 'status')
              .map(([field, change]) => (
              <Typography key={field} variant="body2" color="text.secondary">
                {`${FIELD_LABELS[field] ?? field}: ${shownValue(change?.old)} → ${shownValue(change?.new)}`}
              </Typography>
            ))}
          {event.note && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {event.note}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  )
}
