import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import DialogContentText from '@mui/material/DialogContentText'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Grid from '@mui/material/Grid'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { inviteRequest } from '../../../contract/invites'
import { messages } from '../../../contract/messages'
import { ApiError, fieldErrors, nonFieldErrors } from '../api'
import { apiCall } from '../client'
import { FormTextField, useContractForm } from '../forms'
import { FormFrame } from '../FormFrame'
import { GuardedDialog } from '../GuardedDialog'
import { REQUIRED } from '../ListDialog'
import { useToast } from '../toasts'

const EMPTY = { firstName: '', lastName: '', email: '', inviteType: 'talent', organizationName: '', message: '' }
type Values = typeof EMPTY

const toInput = (values: Values) => ({
  ...values,
  organizationName: values.inviteType === 'organization' ? values.organizationName : null,
  message: values.message || null,
})

/** Spec 4 Invite: after an error the form becomes 'exists' or 'invited' and shows the server's words. */
type Outcome = { state: 'form' } | { state: 'exists' | 'invited'; text: string }

/** The marker in the server's 'already invited' wording that turns Invite into Resend. */
const RESEND_MARKER = 'Want to resend?'

const INSTRUCTIONS: Record<'exists' | 'invited', string> = {
  exists: 'They already have an account and can sign in with this e-mail address; a forgotten password can be reset from the sign-in page. Close this form, or invite someone else.',
  invited: 'They have not accepted yet. Resend e-mails them a new invitation, or close this form.',
}

/** An error with only nonFieldErrors is the invite's own refusal; anything else stays on the form. */
function outcomeOf(error: unknown): Outcome | null {
  if (!(error instanceof ApiError) || error.status !== 422 || Object.keys(fieldErrors(error)).length) return null
  const text = nonFieldErrors(error)[0]
  if (!text) return null
  return { state: text.includes(RESEND_MARKER) ? 'invited' : 'exists', text }
}

/**
 * The invite/referral form: invite a colleague to join as talent, or refer an
 * organization. `path` is the caller's endpoint: '/invites/' for organization users and the super admin,
 * '/talent_invites/' for talents. Open it in the modal host with GUARDED options.
 */
export function InviteDialog({ path, onClose }: { path: '/invites/' | '/talent_invites/'; onClose: () => void }) {
  const toast = useToast()
  const form = useContractForm({ schema: inviteRequest, defaultValues: EMPTY, toInput })
  const [outcome, setOutcome] = useState<Outcome>({ state: 'form' })
  const sending = form.formState.isSubmitting
  const [inviteType, message, firstName, lastName, email, organizationName] = form.watch(['inviteType', 'message', 'firstName', 'lastName', 'email', 'organizationName'])

  const send = (doResend: boolean) =>
    form.submit(async (body) => {
      try {
        await apiCall('post', path, { body: { ...body, doResend } })
      } catch (error) {
        const next = outcomeOf(error)
        if (!next) throw error
        setOutcome(next)
        return
      }
      toast.success(messages.inviteSent)
      onClose()
    })()

  const field = (name: keyof Values, label: string, required: boolean, extra: object = {}) => (
    <FormTextField control={form.control} name={name} label={label} fullWidth slotProps={{ htmlInput: required ? REQUIRED : undefined }} {...extra} />
  )

  const refused = outcome.state !== 'form'
  return (
    <GuardedDialog dirty={form.unsaved && !refused} onClose={onClose}>
      {(requestClose) => (
        <FormFrame
          title="Invite"
          banner={refused ? [] : form.banner}
          onSubmit={() => void send(outcome.state === 'invited')}
          actions={
            <>
              <Button onClick={refused ? onClose : requestClose} disabled={sending}>
                {refused ? 'Close' : 'Cancel'}
              </Button>
              {outcome.state === 'invited' ? (
                <Button type="submit" variant="contained" loading={sending}>
                  Resend
                </Button>
              ) : outcome.state === 'form' ? (
                <Button type="submit" variant="contained" loading={sending}>
                  Invite
                </Button>
              ) : null}
            </>
          }
        >
          {refused ? (
            <Alert severity={outcome.state === 'invited' ? 'info' : 'warning'} sx={{ mb: 2 }}>
              <strong>{outcome.text}</strong> {INSTRUCTIONS[outcome.state]}
            </Alert>
          ) : (
            <DialogContentText sx={{ mb: 2 }}>
              Invite a colleague to join Talentgrid as talent, or refer an organization that could use it.
            </DialogContentText>
          )}
          {refused ? (
            // Who the refusal is about, as text: greyed-out disabled fields would be unreadable (contrast).
            <DialogContentText>
              {inviteType === 'organization' ? `${organizationName} (referred by name: ${firstName} ${lastName})` : `${firstName} ${lastName}`} · {email}
            </DialogContentText>
          ) : (
            <Grid container spacing={2} sx={{ pt: 1 }}>
              <Grid size={12}>
                <FormControl component="fieldset">
                  <FormLabel component="legend">Invite type</FormLabel>
                  <RadioGroup row value={inviteType} onChange={(event) => form.setValue('inviteType', event.target.value, { shouldDirty: true })}>
                    <FormControlLabel value="talent" control={<Radio />} label="Talent" />
                    <FormControlLabel value="organization" control={<Radio />} label="Organization" />
                  </RadioGroup>
                </FormControl>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{field('firstName', 'First Name', true, { autoFocus: true, autoComplete: 'off' })}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{field('lastName', 'Last Name', true, { autoComplete: 'off' })}</Grid>
              <Grid size={12}>{field('email', 'Email', true, { type: 'email', autoComplete: 'off' })}</Grid>
              {inviteType === 'organization' && <Grid size={12}>{field('organizationName', 'Organization Name', true)}</Grid>}
              <Grid size={12}>
                {field('message', 'Message (optional)', false, {
                  multiline: true,
                  minRows: 3,
                  helperText: `${message.length}/500`,
                })}
              </Grid>
            </Grid>
          )}
        </FormFrame>
      )}
    </GuardedDialog>
  )
}
