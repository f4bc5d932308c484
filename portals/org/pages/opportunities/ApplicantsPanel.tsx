import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline'
import { opportunityMessages } from '../../../../contract/opportunities/opportunity'
import { errorMessage } from '../../../shared/api'
import { apiCall, apiQuery, type AnswerOf } from '../../../shared/client'
import { useConfirm } from '../../../shared/ConfirmDialog'
import { EmptyState } from '../../../shared/EmptyState'
import { useFeatureFlag } from '../../../shared/featureFlags'
import { LoadError } from '../../../shared/LoadError'
import { useModal } from '../../../shared/ModalHost'
import { PageLoader } from '../../../shared/PageLoader'
import { useCurrentUser } from '../../../shared/session'
import { useToast } from '../../../shared/toasts'
import { keepShownWhileFetching, loadState } from '../../queries'
import { canManageEngagements } from '../../access'
import { ApplicantCard } from './ApplicantCard'
import { ApplicantReviewDialog } from './ApplicantReviewDialog'
import { useOpportunitiesChanged, type Applicant, type Opportunity } from './opportunityApi'
import { ListPages } from '../../../shared/ListPages'

const PAGE_SIZE = 10

/** Where 'Create engagement' goes: the form prefilled from the talent and the opportunity. */
export const newEngagementLink = (applicant: Pick<Applicant, 'talentId' | 'opportunityId'>) =>
  `/new-engagement?${new URLSearchParams({ talentId: applicant.talentId, opportunityId: applicant.opportunityId })}`

/**
 * The talents on an opportunity (applied first, then invited) or, with `removed`, the removed ones with
 * Restore. Removing asks first with the spec's words: the talent who applied is told they
 * are not a fit; an invited talent is only taken off the list.
 */
export function ApplicantsPanel({ opportunity, removed = false }: { opportunity: Opportunity; removed?: boolean }) {
  const user = useCurrentUser()
  const modal = useModal()
  const confirm = useConfirm()
  const toast = useToast()
  const changed = useOpportunitiesChanged()
  const matchingOn = useFeatureFlag('aiOrgSideMatching')
  const [page, setPage] = useState(1)
  const [busyId, setBusyId] = useState<string | null>(null)
  // Two paths answer the same page of applicants; only the one this panel shows is asked for.
  const removedList = useQuery({
    ...apiQuery('/org-side/opportunity/{id}/removed-talents/', { params: { path: { id: opportunity.id }, query: { page, page_size: PAGE_SIZE } } }),
    enabled: removed,
    ...keepShownWhileFetching,
  })
  const currentList = useQuery({
    ...apiQuery('/org-side/opportunity-talent/', { params: { query: { opportunity_id: opportunity.id, page, page_size: PAGE_SIZE } } }),
    enabled: !removed,
    ...keepShownWhileFetching,
  })
  const list = loadState<AnswerOf<'get', '/org-side/opportunity-talent/'>>(removed ? removedList : currentList)
  const rows = list.data?.results ?? []
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1

  const act = async (applicant: Applicant, run: () => Promise<unknown>, done: string) => {
    setBusyId(applicant.id)
    try {
      await run()
      toast.success(done)
      if (rows.length === 1 && page > 1) setPage(page - 1)
      await changed()
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setBusyId(null)
    }
  }

  const remove = async (applicant: Applicant) => {
    const yes = await confirm({
      title: `Remove ${applicant.talentFullName}?`,
      message: applicant.hasApplied ? opportunityMessages.removeApplied : opportunityMessages.removeNotApplied,
      confirmLabel: 'Remove',
      destructive: true,
    })
    if (yes) await act(applicant, () => apiCall('patch', '/org-side/opportunity-talent/{id}/', { params: { path: { id: applicant.id } }, body: { isRemoved: true } }), opportunityMessages.applicantRemoved)
  }
  const restore = (applicant: Applicant) => act(applicant, () => apiCall('post', '/org-side/opportunity-talent/{id}/restore/', { params: { path: { id: applicant.id } } }), opportunityMessages.applicantRestored)
  const review = (applicant: Applicant) => modal.open(<ApplicantReviewDialog applicant={applicant} onClose={modal.close} />, { layout: 'talent' })

  if (list.loading) return <PageLoader label={removed ? 'Loading removed applicants' : 'Loading applicants'} />
  if (list.failed) return <LoadError error={list.error} onRetry={list.retry} />
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<PeopleOutlineIcon />}
        title={opportunityMessages.noResults}
        description={
          removed
            ? 'Nobody was removed from this opportunity.'
            : opportunity.status === 'open'
              ? 'Nobody applied yet. Invite talents from the search or from your groups.'
              : opportunity.status === 'draft' ? 'Publish the opportunity to let talents apply and to invite talents to it.' : 'The opportunity is closed: nobody can apply any more.'
        }
      />
    )
  }
  return (
    <Box>
      {list.refreshing && <LinearProgress aria-label="Updating" />}
      <Box component="ul" aria-label={removed ? 'Removed applicants' : 'Applicants'} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((applicant) => (
          <Box component="li" key={applicant.id} sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
            <ApplicantCard
              applicant={applicant}
              actions={
                removed
                  ? { onRestore: (row) => void restore(row), busy: busyId === applicant.id }
                  : {
                      onReview: review,
                      onRemove: (row) => void remove(row),
                      engagementLink: canManageEngagements(user) && applicant.hasApplied ? newEngagementLink : undefined,
                      rateFor: matchingOn ? opportunity.id : null,
                      busy: busyId === applicant.id,
                    }
              }
            />
          </Box>
        ))}
      </Box>
      <ListPages page={page} pages={pages} label={removed ? 'Removed applicant pages' : 'Applicant pages'} onChange={(next) => setPage(next)} inCard />
    </Box>
  )
}
