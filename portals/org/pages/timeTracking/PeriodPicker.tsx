import { useMemo } from 'react'
import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns'
import { enUS } from 'date-fns/locale/en-US'
import { format, isValid, parseISO } from 'date-fns'
import { periodOptions, type PeriodChoice } from './periods'
import { DATE_FORMAT } from '../../../../contract/format'

const CUSTOM = 'custom'
const EARLIEST = parseISO('1940-01-01')

const asDate = (text: string) => parseISO(text)
const asText = (date: Date | null) => (date && isValid(date) && date >= EARLIEST ? format(date, 'yyyy-MM-dd') : null)

/**
 * Which time the list shows: the current pay period, the grace period (while the organization's
 * 7-day window on it is open), earlier periods, or a custom date range with two MUI X date pickers
 * (MM/dd/yyyy; the end not after today, the start not after the end, the spec's "Dates").
 */
export function PeriodPicker({ today, choice, onChange }: { today: string; choice: PeriodChoice; onChange: (choice: PeriodChoice) => void }) {
  const options = useMemo(() => periodOptions(today), [today])
  const listed = choice.kind === 'period' && options.some((option) => option.period.start === choice.start)
  const value = choice.kind === 'range' ? CUSTOM : choice.start
  const todayDate = asDate(today)
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', flex: { xs: '1 1 100%', md: '1 1 560px' } }}>
      <TextField
        select
        size="small"
        label="Pay period"
        value={value}
        sx={{ flex: { xs: '1 1 100%', sm: '0 1 320px' } }}
        onChange={(event) => {
          const picked = event.target.value
          if (picked === CUSTOM) {
            const bounds = choice.kind === 'period' ? { from: choice.start, to: choice.end < today ? choice.end : today } : choice
            onChange({ kind: 'range', from: bounds.from, to: bounds.to })
            return
          }
          const option = options.find((item) => item.period.start === picked)
          if (option) onChange({ kind: 'period', start: option.period.start, end: option.period.end })
        }}
      >
        {options.map((option) => (
          <MenuItem key={option.period.start} value={option.period.start}>
            {option.tag ? `${option.tag}: ${option.label}` : option.label}
          </MenuItem>
        ))}
        {!listed && choice.kind === 'period' && (
          <MenuItem value={choice.start}>{`${choice.start} – ${choice.end}`}</MenuItem>
        )}
        <MenuItem value={CUSTOM}>Custom date range</MenuItem>
      </TextField>
      {choice.kind === 'range' && (
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enUS}>
          <DatePicker
            label="From"
            value={asDate(choice.from)}
            minDate={EARLIEST}
            maxDate={asDate(choice.to)}
            format={DATE_FORMAT}
            slotProps={{ textField: { size: 'small', sx: { width: { xs: '100%', sm: 165 } } } }}
            onChange={(date) => {
              const from = asText(date)
              if (from && from <= choice.to) onChange({ kind: 'range', from, to: choice.to })
            }}
          />
          <DatePicker
            label="To"
            value={asDate(choice.to)}
            minDate={asDate(choice.from)}
            maxDate={todayDate}
            format={DATE_FORMAT}
            slotProps={{ textField: { size: 'small', sx: { width: { xs: '100%', sm: 165 } } } }}
            onChange={(date) => {
              const to = asText(date)
              if (to && to >= choice.from && to <= today) onChange({ kind: 'range', from: choice.from, to })
            }}
          />
        </LocalizationProvider>
      )}
    </Box>
  )
}
