import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { fieldErrors, nonFieldErrors } from '../api'

/**
 * The contract's error answer on a react-hook-form form: each message of a field the form has goes onto
 * that field (setError, as 'server' errors), the rest (nonFieldErrors, fields it does not show, a network
 * failure) is returned for the form's banner.
 */
export function applyServerErrors<Values extends FieldValues>(error: unknown, setError: UseFormSetError<Values>, fields: readonly Path<Values>[]): string[] {
  const banner: string[] = []
  for (const [name, message] of Object.entries(fieldErrors(error))) {
    if ((fields as readonly string[]).includes(name)) setError(name as Path<Values>, { type: 'server', message })
    else banner.push(message)
  }
  return [...nonFieldErrors(error), ...banner]
}
