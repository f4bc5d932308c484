import ContactSupportOutlinedIcon from '@mui/icons-material/ContactSupportOutlined'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import {
  Datagrid,
  List,
  ReferenceField,
  SearchInput,
  Show,
  SimpleShowLayout,
  SimpleList,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { usePhone } from '../layout/usePhone'
import { ListAside } from '../layout/ListAside'
import { UsDateField } from '../fields/UsDateField'

/** The 'Do you have a question?' messages, read-only for the super admin (list and show with the file). */
interface FeedbackRecord {
  fileUrl?: string | null
  file?: { originalFileName: string; size: number } | null
}

const FileLink = (_props: { label?: string }) => {
  const record = useRecordContext<FeedbackRecord>()
  const translate = useTranslate()
  if (!record?.fileUrl || !record.file)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('talentgrid.knowledgeCenter.noFile')}
      </Typography>
    )
  return (
    <Link href={record.fileUrl} download onClick={(event) => event.stopPropagation()}>
      {record.file.originalFileName} ({Math.max(1, Math.round(record.file.size / 1024))} KB)
    </Link>
  )
}

/**
 * On a phone, one item per question (its message, who sent it and when) opening its page, where the
 * attached file downloads (a link inside the item's link would be a control inside a control).
 */
const FeedbackList = () => {
  const isPhone = usePhone()
  return (
    <List exporter={false} sort={{ field: 'createdAt', order: 'DESC' }} filters={[<SearchInput key="q" source="q" alwaysOn />]}>
      {isPhone ? (
        <SimpleList<FeedbackRecord & { id: string; message: string }>
          rowClick="show"
          primaryText={(feedback) => feedback.message}
          secondaryText={(feedback) => (
            <>
              <ReferenceField source="sender" reference="users" link={false} />
              {feedback.file && ` · ${feedback.file.originalFileName}`}
            </>
          )}
          tertiaryText={<ListAside><UsDateField source="createdAt" /></ListAside>}
          rowSx={() => ({
            '& .MuiListItemText-primary': { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
          })}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <UsDateField source="createdAt" showTime />
          <TextField
            source="message"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 480 }}
          />
          <ReferenceField source="sender" reference="users" link={false} />
          <ReferenceField source="organization" reference="organizations" emptyText="—" link={false} />
          <FileLink label="resources.faq-feedbacks.fields.file" />
        </Datagrid>
      )}
    </List>
  )
}

const FeedbackShow = () => {
  const translate = useTranslate()
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <Typography variant="body2" color="text.secondary">
          {translate('talentgrid.knowledgeCenter.readOnly')}
        </Typography>
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        <ReferenceField source="sender" reference="users" />
        <ReferenceField source="organization" reference="organizations" emptyText="—" />
        <FileLink label="resources.faq-feedbacks.fields.file" />
        <UsDateField source="createdAt" showTime />
      </SimpleShowLayout>
    </Show>
  )
}

export const faqFeedbacks = { list: FeedbackList, show: FeedbackShow, icon: ContactSupportOutlinedIcon, recordRepresentation: 'message' }
