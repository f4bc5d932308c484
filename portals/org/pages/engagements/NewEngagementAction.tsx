import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import WorkOutlineIcon from '@mui/icons-material/WorkOutline'
import { useCurrentUser } from '../../../shared/session'
import { canManageEngagements } from '../../access'

/** The talent profile's header actions plus 'New engagement' for this talent (/new-engagement?talentId=), for who manages engagements. */
export function WithNewEngagement({ talentId, children }: { talentId: string; children: ReactNode }) {
  const manages = canManageEngagements(useCurrentUser())
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {children}
      {manages && (
        <Button component={RouterLink} to={`/new-engagement?talentId=${encodeURIComponent(talentId)}`} variant="contained" startIcon={<WorkOutlineIcon />}>
          New engagement
        </Button>
      )}
    </Box>
  )
}
