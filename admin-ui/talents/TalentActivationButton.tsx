import BlockIcon from '@mui/icons-material/Block'
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline'
import { useState } from 'react'
import { Button, Confirm, useNotify, useRecordContext, useUpdate } from 'react-admin'

/**
 * Spec 2.5 and 4: deactivate or reactivate a talent after a confirmation whose text depends on the
 * direction, then the spec's toast. Deactivation ends the talent's sessions on the server and hides
 * them from organizations. Pessimistic: the toast only says what the server did.
 */
export const TalentActivationButton = () => {
  const record = useRecordContext()
  const notify = useNotify()
  const [update, { isPending }] = useUpdate()
  const [isOpen, setOpen] = useState(false)
  if (!record) return null

  const deactivating = !record.isDeactivated
  const name = `${record.firstName} ${record.lastName}`
  const confirm = () =>
    update(
      'talents',
      { id: record.id, data: { isDeactivated: deactivating }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false)
          notify(deactivating ? 'talentgrid.talents.deactivated' : 'talentgrid.talents.reactivated', { type: 'success' })
        },
        onError: (error) => {
          setOpen(false)
          notify((error as Error).message || 'ra.notification.http_error', { type: 'error' })
        },
      },
    )

  return (
    <>
      <Button
        label={deactivating ? 'talentgrid.talents.deactivate' : 'talentgrid.talents.reactivate'}
        color={deactivating ? 'error' : 'primary'}
        onClick={() => setOpen(true)}
      >
        {deactivating ? <BlockIcon /> : <CheckCircleOutlineIcon />}
      </Button>
      <Confirm
        isOpen={isOpen}
        loading={isPending}
        title={deactivating ? 'talentgrid.talents.deactivateTitle' : 'talentgrid.talents.reactivateTitle'}
        content={deactivating ? 'talentgrid.talents.deactivateConfirm' : 'talentgrid.talents.reactivateConfirm'}
        confirm={deactivating ? 'talentgrid.talents.deactivate' : 'talentgrid.talents.reactivate'}
        confirmColor={deactivating ? 'warning' : 'primary'}
        translateOptions={{ name }}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  )
}
