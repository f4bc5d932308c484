import { useState } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { OPPORTUNITY_LIMITS, opportunityMessages } from '../../../../contract/opportunities/opportunity'
import { messages } from '../../../../contract/messages'
import { fieldErrors, nonFieldErrors } from '../../../shared/api'
import { apiCall, apiQuery } from '../../../shared/client'
import { LoadError } from '../../../shared/LoadError'
import { PageLoader } from '../../../shared/PageLoader'
import { useToast } from '../../../shared/toasts'
import { loadState } from '../../queries'
import { ModalForm } from '../groups/ModalForm'
import { useOpportunitiesChanged } from './opportunityApi'

export interface InviteTalent {
  id: string
  fullName: string
}

/**
 * 'Invite to opportunity': pick one of the organization's open opportunities
 * and invite the given talents (POST /org-side/opportunity-talent/). Talents already on it stay as they
 * are (the server's rule). Opened inside the modal host from the search results and a group's members:
 *
 *   modal.open(<InviteToOpportunityDialog talents={[{ id, fullName }]} onClose={modal.close} />)
 */
export function InviteToOpportunityDialog({ talents, onClose, onInvited }: { talents: InviteTalent[]; onClose: () => void; onInvited?: () => void }) {
  const toast = useToast()
  const changed = useOpportunitiesChanged()
  const [opportunityId, setOpportunityId] = useState('')
  const [error, setError] = useState('')
  const [banner, setBanner] = useState<string[]>([])
  // Talents are invited to open opportunities only; 100 is far beyond a real organization's.
  const options = loadState(useQuery({ ...apiQuery('/org-side/opportunities/', { params: { query: { status: 'open', page_size: 100, ordering: 'title' } } }), select: (page) => page.results }))
  const invite = useMutation({
    mutationFn: () => apiCall('post', '/org-side/opportunity-talent/', { body: { opportunityId, talentIds: talents.map((talent) => talent.id) } }),
    onSuccess: changed,
  })

  const tooMany = talents.length > OPPORTUNITY_LIMITS.invitesPerCall
  const submit = async () => {
    setBanner([])
    if (!opportunityId) return setError(messages.required)
    setError('')
    try {
      await invite.mutateAsync()
      toast.success(opportunityMessages.talentsInvited)
      onInvited?.()
      onClose()
    } catch (failure) {
      const byField = fieldErrors(failure)
      setError(byField.opportunityId ?? '')
      setBanner([...(byField.talentIds ? [byField.talentIds] : []), ...nonFieldErrors(failure)])
    }
  }

  const title = 'Invite to opportunity'
  const who = talents.length === 1 ? <strong>{talents[0].fullName}</strong> : <strong>{talents.length} talents</strong>
  if (options.loading) {
    return (
      <ModalForm title={title} banner={[]} saving={false} onSubmit={() => undefined} onCancel={onClose} submitLabel="Invite" submitDisabled>
        <PageLoader label="Loading opportunities" />
      </ModalForm>
    )
  }
  const choices = options.data ?? []
  return (
    <ModalForm title={title} banner={banner} saving={invite.isPending} onSubmit={() => void submit()} onCancel={onClose} submitLabel="Invite" submitDisabled={!choices.length || tooMany || !talents.length}>
      <Typography sx={{ mb: 2 }}>Invite {who} to one of your organization's opportunities. They can then read it and apply.</Typography>
      {tooMany && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {`Invite at most ${OPPORTUNITY_LIMITS.invitesPerCall} talents at a time.`}
        </Alert>
      )}
      {options.failed ? (
        <LoadError error={options.error} onRetry={options.retry} />
      ) : choices.length === 0 ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={RouterLink} to="/new-opportunity">
              New opportunity
            </Button>
          }
        >
          Your organization has no open opportunity. Publish one to invite talents to it.
        </Alert>
      ) : (
        <TextField
          select
          fullWidth
          label="Opportunity"
          value={opportunityId}
          autoFocus
          onChange={(event) => {
            setOpportunityId(event.target.value)
            setError('')
          }}
          error={Boolean(error)}
          helperText={error || 'Open opportunities of your organization'}
          slotProps={{ htmlInput: { 'aria-required': true } }}
        >
          {choices.map((opportunity) => (
            <MenuItem key={opportunity.id} value={opportunity.id}>
              {opportunity.title}
            </MenuItem>
          ))}
        </TextField>
      )}
    </ModalForm>
  )
}
