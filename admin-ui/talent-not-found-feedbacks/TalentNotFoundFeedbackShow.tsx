import Typography from '@mui/material/Typography'
import { ReferenceField, Show, SimpleShowLayout, TextField, useTranslate } from 'react-admin'
import { UsDateField } from '../fields/UsDateField'

/** No edit or delete (no actions at all): the feedback is what an organization user told the platform. */
export const TalentNotFoundFeedbackShow = () => {
  const translate = useTranslate()
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <Typography variant="body2" color="text.secondary">
          {translate('talentgrid.talentNotFoundFeedbacks.readOnly')}
        </Typography>
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        <TextField source="lastSearch" emptyText={translate('talentgrid.talentNotFoundFeedbacks.noLastSearch')} />
        <ReferenceField source="sentBy" reference="users" emptyText="—" />
        <ReferenceField source="organization" reference="organizations" emptyText="—" />
        <UsDateField source="createdAt" showTime />
      </SimpleShowLayout>
    </Show>
  )
}
