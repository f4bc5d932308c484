import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import FormHelperText from '@mui/material/FormHelperText'
import Typography from '@mui/material/Typography'
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined'
import { useController } from 'react-hook-form'
import { OPPORTUNITY_LIMITS, opportunityMessages, type OpportunityStatus } from '../../../../contract/opportunities/opportunity'
import { apiCall } from '../../../shared/client'
import { useConfirm } from '../../../shared/ConfirmDialog'
import { useFeatureFlag } from '../../../shared/featureFlags'
import { FormBanner } from '../../../shared/FormBanner'
import { FormTextField, useContractForm } from '../../../shared/forms'
import { RichTextEditor } from '../../../shared/RichTextEditor'
import { SpecializationCriteriaField } from '../../../shared/specializations/SpecializationCriteriaField'
import { useToast } from '../../../shared/toasts'
import { useLeavePageWarning } from '../../../shared/useLeavePageWarning'
import { GeneratedLabel } from './GeneratedLabel'
import { opportunityFormSchema, specializationBody, toOpportunityInput, type OpportunityFormValues } from './formValues'
import { useOpportunitiesChanged, type Opportunity } from './opportunityApi'
import { QuestionsEditor } from './QuestionsEditor'
import { useOpportunityAi } from './useOpportunityAi'
import { WorkFields } from './WorkFields'

function FormSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  )
}

type Action = { label: string; status: OpportunityStatus; primary?: boolean; confirm?: boolean }

/** The buttons a status offers: a draft is saved or published, an open one saved or closed, a closed one saved or reopened. */
function actionsFor(status: OpportunityStatus | null): Action[] {
  if (status === 'open') return [{ label: 'Close opportunity', status: 'closed', confirm: true }, { label: 'Save', status: 'open', primary: true }]
  if (status === 'closed') return [{ label: 'Save', status: 'closed' }, { label: 'Reopen', status: 'open', primary: true }]
  return [{ label: status === 'draft' ? 'Save draft' : 'Save as draft', status: 'draft' }, { label: 'Publish', status: 'open', primary: true }]
}

function DescriptionField({ form }: { form: ReturnType<typeof useContractForm<OpportunityFormValues, typeof opportunityFormSchema>> }) {
  const { field, fieldState } = useController({ control: form.control, name: 'description' })
  return (
    <RichTextEditor
      label="Description"
      value={field.value}
      onChange={field.onChange}
      maxLength={OPPORTUNITY_LIMITS.description}
      atMost
      error={fieldState.error?.message}
      helperText="The work, the team and what a good fit brings. Needed to publish."
      minHeight={180}
    />
  )
}

/**
 * The one opportunity form: new (/new-opportunity) and edit (/opportunity/{id}/edit).
 * The status moves with the button pressed (draft → open → closed, closed → open); the specializations
 * go with the opportunity's POST or PATCH (one request, one transaction). Rates only for who may view rate.
 */
export function OpportunityForm({ opportunity, defaultValues, canViewRate }: { opportunity: Opportunity | null; defaultValues: OpportunityFormValues; canViewRate: boolean }) {
  const toast = useToast()
  const confirm = useConfirm()
  const navigate = useNavigate()
  const changed = useOpportunitiesChanged()
  const aiTextOn = useFeatureFlag('aiOpportunityCreation')
  const aiQuestionsOn = useFeatureFlag('aiGeneratedApplicationQuestions')
  const pressed = useRef<OpportunityStatus>(opportunity?.status ?? 'draft')
  const form = useContractForm({
    schema: opportunityFormSchema,
    defaultValues,
    toInput: (values) => toOpportunityInput(values, { status: pressed.current, canViewRate }),
  })
  const ai = useOpportunityAi(form, opportunity?.id ?? null)
  const [leaveTo, setLeaveTo] = useState<string | null>(null)
  // A status move saves even an untouched form; the guard only covers typed data.
  useLeavePageWarning(form.unsaved && leaveTo === null)
  useEffect(() => {
    if (leaveTo) navigate(leaveTo, { replace: true })
  }, [leaveTo, navigate])
  const specializations = useController({ control: form.control, name: 'specializations' })

  const save = async (action: Action) => {
    if (action.confirm && !(await confirm({ title: 'Close this opportunity?', message: 'Talents can no longer apply; applicants stay listed and you can reopen it later.', confirmLabel: 'Close opportunity' }))) return
    pressed.current = action.status
    await form.submit(async (_parsed, values) => {
      // The body as the user typed it ('95' dollars): the parsed one already holds cents, which the server would read as dollars.
      const body = toOpportunityInput(values, { status: action.status, canViewRate })
      // One request either way: the server writes the opportunity and its whole set of specializations in
      // one transaction (a PATCH's list replaces the set), so a refusal never leaves half of an edit saved.
      const withSpecializations = { ...body, specializations: values.specializations.map(specializationBody) }
      const saved = opportunity
        ? await apiCall('patch', '/org-side/opportunity/{id}/', { params: { path: { id: opportunity.id } }, body: withSpecializations })
        : await apiCall('post', '/org-side/opportunity/', { body: withSpecializations })
      await changed()
      ai.saved()
      toast.success(opportunity ? opportunityMessages.opportunityUpdated : opportunityMessages.opportunityCreated)
      form.reset(values)
      setLeaveTo(`/opportunities/${saved.id}`)
    })()
  }

  const busy = form.formState.isSubmitting
  const actions = actionsFor(opportunity?.status ?? null)
  const primary = actions.find((action) => action.primary)!
  return (
    <Card sx={{ maxWidth: 880 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box
          component="form"
          noValidate
          aria-label={opportunity ? 'Edit opportunity' : 'New opportunity'}
          onSubmit={(event) => {
            event.preventDefault()
            void save(primary)
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
        >
          <FormBanner messages={form.banner} />
          <FormSection title="Opportunity">
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              {aiTextOn && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
                  <Button variant="outlined" startIcon={<AutoAwesomeOutlinedIcon />} onClick={() => void ai.generateTitleDescription()} loading={ai.busy === 'titleDescription'} disabled={busy || ai.busy !== null}>
                    Generate title and description
                  </Button>
                  <Typography variant="body2" color="text.secondary">
                    From the specializations, kind of work and place below, and what you typed.
                  </Typography>
                </Box>
              )}
              <FormTextField control={form.control} name="title" label="Title" fullWidth helperText={`At most ${OPPORTUNITY_LIMITS.title} characters. Needed to publish.`} />
              <DescriptionField form={form} />
              {ai.generatedText && <GeneratedLabel />}
            </Box>
          </FormSection>
          <Divider />
          <FormSection title="Specializations">
            <SpecializationCriteriaField
              label="Specializations talents should have"
              value={specializations.field.value}
              onChange={(next) => specializations.field.onChange(next)}
              max={OPPORTUNITY_LIMITS.specializations}
            />
            {/* The server's refusal of the list (a node, role or skill no longer valid) shows here, next to the chips. */}
            {specializations.fieldState.error?.message && (
              <FormHelperText error role="alert" sx={{ mx: 0 }}>
                {specializations.fieldState.error.message}
              </FormHelperText>
            )}
          </FormSection>
          <Divider />
          <FormSection title="Work">
            <WorkFields form={form} showRates={canViewRate} />
          </FormSection>
          <Divider />
          <FormSection title="Application questions">
            <QuestionsEditor
              form={form}
              generated={ai.generatedQuestions}
              action={
                aiQuestionsOn ? (
                  <Button
                    startIcon={<AutoAwesomeOutlinedIcon />}
                    onClick={() => void ai.suggestQuestions()}
                    loading={ai.busy === 'questions'}
                    disabled={busy || ai.busy !== null || form.watch('questions').length >= OPPORTUNITY_LIMITS.questions}
                  >
                    Suggest questions
                  </Button>
                ) : undefined
              }
            />
          </FormSection>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1 }}>
            {actions.map((action) =>
              action.primary ? (
                <Button key={action.label} type="submit" variant="contained" disabled={busy} loading={busy && pressed.current === action.status}>
                  {action.label}
                </Button>
              ) : (
                <Button key={action.label} variant="outlined" disabled={busy} loading={busy && pressed.current === action.status} onClick={() => void save(action)}>
                  {action.label}
                </Button>
              ),
            )}
          </Box>
        </Box>
      </CardContent>
    </Card>
  )
}
