import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { apiQuery } from '../../../shared/client'
import { ApplicantsPanel } from './ApplicantsPanel'
import type { Opportunity } from './opportunityApi'

/**
 * The Applicants tab: the talents on the opportunity and, below them, the removed ones with Restore
 * (the spec: applicants can be removed and restored). Without the flag newApplicantRemovalWorkflow the
 * removed ones are always listed here; with it they have their own tab and show here only while nobody
 * else is on the list, so a list whose every talent was removed never reads as if nobody had applied.
 */
export function CurrentApplicants({ opportunity, removedHere }: { opportunity: Opportunity; removedHere: 'always' | 'whenNobodyElse' }) {
  const headingId = useId()
  const removedPage = useQuery(apiQuery('/org-side/opportunity/{id}/removed-talents/', { params: { path: { id: opportunity.id }, query: { page: 1, page_size: 1 } } }))
  const removedCount = removedPage.data?.count ?? 0
  const nobodyElse = opportunity.talentsCount === 0
  const showRemoved = removedCount > 0 && (removedHere === 'always' || nobodyElse)
  return (
    <>
      {!(nobodyElse && showRemoved) && <ApplicantsPanel opportunity={opportunity} />}
      {showRemoved && (
        <Box component="section" aria-labelledby={headingId} sx={{ borderTop: nobodyElse ? 0 : 1, borderColor: 'divider' }}>
          <Typography id={headingId} variant="h2" sx={{ fontSize: '1rem', fontWeight: 600, px: 2, pt: 2 }}>
            {`Removed applicants (${removedCount})`}
          </Typography>
          <ApplicantsPanel opportunity={opportunity} removed />
        </Box>
      )}
    </>
  )
}
