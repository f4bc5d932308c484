import Chip from '@mui/material/Chip'
import type { ChipProps } from '@mui/material/Chip'
import {
  AutocompleteInput,
  DataTable,
  DateInput,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { formatMoney } from '../../contract/format'
import { TIME_ENTRY_STATES, type TimeEntryState } from '../../contract/timeSheets/timeEntry'
import { TIME_ENTRY_STATE_LABELS } from '../../contract/labels'
import { usDay } from '../engagements/fields'
import { usePhone } from '../layout/usePhone'
import type { TimeTrackingRow } from './timeTrackingProvider'
import { ListAside } from '../layout/ListAside'

const stateChoices = TIME_ENTRY_STATES.map((state) => ({ id: state, name: TIME_ENTRY_STATE_LABELS[state] }))

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Talent or engagement" />,
  <ReferenceInput key="organization" source="organization" reference="organizations" alwaysOn>
    <AutocompleteInput sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <SelectInput key="state" source="state" choices={stateChoices} alwaysOn emptyText="All" />,
  <DateInput key="dateFrom" source="dateFrom" />,
  <DateInput key="dateTo" source="dateTo" />,
]

const STATE_COLORS: Record<TimeEntryState, ChipProps['color']> = {
  open: 'default',
  pending: 'info',
  submitted: 'warning',
  approved: 'success',
  declined: 'error',
}

/** The state in the portals' words (pending reads 'Submitted'); an adjustment says so. */
const StateField = () => {
  const record = useRecordContext<TimeTrackingRow>()
  if (!record) return null
  return <Chip size="small" variant="outlined" color={STATE_COLORS[record.state]} label={TIME_ENTRY_STATE_LABELS[record.state] ?? record.state} />
}

/**
 * The entry's organization. The TimeEntry answer names the engagement, not the organization: it is read
 * through the engagement (two batched lookups a page, react-admin's getMany), unless the row carries it.
 */
const OrganizationField = () => {
  const record = useRecordContext<TimeTrackingRow>()
  if (!record) return null
  if (record.organizationName) return <span>{record.organizationName}</span>
  return (
    <ReferenceField source="engagementId" reference="engagements" link={false} emptyText="—">
      <ReferenceField source="organization" reference="organizations" link={false} emptyText="—" />
    </ReferenceField>
  )
}

/** '7.50', an adjustment 'Adj. -1.50' (its change against the entry it corrects). */
const hoursOf = (record: TimeTrackingRow) => (record.isAdjustive && record.hoursDelta !== null ? `Adj. ${record.hoursDelta}` : record.hours)

const HoursField = () => {
  const record = useRecordContext<TimeTrackingRow>()
  return record ? <span>{hoursOf(record)}</span> : null
}

const CostField = () => {
  const record = useRecordContext<TimeTrackingRow>()
  if (!record) return null
  const cents = record.isAdjustive && record.costDeltaCents !== null ? record.costDeltaCents : record.costCents
  return <span>{cents === null ? '—' : formatMoney(cents)}</span>
}

/**
 * Every organization's time entries, read-only (the super admin reviews nothing; organizations
 * approve their own time). Newest day first; sortable by the spec's time-entry sort fields; filtered by organization,
 * state, days and a talent or engagement name.
 */
export const TimeTrackingList = () => {
  const isSmall = usePhone()
  const translate = useTranslate()
  return (
    <List filters={filters} sort={{ field: 'timekeepingDate', order: 'DESC' }} perPage={25} exporter={false}>
      {isSmall ? (
        <SimpleList<TimeTrackingRow>
          linkType={false}
          primaryText={(record) => `${record.talentName} · ${hoursOf(record)} h`}
          secondaryText={(record) => (
            <>
              {usDay(record.timekeepingDate)} · <OrganizationField /> · {record.engagementName}
            </>
          )}
          tertiaryText={(record) => (
            <ListAside>{TIME_ENTRY_STATE_LABELS[record.state]}</ListAside>
          )}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="timekeepingDate" render={(record: TimeTrackingRow) => usDay(record.timekeepingDate)} />
          <DataTable.Col source="organizationName" field={OrganizationField} />
          <DataTable.Col source="talentName" />
          <DataTable.Col source="engagementName" />
          <DataTable.Col source="hours" field={HoursField} align="right" />
          <DataTable.Col source="state" field={StateField} />
          <DataTable.Col source="cost" field={CostField} align="right" />
          <DataTable.Col
            source="reviewedBy"
            render={(record: TimeTrackingRow) => record.reviewedBy?.name ?? translate('talentgrid.timeTracking.notReviewed')}
          />
        </DataTable>
      )}
    </List>
  )
}
