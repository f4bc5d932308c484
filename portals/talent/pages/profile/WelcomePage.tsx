import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link as RouterLink, useNavigate } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import type { ProfileSection } from '../../../../contract/talentProfile'
import { PageHeader } from '../../../shared/PageHeader'
import { SECTION_INFO } from '../../../shared/profile/sections'
// The one-time welcome
import { apiCall } from '../../../shared/client'
import { useToast } from '../../../shared/toasts'
import { ProfileChecklist } from '../ProfileChecklist'
import { WELCOME_SCREEN, WELCOME_SCREEN_PATH, welcomeScreenQuery } from '../welcomeScreen'
import { useCurrentUser } from '../../../shared/session'
import { ownProfileQuery } from './ownProfile'

/** What to fill first: the sections organizations filter and match on come before the rest. */
const FIRST_STEPS: { section: ProfileSection; why: string }[] = [
  { section: 'specializations', why: 'Matching starts here: the platforms, modules and skills you know.' },
  { section: 'availability', why: 'Only talent with upcoming availability show up for new engagements.' },
  { section: 'aboutMe', why: 'A few lines organizations read first on your profile.' },
  { section: 'contactInfo', why: 'A mobile number is needed to accept an engagement.' },
]
const THEN_STEPS: ProfileSection[] = ['workExperience', 'certificates', 'documents', 'externalLinks']

function StepCard({ number, section, why, done }: { number?: number; section: ProfileSection; why: string; done: boolean | null }) {
  const info = SECTION_INFO[section]
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={info.path} sx={{ height: '100%', alignItems: 'flex-start', display: 'flex' }}>
        <CardContent sx={{ p: 2.5, width: '100%' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
            {done ? (
              <CheckCircleIcon color="success" aria-hidden />
            ) : number !== undefined ? (
              <Box
                aria-hidden
                sx={{ width: 26, height: 26, borderRadius: '50%', bgcolor: 'primary.main', color: '#fff', display: 'grid', placeItems: 'center', fontWeight: 700, fontSize: 14, flexShrink: 0 }}
              >
                {number}
              </Box>
            ) : null}
            <Typography variant="h3" component="h3" sx={{ flex: 1 }}>
              {info.title}
            </Typography>
            {done !== null && <Chip size="small" variant="outlined" color={done ? 'success' : 'default'} label={done ? 'Done' : 'To do'} />}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {why}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  )
}

/** Short onboarding for a new talent: what to fill first and where. */
export default function WelcomePage() {
  const user = useCurrentUser()
  // Completeness marks the steps already done; without it the steps still work as links.
  const profile = useQuery(ownProfileQuery())
  const missing = profile.data?.completeness?.missing
  const done = (section: ProfileSection) => (missing ? !missing.includes(section) : null)
  const percent = profile.data?.completeness?.percent
  // Dismissing marks the welcome shown (POST show-screen), so '/' leads to /dashboard from now on.
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const toast = useToast()
  const dismiss = useMutation({
    mutationFn: () => apiCall('post', WELCOME_SCREEN_PATH, WELCOME_SCREEN),
    onSuccess: (answer) => {
      queryClient.setQueryData(welcomeScreenQuery().queryKey, answer)
      void navigate('/dashboard')
    },
    onError: () => toast.error('Could not save that you have seen this page. Try again.'),
  })

  return (
    <>
      <PageHeader
        title={`Welcome to Talentgrid, ${user.firstName || 'there'}`}
        subtitle="Organizations find you through your profile. A few minutes now gets you matched to the right engagements."
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/profile" variant="contained">
              Go to my profile
            </Button>
            <Button variant="outlined" onClick={() => dismiss.mutate()} loading={dismiss.isPending}>
              Go to my dashboard
            </Button>
          </Box>
        }
      />
      {percent !== undefined && (
        <Card sx={{ mb: 3 }}>
          <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography id="welcome-progress" sx={{ fontWeight: 600 }}>
              Your profile is {percent}% complete
            </Typography>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-labelledby="welcome-progress"
              sx={{ flex: 1, minWidth: 160, height: 8, borderRadius: 4 }}
            />
          </CardContent>
        </Card>
      )}
      <Typography variant="h2" sx={{ mb: 1.5 }}>
        Start with these
      </Typography>
      <Grid container spacing={2} sx={{ mb: 4 }}>
        {FIRST_STEPS.map((step, index) => (
          <Grid key={step.section} size={{ xs: 12, sm: 6 }}>
            <StepCard number={index + 1} section={step.section} why={step.why} done={done(step.section)} />
          </Grid>
        ))}
      </Grid>
      <Box sx={{ mb: 4 }}>
        <ProfileChecklist user={user} />
      </Box>
      <Typography variant="h2" sx={{ mb: 1.5 }}>
        Then round it off
      </Typography>
      <Grid container spacing={2}>
        {THEN_STEPS.map((section) => (
          <Grid key={section} size={{ xs: 12, sm: 6, md: 3 }}>
            <StepCard section={section} why={SECTION_INFO[section].hint} done={done(section)} />
          </Grid>
        ))}
      </Grid>
    </>
  )
}
