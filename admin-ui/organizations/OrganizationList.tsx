import Chip from '@mui/material/Chip'
import { DataTable, List, NullableBooleanInput, SearchInput, SelectInput, SimpleList, useRecordContext, useTranslate } from 'react-admin'
import { usePhone } from '../layout/usePhone'
import { UsDateField } from '../fields/UsDateField'
import { AccountTypeField } from './AccountTypeField'
import { accountTypeChoices } from './accountTypes'
import { ListAside } from '../layout/ListAside'
import { formatMoney } from '../../contract/format'

const organizationFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="accountType" source="accountType" choices={accountTypeChoices} />,
  <NullableBooleanInput key="isActive" source="isActive" />,
]

// rate is stored as a percent (20 means 20%), tierRate in dollars (26 shows as '$26.00').
const percent: Intl.NumberFormatOptions = { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }
const tierRateText = (record: { tierRate?: unknown }) => (typeof record.tierRate === 'number' ? formatMoney(Math.round(record.tierRate * 100)) : '')

/** Active or inactive, as a badge: an empty cell would read as "unknown". */
const ActiveBadge = () => {
  const record = useRecordContext()
  const translate = useTranslate()
  if (!record) return null
  return record.isActive === false ? (
    <Chip size="small" color="warning" label={translate('talentgrid.organizations.inactive')} />
  ) : (
    <Chip size="small" color="success" variant="outlined" label={translate('talentgrid.organizations.active')} />
  )
}

/** On a phone, one item per organization: name, account type and place, active or not beside them. */
export const OrganizationList = () => {
  const isPhone = usePhone()
  const translate = useTranslate()
  return (
    <List filters={organizationFilters} sort={{ field: 'name', order: 'ASC' }} perPage={25} exporter={false}>
      {isPhone ? (
        <SimpleList
          rowClick="edit"
          primaryText={(organization) => organization.name}
          secondaryText={(organization) =>
            [translate(`talentgrid.accountTypes.${organization.accountType}`, { _: organization.accountType }), organization.city, organization.state]
              .filter(Boolean)
              .join(' · ')
          }
          tertiaryText={<ListAside><ActiveBadge /></ListAside>}
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="accountType" field={AccountTypeField} />
          <DataTable.Col source="city" />
          <DataTable.Col source="state" />
          <DataTable.NumberCol source="rate" locales="en-US" options={percent} />
          <DataTable.Col source="tierRate" align="right" render={tierRateText} />
          <DataTable.Col source="isActive" field={ActiveBadge} />
          <DataTable.Col source="createdDate" field={UsDateField} />
        </DataTable>
      )}
    </List>
  )
}
