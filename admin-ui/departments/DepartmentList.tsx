import { AutocompleteInput, DataTable, List, ReferenceField, ReferenceInput, SearchInput, SimpleList } from 'react-admin'
import { usePhone } from '../layout/usePhone'
import { ListAside } from '../layout/ListAside'

const departmentFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="organization" source="organization" reference="organizations" alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
]

/** Departments of every organization, filtered by organization; on a phone, name, id and organization. */
export const DepartmentList = () => {
  const isPhone = usePhone()
  return (
    <List filters={departmentFilters} sort={{ field: 'name', order: 'ASC' }} perPage={25} exporter={false}>
      {isPhone ? (
        <SimpleList
          rowClick="edit"
          primaryText={(department) => department.name}
          secondaryText={<ReferenceField source="organization" reference="organizations" link={false} />}
          tertiaryText={(department) => <ListAside>{department.depId}</ListAside>}
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="depId" />
          <DataTable.Col source="organization">
            <ReferenceField source="organization" reference="organizations" />
          </DataTable.Col>
          <DataTable.Col source="description" />
        </DataTable>
      )}
    </List>
  )
}
