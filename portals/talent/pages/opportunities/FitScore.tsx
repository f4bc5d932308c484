import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import type { TalentOpportunity } from '../../../../contract/opportunities/opportunity'

/**
 * How well the talent's profile fits an opportunity: the score (0-100, the search's scoring seen from
 * the opportunity's side) as a bar and a number, and the reasons in words. No score (the profile says
 * nothing the opportunity asks about) reads as such rather than as 0.
 */
export function FitScore({ fit, headingId, compact = false }: { fit: TalentOpportunity['fit']; headingId: string; compact?: boolean }) {
  const reasons = compact ? fit.reasons.slice(0, 3) : fit.reasons
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Typography id={headingId} variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {fit.score === null ? 'Fit: not scored' : `Fit ${Math.round(fit.score)}%`}
        </Typography>
        {fit.score !== null && (
          <LinearProgress
            variant="determinate"
            value={Math.max(0, Math.min(100, fit.score))}
            aria-label="Fit score"
            aria-valuetext={`${Math.round(fit.score)} of 100`}
            sx={{ flex: 1, height: 6, borderRadius: 3, maxWidth: 220 }}
          />
        )}
      </Box>
      {reasons.length > 0 ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {reasons.map((reason) => (
            <Typography component="li" variant="body2" color="text.secondary" key={reason}>
              {reason}
            </Typography>
          ))}
        </Box>
      ) : (
        fit.score === null && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Add specializations and availability to your profile to see how well you fit.
          </Typography>
        )
      )}
      {compact && fit.reasons.length > reasons.length && (
        <Typography variant="caption" color="text.secondary">
          {`and ${fit.reasons.length - reasons.length} more on the details page`}
        </Typography>
      )}
    </Box>
  )
}
