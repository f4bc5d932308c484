import { useState } from 'react'
import TextField from '@mui/material/TextField'
import { groupPatch } from '../../../../contract/groups'
import { useToast } from '../../../shared/toasts'
import { useForm } from '../../../shared/useForm'
import { ModalForm } from './ModalForm'

/** Group and subgroup names follow one rule (spec 5: required; the plan: at most 100 characters). */
const nameInput = groupPatch

/**
 * Create or rename a group or a subgroup. On success: the spec's toast, then `onSaved` (which closes the
 * modal and refreshes the page behind); field errors from the server show under the name.
 */
export function NameDialog({
  title,
  label,
  initialName = '',
  successMessage,
  save,
  onSaved,
  onCancel,
}: {
  title: string
  label: string
  initialName?: string
  successMessage: string
  save: (name: string) => Promise<unknown>
  onSaved: (saved: unknown) => void
  onCancel: () => void
}) {
  const toast = useToast()
  const form = useForm(nameInput, { name: initialName })
  const [saving, setSaving] = useState(false)

  const submit = async () => {
    const body = form.validate()
    if (!body) return
    setSaving(true)
    try {
      const saved = await save(body.name)
      toast.success(successMessage)
      onSaved(saved)
    } catch (error) {
      form.showServerError(error)
      setSaving(false)
    }
  }

  return (
    <ModalForm title={title} banner={form.banner} saving={saving} onSubmit={() => void submit()} onCancel={onCancel} submitDisabled={Boolean(initialName) && !form.dirty}>
      <TextField
        label={label}
        fullWidth
        autoFocus
        sx={{ mt: 1 }}
        {...form.field('name')}
        slotProps={{ htmlInput: { 'aria-required': true } }}
      />
    </ModalForm>
  )
}
