import AddIcon from '@mui/icons-material/Add'
import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import {
  Button,
  DataTable,
  DeleteButton,
  EditButton,
  ReferenceManyField,
  useCreate,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin'

export type NodeItemResource = 'specialization-roles' | 'specialization-skills'

const NAME_MAX_LENGTH = 150

/** One line to add a role or skill to the node without leaving its page. */
const QuickAdd = ({ reference, nodeId }: { reference: NodeItemResource; nodeId: string }) => {
  const translate = useTranslate()
  const notify = useNotify()
  const [create, { isPending }] = useCreate()
  const [name, setName] = useState('')
  const trimmed = name.trim()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!trimmed) return
    create(
      reference,
      { data: { name: trimmed, specialization: nodeId } },
      {
        onSuccess: () => {
          setName('')
          notify(`talentgrid.specializations.${reference}.added`, { type: 'success', messageArgs: { name: trimmed } })
        },
        onError: (error) => notify((error as Error).message || 'ra.notification.http_error', { type: 'error' }),
      },
    )
  }
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
      <TextField
        size="small"
        label={translate(`talentgrid.specializations.${reference}.new`)}
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
      />
      <Button
        type="submit"
        label={`talentgrid.specializations.${reference}.add`}
        // On a phone react-admin shows the icon alone: the name stays for screen readers (axe 'button-name').
        aria-label={translate(`talentgrid.specializations.${reference}.add`)}
        disabled={!trimmed || isPending}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        <AddIcon />
      </Button>
    </Box>
  )
}

/**
 * The roles or the skills of the node on screen (the spec: a tree node carries roles and skills), listed
 * inline by name, each with Edit (its own page, which returns here) and Delete, plus a line to add one.
 */
export const NodeItemList = ({ reference }: { reference: NodeItemResource }) => {
  const record = useRecordContext()
  const translate = useTranslate()
  if (!record) return null
  return (
    <Box component="section" sx={{ mt: 3 }} aria-label={translate(`resources.${reference}.name`, { smart_count: 2 })}>
      <Typography variant="h6" component="h2">
        {translate(`resources.${reference}.name`, { smart_count: 2 })}
      </Typography>
      <ReferenceManyField
        reference={reference}
        target="specialization"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={500}
        empty={`talentgrid.specializations.${reference}.none`}
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" disableSort />
          <DataTable.Col label="talentgrid.actions" disableSort align="right">
            <EditButton />
            <DeleteButton mutationMode="pessimistic" redirect={false} />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
      <QuickAdd reference={reference} nodeId={String(record.id)} />
    </Box>
  )
}
