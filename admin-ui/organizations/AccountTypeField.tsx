import Chip, { type ChipProps } from '@mui/material/Chip'
import { useFieldValue, useTranslate } from 'react-admin'
import type { AccountType } from './accountTypes'

const colors: Record<AccountType, ChipProps['color']> = {
  client: 'success',
  acquisition: 'primary',
  prospect: 'info',
  test: 'default',
}

/** The account type as a coloured badge. */
export const AccountTypeField = ({ source = 'accountType' }: { source?: string }) => {
  const type = useFieldValue({ source }) as AccountType | undefined
  const translate = useTranslate()
  if (!type) return null
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[type] ?? 'default'}
      label={translate(`talentgrid.accountTypes.${type}`, { _: type })}
    />
  )
}
