import type { UseFormReturn } from 'react-hook-form'
import type { EngagementFormValues } from './formValues'

/** What each section of the engagement form receives: the form itself. */
export type EngagementFormApi = UseFormReturn<EngagementFormValues, unknown, any>

/** setValue as a person's edit: dirty (leave-page guard), checked live once the form was submitted. */
export const edit = (form: EngagementFormApi) => ({ shouldDirty: true, shouldValidate: form.formState.isSubmitted }) as const
