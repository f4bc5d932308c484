import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Collapse from '@mui/material/Collapse'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined'
import ExpandLessIcon from '@mui/icons-material/ExpandLess'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import { ApprovedBadge } from '../../../shared/ApprovedBadge'
import { errorMessage } from '../../../shared/api'
import { apiCall, type AnswerOf } from '../../../shared/client'
import { formatDate } from '../../../shared/format'
import { useToast } from '../../../shared/toasts'
import { TalentAvatar } from '../talents/TalentRow'
import { talentLocation } from '../talents/orgApi'
import { ApplicationAnswers } from './ApplicationAnswers'
import { GeneratedRatingView } from './GeneratedRatingView'
import { ManagerComment } from './ManagerComment'
import { APPLICANT_STATUS_LABELS, type Applicant } from './opportunityApi'

export interface ApplicantCardActions {
  onReview?: (applicant: Applicant) => void
  onRemove?: (applicant: Applicant) => void
  onRestore?: (applicant: Applicant) => void
  /** '/new-engagement?…' when the user may manage engagements. */
  engagementLink?: (applicant: Applicant) => string | null
  /** With aiOrgSideMatching: the opportunity to rate the talent against. */
  rateFor?: string | null
  busy?: boolean
}

/** One talent on an opportunity: who, applied or invited, the answers (folded), the comment, and the row's actions. */
export function ApplicantCard({ applicant, actions }: { applicant: Applicant; actions: ApplicantCardActions }) {
  const toast = useToast()
  const [open, setOpen] = useState(false)
  const [rating, setRating] = useState<AnswerOf<'post', '/org-side/opportunity-ai-talent-rating/'> | null>(null)
  const [ratingBusy, setRatingBusy] = useState(false)
  const titleId = `applicant-${applicant.id}`
  const answersId = `answers-${applicant.id}`
  const location = talentLocation(applicant)
  const engagementLink = actions.engagementLink?.(applicant)

  const rate = async () => {
    if (!actions.rateFor) return
    setRatingBusy(true)
    try {
      setRating(await apiCall('post', '/org-side/opportunity-ai-talent-rating/', { body: { opportunityId: actions.rateFor, talentId: applicant.talentId } }))
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setRatingBusy(false)
    }
  }

  return (
    <Box component="article" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.5, opacity: actions.busy ? 0.5 : 1 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <TalentAvatar talent={{ avatarPicture: applicant.avatarPicture, fullName: applicant.talentFullName }} />
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Link id={titleId} component={RouterLink} to={`/talents/${applicant.talentId}`} sx={{ fontWeight: 600 }}>
              {applicant.talentFullName}
            </Link>
            {applicant.isTalentApprovedByPlatform && <ApprovedBadge />}
            <Chip size="small" variant="outlined" label={APPLICANT_STATUS_LABELS[applicant.status]} />
            {/* The talent sees this application as 'Engagement offered'; the organization sees the same fact. */}
            {applicant.engagementId && <Chip size="small" color="success" variant="outlined" label="Engagement created" />}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {[location, applicant.apply ? `applied ${formatDate(applicant.apply.appliedAt)}` : applicant.invitedAt ? `invited ${formatDate(applicant.invitedAt)}` : null, applicant.removedAt ? `removed ${formatDate(applicant.removedAt)}` : null]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
      </Box>
      {applicant.apply && (
        <Box>
          <Button size="small" aria-expanded={open} aria-controls={answersId} onClick={() => setOpen(!open)} endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}>
            {open ? 'Hide answers' : 'Show answers'}
          </Button>
          <Collapse in={open} id={answersId}>
            <Box sx={{ pt: 1 }}>
              <ApplicationAnswers applicant={applicant} />
            </Box>
          </Collapse>
        </Box>
      )}
      {applicant.apply && !actions.onRestore && <ManagerComment applicant={applicant} />}
      {rating && <GeneratedRatingView rating={rating} title={`Match rating of ${applicant.talentFullName}`} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {actions.onReview && applicant.apply && (
          <Button size="small" variant="outlined" aria-describedby={titleId} onClick={() => actions.onReview!(applicant)}>
            Review
          </Button>
        )}
        {actions.rateFor && !rating && (
          <Button size="small" startIcon={<AutoAwesomeOutlinedIcon />} aria-describedby={titleId} onClick={() => void rate()} loading={ratingBusy}>
            Rate match
          </Button>
        )}
        {engagementLink && (
          <Button size="small" component={RouterLink} to={engagementLink} aria-describedby={titleId}>
            {applicant.engagementId ? 'Create another engagement' : 'Create engagement'}
          </Button>
        )}
        {applicant.engagementId && (
          <Button size="small" component={RouterLink} to={`/engagements/${applicant.engagementId}`} aria-describedby={titleId}>
            Open engagement
          </Button>
        )}
        {actions.onRemove && (
          <Button size="small" color="error" aria-describedby={titleId} onClick={() => actions.onRemove!(applicant)} disabled={actions.busy}>
            Remove
          </Button>
        )}
        {actions.onRestore && (
          <Button size="small" variant="outlined" aria-describedby={titleId} onClick={() => actions.onRestore!(applicant)} disabled={actions.busy}>
            Restore
          </Button>
        )}
      </Box>
    </Box>
  )
}
