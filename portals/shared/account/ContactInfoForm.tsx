import { useQueryClient } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import InputAdornment from '@mui/material/InputAdornment'
import Typography from '@mui/material/Typography'
import { updateUserRequest, type CurrentUser } from '../../../contract/accounts'
import { apiCall, apiQueryKey } from '../client'
import { FormBanner } from '../FormBanner'
import { Controller, FormTextField, SaveButton, useContractForm } from '../forms'
import { PhoneField } from '../PhoneField'
import { useSession } from '../session'
import { useToast } from '../toasts'
import { useLeavePageWarning } from '../useLeavePageWarning'
import { editsAddress, editsHourlyRate, toFormValues, toRequestBody, type AccountFormValues } from './accountForm'

/** Work-flows 7: a talent needs a mobile phone to accept an engagement. */
export const TALENT_PHONE_CAPTION = 'Your mobile number. Organizations use it to reach you about engagements, and you need it to accept one.'

/** Who reads the talent's rate. */
export const TALENT_RATE_CAPTION = 'Your asking rate per hour. Organizations see it on your profile and in talent search.'

export function ContactInfoForm({ user }: { user: CurrentUser }) {
  const withAddress = editsAddress(user)
  const withRate = editsHourlyRate(user)
  const { reload } = useSession()
  const toast = useToast()
  const queryClient = useQueryClient()
  const form = useContractForm({
    schema: updateUserRequest,
    defaultValues: toFormValues(user),
    toInput: (values: AccountFormValues) => toRequestBody(values, withAddress, withRate),
  })
  useLeavePageWarning(form.unsaved)

  const submit = form.submit(async (body, values) => {
    const updated = await apiCall('patch', '/user/', { body })
    form.reset(updated?.id ? toFormValues(updated) : values)
    toast.success('Changes Saved')
    // The session's user and, for a talent, the profile's contact section changed.
    await Promise.all([reload(), queryClient.invalidateQueries({ queryKey: apiQueryKey('/talent/profile/') })])
  })
  const text = (name: keyof AccountFormValues, label: string, autoComplete: string) => (
    <FormTextField control={form.control} name={name} label={label} autoComplete={autoComplete} />
  )

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
              {text('firstName', 'First Name', 'given-name')}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {text('lastName', 'Last Name', 'family-name')}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={form.control}
                name="phone"
                render={({ field, fieldState }) => (
                  <PhoneField
                    label="Phone"
                    name={field.name}
                    value={field.value}
                    inputRef={field.ref}
                    onBlur={field.onBlur}
                    onValueChange={field.onChange}
                    error={Boolean(fieldState.error)}
                    // The spec: talent users see the phone caption.
                    helperText={fieldState.error?.message || (user.role === 'talent' ? TALENT_PHONE_CAPTION : undefined)}
                  />
                )}
              />
            </Grid>
            {withAddress && (
              <>
                <Grid size={12}>
                  {text('address1', 'Address Line 1', 'address-line1')}
                </Grid>
                <Grid size={12}>
                  {text('address2', 'Address Line 2', 'address-line2')}
                </Grid>
                <Grid size={{ xs: 12, sm: 5 }}>
                  {text('city', 'City', 'address-level2')}
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  {text('state', 'State', 'address-level1')}
                </Grid>
                <Grid size={{ xs: 12, sm: 3 }}>
                  {text('zipCode', 'ZIP Code', 'postal-code')}
                </Grid>
              </>
            )}
            {withRate && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={form.control}
                  name="hourlyRate"
                  label="Hourly rate"
                  autoComplete="off"
                  helperText={TALENT_RATE_CAPTION}
                  slotProps={{
                    htmlInput: { inputMode: 'decimal' },
                    input: {
                      startAdornment: <InputAdornment position="start">$</InputAdornment>,
                      endAdornment: <InputAdornment position="end">/hr</InputAdornment>,
                    },
                  }}
                />
              </Grid>
            )}
          </Grid>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 3 }}>
            <Button onClick={() => form.reset(toFormValues(user))} disabled={!form.canSave}>
              Discard changes
            </Button>
            <SaveButton form={form} />
          </Box>
        </Box>
      </CardContent>
    </Card>
  )
}
