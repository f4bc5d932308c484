import { Link as RouterLink, useParams } from 'react-router'
import Button from '@mui/material/Button'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { useQuery } from '@tanstack/react-query'
import { ApiError } from '../../../shared/api'
import { LoadError } from '../../../shared/LoadError'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { useCurrentUser } from '../../../shared/session'
import { apiQuery } from '../../../shared/client'
import { canViewRate } from '../engagements/rates'
import { emptyOpportunityValues, opportunityValues } from './formValues'
import { OpportunityForm } from './OpportunityForm'

/** /new-opportunity and /opportunity/{id}/edit: the same form, empty or from the stored opportunity. */
export default function OpportunityFormPage({ mode }: { mode: 'new' | 'edit' }) {
  const { id = '' } = useParams()
  const user = useCurrentUser()
  const source = useQuery({ ...apiQuery('/org-side/opportunity/{id}/', { params: { path: { id } } }), enabled: mode === 'edit', staleTime: 0 })
  const back = (
    <Button component={RouterLink} to={mode === 'edit' ? `/opportunities/${id}` : '/opportunities'} startIcon={<ArrowBackIcon />}>
      {mode === 'edit' ? 'Back to the opportunity' : 'All opportunities'}
    </Button>
  )
  if (mode === 'edit' && source.isPending) return <PageLoader label="Loading opportunity" />
  if (mode === 'edit' && !source.data) {
    const missing = source.error instanceof ApiError && source.error.status === 404
    return (
      <>
        <PageHeader title={missing ? 'Opportunity not found' : 'Edit Opportunity'} actions={back} />
        <LoadError error={source.error} onRetry={missing ? undefined : () => void source.refetch()} />
      </>
    )
  }
  const opportunity = source.data ?? null
  return (
    <>
      <PageHeader
        title={opportunity ? 'Edit Opportunity' : 'New Opportunity'}
        subtitle={opportunity ? opportunity.title || 'Untitled draft' : 'Save a draft at any time; Publish lets talents find it and apply.'}
        actions={back}
      />
      <OpportunityForm
        key={opportunity?.id ?? 'new'}
        opportunity={opportunity}
        defaultValues={opportunity ? opportunityValues(opportunity) : emptyOpportunityValues()}
        // The answer says whether this user may see rates; the role rule covers a new opportunity.
        canViewRate={opportunity ? opportunity.canViewRate : canViewRate(user)}
      />
    </>
  )
}
