import { Link as RouterLink, useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Grid from '@mui/material/Grid'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined'
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined'
import { ApiError } from '../../../shared/api'
import { apiQuery } from '../../../shared/client'
import { EmptyState } from '../../../shared/EmptyState'
import { useFeatureFlag } from '../../../shared/featureFlags'
import { LoadError } from '../../../shared/LoadError'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { fullProfileName, ProfileIdentity, ProfileSections, SectionCard } from '../../../shared/profile/ProfileView'
import { useCurrentUser } from '../../../shared/session'
import { useModal } from '../../../shared/ModalHost'
import { CommentsPanel } from '../../comments/CommentsPanel'
import { loadState } from '../../queries'
import { AddToGroupDialog } from '../groups/AddToGroupDialog'
import { WithNewEngagement } from '../engagements/NewEngagementAction'
// Organization opportunity screens
import { InviteToOpportunityDialog } from '../opportunities/InviteToOpportunityDialog'
import { TalentOverviewCard } from './TalentOverviewCard'
import { MessageButton } from '../../../shared/messenger/MessageButton'

/**
 * An approved talent's complete profile for managers and organization admins, read-only. The API
 * answers under the caller's role prefix and says 404 for anyone not approved and active.
 */
export default function TalentProfilePage() {
  const { id = '' } = useParams()
  const user = useCurrentUser()
  const rolePrefix = user.role === 'organization_admin' ? 'organization_admin' : 'manager'
  const talentPath = { params: { path: { id } } }
  const videoEnabled = useFeatureFlag('talentProfileVideo')
  const commentsEnabled = useFeatureFlag('showOrgComments')
  const overviewEnabled = useFeatureFlag('aiDiscoveryOfTalentProfile')
  const modal = useModal()

  const talent = loadState(useQuery(apiQuery(`/${rolePrefix}/talents/{id}/`, talentPath)))
  // The profile carries its documents too; the document set is the fresher answer when it comes, and
  // the page does without it when it fails (so it is not retried either).
  const documentSet = useQuery({ ...apiQuery(`/${rolePrefix}/talents/{id}/document_set/`, talentPath), retry: false })

  const back = (
    <Button component={RouterLink} to="/talents" startIcon={<ArrowBackIcon />}>
      Back to talents
    </Button>
  )

  if (talent.loading || documentSet.isPending) return <PageLoader label="Loading talent" />

  if (talent.error instanceof ApiError && talent.error.status === 404) {
    return (
      <>
        <PageHeader title="Talent not found" />
        <Card>
          <EmptyState
            icon={<PersonOffOutlinedIcon />}
            title="This talent profile is not available"
            description="The talent does not exist, is not approved by Talentgrid yet, or is no longer active."
            action={back}
          />
        </Card>
      </>
    )
  }

  if (!talent.data) {
    return (
      <>
        <PageHeader title="Talent" actions={back} />
        <LoadError error={talent.error} onRetry={talent.retry} />
      </>
    )
  }

  const profile = talent.data
  const documents = documentSet.data
  return (
    <>
      <PageHeader title={fullProfileName(profile)} subtitle="Talent profile" actions={<WithNewEngagement talentId={profile.id}>{back}</WithNewEngagement>} />
      {profile.isDeactivated && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          This talent is deactivated.
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
            <ProfileIdentity profile={profile}>
              <Button
                variant="contained"
                startIcon={<GroupAddOutlinedIcon />}
                sx={{ mt: 1 }}
                onClick={() => modal.open(<AddToGroupDialog talent={{ id: profile.id, fullName: fullProfileName(profile) }} onClose={modal.close} />)}
              >
                Add to group
              </Button>
              <Button
                variant="outlined"
                sx={{ mt: 1 }}
                onClick={() => modal.open(<InviteToOpportunityDialog talents={[{ id: profile.id, fullName: fullProfileName(profile) }]} onClose={modal.close} />)}
              >
                Invite to opportunity
              </Button>
              <MessageButton userId={profile.id} sx={{ mt: 1 }} />
            </ProfileIdentity>
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          {overviewEnabled && <TalentOverviewCard talentId={profile.id} talentName={fullProfileName(profile)} />}
          <ProfileSections
            profile={profile}
            documents={documents}
            video={
              videoEnabled && profile.profileVideo ? (
                <SectionCard id="profileVideo" title="Profile video">
                  <Box
                    component="video"
                    controls
                    preload="metadata"
                    src={profile.profileVideo.url}
                    aria-label={`Profile video of ${fullProfileName(profile)}`}
                    sx={{ width: '100%', maxHeight: 360, borderRadius: 1, bgcolor: '#000' }}
                  />
                </SectionCard>
              ) : undefined
            }
          />
          {commentsEnabled && (
            <Box sx={{ mt: 3 }}>
              <CommentsPanel talentId={profile.id} />
            </Box>
          )}
        </Grid>
      </Grid>
    </>
  )
}
