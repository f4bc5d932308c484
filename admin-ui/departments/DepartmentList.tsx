import { AutocompleteInput, DataTable, List, ReferenceField, ReferenceInput, SearchInput } from 'react-admin'

const departmentFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="organization" source="organization" reference="organizations" alwaysOn>
    <AutocompleteInput />
  </ReferenceInput>,
]

/** Departments of every organization, filtered by organization. */
export const DepartmentList = () => (
  <List filters={departmentFilters} sort={{ field: 'name', order: 'ASC' }} perPage={25} exporter={false}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="depId" />
      <DataTable.Col source="organization">
        <ReferenceField source="organization" reference="organizations" />
      </DataTable.Col>
      <DataTable.Col source="description" />
    </DataTable>
  </List>
)
