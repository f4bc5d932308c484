import {
  AutocompleteInput,
  DataTable,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SimpleList,
  TextField,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { usePhone } from '../layout/usePhone'
import { UsDateField } from '../fields/UsDateField'

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="organization" source="organization" reference="organizations" alwaysOn>
    <AutocompleteInput sx={{ minWidth: 240 }} />
  </ReferenceInput>,
]

/**
 * Every talent-not-found feedback, newest first (Console). Read-only:
 * organization users send it; the super admin reads it, so there is no create, edit, delete, bulk action
 * or export (CSV only through the server's formula-safe writer).
 */
export const TalentNotFoundFeedbackList = () => {
  const isSmall = usePhone()
  const translate = useTranslate()
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {isSmall ? (
        <SimpleList
          linkType="show"
          primaryText={(record) => record.message}
          secondaryText={
            <>
              <ReferenceField source="organization" reference="organizations" link={false} />
              {' · '}
              <FunctionField render={(record: RaRecord) => record.lastSearch || translate('talentgrid.talentNotFoundFeedbacks.noLastSearch')} />
            </>
          }
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="message">
            <TextField
              source="message"
              sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 480 }}
            />
          </DataTable.Col>
          <DataTable.Col source="lastSearch" disableSort>
            <TextField source="lastSearch" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="sentBy">
            <ReferenceField source="sentBy" reference="users" emptyText="—" link={false} />
          </DataTable.Col>
          <DataTable.Col source="organization">
            <ReferenceField source="organization" reference="organizations" emptyText="—" link={false} />
          </DataTable.Col>
          <DataTable.Col source="createdAt">
            <UsDateField source="createdAt" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  )
}
