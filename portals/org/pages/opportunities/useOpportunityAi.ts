import { useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { OPPORTUNITY_LIMITS } from '../../../../contract/opportunities/opportunity'
import { plainText } from '../../../../contract/fields'
import { errorMessage } from '../../../shared/api'
import { apiCall } from '../../../shared/client'
import { useConfirm } from '../../../shared/ConfirmDialog'
import { useToast } from '../../../shared/toasts'
import { questionKey, type OpportunityFormValues } from './formValues'

type Form = UseFormReturn<OpportunityFormValues, unknown, any>
const asEdit = (form: Form) => ({ shouldDirty: true, shouldValidate: form.formState.isSubmitted }) as const

/**
 * The form's two AI buttons: the generated text goes into the fields, marked as
 * generated, stays editable, and reaches the server only when the user saves. What the form holds so
 * far is the input (specializations, kind of work, place, the title or description typed).
 */
export function useOpportunityAi(form: Form, opportunityId: string | null) {
  const toast = useToast()
  const confirm = useConfirm()
  const [busy, setBusy] = useState<'titleDescription' | 'questions' | null>(null)
  const [generatedText, setGeneratedText] = useState(false)
  const [generatedQuestions, setGeneratedQuestions] = useState<Set<string>>(new Set())

  const context = () => {
    const values = form.getValues()
    return {
      ...(opportunityId ? { opportunityId } : {}),
      specializationIds: values.specializations.map((criterion) => criterion.id),
      workKind: values.workKind || null,
      place: values.place || null,
    }
  }

  const generateTitleDescription = async () => {
    const values = form.getValues()
    if ((values.title.trim() || plainText(values.description)) && !(await confirm({ title: 'Replace the title and description?', message: 'The generated title and description replace what the form holds now. You can edit them before saving.', confirmLabel: 'Replace' }))) return
    setBusy('titleDescription')
    try {
      const notes = [values.title.trim(), plainText(values.description)].filter(Boolean).join('\n').slice(0, 2000)
      const answer = await apiCall('post', '/org-side/ai/opportunity-title-description/', { body: { ...context(), ...(notes ? { notes } : {}) } })
      form.setValue('title', answer.title, asEdit(form))
      form.setValue('description', answer.description, asEdit(form))
      setGeneratedText(true)
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setBusy(null)
    }
  }

  const suggestQuestions = async () => {
    const values = form.getValues()
    const room = OPPORTUNITY_LIMITS.questions - values.questions.length
    if (room <= 0) return
    setBusy('questions')
    try {
      const answer = await apiCall('post', '/org-side/ai/opportunity-questions/', { body: {
        ...context(),
        ...(values.title.trim() ? { title: values.title.trim() } : {}),
        ...(values.description ? { description: values.description } : {}),
        // A batch of at most 5 at a time: enough to choose from, and room stays for the user's own.
        count: Math.min(room, 5),
      } })
      const added = answer.questions.slice(0, room).map((question) => ({ key: questionKey(), question }))
      form.setValue('questions', [...values.questions, ...added], asEdit(form))
      setGeneratedQuestions((previous) => new Set([...previous, ...added.map((question) => question.key)]))
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setBusy(null)
    }
  }

  /** After a save the text is the user's: no label any more. */
  const saved = () => {
    setGeneratedText(false)
    setGeneratedQuestions(new Set())
  }

  return { busy, generatedText, generatedQuestions, generateTitleDescription, suggestQuestions, saved }
}
