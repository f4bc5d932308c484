import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Divider from '@mui/material/Divider'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined'
import { errorMessage } from '../../../shared/api'
import { apiCall, type AnswerOf } from '../../../shared/client'
import { useFeatureFlag } from '../../../shared/featureFlags'
import { FormBanner } from '../../../shared/FormBanner'
import { formatDate } from '../../../shared/format'
import { ApplicationAnswers } from './ApplicationAnswers'
import { GeneratedRatingView } from './GeneratedRatingView'
import { ManagerComment } from './ManagerComment'
import type { Applicant } from './opportunityApi'

/**
 * The 'Applicant Qualifications' review: the answers, a link to the profile, the manager
 * comment and, with aiApplicantReview, the AI review (score, verdict, summary and always its reasons).
 */
export function ApplicantReviewDialog({ applicant, onClose }: { applicant: Applicant; onClose: () => void }) {
  const aiOn = useFeatureFlag('aiApplicantReview')
  const [review, setReview] = useState<AnswerOf<'post', '/org-side/opportunity-ai/'> | null>(null)
  const [reviewing, setReviewing] = useState(false)
  const [banner, setBanner] = useState<string[]>([])
  // The dialog keeps its own copy: the list refetches behind it after a save.
  const [shown, setShown] = useState(applicant)

  const runReview = async () => {
    setReviewing(true)
    setBanner([])
    try {
      setReview(await apiCall('post', '/org-side/opportunity-ai/', { body: { opportunityTalentId: applicant.id } }))
    } catch (error) {
      setBanner([errorMessage(error)])
    } finally {
      setReviewing(false)
    }
  }

  return (
    <>
      <DialogTitle sx={{ pr: 6 }}>Applicant Qualifications</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormBanner messages={banner} />
        <Box>
          <Typography variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
            {applicant.talentFullName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {applicant.apply ? `Applied ${formatDate(applicant.apply.appliedAt)}` : 'Invited'}
            {' · '}
            <Link component={RouterLink} to={`/talents/${applicant.talentId}`} underline="always">
              View profile
            </Link>
          </Typography>
        </Box>
        <ApplicationAnswers applicant={applicant} />
        <Divider />
        <ManagerComment applicant={shown} onSaved={(managerComment) => setShown({ ...shown, managerComment })} />
        {aiOn && applicant.hasApplied && (
          <>
            <Divider />
            {review ? (
              <GeneratedRatingView rating={review} summary={review.summary} title="AI review" />
            ) : (
              <Box>
                <Button variant="outlined" startIcon={<AutoAwesomeOutlinedIcon />} onClick={() => void runReview()} loading={reviewing}>
                  Review with AI
                </Button>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  A score for this opportunity with the reasons for it, from the profile and the answers.
                </Typography>
              </Box>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </>
  )
}
