import BlockIcon from '@mui/icons-material/Block'
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline'
import { useState } from 'react'
import { Button, Confirm, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin'
import { DeactivationContent, useHeldEngagements } from './TalentEngagementsWarning'

/**
 * The spec: deactivate or reactivate a talent after a confirmation whose text depends on the
 * direction, then the spec's toast. Deactivation ends the talent's sessions on the server and hides
 * them from organizations. Pessimistic: the toast only says what the server did.
 * Before a deactivation is confirmed, the talent's accepted and active engagements are named in
 * a warning; the super admin may still go on.
 */
export const TalentActivationButton = () => {
  const record = useRecordContext()
  const notify = useNotify()
  const [update, { isPending }] = useUpdate()
  const [isOpen, setOpen] = useState(false)
  const translate = useTranslate()
  const deactivating = !record?.isDeactivated
  const held = useHeldEngagements(record?.id, isOpen && deactivating)
  if (!record) return null

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
        // The check runs first, so nobody confirms before the warning could show.
        loading={isPending || (deactivating && held.isPending)}
        title={deactivating ? 'talentgrid.talents.deactivateTitle' : 'talentgrid.talents.reactivateTitle'}
        content={
          deactivating ? (
            <DeactivationContent text={translate('talentgrid.talents.deactivateConfirm', { name })} held={held} />
          ) : (
            'talentgrid.talents.reactivateConfirm'
          )
        }
        confirm={deactivating ? 'talentgrid.talents.deactivate' : 'talentgrid.talents.reactivate'}
        confirmColor={deactivating ? 'warning' : 'primary'}
        translateOptions={{ name }}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  )
}
