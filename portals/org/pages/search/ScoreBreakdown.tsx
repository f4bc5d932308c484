import { useId, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Collapse from '@mui/material/Collapse'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import ExpandLessIcon from '@mui/icons-material/ExpandLess'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import type { TalentMatch } from '../../../../contract/search/criteria'

const pointsText = (points: number) => `${Math.round(points)} ${Math.round(points) === 1 ? 'point' : 'points'}`

/** The score as a toggle button ('82% match'); the row's breakdown opens under it. */
export function ScoreButton({ match, expanded, controls, onToggle, talentName }: { match: TalentMatch; expanded: boolean; controls: string; onToggle: () => void; talentName: string }) {
  if (match.score === null) return null
  return (
    <Button
      size="small"
      variant={expanded ? 'contained' : 'outlined'}
      color="secondary"
      aria-expanded={expanded}
      aria-controls={controls}
      aria-label={`${match.score}% match for ${talentName}: ${expanded ? 'hide' : 'show'} why`}
      endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      onClick={onToggle}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {match.score}% match
    </Button>
  )
}

/** Each scored criterion's share of the score: a bar of its fit, its points and the reason in words. */
export function ScoreBreakdownList({ match, id, expanded, talentName }: { match: TalentMatch; id: string; expanded: boolean; talentName: string }) {
  return (
    <Collapse in={expanded} unmountOnExit>
      <Box id={id} component="ul" aria-label={`Why ${talentName} matches`} sx={{ listStyle: 'none', m: 0, px: { xs: 2, sm: 3 }, pb: 2, pt: 0, display: 'grid', gap: 1.25 }}>
        {match.criteria.map((criterion) => (
          <Box component="li" key={criterion.criterion} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '140px 1fr auto' }, columnGap: 1.5, rowGap: 0.5, alignItems: 'center' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {criterion.label}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={Math.round(criterion.fit * 100)}
              aria-label={`${criterion.label} fit`}
              sx={{ height: 8, borderRadius: 4, gridRow: { xs: 2, sm: 'auto' }, gridColumn: { xs: '1 / -1', sm: 'auto' } }}
            />
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
              +{pointsText(criterion.points)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
              {criterion.reason}
            </Typography>
          </Box>
        ))}
      </Box>
    </Collapse>
  )
}

/** The state of one row's breakdown: its id for aria-controls and whether it is open. */
export function useBreakdown() {
  const id = useId()
  const [expanded, setExpanded] = useState(false)
  return { id: `breakdown-${id}`, expanded, toggle: () => setExpanded((open) => !open) }
}
