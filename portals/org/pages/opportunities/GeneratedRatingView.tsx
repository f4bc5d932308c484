import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline'
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined'
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline'
import type { GeneratedRating } from '../../../../contract/ai'
import { GeneratedLabel } from './GeneratedLabel'

const KIND = {
  strength: { label: 'Strength', icon: <CheckCircleOutlineIcon fontSize="small" color="success" /> },
  gap: { label: 'Gap', icon: <RemoveCircleOutlineIcon fontSize="small" color="error" /> },
  note: { label: 'Note', icon: <InfoOutlinedIcon fontSize="small" color="action" /> },
} as const

/** A generated score with its verdict and, always, the reasons behind it. */
export function GeneratedRatingView({ rating, title, summary }: { rating: GeneratedRating; title: string; summary?: string }) {
  return (
    <Box component="section" aria-label={title} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip label={`${rating.score} / 100`} color={rating.score >= 70 ? 'success' : rating.score >= 40 ? 'warning' : 'default'} variant="outlined" sx={{ fontWeight: 600, color: 'text.primary' }} />
        <Typography sx={{ fontWeight: 600 }}>{rating.verdict}</Typography>
      </Box>
      {/* Plain text in paragraphs and '- ' lines (domain/ai/generatedText.ts): shown as it is, line breaks kept. */}
      {summary && <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{summary}</Typography>}
      <Box component="ul" aria-label="Reasons" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {rating.reasons.map((reason, index) => (
          <Box component="li" key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Box aria-hidden sx={{ pt: 0.25 }}>
              {KIND[reason.kind].icon}
            </Box>
            <Typography variant="body2">
              <Box component="span" sx={{ fontWeight: 600 }}>{`${KIND[reason.kind].label}: `}</Box>
              {reason.text}
            </Typography>
          </Box>
        ))}
      </Box>
      <GeneratedLabel />
    </Box>
  )
}
