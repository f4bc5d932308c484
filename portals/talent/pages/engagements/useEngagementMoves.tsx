import { useCallback } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, errorMessage, fieldErrors } from '../../../shared/api'
import { apiCall, apiQueryKey } from '../../../shared/client'
import { GUARDED } from '../../../shared/GuardedDialog'
import { useModal } from '../../../shared/ModalHost'
import { PhoneNumberDialog } from '../../../shared/PhoneNumberDialog'
import { useToast } from '../../../shared/toasts'
import { DeclineDialog } from './DeclineDialog'
import {
  ACTION_ITEMS_PATH,
  DASHBOARD_PATH,
  ENGAGEMENTS_PATH,
  ENGAGEMENT_PATH,
  organizationName,
  type TalentEngagementListItem,
} from './types'

export const ENGAGEMENT_TOASTS = {
  accepted: 'Engagement was accepted',
  extensionAccepted: 'Extension was accepted',
  declined: 'Engagement was declined',
  documentSaved: 'Document was uploaded',
  documentAccepted: 'Document was accepted',
} as const

type Target = Pick<TalentEngagementListItem, 'id' | 'name' | 'status' | 'pendingExtension' | 'organization' | 'organizationName'>

/** The accept answer names the phone when the account has none (plan 5: 422 `phone`). */
const needsPhone = (error: unknown) => error instanceof ApiError && error.status === 422 && Boolean(fieldErrors(error).phone)

/** Everything an engagement's answer changes: the list, the engagement, the dashboard's items and counts. */
export function useInvalidateEngagement() {
  const queryClient = useQueryClient()
  return useCallback(
    // Every engagement's page is refreshed: its key holds the id in its parameters, not in the path.
    () =>
      Promise.all(
        ([ENGAGEMENTS_PATH, ENGAGEMENT_PATH, ACTION_ITEMS_PATH, DASHBOARD_PATH] as const).map((path) =>
          queryClient.invalidateQueries({ queryKey: apiQueryKey(path) }),
        ),
      ),
    [queryClient],
  )
}

/**
 * The talent's moves on an engagement: accept (the offer, or the extension waiting on it) and decline.
 * Accepting without a phone on the account opens the 'Phone Number' dialog, which saves the number and
 * accepts again. Each move ends in a toast; a refusal (e.g. 'The Engagement end day cannot be in the
 * past') shows as an error toast.
 */
export function useEngagementMoves() {
  const toast = useToast()
  const modal = useModal()
  const invalidate = useInvalidateEngagement()
  const acceptMutation = useMutation({
    mutationFn: (id: string) => apiCall('post', '/talent/engagements/{id}/accept/', { params: { path: { id } } }),
    onSettled: () => invalidate(),
  })
  const declineMutation = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiCall('post', '/talent/engagements/{id}/decline/', { params: { path: { id } }, body: reason ? { reason } : {} }),
    onSuccess: () => invalidate(),
  })

  const accept = useCallback(
    async (engagement: Target) => {
      const extension = Boolean(engagement.pendingExtension) && engagement.status !== 'pending'
      const success = extension ? ENGAGEMENT_TOASTS.extensionAccepted : ENGAGEMENT_TOASTS.accepted
      try {
        await acceptMutation.mutateAsync(engagement.id)
        toast.success(success)
      } catch (error) {
        if (!needsPhone(error)) {
          toast.error(errorMessage(error))
          return
        }
        modal.open(
          <PhoneNumberDialog
            reason={fieldErrors(error).phone!}
            submitLabel="Save and accept"
            onClose={modal.close}
            onSaved={async () => {
              // A refusal here (other than the phone) shows in the dialog's banner; the phone is kept.
              await acceptMutation.mutateAsync(engagement.id)
              modal.close()
              toast.success(success)
            }}
          />,
          GUARDED,
        )
      }
    },
    [acceptMutation, modal, toast],
  )

  const decline = useCallback(
    (engagement: Target) =>
      modal.open(
        <DeclineDialog
          engagementName={engagement.name}
          organization={organizationName(engagement)}
          onClose={modal.close}
          onDecline={async (reason) => {
            await declineMutation.mutateAsync({ id: engagement.id, reason })
            modal.close()
            toast.success(ENGAGEMENT_TOASTS.declined)
          }}
        />,
        GUARDED,
      ),
    [declineMutation, modal, toast],
  )

  const busyId = acceptMutation.isPending ? acceptMutation.variables : declineMutation.isPending ? declineMutation.variables?.id : null
  return { accept, decline, busyId }
}
