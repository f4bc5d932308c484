import Typography from '@mui/material/Typography'
import { useFieldValue, type DateFieldProps } from 'react-admin'
import { formatDate, formatDateTime } from '../../contract/format'

/**
 * Every date the console shows: MM/dd/yyyy, with `showTime` MM/dd/yyyy hh:mm a (contract/format.ts). Takes
 * react-admin's DateField props, so it stands in for DateField in lists and show pages.
 */
export const UsDateField = ({ source, record, showTime, emptyText = '—', className, sx }: DateFieldProps) => {
  const value = useFieldValue({ source, record })
  const text = value === null || value === undefined || value === '' ? emptyText : (showTime ? formatDateTime : formatDate)(value)
  return (
    <Typography component="span" variant="body2" className={className} sx={sx}>
      {text}
    </Typography>
  )
}
