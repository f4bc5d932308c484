import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined'
import { aiMessages } from '../../../../contract/ai'

/** Marks text the AI assistance wrote (contract/ai.ts): it stays editable and is saved only with the form. */
export function GeneratedLabel({ id }: { id?: string }) {
  return (
    <Box id={id} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
      <AutoAwesomeOutlinedIcon fontSize="small" aria-hidden />
      <Typography variant="caption">{aiMessages.generatedLabel}</Typography>
    </Box>
  )
}
