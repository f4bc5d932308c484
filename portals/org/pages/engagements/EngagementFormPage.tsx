import { Link as RouterLink, useParams, useSearchParams } from 'react-router'
import { useRef } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { useQuery } from '@tanstack/react-query'
import { ApiError } from '../../../shared/api'
import { LoadError } from '../../../shared/LoadError'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { useCurrentUser } from '../../../shared/session'
import { apiQuery } from '../../../shared/client'
import { fullName } from '../../../../contract/talentList'
import { EngagementForm } from './EngagementForm'
import { prefillFromOpportunity } from '../opportunities/engagementPrefill'
import { emptyValues, valuesFrom, type FormMode } from './formValues'
import { useEngagementPaths, type Engagement } from './types'

const TITLES: Record<FormMode, string> = { new: 'New Engagement', draft: 'Draft Engagement', duplicate: 'Duplicate Engagement' }

const back = (
  <Button component={RouterLink} to="/engagements" startIcon={<ArrowBackIcon />}>
    All engagements
  </Button>
)

/**
 * /new-engagement (also ?talentId= from a talent's profile or an applicant, ?opportunityId= from an
 * opportunity's applicant: prefilled from it, engagementPrefill.ts), /engagements/draft/{id} and
 * /engagements/duplicate/{id}: the same form, started empty, from the draft, or from a copy.
 */
export default function EngagementFormPage({ mode }: { mode: FormMode }) {
  const { id = '' } = useParams()
  const [params] = useSearchParams()
  const user = useCurrentUser()
  const paths = useEngagementPaths()
  const talentId = mode === 'new' ? params.get('talentId') : null
  const source = useQuery({ ...apiQuery(`${paths.prefix}/engagements/{id}/`, { params: { path: { id } } }), enabled: mode !== 'new' })
  // The form works on the engagement as first loaded: the refetch after Send (now pending) must not
  // swap the form for the 'already sent' notice before the form moves on to the sent engagement.
  const first = useRef<Engagement | null>(null)
  if (source.data && first.current?.id !== source.data.id) first.current = source.data
  const opportunityId = mode === 'new' ? params.get('opportunityId') : null
  const opportunity = useQuery({ ...apiQuery('/org-side/opportunity/{id}/', { params: { path: { id: opportunityId ?? '' } } }), enabled: Boolean(opportunityId) })
  const talent = useQuery({ ...apiQuery(`${paths.prefix}/talents/{id}/`, { params: { path: { id: talentId ?? '' } } }), enabled: Boolean(talentId) })

  if ((mode !== 'new' && source.isPending) || (talentId && talent.isPending) || (opportunityId && opportunity.isPending)) return <PageLoader label="Loading engagement" />
  if (mode !== 'new' && !first.current) {
    const missing = source.error instanceof ApiError && source.error.status === 404
    return (
      <>
        <PageHeader title={missing ? 'Engagement not found' : TITLES[mode]} actions={back} />
        <LoadError error={source.error} onRetry={missing ? undefined : () => void source.refetch()} />
      </>
    )
  }
  const engagement = first.current
  if (mode === 'draft' && engagement && engagement.status !== 'draft') {
    return (
      <>
        <PageHeader title={engagement.name} actions={back} />
        <Alert severity="info">This engagement was already sent; it is no longer a draft.</Alert>
        <Button component={RouterLink} to={`/engagements/${engagement.id}`} sx={{ mt: 2 }}>
          Open the engagement
        </Button>
      </>
    )
  }
  const chosenTalent = talent.data ? { id: talent.data.id, fullName: fullName(talent.data) } : null
  const empty = emptyValues(user.id, chosenTalent)
  const defaults = engagement ? valuesFrom(engagement, mode, user.id) : opportunity.data ? prefillFromOpportunity(empty, opportunity.data) : empty
  return (
    <>
      <PageHeader
        title={TITLES[mode]}
        subtitle={
          mode === 'duplicate' && engagement
            ? `A new draft from “${engagement.name}”: choose the talent and the dates.`
            : opportunity.data
              ? `From the opportunity “${opportunity.data.title}”. Save as draft at any time; Send offers it to the talent.`
              : 'Save as draft at any time; Send offers it to the talent.'
        }
        actions={back}
      />
      {opportunityId && opportunity.isError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The opportunity could not be loaded, so the form starts empty.
        </Alert>
      )}
      <EngagementForm
        key={`${mode}:${engagement?.id ?? opportunity.data?.id ?? 'new'}`}
        mode={mode}
        defaultValues={defaults}
        draft={mode === 'draft' ? engagement : null}
        duplicateOf={mode === 'duplicate' ? engagement?.id : undefined}
        knownOwners={engagement?.owners ?? []}
      />
    </>
  )
}
