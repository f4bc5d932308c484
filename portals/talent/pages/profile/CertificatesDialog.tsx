import { useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined'
import { certificateInput, type Certificate } from '../../../../contract/talentProfile'
import { apiCall, apiUpload } from '../../../shared/client'
import { FileField } from '../../../shared/FileField'
import { checkFile } from '../../../shared/files'
import { DialogForm, ListDialog, REQUIRED, type ListDialogFormProps } from '../../../shared/ListDialog'
import { CertificateDetails } from '../../../shared/profile/ProfileItems'
import { FormTextField, useContractForm } from '../../../shared/forms'
import { OWN_PROFILE } from './ownProfile'

const PATH = '/talent/certificates/'

function CertificateForm({ item, onSaved, onCancel, onDirtyChange }: ListDialogFormProps<Certificate>) {
  // `file` holds the picked file's name so a new pick counts as a change and server errors on it land here.
  const form = useContractForm({
    schema: certificateInput,
    defaultValues: {
      documentName: item?.documentName ?? '',
      schoolOrUniversity: item?.schoolOrUniversity ?? '',
      fieldOfStudy: item?.fieldOfStudy ?? '',
      file: '',
    },
  })
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | undefined>()
  useEffect(() => onDirtyChange(form.unsaved), [form.unsaved, onDirtyChange])

  const submit = () => {
    // A new certificate needs its file; an edit keeps the stored one unless another is picked.
    const fileProblem = !item || file ? checkFile(file, 'document') : null
    setFileError(fileProblem ?? undefined)
    // The fields are checked (and their messages shown) whether or not the file is missing.
    void form.submit(async (body) => {
      if (fileProblem) return
      const data = new FormData()
      data.append('document_name', body.documentName)
      data.append('school_or_university', body.schoolOrUniversity ?? '')
      data.append('field_of_study', body.fieldOfStudy ?? '')
      if (file) data.append('file', file)
      if (item) await apiUpload('put', '/talent/certificates/{id}/', { params: { path: { id: item.id } }, body: data })
      else await apiUpload('post', PATH, { body: data })
      onSaved()
    })()
  }
  const pickFile = (picked: File | null) => {
    setFile(picked)
    setFileError(undefined)
    form.clearErrors('file')
    form.setValue('file', picked?.name ?? '', { shouldDirty: true })
  }

  const current = item?.file ? { url: item.file.url, originalFileName: item.file.originalFileName || item.originalFileName || 'File' } : null
  return (
    <DialogForm
      title={item ? 'Edit Certificate' : 'Add Certificate'}
      tip="Add your resume, certifications, licenses and diplomas. Organizations see them on your profile."
      banner={form.banner}
      saving={form.formState.isSubmitting}
      saveDisabled={!form.canSave}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <FormTextField
          control={form.control}
          name="documentName"
          label="Document Name"
          autoFocus
          placeholder="e.g. Resume, Epic Ambulatory Certification"
          slotProps={{ htmlInput: REQUIRED }}
        />
        <FormTextField control={form.control} name="schoolOrUniversity" label="School or University" helperText="Optional" />
        <FormTextField control={form.control} name="fieldOfStudy" label="Field of Study" helperText="Optional" />
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 500, mb: 1 }}>
            File{!item && <Box component="span" aria-hidden sx={{ color: 'error.main' }}> *</Box>}
          </Typography>
          <FileField
            label="File"
            kind="document"
            picked={file}
            current={current}
            onPick={pickFile}
            // Only a newly picked file can be taken back; the stored one is replaced, not removed.
            onRemove={file ? () => pickFile(null) : undefined}
            error={fileError ?? form.formState.errors.file?.message}
          />
        </Box>
      </Stack>
    </DialogForm>
  )
}

export function CertificatesDialog({ onClose }: { onClose: () => void }) {
  return (
    <ListDialog
      title="Resume, Certifications and More"
      empty={{ title: 'No documents yet', description: 'Add your resume and certificates so organizations can review them.', icon: <SchoolOutlinedIcon /> }}
      path={PATH}
      alsoChanges={[OWN_PROFILE]}
      itemTitle={(item) => item.documentName}
      renderItem={(item, titleId) => <CertificateDetails item={item} titleId={titleId} />}
      renderForm={(props) => <CertificateForm {...props} />}
      remove={(item) => apiCall('delete', '/talent/certificates/{id}/', { params: { path: { id: item.id } } })}
      deleteTitle="Delete this document?"
      onClose={onClose}
    />
  )
}
