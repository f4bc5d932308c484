import { useState } from 'react'
import { Link as RouterLink, useNavigate } from 'react-router'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import ListItemIcon from '@mui/material/ListItemIcon'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined'
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined'
import MoreVertIcon from '@mui/icons-material/MoreVert'
import MailOutlineIcon from '@mui/icons-material/MailOutline'
import PersonOutlineIcon from '@mui/icons-material/PersonOutline'
import type { TalentSearchResult } from '../../../../contract/search/criteria'
import { ApprovedBadge } from '../../../shared/ApprovedBadge'
import { talentLocation } from '../talents/orgApi'
import { TalentAvatar } from '../talents/TalentRow'
import { ScoreBreakdownList, ScoreButton, useBreakdown } from './ScoreBreakdown'
import { WrappingChip } from '../../../shared/WrappingChip'
import { formatMoneyText } from '../../../../contract/format'

export interface RowActions {
  addToGroup: (talent: TalentSearchResult) => void
  /** Absent for users who may not manage engagements. */
  startEngagement?: (talent: TalentSearchResult) => void
  inviteToOpportunity: (talent: TalentSearchResult) => void
}

function ActionsMenu({ talent, actions }: { talent: TalentSearchResult; actions: RowActions }) {
  const navigate = useNavigate()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const run = (action: () => void) => () => {
    setAnchor(null)
    action()
  }
  return (
    <>
      <IconButton aria-label={`Actions for ${talent.fullName}`} aria-haspopup="menu" aria-expanded={Boolean(anchor)} onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={run(() => void navigate(`/talents/${talent.id}`))}>
          <ListItemIcon>
            <PersonOutlineIcon fontSize="small" />
          </ListItemIcon>
          Open profile
        </MenuItem>
        <MenuItem onClick={run(() => actions.addToGroup(talent))}>
          <ListItemIcon>
            <GroupAddOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Add to group
        </MenuItem>
        <MenuItem onClick={run(() => actions.inviteToOpportunity(talent))}>
          <ListItemIcon>
            <MailOutlineIcon fontSize="small" />
          </ListItemIcon>
          Invite to opportunity
        </MenuItem>
        {actions.startEngagement && (
          <MenuItem onClick={run(() => actions.startEngagement!(talent))}>
            <ListItemIcon>
              <HandshakeOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Start engagement
          </MenuItem>
        )}
      </Menu>
    </>
  )
}

/** One search result: photo, name (to the profile), Approved badge, place, rate, specializations, score and why. */
export function ResultRow({ talent, actions }: { talent: TalentSearchResult; actions: RowActions }) {
  const breakdown = useBreakdown()
  const place = talentLocation(talent)
  const titleId = `result-${talent.id}`
  return (
    <Box component="li" aria-labelledby={titleId} sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: 2, px: { xs: 2, sm: 3 }, py: 1.5 }}>
        <TalentAvatar talent={talent} />
        {/* On a phone the score and the menu wrap under the name rather than squeezing it. */}
        <Box sx={{ flex: 1, minWidth: { xs: 'calc(100% - 60px)', sm: 0 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}>
            <Link id={titleId} component={RouterLink} to={`/talents/${talent.id}`} underline="hover" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {talent.fullName}
            </Link>
            {talent.isTalentApprovedByPlatform && <ApprovedBadge />}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {[place || 'Location not given', talent.hourlyRate ? `${formatMoneyText(talent.hourlyRate) ?? talent.hourlyRate}/hr` : 'Rate not given'].join(' · ')}
          </Typography>
          {talent.specializations.length > 0 && (
            <Box component="ul" aria-label={`Specializations of ${talent.fullName}`} sx={{ listStyle: 'none', m: 0, p: 0, mt: 0.75, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
              {talent.specializations.map((name) => (
                <Box component="li" key={name} sx={{ maxWidth: '100%' }}>
                  <WrappingChip size="small" label={name} />
                </Box>
              ))}
            </Box>
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0, ml: { xs: 'auto', sm: 0 } }}>
          <ScoreButton match={talent.match} expanded={breakdown.expanded} controls={breakdown.id} onToggle={breakdown.toggle} talentName={talent.fullName} />
          <ActionsMenu talent={talent} actions={actions} />
        </Box>
      </Box>
      {talent.match.score !== null && <ScoreBreakdownList match={talent.match} id={breakdown.id} expanded={breakdown.expanded} talentName={talent.fullName} />}
    </Box>
  )
}
