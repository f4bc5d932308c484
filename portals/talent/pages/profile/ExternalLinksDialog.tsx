import { useEffect, useState } from 'react'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined'
import { externalLinkInput, type ExternalLink } from '../../../../contract/talentProfile'
import { api } from '../../../shared/api'
import { DialogForm, ListDialog, REQUIRED, type ListDialogFormProps } from '../../../shared/ListDialog'
import { ExternalLinkDetails } from '../../../shared/profile/ProfileItems'
import { itemsOf, type PageOf } from '../../../shared/profile/types'
import { useForm } from '../../../shared/useForm'

const PATH = '/talent/external-links/'

function ExternalLinkForm({ item, onSaved, onCancel, onDirtyChange }: ListDialogFormProps<ExternalLink>) {
  const form = useForm(externalLinkInput, { link: item?.link ?? '', description: item?.description ?? '' })
  const [saving, setSaving] = useState(false)
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange])

  const submit = async () => {
    const body = form.validate()
    if (!body) return
    setSaving(true)
    try {
      if (item) await api.patch(`${PATH}${item.id}/`, body)
      else await api.post(PATH, body)
      onSaved()
    } catch (error) {
      form.showServerError(error)
      setSaving(false)
    }
  }

  return (
    // The dialog is named by its title, so the title avoids the word 'Link' (the field's own label).
    <DialogForm title={item ? 'Edit Website' : 'Add Website'} banner={form.banner} saving={saving} onSubmit={submit} onCancel={onCancel}>
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <TextField label="Link" type="url" placeholder="https://" autoFocus autoComplete="url" {...form.field('link')} slotProps={{ htmlInput: REQUIRED }} />
        <TextField label="Description" placeholder="e.g. LinkedIn profile" {...form.field('description')} slotProps={{ htmlInput: REQUIRED }} />
      </Stack>
    </DialogForm>
  )
}

export function ExternalLinksDialog({ onClose }: { onClose: () => void }) {
  return (
    <ListDialog<ExternalLink>
      title="External Links"
      empty={{ title: 'No links yet', description: 'Add your LinkedIn profile, a portfolio or other pages about your work.', icon: <LinkOutlinedIcon /> }}
      load={async () => itemsOf(await api.get<PageOf<ExternalLink> | ExternalLink[]>(PATH, { params: { pageSize: 100 } }))}
      itemTitle={(item) => item.description}
      renderItem={(item, titleId) => <ExternalLinkDetails item={item} titleId={titleId} />}
      renderForm={(props) => <ExternalLinkForm {...props} />}
      remove={(item) => api.delete(`${PATH}${item.id}/`)}
      deleteTitle="Delete this link?"
      onClose={onClose}
    />
  )
}
