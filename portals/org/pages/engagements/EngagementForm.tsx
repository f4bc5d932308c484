import { useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useWatch } from 'react-hook-form'
import { apiCall } from '../../../shared/client'
import { useFeatureFlag } from '../../../shared/featureFlags'
import { FormBanner } from '../../../shared/FormBanner'
import { FormTextField, useContractForm } from '../../../shared/forms'
import { useToast } from '../../../shared/toasts'
import { useLeavePageWarning } from '../../../shared/useLeavePageWarning'
import { invalidatePaths, AUDIT_TRAIL } from '../../queries'
import { DocumentsFields } from './DocumentsFields'
import type { EngagementFormApi } from './formTypes'
import { engagementFormSchema, toBody, type EngagementFormValues, type FormMode } from './formValues'
import { PeopleFields } from './PeopleFields'
import { TermsFields } from './TermsFields'
import { useNameCheck } from './useNameCheck'
import { useEngagementPaths, type Engagement, type PersonRef } from './types'
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

/**
 * The one engagement form: new, a draft resumed, or a duplicate. 'Save as draft' needs
 * only the name and keeps the user on the draft; 'Send' runs every rule and opens the sent engagement.
 * The name is checked by the server while typing; server errors land on their fields.
 */
export function EngagementForm({ mode, defaultValues, draft, duplicateOf, knownOwners }: {
  mode: FormMode
  defaultValues: EngagementFormValues
  /** The draft being resumed (mode 'draft'). */
  draft: Engagement | null
  duplicateOf?: string
  knownOwners: PersonRef[]
}) {
  const paths = useEngagementPaths()
  const toast = useToast()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const termsShown = useFeatureFlag('engagementTerms')
  const pressed = useRef<'draft' | 'send'>('send')
  const schema = useMemo(() => engagementFormSchema(() => pressed.current), [])
  const form = useContractForm({ schema, defaultValues })
  const [leaveTo, setLeaveTo] = useState<string | null>(null)
  useLeavePageWarning(form.unsaved && leaveTo === null)
  // After the blocker has seen that nothing is unsaved any more.
  useEffect(() => {
    if (leaveTo) navigate(leaveTo, { replace: true })
  }, [leaveTo, navigate])

  const name = useWatch({ control: form.control, name: 'name' })
  const nameCheck = useNameCheck(`${paths.prefix}/engagements/name-validation/`, name, draft?.id ?? null, form.formState.dirtyFields.name === true)
  // A taken name shows as the field's error while typing; the server's answer on save says it again.
  const { setError, clearErrors, getFieldState } = form
  useEffect(() => {
    if (nameCheck.state === 'taken') setError('name', { type: 'nameCheck', message: nameCheck.message })
    else if (getFieldState('name').error?.type === 'nameCheck') clearErrors('name')
  }, [nameCheck, setError, clearErrors, getFieldState])
  const nameHelp = nameCheck.state === 'checking' ? 'Checking the name…' : nameCheck.state === 'ok' ? 'The name is free.' : 'At most 100 characters, unique in your organization.'

  const save = (how: 'draft' | 'send') => {
    pressed.current = how
    return form.submit(async (_parsed, values) => {
      // toBody trims every text to a string; the place and the kind are the form's own choices ('' for none),
      // so they go as the contract's values.
      const body = { ...toBody(values, { termsShown, duplicateOf }), place: values.place || null, workKind: values.workKind || null }
      const saved = draft
        ? await apiCall('patch', `${paths.prefix}/engagements/{id}/`, { params: { path: { id: draft.id } }, body: how === 'send' ? { ...body, status: 'pending' } : body })
        : await apiCall('post', paths.list, { body: how === 'draft' ? { ...body, isDraft: true } : body })
      // An engagement from an opportunity shows on its applicant, so those answers refresh too.
      await invalidatePaths(queryClient, [paths.list, AUDIT_TRAIL, ...(values.opportunityId ? ['/org-side/opportunit'] : [])])
      if (how === 'draft') {
        toast.success('Draft was saved')
        form.reset({ ...values, documentsTouched: true })
        if (!draft) setLeaveTo(`/engagements/draft/${saved.id}`)
      } else {
        toast.success('Engagement was sent')
        setLeaveTo(`/engagements/${saved.id}`)
      }
    })()
  }

  const api_ = form as unknown as EngagementFormApi
  const busy = form.formState.isSubmitting
  return (
    <Card sx={{ maxWidth: 880 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box
          component="form"
          noValidate
          aria-label={mode === 'draft' ? 'Draft engagement' : 'New engagement'}
          onSubmit={(event) => {
            event.preventDefault()
            void save('send')
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
        >
          <FormBanner messages={form.banner} />
          <FormSection title="Engagement">
            <FormTextField
              control={form.control}
              name="name"
              label="Engagement name"
              fullWidth
              helperText={nameHelp}
              slotProps={{ htmlInput: { 'aria-required': true } }}
            />
          </FormSection>
          <FormSection title="Talent and owners">
            <PeopleFields form={api_} paths={paths} knownOwners={knownOwners} />
          </FormSection>
          <Divider />
          <FormSection title="Work and rate">
            <WorkFields form={api_} />
          </FormSection>
          {termsShown && (
            <>
              <Divider />
              <FormSection title="Terms">
                <TermsFields form={api_} paths={paths} />
              </FormSection>
            </>
          )}
          <Divider />
          <FormSection title="Documents and purchase orders">
            <DocumentsFields form={api_} paths={paths} engagementId={draft?.id ?? null} />
          </FormSection>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1 }}>
            <Button variant="outlined" disabled={busy || (mode === 'draft' && !form.formState.isDirty)} onClick={() => void save('draft')} loading={busy && pressed.current === 'draft'}>
              Save as draft
            </Button>
            <Button type="submit" variant="contained" disabled={busy} loading={busy && pressed.current === 'send'}>
              Send
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  )
}
