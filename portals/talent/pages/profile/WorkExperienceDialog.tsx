import { useEffect, useState } from 'react'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import WorkOutlineIcon from '@mui/icons-material/WorkOutline'
import { workExperienceInput, type WorkExperience } from '../../../../contract/talentProfile'
import { api } from '../../../shared/api'
import { DialogForm, ListDialog, REQUIRED, type ListDialogFormProps } from '../../../shared/ListDialog'
import { WorkExperienceDetails } from '../../../shared/profile/ProfileItems'
import { itemsOf, type PageOf } from '../../../shared/profile/types'
import { RichTextEditor } from '../../../shared/RichTextEditor'
import { useForm } from '../../../shared/useForm'

const PATH = '/talent/work-experiences/'
/** Spec 5 and 9: year-month dates between 1940 and 2099. */
const MONTH_BOUNDS = { min: '1940-01', max: '2099-12' }

type Values = {
  position: string
  organizationName: string
  startPeriodDate: string
  endPeriodDate: string
  isPresent: string
  responsibilities: string
}

const toInput = (values: Values) => {
  const isPresent = values.isPresent === 'true'
  return {
    position: values.position,
    organizationName: values.organizationName,
    startPeriodDate: values.startPeriodDate,
    isPresent,
    endPeriodDate: isPresent || !values.endPeriodDate ? null : values.endPeriodDate,
    responsibilities: values.responsibilities || null,
  }
}

function WorkExperienceForm({ item, onSaved, onCancel, onDirtyChange }: ListDialogFormProps<WorkExperience>) {
  const form = useForm(
    workExperienceInput,
    {
      position: item?.position ?? '',
      organizationName: item?.organizationName ?? '',
      startPeriodDate: item?.startPeriodDate ?? '',
      endPeriodDate: item?.endPeriodDate ?? '',
      isPresent: item?.isPresent ? 'true' : '',
      responsibilities: item?.responsibilities ?? '',
    } satisfies Values,
    toInput,
  )
  const [saving, setSaving] = useState(false)
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange])

  const isPresent = form.values.isPresent === 'true'
  const endDisabled = isPresent || !form.values.startPeriodDate

  const submit = async () => {
    const body = form.validate()
    if (!body) return
    setSaving(true)
    try {
      if (item) await api.patch(`${PATH}${item.id}/`, body)
      else await api.post(PATH, body)
      onSaved()
    } catch (error) {
      form.showServerError(error)
      setSaving(false)
    }
  }

  const monthField = (name: 'startPeriodDate' | 'endPeriodDate', label: string, disabled = false) => (
    <TextField
      label={label}
      type="month"
      disabled={disabled}
      {...form.field(name)}
      helperText={form.errors[name] || (name === 'endPeriodDate' && !form.values.startPeriodDate && !isPresent ? 'Enter the start first' : undefined)}
      placeholder="YYYY-MM"
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          ...MONTH_BOUNDS,
          ...(name === 'startPeriodDate' ? REQUIRED : {}),
          min: name === 'endPeriodDate' && form.values.startPeriodDate ? form.values.startPeriodDate : MONTH_BOUNDS.min,
        },
      }}
    />
  )

  return (
    <DialogForm title={item ? 'Edit Work Experience' : 'Add Work Experience'} banner={form.banner} saving={saving} onSubmit={submit} onCancel={onCancel}>
      <Grid container spacing={2.5} sx={{ pt: 1 }}>
        <Grid size={12}>
          <TextField label="Position" autoFocus {...form.field('position')} slotProps={{ htmlInput: REQUIRED }} />
        </Grid>
        <Grid size={12}>
          <TextField label="Organization Name" autoComplete="organization" {...form.field('organizationName')} slotProps={{ htmlInput: REQUIRED }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{monthField('startPeriodDate', 'From')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{monthField('endPeriodDate', 'To', endDisabled)}</Grid>
        <Grid size={12} sx={{ mt: -1.5 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={isPresent}
                onChange={(event) => {
                  form.setValue('isPresent', event.target.checked ? 'true' : '')
                }}
              />
            }
            label="Present"
          />
        </Grid>
        <Grid size={12}>
          <RichTextEditor
            label="Responsibilities"
            value={form.values.responsibilities}
            onChange={(html) => form.setValue('responsibilities', html)}
            maxLength={2500}
            error={form.errors.responsibilities}
            helperText="Optional"
            minHeight={140}
          />
        </Grid>
      </Grid>
    </DialogForm>
  )
}

function MoveButton({ direction, onClick }: { direction: 'up' | 'down'; onClick: () => void }) {
  const label = direction === 'up' ? 'Move up' : 'Move down'
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {direction === 'up' ? <ArrowUpwardIcon fontSize="small" /> : <ArrowDownwardIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  )
}

export function WorkExperienceDialog({ onClose }: { onClose: () => void }) {
  return (
    <ListDialog<WorkExperience>
      title="Work Experience"
      empty={{ title: 'No work experience yet', description: 'Add the positions you held, starting with the most recent.', icon: <WorkOutlineIcon /> }}
      // Kept in the server's order (sortIndex); moving an item sends the id it should follow.
      load={async () => itemsOf(await api.get<PageOf<WorkExperience> | WorkExperience[]>(PATH, { params: { pageSize: 100 } }))}
      itemTitle={(item) => `${item.position}, ${item.organizationName}`}
      renderItem={(item, titleId) => <WorkExperienceDetails item={item} titleId={titleId} collapsed />}
      renderForm={(props) => <WorkExperienceForm {...props} />}
      remove={(item) => api.delete(`${PATH}${item.id}/`)}
      deleteTitle="Delete this work experience?"
      extraActions={(item, index, items, run) => (
        <>
          {index > 0 && (
            <MoveButton direction="up" onClick={() => run(() => api.patch(`${PATH}${item.id}/`, { afterId: index >= 2 ? items[index - 2].id : null }))} />
          )}
          {index < items.length - 1 && (
            <MoveButton direction="down" onClick={() => run(() => api.patch(`${PATH}${item.id}/`, { afterId: items[index + 1].id }))} />
          )}
        </>
      )}
      onClose={onClose}
    />
  )
}
