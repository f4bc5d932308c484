import { useRef, useState } from 'react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { DEPARTMENT_LIMITS, departmentCreateInput } from '../../../../contract/departments'
import { api } from '../../../shared/api'
import { REQUIRED } from '../../../shared/ListDialog'
import { useToast } from '../../../shared/toasts'
import { useForm } from '../../../shared/useForm'
import { FormFrame } from '../../../shared/FormFrame'
import { GuardedDialog, LEAVE_PROMPT, type DiscardPrompt } from '../../../shared/GuardedDialog'
import { ADMIN, type Department } from './types'

/** Work-flows 8: the wording when a half-filled new department is cancelled. */
export const DEPARTMENT_DISCARD: DiscardPrompt = {
  title: 'Discard this department?',
  message: 'You have populated fields. All this information will be discarded. Are you sure you want to cancel Department adding?',
  confirmLabel: 'Yes, Discard',
  cancelLabel: 'No, Continue Adding',
}

const EMPTY = { name: '', depId: '', description: '' }

/**
 * Add or Edit Department (work-flows 2 and 5). Adding offers Save & Add, which saves, empties the form
 * and keeps the dialog open for the next department.
 */
export function DepartmentDialog({
  department,
  onClose,
  onChanged,
}: {
  department: Department | null
  onClose: () => void
  /** After every successful save, so the list behind can reload. */
  onChanged: () => void
}) {
  const toast = useToast()
  const adding = department === null
  const form = useForm(
    departmentCreateInput,
    department ? { name: department.name, depId: department.depId ?? '', description: department.description ?? '' } : EMPTY,
  )
  const [saving, setSaving] = useState<'save' | 'saveAndAdd' | null>(null)
  const nameInput = useRef<HTMLInputElement>(null)
  // Adding warns when anything was typed at all; editing when something changed.
  const populated = adding ? Object.values(form.values).some((value) => value.trim() !== '') : form.dirty

  const save = async (next: 'save' | 'saveAndAdd') => {
    const body = form.validate()
    if (!body) return
    setSaving(next)
    try {
      const payload = { name: body.name, depId: body.depId, description: body.description }
      if (department) await api.patch(`${ADMIN}/departments/${department.id}/`, payload)
      else await api.post(`${ADMIN}/departments/`, payload)
      toast.success(adding ? 'Departments was created' : 'Departments was updated')
      onChanged()
      if (next === 'saveAndAdd') {
        form.reset(EMPTY)
        setSaving(null)
        nameInput.current?.focus()
      } else {
        onClose()
      }
    } catch (error) {
      form.showServerError(error)
      setSaving(null)
    }
  }

  return (
    <GuardedDialog dirty={populated} onClose={onClose} prompt={adding ? DEPARTMENT_DISCARD : LEAVE_PROMPT}>
      {(requestClose) => (
        <FormFrame
          title={adding ? 'Add Department' : 'Edit Department'}
          banner={form.banner}
          onSubmit={() => void save('save')}
          actions={
            <>
              <Button onClick={requestClose} disabled={saving !== null}>
                Cancel
              </Button>
              {adding && (
                <Button variant="outlined" onClick={() => void save('saveAndAdd')} loading={saving === 'saveAndAdd'} disabled={saving === 'save'}>
                  Save & Add
                </Button>
              )}
              <Button type="submit" variant="contained" loading={saving === 'save'} disabled={saving === 'saveAndAdd'}>
                Save
              </Button>
            </>
          }
        >
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              label="Name"
              autoFocus
              inputRef={nameInput}
              {...form.field('name')}
              helperText={form.errors.name ?? `${form.values.name.length}/${DEPARTMENT_LIMITS.name}`}
              slotProps={{ htmlInput: { ...REQUIRED, maxLength: DEPARTMENT_LIMITS.name } }}
            />
            <TextField
              label="Department ID"
              {...form.field('depId')}
              helperText={form.errors.depId ?? 'Optional, max limit is 10 symbols'}
              slotProps={{ htmlInput: { maxLength: DEPARTMENT_LIMITS.depId } }}
            />
            <TextField
              label="Description"
              multiline
              minRows={2}
              placeholder="Optional, max limit is 100 symbols"
              {...form.field('description')}
              helperText={form.errors.description ?? `${form.values.description.length}/${DEPARTMENT_LIMITS.description}`}
              slotProps={{ htmlInput: { maxLength: DEPARTMENT_LIMITS.description } }}
            />
          </Stack>
        </FormFrame>
      )}
    </GuardedDialog>
  )
}
