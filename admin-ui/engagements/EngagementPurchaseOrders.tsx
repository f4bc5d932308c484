import Typography from '@mui/material/Typography'
import { DataTable, ReferenceField, ReferenceManyField, TextField, useTranslate } from 'react-admin'
import { UsDateField } from '../fields/UsDateField'

const Empty = () => {
  const translate = useTranslate()
  return <Typography variant="body2">{translate('talentgrid.engagements.noPurchaseOrders')}</Typography>
}

/** The POs assigned to the engagement (engagement-purchase-orders), in the order they were assigned. */
export const EngagementPurchaseOrders = () => (
  <ReferenceManyField
    reference="engagement-purchase-orders"
    target="engagement"
    sort={{ field: 'assignedAt', order: 'ASC' }}
    perPage={100}
    empty={<Empty />}
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="purchaseOrder" disableSort>
        <ReferenceField source="purchaseOrder" reference="purchase-orders" link="show" />
      </DataTable.Col>
      <DataTable.Col source="description" disableSort>
        <ReferenceField source="purchaseOrder" reference="purchase-orders" link={false}>
          <TextField source="description" />
        </ReferenceField>
      </DataTable.Col>
      <DataTable.Col source="assignedAt" field={(props) => <UsDateField showTime emptyText="—" {...props} />} />
    </DataTable>
  </ReferenceManyField>
)
