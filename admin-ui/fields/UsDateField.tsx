import { DateField, type DateFieldProps } from 'react-admin'

const MM_DD_YYYY: Intl.DateTimeFormatOptions = { month: '2-digit', day: '2-digit', year: 'numeric' }

// A date-only value ('2024-03-01') names a calendar day. Parsed as UTC midnight it would show the day
// before in every US time zone, so it is read as local midnight instead.
const toDate = (value: string | number | Date) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value)

/** Dates as the product writes them: MM/dd/yyyy. */
export const UsDateField = (props: DateFieldProps) => (
  <DateField locales="en-US" options={MM_DD_YYYY} transform={toDate} {...props} />
)
