import { useMutation } from '@tanstack/react-query'
import { groupPatch } from '../../../../contract/groups'
import { FormTextField, useContractForm } from '../../../shared/forms'
import { useToast } from '../../../shared/toasts'
import { useInvalidate } from '../../queries'
import { ModalForm } from './ModalForm'

/** Group and subgroup names follow one rule (the spec: required; decided: at most 100 characters). */
const nameInput = groupPatch

/**
 * Create or rename a group or a subgroup. On success the API paths in `changes` are refetched, then the
 * spec's toast and `onSaved` (which closes the modal); field errors from the server show under the name.
 * A rename is saved only when the name changed; a new name's Save is always offered, so pressing it on
 * an empty form says the name is required.
 */
export function NameDialog({
  title,
  label,
  initialName = '',
  successMessage,
  save,
  changes,
  onSaved,
  onCancel,
}: {
  title: string
  label: string
  initialName?: string
  successMessage: string
  save: (name: string) => Promise<unknown>
  /** API paths the save changes (their lists refresh before onSaved runs). */
  changes: string[]
  onSaved: (saved: unknown) => void
  onCancel: () => void
}) {
  const toast = useToast()
  const form = useContractForm({ schema: nameInput, defaultValues: { name: initialName } })
  const invalidate = useInvalidate()
  const write = useMutation({ mutationFn: save, onSuccess: () => invalidate(...changes) })
  const renaming = initialName !== ''

  const submit = form.submit(async (body) => {
    const saved = await write.mutateAsync(body.name)
    toast.success(successMessage)
    onSaved(saved)
  })

  return (
    <ModalForm
      title={title}
      banner={form.banner}
      saving={form.formState.isSubmitting}
      onSubmit={() => void submit()}
      onCancel={onCancel}
      submitDisabled={renaming && !form.formState.isDirty}
    >
      <FormTextField control={form.control} name="name" label={label} fullWidth autoFocus sx={{ mt: 1 }} slotProps={{ htmlInput: { 'aria-required': true } }} />
    </ModalForm>
  )
}
