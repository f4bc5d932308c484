import { useMemo } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import InputAdornment from '@mui/material/InputAdornment'
import Typography from '@mui/material/Typography'
import SearchIcon from '@mui/icons-material/Search'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns'
import { enUS } from 'date-fns/locale/en-US'
import { format, isValid, parseISO } from 'date-fns'
import { searchCriteria, type SearchCriteriaInput, type SpecializationCriterion } from '../../../../contract/search/criteria'
import { FormBanner } from '../../../shared/FormBanner'
import { Controller, FormTextField, useContractForm, useWatch } from '../../../shared/forms'
import { SpecializationCriteriaField } from '../../../shared/specializations/SpecializationCriteriaField'
import { CityField, StateField } from './PlaceFields'
import { criteriaInputOf, EMPTY_CRITERIA, type CriteriaValues } from './searchCriteriaForm'
import { MatchedCount } from './MatchedCount'
import type { RolePrefix } from '../../rolePrefix'
import { DATE_FORMAT } from '../../../../contract/format'

/**
 * Two fields side by side that may shrink below their content's width: with plain `1fr 1fr` the date
 * pickers' minimum width pushed the criteria 28 px past a 375 px screen.
 */
const PAIR_COLUMNS = 'repeat(2, minmax(0, 1fr))'

const asDate = (text: string) => (text ? parseISO(text) : null)
// An unfinished date stays visible to the schema as not a day, so it answers 'Enter a valid date.'
const asText = (date: Date | null) => (date === null ? '' : isValid(date) ? format(date, 'yyyy-MM-dd') : 'invalid')

/**
 * The search criteria on react-hook-form with the contract's
 * `searchCriteria` schema: the matched count follows what is typed (debounced), and Search puts the
 * criteria into the address, which runs the results list.
 */
export function CriteriaPanel({
  prefix,
  initial,
  onSearch,
  onSave,
}: {
  prefix: RolePrefix
  initial: CriteriaValues
  onSearch: (input: SearchCriteriaInput) => void
  onSave: (input: SearchCriteriaInput) => void
}) {
  const form = useContractForm({ schema: searchCriteria, defaultValues: initial, toInput: criteriaInputOf })
  const { control, formState } = form
  const values = useWatch({ control }) as CriteriaValues
  const errors = formState.errors
  // The count follows valid criteria only; while a field is invalid the last number stays.
  const typed = useMemo(() => {
    const input = criteriaInputOf(values)
    return searchCriteria.safeParse(input).success ? input : null
  }, [values])

  const search = form.submit(async () => onSearch(criteriaInputOf(form.getValues())))
  const save = form.submit(async () => onSave(criteriaInputOf(form.getValues())))
  const clear = () => {
    form.reset(EMPTY_CRITERIA)
    onSearch({})
  }
  const countFor = (specializations: SpecializationCriterion[]) => <MatchedCount prefix={prefix} criteria={typed ? { ...typed, specializations } : null} />

  return (
    <Box component="form" noValidate aria-label="Search criteria" onSubmit={(event) => void search(event)} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <MatchedCount prefix={prefix} criteria={typed} />
      <FormBanner messages={form.banner} />
      <Controller
        control={control}
        name="specializations"
        render={({ field }) => <SpecializationCriteriaField value={field.value} onChange={field.onChange} countFor={countFor} />}
      />

      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          Availability
        </Typography>
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enUS}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: PAIR_COLUMNS }, gap: 1.5 }}>
            {(['availableFromDate', 'availableToDate'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={`availability.${name}`}
                render={({ field, fieldState }) => (
                  <DatePicker
                    label={name === 'availableFromDate' ? 'Available from' : 'Available to'}
                    value={asDate(field.value)}
                    format={DATE_FORMAT}
                    onChange={(date) => field.onChange(asText(date))}
                    slotProps={{ textField: { size: 'small', error: Boolean(fieldState.error), helperText: fieldState.error?.message }, field: { clearable: true } }}
                  />
                )}
              />
            ))}
          </Box>
        </LocalizationProvider>
        <FormTextField control={control} name="availability.hoursPerWeek" label="Hours per week" size="small" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <FormGroup row>
          {(['onSite', 'remote'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={`availability.${name}`}
              render={({ field }) => (
                <FormControlLabel control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />} label={name === 'onSite' ? 'On-site' : 'Remote'} />
              )}
            />
          ))}
        </FormGroup>
      </Box>

      <Box sx={{ display: 'grid', gridTemplateColumns: PAIR_COLUMNS, gap: 1.5 }}>
        <Controller control={control} name="state" render={({ field }) => <StateField value={field.value} onChange={field.onChange} error={errors.state?.message} />} />
        <Controller control={control} name="city" render={({ field }) => <CityField value={field.value} state={values.state} onChange={field.onChange} error={errors.city?.message} />} />
      </Box>
      <FormTextField
        control={control}
        name="talentHourlyRate"
        label="Max hourly rate"
        size="small"
        slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: PAIR_COLUMNS, gap: 1.5 }}>
        <FormTextField control={control} name="firstName" label="First name" size="small" />
        <FormTextField control={control} name="lastName" label="Last name" size="small" />
      </Box>
      <FormTextField control={control} name="keyword" label="Keyword" size="small" helperText="Words from the profile: about me, experience, certificates" />

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          Search
        </Button>
        <Button variant="outlined" onClick={() => void save()}>
          Save search
        </Button>
        <Button onClick={clear}>Clear</Button>
      </Box>
      {errors.availability?.message && <Typography color="error" variant="body2">{errors.availability.message}</Typography>}
    </Box>
  )
}
