import { useRef, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { z } from 'zod'
import { DEPARTMENT_LIMITS, departmentCreateInput } from '../../../../contract/departments'
import { apiCall } from '../../../shared/client'
import { FormTextField, useContractForm, useWatch } from '../../../shared/forms'
import { REQUIRED } from '../../../shared/ListDialog'
import { useToast } from '../../../shared/toasts'
import { FormFrame } from '../../../shared/FormFrame'
import { GuardedDialog, LEAVE_PROMPT, type DiscardPrompt } from '../../../shared/GuardedDialog'
import { useInvalidate } from '../../queries'
import { DEPARTMENTS, ORGANIZATIONS, USERS, type Department } from './types'

/** Work-flows 8: the wording when a half-filled new department is cancelled. */
export const DEPARTMENT_DISCARD: DiscardPrompt = {
  title: 'Discard this department?',
  message: 'You have populated fields. All this information will be discarded. Are you sure you want to cancel Department adding?',
  confirmLabel: 'Yes, Discard',
  cancelLabel: 'No, Continue Adding',
}

const EMPTY = { name: '', depId: '', description: '' }

type DepartmentBody = z.output<typeof departmentCreateInput>

/**
 * Add or Edit Department. Adding offers Save & Add, which saves, empties the form
 * and keeps the dialog open for the next department. Editing offers Save once something changed. The
 * inputs take any length: the contract's limits (name 20, ID 10, description 100) refuse a longer
 * value with their message, and the counters show how far over it is, so nothing is cut silently.
 */
export function DepartmentDialog({ department, onClose }: { department: Department | null; onClose: () => void }) {
  const toast = useToast()
  const adding = department === null
  const form = useContractForm({
    schema: departmentCreateInput,
    defaultValues: department ? { name: department.name, depId: department.depId ?? '', description: department.description ?? '' } : EMPTY,
  })
  const invalidate = useInvalidate()
  const write = useMutation({
    mutationFn: (body: DepartmentBody) => {
      const payload = { name: body.name, depId: body.depId ?? null, description: body.description ?? null }
      return department
        ? apiCall('patch', '/organization_admin/departments/{id}/', { params: { path: { id: department.id } }, body: payload })
        : apiCall('post', '/organization_admin/departments/', { body: payload })
    },
    // The list behind, the organization's department count and the users' department names.
    onSuccess: () => invalidate(DEPARTMENTS, ORGANIZATIONS, USERS),
  })
  const [next, setNext] = useState<'save' | 'saveAndAdd'>('save')
  const nameInput = useRef<HTMLInputElement>(null)
  const [name = '', description = ''] = useWatch({ control: form.control, name: ['name', 'description'] })
  const saving = form.formState.isSubmitting ? next : null

  const save = (then: 'save' | 'saveAndAdd') => {
    setNext(then)
    void form.submit(async (body) => {
      await write.mutateAsync(body)
      toast.success(adding ? 'Departments was created' : 'Departments was updated')
      if (then === 'saveAndAdd') {
        form.reset(EMPTY)
        nameInput.current?.focus()
      } else {
        onClose()
      }
    })()
  }

  return (
    <GuardedDialog dirty={form.unsaved} onClose={onClose} prompt={adding ? DEPARTMENT_DISCARD : LEAVE_PROMPT}>
      {(requestClose) => (
        <FormFrame
          title={adding ? 'Add Department' : 'Edit Department'}
          banner={form.banner}
          onSubmit={() => save('save')}
          actions={
            <>
              <Button onClick={requestClose} disabled={saving !== null}>
                Cancel
              </Button>
              {adding && (
                <Button variant="outlined" onClick={() => save('saveAndAdd')} loading={saving === 'saveAndAdd'} disabled={saving === 'save'}>
                  Save & Add
                </Button>
              )}
              {/* Adding: Save names the required fields of an empty form. Editing: only a change can be saved. */}
              <Button
                type="submit"
                variant="contained"
                loading={saving === 'save'}
                disabled={saving === 'saveAndAdd' || (!adding && !form.formState.isDirty)}
              >
                Save
              </Button>
            </>
          }
        >
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormTextField
              control={form.control}
              name="name"
              label="Name"
              autoFocus
              inputRef={nameInput}
              helperText={`${name.length}/${DEPARTMENT_LIMITS.name}`}
              slotProps={{ htmlInput: REQUIRED }}
            />
            <FormTextField control={form.control} name="depId" label="Department ID" helperText="Optional, max limit is 10 symbols" />
            <FormTextField
              control={form.control}
              name="description"
              label="Description"
              multiline
              minRows={2}
              placeholder="Optional, max limit is 100 symbols"
              helperText={`${description.length}/${DEPARTMENT_LIMITS.description}`}
            />
          </Stack>
        </FormFrame>
      )}
    </GuardedDialog>
  )
}
