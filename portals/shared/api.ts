import { camelToSnake, toSnakeKeys } from '../../contract/casing'
import { messages } from '../../contract/messages'

/**
 * The wire rules under the typed client (./client): keys go out in snake_case (bodies, form data and
 * query strings) and come back in camelCase from the server, writes carry the CSRF header, and an answer
 * that is not 2xx is an ApiError, read by the screens with fieldErrors, nonFieldErrors and errorMessage.
 * Calls to /api/v1 go through ./client only.
 */
const BASE_URL = '/api/v1'
const CSRF_COOKIE = 'csrftoken'
export const CSRF_HEADER = 'X-CSRFToken'
export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export class ApiError extends Error {
  status: number
  // The server's error payload; shape varies by endpoint ({ errors }, { detail }, …).
  data: any

  constructor(status: number, data: unknown, message?: string) {
    super(message ?? `Request failed with status ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.data = data
  }
}

type UnauthorizedHandler = () => void
let unauthorizedHandler: UnauthorizedHandler | null = null

/** Each app decides what a lost session means for it (the portals send the browser to '/'). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null) {
  unauthorizedHandler = handler
}

/** Tells the app that the session is gone (a 401 on a call that did not expect one). */
export function reportUnauthorized() {
  unauthorizedHandler?.()
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

let pendingCsrf: Promise<unknown> | null = null

/** Concurrent first writes share one GET /csrf/ instead of racing for the cookie. */
export async function csrfToken(forceRefresh = false): Promise<string | null> {
  const existing = readCookie(CSRF_COOKIE)
  if (existing && !forceRefresh) return existing
  pendingCsrf ??= fetch(`${BASE_URL}/csrf/`, { credentials: 'same-origin' })
    .catch(() => undefined)
    .finally(() => {
      pendingCsrf = null
    })
  await pendingCsrf
  return readCookie(CSRF_COOKIE)
}

/** `{ statusList: ['a', 'b'], page: 2 }` -> `status_list[]=a&status_list[]=b&page=2`; empty values are left out. */
export function buildQuery(params: Record<string, unknown> | undefined): string {
  if (!params) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    const name = camelToSnake(key)
    if (Array.isArray(value)) {
      for (const item of value) if (item !== undefined && item !== null) search.append(`${name}[]`, String(item))
    } else if (value !== undefined && value !== null && value !== '') {
      search.append(name, String(value))
    }
  }
  const query = search.toString()
  return query ? `?${query}` : ''
}

export function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {}
  if (body instanceof FormData) {
    const snake = new FormData()
    for (const [key, value] of body.entries()) snake.append(camelToSnake(key), value)
    // The browser sets multipart/form-data with its boundary itself.
    return { body: snake }
  }
  return { body: JSON.stringify(toSnakeKeys(body)), contentType: 'application/json' }
}

export async function parseResponse(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export function isCsrfFailure(status: number, data: any): boolean {
  if (status !== 403 || !data) return false
  return data.detail === messages.csrfFailed || data.errors?.nonFieldErrors?.includes?.(messages.csrfFailed)
}

export function errorText(status: number, data: any): string {
  return data?.errors?.nonFieldErrors?.[0] ?? data?.detail ?? `Request failed with status ${status}`
}

export type FieldErrorMap = Record<string, string>

function errorsObject(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof ApiError)) return null
  const errors = error.data?.errors
  return errors && typeof errors === 'object' ? errors : null
}

/** `{ errors: { email: ['a', 'b'] } }` -> `{ email: 'a, b' }`; nonFieldErrors are left to nonFieldErrors(). */
export function fieldErrors(error: unknown): FieldErrorMap {
  const out: FieldErrorMap = {}
  for (const [field, list] of Object.entries(errorsObject(error) ?? {})) {
    if (field === 'nonFieldErrors') continue
    out[field] = Array.isArray(list) ? list.join(', ') : String(list)
  }
  return out
}

/**
 * Messages for the banner above a form. When the server named no field either, the request failed for
 * another reason (network, 500, …) and the user still deserves a message.
 */
export function nonFieldErrors(error: unknown): string[] {
  const list = errorsObject(error)?.nonFieldErrors
  if (Array.isArray(list) && list.length) return list.map(String)
  if (error instanceof ApiError && typeof error.data?.detail === 'string') return [error.data.detail]
  if (error instanceof ApiError && error.status === 0) return [error.message]
  if (Object.keys(fieldErrors(error)).length) return []
  return [messages.unexpectedError]
}

/** A single line for toasts: the first banner message or the generic fallback. */
export function errorMessage(error: unknown): string {
  return nonFieldErrors(error)[0] ?? messages.unexpectedError
}
