import { useEffect, useMemo, useState, type FormEvent } from 'react'
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
import TextField from '@mui/material/TextField'
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined'
import { z } from 'zod'
import { availabilityInput, profileMessages, type Availability } from '../../../../contract/talentProfile'
import { ApiError, api, errorMessage, fieldErrors } from '../../../shared/api'
import { EmptyState } from '../../../shared/EmptyState'
import { FormBanner } from '../../../shared/FormBanner'
import { todayLocal } from '../../../shared/format'
import { LoadError } from '../../../shared/LoadError'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { RichTextEditor } from '../../../shared/RichTextEditor'
import { isRichTextEmpty, sanitizeRichText } from '../../../shared/richText'
import { useToast } from '../../../shared/toasts'
import { useForm } from '../../../shared/useForm'
import { useLeavePageWarning } from '../../../shared/useLeavePageWarning'
import { useLoader } from '../../../shared/useLoader'
import { AVAILABILITY_PATH } from './AvailabilitiesPage'

type Values = {
  availableFromDate: string
  availableToDate: string
  hoursPerWeek: string
  doOnSiteContract: string
  doRemoteContract: string
  doToHireContract: string
  note: string
}

const flag = (value: boolean | undefined) => (value ? 'true' : '')

const toValues = (item: Availability | null): Values => ({
  availableFromDate: item?.availableFromDate ?? '',
  availableToDate: item?.availableToDate ?? '',
  hoursPerWeek: item ? String(item.hoursPerWeek) : '',
  doOnSiteContract: flag(item?.doOnSiteContract),
  doRemoteContract: flag(item?.doRemoteContract),
  doToHireContract: flag(item?.doToHireContract),
  note: isRichTextEmpty(item?.note) ? '' : sanitizeRichText(item?.note),
})

const toInput = (values: Values) => ({
  availableFromDate: values.availableFromDate,
  availableToDate: values.availableToDate || null,
  hoursPerWeek: values.hoursPerWeek,
  doOnSiteContract: values.doOnSiteContract === 'true',
  doRemoteContract: values.doRemoteContract === 'true',
  doToHireContract: values.doToHireContract === 'true',
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
  const form = useForm(schema, toValues(item), toInput)
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState(false)
  useLeavePageWarning(form.dirty && !saved)

  // After the blocker has seen that nothing is unsaved any more.
  useEffect(() => {
    if (saved) navigate('/availabilities')
  }, [saved, navigate])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = form.validate()
    if (!body) return
    setSaving(true)
    try {
      if (item) await api.put(`${AVAILABILITY_PATH}${item.id}/`, body)
      else await api.post(AVAILABILITY_PATH, body)
      toast.success('Changes Saved')
      setSaved(true)
    } catch (error) {
      // Field errors go on the form with any nonFieldErrors as a banner; without field errors spec 8
      // asks for the generic error snackbar.
      if (Object.keys(fieldErrors(error)).length) form.showServerError(error)
      else toast.error(errorMessage(error))
      setSaving(false)
    }
  }

  const checkbox = (name: (typeof WORK_TYPES)[number]['name'], label: string) => (
    <FormControlLabel
      key={name}
      label={label}
      control={
        <Checkbox checked={form.values[name] === 'true'} onChange={(event) => form.setValue(name, event.target.checked ? 'true' : '')} />
      }
    />
  )
  const locationError = form.errors.doOnSiteContract || form.errors.doRemoteContract

  return (
    <Card sx={{ maxWidth: 760 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" noValidate onSubmit={submit}>
          <FormBanner messages={form.banner} />
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label="Start Date"
                type="date"
                autoFocus={!item}
                {...form.field('availableFromDate')}
                helperText={form.errors.availableFromDate || 'Must be after today'}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayLocal(), 'aria-required': true } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label="End Date"
                type="date"
                {...form.field('availableToDate')}
                helperText={form.errors.availableToDate || 'Optional'}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: form.values.availableFromDate || todayLocal() } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label="Hours per week"
                type="number"
                {...form.field('hoursPerWeek')}
                helperText={form.errors.hoursPerWeek || 'Between 0 and 168'}
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
              {/* The note is rich text or null (spec 3); under 500 visible characters. */}
              <RichTextEditor
                label="Note"
                value={form.values.note}
                onChange={(html) => form.setValue('note', html)}
                maxLength={500}
                error={form.errors.note}
                helperText="Optional"
                minHeight={96}
                placeholder="Anything organizations should know, e.g. preferred regions or time zones"
              />
            </Grid>
          </Grid>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 3 }}>
            <Button component={RouterLink} to="/availabilities" disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={saving}>
              Save
            </Button>
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
  const existing = useLoader(() => (id ? api.get<Availability>(`${AVAILABILITY_PATH}${id}/`) : Promise.resolve(null)), id)
  const notFound = existing.error instanceof ApiError && existing.error.status === 404

  return (
    <>
      <PageHeader title={title} subtitle="Organizations see your availability when they look for talent." />
      {existing.loading ? (
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
        <LoadError error={existing.error} onRetry={() => void existing.reload()} />
      ) : (
        <AvailabilityForm item={existing.data ?? null} />
      )}
    </>
  )
}
