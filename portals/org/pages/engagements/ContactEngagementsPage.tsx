import Card from '@mui/material/Card'
import WorkHistoryOutlinedIcon from '@mui/icons-material/WorkHistoryOutlined'
import { EmptyState } from '../../../shared/EmptyState'
import { PageHeader } from '../../../shared/PageHeader'

/**
 * /engagements for a contact: the spec lists the route as common to every role, but a contact is no
 * organization user and reads no engagement (a stranger), so the page says so instead
 * of failing on every call or answering 404.
 */
export default function ContactEngagementsPage() {
  return (
    <>
      <PageHeader title="Engagements" />
      <Card>
        <EmptyState
          icon={<WorkHistoryOutlinedIcon />}
          title="Engagements are kept by your organization’s admins and managers"
          description="Ask an organization admin or a manager of your organization about an engagement."
        />
      </Card>
    </>
  )
}
