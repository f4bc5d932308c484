import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Typography from '@mui/material/Typography'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined'
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked'
import type { ProfileSection } from '../../../../contract/talentProfile'
import { errorMessage } from '../../../shared/api'
import { useConfirm } from '../../../shared/ConfirmDialog'
import { useFeatureFlag } from '../../../shared/featureFlags'
import { LoadError } from '../../../shared/LoadError'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { ProfileIdentity, ProfileSections } from '../../../shared/profile/ProfileView'
import { SECTION_INFO } from '../../../shared/profile/sections'
import type { CompleteProfile } from '../../../shared/profile/types'
import { useSession } from '../../../shared/session'
import { useToast } from '../../../shared/toasts'
import { UploadButton } from '../../../shared/UploadButton'
import { apiCall, apiQueryKey, apiUpload } from '../../../shared/client'
import { OWN_PROFILE, ownProfileQuery } from './ownProfile'
import { ProfileVideoCard } from './ProfileVideoCard'


function EditLink({ section }: { section: ProfileSection }) {
  return (
    <Button
      component={RouterLink}
      to={SECTION_INFO[section].path}
      size="small"
      startIcon={<EditOutlinedIcon />}
      aria-describedby={`section-${section}`}
    >
      Edit
    </Button>
  )
}

/** Avatar upload and removal (5 MB, jpg/jpeg/png/gif); both answer the current user. */
function AvatarControls({ hasAvatar, onChanged }: { hasAvatar: boolean; onChanged: () => Promise<unknown> }) {
  const toast = useToast()
  const confirm = useConfirm()
  const { reload } = useSession()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true)
    try {
      await action()
      toast.success('Changes Saved')
      await Promise.all([reload(), onChanged()])
    } catch (error) {
      setProblem(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  const upload = (file: File) => {
    const data = new FormData()
    data.append('file', file)
    void run(() => apiUpload('post', '/talent/avatar/', { body: data }))
  }

  const remove = async () => {
    const yes = await confirm({
      title: 'Remove your photo?',
      message: 'Organizations will see your initials instead.',
      confirmLabel: 'Remove',
      destructive: true,
    })
    if (yes) void run(() => apiCall('delete', '/talent/avatar/'))
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
        <UploadButton
          kind="image"
          inputLabel="Profile photo"
          onFile={upload}
          onProblem={setProblem}
          size="small"
          variant="outlined"
          startIcon={<PhotoCameraOutlinedIcon />}
          loading={busy}
        >
          {hasAvatar ? 'Change photo' : 'Upload photo'}
        </UploadButton>
        {hasAvatar && (
          <Button size="small" color="inherit" onClick={() => void remove()} disabled={busy}>
            Remove photo
          </Button>
        )}
      </Box>
      <Typography variant="caption" color={problem ? 'error' : 'text.secondary'} role={problem ? 'alert' : undefined}>
        {problem ?? 'JPG, PNG or GIF, up to 5 MB'}
      </Typography>
    </Box>
  )
}

function CompletenessCard({ completeness }: { completeness: NonNullable<CompleteProfile['completeness']> }) {
  const { percent, missing } = completeness
  const done = (Object.keys(SECTION_INFO) as ProfileSection[]).filter((section) => !missing.includes(section))
  return (
    <Card component="section" aria-labelledby="completeness-title">
      <CardContent sx={{ p: 3, '&:last-child': { pb: 3 } }}>
        <Typography id="completeness-title" variant="h2" gutterBottom>
          Profile completeness
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-labelledby="completeness-title"
            aria-valuetext={`${percent}% complete`}
            color={percent === 100 ? 'success' : 'primary'}
            sx={{ flex: 1, height: 10, borderRadius: 5 }}
          />
          <Typography sx={{ fontWeight: 700, minWidth: 44, textAlign: 'right' }}>{percent}%</Typography>
        </Box>
        {missing.length === 0 ? (
          <Alert severity="success">Your profile is complete. Keep it current as things change.</Alert>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              Still missing — complete profiles are matched first:
            </Typography>
            <List dense disablePadding aria-label="Missing sections">
              {missing.map((section) => (
                <ListItem key={section} disableGutters sx={{ gap: 1, alignItems: 'flex-start' }}>
                  <RadioButtonUncheckedIcon fontSize="small" color="disabled" aria-hidden sx={{ mt: 0.25 }} />
                  <Box>
                    <Link component={RouterLink} to={SECTION_INFO[section].path} fontWeight={500}>
                      {SECTION_INFO[section].title}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {SECTION_INFO[section].hint}
                    </Typography>
                  </Box>
                </ListItem>
              ))}
            </List>
          </>
        )}
        {done.length > 0 && missing.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <CheckCircleIcon fontSize="small" color="success" aria-hidden />
            {done.length} of {done.length + missing.length} sections done
          </Typography>
        )}
      </CardContent>
    </Card>
  )
}

export default function ProfilePage() {
  const queryClient = useQueryClient()
  const profile = useQuery(ownProfileQuery())
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiQueryKey(OWN_PROFILE) })
  const videoEnabled = useFeatureFlag('talentProfileVideo')
  const data = profile.data

  return (
    <>
      <PageHeader
        title="My profile"
        subtitle="What organizations see when they consider you for an engagement."
        actions={
          <Button component={RouterLink} to="/welcome" color="inherit">
            Getting started
          </Button>
        }
      />
      {profile.isPending ? (
        <PageLoader label="Loading your profile" />
      ) : !data ? (
        <LoadError error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, position: { md: 'sticky' }, top: { md: 88 } }}>
              <ProfileIdentity profile={data}>
                <AvatarControls hasAvatar={Boolean(data.avatarPicture)} onChanged={refresh} />
                <Button component={RouterLink} to="/account" size="small" startIcon={<EditOutlinedIcon />} sx={{ mt: 1 }}>
                  Edit contact info
                </Button>
              </ProfileIdentity>
              {data.completeness && <CompletenessCard completeness={data.completeness} />}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <ProfileSections
              profile={data}
              own
              action={(section) => <EditLink section={section} />}
              video={videoEnabled ? <ProfileVideoCard video={data.profileVideo} onChanged={refresh} /> : undefined}
            />
          </Grid>
        </Grid>
      )}
    </>
  )
}
