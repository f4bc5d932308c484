import { useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined'
import { certificateInput, type Certificate } from '../../../../contract/talentProfile'
import { api } from '../../../shared/api'
import { FileField } from '../../../shared/FileField'
import { checkFile } from '../../../shared/files'
import { DialogForm, ListDialog, REQUIRED, type ListDialogFormProps } from '../../../shared/ListDialog'
import { CertificateDetails } from '../../../shared/profile/ProfileItems'
import { itemsOf, type PageOf } from '../../../shared/profile/types'
import { useForm } from '../../../shared/useForm'

const PATH = '/talent/certificates/'

function CertificateForm({ item, onSaved, onCancel, onDirtyChange }: ListDialogFormProps<Certificate>) {
  // `file` holds the picked file's name so a new pick counts as a change and server errors on it land here.
  const form = useForm(certificateInput, {
    documentName: item?.documentName ?? '',
    schoolOrUniversity: item?.schoolOrUniversity ?? '',
    fieldOfStudy: item?.fieldOfStudy ?? '',
    file: '',
  })
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange])

  const submit = async () => {
    const body = form.validate()
    // A new certificate needs its file; an edit keeps the stored one unless another is picked.
    const fileProblem = !item || file ? checkFile(file, 'document') : null
    setFileError(fileProblem ?? undefined)
    if (!body || fileProblem) return
    const data = new FormData()
    data.append('document_name', body.documentName)
    data.append('school_or_university', body.schoolOrUniversity ?? '')
    data.append('field_of_study', body.fieldOfStudy ?? '')
    if (file) data.append('file', file)
    setSaving(true)
    try {
      if (item) await api.put(`${PATH}${item.id}/`, data)
      else await api.post(PATH, data)
      onSaved()
    } catch (error) {
      form.showServerError(error)
      setSaving(false)
    }
  }

  const current = item?.file ? { url: item.file.url, originalFileName: item.file.originalFileName || item.originalFileName || 'File' } : null
  return (
    <DialogForm
      title={item ? 'Edit Certificate' : 'Add Certificate'}
      tip="Add your resume, certifications, licenses and diplomas. Organizations see them on your profile."
      banner={form.banner}
      saving={saving}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <TextField
          label="Document Name"
          autoFocus
          placeholder="e.g. Resume, Epic Ambulatory Certification"
          {...form.field('documentName')}
          slotProps={{ htmlInput: REQUIRED }}
        />
        <TextField label="School or University" {...form.field('schoolOrUniversity')} helperText={form.errors.schoolOrUniversity || 'Optional'} />
        <TextField label="Field of Study" {...form.field('fieldOfStudy')} helperText={form.errors.fieldOfStudy || 'Optional'} />
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 500, mb: 1 }}>
            File{!item && <Box component="span" aria-hidden sx={{ color: 'error.main' }}> *</Box>}
          </Typography>
          <FileField
            label="File"
            kind="document"
            picked={file}
            current={current}
            onPick={(picked) => {
              setFile(picked)
              setFileError(undefined)
              form.setValue('file', picked.name)
            }}
            // Only a newly picked file can be taken back; the stored one is replaced, not removed.
            onRemove={
              file
                ? () => {
                    setFile(null)
                    form.setValue('file', '')
                  }
                : undefined
            }
            error={fileError ?? form.errors.file}
          />
        </Box>
      </Stack>
    </DialogForm>
  )
}

export function CertificatesDialog({ onClose }: { onClose: () => void }) {
  return (
    <ListDialog<Certificate>
      title="Resume, Certifications and More"
      empty={{ title: 'No documents yet', description: 'Add your resume and certificates so organizations can review them.', icon: <SchoolOutlinedIcon /> }}
      load={async () => itemsOf(await api.get<PageOf<Certificate> | Certificate[]>(PATH, { params: { pageSize: 100 } }))}
      itemTitle={(item) => item.documentName}
      renderItem={(item, titleId) => <CertificateDetails item={item} titleId={titleId} />}
      renderForm={(props) => <CertificateForm {...props} />}
      remove={(item) => api.delete(`${PATH}${item.id}/`)}
      deleteTitle="Delete this document?"
      onClose={onClose}
    />
  )
}
