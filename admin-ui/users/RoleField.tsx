import Chip from '@mui/material/Chip'
import { useFieldValue, useTranslate } from 'react-admin'

/** The role as a chip with its readable label (Organization admin, not organization_admin). */
export const RoleField = ({ source = 'role' }: { source?: string }) => {
  const role = useFieldValue({ source })
  const translate = useTranslate()
  if (!role) return null
  return <Chip size="small" label={translate(`talentgrid.roles.${role}`, { _: role })} />
}
