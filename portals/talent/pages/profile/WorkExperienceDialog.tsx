import { useEffect } from 'react'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward'
import WorkOutlineIcon from '@mui/icons-material/WorkOutline'
import { workExperienceInput, type WorkExperience } from '../../../../contract/talentProfile'
import { apiCall } from '../../../shared/client'
import { DialogForm, ListDialog, REQUIRED, type ListDialogFormProps } from '../../../shared/ListDialog'
import { WorkExperienceDetails } from '../../../shared/profile/ProfileItems'
import { Controller, FormTextField, useContractForm } from '../../../shared/forms'
import { RichTextEditor } from '../../../shared/RichTextEditor'
import { OWN_PROFILE } from './ownProfile'

const PATH = '/talent/work-experiences/'
const ONE = '/talent/work-experiences/{id}/'
/** The spec: year-month dates between 1940 and 2099. */
const MONTH_BOUNDS = { min: '1940-01', max: '2099-12' }

type Values = {
  position: string
  organizationName: string
  startPeriodDate: string
  endPeriodDate: string
  isPresent: boolean
  responsibilities: string
}

const toInput = (values: Values) => ({
  position: values.position,
  organizationName: values.organizationName,
  startPeriodDate: values.startPeriodDate,
  isPresent: values.isPresent,
  endPeriodDate: values.isPresent || !values.endPeriodDate ? null : values.endPeriodDate,
  responsibilities: values.responsibilities || null,
})

function WorkExperienceForm({ item, onSaved, onCancel, onDirtyChange }: ListDialogFormProps<WorkExperience>) {
  const form = useContractForm({
    schema: workExperienceInput,
    defaultValues: {
      position: item?.position ?? '',
      organizationName: item?.organizationName ?? '',
      startPeriodDate: item?.startPeriodDate ?? '',
      endPeriodDate: item?.endPeriodDate ?? '',
      isPresent: Boolean(item?.isPresent),
      responsibilities: item?.responsibilities ?? '',
    } satisfies Values,
    toInput,
  })
  useEffect(() => onDirtyChange(form.unsaved), [form.unsaved, onDirtyChange])

  const [isPresent, startPeriodDate] = form.watch(['isPresent', 'startPeriodDate'])
  const endDisabled = isPresent || !startPeriodDate

  const submit = form.submit(async (body) => {
    if (item) await apiCall('patch', ONE, { params: { path: { id: item.id } }, body })
    else await apiCall('post', PATH, { body })
    onSaved()
  })

  const monthField = (name: 'startPeriodDate' | 'endPeriodDate', label: string, disabled = false) => (
    <FormTextField
      control={form.control}
      name={name}
      label={label}
      type="month"
      disabled={disabled}
      helperText={name === 'endPeriodDate' && !startPeriodDate && !isPresent ? 'Enter the start first' : undefined}
      placeholder="YYYY-MM"
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          ...MONTH_BOUNDS,
          ...(name === 'startPeriodDate' ? REQUIRED : {}),
          min: name === 'endPeriodDate' && startPeriodDate ? startPeriodDate : MONTH_BOUNDS.min,
        },
      }}
    />
  )

  return (
    <DialogForm title={item ? 'Edit Work Experience' : 'Add Work Experience'} banner={form.banner} saving={form.formState.isSubmitting} saveDisabled={!form.canSave} onSubmit={() => void submit()} onCancel={onCancel}>
      <Grid container spacing={2.5} sx={{ pt: 1 }}>
        <Grid size={12}>
          <FormTextField control={form.control} name="position" label="Position" autoFocus slotProps={{ htmlInput: REQUIRED }} />
        </Grid>
        <Grid size={12}>
          <FormTextField control={form.control} name="organizationName" label="Organization Name" autoComplete="organization" slotProps={{ htmlInput: REQUIRED }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{monthField('startPeriodDate', 'From')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{monthField('endPeriodDate', 'To', endDisabled)}</Grid>
        <Grid size={12} sx={{ mt: -1.5 }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={isPresent}
                onChange={(event) => form.setValue('isPresent', event.target.checked, { shouldDirty: true })}
              />
            }
            label="Present"
          />
        </Grid>
        <Grid size={12}>
          <Controller
            control={form.control}
            name="responsibilities"
            render={({ field, fieldState }) => (
              <RichTextEditor
                label="Responsibilities"
                value={field.value}
                onChange={field.onChange}
                maxLength={2500}
                atMost
                error={fieldState.error?.message}
                helperText="Optional"
                minHeight={140}
              />
            )}
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
    <ListDialog
      title="Work Experience"
      empty={{ title: 'No work experience yet', description: 'Add the positions you held, starting with the most recent.', icon: <WorkOutlineIcon /> }}
      // Kept in the server's order (sortIndex); moving an item sends the id it should follow.
      path={PATH}
      alsoChanges={[OWN_PROFILE]}
      itemTitle={(item) => `${item.position}, ${item.organizationName}`}
      renderItem={(item, titleId) => <WorkExperienceDetails item={item} titleId={titleId} collapsed />}
      renderForm={(props) => <WorkExperienceForm {...props} />}
      remove={(item) => apiCall('delete', ONE, { params: { path: { id: item.id } } })}
      deleteTitle="Delete this work experience?"
      extraActions={(item, index, items, run) => (
        <>
          {index > 0 && (
            <MoveButton direction="up" onClick={() => run(() => apiCall('patch', ONE, { params: { path: { id: item.id } }, body: { afterId: index >= 2 ? items[index - 2].id : null } }))} />
          )}
          {index < items.length - 1 && (
            <MoveButton direction="down" onClick={() => run(() => apiCall('patch', ONE, { params: { path: { id: item.id } }, body: { afterId: items[index + 1].id } }))} />
          )}
        </>
      )}
      onClose={onClose}
    />
  )
}
