import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  DataTable,
  List,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
} from 'react-admin'
import { ANSWER_TYPES } from '../../contract/engagements/documents'
import { ChoiceField } from '../engagements/fields'
import { usePhone } from '../layout/usePhone'
import { PlacesField } from './fields'
import { UsDateField } from '../fields/UsDateField'

export const answerTypeChoices = ANSWER_TYPES.map((type) => ({ id: type, name: `talentgrid.requiredDocuments.answerTypes.${type}` }))

const documentFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="organization" source="organization" reference="organizations" alwaysOn>
    <AutocompleteInput sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <SelectInput key="answerType" source="answerType" choices={answerTypeChoices} />,
  <BooleanInput key="isActive" source="isActive" />,
]

/**
 * Every organization's document library, read-only; the internal comment is
 * the organization's own note and never reaches the console. No export: the acknowledgement
 * report of a document downloads as CSV from the server's writer.
 */
export const RequiredDocumentList = () => {
  const isSmall = usePhone()
  return (
    <List filters={documentFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {isSmall ? (
        <SimpleList
          linkType="show"
          primaryText={(record) => record.name}
          secondaryText={
            <>
              <ReferenceField source="organization" reference="organizations" link={false} />
              {' · '}
              <ChoiceField source="answerType" prefix="talentgrid.requiredDocuments.answerTypes" />
            </>
          }
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="organization">
            <ReferenceField source="organization" reference="organizations" emptyText="—" link={false} />
          </DataTable.Col>
          <DataTable.Col source="answerType" field={(props) => <ChoiceField prefix="talentgrid.requiredDocuments.answerTypes" {...props} />} />
          <DataTable.Col source="places" disableSort field={PlacesField} />
          <DataTable.Col source="isActive" field={BooleanField} />
          <DataTable.Col source="createdAt" field={(props) => <UsDateField {...props} />} />
        </DataTable>
      )}
    </List>
  )
}
