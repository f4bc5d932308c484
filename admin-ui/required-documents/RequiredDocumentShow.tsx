import Divider from '@mui/material/Divider'
import Stack from '@mui/material/Stack'
import { BooleanField, Labeled, NumberField, ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin'
import type { ReactNode } from 'react'
import { ChoiceField } from '../engagements/fields'
import { AcknowledgementReport } from './AcknowledgementReport'
import { PlacesField } from './fields'
import { UsDateField } from '../fields/UsDateField'

const Row = ({ children }: { children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={4} rowGap={1} flexWrap="wrap" alignItems="flex-start">
    {children}
  </Stack>
)

/** One library document, read-only, and its acknowledgement report (internalComment never shown). */
export const RequiredDocumentShow = () => (
  <Show actions={false}>
    <SimpleShowLayout>
      <Row>
        <Labeled source="name">
          <TextField source="name" />
        </Labeled>
        <Labeled source="organization">
          <ReferenceField source="organization" reference="organizations" emptyText="—" />
        </Labeled>
        <Labeled source="answerType">
          <ChoiceField source="answerType" prefix="talentgrid.requiredDocuments.answerTypes" />
        </Labeled>
        <Labeled source="places">
          <PlacesField />
        </Labeled>
        <Labeled source="isActive">
          <BooleanField source="isActive" />
        </Labeled>
      </Row>
      <TextField source="description" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
      <Row>
        <Labeled source="originalFileName">
          <TextField source="originalFileName" emptyText="talentgrid.requiredDocuments.noFile" />
        </Labeled>
        <Labeled source="fileVersion">
          <NumberField source="fileVersion" />
        </Labeled>
        <Labeled source="createdAt">
          <UsDateField source="createdAt" />
        </Labeled>
      </Row>
      <Divider />
      <AcknowledgementReport />
    </SimpleShowLayout>
  </Show>
)
