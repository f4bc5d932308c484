import HowToRegIcon from '@mui/icons-material/HowToReg'
import PersonOffIcon from '@mui/icons-material/PersonOff'
import { Button, useNotify, useRecordContext, useUpdate } from 'react-admin'

/**
 * Approve or unapprove a talent at once (the spec: only talents the platform approved
 * are listed on the organization side). Pessimistic: the toast says what the server did, and the
 * Approved badge and the form's toggle follow the saved record.
 */
export const TalentApprovalButton = () => {
  const record = useRecordContext()
  const notify = useNotify()
  const [update, { isPending }] = useUpdate()
  if (!record) return null

  const approving = !record.isTalentApprovedByPlatform
  const toggle = () =>
    update(
      'talents',
      { id: record.id, data: { isTalentApprovedByPlatform: approving }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(approving ? 'talentgrid.talents.approvedToast' : 'talentgrid.talents.unapprovedToast', { type: 'success' }),
        onError: (error) => notify((error as Error).message || 'ra.notification.http_error', { type: 'error' }),
      },
    )

  return (
    <Button label={approving ? 'talentgrid.talents.approve' : 'talentgrid.talents.unapprove'} color={approving ? 'success' : 'warning'} disabled={isPending} onClick={toggle}>
      {approving ? <HowToRegIcon /> : <PersonOffIcon />}
    </Button>
  )
}
