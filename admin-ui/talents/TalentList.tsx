import { DataTable, EmailField, List, NullableBooleanInput, SearchInput } from 'react-admin'
import { UsDateField } from '../fields/UsDateField'
import { UserStatusField } from '../users/UserStatusField'
import { ApprovedField } from './ApprovedField'

const talentFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="isTalentApprovedByPlatform" source="isTalentApprovedByPlatform" />,
  <NullableBooleanInput key="isDeactivated" source="isDeactivated" />,
]

type Talent = { firstName?: string; lastName?: string; city?: string | null; state?: string | null }

const fullName = (talent: Talent) => `${talent.firstName ?? ''} ${talent.lastName ?? ''}`
const location = (talent: Talent) => [talent.city, talent.state].filter(Boolean).join(', ')

export const TalentList = () => (
  <List filters={talentFilters} sort={{ field: 'lastName', order: 'ASC' }} perPage={25} exporter={false}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="lastName" label="resources.talents.fields.fullName" render={fullName} />
      <DataTable.Col source="email" field={EmailField} />
      <DataTable.Col source="city" label="resources.talents.fields.location" render={location} />
      <DataTable.Col source="isTalentApprovedByPlatform" field={ApprovedField} />
      <DataTable.Col source="status" field={UserStatusField} disableSort />
      <DataTable.Col source="dateJoined" field={UsDateField} />
    </DataTable>
  </List>
)
