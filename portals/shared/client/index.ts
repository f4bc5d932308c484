import createFetchClient, { type FetchResponse, type MaybeOptionalInit, type Middleware } from 'openapi-fetch'
import { queryOptions } from '@tanstack/react-query'
import type { HttpMethod, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers'
import {
  ApiError,
  CSRF_HEADER,
  UNSAFE_METHODS,
  buildQuery,
  csrfToken,
  encodeBody,
  errorText,
  isCsrfFailure,
  parseResponse,
  reportUnauthorized,
} from '../api'
import type { paths } from './schema'

/**
 * The typed client of /api/v1 for the portals and the console: openapi-fetch over the types that
 * openapi-typescript generates from the contract's OpenAPI document (./schema.ts, `npm run
 * generate:types`), with query options for TanStack Query. A path, a parameter, a body field or
 * an answer field that the contract does not have fails `npm run typecheck`; no call site names the type
 * of its answer.
 *
 *   const documents = useQuery(apiQuery('/talent/documents/', { params: { query: { page: 2 } } }))
 *   const saved = await apiCall('post', '/talent/availabilities/', { body: { ... } })
 *   queryClient.invalidateQueries({ queryKey: apiQueryKey('/talent/documents/') })
 *
 * On the wire it behaves as the contract asks and as the portals always did: bodies and query
 * parameters in snake_case (`status_list[]=a` for lists), the CSRF header on every write (refreshed and
 * the write sent once more when the token went stale), answers in camelCase, and an answer that is not
 * 2xx thrown as ApiError (status and the contract's error body), after telling the app on a 401.
 */
export type ApiPaths = paths

/** A write whose CSRF token went stale (rotated at sign-in in another tab) is sent once more with a fresh one. */
async function fetchWithCsrf(request: Request): Promise<Response> {
  if (!UNSAFE_METHODS.has(request.method)) return fetchOrOffline(request)
  const retry = request.clone()
  const token = await csrfToken()
  if (token) request.headers.set(CSRF_HEADER, token)
  const response = await fetchOrOffline(request)
  if (response.status !== 403 || !isCsrfFailure(403, await parseResponse(response.clone()))) return response
  const fresh = await csrfToken(true)
  if (fresh) retry.headers.set(CSRF_HEADER, fresh)
  return fetchOrOffline(retry)
}

async function fetchOrOffline(request: Request): Promise<Response> {
  try {
    return await fetch(request)
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new ApiError(0, null, 'The server could not be reached. Check your connection and try again.')
  }
}

/** Every answer that is not 2xx becomes an ApiError; `reportsUnauthorized` false keeps a 401 to the caller. */
function throwApiErrors(reportsUnauthorized: boolean): Middleware {
  return {
    async onResponse({ response }) {
      if (response.ok) return undefined
      const data = await parseResponse(response.clone())
      if (response.status === 401 && reportsUnauthorized) reportUnauthorized()
      throw new ApiError(response.status, data, errorText(response.status, data))
    },
  }
}

function createContractClient(reportsUnauthorized: boolean) {
  const client = createFetchClient<paths>({
    baseUrl: '/api/v1',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    fetch: fetchWithCsrf,
    querySerializer: (query) => buildQuery(query).replace(/^\?/, ''),
    bodySerializer: (body) => encodeBody(body).body,
  })
  client.use(throwApiErrors(reportsUnauthorized))
  return client
}

/** The client of every call. */
export const apiClient = createContractClient(true)

/** For calls where being signed out is a normal answer (the session probe at start): a 401 is only thrown. */
export const quietApiClient = createContractClient(false)

/**
 * Query options of a GET of the contract for useQuery, prefetchQuery, fetchQuery. The key is the path,
 * then the init when there is one (`['/talent/documents/', { params: { query: { page: 2 } } }]`), so
 * `apiQueryKey(path)` invalidates every page and filter of the path; the request is cancelled when
 * nobody needs it any more.
 */
export function apiQuery<P extends PathsWithMethod<paths, 'get'>, I extends MaybeOptionalInit<paths[P], 'get'>>(
  path: P,
  ...init: InitArgument<I>
) {
  const [first] = init
  return queryOptions({
    queryKey: first === undefined ? ([path] as const) : ([path, first] as const),
    queryFn: ({ signal }) => apiCall<'get', P, I>('get', path, ...([{ ...first, signal }] as InitArgument<I>)),
  })
}

/**
 * One contract call, resolved with its answer (undefined for 204) or rejected with ApiError. For writes
 * in event handlers and for reads outside React.
 */
export async function apiCall<M extends HttpMethod, P extends PathsWithMethod<paths, M>, I extends MaybeOptionalInit<paths[P], M>>(
  method: M,
  path: P,
  ...init: InitArgument<I>
): Promise<AnswerOf<M, P, I>> {
  const { data } = await apiClient.request<M, P, I>(method, path, ...init)
  // Errors were thrown by the middleware, so a resolved call carries the success answer.
  return data as AnswerOf<M, P, I>
}

/** The init argument of a call: required when the path has required parameters or a required body. */
type InitArgument<I> = RequiredKeysOf<I> extends never ? [(I & { [key: string]: unknown })?] : [I & { [key: string]: unknown }]

/** The success answer of a call as the contract declares it. */
export type AnswerOf<M extends HttpMethod, P extends PathsWithMethod<paths, M>, I = undefined> =
  paths[P][M] extends Record<string | number, unknown> ? Required<FetchResponse<paths[P][M], I, `${string}/${string}`>>['data'] : never

/**
 * The key prefix of every query of a GET path, whatever its parameters: what a write invalidates.
 * `invalidateQueries({ queryKey: apiQueryKey('/talent/documents/') })` refreshes every page and filter.
 */
export function apiQueryKey<P extends PathsWithMethod<paths, 'get'>>(path: P) {
  return [path] as const
}

/** The paths whose `method` declares a multipart/form-data body (an upload). */
export type UploadPath<M extends HttpMethod> = {
  [P in PathsWithMethod<paths, M>]: paths[P][M] extends { requestBody: { content: { 'multipart/form-data': unknown } } } ? P : never
}[PathsWithMethod<paths, M>]

/** The init of an upload: the path's parameters as in apiCall, the body a FormData of the documented fields. */
type UploadInit<M extends HttpMethod, P extends PathsWithMethod<paths, M>> = Omit<NonNullable<MaybeOptionalInit<paths[P], M>>, 'body'> & { body: FormData }

/**
 * An upload to a path that declares a multipart body, resolved with its answer or rejected with ApiError
 * like apiCall. The FormData goes as it is (field names in snake_case on the wire, the browser sets the
 * boundary), with the CSRF header and its one retry; the fields are the ones the contract documents for
 * the path, checked by the server rather than by the types.
 */
export async function apiUpload<M extends 'post' | 'put' | 'patch', P extends UploadPath<M>>(method: M, path: P, init: UploadInit<M, P>): Promise<AnswerOf<M, P>> {
  // openapi-fetch types the body as the documented fields; a FormData of them is what goes on the wire.
  const { data } = await apiClient.request(method, path, init as never)
  return data as AnswerOf<M, P>
}
