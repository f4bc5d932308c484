import Card from '@mui/material/Card'
import WorkHistoryOutlinedIcon from '@mui/icons-material/WorkHistoryOutlined'
import { EmptyState } from '../../shared/EmptyState'
import { PageHeader } from '../../shared/PageHeader'
import { useCurrentUser } from '../../shared/session'
import { canManageEngagements } from '../access'

/**
 * /engagements, which the spec lists as common to every organization role (accounts-profiles-admin 2.2).
 * Engagements themselves come with the engagements issue; until then every role gets this honest empty
 * state instead of a 404, saying what the page will hold for them.
 */
export default function EngagementsPage() {
  const user = useCurrentUser()
  const manages = canManageEngagements(user)
  return (
    <>
      <PageHeader title="Engagements" />
      <Card>
        <EmptyState
          icon={<WorkHistoryOutlinedIcon />}
          title="No engagements to show yet"
          description={
            manages
              ? 'Engagements arrive with the engagements work: creating them, following their terms and time tracking will be here.'
              : "Engagements arrive with the engagements work: your organization's engagements will be listed here for you to read."
          }
        />
      </Card>
    </>
  )
}
