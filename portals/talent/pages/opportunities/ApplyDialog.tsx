import { useMemo } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { OPPORTUNITY_LIMITS, opportunityMessages, type OpportunityQuestion } from '../../../../contract/opportunities/opportunity'
import type { ApplyInput } from '../../../../contract/opportunities/opportunityInput'
import { FormFrame } from '../../../shared/FormFrame'
import { Controller, useContractForm } from '../../../shared/forms'
import { GuardedDialog } from '../../../shared/GuardedDialog'
import { RichTextEditor } from '../../../shared/RichTextEditor'
import { applySchema } from './applyForm'

const LIMIT = OPPORTUNITY_LIMITS.answer

/**
 * A multi-line answer with its live counter ('n / 2500'). Over the limit the spec's message shows at
 * once, before any submit; the schema refuses it on submit with the same words.
 */
function CountedAnswer({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  error,
  autoFocus,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  inputRef: (element: HTMLElement | null) => void
  name: string
  error?: string
  autoFocus?: boolean
}) {
  const count = value.length
  const over = count > LIMIT
  const message = error ?? (over ? opportunityMessages.answerTooLong : undefined)
  return (
    <Box>
      {/* The question above the box, not a floating label: questions run to 500 characters. */}
      <Typography component="label" htmlFor={name} variant="body2" sx={{ display: 'block', mb: 0.75, fontWeight: 500, overflowWrap: 'anywhere', color: message ? 'error.main' : 'text.primary' }}>
        {label}
        <Box component="span" aria-hidden sx={{ ml: 0.5 }}>
          *
        </Box>
      </Typography>
      <TextField
        id={name}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputRef={inputRef}
        autoFocus={autoFocus}
        required
        multiline
        minRows={3}
        maxRows={12}
        fullWidth
        error={Boolean(message)}
        helperText={
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>{message ?? ''}</span>
            <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', color: over ? 'error.main' : 'text.secondary' }}>
              {`${count.toLocaleString('en-US')} / ${LIMIT.toLocaleString('en-US')}`}
            </Box>
          </Box>
        }
      />
    </Box>
  )
}

interface NewFormValues {
  answers: { opportunityQuestionId: string; answer: string }[]
}

interface OldFormValues {
  skillsAndQualifications: string
  experience: string
  applyMessage: string
}

export interface ApplyDialogProps {
  opportunity: { id: string; title: string; organization: { name: string }; questions: OpportunityQuestion[] }
  onClose: () => void
  /** Sends the body (POST /talent/opportunity-apply/); a thrown ApiError lands on the fields and the banner. */
  onApply: (body: ApplyInput) => Promise<void>
}

/** Work-flows 5 'Apply': the new form when the opportunity asks questions, else the old one. */
export function ApplyDialog(props: ApplyDialogProps) {
  return props.opportunity.questions.length ? <NewFormDialog {...props} /> : <OldFormDialog {...props} />
}

function Intro({ opportunity }: { opportunity: ApplyDialogProps['opportunity'] }) {
  return (
    <Typography variant="body2" color="text.secondary">
      You are applying to <strong>{opportunity.title}</strong> at {opportunity.organization.name}. The organization sees your
      profile with your application. Every field is required and may have up to 2,500 characters.
    </Typography>
  )
}

function Actions({ saving, requestClose }: { saving: boolean; requestClose: () => void }) {
  return (
    <>
      <Button onClick={requestClose} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" loading={saving}>
        Send application
      </Button>
    </>
  )
}

function NewFormDialog({ opportunity, onClose, onApply }: ApplyDialogProps) {
  const questionIds = useMemo(() => opportunity.questions.map((question) => question.id), [opportunity.questions])
  const schema = useMemo(() => applySchema(questionIds), [questionIds])
  const defaultValues = useMemo<NewFormValues>(
    () => ({ answers: opportunity.questions.map((question) => ({ opportunityQuestionId: question.id, answer: '' })) }),
    [opportunity.questions],
  )
  // opportunityId is not a field of the form: an error about it (e.g. no longer open) goes to the banner.
  const form = useContractForm({ schema, defaultValues, toInput: (values) => ({ opportunityId: opportunity.id, ...values }) })
  const saving = form.formState.isSubmitting
  const submit = form.submit((body) => onApply(body as ApplyInput))

  return (
    <GuardedDialog dirty={form.unsaved} onClose={onClose}>
      {(requestClose) => (
        <FormFrame title={`Apply: ${opportunity.title}`} banner={form.banner} onSubmit={() => void submit()} actions={<Actions saving={saving} requestClose={requestClose} />}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Intro opportunity={opportunity} />
            {form.formState.errors.answers?.message && (
              <Typography variant="body2" color="error" role="alert">
                {form.formState.errors.answers.message}
              </Typography>
            )}
            {opportunity.questions.map((question, index) => (
              <Controller
                key={question.id}
                control={form.control}
                name={`answers.${index}.answer`}
                render={({ field, fieldState }) => (
                  <CountedAnswer
                    label={question.question}
                    name={`answer-${index + 1}`}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={fieldState.error?.message}
                    autoFocus={index === 0}
                  />
                )}
              />
            ))}
          </Stack>
        </FormFrame>
      )}
    </GuardedDialog>
  )
}

function OldFormDialog({ opportunity, onClose, onApply }: ApplyDialogProps) {
  const schema = useMemo(() => applySchema([]), [])
  const defaultValues = useMemo<OldFormValues>(() => ({ skillsAndQualifications: '', experience: '', applyMessage: '' }), [])
  const form = useContractForm({ schema, defaultValues, toInput: (values) => ({ opportunityId: opportunity.id, ...values }) })
  const saving = form.formState.isSubmitting
  const submit = form.submit((body) => onApply(body as ApplyInput))

  return (
    <GuardedDialog dirty={form.unsaved} onClose={onClose}>
      {(requestClose) => (
        <FormFrame title={`Apply: ${opportunity.title}`} banner={form.banner} onSubmit={() => void submit()} actions={<Actions saving={saving} requestClose={requestClose} />}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Intro opportunity={opportunity} />
            {(['skillsAndQualifications', 'experience'] as const).map((name, index) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field, fieldState }) => (
                  <CountedAnswer
                    label={name === 'experience' ? 'Experience' : 'Skills and qualifications'}
                    name={name}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={fieldState.error?.message}
                    autoFocus={index === 0}
                  />
                )}
              />
            ))}
            <Controller
              control={form.control}
              name="applyMessage"
              render={({ field, fieldState }) => (
                <RichTextEditor
                  label="Message"
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  maxLength={OPPORTUNITY_LIMITS.oldFormText}
                  atMost
                  required
                  error={fieldState.error?.message}
                  helperText="Why you are a good fit: a few lines to the organization."
                  minHeight={120}
                />
              )}
            />
          </Stack>
        </FormFrame>
      )}
    </GuardedDialog>
  )
}
