import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { matchedCountText, type SearchCriteriaInput } from '../../../../contract/search/criteria'
import { errorMessage } from '../../../shared/api'
import type { RolePrefix } from '../../rolePrefix'
import { useMatchedCount } from './searchApi'

/**
 * 'Number of Talent matching your criteria: N' (contract `matchedCountText`), announced politely to
 * screen readers as it changes; a small spinner while the next number loads.
 */
export function MatchedCount({ prefix, criteria }: { prefix: RolePrefix; criteria: SearchCriteriaInput | null }) {
  const count = useMatchedCount(prefix, criteria)
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 24 }}>
      <Typography role="status" variant="body2" sx={{ fontWeight: 600 }}>
        {count.data ? matchedCountText(count.data.count) : count.isError ? `Could not count: ${errorMessage(count.error)}` : ' '}
      </Typography>
      {count.isFetching && <CircularProgress size={14} aria-label="Counting" />}
    </Box>
  )
}
