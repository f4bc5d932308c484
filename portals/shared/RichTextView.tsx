import { useMemo } from 'react'
import Box from '@mui/material/Box'
import type { SxProps, Theme } from '@mui/material/styles'
import { sanitizeRichText } from './richText'

/** Shows stored rich text (About Me, responsibilities) through the same tag allow-list the editor uses. */
export function RichTextView({ html, sx }: { html: string | null | undefined; sx?: SxProps<Theme> }) {
  const clean = useMemo(() => sanitizeRichText(html), [html])
  return (
    <Box
      className="rich-text"
      sx={[richTextSx, ...(Array.isArray(sx) ? sx : [sx])]}
      // Sanitised above: only formatting tags, no attributes.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}

export const richTextSx = {
  overflowWrap: 'anywhere',
  '& p, & div': { m: 0, mb: 1 },
  '& > :last-child': { mb: 0 },
  '& ul, & ol': { m: 0, mb: 1, pl: 3 },
  '& li': { mb: 0.25 },
} as const
