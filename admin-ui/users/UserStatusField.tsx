import Chip, { type ChipProps } from '@mui/material/Chip'
import { useFieldValue, useTranslate } from 'react-admin'

const colors: Record<string, ChipProps['color']> = { active: 'success', deactivated: 'default', invited: 'info' }

/** active / deactivated / invited as a coloured badge. */
export const UserStatusField = ({ source = 'status' }: { source?: string }) => {
  const status = useFieldValue({ source })
  const translate = useTranslate()
  if (!status) return null
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[status] ?? 'default'}
      label={translate(`talentgrid.userStatus.${status}`, { _: status })}
    />
  )
}
