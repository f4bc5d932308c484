import { DataTable, EmailField, List, NullableBooleanInput, SearchInput, SimpleList } from 'react-admin'
import { usePhone } from '../layout/usePhone'
import { UsDateField } from '../fields/UsDateField'
import { UserStatusField } from '../users/UserStatusField'
import { ApprovedField } from './ApprovedField'
import { ListAside } from '../layout/ListAside'

const talentFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="isTalentApprovedByPlatform" source="isTalentApprovedByPlatform" />,
  <NullableBooleanInput key="isDeactivated" source="isDeactivated" />,
]

type Talent = { firstName?: string; lastName?: string; city?: string | null; state?: string | null }

const fullName = (talent: Talent) => `${talent.firstName ?? ''} ${talent.lastName ?? ''}`
const location = (talent: Talent) => [talent.city, talent.state].filter(Boolean).join(', ')

/** On a phone, one item per talent: name, e-mail and place, the status badge beside them. */
export const TalentList = () => {
  const isPhone = usePhone()
  return (
    <List filters={talentFilters} sort={{ field: 'lastName', order: 'ASC' }} perPage={25} exporter={false}>
      {isPhone ? (
        <SimpleList<Talent & { id: string; email?: string }>
          rowClick="edit"
          primaryText={fullName}
          secondaryText={(talent) => [talent.email, location(talent)].filter(Boolean).join(' · ')}
          tertiaryText={<ListAside><UserStatusField /></ListAside>}
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="lastName" label="resources.talents.fields.fullName" render={fullName} />
          <DataTable.Col source="email" field={EmailField} />
          <DataTable.Col source="city" label="resources.talents.fields.location" render={location} />
          <DataTable.Col source="isTalentApprovedByPlatform" field={ApprovedField} />
          <DataTable.Col source="status" field={UserStatusField} disableSort />
          <DataTable.Col source="dateJoined" field={UsDateField} />
        </DataTable>
      )}
    </List>
  )
}
