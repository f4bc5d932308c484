import { useCallback, useMemo, useRef, useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form'
import type { z } from 'zod'
import { applyServerErrors } from './serverErrors'

export interface ContractFormOptions<V extends FieldValues, S extends z.ZodType> {
  /** The contract's request schema: the server runs the same one. */
  schema: S
  /** What the form starts from; `isDirty` compares against it, and `reset(values)` after a save moves it. */
  defaultValues: V
  /**
   * Form values -> the request body the schema checks, when they differ (e.g. '' -> null, a field only
   * one role sends). The keys must stay the field names, so the schema's messages land on the fields.
   */
  toInput?: (values: V) => unknown
  /** Passed to react-hook-form as is (rarely needed). */
  options?: Omit<UseFormProps<V, unknown, z.output<S>>, 'defaultValues' | 'resolver'>
}

/**
 * The portals' form: react-hook-form with the contract's zod schema as resolver. Client errors show
 * after the first submit, then live while typing (mode onSubmit, reValidateMode onChange); server
 * errors stay under their fields until that field is edited; the banner holds the rest.
 *
 * - `submit(save)` is the form's onSubmit: it validates, clears the banner, calls `save(body, values)`
 *   with the parsed body, and maps a thrown ApiError onto the fields and the banner.
 * - `canSave` (dirty and not saving) enables Save; `unsaved` feeds the leave-page guard.
 */
export function useContractForm<V extends FieldValues, S extends z.ZodType>({
  schema,
  defaultValues,
  toInput,
  options,
}: ContractFormOptions<V, S>) {
  // The latest schema and toInput are used at each check, so a rule that depends on what the screen
  // shows (e.g. a platform with expertise levels) can swap the schema between renders.
  const latest = useRef({ schema, toInput })
  latest.current = { schema, toInput }
  const [resolver] = useState(() => {
    const resolve: Resolver<V, unknown, z.output<S>> = (values, context, resolverOptions) => {
      const { schema: current, toInput: convert } = latest.current
      // The zod resolver's overloads cannot see through a generic schema; the runtime contract is the same.
      const check = zodResolver(current as never) as unknown as Resolver<FieldValues, unknown, z.output<S>>
      return check((convert ? convert(values) : values) as FieldValues, context, resolverOptions as never) as never
    }
    return resolve
  })

  const form = useForm<V, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    defaultValues: defaultValues as DefaultValues<V>,
    resolver,
  })
  const [banner, setBanner] = useState<string[]>([])
  const shownFields = useMemo(() => Object.keys(defaultValues), [defaultValues])
  const { setError, handleSubmit } = form

  /** Shows an API error: its field messages under the fields, the rest in the banner. */
  const showServerError = useCallback(
    (error: unknown) => setBanner(applyServerErrors(error, setError, shownFields)),
    [setError, shownFields],
  )

  const submit = useCallback(
    (save: (body: z.output<S>, values: V) => Promise<unknown>) =>
      handleSubmit(async (body) => {
        setBanner([])
        try {
          await save(body, form.getValues())
        } catch (error) {
          showServerError(error)
        }
      }),
    [form, handleSubmit, showServerError],
  )

  const { isDirty, isSubmitting } = form.formState
  return {
    ...form,
    banner,
    setBanner,
    showServerError,
    submit,
    /** Save is offered only when something changed (spec: Save enabled only when dirty). */
    canSave: isDirty && !isSubmitting,
    /** For useLeavePageWarning / GuardedDialog: typed data that a save is not already taking care of. */
    unsaved: isDirty && !isSubmitting,
  }
}

export type ContractForm<V extends FieldValues, S extends z.ZodType> = ReturnType<typeof useContractForm<V, S>>
