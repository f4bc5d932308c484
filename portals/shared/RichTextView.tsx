import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'

/**
 * Shows stored rich text (About Me, responsibilities, notes, comments). The server cleaned it when it was
 * written (hooks/sanitizeRichText.ts on every rich-text field; a data migration cleaned older
 * values), so it holds only formatting tags without attributes and is rendered as it is.
 */
export function RichTextView({ html, sx }: { html: string | null | undefined; sx?: SxProps<Theme> }) {
  return (
    <Box
      className="rich-text"
      sx={[richTextSx, ...(Array.isArray(sx) ? sx : [sx])]}
      // Clean by construction: the server's allow-list, applied on write.
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
    />
  )
}

export const richTextSx = {
  overflowWrap: 'anywhere',
  '& p, & div': { m: 0, mb: 1 },
  '& > :last-child': { mb: 0 },
  '& ul, & ol': { m: 0, mb: 1, pl: 3 },
  '& li': { mb: 0.25 },
  '& li > p': { mb: 0 },
} as const
