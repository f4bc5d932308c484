import { useCallback } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { opportunityMessages, type TalentApplication } from '../../../../contract/opportunities/opportunity'
import type { ApplyInput } from '../../../../contract/opportunities/opportunityInput'
import { api } from '../../../shared/api'
import { GUARDED } from '../../../shared/GuardedDialog'
import { useModal } from '../../../shared/ModalHost'
import { apiKey } from '../../../shared/query/keys'
import { useToast } from '../../../shared/toasts'
import { ApplyDialog, type ApplyDialogProps } from './ApplyDialog'
import { APPLICATIONS_PATH, OPPORTUNITIES_PATH, opportunityPath } from './types'

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
    mutationFn: (body: ApplyInput) => api.post<TalentApplication>(APPLICATIONS_PATH, body),
    onSuccess: (_answer, body) =>
      Promise.all(
        [OPPORTUNITIES_PATH, opportunityPath(body.opportunityId), APPLICATIONS_PATH].map((path) =>
          queryClient.invalidateQueries({ queryKey: apiKey(path) }),
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
