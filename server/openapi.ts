import express, { type Router } from 'express'
import path from 'node:path'
import { createRequire } from 'node:module'
import { z } from 'zod'
import { contractRegistry, type RegisteredEndpoint } from '../endpoints/http'

/**
 * The contract as OpenAPI 3.1, generated from the same zod schemas the endpoints validate with, and a
 * Swagger UI page to read it at /api/v1/docs/.
 */
const errorBody = {
  type: 'object',
  properties: {
    errors: {
      type: 'object',
      description: 'Messages per field (camelCase); nonFieldErrors for the rest',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
}

function schemaOf(schema: z.ZodType, io: 'input' | 'output') {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>
  delete json.$schema
  return json
}

function accessText(access: RegisteredEndpoint['access']) {
  if (access === 'public') return 'Anyone'
  if (access === 'signedIn') return 'Any signed-in user'
  return `Roles: ${access.join(', ')}`
}

function snakeQueryParameters(schema: z.ZodType) {
  const json = schemaOf(schema, 'input') as { properties?: Record<string, Record<string, unknown>>; required?: string[] }
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name: name.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`),
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
    description: property.description,
  }))
}

export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const endpoint of contractRegistry) {
    const openApiPath = `/api/v1${endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}')}`
    const parameters = [
      ...[...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((match) => ({ name: match[1], in: 'path', required: true, schema: { type: 'string' } })),
      ...(endpoint.query ? snakeQueryParameters(endpoint.query) : []),
    ]
    const responses: Record<string, unknown> = {
      [endpoint.status]: {
        description: 'Success',
        ...(endpoint.response && endpoint.status !== 204 ? { content: { 'application/json': { schema: schemaOf(endpoint.response, 'output') } } } : {}),
      },
      422: { description: 'Validation error', content: { 'application/json': { schema: errorBody } } },
    }
    if (endpoint.access !== 'public') responses[401] = { description: 'Not signed in', content: { 'application/json': { schema: errorBody } } }
    if (Array.isArray(endpoint.access)) responses[403] = { description: 'Signed in but not allowed', content: { 'application/json': { schema: errorBody } } }
    ;(paths[openApiPath] ??= {})[endpoint.method] = {
      summary: endpoint.summary,
      description: `${accessText(endpoint.access)}. Keys may be sent in snake_case or camelCase; responses are camelCase.`,
      tags: [endpoint.tag],
      parameters,
      ...(endpoint.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(endpoint.body, 'input') } } } }
        : {}),
      responses,
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Talentgrid API',
      version: '1',
      description: 'Every POST, PUT, PATCH and DELETE must send the csrftoken cookie value in the X-CSRFToken header.',
    },
    paths,
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
