import { AutocompleteInput, BooleanField, BooleanInput, DataTable, List, ReferenceField, ReferenceInput, SearchInput, SimpleList } from 'react-admin'
import { CentsField, usDay } from '../engagements/fields'
import { usePhone } from '../layout/usePhone'
import { UsedField } from './UsedField'

const purchaseOrderFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="organization" source="organization" reference="organizations" alwaysOn>
    <AutocompleteInput sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <BooleanInput key="isActive" source="isActive" />,
]

/** Every organization's purchase orders, read-only (organization admins keep them); no export. */
export const PurchaseOrderList = () => {
  const isSmall = usePhone()
  return (
    <List filters={purchaseOrderFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {isSmall ? (
        <SimpleList
          linkType="show"
          primaryText={(record) => `${record.name} · ${record.description}`}
          secondaryText={
            <>
              <ReferenceField source="organization" reference="organizations" link={false} />
              {' · '}
              <CentsField source="amountCents" />
            </>
          }
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="organization">
            <ReferenceField source="organization" reference="organizations" emptyText="—" link={false} />
          </DataTable.Col>
          <DataTable.Col source="name" />
          <DataTable.Col source="description" />
          <DataTable.Col source="isActive" field={BooleanField} />
          <DataTable.Col source="isUsed" disableSort field={UsedField} />
          <DataTable.Col source="amountCents" field={CentsField} align="right" />
          <DataTable.Col source="validThrough" render={(record) => usDay(record.validThrough)} />
        </DataTable>
      )}
    </List>
  )
}
