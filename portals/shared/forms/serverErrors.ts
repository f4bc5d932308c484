import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { fieldErrors, nonFieldErrors } from '../api'

/**
 * Puts an API error (`{ errors: { field: [messages] } }`) where the user can read it: a field this form
 * shows gets its messages under it (`setError`, type 'server'; react-hook-form clears it when that field
 * is edited and passes the schema), and returns for the banner the nonFieldErrors plus every message
 * about a field the form does not show, so nothing the server said is lost.
 *
 * `shownFields` are the form's top-level names; `links.0.url` counts as shown when `links` is.
 */
export function applyServerErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  shownFields: readonly string[],
): string[] {
  const banner = [...nonFieldErrors(error)]
  let first = true
  for (const [name, message] of Object.entries(fieldErrors(error))) {
    if (shownFields.includes(name.split('.')[0])) {
      setError(name as Path<V>, { type: 'server', message }, { shouldFocus: first })
      first = false
    } else {
      banner.push(message)
    }
  }
  return banner
}
