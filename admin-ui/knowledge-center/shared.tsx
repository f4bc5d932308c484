import { zodResolver } from '@hookform/resolvers/zod'
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import PublishIcon from '@mui/icons-material/Publish'
import SaveAsIcon from '@mui/icons-material/SaveAs'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import { useState } from 'react'
import {
  DeleteWithConfirmButton,
  SaveButton,
  Toolbar,
  useDataProvider,
  useInput,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useSaveContext,
  useTranslate,
  type InputProps,
} from 'react-admin'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { KNOWLEDGE_AUDIENCES } from '../../contract/knowledgeCenter'
import { RichTextEditor } from '../../portals/shared/RichTextEditor'

/** The contract's zod schema as the form's resolver; `raw` keeps the record's other values (id, status) in the submission. */
export const contractResolver = (schema: z.ZodObject): Resolver<FieldValues> =>
  zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<FieldValues>

export const audienceChoices = KNOWLEDGE_AUDIENCES.map((id) => ({ id, name: `talentgrid.knowledgeCenter.audience.${id}` }))

/**
 * Save draft (a version only: the portals keep what was published) and Publish (what the portals read);
 * Delete on a saved record (a phone's list has no delete button of its own).
 */
export const PublishToolbar = () => {
  const record = useRecordContext()
  // Publish stays enabled on an unchanged draft (publishing it needs no edit), but not while a save is
  // on its way: a second click then would create or publish the record twice.
  const { saving } = useSaveContext()
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
      <SaveButton
        label="talentgrid.knowledgeCenter.saveDraft"
        icon={<SaveAsIcon />}
        variant="outlined"
        color="inherit"
        type="button"
        disabled={saving}
        transform={(data) => ({ ...data, status: 'draft' })}
      />
      <SaveButton
        label="talentgrid.knowledgeCenter.publish"
        icon={<PublishIcon />}
        type="button"
        alwaysEnable={!saving}
        disabled={saving}
        transform={(data) => ({ ...data, status: 'published' })}
      />
      {record?.id !== undefined && <DeleteWithConfirmButton sx={{ ml: 'auto' }} />}
    </Toolbar>
  )
}

export const StatusChip = (_props: { label?: string }) => {
  const record = useRecordContext<{ status?: string }>()
  const translate = useTranslate()
  if (!record) return null
  const published = record.status === 'published'
  return (
    <Chip
      size="small"
      color={published ? 'success' : 'default'}
      variant={published ? 'filled' : 'outlined'}
      label={translate(`talentgrid.knowledgeCenter.${published ? 'published' : 'draft'}`)}
    />
  )
}

export const AudienceText = (_props: { label?: string }) => {
  const record = useRecordContext<{ audience?: string }>()
  const translate = useTranslate()
  return record?.audience ? <span>{translate(`talentgrid.knowledgeCenter.audience.${record.audience}`)}</span> : null
}

/** The portals' rich-text editor (TipTap, the server's allow-list) as a react-admin input. */
export const RichTextInput = (props: InputProps & { label: string; maxLength?: number }) => {
  const { field, fieldState } = useInput(props)
  const translate = useTranslate()
  return (
    <RichTextEditor
      label={translate(props.label)}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      maxLength={props.maxLength}
      atMost
      required
      error={fieldState.error?.message ? translate(fieldState.error.message, { _: fieldState.error.message }) : undefined}
      minHeight={160}
    />
  )
}

/**
 * The list's order, changed in place: swaps a row's `order` with its neighbour's in the list as sorted by
 * order. A drafted record keeps its status (a published one stays published with its new order).
 */
export const MoveButtons = (_props: { label?: string }) => {
  const record = useRecordContext<{ id: string; order: number; status?: string }>()
  const { data = [], sort } = useListContext<{ id: string; order: number; status?: string }>()
  const resource = useResourceContext()!
  const dataProvider = useDataProvider()
  const refresh = useRefresh()
  const notify = useNotify()
  const translate = useTranslate()
  const [busy, setBusy] = useState(false)
  if (!record || sort.field !== 'order') return null
  const index = data.findIndex((row) => row.id === record.id)
  const move = async (step: -1 | 1) => {
    const neighbour = data[index + step * (sort.order === 'ASC' ? 1 : -1)]
    if (!neighbour) return
    setBusy(true)
    const mine = neighbour.order === record.order ? record.order + step : neighbour.order
    const theirs = record.order
    try {
      for (const [row, order] of [
        [record, Math.max(0, mine)],
        [neighbour, theirs],
      ] as const) {
        await dataProvider.update(resource, { id: row.id, data: { order, ...(row.status ? { status: row.status } : {}) }, previousData: row })
      }
      refresh()
    } catch (error) {
      notify((error as Error).message, { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack direction="row" onClick={(event) => event.stopPropagation()}>
      <Tooltip title={translate('talentgrid.knowledgeCenter.moveUp')}>
        <span>
          <IconButton size="small" aria-label={translate('talentgrid.knowledgeCenter.moveUp')} disabled={busy || index <= 0} onClick={() => move(-1)}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={translate('talentgrid.knowledgeCenter.moveDown')}>
        <span>
          <IconButton
            size="small"
            aria-label={translate('talentgrid.knowledgeCenter.moveDown')}
            disabled={busy || index < 0 || index >= data.length - 1}
            onClick={() => move(1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  )
}

/** A list row's order and delete buttons, in one column with a header of its own (axe: empty-table-header). */
export const RowActions = (_props: { label?: string }) => (
  <Stack direction="row" alignItems="center" sx={{ whiteSpace: 'nowrap' }}>
    <MoveButtons />
    <DeleteWithConfirmButton />
  </Stack>
)
