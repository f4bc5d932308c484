import { AutocompleteInput, DataTable, List, ReferenceInput, SearchInput, SelectInput, SimpleList, type RaRecord } from 'react-admin'
import { OPPORTUNITY_STATUSES } from '../../contract/opportunities/opportunity'
import { UsDateField } from '../fields/UsDateField'
import { ListAside } from '../layout/ListAside'
import { usePhone } from '../layout/usePhone'
import { usDay } from '../engagements/fields'
import { ApplicantsCountField, OpportunityDatesField, OpportunityStatusField, OrganizationNameField, opportunityPath } from './fields'

const statusChoices = OPPORTUNITY_STATUSES.map((status) => ({ id: status, name: `talentgrid.opportunities.statuses.${status}` }))

const opportunityFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="organization" source="organization" reference="organizations" alwaysOn>
    <AutocompleteInput sx={{ minWidth: 240 }} />
  </ReferenceInput>,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn emptyText="All" />,
]

const rowPath = (id: RaRecord['id']) => opportunityPath(id)

/**
 * Every organization's opportunities (/opportunities), newest first, read-only: organizations
 * post and review them, so there is no create, edit, delete, bulk action or export here. On a phone, one
 * item per opportunity: title, organization and dates, applicants, the status beside them.
 */
export const OpportunityList = () => {
  const isPhone = usePhone()
  return (
    <List filters={opportunityFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {isPhone ? (
        <SimpleList
          rowClick={rowPath}
          primaryText={(record) => record.title}
          secondaryText={(record) =>
            [record.organization?.name, `${usDay(record.startDate)} – ${usDay(record.endDate)}`].filter(Boolean).join(' · ')
          }
          tertiaryText={
            <ListAside>
              <OpportunityStatusField />
            </ListAside>
          }
        />
      ) : (
        <DataTable rowClick={rowPath} bulkActionButtons={false}>
          <DataTable.Col source="title" />
          <DataTable.Col source="organization" field={OrganizationNameField} disableSort />
          <DataTable.Col source="status" field={OpportunityStatusField} />
          <DataTable.Col source="startDate" field={OpportunityDatesField} />
          <DataTable.Col source="applicantsCount" field={ApplicantsCountField} disableSort />
          <DataTable.Col source="createdAt" field={UsDateField} />
        </DataTable>
      )}
    </List>
  )
}
