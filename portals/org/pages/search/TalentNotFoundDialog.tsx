import { useMutation } from '@tanstack/react-query'
import Typography from '@mui/material/Typography'
import { SEARCH_LIMITS, searchMessages, talentNotFoundInput } from '../../../../contract/search/criteria'
import { apiCall } from '../../../shared/client'
import { FormTextField, useContractForm, useWatch } from '../../../shared/forms'
import { useToast } from '../../../shared/toasts'
import { ModalForm } from '../groups/ModalForm'
import type { RolePrefix } from '../../rolePrefix'
import { searchPaths } from './searchApi'

/**
 * Talent-not-found feedback: what the organization needs, in words (required, at
 * most 1,000); `lastSearch` carries the picked specializations' ancestor paths ('Epic > Ambulatory').
 */
export function TalentNotFoundDialog({ prefix, lastSearch, onClose }: { prefix: RolePrefix; lastSearch: string; onClose: () => void }) {
  const toast = useToast()
  const form = useContractForm({ schema: talentNotFoundInput, defaultValues: { message: '', lastSearch }, toInput: (values) => ({ ...values, lastSearch: values.lastSearch || undefined }) })
  const message = useWatch({ control: form.control, name: 'message' })
  const send = useMutation({ mutationFn: (body: { message: string; lastSearch?: string }) => apiCall('post', searchPaths(prefix).talentNotFound, { body }) })
  const submit = form.submit(async (body) => {
    await send.mutateAsync(body)
    toast.success(searchMessages.feedbackSent)
    onClose()
  })
  return (
    <ModalForm title="Tell us who you need" banner={form.banner} saving={form.formState.isSubmitting} onSubmit={() => void submit()} onCancel={onClose} submitLabel="Send">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        We could not find talent for this search. Describe who you are looking for and our team will reach out.
      </Typography>
      {lastSearch && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          Your search: <strong>{lastSearch}</strong>
        </Typography>
      )}
      <FormTextField
        control={form.control}
        name="message"
        label="Message"
        required
        fullWidth
        multiline
        minRows={4}
        autoFocus
        helperText={`${message.length} / ${SEARCH_LIMITS.feedbackMessage}`}
      />
    </ModalForm>
  )
}
