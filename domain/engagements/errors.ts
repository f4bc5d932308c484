import { APIError, NotFound, ValidationError } from 'payload'
import type { FieldErrors } from '../../contract/errors'

/**
 * The refusals of the engagement rules, thrown as Payload's own errors so every endpoint's
 * errorResponse (endpoints/http.ts) answers them in the contract's shape without domain/ importing the
 * endpoint layer: NotFound -> 404, a public APIError -> its status with nonFieldErrors, a
 * ValidationError -> 422 with the fields' messages.
 */
export const engagementNotFound = () => new NotFound()

export const refusal = (status: 403 | 404 | 422, message: string) => (status === 404 ? new NotFound() : new APIError(message, status, undefined, true))

export const invalidFields = (errors: FieldErrors) =>
  new ValidationError({ errors: Object.entries(errors).flatMap(([path, messages]) => messages.map((message) => ({ path, message }))) })
