import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Labeled, ReferenceField, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin'
import { ActorField } from './ActorField'
import { UsDateField } from '../fields/UsDateField'

/** A changed value as text: nothing is rendered as markup. */
const shown = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value))

const Changes = () => {
  const record = useRecordContext()
  const translate = useTranslate()
  const changes = Object.entries((record?.changes ?? {}) as Record<string, { old: unknown; new: unknown }>)
  if (!changes.length) return <Typography variant="body2">{translate('talentgrid.auditEvents.noChanges')}</Typography>
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('talentgrid.auditEvents.field')}</TableCell>
          <TableCell>{translate('talentgrid.auditEvents.old')}</TableCell>
          <TableCell>{translate('talentgrid.auditEvents.new')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map(([field, change]) => (
          <TableRow key={field}>
            <TableCell>{field}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{shown(change.old)}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{shown(change.new)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

export const AuditEventShow = () => (
  <Show actions={false}>
    <SimpleShowLayout>
      <UsDateField source="at" showTime />
      <Labeled source="actor">
        <ActorField />
      </Labeled>
      <TextField source="action" />
      <TextField source="entity" />
      <TextField source="recordId" />
      <ReferenceField source="organization" reference="organizations" emptyText="—" />
      <TextField source="summary" />
      <Labeled source="changes">
        <Changes />
      </Labeled>
    </SimpleShowLayout>
  </Show>
)
