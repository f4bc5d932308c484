import { AutocompleteInput, DataTable, EmailField, List, ReferenceField, ReferenceInput, SearchInput, SelectInput, SimpleList } from 'react-admin'
import { usePhone } from '../layout/usePhone'
import { UsDateField } from '../fields/UsDateField'
import { ImpersonateButton } from './ImpersonateButton'
import { RoleField } from './RoleField'
import { UserStatusField } from './UserStatusField'
import { roleChoices } from './roles'
import { ListAside } from '../layout/ListAside'

const statusChoices = ['active', 'deactivated', 'invited'].map((id) => ({ id, name: `talentgrid.userStatus.${id}` }))

const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <ReferenceInput key="organization" source="organization" reference="organizations">
    <AutocompleteInput />
  </ReferenceInput>,
  // The status the badge shows (the server turns it into deactivation and first sign-in).
  <SelectInput key="status" source="status" choices={statusChoices} />,
]

const fullName = (user: { firstName?: string; lastName?: string }) => `${user.firstName ?? ''} ${user.lastName ?? ''}`

/** On a phone, one item per user (name, e-mail, organization, status); impersonation is on the user's page. */
export const UserList = () => {
  const isPhone = usePhone()
  return (
    <List filters={userFilters} sort={{ field: 'dateJoined', order: 'DESC' }} perPage={25} exporter={false}>
      {isPhone ? (
        <SimpleList
          rowClick="edit"
          primaryText={(user) => fullName(user)}
          secondaryText={(user) => (
            <>
              {user.email}
              {user.organization && (
                <>
                  {' · '}
                  <ReferenceField source="organization" reference="organizations" link={false} />
                </>
              )}
            </>
          )}
          tertiaryText={<ListAside><UserStatusField /></ListAside>}
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="firstName" label="resources.users.fields.fullName" render={fullName} />
          <DataTable.Col source="email" field={EmailField} />
          <DataTable.Col source="role" field={RoleField} />
          <DataTable.Col source="organization">
            <ReferenceField source="organization" reference="organizations" />
          </DataTable.Col>
          <DataTable.Col source="department">
            <ReferenceField source="department" reference="departments" emptyText="" />
          </DataTable.Col>
          {/* The status badge says deactivated too: no separate column, so the table fits a laptop screen. */}
          <DataTable.Col source="status" field={UserStatusField} />
          <DataTable.Col source="dateJoined" field={UsDateField} />
          <DataTable.Col label="talentgrid.actions">
            <ImpersonateButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  )
}
