import Chip from '@mui/material/Chip'
import { useFieldValue, useTranslate } from 'react-admin'
import type { OptionalSource } from '../engagements/fields'

/** Whether any engagement names the PO (the server computes it per page). */
export const UsedField = (props: OptionalSource) => {
  const used = useFieldValue({ ...props, source: props.source ?? 'isUsed' })
  const translate = useTranslate()
  return (
    <Chip
      size="small"
      variant="outlined"
      color={used ? 'info' : 'default'}
      label={translate(used ? 'talentgrid.purchaseOrders.used' : 'talentgrid.purchaseOrders.unused')}
    />
  )
}
