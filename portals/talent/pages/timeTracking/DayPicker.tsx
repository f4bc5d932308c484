import { useEffect, useState } from 'react'
import { format, isValid, parseISO } from 'date-fns'
import { enUS } from 'date-fns/locale/en-US'
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { DATE_FORMAT } from '../../../../contract/format'

/** The spec's date bounds (the spec's "Dates": valid between 1940 and 2099). */
const EARLIEST = '1940-01-01'
const LATEST = '2099-12-31'

/**
 * An MUI X date picker (MM/dd/yyyy) over a calendar-date text 'yyyy-MM-dd': an incomplete or
 * out-of-range date reads as '' so the form's own check names it.
 */
export function DayPicker({ label, value, onChange, min = EARLIEST, max = LATEST, error, helperText, size = 'medium', fullWidth = true }: {
  label: string
  value: string
  onChange: (value: string) => void
  min?: string
  max?: string
  error?: boolean
  helperText?: string
  size?: 'small' | 'medium'
  fullWidth?: boolean
}) {
  const [draft, setDraft] = useState<Date | null>(() => (value ? parseISO(value) : null))
  const textOf = (date: Date | null) => {
    const text = date && isValid(date) ? format(date, 'yyyy-MM-dd') : ''
    return text && text >= min && text <= max ? text : ''
  }
  // A value set from outside replaces the draft; a half-typed date (read as '') is kept while typing.
  useEffect(() => {
    setDraft((known) => (textOf(known) === value ? known : value ? parseISO(value) : null))
  }, [value]) // eslint-disable-line react-hooks/exhaustive-deps -- only a value from outside replaces the draft
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enUS}>
      <DatePicker
        label={label}
        value={draft}
        minDate={parseISO(min)}
        maxDate={parseISO(max)}
        format={DATE_FORMAT}
        onChange={(date) => {
          setDraft(date)
          onChange(textOf(date))
        }}
        slotProps={{ textField: { error, helperText, size, fullWidth } }}
      />
    </LocalizationProvider>
  )
}
