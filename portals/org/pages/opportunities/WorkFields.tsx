import Box from '@mui/material/Box'
import InputAdornment from '@mui/material/InputAdornment'
import MenuItem from '@mui/material/MenuItem'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns'
import { enUS } from 'date-fns/locale/en-US'
import { format, isValid, parseISO } from 'date-fns'
import { useController, useWatch, type UseFormReturn } from 'react-hook-form'
import { ENGAGEMENT_PLACES, WORK_KINDS } from '../../../../contract/engagements/documents'
import { FormTextField } from '../../../shared/forms'
import { PLACE_LABELS, WORK_KIND_LABELS } from './labels'
import { placeHasSite, type OpportunityFormValues } from './formValues'
import { DATE_FORMAT } from '../../../../contract/format'

type Form = UseFormReturn<OpportunityFormValues, unknown, any>
const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const
// The spec's "Dates valid between 1940 and 2099".
const EARLIEST = parseISO('1940-01-01')
const LATEST = parseISO('2099-12-31')

/** A calendar date field ('yyyy-MM-dd' in the form) as an MUI X date picker showing MM/dd/yyyy. */
function DateField({ form, name, label }: { form: Form; name: 'startDate' | 'endDate'; label: string }) {
  const { field, fieldState } = useController({ control: form.control, name })
  const value = field.value ? parseISO(field.value) : null
  return (
    <DatePicker
      label={label}
      value={value && isValid(value) ? value : null}
      minDate={EARLIEST}
      maxDate={LATEST}
      format={DATE_FORMAT}
      onChange={(date) => field.onChange(date && isValid(date) ? format(date, 'yyyy-MM-dd') : '')}
      slotProps={{ textField: { name, fullWidth: true, onBlur: field.onBlur, error: Boolean(fieldState.error), helperText: fieldState.error?.message } }}
    />
  )
}

/** Where, what, when, how many hours and (for who may view rates) the rate range. */
export function WorkFields({ form, showRates }: { form: Form; showRates: boolean }) {
  const place = useWatch({ control: form.control, name: 'place' })
  const money = { htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } } as const
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={twoColumns}>
        <FormTextField control={form.control} name="place" label="Place" select fullWidth>
          <MenuItem value="">
            <em>Not set</em>
          </MenuItem>
          {ENGAGEMENT_PLACES.map((value) => (
            <MenuItem key={value} value={value}>
              {PLACE_LABELS[value]}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={form.control} name="workKind" label="Kind of work" select fullWidth>
          <MenuItem value="">
            <em>Not set</em>
          </MenuItem>
          {WORK_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {WORK_KIND_LABELS[kind]}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
      {placeHasSite(place) && (
        <Box sx={twoColumns}>
          <FormTextField control={form.control} name="city" label="City" fullWidth helperText="Where the on-site work is" />
          <FormTextField control={form.control} name="state" label="State" fullWidth />
        </Box>
      )}
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enUS}>
        <Box sx={twoColumns}>
          <DateField form={form} name="startDate" label="Start date" />
          <DateField form={form} name="endDate" label="End date" />
        </Box>
      </LocalizationProvider>
      <Box sx={twoColumns}>
        <FormTextField control={form.control} name="hoursPerWeek" label="Hours per week" fullWidth slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      </Box>
      {showRates && (
        <Box sx={twoColumns}>
          <FormTextField control={form.control} name="rateMin" label="Lowest hourly rate" fullWidth helperText="US dollars per hour; talents see the range" slotProps={money} />
          <FormTextField control={form.control} name="rateMax" label="Highest hourly rate" fullWidth slotProps={money} />
        </Box>
      )}
    </Box>
  )
}
