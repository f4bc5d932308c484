import { useMemo } from 'react'
import { useMutation } from '@tanstack/react-query'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import { z } from 'zod'
import { ENGAGEMENT_TERMS_MAX, engagementTermsErrors } from '../../../../contract/engagements/documents'
import { apiCall } from '../../../shared/client'
import { FormFrame } from '../../../shared/FormFrame'
import { Controller, FormTextField, useContractForm, useWatch } from '../../../shared/forms'
import { GuardedDialog } from '../../../shared/GuardedDialog'
import { REQUIRED } from '../../../shared/ListDialog'
import { useCurrentUser } from '../../../shared/session'
import { useToast } from '../../../shared/toasts'
import { useInvalidate } from '../../queries'
import { ENGAGEMENT_TERMS, ENGAGEMENT_TERMS_ONE, LIBRARY_TOASTS, type EngagementTerms } from './libraryApi'

/** Decided: the statement the writer acknowledges (the spec names the checkbox, not its words). */
export const ACKNOWLEDGEMENT_STATEMENT =
  'I confirm these terms are my organization’s own; talents read and accept them under Talentgrid’s terms.'

/** The contract's rule (text required, at most 1,500; the acknowledgement accepted), the server's own. */
const termsFormSchema = z
  .object({ text: z.string(), isAcknowledgementStatementAccepted: z.boolean() })
  .superRefine((values, ctx) => {
    for (const [field, list] of Object.entries(engagementTermsErrors(values))) ctx.addIssue({ code: 'custom', path: [field], message: list.join(', ') })
  })

/**
 * Engagement Terms add or edit (flag engagementTerms): the text with its counter
 * (over 1,500 is refused with the limit's message, never cut) and the acknowledgement. Failures the
 * form cannot place show in the banner; success is the toast 'Terms were saved'.
 */
export function TermsDialog({ terms, onClose }: { terms: EngagementTerms | null; onClose: () => void }) {
  const user = useCurrentUser()
  const toast = useToast()
  const invalidate = useInvalidate()
  // Editing asks for the acknowledgement again: the writer confirms the text as it now reads.
  const defaultValues = useMemo(() => ({ text: terms?.text ?? '', isAcknowledgementStatementAccepted: false }), [terms])
  const form = useContractForm({ schema: termsFormSchema, defaultValues })
  const write = useMutation({
    mutationFn: (body: z.output<typeof termsFormSchema>) => {
      const payload = { text: body.text.trim(), isAcknowledgementStatementAccepted: body.isAcknowledgementStatementAccepted }
      return terms
        ? apiCall('patch', ENGAGEMENT_TERMS_ONE, { params: { path: { id: terms.id } }, body: payload })
        : apiCall('post', ENGAGEMENT_TERMS, { body: { ...payload, organizationId: user.organization?.id } })
    },
    onSuccess: () => invalidate(ENGAGEMENT_TERMS),
  })
  const [text = ''] = useWatch({ control: form.control, name: ['text'] })
  const save = form.submit(async (body) => {
    await write.mutateAsync(body)
    toast.success(LIBRARY_TOASTS.termsSaved)
    onClose()
  })

  return (
    <GuardedDialog dirty={form.unsaved} onClose={onClose}>
      {(requestClose) => (
        <FormFrame
          title={terms ? 'Edit Engagement Terms' : 'Add Engagement Terms'}
          banner={form.banner}
          onSubmit={() => void save()}
          actions={
            <>
              <Button onClick={requestClose} disabled={form.formState.isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
                Save
              </Button>
            </>
          }
        >
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={form.control}
              name="text"
              label="Terms"
              multiline
              minRows={6}
              autoFocus
              slotProps={{ htmlInput: REQUIRED }}
              helperText={`${text.length}/${ENGAGEMENT_TERMS_MAX}`}
            />
            <Controller
              control={form.control}
              name="isAcknowledgementStatementAccepted"
              render={({ field, fieldState }) => (
                <FormControl error={Boolean(fieldState.error)} required>
                  <FormControlLabel
                    label={ACKNOWLEDGEMENT_STATEMENT}
                    control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} inputRef={field.ref} />}
                  />
                  {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
                </FormControl>
              )}
            />
          </Stack>
        </FormFrame>
      )}
    </GuardedDialog>
  )
}
