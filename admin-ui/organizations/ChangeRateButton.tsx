import PercentIcon from '@mui/icons-material/Percent'
import MuiButton from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useState } from 'react'
import {
  Button,
  Form,
  HttpError,
  NumberInput,
  SaveButton,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin'
import { useFormContext } from 'react-hook-form'
import { DEFAULT_TIER_RATE } from '../../contract/organizations'
import type { ConsoleDataProvider } from '../providers/dataProvider'
import { validateRate, validateTierRate } from './organizationValidation'

interface Rates {
  rate: number | null
  tierRate: number | null
}

/** Work-flows 5: entering a rate of 0 fills the tier rate with 26 (the server does the same when none is sent). */
const RateInputs = () => {
  const { setValue, getValues } = useFormContext<Rates>()
  const onRateChange = (event: { target: { value: string } }) => {
    if (event.target.value !== '' && Number(event.target.value) === 0 && !getValues('tierRate')) setValue('tierRate', DEFAULT_TIER_RATE)
  }
  return (
    <>
      {/* The dialog opens on its first field, so typing starts at once and the focus ring shows where. */}
      <NumberInput source="rate" min={0} validate={validateRate} onChange={onRateChange} fullWidth autoFocus />
      <NumberInput source="tierRate" min={0} step={0.01} validate={validateTierRate} fullWidth />
    </>
  )
}

/** Change Rate (the spec's rate form): PATCH { rate, tierRate }, toast 'Rate was changed'. */
export const ChangeRateButton = () => {
  const record = useRecordContext()
  const dataProvider = useDataProvider<ConsoleDataProvider>()
  const notify = useNotify()
  const refresh = useRefresh()
  const translate = useTranslate()
  const [isOpen, setOpen] = useState(false)
  if (!record) return null

  const submit = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.changeOrganizationRate(record.id, values as unknown as Rates)
      setOpen(false)
      notify('talentgrid.organizations.rateChanged', { type: 'success' })
      refresh()
    } catch (error) {
      // Field errors go back to the form's fields; anything else is a toast.
      const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, string> })?.errors : undefined
      if (errors && (errors.rate || errors.tierRate)) return errors
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' })
    }
  }

  return (
    <>
      {/* Its words stay on a phone too (react-admin's Button drops them below 600 px for a bare % icon). */}
      <MuiButton size="small" startIcon={<PercentIcon />} onClick={() => setOpen(true)}>
        {translate('talentgrid.organizations.changeRate')}
      </MuiButton>
      <Dialog open={isOpen} onClose={() => setOpen(false)} maxWidth="xs" fullWidth>
        <Form record={{ rate: record.rate, tierRate: record.tierRate }} onSubmit={submit}>
          <DialogTitle>{translate('talentgrid.organizations.changeRate')}</DialogTitle>
          <DialogContent>
            <RateInputs />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  )
}
