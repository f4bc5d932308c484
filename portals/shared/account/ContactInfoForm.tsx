import { useState, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { updateUserRequest, type CurrentUser } from '../../../contract/accounts'
import { api } from '../api'
import { FormBanner } from '../FormBanner'
import { PhoneField } from '../PhoneField'
import { useSession } from '../session'
import { useToast } from '../toasts'
import { useForm } from '../useForm'
import { useLeavePageWarning } from '../useLeavePageWarning'
import { editsAddress, toFormValues, toRequestBody, type AccountFormValues } from './accountForm'

/** Work-flows 7: a talent needs a mobile phone to accept an engagement. */
export const TALENT_PHONE_CAPTION = 'Your mobile number. Organizations use it to reach you about engagements, and you need it to accept one.'

export function ContactInfoForm({ user }: { user: CurrentUser }) {
  const withAddress = editsAddress(user)
  const { reload } = useSession()
  const toast = useToast()
  const [saving, setSaving] = useState(false)
  const [toInput] = useState(() => (values: AccountFormValues) => toRequestBody(values, withAddress))
  const form = useForm(updateUserRequest, toFormValues(user), toInput)
  useLeavePageWarning(form.dirty && !saving)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = form.validate()
    if (!body) return
    setSaving(true)
    try {
      const updated = await api.patch<CurrentUser>('/user/', body)
      form.reset(updated?.id ? toFormValues(updated) : form.values)
      toast.success('Changes Saved')
      await reload()
    } catch (error) {
      form.showServerError(error)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h2" gutterBottom>
          Contact information
        </Typography>
        <Box component="form" noValidate onSubmit={submit} aria-label="Contact information">
          <FormBanner messages={form.banner} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="First Name" autoComplete="given-name" {...form.field('firstName')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label="Last Name" autoComplete="family-name" {...form.field('lastName')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <PhoneField
                label="Phone"
                name="phone"
                value={form.values.phone}
                onValueChange={(value) => form.setValue('phone', value)}
                error={Boolean(form.errors.phone)}
                // Spec 2.5: talent users see the phone caption.
                helperText={form.errors.phone || (user.role === 'talent' ? TALENT_PHONE_CAPTION : undefined)}
              />
            </Grid>
            {withAddress && (
              <>
                <Grid size={12}>
                  <TextField label="Address Line 1" autoComplete="address-line1" {...form.field('address1')} />
                </Grid>
                <Grid size={12}>
                  <TextField label="Address Line 2" autoComplete="address-line2" {...form.field('address2')} />
                </Grid>
                <Grid size={{ xs: 12, sm: 5 }}>
                  <TextField label="City" autoComplete="address-level2" {...form.field('city')} />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <TextField label="State" autoComplete="address-level1" {...form.field('state')} />
                </Grid>
                <Grid size={{ xs: 12, sm: 3 }}>
                  <TextField label="ZIP Code" autoComplete="postal-code" {...form.field('zipCode')} />
                </Grid>
              </>
            )}
          </Grid>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 3 }}>
            <Button onClick={() => form.reset(toFormValues(user))} disabled={!form.dirty || saving}>
              Discard changes
            </Button>
            <Button type="submit" variant="contained" loading={saving} disabled={!form.dirty}>
              Save
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  )
}
