import { useMemo } from 'react'
import { useMutation } from '@tanstack/react-query'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import { REQUIRED_DOCUMENT_LIMITS } from '../../../../contract/engagements/documents'
import { apiUpload } from '../../../shared/client'
import { FileField } from '../../../shared/FileField'
import { FormFrame } from '../../../shared/FormFrame'
import { Controller, FormTextField, useContractForm, useWatch } from '../../../shared/forms'
import { GuardedDialog } from '../../../shared/GuardedDialog'
import { REQUIRED } from '../../../shared/ListDialog'
import { useToast } from '../../../shared/toasts'
import { useInvalidate } from '../../queries'
import { ANSWER_TYPE_CHOICES, documentFormData, documentFormSchema, documentFormValues } from './documentForm'
import { ADMIN_REQUIRED_DOCUMENT, ADMIN_REQUIRED_DOCUMENTS, ANSWER_TYPE_LABELS, LIBRARY_TOASTS, type RequiredDocument } from './libraryApi'

const ANSWER_TYPE_HINTS = {
  sign_and_return: 'The talent downloads the file, signs it and uploads it back.',
  consent_form: 'The talent reads the file and accepts it with a checkbox.',
  upload: 'The talent uploads a document of their own (a file here is optional).',
} as const

/**
 * Create or edit a library required document: name, description, internal comment
 * (only the organization ever reads it), places (at least one), answer type and the file. Sent as form
 * data; the server's messages (the file's type or size, a used document's answer type) land on their
 * fields, anything else in the banner. Only the organization admin writes the library: the admin's paths.
 */
export function DocumentDialog({ document, onClose }: { document: RequiredDocument | null; onClose: () => void }) {
  const toast = useToast()
  const invalidate = useInvalidate()
  const hasStoredFile = Boolean(document?.file)
  const defaultValues = useMemo(() => documentFormValues(document), [document])
  const form = useContractForm({ schema: documentFormSchema(hasStoredFile), defaultValues })
  const write = useMutation({
    mutationFn: (data: FormData) =>
      document ? apiUpload('patch', ADMIN_REQUIRED_DOCUMENT, { params: { path: { id: document.id } }, body: data }) : apiUpload('post', ADMIN_REQUIRED_DOCUMENTS, { body: data }),
    onSuccess: () => invalidate(ADMIN_REQUIRED_DOCUMENTS),
  })
  const [description = '', internalComment = '', keepStoredFile] = useWatch({ control: form.control, name: ['description', 'internalComment', 'keepStoredFile'] })

  const save = form.submit(async (_body, values) => {
    await write.mutateAsync(documentFormData(values, hasStoredFile))
    toast.success(document ? LIBRARY_TOASTS.updated : LIBRARY_TOASTS.created)
    onClose()
  })

  const counter = (value: string, max: number) => `${value.length}/${max}`
  return (
    <GuardedDialog dirty={form.unsaved} onClose={onClose}>
      {(requestClose) => (
        <FormFrame
          title={document ? 'Edit Document' : 'Create Document'}
          banner={form.banner}
          onSubmit={() => void save()}
          actions={
            <>
              <Button onClick={requestClose} disabled={form.formState.isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" loading={form.formState.isSubmitting} disabled={document !== null && !form.formState.isDirty}>
                Save
              </Button>
            </>
          }
        >
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormTextField control={form.control} name="name" label="Name" autoFocus slotProps={{ htmlInput: REQUIRED }} />
            <FormTextField control={form.control} name="description" label="Description" multiline minRows={2} helperText={counter(description, REQUIRED_DOCUMENT_LIMITS.description)} />
            <FormTextField
              control={form.control}
              name="internalComment"
              label="Internal comment"
              multiline
              minRows={2}
              helperText={`Only your organization sees it, never the talent · ${counter(internalComment, REQUIRED_DOCUMENT_LIMITS.internalComment)}`}
            />
            <Controller
              control={form.control}
              name="places"
              render={({ field, fieldState }) => (
                <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
                  <FormLabel component="legend">Places</FormLabel>
                  <FormGroup row>
                    <FormControlLabel
                      label="Remote"
                      control={<Checkbox checked={field.value.remote} onChange={(event) => field.onChange({ ...field.value, remote: event.target.checked })} />}
                    />
                    <FormControlLabel
                      label="On site"
                      control={<Checkbox checked={field.value.onSite} onChange={(event) => field.onChange({ ...field.value, onSite: event.target.checked })} />}
                    />
                  </FormGroup>
                  <FormHelperText>{fieldState.error?.message ?? 'Offered by default on engagements worked there.'}</FormHelperText>
                </FormControl>
              )}
            />
            <Controller
              control={form.control}
              name="answerType"
              render={({ field, fieldState }) => (
                <FormControl component="fieldset" error={Boolean(fieldState.error)} required disabled={document?.isUsed}>
                  <FormLabel component="legend">Answer type</FormLabel>
                  <RadioGroup value={field.value} onChange={(event) => field.onChange(event.target.value)}>
                    {ANSWER_TYPE_CHOICES.map((type) => (
                      <FormControlLabel key={type} value={type} control={<Radio />} label={`${ANSWER_TYPE_LABELS[type]}: ${ANSWER_TYPE_HINTS[type]}`} />
                    ))}
                  </RadioGroup>
                  <FormHelperText>
                    {fieldState.error?.message ?? (document?.isUsed ? 'Engagements name this document: its answer type cannot change.' : ' ')}
                  </FormHelperText>
                </FormControl>
              )}
            />
            <Controller
              control={form.control}
              name="file"
              render={({ field, fieldState }) => (
                <FormControl component="fieldset" error={Boolean(fieldState.error)}>
                  <FormLabel component="legend" sx={{ mb: 1 }}>
                    File
                  </FormLabel>
                  <FileField
                    label="Document file"
                    kind="document"
                    picked={field.value}
                    current={keepStoredFile && document?.file ? { url: document.file, originalFileName: document.originalFileName ?? 'Document file' } : null}
                    onPick={(file) => field.onChange(file)}
                    onRemove={() => {
                      if (field.value) field.onChange(null)
                      else form.setValue('keepStoredFile', false, { shouldDirty: true })
                    }}
                    error={fieldState.error?.message}
                  />
                </FormControl>
              )}
            />
          </Stack>
        </FormFrame>
      )}
    </GuardedDialog>
  )
}
