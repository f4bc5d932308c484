import { useMemo, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined'
import { documentStatusText, filledDocumentErrors, isDocumentDone } from '../../../../contract/engagements/documents'
import { apiUpload } from '../../../shared/client'
import { FileField } from '../../../shared/FileField'
import { FormFrame } from '../../../shared/FormFrame'
import { Controller, useContractForm } from '../../../shared/forms'
import { GuardedDialog } from '../../../shared/GuardedDialog'
import { FILLED_DOCUMENTS_PATH, fileUrl, type EngagementDocument } from './types'

interface AnswerValues {
  isChecked: boolean
  file: File | null
}

/** What each answer type asks, in the order the talent does it. */
const INSTRUCTIONS = {
  upload: 'Upload the requested document.',
  sign_and_return: 'Download the document, sign it, then upload the signed copy.',
  consent_form: 'Download and read the document, then confirm that you accept it.',
} as const

/** Label of the action that opens this dialog for a document not answered yet. */
export const FILL_ACTION = { upload: 'Upload', sign_and_return: 'Sign', consent_form: 'Read' } as const

/**
 * Work-flows 2 'Upload or fill an engagement required document'. Upload: a file. Sign and return:
 * download the organization's file, sign it, upload it. Consent form: the acknowledgement checkbox is
 * enabled only after the file was downloaded in this dialog, or when it was accepted before.
 * The first answer is a POST to /talent/filled-documents/ (engagementId, typeId, isChecked, file), a
 * later one a PATCH of that answer; the contract's filledDocumentErrors judges it before sending.
 */
export function FillDocumentDialog({
  engagementId,
  document,
  onClose,
  onSaved,
}: {
  engagementId: string
  document: EngagementDocument
  onClose: () => void
  onSaved: (message: string) => void
}) {
  const { answerType, filled } = document
  const storedAnswer = filled && fileUrl(filled.file) ? { url: fileUrl(filled.file)!, originalFileName: filled.originalFileName ?? 'Your file' } : null
  const hasStoredAnswer = storedAnswer !== null
  const libraryFile = fileUrl(document.file)
  const [downloaded, setDownloaded] = useState(Boolean(filled?.isChecked))
  const schema = useMemo(
    () =>
      z.object({ isChecked: z.boolean(), file: z.custom<File | null>() }).superRefine((values, ctx) => {
        const errors = filledDocumentErrors(answerType, { isChecked: values.isChecked, hasFile: Boolean(values.file) || hasStoredAnswer })
        for (const [field, list] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message: list[0]! })
      }),
    [answerType, hasStoredAnswer],
  )
  const defaultValues = useMemo<AnswerValues>(() => ({ isChecked: Boolean(filled?.isChecked), file: null }), [filled])
  const form = useContractForm({ schema, defaultValues })
  const save = useMutation({
    mutationFn: (values: AnswerValues) => {
      const body = new FormData()
      if (!filled) {
        body.append('engagementId', engagementId)
        body.append('typeId', document.id)
      }
      body.append('isChecked', String(values.isChecked))
      if (values.file) body.append('file', values.file)
      return filled
        ? apiUpload('patch', '/talent/filled-documents/{id}/', { params: { path: { id: filled.id } }, body })
        : apiUpload('post', FILLED_DOCUMENTS_PATH, { body })
    },
  })
  const saving = form.formState.isSubmitting
  const alreadyAccepted = answerType === 'consent_form' && isDocumentDone(answerType, filled ? { isChecked: filled.isChecked, hasFile: Boolean(storedAnswer) } : null)

  const submit = form.submit(async () => {
    await save.mutateAsync(form.getValues())
    onSaved(answerType === 'consent_form' ? 'Document was accepted' : 'Document was uploaded')
  })

  const status = documentStatusText(answerType, filled ? { isChecked: filled.isChecked, hasFile: Boolean(storedAnswer) } : null)
  return (
    <GuardedDialog dirty={form.unsaved} onClose={onClose}>
      {(requestClose) => (
        <FormFrame
          title={document.name}
          banner={form.banner}
          onSubmit={() => void submit()}
          actions={
            alreadyAccepted ? (
              <Button onClick={requestClose} variant="contained">
                Close
              </Button>
            ) : (
              <>
                <Button onClick={requestClose} disabled={saving}>
                  Cancel
                </Button>
                <Button type="submit" variant="contained" loading={saving} disabled={!form.formState.isDirty}>
                  {answerType === 'consent_form' ? 'Accept' : 'Upload'}
                </Button>
              </>
            )
          }
        >
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Box>
              <Typography variant="body2" color="text.secondary">
                Status: <strong>{status}</strong>
              </Typography>
              <Typography variant="body2" sx={{ mt: 1 }}>
                {INSTRUCTIONS[answerType]}
              </Typography>
              {document.description && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
                  {document.description}
                </Typography>
              )}
            </Box>
            {libraryFile && (
              <Box>
                <Button
                  href={libraryFile}
                  download={document.originalFileName ?? undefined}
                  variant="outlined"
                  size="small"
                  startIcon={<FileDownloadOutlinedIcon />}
                  onClick={() => setDownloaded(true)}
                >
                  Download {document.originalFileName ?? 'the document'}
                </Button>
              </Box>
            )}
            {answerType === 'consent_form' ? (
              <Controller
                control={form.control}
                name="isChecked"
                render={({ field, fieldState }) => (
                  <Box>
                    <FormControlLabel
                      control={
                        <Checkbox
                          name={field.name}
                          inputRef={field.ref}
                          checked={field.value}
                          onChange={(event) => field.onChange(event.target.checked)}
                          disabled={!downloaded || alreadyAccepted}
                        />
                      }
                      label="I have read this document and I accept it"
                    />
                    <FormHelperText error={Boolean(fieldState.error)} sx={{ mx: 0 }}>
                      {fieldState.error?.message ?? (downloaded ? ' ' : 'Download the document first to enable this box.')}
                    </FormHelperText>
                  </Box>
                )}
              />
            ) : (
              <Controller
                control={form.control}
                name="file"
                render={({ field, fieldState }) => (
                  <FileField
                    label={answerType === 'sign_and_return' ? 'Signed document' : 'Document'}
                    kind="document"
                    picked={field.value}
                    current={storedAnswer}
                    onPick={(file) => field.onChange(file)}
                    onRemove={field.value ? () => field.onChange(null) : undefined}
                    error={fieldState.error?.message}
                    disabled={saving}
                  />
                )}
              />
            )}
          </Stack>
        </FormFrame>
      )}
    </GuardedDialog>
  )
}
