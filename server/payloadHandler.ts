import { Readable } from 'node:stream'
import express, { type Request as ExpressRequest, type RequestHandler, type Response as ExpressResponse } from 'express'
import { handleEndpoints, type Payload, type SanitizedConfig } from 'payload'
import { isSuperAdmin } from '../access/roles'
import { messages } from '../contract/messages'
import { looksLikeId } from '../endpoints/http'
import { authenticate, sessionToken } from './contractRouter'

/** The console's dialect reads its own bodies (endpoints/http.ts readBody); everything else here is generated REST. */
const CONSOLE_DIALECT = /^\/api\/admin(\/|$)/
const JSON_LIMIT = '1mb'
/** Paging and depth Payload turns into SQL: a number beyond these is no page size anyone needs. */
const NUMERIC_QUERY = ['limit', 'page', 'depth'] as const
const MAX_NUMERIC_QUERY = 1_000_000

/**
 * A `where` filter on an id column with a value that cannot be an id ('%', 'x'): PostgreSQL fails to
 * cast it to uuid and Payload answered 500. Each value given for `id`, a relationship or an upload field
 * (or a dotted path ending in `.id`) must look like an id; `exists` takes a yes/no and is left alone.
 */
function malformedIdFilter(where: unknown, idFields: ReadonlySet<string>): boolean {
  if (typeof where !== 'object' || where === null) return false
  for (const [key, condition] of Object.entries(where as Record<string, unknown>)) {
    if (key === 'and' || key === 'or') {
      const branches = Array.isArray(condition) ? condition : typeof condition === 'object' && condition ? Object.values(condition) : []
      if (branches.some((branch) => malformedIdFilter(branch, idFields))) return true
      continue
    }
    if (!idFields.has(key) && !key.endsWith('.id')) continue
    if (typeof condition !== 'object' || condition === null) continue
    for (const [operator, value] of Object.entries(condition as Record<string, unknown>)) {
      if (operator === 'exists') continue
      const items = (Array.isArray(value) ? value : [value]).flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
      if (items.some((item) => typeof item !== 'string' || (item !== '' && item !== 'null' && !looksLikeId(item)))) return true
    }
  }
  return false
}

let idFieldsBySlug: Map<string, Set<string>> | null = null
async function idFieldsOf(config: Promise<SanitizedConfig> | SanitizedConfig, slug: string): Promise<Set<string>> {
  if (!idFieldsBySlug) {
    const sanitized = await config
    idFieldsBySlug = new Map(
      sanitized.collections.map((collection) => [
        collection.slug,
        new Set(['id', ...collection.flattenedFields.filter((field) => field.type === 'relationship' || field.type === 'upload').map((field) => field.name)]),
      ]),
    )
  }
  return idFieldsBySlug.get(slug) ?? new Set(['id'])
}

/** Payload's own bookkeeping (admin-panel preferences, document locks, migrations, key-value store): no door of ours serves them. */
const PAYLOAD_BOOKKEEPING = /^\/api\/payload-(preferences|locked-documents|migrations|kv)(\/|$)/

const refuse = (res: ExpressResponse, status: number, message: string) => void res.status(status).json({ errors: { nonFieldErrors: [message] } })

const jsonParser = express.json({ limit: JSON_LIMIT, strict: true })

/**
 * Payload's generated REST takes JSON only (no collection is an upload collection: files arrive through
 * the contract) and answers 500 to a body it cannot parse, to a JSON value that is not an object and to
 * a page size SQL cannot hold. So its input is checked here first: another media type is 415, bad JSON
 * or a non-object 400, an absurd limit/page/depth 400. The parsed body is handed on as JSON text.
 * Resolves to the body text to forward (undefined: none), or null when the request was answered.
 */
function checkedGeneratedRestInput(req: ExpressRequest, res: ExpressResponse): Promise<string | undefined | null> {
  for (const name of NUMERIC_QUERY) {
    const value = req.query[name]
    if (value === undefined) continue
    if (typeof value !== 'string' || !/^\d{1,7}$/.test(value) || Number(value) > MAX_NUMERIC_QUERY) {
      refuse(res, 400, messages.notANumber)
      return Promise.resolve(null)
    }
  }
  const carriesBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0
  if (req.method === 'GET' || req.method === 'HEAD' || !carriesBody) return Promise.resolve(undefined)
  if (!req.is('application/json')) {
    refuse(res, 415, messages.jsonOnly)
    return Promise.resolve(null)
  }
  return new Promise((resolve) => {
    jsonParser(req, res, (error?: unknown) => {
      const status = (error as { status?: number } | undefined)?.status
      if (error) {
        refuse(res, status === 413 ? 413 : status === 415 ? 415 : 400, status === 413 ? messages.payloadTooLarge : status === 415 ? messages.jsonOnly : messages.bodyNotObject)
        return resolve(null)
      }
      const body: unknown = req.body
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        refuse(res, 400, messages.bodyNotObject)
        return resolve(null)
      }
      // No field of ours takes an object at the top level (Payload would store "{}" in a text field or
      // fail hashing an object password with 500): a value is a scalar or a list.
      const objects = Object.entries(body).filter(([, value]) => typeof value === 'object' && value !== null && !Array.isArray(value))
      if (objects.length) {
        res.status(422).json({ errors: Object.fromEntries(objects.map(([key]) => [key, [messages.notAScalar]])) })
        return resolve(null)
      }
      resolve(JSON.stringify(body))
    })
  })
}

/**
 * Express -> Payload: turns the Node request into a Web Request for `handleEndpoints` and copies the
 * Web Response back. Mounted before any body parser: the console's bodies (JSON or multipart) stream
 * through untouched; the generated REST's are checked and parsed first (checkedGeneratedRestInput).
 * Trailing slashes are dropped here because the contract's paths end in one and Payload's matcher
 * expects none; both spellings therefore reach the same endpoint.
 */
export function payloadHandler(config: Promise<SanitizedConfig> | SanitizedConfig, payload: Payload): RequestHandler {
  const cookieName = `${payload.config.cookiePrefix}-token`
  return async (req, res, next) => {
    try {
      const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`)
      const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname
      const headers = new Headers()
      for (const [key, value] of Object.entries(req.headers)) {
        if (value === undefined) continue
        for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item)
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
      const consoleDialect = CONSOLE_DIALECT.test(url.pathname)
      // The portals speak /api/v1 and the console /api/admin; the generated REST (collections, globals,
      // Payload's auth and job routes) is the super admin's tool only (docs/decisions/generated-rest-super-admin-only.md).
      // Decided before any input is read, so no other role ever reaches a collection's rows or its bulk writes.
      if (!consoleDialect) {
        const user = await authenticate(payload, headers, sessionToken(req.headers.cookie, req.headers.authorization, cookieName))
        if (!user) return refuse(res, 401, messages.notSignedIn)
        if (!isSuperAdmin(user)) return refuse(res, 403, messages.forbidden)
        if (PAYLOAD_BOOKKEEPING.test(url.pathname)) return refuse(res, 404, messages.notFound)
      }
      if (!consoleDialect && req.query.where !== undefined) {
        const slug = url.pathname.split('/')[2] ?? ''
        if (malformedIdFilter(req.query.where, await idFieldsOf(config, slug))) return refuse(res, 400, messages.malformedIdFilter)
      }
      const checkedBody = consoleDialect ? undefined : await checkedGeneratedRestInput(req, res)
      if (checkedBody === null) return
      if (checkedBody !== undefined) {
        headers.delete('content-length')
        headers.delete('transfer-encoding')
      }
      const streamed = hasBody && consoleDialect
      const request = new Request(url, {
        method: req.method,
        headers,
        body: checkedBody ?? (streamed ? (Readable.toWeb(req) as ReadableStream) : undefined),
        // @ts-expect-error Node's fetch needs duplex for streamed bodies; the DOM type does not know it.
        duplex: streamed ? 'half' : undefined,
      })
      const response = await handleEndpoints({ config, request, path })
      res.status(response.status)
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') res.setHeader(key, value)
      })
      const cookies = response.headers.getSetCookie()
      if (cookies.length) res.append('Set-Cookie', cookies)
      if (!response.body) return void res.end()
      Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res)
    } catch (error) {
      next(error)
    }
  }
}
