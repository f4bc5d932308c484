import express, { type Router } from 'express'
import path from 'node:path'
import { createRequire } from 'node:module'
import { z } from 'zod'
import { contractRegistry, type RegisteredEndpoint } from '../endpoints/http'
import { messages } from '../contract/messages'
import { CSRF_COOKIE, CSRF_HEADER } from './csrf'

/**
 * The contract as OpenAPI 3.1, generated from the same zod schemas the endpoints validate with, and a
 * Swagger UI page to read it at /api/v1/docs/. The document passes Redocly's recommended rules
 * (redocly.yaml; `npm run lint:openapi`), so a client can be generated from it: every operation has an
 * id, says who may call it and which error answers it can give.
 */

/** The contract's error body (contract/errors.ts): messages per camelCase field, the rest under nonFieldErrors. */
const errorsSchema = {
  type: 'object',
  required: ['errors'],
  properties: {
    errors: {
      type: 'object',
      description: 'Messages per field (camelCase); nonFieldErrors for the rest',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
}

const errorAnswer = (description: string, example: Record<string, string[]>) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Errors' }, example: { errors: example } } },
})

/** The error answers operations share, each in the contract's shape, referenced from every operation that can give it. */
const errorResponses = {
  Unauthorized: errorAnswer('Not signed in, or the session has ended', { nonFieldErrors: [messages.notSignedIn] }),
  Forbidden: errorAnswer(
    `Signed in without the role or the right to this record; or, on POST, PUT, PATCH and DELETE, the ${CSRF_HEADER} header does not match the ${CSRF_COOKIE} cookie`,
    { nonFieldErrors: [messages.forbidden] },
  ),
  NotFound: errorAnswer('No record with this id that the caller may see', { nonFieldErrors: [messages.notFound] }),
  ValidationError: errorAnswer('The input breaks a rule: messages per field, the rest under nonFieldErrors', {
    pageSize: ['Ensure this value is less than or equal to 100.'],
  }),
} as const

/**
 * The session token is Payload's cookie (payload.config's cookiePrefix, then `-token`), set HttpOnly by
 * sign-in. The CSRF check (server/csrf.ts) stands in front of every POST, PUT, PATCH and DELETE, signed
 * in or not, so it is a requirement of its own that those operations add.
 */
const securitySchemes = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'talentgrid-token',
    description: 'The session token, set by POST /api/v1/sessions/ (sign-in) and cleared by DELETE /api/v1/sessions/',
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: CSRF_HEADER,
    description: `The value of the ${CSRF_COOKIE} cookie, which every response sets when the client has none (GET /api/v1/csrf/ only for that); POST, PUT, PATCH and DELETE without it are refused with 403`,
  },
} as const

type SecurityRequirement = Partial<Record<keyof typeof securitySchemes, string[]>>

function securityOf(endpoint: RegisteredEndpoint): SecurityRequirement[] {
  const unsafe = endpoint.method !== 'get'
  if (endpoint.access === 'public') return unsafe ? [{ csrfToken: [] }] : []
  return [unsafe ? { sessionCookie: [], csrfToken: [] } : { sessionCookie: [] }]
}

const pathParameterNames = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!)

/** Lower-case words of a path segment or parameter name: 'time-sheets' and 'pay_date' split on - and _, 'poId' on the capital. */
const wordsOf = (name: string) =>
  name
    .split(/[-_]|(?=[A-Z])/)
    .filter(Boolean)
    .map((word) => word.toLowerCase())

/**
 * The operation's id, derived from its method and path so it never drifts from them and stays the
 * same as long as they do: the method, then the path's words in camelCase, each parameter as
 * By<Name>. GET /talent/time-sheets/ is getTalentTimeSheets; PATCH /manager/engagements/:id/purchase-
 * order-numbers/:poId/ is patchManagerEngagementsByIdPurchaseOrderNumbersByPoId. A generated client
 * names its calls after these.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', ...wordsOf(segment.slice(1))] : wordsOf(segment)))
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
}

function schemaOf(schema: z.ZodType, io: 'input' | 'output', override?: (ctx: { zodSchema: z.core.$ZodTypes; jsonSchema: Record<string, unknown> }) => void) {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', override }) as Record<string, unknown>
  delete json.$schema
  return json
}

function accessText(access: RegisteredEndpoint['access']) {
  if (access === 'public') return 'Anyone'
  if (access === 'signedIn') return 'Any signed-in user'
  return `Roles: ${access.join(', ')}`
}

/**
 * A query value is text on the wire. One the endpoint reads as a number through a pipe
 * (`z.string().regex(/^\d{1,3}$/).transform(Number).pipe(z.number().max(100))`) is documented as that
 * number, so its limits show as they do for `z.coerce.number()`.
 */
function numberBehindText({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodTypes; jsonSchema: Record<string, unknown> }) {
  if (zodSchema._zod.def.type !== 'pipe') return
  const number = zodSchema._zod.def.out
  if (number._zod.def.type !== 'number') return
  for (const key of Object.keys(jsonSchema)) delete jsonSchema[key]
  Object.assign(jsonSchema, schemaOf(number as z.ZodType, 'input'))
}

function snakeQueryParameters(schema: z.ZodType) {
  const json = schemaOf(schema, 'input', numberBehindText) as { properties?: Record<string, Record<string, unknown>>; required?: string[] }
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name: name.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`),
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
    description: property.description,
  }))
}

const responseRef = (name: keyof typeof errorResponses) => ({ $ref: `#/components/responses/${name}` })

/**
 * The error answers an operation can give: 401 and 403 wherever a session is needed, 403 also wherever
 * the CSRF check runs, 404 wherever the path names a record, 422 wherever a body or query is validated
 * and on every change (a domain rule may refuse it in the same shape).
 */
function errorResponsesOf(endpoint: RegisteredEndpoint) {
  const unsafe = endpoint.method !== 'get'
  const responses: Record<string, unknown> = {}
  if (endpoint.access !== 'public') responses[401] = responseRef('Unauthorized')
  if (endpoint.access !== 'public' || unsafe) responses[403] = responseRef('Forbidden')
  if (pathParameterNames(endpoint.path).length) responses[404] = responseRef('NotFound')
  if (endpoint.body || endpoint.query || unsafe) responses[422] = responseRef('ValidationError')
  return responses
}

export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const endpoint of contractRegistry) {
    const openApiPath = `/api/v1${endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}')}`
    const parameters = [
      ...pathParameterNames(endpoint.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...(endpoint.query ? snakeQueryParameters(endpoint.query) : []),
    ]
    const responses: Record<string, unknown> = {
      [endpoint.status]: {
        description: 'Success',
        ...(endpoint.response && endpoint.status !== 204 ? { content: { 'application/json': { schema: schemaOf(endpoint.response, 'output') } } } : {}),
      },
      ...errorResponsesOf(endpoint),
    }
    ;(paths[openApiPath] ??= {})[endpoint.method] = {
      operationId: operationIdOf(endpoint.method, endpoint.path),
      summary: endpoint.summary,
      description: `${accessText(endpoint.access)}. Keys may be sent in snake_case or camelCase; responses are camelCase.`,
      tags: [endpoint.tag],
      security: securityOf(endpoint),
      parameters,
      // A documented body is the handler's to check (endpoints/http.ts), the same JSON body on the wire.
      ...(endpoint.body || endpoint.documentedBody
        ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf((endpoint.body ?? endpoint.documentedBody)!, 'input') } } } }
        : endpoint.multipart
          ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: schemaOf(endpoint.multipart, 'input') } } } }
          : {}),
      responses,
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Talentgrid API',
      version: '1',
      description: `Every POST, PUT, PATCH and DELETE must send the ${CSRF_COOKIE} cookie value in the X-CSRFToken header.`,
      // A private product's API: nothing is licensed to its callers (package.json is private, no licence file).
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // The paths carry their /api/v1 prefix, so the server is the origin the document is served from.
    servers: [{ url: '/', description: 'The server this document is served from' }],
    paths,
    components: { schemas: { Errors: errorsSchema }, responses: errorResponses, securitySchemes },
  }
}

export function openApiRouter(): Router {
  const router = express.Router()
  let document: ReturnType<typeof buildOpenApi> | null = null
  router.get(['/api/v1/openapi.json', '/api/v1/openapi.json/'], (_req, res) => {
    document ??= buildOpenApi()
    res.json(document)
  })
  const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
  router.use('/api/v1/docs/assets', express.static(swaggerDir, { index: false }))
  router.get(['/api/v1/docs', '/api/v1/docs/'], (_req, res) => {
    res.type('html').send(`<!doctype html><html><head><meta charset="utf-8"><title>Talentgrid API</title>
<link rel="stylesheet" href="/api/v1/docs/assets/swagger-ui.css"></head><body><div id="docs"></div>
<script src="/api/v1/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/v1/docs/init.js"></script></body></html>`)
  })
  // Inline scripts would need a looser Content-Security-Policy; the initializer is its own file.
  router.get('/api/v1/docs/init.js', (_req, res) => {
    res.type('application/javascript').send("window.ui = SwaggerUIBundle({ url: '/api/v1/openapi.json', dom_id: '#docs' })")
  })
  return router
}
