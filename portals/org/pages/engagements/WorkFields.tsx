import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import InputAdornment from '@mui/material/InputAdornment'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { useWatch } from 'react-hook-form'
import { ENGAGEMENT_PLACES, WORK_KINDS } from '../../../../contract/engagements/documents'
import { formatMoney } from '../../../../contract/format'
import { FormTextField } from '../../../shared/forms'
import { edit, type EngagementFormApi } from './formTypes'
import { PLACE_LABELS, WORK_KIND_LABELS } from './labels'
import { useLiveHourlyFee } from './usePricing'

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const

/** Where, what, how much and when: place, kind of work, hours, dates, pay rate (with the live hourly fee) and time sheets. */
export function WorkFields({ form }: { form: EngagementFormApi }) {
  const [payRate, adjustable] = useWatch({ control: form.control, name: ['talentPayRate', 'isAdjustableTimesheets'] })
  const { price, available } = useLiveHourlyFee(payRate)
  const dateProps = { type: 'date', fullWidth: true, slotProps: { inputLabel: { shrink: true }, htmlInput: { min: '1940-01-01', max: '2099-12-31' } } } as const
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={twoColumns}>
        <FormTextField control={form.control} name="place" label="Place" select fullWidth>
          {ENGAGEMENT_PLACES.map((place) => (
            <MenuItem key={place} value={place}>
              {PLACE_LABELS[place]}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={form.control} name="workKind" label="Kind of work" select fullWidth>
          {WORK_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {WORK_KIND_LABELS[kind]}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
      <Box sx={twoColumns}>
        <FormTextField control={form.control} name="startDate" label="Start date" {...dateProps} />
        <FormTextField control={form.control} name="endDate" label="End date" {...dateProps} />
      </Box>
      <Box sx={twoColumns}>
        <FormTextField control={form.control} name="hoursPerWeek" label="Hours per week" fullWidth slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <FormTextField
          control={form.control}
          name="talentPayRate"
          label="Talent pay rate"
          fullWidth
          helperText="US dollars per hour"
          slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
        />
      </Box>
      {available && (
        <Typography role="status" color={price ? 'text.primary' : 'text.secondary'}>
          {price ? `Hourly fee: ${formatMoney(price.hourlyFeeCents)} / hour` : 'Enter the pay rate to see the hourly fee.'}
        </Typography>
      )}
      <FormControlLabel
        label="Time sheets can be adjusted"
        control={<Checkbox checked={adjustable} onChange={(event) => form.setValue('isAdjustableTimesheets', event.target.checked, edit(form))} />}
      />
    </Box>
  )
}
