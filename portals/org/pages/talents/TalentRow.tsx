import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { ApprovedBadge } from '../../../shared/ApprovedBadge'
import { talentLocation, type TalentListItem } from './orgApi'

const initialsOf = (fullName: string) =>
  fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('')

export function TalentAvatar({ talent, size = 44 }: { talent: Pick<TalentListItem, 'avatarPicture' | 'fullName'>; size?: number }) {
  return (
    <Avatar
      src={talent.avatarPicture ?? undefined}
      alt={talent.avatarPicture ? `Photo of ${talent.fullName}` : undefined}
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'secondary.main' }}
    >
      {initialsOf(talent.fullName)}
    </Avatar>
  )
}

/**
 * One talent in a list: photo, name linking to the profile, city and state, the Approved badge, and the
 * row's actions on the right (they wrap below the name on narrow screens).
 */
export function TalentRow({ talent, actions, titleId }: { talent: TalentListItem; actions?: ReactNode; titleId?: string }) {
  const location = talentLocation(talent)
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        gap: 2,
        px: { xs: 2, sm: 3 },
        py: 1.5,
      }}
    >
      <TalentAvatar talent={talent} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}>
          <Link id={titleId} component={RouterLink} to={`/talents/${talent.id}`} underline="hover" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {talent.fullName}
          </Link>
          {talent.isTalentApprovedByPlatform && <ApprovedBadge />}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {location || 'Location not given'}
        </Typography>
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, ml: { xs: 'auto', sm: 0 } }}>{actions}</Box>}
    </Box>
  )
}
