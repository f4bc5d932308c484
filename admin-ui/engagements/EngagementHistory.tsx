import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import {
  DataTable,
  FunctionField,
  RecordContextProvider,
  ReferenceManyField,
  useListContext,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { ChoiceField } from './fields'
import { usePhone } from '../layout/usePhone'
import { UsDateField } from '../fields/UsDateField'

type Changes = Record<string, { old?: unknown; new?: unknown }>

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value)

/** The fields a move changed, one 'field: before → after' per line. */
const ChangesField = () => (
  <FunctionField
    render={(event: RaRecord) => {
      const changes = (event.changes ?? {}) as Changes
      const entries = Object.entries(changes)
      if (!entries.length) return '—'
      return (
        <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {entries.map(([field, change]) => `${field}: ${shown(change?.old)} → ${shown(change?.new)}`).join('\n')}
        </Typography>
      )
    }}
  />
)

const StatusMove = () => {
  const translate = useTranslate()
  const word = (status: unknown) =>
    status
      ? translate(`talentgrid.engagements.statuses.${status}`, {
          _: String(status),
        })
      : '—'
  return (
    <FunctionField
      render={(event: RaRecord) => (event.fromStatus || event.toStatus ? `${word(event.fromStatus)} → ${word(event.toStatus)}` : '—')}
    />
  )
}

const Empty = () => {
  const translate = useTranslate()
  return <Typography variant="body2">{translate('talentgrid.engagements.noHistory')}</Typography>
}

const actorOf = (event: RaRecord, translate: ReturnType<typeof useTranslate>) =>
  event.actorName ? String(event.actorName) : translate('talentgrid.engagements.system')

/** At 375 px: one line per event (what, the status move), then when and who, then the note and changes. */
const HistoryTimeline = () => {
  const { data } = useListContext()
  const translate = useTranslate()
  return (
    <List dense aria-label={translate('talentgrid.engagements.tabs.history')}>
      {(data ?? []).map((event) => (
        <RecordContextProvider value={event} key={event.id}>
          <ListItem divider alignItems="flex-start" disableGutters>
            <ListItemText
              primary={
                <>
                  <ChoiceField source="kind" prefix="talentgrid.engagements.eventKinds" />
                  {' · '}
                  <StatusMove />
                </>
              }
              secondary={
                <>
                  <UsDateField source="at" showTime /> · {actorOf(event, translate)}
                  {event.note ? (
                    <>
                      <br />
                      {String(event.note)}
                    </>
                  ) : null}
                  <br />
                  <ChangesField />
                </>
              }
              secondaryTypographyProps={{ component: 'div' }}
              primaryTypographyProps={{ component: 'div' }}
            />
          </ListItem>
        </RecordContextProvider>
      ))}
    </List>
  )
}

/** The engagement's history, oldest first (one event per move; the job's moves name the system). */
export const EngagementHistory = () => {
  const translate = useTranslate()
  const isSmall = usePhone()
  return (
    <ReferenceManyField
      reference="engagement-events"
      target="engagement"
      sort={{ field: 'at', order: 'ASC' }}
      perPage={100}
      empty={<Empty />}
    >
      {isSmall ? (
        <HistoryTimeline />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="at" field={(props) => <UsDateField showTime {...props} />} />
          <DataTable.Col source="kind" field={(props) => <ChoiceField prefix="talentgrid.engagements.eventKinds" {...props} />} />
          <DataTable.Col source="toStatus" label="resources.engagement-events.fields.move" disableSort>
            <StatusMove />
          </DataTable.Col>
          <DataTable.Col source="actorName" disableSort>
            <FunctionField render={(event: RaRecord) => actorOf(event, translate)} />
          </DataTable.Col>
          <DataTable.Col source="note" disableSort>
            <FunctionField render={(event: RaRecord) => shown(event.note)} />
          </DataTable.Col>
          <DataTable.Col source="changes" disableSort>
            <ChangesField />
          </DataTable.Col>
        </DataTable>
      )}
    </ReferenceManyField>
  )
}
