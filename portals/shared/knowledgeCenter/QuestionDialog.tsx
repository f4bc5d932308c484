import { useId, useRef, useState, type ChangeEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import AttachFileIcon from '@mui/icons-material/AttachFile'
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline'
import CloseIcon from '@mui/icons-material/Close'
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined'
import { FAQ_FILE_EXTENSIONS, faqFeedbackInput, knowledgeMessages } from '../../../contract/knowledgeCenter'
import { apiUpload } from '../client'
import { formatBytes } from '../files'
import { FormFrame } from '../FormFrame'
import { FormTextField, useContractForm, useWatch } from '../forms'
import { GuardedDialog } from '../GuardedDialog'
import { QUESTION_FILE_ACCEPT, checkQuestionFile, messageCounter } from './knowledgeRules'

interface QuestionValues {
  message: string
  file: File | null
}

const EMPTY: QuestionValues = { message: '', file: null }

/**
 * 'Do you have a question?': a message (required, at most 1,000, with a counter; a
 * longer one is refused with the limit's message, never cut) and an optional file, checked for type and
 * size when picked. Send is enabled only when the form is dirty; closing with typed text asks first
 * (GuardedDialog). Sent, the dialog says so with the support team's 24 to 48 hours promise.
 * Open it in the modal host with GUARDED options.
 */
export function QuestionDialog({ onClose }: { onClose: () => void }) {
  const form = useContractForm({ schema: faqFeedbackInput, defaultValues: EMPTY, toInput: (values) => ({ message: values.message }) })
  const [message = '', file = null] = useWatch({ control: form.control, name: ['message', 'file'] })
  const [sent, setSent] = useState(false)
  const send = useMutation({
    mutationFn: ({ body, attachment }: { body: { message: string }; attachment: File | null }) => {
      const data = new FormData()
      data.append('message', body.message)
      if (attachment) data.append('file', attachment)
      return apiUpload('post', '/faq-feedback/', { body: data })
    },
  })
  const submit = form.submit(async (body, values) => {
    await send.mutateAsync({ body, attachment: values.file })
    form.reset(EMPTY)
    setSent(true)
  })
  const counter = messageCounter(message)

  return (
    <GuardedDialog dirty={form.unsaved} onClose={onClose}>
      {(requestClose) =>
        sent ? (
          <QuestionSent onClose={onClose} />
        ) : (
          <FormFrame
            title="Do you have a question?"
            banner={form.banner}
            onSubmit={() => void submit()}
            actions={
              <>
                <Button onClick={requestClose} disabled={form.formState.isSubmitting}>
                  Cancel
                </Button>
                <Button type="submit" variant="contained" loading={form.formState.isSubmitting} disabled={!form.formState.isDirty}>
                  Send
                </Button>
              </>
            }
          >
            <Stack spacing={2} sx={{ pt: 0.5 }}>
              <Typography variant="body2" color="text.secondary">
                Ask our support team anything about Talentgrid. Attach a screenshot or a document if it helps.
              </Typography>
              <Box>
                <FormTextField control={form.control} name="message" label="Message" required fullWidth multiline minRows={5} autoFocus />
                <FormHelperText error={counter.over} aria-live="polite" sx={{ textAlign: 'right', mx: 0 }} data-testid="message-counter">
                  {counter.text}
                </FormHelperText>
              </Box>
              <QuestionFileField
                file={file}
                serverError={form.formState.errors.file?.message}
                disabled={form.formState.isSubmitting}
                onChange={(picked) => form.setValue('file', picked, { shouldDirty: true })}
              />
            </Stack>
          </FormFrame>
        )
      }
    </GuardedDialog>
  )
}

/** The optional attachment: a pick of the wrong type or size is refused at once with the contract's message. */
function QuestionFileField({
  file,
  serverError,
  disabled,
  onChange,
}: {
  file: File | null
  serverError?: string
  disabled: boolean
  onChange: (file: File | null) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const [problem, setProblem] = useState<string | null>(null)
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null
    // Cleared so picking the same file again (after fixing it) still fires a change.
    event.target.value = ''
    if (!picked) return
    const refused = checkQuestionFile(picked)
    setProblem(refused)
    if (!refused) onChange(picked)
  }
  const error = problem ?? serverError
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, minHeight: 40 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<AttachFileIcon />}
          onClick={() => input.current?.click()}
          disabled={disabled}
          aria-describedby={hintId}
        >
          {file ? 'Replace file' : 'Attach file'}
        </Button>
        <input
          ref={input}
          type="file"
          aria-label="Attachment"
          accept={QUESTION_FILE_ACCEPT}
          onChange={pick}
          disabled={disabled}
          tabIndex={-1}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', pointerEvents: 'none' }}
        />
        {file ? (
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minWidth: 0, maxWidth: '100%' }}>
            <InsertDriveFileOutlinedIcon fontSize="small" color="action" aria-hidden />
            <Typography variant="body2" noWrap title={file.name} sx={{ minWidth: 0 }}>
              {file.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {formatBytes(file.size)}
            </Typography>
            {!disabled && (
              <Tooltip title="Remove file">
                <IconButton
                  size="small"
                  aria-label="Remove file"
                  onClick={() => {
                    setProblem(null)
                    onChange(null)
                  }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Optional
          </Typography>
        )}
      </Box>
      <FormHelperText id={hintId} error={Boolean(error)} role={error ? 'alert' : undefined} sx={{ mx: 0 }}>
        {error ?? `${FAQ_FILE_EXTENSIONS.join(', ')} · up to 10 MB`}
      </FormHelperText>
    </Box>
  )
}

function QuestionSent({ onClose }: { onClose: () => void }) {
  return (
    <>
      <DialogContent sx={{ px: { xs: 2, sm: 3 }, pt: 5, pb: 3 }}>
        <Stack spacing={1.5} alignItems="center" textAlign="center" role="status">
          <CheckCircleOutlineIcon color="success" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem' }}>
            {knowledgeMessages.messageSent}
          </Typography>
          <Typography color="text.secondary">{knowledgeMessages.supportPromise}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </>
  )
}
