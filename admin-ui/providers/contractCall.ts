import { HttpError } from 'react-admin'
import { ApiError } from '../../portals/shared/api'

/**
 * The console calls /api/v1 through the portals' typed client (portals/shared/client), which rejects with
 * ApiError; react-admin reads errors as its HttpError (status, body): a 422's `{ errors }` lands on the
 * form's fields and authProvider.checkError looks at the status. `asHttpError` is that one translation,
 * for the calls whose errors reach react-admin.
 */
export function toHttpError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error
  return new HttpError(error.message, error.status, error.data)
}

/** The call's answer, or its ApiError rethrown as react-admin's HttpError. */
export async function asHttpError<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    throw toHttpError(error)
  }
}
