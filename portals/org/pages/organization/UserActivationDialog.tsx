import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { fieldErrors, nonFieldErrors } from '../../../shared/api'
import { apiCall } from '../../../shared/client'
import { FormBanner } from '../../../shared/FormBanner'
import { useToast } from '../../../shared/toasts'
import { messages } from '../../../../contract/messages'
import { ReassignSelect } from './ReassignSelect'
import { useInvalidate } from '../../queries'
import { ORGANIZATIONS, USERS, fullNameOf, type OrgUser } from './types'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/**
 * Deactivate or reactivate an organization user: the wording follows the direction, and
 * deactivating someone who holds engagements needs the user who takes them over.
 */
export function UserActivationDialog({ user, onClose, onDone }: { user: OrgUser; onClose: () => void; onDone: () => void }) {
  const toast = useToast()
  const deactivating = !user.isDeactivated
  const name = fullNameOf(user)
  const needsHeir = deactivating && user.engagementsCount > 0
  const [heir, setHeir] = useState('')
  const [heirError, setHeirError] = useState<string | undefined>()
  const [banner, setBanner] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const invalidate = useInvalidate()
  const activation = useMutation({
    mutationFn: (body: { isDeactivated: boolean; reassignedUserId?: string }) => apiCall('patch', '/organization_admin/users/{id}/', { params: { path: { id: user.id } }, body }),
    // The list, and the organization's counts (users, and engagements when they moved).
    onSuccess: () => invalidate(USERS, ORGANIZATIONS),
  })

  const confirm = async () => {
    setBanner([])
    if (needsHeir && !heir) {
      setHeirError(messages.required)
      return
    }
    setBusy(true)
    try {
      await activation.mutateAsync({
        isDeactivated: deactivating,
        ...(needsHeir ? { reassignedUserId: heir } : {}),
      })
      toast.success(deactivating ? 'The user was deactivated' : 'The user was reactivated')
      onDone()
    } catch (error) {
      const { reassignedUserId, ...other } = fieldErrors(error)
      setHeirError(reassignedUserId)
      setBanner([...nonFieldErrors(error), ...Object.values(other)])
      setBusy(false)
    }
  }

  return (
    <>
      <DialogTitle sx={{ pr: 6 }}>{deactivating ? `Deactivate ${name}?` : `Reactivate ${name}?`}</DialogTitle>
      <DialogContent>
        <FormBanner messages={banner} />
        <Stack spacing={2}>
          <DialogContentText>
            {deactivating
              ? `${name} will no longer be able to sign in or receive e-mails from the platform. You can reactivate the account at any time.`
              : `${name} will be able to sign in again with their existing password.`}
          </DialogContentText>
          {needsHeir && (
            <>
              <DialogContentText>
                {name} holds {plural(user.engagementsCount, 'engagement')}. Choose who takes them over.
              </DialogContentText>
              <ReassignSelect
                userId={user.id}
                forAction="engagements"
                label="Reassign engagements to"
                value={heir}
                onChange={(id) => {
                  setHeir(id)
                  setHeirError(undefined)
                }}
                error={heirError}
                disabled={busy}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} autoFocus disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color={deactivating ? 'error' : 'primary'} onClick={() => void confirm()} loading={busy}>
          {deactivating ? 'Deactivate' : 'Reactivate'}
        </Button>
      </DialogActions>
    </>
  )
}
