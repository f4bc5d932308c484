import { useEffect } from 'react'
import Stack from '@mui/material/Stack'
import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined'
import { externalLinkInput, type ExternalLink } from '../../../../contract/talentProfile'
import { apiCall } from '../../../shared/client'
import { FormTextField, useContractForm } from '../../../shared/forms'
import { DialogForm, ListDialog, REQUIRED, type ListDialogFormProps } from '../../../shared/ListDialog'
import { ExternalLinkDetails } from '../../../shared/profile/ProfileItems'
import { OWN_PROFILE } from './ownProfile'

const PATH = '/talent/external-links/'

function ExternalLinkForm({ item, onSaved, onCancel, onDirtyChange }: ListDialogFormProps<ExternalLink>) {
  const form = useContractForm({ schema: externalLinkInput, defaultValues: { link: item?.link ?? '', description: item?.description ?? '' } })
  useEffect(() => onDirtyChange(form.unsaved), [form.unsaved, onDirtyChange])

  const submit = form.submit(async (body) => {
    if (item) await apiCall('patch', '/talent/external-links/{id}/', { params: { path: { id: item.id } }, body })
    else await apiCall('post', PATH, { body })
    onSaved()
  })

  return (
    // The dialog is named by its title, so the title avoids the word 'Link' (the field's own label).
    <DialogForm
      title={item ? 'Edit Website' : 'Add Website'}
      banner={form.banner}
      saving={form.formState.isSubmitting}
      saveDisabled={!form.canSave}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <FormTextField control={form.control} name="link" label="Link" type="url" placeholder="https://" autoFocus autoComplete="url" slotProps={{ htmlInput: REQUIRED }} />
        <FormTextField control={form.control} name="description" label="Description" placeholder="e.g. LinkedIn profile" slotProps={{ htmlInput: REQUIRED }} />
      </Stack>
    </DialogForm>
  )
}

export function ExternalLinksDialog({ onClose }: { onClose: () => void }) {
  return (
    <ListDialog
      title="External Links"
      empty={{ title: 'No links yet', description: 'Add your LinkedIn profile, a portfolio or other pages about your work.', icon: <LinkOutlinedIcon /> }}
      path={PATH}
      alsoChanges={[OWN_PROFILE]}
      itemTitle={(item) => item.description}
      renderItem={(item, titleId) => <ExternalLinkDetails item={item} titleId={titleId} />}
      renderForm={(props) => <ExternalLinkForm {...props} />}
      remove={(item) => apiCall('delete', '/talent/external-links/{id}/', { params: { path: { id: item.id } } })}
      deleteTitle="Delete this link?"
      onClose={onClose}
    />
  )
}
