import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { SEARCH_LIMITS, savedSearchName, searchMessages, type SearchCriteriaInput } from '../../../../contract/search/criteria'
import { apiCall } from '../../../shared/client'
import { FormTextField, useContractForm } from '../../../shared/forms'
import { useToast } from '../../../shared/toasts'
import { useInvalidate } from '../../queries'
import { ModalForm } from '../groups/ModalForm'
import type { RolePrefix } from '../../rolePrefix'
import { searchPaths } from './searchApi'

// The dialog checks the name; the params were checked by the criteria form before it opened.
const nameOnly = z.object({ name: savedSearchName() })

/** Save Search: a name (required, at most 50, not starting with a blank) for the criteria as typed. */
export function SaveSearchDialog({ prefix, criteria, onClose }: { prefix: RolePrefix; criteria: SearchCriteriaInput; onClose: () => void }) {
  const toast = useToast()
  const invalidate = useInvalidate()
  const paths = searchPaths(prefix)
  const form = useContractForm({ schema: nameOnly, defaultValues: { name: '' } })
  const create = useMutation({
    mutationFn: (name: string) => apiCall('post', paths.savedSearches, { body: { name, params: criteria } }),
    onSuccess: () => invalidate(paths.savedSearches),
  })
  const submit = form.submit(async (body) => {
    await create.mutateAsync(body.name)
    toast.success(searchMessages.searchSaved)
    onClose()
  })
  return (
    <ModalForm title="Save Search" banner={form.banner} saving={form.formState.isSubmitting} onSubmit={() => void submit()} onCancel={onClose}>
      <FormTextField
        control={form.control}
        name="name"
        label="Search name"
        required
        fullWidth
        autoFocus
        sx={{ mt: 1 }}
        helperText={`At most ${SEARCH_LIMITS.savedSearchName} characters`}
      />
    </ModalForm>
  )
}
