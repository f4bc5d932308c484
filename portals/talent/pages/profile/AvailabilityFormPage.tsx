import { useEffect, useMemo, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Grid from '@mui/material/Grid'
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined'
import { z } from 'zod'
import { availabilityInput, profileMessages, type Availability } from '../../../../contract/talentProfile'
import { ApiError, errorMessage, fieldErrors } from '../../../shared/api'
import { apiCall, apiQuery, apiQueryKey } from '../../../shared/client'
import { EmptyState } from '../../../shared/EmptyState'
import { FormBanner } from '../../../shared/FormBanner'
import { Controller, FormTextField, SaveButton, useContractForm } from '../../../shared/forms'
import { todayLocal } from '../../../shared/format'
import { LoadError } from '../../../shared/LoadError'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { RichTextEditor } from '../../../shared/RichTextEditor'
import { isRichTextEmpty, normaliseRichText } from '../../../shared/richText'
import { useToast } from '../../../shared/toasts'
import { useLeavePageWarning } from '../../../shared/useLeavePageWarning'
import { AVAILABILITY_PATH } from './AvailabilitiesPage'
import { OWN_PROFILE } from './ownProfile'

type Values = {
  availableFromDate: string
  availableToDate: string
  hoursPerWeek: string
  doOnSiteContract: boolean
  doRemoteContract: boolean
  doToHireContract: boolean
  note: string
}

const toValues = (item: Availability | null): Values => ({
  availableFromDate: item?.availableFromDate ?? '',
  availableToDate: item?.availableToDate ?? '',
  hoursPerWeek: item ? String(item.hoursPerWeek) : '',
  doOnSiteContract: Boolean(item?.doOnSiteContract),
  doRemoteContract: Boolean(item?.doRemoteContract),
  doToHireContract: Boolean(item?.doToHireContract),
  note: normaliseRichText(item?.note),
})

const toInput = (values: Values) => ({
  ...values,
  availableToDate: values.availableToDate || null,
  note: isRichTextEmpty(values.note) ? null : values.note,
})

const WORK_TYPES = [
  { name: 'doOnSiteContract', label: 'On-site' },
  { name: 'doRemoteContract', label: 'Remote' },
  { name: 'doToHireContract', label: 'To hire' },
] as const

function AvailabilityForm({ item }: { item: Availability | null }) {
  const navigate = useNavigate()
  const toast = useToast()
  // 'After today' in the talent's own calendar; the server applies the same rule with its own today.
  // The contract checks the work location only once the fields are valid; the form also says it on
  // the first Save, with the contract's message.
  const schema = useMemo(() => {
    const contract = availabilityInput(todayLocal())
    return z.unknown().transform((value, ctx) => {
      const result = contract.safeParse(value)
      if (result.success) return result.data
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message })
      const input = value as { doOnSiteContract?: boolean; doRemoteContract?: boolean }
      const reported = result.error.issues.some((issue) => issue.path[0] === 'doOnSiteContract')
      if (!input.doOnSiteContract && !input.doRemoteContract && !reported) {
        ctx.addIssue({ code: 'custom', path: ['doOnSiteContract'], message: profileMessages.selectWorkLocation })
      }
      return z.NEVER
    })
  }, [])
  const form = useContractForm({ schema, defaultValues: toValues(item), toInput })
  const queryClient = useQueryClient()
  const [saved, setSaved] = useState(false)
  useLeavePageWarning(form.unsaved && !saved)

  // After the blocker has seen that nothing is unsaved any more.
  useEffect(() => {
    if (saved) navigate('/availabilities')
  }, [saved, navigate])

  const submit = form.submit(async (body) => {
    try {
      if (item) await apiCall('put', '/talent/availabilities/{id}/', { params: { path: { id: item.id } }, body })
      else await apiCall('post', AVAILABILITY_PATH, { body })
    } catch (error) {
      // Field errors go on the form with any nonFieldErrors as a banner; without field errors the spec
      // asks for the generic error snackbar.
      if (Object.keys(fieldErrors(error)).length) throw error
      toast.error(errorMessage(error))
      return
    }
    await Promise.all(([AVAILABILITY_PATH, OWN_PROFILE] as const).map((path) => queryClient.invalidateQueries({ queryKey: apiQueryKey(path) })))
    toast.success('Changes Saved')
    setSaved(true)
  })

  const [values, errors] = [form.watch(), form.formState.errors]
  const checkbox = (name: (typeof WORK_TYPES)[number]['name'], label: string) => (
    <FormControlLabel
      key={name}
      label={label}
      control={
        <Checkbox
          checked={values[name]}
          onChange={(event) => form.setValue(name, event.target.checked, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
        />
      }
    />
  )
  const locationError = errors.doOnSiteContract?.message || errors.doRemoteContract?.message

  return (
    <Card sx={{ maxWidth: 760 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" noValidate onSubmit={submit}>
          <FormBanner messages={form.banner} />
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={form.control}
                name="availableFromDate"
                label="Start Date"
                type="date"
                helperText="Must be after today"
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayLocal(), 'aria-required': true } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={form.control}
                name="availableToDate"
                label="End Date"
                type="date"
                helperText="Optional"
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.availableFromDate || todayLocal() } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={form.control}
                name="hoursPerWeek"
                label="Hours per week"
                type="number"
                helperText="Between 0 and 168"
                slotProps={{ htmlInput: { min: 0, max: 168, step: 1, inputMode: 'numeric', 'aria-required': true } }}
              />
            </Grid>
            <Grid size={12}>
              <FormControl component="fieldset" error={Boolean(locationError)} required>
                <FormLabel component="legend" sx={{ fontWeight: 500, color: 'text.primary' }}>
                  Work type
                </FormLabel>
                <FormGroup row>{WORK_TYPES.map(({ name, label }) => checkbox(name, label))}</FormGroup>
                <FormHelperText>{locationError || 'Choose on-site, remote or both; add To hire if you would join permanently.'}</FormHelperText>
              </FormControl>
            </Grid>
            <Grid size={12}>
              {/* The note is rich text or null; under 500 visible characters. */}
              <Controller
                control={form.control}
                name="note"
                render={({ field, fieldState }) => (
                  <RichTextEditor
                    label="Note"
                    value={field.value}
                    onChange={field.onChange}
                    maxLength={500}
                    error={fieldState.error?.message}
                    helperText="Optional"
                    minHeight={96}
                    placeholder="Anything organizations should know, e.g. preferred regions or time zones"
                  />
                )}
              />
            </Grid>
          </Grid>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 3 }}>
            <Button component={RouterLink} to="/availabilities" disabled={form.formState.isSubmitting}>
              Cancel
            </Button>
            <SaveButton form={form} />
          </Box>
        </Box>
      </CardContent>
    </Card>
  )
}

/** /availabilities/new and /availabilities/:id/edit ('New Availability' / 'Edit Availability'). */
export default function AvailabilityFormPage() {
  const { id } = useParams()
  const title = id ? 'Edit Availability' : 'New Availability'
  const existing = useQuery({ ...apiQuery('/talent/availabilities/{id}/', { params: { path: { id: id ?? '' } } }), enabled: Boolean(id) })
  const notFound = existing.error instanceof ApiError && existing.error.status === 404

  return (
    <>
      <PageHeader title={title} subtitle="Organizations see your availability when they look for talent." />
      {id && existing.isPending ? (
        <PageLoader />
      ) : notFound ? (
        <Card>
          <EmptyState
            icon={<EventBusyOutlinedIcon />}
            title="This availability no longer exists"
            description="It may have been deleted in another tab."
            action={
              <Button component={RouterLink} to="/availabilities" variant="outlined">
                Back to availability
              </Button>
            }
          />
        </Card>
      ) : existing.error ? (
        <LoadError error={existing.error} onRetry={() => void existing.refetch()} />
      ) : (
        <AvailabilityForm item={existing.data ?? null} />
      )}
    </>
  )
}
