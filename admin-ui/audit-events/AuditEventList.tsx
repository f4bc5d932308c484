import {
  AutocompleteInput,
  DataTable,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
} from 'react-admin'
import { AUDIT_ACTIONS } from '../../contract/auditTrail'
import { usePhone } from '../layout/usePhone'
import { ActorField } from './ActorField'
import { ListAside } from '../layout/ListAside'
import { UsDateField } from '../fields/UsDateField'

const actionChoices = AUDIT_ACTIONS.map((action) => ({ id: action, name: `talentgrid.auditEvents.actions.${action}` }))

const auditFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="entity" source="entity" />,
  <SelectInput key="action" source="action" choices={actionChoices} />,
  <ReferenceInput key="organization" source="organization" reference="organizations">
    <AutocompleteInput />
  </ReferenceInput>,
  <ReferenceInput key="actor" source="actor" reference="users">
    <AutocompleteInput />
  </ReferenceInput>,
]

/** The audit trail, newest first; read-only (the server writes it, nobody edits it). On a phone: what, who, when. */
export const AuditEventList = () => {
  const isPhone = usePhone()
  return (
    <List filters={auditFilters} sort={{ field: 'at', order: 'DESC' }} perPage={25} exporter={false}>
      {isPhone ? (
        <SimpleList
          rowClick="show"
          primaryText={(event) => event.summary || `${event.action} ${event.entity}`}
          secondaryText={<ActorField />}
          tertiaryText={<ListAside><UsDateField source="at" showTime /></ListAside>}
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="at" field={(props) => <UsDateField showTime {...props} />} />
          <DataTable.Col source="actor" field={ActorField} />
          <DataTable.Col source="action" />
          <DataTable.Col source="entity" />
          <DataTable.Col source="recordId" />
          <DataTable.Col source="organization">
            <ReferenceField source="organization" reference="organizations" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="summary" disableSort />
        </DataTable>
      )}
    </List>
  )
}
