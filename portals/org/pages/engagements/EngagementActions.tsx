import { Link as RouterLink, useNavigate } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useMutation } from '@tanstack/react-query'
import { errorMessage } from '../../../shared/api'
import { apiCall } from '../../../shared/client'
import { useConfirm } from '../../../shared/ConfirmDialog'
import { useFeatureFlag } from '../../../shared/featureFlags'
import { useModal } from '../../../shared/ModalHost'
import { useCurrentUser } from '../../../shared/session'
import { useToast } from '../../../shared/toasts'
import { canManageEngagements } from '../../access'
import { useInvalidate } from '../../queries'
import { TerminateDialog } from './TerminateDialog'
import { useEngagementPaths, type Engagement } from './types'

/**
 * What the user may do with this engagement now: the server's `availableActions` decide the moves
 * (withdraw, terminate, extend); Duplicate is offered to whoever manages engagements, Delete and
 * Continue only on a draft. Every destructive one asks first.
 */
export function useEngagementActions(engagement: Engagement) {
  const user = useCurrentUser()
  const extensionOn = useFeatureFlag('engagementExtension')
  const offered = new Set<string>(engagement.availableActions)
  const manages = canManageEngagements(user)
  const isDraft = engagement.status === 'draft'
  return {
    withdraw: offered.has('withdraw'),
    terminate: offered.has('terminate'),
    extend: offered.has('extend') && extensionOn,
    duplicate: manages && (offered.has('duplicate') || !isDraft),
    continueDraft: isDraft && (offered.has('saveDraft') || offered.has('send')),
    deleteDraft: isDraft && (offered.has('delete') || offered.has('saveDraft')),
    managesPurchaseOrders: manages && !['withdrawn', 'declined', 'expired', 'terminated'].includes(engagement.status),
  }
}

export function EngagementActions({ engagement }: { engagement: Engagement }) {
  const allowed = useEngagementActions(engagement)
  const paths = useEngagementPaths()
  const confirm = useConfirm()
  const modal = useModal()
  const toast = useToast()
  const navigate = useNavigate()
  const invalidate = useInvalidate()
  const refresh = () => invalidate(paths.list, paths.talents, paths.owners, paths.departments)

  const onePath = `${paths.prefix}/engagements/{id}/` as const
  const one = { path: { id: engagement.id } }
  const patch = useMutation({
    mutationFn: (body: { status: 'withdrawn' } | { status: 'terminated'; terminationReason: string }) => apiCall('patch', onePath, { params: one, body }),
    onSuccess: refresh,
  })
  const remove = useMutation({ mutationFn: () => apiCall('delete', onePath, { params: one }), onSuccess: refresh })

  const withdraw = async () => {
    const sure = await confirm({
      title: 'Withdraw this engagement?',
      message: `The offer “${engagement.name}” is taken back and the talent can no longer accept it. This cannot be undone.`,
      confirmLabel: 'Withdraw',
      destructive: true,
    })
    if (!sure) return
    try {
      await patch.mutateAsync({ status: 'withdrawn' })
      toast.success('Engagement was withdrawn')
    } catch (error) {
      toast.error(errorMessage(error))
    }
  }

  const terminate = () =>
    modal.open(
      <TerminateDialog
        name={engagement.name}
        terminate={(terminationReason) => patch.mutateAsync({ status: 'terminated', terminationReason })}
        onDone={() => {
          modal.close()
          toast.success('Engagement was terminated')
        }}
        onCancel={modal.close}
      />,
    )

  const deleteDraft = async () => {
    const sure = await confirm({
      title: 'Delete this draft?',
      message: `The draft “${engagement.name}” is deleted for good.`,
      confirmLabel: 'Delete',
      destructive: true,
    })
    if (!sure) return
    try {
      await remove.mutateAsync()
      toast.success('Draft was deleted')
      navigate('/engagements', { replace: true })
    } catch (error) {
      toast.error(errorMessage(error))
    }
  }

  const busy = patch.isPending || remove.isPending
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {allowed.continueDraft && (
        <Button variant="contained" component={RouterLink} to={`/engagements/draft/${engagement.id}`}>
          Continue draft
        </Button>
      )}
      {allowed.extend && (
        <Button variant="contained" component={RouterLink} to={`/engagements/extend/${engagement.id}`}>
          Extend
        </Button>
      )}
      {allowed.duplicate && (
        <Button variant="outlined" component={RouterLink} to={`/engagements/duplicate/${engagement.id}`}>
          Duplicate
        </Button>
      )}
      {allowed.withdraw && (
        <Button variant="outlined" color="error" disabled={busy} onClick={() => void withdraw()}>
          Withdraw
        </Button>
      )}
      {allowed.terminate && (
        <Button variant="outlined" color="error" disabled={busy} onClick={terminate}>
          Terminate
        </Button>
      )}
      {allowed.deleteDraft && (
        <Button variant="outlined" color="error" disabled={busy} onClick={() => void deleteDraft()}>
          Delete draft
        </Button>
      )}
    </Box>
  )
}
