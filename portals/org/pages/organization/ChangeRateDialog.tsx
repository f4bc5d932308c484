import { useMemo } from 'react'
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import Button from '@mui/material/Button'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { apiCall } from '../../../shared/client'
import { Controller, useContractForm } from '../../../shared/forms'
import { REQUIRED } from '../../../shared/ListDialog'
import { useToast } from '../../../shared/toasts'
import { FormFrame } from '../../../shared/FormFrame'
import { DEFAULT_TIER_RATE } from '../../../../contract/organizations'
import { formatMoney } from '../../../../contract/format'
import { numericText, organizationErrors } from './formRules'
import { GuardedDialog } from '../../../shared/GuardedDialog'
import { useInvalidate } from '../../queries'
import { ORGANIZATIONS, type Organization } from './types'

const asText = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value))

export const formatRate = (rate: Organization['rate'] | null | undefined) => (rate === null || rate === undefined ? '—' : `${rate}%`)

/** The tier rate is whole dollars and cents as a number (26 -> '$26.00'). */
export const formatTierRate = (tierRate: Organization['tierRate'] | null | undefined) =>
  tierRate === null || tierRate === undefined ? '—' : formatMoney(Math.round(tierRate * 100))

/**
 * Change Rate: the organization's rate in percent and, under tier pricing, the tier
 * rate in dollars. A rate of 0 means tier pricing, so typing 0 fills the tier rate with 26. The inputs
 * keep digits and one point only; the contract's organization rules judge the values.
 */
export function ChangeRateDialog({
  organization,
  tierPricing,
  onClose,
  onSaved,
}: {
  organization: Organization
  tierPricing: boolean
  onClose: () => void
  onSaved: () => void
}) {
  const toast = useToast()
  // The server's own rules on the organization as it would be after the change.
  const schema = useMemo(
    () =>
      z.object({ rate: z.string(), tierRate: z.string() }).superRefine((values, ctx) => {
        const changes = tierPricing ? values : { rate: values.rate }
        const errors = organizationErrors(organization, changes, { orgPricingStructure: tierPricing, w2EngagementType: false }, ['rate', 'tierRate'])
        for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message })
      }),
    [organization, tierPricing],
  )
  const defaultValues = useMemo(() => ({ rate: asText(organization.rate), tierRate: asText(organization.tierRate) }), [organization])
  const form = useContractForm({ schema, defaultValues })
  const invalidate = useInvalidate()
  const save = useMutation({
    mutationFn: (body: { rate: number; tierRate?: number | null }) =>
      apiCall('patch', '/organization_admin/organizations/{id}/', { params: { path: { id: organization.id } }, body }),
    onSuccess: () => invalidate(ORGANIZATIONS),
  })
  const saving = form.formState.isSubmitting

  const submit = form.submit(async (values) => {
    await save.mutateAsync({
      rate: Number(values.rate),
      ...(tierPricing ? { tierRate: values.tierRate === '' ? null : Number(values.tierRate) } : {}),
    })
    toast.success('Rate was changed')
    onSaved()
  })

  return (
    <GuardedDialog dirty={form.unsaved} onClose={onClose}>
      {(requestClose) => (
        <FormFrame
          title="Change Rate"
          banner={form.banner}
          onSubmit={() => void submit()}
          actions={
            <>
              <Button onClick={requestClose} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" loading={saving} disabled={!form.formState.isDirty}>
                Save
              </Button>
            </>
          }
        >
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {organization.name}
              {tierPricing ? ' — a rate of 0 switches the organization to tier pricing.' : ''}
            </Typography>
            <Controller
              control={form.control}
              name="rate"
              render={({ field, fieldState }) => (
                <TextField
                  label="Rate"
                  autoFocus
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    const text = numericText(event.target.value)
                    if (tierPricing && text === '0' && field.value !== '0') {
                      form.setValue('tierRate', String(DEFAULT_TIER_RATE), { shouldDirty: true })
                    }
                    field.onChange(text)
                  }}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  slotProps={{
                    htmlInput: { ...REQUIRED, inputMode: 'decimal' },
                    input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                  }}
                />
              )}
            />
            {tierPricing && (
              <Controller
                control={form.control}
                name="tierRate"
                render={({ field, fieldState }) => (
                  <TextField
                    label="Tier Rate"
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(numericText(event.target.value))}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? 'Required when the rate is 0'}
                    slotProps={{
                      htmlInput: { inputMode: 'decimal' },
                      input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                    }}
                  />
                )}
              />
            )}
          </Stack>
        </FormFrame>
      )}
    </GuardedDialog>
  )
}
