import Chip from '@mui/material/Chip'
import { useMemo } from 'react'
import { DataTable, List, ListContextProvider, useList, useListContext, useTranslate, type RaRecord } from 'react-admin'
import { DEFAULT_EXPIRES_SOON_DAYS, DOCUMENT_LABELS, DOCUMENT_TYPES } from '../../contract/talentProfile'

type LeadTimeRow = RaRecord & { type: string; label: string; expiresSoonDays: number; isDefault?: boolean }

/**
 * Every one of the contract's document types, in the contract's order, whether or not it has a row:
 * a type without one shows the default (its label, 30 days) and opens a create form filled with it, so
 * the super admin never needs to know that rows exist.
 */
const withDefaults = (rows: RaRecord[]): LeadTimeRow[] =>
  DOCUMENT_TYPES.map((type) => {
    const row = rows.find((candidate) => candidate.type === type)
    if (row) return { ...row, label: row.label || DOCUMENT_LABELS[type] } as LeadTimeRow
    return { id: `default:${type}`, type, label: DOCUMENT_LABELS[type], expiresSoonDays: DEFAULT_EXPIRES_SOON_DAYS, isDefault: true }
  })

const openRow = (id: RaRecord['id'], _resource: string, record: RaRecord) => {
  if (!record.isDefault) return `/document-types/${encodeURIComponent(String(id))}`
  const { type, label, expiresSoonDays } = record
  return `/document-types/create?source=${encodeURIComponent(JSON.stringify({ type, label, expiresSoonDays }))}`
}

const SourceField = ({ record }: { record: LeadTimeRow }) => {
  const translate = useTranslate()
  return (
    <Chip
      size="small"
      variant="outlined"
      color={record.isDefault ? 'default' : 'primary'}
      label={translate(record.isDefault ? 'talentgrid.documentTypes.default' : 'talentgrid.documentTypes.custom')}
    />
  )
}

const LeadTimeTable = () => {
  const { data, isPending } = useListContext()
  const rows = useMemo(() => withDefaults(data ?? []), [data])
  const listContext = useList({ data: rows, isPending, perPage: rows.length || 1 })
  return (
    <ListContextProvider value={listContext}>
      <DataTable rowClick={openRow} bulkActionButtons={false}>
        <DataTable.Col source="label" disableSort />
        <DataTable.NumberCol source="expiresSoonDays" disableSort />
        <DataTable.Col label="talentgrid.documentTypes.setting" disableSort render={(record) => <SourceField record={record as LeadTimeRow} />} />
      </DataTable>
    </ListContextProvider>
  )
}

// empty={false}: with no rows yet, every type still shows (on its default) rather than an empty page.
export const DocumentTypeList = () => (
  <List perPage={100} pagination={false} actions={false} empty={false} sort={{ field: 'type', order: 'ASC' }}>
    <LeadTimeTable />
  </List>
)
