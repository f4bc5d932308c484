import { useCallback } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { opportunityMessages } from '../../../../contract/opportunities/opportunity'
import type { ApplyInput } from '../../../../contract/opportunities/opportunityInput'
import { apiCall, apiQueryKey } from '../../../shared/client'
import { GUARDED } from '../../../shared/GuardedDialog'
import { useModal } from '../../../shared/ModalHost'
import { useToast } from '../../../shared/toasts'
import { ApplyDialog, type ApplyDialogProps } from './ApplyDialog'
import { APPLICATIONS_PATH, OPPORTUNITIES_PATH, OPPORTUNITY_PATH } from './types'

/**
 * Opens the apply dialog for an opportunity; sending it posts the application, closes the dialog, says
 * 'Your application was sent' and refreshes what shows the application (the opportunity lists, the
 * opportunity and /applications). A refusal stays in the dialog (its fields and banner).
 */
export function useApply() {
  const modal = useModal()
  const toast = useToast()
  const queryClient = useQueryClient()
  const send = useMutation({
    mutationFn: (body: ApplyInput) => apiCall('post', APPLICATIONS_PATH, { body }),
    onSuccess: () =>
      Promise.all(
        ([OPPORTUNITIES_PATH, OPPORTUNITY_PATH, APPLICATIONS_PATH] as const).map((path) =>
          queryClient.invalidateQueries({ queryKey: apiQueryKey(path) }),
        ),
      ),
  })

  return useCallback(
    (opportunity: ApplyDialogProps['opportunity']) =>
      modal.open(
        <ApplyDialog
          opportunity={opportunity}
          onClose={modal.close}
          onApply={async (body) => {
            await send.mutateAsync(body)
            modal.close()
            toast.success(opportunityMessages.applicationSent)
          }}
        />,
        { ...GUARDED, layout: 'talent' },
      ),
    [modal, send, toast],
  )
}
