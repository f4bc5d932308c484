import { Link as RouterLink } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { formatDate } from '../../../shared/format'
import { ApplicationStatusChip } from './ApplicationStatusChip'
import { FitScore } from './FitScore'
import { formatDates, formatHours, formatPlace, formatRateRange, workKindLabel, type TalentOpportunity } from './types'

/**
 * One open opportunity in the talent's list: title (to its page), organization, the facts (place, kind
 * of work, dates, hours, pay offered), the fit score with its first reasons, and the talent's own
 * application when there is one; else Apply, or why not.
 */
export function OpportunityCard({ opportunity, onApply }: { opportunity: TalentOpportunity; onApply: () => void }) {
  const headingId = `opportunity-${opportunity.id}`
  const detail = `/opportunities/${opportunity.id}`
  const facts: [string, string][] = [
    ['Place', formatPlace(opportunity)],
    ['Kind of work', workKindLabel(opportunity)],
    ['Dates', formatDates(opportunity)],
    ['Hours', formatHours(opportunity.hoursPerWeek)],
    ['Pay rate', formatRateRange(opportunity.rateMin, opportunity.rateMax)],
  ]
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, flex: 1, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={headingId} variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={detail} underline="hover" color="inherit">
                {opportunity.title}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {opportunity.organization.name}
            </Typography>
          </Box>
          {opportunity.application && <ApplicationStatusChip status={opportunity.application.status} />}
        </Box>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25 }}>
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', fontWeight: label === 'Pay rate' ? 600 : undefined }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <FitScore fit={opportunity.fit} headingId={`${headingId}-fit`} compact />
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'flex-end', pt: 1 }}>
          {opportunity.application ? (
            <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
              {`You applied on ${formatDate(opportunity.application.appliedAt)}`}
            </Typography>
          ) : (
            !opportunity.canApply &&
            opportunity.cannotApplyReason && (
              <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
                {opportunity.cannotApplyReason}
              </Typography>
            )
          )}
          <Button component={RouterLink} to={detail} size="small">
            Details
          </Button>
          {opportunity.canApply && (
            <Button onClick={onApply} variant="contained" size="small" aria-label={`Apply to ${opportunity.title}`}>
              Apply
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  )
}
