import { useState } from 'react'
import Button from '@mui/material/Button'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { api, fieldErrors, nonFieldErrors, type FieldErrorMap } from '../../../shared/api'
import { REQUIRED } from '../../../shared/ListDialog'
import { useToast } from '../../../shared/toasts'
import { FormFrame } from '../../../shared/FormFrame'
import { DEFAULT_TIER_RATE } from '../../../../contract/organizations'
import { numericText, organizationErrors } from './formRules'
import { GuardedDialog } from '../../../shared/GuardedDialog'
import type { Organization } from './types'

const asText = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value))

export const formatRate = (rate: Organization['rate'] | null | undefined) => (rate === null || rate === undefined ? '—' : `${rate}%`)

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
export const formatTierRate = (tierRate: Organization['tierRate'] | null | undefined) =>
  tierRate === null || tierRate === undefined ? '—' : dollars.format(tierRate)

/**
 * Change Rate (work-flows 2 and 5): the organization's rate in percent and, under tier pricing, the tier
 * rate in dollars. A rate of 0 means tier pricing, so typing 0 fills the tier rate with 26.
 */
export function ChangeRateDialog({
  organization,
  path,
  tierPricing,
  onClose,
  onSaved,
}: {
  organization: Organization
  path: string
  tierPricing: boolean
  onClose: () => void
  onSaved: () => void
}) {
  const toast = useToast()
  const initial = { rate: asText(organization.rate), tierRate: asText(organization.tierRate) }
  const [values, setValues] = useState(initial)
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<FieldErrorMap>({})
  const [banner, setBanner] = useState<string[]>([])
  const [saving, setSaving] = useState(false)

  const judge = () =>
    organizationErrors(organization, tierPricing ? values : { rate: values.rate }, { orgPricingStructure: tierPricing, w2EngagementType: false }, [
      'rate',
      'tierRate',
    ])
  const clientErrors = submitted ? judge() : {}
  const errors = { ...serverErrors, ...clientErrors }
  const dirty = values.rate !== initial.rate || values.tierRate !== initial.tierRate

  const change = (name: 'rate' | 'tierRate', raw: string) => {
    const text = numericText(raw)
    setServerErrors(({ [name]: _dropped, ...rest }) => rest)
    setValues((previous) => {
      const next = { ...previous, [name]: text }
      if (name === 'rate' && tierPricing && text === '0' && previous.rate !== '0') next.tierRate = String(DEFAULT_TIER_RATE)
      return next
    })
  }

  const submit = async () => {
    setSubmitted(true)
    setBanner([])
    if (Object.keys(judge()).length) return
    setSaving(true)
    try {
      await api.patch(path, {
        rate: Number(values.rate),
        ...(tierPricing ? { tierRate: values.tierRate === '' ? null : Number(values.tierRate) } : {}),
      })
      toast.success('Rate was changed')
      onSaved()
    } catch (error) {
      const byField = fieldErrors(error)
      const { rate, tierRate, ...other } = byField
      setServerErrors(Object.fromEntries(Object.entries({ rate, tierRate }).filter(([, message]) => message)) as FieldErrorMap)
      setBanner([...nonFieldErrors(error), ...Object.values(other)])
      setSaving(false)
    }
  }

  return (
    <GuardedDialog dirty={dirty} onClose={onClose}>
      {(requestClose) => (
        <FormFrame
          title="Change Rate"
          banner={banner}
          onSubmit={() => void submit()}
          actions={
            <>
              <Button onClick={requestClose} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" loading={saving}>
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
            <TextField
              label="Rate"
              autoFocus
              value={values.rate}
              onChange={(event) => change('rate', event.target.value)}
              error={Boolean(errors.rate)}
              helperText={errors.rate}
              slotProps={{
                htmlInput: { ...REQUIRED, inputMode: 'decimal' },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
            />
            {tierPricing && (
              <TextField
                label="Tier Rate"
                value={values.tierRate}
                onChange={(event) => change('tierRate', event.target.value)}
                error={Boolean(errors.tierRate)}
                helperText={errors.tierRate ?? 'Required when the rate is 0'}
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
              />
            )}
          </Stack>
        </FormFrame>
      )}
    </GuardedDialog>
  )
}
