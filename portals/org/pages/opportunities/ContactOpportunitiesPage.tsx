import Card from '@mui/material/Card'
import WorkOutlineIcon from '@mui/icons-material/WorkOutline'
import { EmptyState } from '../../../shared/EmptyState'
import { PageHeader } from '../../../shared/PageHeader'

/** The opportunity routes for a contact: common routes in the spec, but only organization users post and read opportunities. */
export default function ContactOpportunitiesPage() {
  return (
    <>
      <PageHeader title="Opportunities" />
      <Card>
        <EmptyState
          icon={<WorkOutlineIcon />}
          title="Opportunities are kept by your organization’s admins and managers"
          description="Ask an organization admin or a manager of your organization about an opportunity."
        />
      </Card>
    </>
  )
}
