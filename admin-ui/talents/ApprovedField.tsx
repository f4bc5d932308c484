import Chip from '@mui/material/Chip'
import { useFieldValue, useTranslate } from 'react-admin'

/** 'Approved' when the platform approved the talent (organizations may then find them), else a quiet 'Not approved'. */
export const ApprovedField = ({ source = 'isTalentApprovedByPlatform' }: { source?: string }) => {
  const approved = useFieldValue({ source }) === true
  const translate = useTranslate()
  return (
    <Chip
      size="small"
      variant={approved ? 'filled' : 'outlined'}
      color={approved ? 'success' : 'default'}
      label={translate(approved ? 'talentgrid.talents.approved' : 'talentgrid.talents.notApproved')}
    />
  )
}
