import Chip, { type ChipProps } from '@mui/material/Chip'
import { useTranslate } from 'react-admin'
import type { DocumentStatus } from '../../contract/talentProfile'

const colors: Record<DocumentStatus, ChipProps['color']> = {
  uploaded: 'success',
  notUploaded: 'default',
  expiresSoon: 'warning',
  expired: 'error',
}

/** A document's status (the spec: uploaded, notUploaded, expiresSoon, expired) as a coloured badge. */
export const DocumentStatusChip = ({ status }: { status: DocumentStatus }) => {
  const translate = useTranslate()
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[status] ?? 'default'}
      label={translate(`talentgrid.documents.status.${status}`, { _: status })}
    />
  )
}
