import {
  AutocompleteInput,
  ChipField,
  DataTable,
  List,
  ReferenceArrayField,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  SingleFieldList,
  FunctionField,
  type RaRecord,
} from 'react-admin'
import { ENGAGEMENT_STATUSES } from '../../contract/engagements/status'
import { CentsField, EngagementDatesField, EngagementStatusField } from './fields'
import { usePhone } from '../layout/usePhone'
import { ListAside } from '../layout/ListAside'

export const engagementStatusChoices = ENGAGEMENT_STATUSES.map((status) => ({
  id: status,
  name: `talentgrid.engagements.statuses.${status}`,
}))

const engagementFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="organization" source="organization" reference="organizations" alwaysOn>
    <AutocompleteInput sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <SelectInput key="status" source="status" choices={engagementStatusChoices} alwaysOn emptyText="All" />,
]

const fullName = (user: RaRecord) => `${user.firstName} ${user.lastName}`

/**
 * Every organization's engagements, newest first; read-only: the super admin
 * makes no moves (spec), so there is no create, edit, delete or bulk action, and no export (CSV goes
 * only through the server's formula-safe writer).
 */
export const EngagementList = () => {
  const isSmall = usePhone()
  return (
    <List filters={engagementFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {isSmall ? (
        <SimpleList
          linkType="show"
          primaryText={(record) => record.name}
          secondaryText={
            <>
              <ReferenceField source="organization" reference="organizations" link={false} />
              {' · '}
              <EngagementDatesField />
            </>
          }
          tertiaryText={
            <ListAside>
              <EngagementStatusField />
            </ListAside>
          }
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="organization">
            <ReferenceField source="organization" reference="organizations" emptyText="—" link={false} />
          </DataTable.Col>
          <DataTable.Col source="talent">
            <ReferenceField source="talent" reference="talents" emptyText="—" link={false} />
          </DataTable.Col>
          <DataTable.Col source="owners" disableSort>
            <ReferenceArrayField source="owners" reference="users">
              <SingleFieldList linkType={false}>
                <FunctionField
                  render={(user: RaRecord) => <ChipField record={{ id: user.id, label: fullName(user) }} source="label" size="small" />}
                />
              </SingleFieldList>
            </ReferenceArrayField>
          </DataTable.Col>
          <DataTable.Col source="status" field={EngagementStatusField} />
          <DataTable.Col source="startDate" label="resources.engagements.fields.dates" field={EngagementDatesField} />
          <DataTable.Col source="hourlyFeeCents" field={CentsField} align="right" />
        </DataTable>
      )}
    </List>
  )
}
