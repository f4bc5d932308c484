import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  BooleanField,
  DataTable,
  FunctionField,
  Labeled,
  ReferenceField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import type { ReactNode } from 'react'
import { CentsField, usDay } from '../engagements/fields'
import { UsedField } from './UsedField'
import { UsDateField } from '../fields/UsDateField'

const Row = ({ children }: { children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={4} rowGap={1} flexWrap="wrap" alignItems="flex-start">
    {children}
  </Stack>
)

const NoEngagements = () => {
  const translate = useTranslate()
  return <Typography variant="body2">{translate('talentgrid.purchaseOrders.noEngagements')}</Typography>
}

const AssignedEngagements = () => {
  const translate = useTranslate()
  return (
    <Stack spacing={1} component="section" aria-labelledby="po-engagements">
      <Typography variant="h6" component="h2" id="po-engagements">
        {translate('talentgrid.purchaseOrders.engagements')}
      </Typography>
      <ReferenceManyField
        reference="engagement-purchase-orders"
        target="purchaseOrder"
        sort={{ field: 'assignedAt', order: 'ASC' }}
        perPage={100}
        empty={<NoEngagements />}
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="engagement" disableSort>
            <ReferenceField source="engagement" reference="engagements" link="show" />
          </DataTable.Col>
          <DataTable.Col source="assignedAt" field={(props) => <UsDateField showTime emptyText="—" {...props} />} />
        </DataTable>
      </ReferenceManyField>
    </Stack>
  )
}

/** One purchase order, read-only, with the engagements it is assigned to. */
export const PurchaseOrderShow = () => (
  <Show actions={false}>
    <SimpleShowLayout>
      <Row>
        <Labeled source="name">
          <TextField source="name" />
        </Labeled>
        <Labeled source="description">
          <TextField source="description" />
        </Labeled>
        <Labeled source="organization">
          <ReferenceField source="organization" reference="organizations" emptyText="—" />
        </Labeled>
      </Row>
      <Row>
        <Labeled source="isActive">
          <BooleanField source="isActive" />
        </Labeled>
        <Labeled source="isUsed">
          <UsedField />
        </Labeled>
        <Labeled source="amountCents">
          <CentsField source="amountCents" />
        </Labeled>
        <Labeled source="validThrough">
          <FunctionField render={(record: RaRecord) => usDay(record.validThrough)} />
        </Labeled>
      </Row>
      <TextField source="notes" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
      <Row>
        <Labeled source="originalFileName">
          <TextField source="originalFileName" emptyText="—" />
        </Labeled>
        <Labeled source="createdAt">
          <UsDateField source="createdAt" />
        </Labeled>
      </Row>
      <Divider />
      <AssignedEngagements />
    </SimpleShowLayout>
  </Show>
)
