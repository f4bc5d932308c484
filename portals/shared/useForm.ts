import { useCallback, useMemo, useState, type ChangeEvent } from 'react'
import type { z } from 'zod'
import { fieldErrors, nonFieldErrors, type FieldErrorMap } from './api'

type Values = Record<string, string>

function firstMessagePerField(issues: readonly z.core.$ZodIssue[]): FieldErrorMap {
  const errors: FieldErrorMap = {}
  for (const issue of issues) errors[String(issue.path[0] ?? 'nonFieldErrors')] ??= issue.message
  return errors
}

/** First message per field from the contract schema (the server runs the same schema). */
export function schemaErrors(schema: z.ZodType, values: unknown): FieldErrorMap {
  const result = schema.safeParse(values)
  return result.success ? {} : firstMessagePerField(result.error.issues)
}

/**
 * Form state for the small account forms. Client errors come from the contract schema: shown after the
 * first submit, then kept live while typing. Server errors stay until their field is edited.
 */
export function useForm<S extends z.ZodType, V extends Values>(
  schema: S,
  initial: V,
  toInput: (values: V) => unknown = (v) => v,
) {
  const [values, setValues] = useState<V>(initial)
  const [baseline, setBaseline] = useState<V>(initial)
  const [submitted, setSubmitted] = useState(false)
  const [clientErrors, setClientErrors] = useState<FieldErrorMap>({})
  const [serverErrors, setServerErrors] = useState<FieldErrorMap>({})
  const [banner, setBanner] = useState<string[]>([])

  const setValue = useCallback(
    (name: keyof V & string, value: string) => {
      const next = { ...values, [name]: value }
      setValues(next)
      if (submitted) setClientErrors(schemaErrors(schema, toInput(next)))
      setServerErrors((previous) => {
        if (!(name in previous)) return previous
        const { [name]: _removed, ...rest } = previous
        return rest
      })
    },
    [schema, submitted, toInput, values],
  )

  /** Returns the parsed values, or null after showing what is wrong. */
  const validate = useCallback((): z.output<S> | null => {
    setSubmitted(true)
    setBanner([])
    const result = schema.safeParse(toInput(values))
    setClientErrors(result.success ? {} : firstMessagePerField(result.error.issues))
    return result.success ? result.data : null
  }, [schema, values, toInput])

  /** Field messages go under their fields; anything about a field this form does not show joins the banner. */
  const showServerError = useCallback(
    (error: unknown) => {
      const byField = fieldErrors(error)
      const shown: FieldErrorMap = {}
      const other: string[] = []
      for (const [name, message] of Object.entries(byField)) {
        if (name in values) shown[name] = message
        else other.push(message)
      }
      setServerErrors(shown)
      setBanner([...nonFieldErrors(error), ...other])
    },
    [values],
  )

  const reset = useCallback((next: V) => {
    setValues(next)
    setBaseline(next)
    setSubmitted(false)
    setClientErrors({})
    setServerErrors({})
    setBanner([])
  }, [])

  const errors = useMemo(() => ({ ...serverErrors, ...clientErrors }), [serverErrors, clientErrors])
  const dirty = useMemo(() => Object.keys(values).some((key) => values[key] !== baseline[key]), [values, baseline])

  /** Props for an MUI TextField bound to one field. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name] || undefined,
  })

  return { values, setValue, errors, banner, validate, showServerError, reset, dirty, field }
}
