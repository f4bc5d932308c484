import { APIError, commitTransaction, initTransaction, killTransaction, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'
import type { Role } from '../contract/accounts'
import { toCamelKeys } from '../contract/casing'
import { messages } from '../contract/messages'
import { zodErrors, type FieldErrors } from '../contract/errors'
import { findControlCharacters } from '../contract/fields'
import { authUser, type AuthUser } from '../access/roles'
import { looksLikeId } from '../domain/shared/values'

/**
 * The contract's plumbing, written once: every /api/v1 endpoint is declared with `defineEndpoint`, which
 * checks who is asking, parses and validates the input with a zod schema (snake_case or camelCase keys
 * in), maps every failure to the contract's error shape, and registers the endpoint for the OpenAPI
 * document and the authorization-matrix test. Handlers only do HTTP: rules live in domain/.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'
/** 'public': anyone; 'signedIn': any signed-in user; a role list: only those roles. */
export type EndpointAccess = 'public' | 'signedIn' | readonly Role[]


/** An answer other than success, in the contract's shape: `{ errors: { field: [messages] } }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errors: FieldErrors,
  ) {
    super(Object.values(errors).flat().join(', ') || `HTTP ${status}`)
  }
  static nonField(status: number, message: string) {
    return new HttpError(status, { nonFieldErrors: [message] })
  }
  static validation(errors: FieldErrors) {
    return new HttpError(422, errors)
  }
  static notFound() {
    return HttpError.nonField(404, messages.notFound)
  }
  static forbidden(message: string = messages.forbidden) {
    return HttpError.nonField(403, message)
  }
}

export interface EndpointContext<TBody, TQuery> {
  req: PayloadRequest
  /** The signed-in user, or null on public endpoints. */
  user: AuthUser | null
  body: TBody
  query: TQuery
  params: Record<string, string>
}

export interface EndpointDefinition<TBody extends z.ZodType, TQuery extends z.ZodType> {
  method: HttpMethod
  /** The contract path under /api/v1, with its trailing slash: '/users/:id/'. */
  path: string
  summary: string
  tag: string
  access: EndpointAccess
  body?: TBody
  /**
   * The fields of a multipart/form-data body that the handler reads itself (uploads stream their files
   * to storage, so no schema parses them here): documented only, for the OpenAPI document and the
   * typed client. File fields are `uploadedFile()`.
   */
  multipart?: z.ZodType
  /**
   * The JSON body of an endpoint whose handler reads and checks the body itself (readBody, validateBody),
   * because something must come first or the schema is made per request: the record must be the
   * caller's (404/403 before any 422 on the body), or the rules depend on the request (availability's
   * dates after today, a comment's visibility per role). Documented only, like `multipart:`: it puts
   * the body into the OpenAPI document and so types the client, and is never parsed here; the
   * handler's own check, in its own order, stays the rule. Use `body:` whenever nothing has to come first.
   */
  documentedBody?: z.ZodType
  query?: TQuery
  response?: z.ZodType
  /** Success status; 200 unless stated. */
  status?: number
  handler: (ctx: EndpointContext<z.output<TBody>, z.output<TQuery>>) => Promise<Response | unknown>
}

export interface RegisteredEndpoint {
  method: HttpMethod
  path: string
  summary: string
  tag: string
  access: EndpointAccess
  body?: z.ZodType
  multipart?: z.ZodType
  documentedBody?: z.ZodType
  query?: z.ZodType
  response?: z.ZodType
  status: number
}

/** A file part of a multipart body: binary in the OpenAPI document (a File or Blob in the client). */
export const uploadedFile = () => z.custom<File>((value) => value instanceof Blob).meta({ type: 'string', format: 'binary' })

/** Every declared endpoint, for the OpenAPI document and the authorization matrix. */
export const contractRegistry: RegisteredEndpoint[] = []

export function defineEndpoint<TBody extends z.ZodType = z.ZodUnknown, TQuery extends z.ZodType = z.ZodUnknown>(
  definition: EndpointDefinition<TBody, TQuery>,
): Endpoint {
  const status = definition.status ?? 200
  if ([definition.body, definition.multipart, definition.documentedBody].filter(Boolean).length > 1) {
    throw new Error(`${definition.method.toUpperCase()} ${definition.path}: declare one of body, multipart and documentedBody`)
  }
  contractRegistry.push({ ...definition, status })
  // Payload matches root endpoints under routes.api ('/api'); the Express adapter strips trailing slashes.
  const payloadPath = `/v1${definition.path.replace(/\/$/, '')}`
  return {
    method: definition.method,
    path: payloadPath,
    handler: async (req) => {
      try {
        const user = authUser(req)
        assertAccess(definition.access, user)
        const body = definition.body ? validateBody(definition.body, await readBody(req)) : undefined
        const query = definition.query ? validate(definition.query, refuseControlCharacters(toCamelKeys(req.query ?? {}))) : undefined
        const params = Object.fromEntries(
          Object.entries(req.routeParams ?? {}).map(([key, value]) => [key, String(value)]),
        )
        const result = await definition.handler({
          req,
          user,
          body: body as z.output<TBody>,
          query: query as z.output<TQuery>,
          params,
        })
        if (result instanceof Response) return result
        if (status === 204 || result === undefined) return new Response(null, { status: status === 200 ? 204 : status })
        if (checksAnswers && definition.response) assertAnswerMatches(definition, result)
        return Response.json(result, { status })
      } catch (error) {
        return errorResponse(req, error)
      }
    },
  }
}

/**
 * The portals' typed client is generated from the declared response schemas, so outside production an
 * answer can be checked against its schema: CONTRACT_RESPONSE_CHECK=1 (the test servers set it) makes
 * an answer that does not match a 500 naming the path and the fields, and every API test a check of
 * the schemas it meets.
 */
const checksAnswers = process.env.NODE_ENV !== 'production' && process.env.CONTRACT_RESPONSE_CHECK === '1'

function assertAnswerMatches(definition: { method: string; path: string; response?: z.ZodType }, result: unknown) {
  const parsed = definition.response!.safeParse(result)
  if (!parsed.success) {
    throw new Error(`The answer of ${definition.method.toUpperCase()} ${definition.path} does not match its response schema: ${z.prettifyError(parsed.error)}`)
  }
}

function assertAccess(access: EndpointAccess, user: AuthUser | null) {
  if (access === 'public') return
  if (!user) throw HttpError.nonField(401, messages.notSignedIn)
  if (access === 'signedIn') return
  if (!access.includes(user.role)) throw HttpError.forbidden()
}

/** Media types whose body is JSON: application/json and any `+json` suffix. No type at all reads as JSON too. */
const isJsonType = (type: string) => type === '' || type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type)

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * JSON, urlencoded or multipart bodies, keys converted to camelCase. Files stay File objects.
 * Whatever the client sent, the answer is a plain object or a 4xx in the contract's shape: a body
 * that cannot be parsed is 400, a JSON value that is not an object (null, true, 1, "x", []) is 400,
 * another media type is 415. Every endpoint reads its body here, so none has to defend itself.
 */
export async function readBody(req: PayloadRequest): Promise<Record<string, unknown>> {
  const contentType = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (!req.body && !(req as { data?: unknown }).data) return {}
  if (contentType === 'multipart/form-data' || contentType === 'application/x-www-form-urlencoded') {
    let form: FormData
    try {
      form = await req.formData!()
    } catch {
      // No boundary, a truncated body, a part without a name: undici refuses them all with a TypeError.
      throw HttpError.nonField(400, messages.malformedForm)
    }
    const out: Record<string, unknown> = {}
    for (const [key, value] of form.entries()) {
      // A part or pair without a name carries a value nobody asked for: the body is malformed, not short.
      if (!key) throw HttpError.nonField(400, messages.malformedForm)
      out[key] = value
    }
    return refuseControlCharacters(toCamelKeys(out))
  }
  // Another media type is refused before its body is read (server/unreadBody.ts drops the rest); an
  // empty body of any type is no body.
  if (!isJsonType(contentType) && req.headers.get('content-length') !== '0') throw HttpError.nonField(415, messages.unsupportedMediaType)
  const text = await req.text!()
  if (!text) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw HttpError.nonField(400, messages.malformedJson)
  }
  if (!isPlainObject(parsed)) throw HttpError.nonField(400, messages.bodyNotObject)
  return refuseControlCharacters(toCamelKeys(parsed))
}

/**
 * Text with a control character or a lone surrogate is refused whole (422 on the field that holds it),
 * whatever the schema says of the field: the databases' drivers would cut it at NUL or replace it.
 * Single-line fields (`text()` in contract/fields.ts) also refuse tab and line breaks.
 */
export function refuseControlCharacters<T>(input: T): T {
  const path = findControlCharacters(input)
  if (path) throw HttpError.validation({ [path[0] ?? 'nonFieldErrors']: [messages.controlCharacters] })
  return input
}

/**
 * The keys a body schema accepts, or null when it takes any (a record, a loose object, a lazy schema).
 * Objects, their refinements and transforms, unions and intersections of objects are read.
 */
export function acceptedKeys(schema: z.core.$ZodType): Set<string> | null {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>
  switch (def.type) {
    case 'object': {
      const catchall = def.catchall as z.core.$ZodType | undefined
      if (catchall && catchall._zod.def.type !== 'never') return null
      return new Set(Object.keys(def.shape as Record<string, unknown>))
    }
    case 'pipe':
      return acceptedKeys(def.in as z.core.$ZodType)
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return acceptedKeys(def.innerType as z.core.$ZodType)
    case 'union': {
      const keys = new Set<string>()
      for (const option of def.options as z.core.$ZodType[]) {
        const found = acceptedKeys(option)
        if (!found) return null
        for (const key of found) keys.add(key)
      }
      return keys
    }
    case 'intersection': {
      const left = acceptedKeys(def.left as z.core.$ZodType)
      const right = acceptedKeys(def.right as z.core.$ZodType)
      return left && right ? new Set([...left, ...right]) : null
    }
    default:
      return null
  }
}

/**
 * A body is read against its schema whole: a key the schema does not take (a field the caller may not
 * write, or a misspelt one) is a 422 naming it, so a client never believes a write happened that was
 * dropped. (readBody has already refused control characters.)
 */
export function validateBody<T extends z.ZodType>(schema: T, input: Record<string, unknown>): z.output<T> {
  const keys = acceptedKeys(schema)
  if (keys) {
    const errors: FieldErrors = {}
    for (const key of Object.keys(input)) if (!keys.has(key)) errors[key] = [messages.fieldNotAccepted]
    if (Object.keys(errors).length) throw HttpError.validation(errors)
  }
  return validate(schema, input)
}

export function validate<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  throw HttpError.validation(zodErrors(result.error))
}

/** Maps any thrown error to the contract's shape. Internal messages never reach the client. */
export function errorResponse(req: PayloadRequest, error: unknown): Response {
  if (error instanceof HttpError) return Response.json({ errors: error.errors }, { status: error.status })
  const named = error as { name?: string; status?: number; isPublic?: boolean; message?: string; data?: { errors?: { path?: string; field?: string; message: string }[] } }
  if (named?.name === 'ValidationError' && named.data?.errors) {
    const errors: FieldErrors = {}
    for (const item of named.data.errors) {
      const key = (item.path ?? item.field ?? 'nonFieldErrors').split('.')[0]!
      ;(errors[key] ??= []).push(item.message)
    }
    return Response.json({ errors }, { status: 422 })
  }
  if (named?.name === 'Forbidden') return Response.json({ errors: { nonFieldErrors: [messages.forbidden] } }, { status: 403 })
  if (named?.name === 'NotFound') return Response.json({ errors: { nonFieldErrors: [messages.notFound] } }, { status: 404 })
  if (error instanceof APIError && named.status && named.status < 500 && named.isPublic) {
    return Response.json({ errors: { nonFieldErrors: [named.message] } }, { status: named.status })
  }
  if (error instanceof APIError && named.status === 413) {
    return Response.json({ errors: { nonFieldErrors: [messages.payloadTooLarge] } }, { status: 413 })
  }
  req.payload.logger.error({ err: error, path: new URL(req.url!).pathname }, 'unhandled endpoint error')
  return Response.json({ errors: { nonFieldErrors: [messages.serverError] } }, { status: 500 })
}

/**
 * Runs `work` in one database transaction on `req` (every Local API call inside must pass `req`):
 * committed when it resolves, rolled back when it throws. SQLite and PostgreSQL roll back for real;
 * MongoDB without a replica set has no transactions, which docs/ARCHITECTURE.md records.
 */
export async function withTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const owns = await initTransaction(req)
  try {
    const result = await work()
    if (owns) await commitTransaction(req)
    return result
  } catch (error) {
    if (owns) await killTransaction(req)
    throw error
  }
}

/**
 * The Local API options of every endpoint read and write: as the acting user, with their access rules,
 * inside the request (and so inside its transaction), relationships as ids.
 */
export const asUser = (req: PayloadRequest, user: AuthUser) => ({ depth: 0, overrideAccess: false, user, req }) as const

/** An id no record has: a filter on a foreign or malformed id matches nothing with it. */
export const NO_ID = '00000000-0000-0000-0000-000000000000'

/** Ids are uuids on the SQL adapters and ObjectIds on MongoDB; anything else cannot name a record. */
export { looksLikeId }
