import Typography from '@mui/material/Typography'
import { useRecordContext } from 'react-admin'
import { plainText } from '../../contract/fields'

/**
 * A comment's rich text as plain text: the console never renders stored markup, so a comment can carry
 * no script or link into it. Long texts are cut in lists.
 */
export const CommentTextField = ({ source, maxLength }: { source: string; label?: string; maxLength?: number }) => {
  const record = useRecordContext()
  const text = plainText(String(record?.[source] ?? ''))
  const shown = maxLength && text.length > maxLength ? `${text.slice(0, maxLength)}…` : text
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
      {shown}
    </Typography>
  )
}
