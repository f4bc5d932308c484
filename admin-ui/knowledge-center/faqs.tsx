import HelpOutlineIcon from '@mui/icons-material/HelpOutline'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useWatch } from 'react-hook-form'
import {
  Create,
  Datagrid,
  Edit,
  List,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin'
import { FAQ_ANSWER_MAX, faqInput } from '../../contract/knowledgeCenter'
import { RichTextView } from '../../portals/shared/RichTextView'
import { usePhone } from '../layout/usePhone'
import { AudienceText, RowActions, PublishToolbar, RichTextInput, StatusChip, audienceChoices, contractResolver } from './shared'
import { ListAside } from '../layout/ListAside'
import { UsDateField } from '../fields/UsDateField'

/** FAQs with a rich-text answer, drafts and publishing, and the portal's look as a preview. */

/** The FAQ as the knowledge center's accordion shows it (the portals' /knowledge-center/faq). */
const FaqPreview = () => {
  const translate = useTranslate()
  const [question, answer] = useWatch({ name: ['question', 'answer'] }) as [string | undefined, string | undefined]
  return (
    <Card variant="outlined" sx={{ width: '100%', mt: 2 }} aria-label={translate('talentgrid.knowledgeCenter.preview')}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {translate('talentgrid.knowledgeCenter.preview')}
        </Typography>
        {question || answer ? (
          <Accordion defaultExpanded disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography sx={{ fontWeight: 500 }}>{question}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <RichTextView html={answer ?? ''} />
            </AccordionDetails>
          </Accordion>
        ) : (
          <Typography color="text.secondary">{translate('talentgrid.knowledgeCenter.previewEmpty')}</Typography>
        )}
      </CardContent>
    </Card>
  )
}

const FaqForm = () => (
  <SimpleForm resolver={contractResolver(faqInput)} toolbar={<PublishToolbar />} defaultValues={{ audience: 'both', order: 0 }}>
    <TextInput source="question" fullWidth />
    <Box sx={{ width: '100%', mb: 2 }}>
      <RichTextInput source="answer" label="resources.knowledge-center-faqs.fields.answer" maxLength={FAQ_ANSWER_MAX} />
    </Box>
    <ReferenceInput source="category" reference="faq-categories" sort={{ field: 'order', order: 'ASC' }}>
      <SelectInput optionText="name" />
    </ReferenceInput>
    <SelectInput source="audience" choices={audienceChoices} />
    <NumberInput source="order" min={0} step={1} />
    <FaqPreview />
  </SimpleForm>
)

/**
 * On a phone, one item per FAQ (its question, category and audience, draft or published) opening its form,
 * which deletes it and sets its order; the move buttons are the table's.
 */
const FaqList = () => {
  const isPhone = usePhone()
  const translate = useTranslate()
  return (
    <List
      exporter={false}
      sort={{ field: 'order', order: 'ASC' }}
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput
          key="status"
          source="status"
          choices={[
            { id: 'draft', name: 'talentgrid.knowledgeCenter.draft' },
            { id: 'published', name: 'talentgrid.knowledgeCenter.published' },
          ]}
        />,
        <SelectInput key="audience" source="audience" choices={audienceChoices} />,
      ]}
    >
      {isPhone ? (
        <SimpleList
          rowClick="edit"
          primaryText={(faq) => faq.question}
          secondaryText={(faq) => (
            <>
              <ReferenceField source="category" reference="faq-categories" emptyText="—" link={false} />
              {` · ${translate(`talentgrid.knowledgeCenter.audience.${faq.audience}`, { _: faq.audience })}`}
            </>
          )}
          tertiaryText={<ListAside><StatusChip /></ListAside>}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <NumberField source="order" />
          <TextField source="question" />
          <ReferenceField source="category" reference="faq-categories" emptyText="—" link={false} />
          <AudienceText label="resources.knowledge-center-faqs.fields.audience" />
          <StatusChip label="resources.knowledge-center-faqs.fields.status" />
          <UsDateField source="updatedAt" />
          <RowActions label="talentgrid.knowledgeCenter.actions" />
        </Datagrid>
      )}
    </List>
  )
}

export const knowledgeCenterFaqs = {
  list: FaqList,
  create: () => (
    <Create redirect="edit">
      <FaqForm />
    </Create>
  ),
  edit: () => (
    <Edit mutationMode="pessimistic">
      <FaqForm />
    </Edit>
  ),
  icon: HelpOutlineIcon,
  recordRepresentation: 'question',
}
