import { execFile } from 'node:child_process'
import path from 'node:path'
import { CSRF_HEADER } from '../../server/csrf'

/**
 * The contract's OpenAPI document passes Redocly's recommended rules (redocly.yaml) with no error and
 * no warning, and says what a generated client needs: an id per operation, who may call it, and which
 * error answers it can give. The document is built and linted by `npm run lint:openapi` in a child
 * process: the endpoints and the linter are ES modules, which jest's CommonJS runtime cannot load.
 */
interface Operation {
  operationId: string
  description: string
  security: Record<string, string[]>[]
  parameters: { name: string; in: string; schema: Record<string, unknown> }[]
  requestBody?: unknown
  responses: Record<string, { $ref?: string }>
}
interface LintRun {
  operations: number
  totals: { errors: number; warnings: number; ignored: number }
  problems: { ruleId: string; severity: string; message: string; pointer: string }[]
  document: {
    paths: Record<string, Record<string, Operation>>
    components: {
      responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>
      schemas: Record<string, { properties: Record<string, unknown> }>
      securitySchemes: Record<string, { type: string; in: string; name: string }>
    }
  }
}

const root = path.resolve(__dirname, '../..')
let run: LintRun
let operations: { method: string; path: string; operation: Operation }[]

beforeAll(async () => {
  // The script exits 1 when it finds problems; its answer is read all the same, so the test names them.
  const stdout = await new Promise<string>((resolve, reject) =>
    execFile(process.execPath, ['--import', 'tsx', 'scripts/lint-openapi.ts', '--json'], { cwd: root, maxBuffer: 64 * 1024 * 1024 }, (error, out) =>
      out ? resolve(out) : reject(error),
    ),
  )
  run = JSON.parse(stdout) as LintRun
  operations = Object.entries(run.document.paths).flatMap(([openApiPath, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path: openApiPath, operation })),
  )
}, 180_000)

const find = (method: string, openApiPath: string) => {
  const operation = run.document.paths[openApiPath]?.[method]
  if (!operation) throw new Error(`${method} ${openApiPath} is not in the document`)
  return operation
}

describe('the OpenAPI document under Redocly recommended rules', () => {
  it('has no error and no warning, and every contract operation is in it', () => {
    expect(run.problems).toEqual([])
    expect(run.totals).toMatchObject({ errors: 0, warnings: 0 })
    expect(run.operations).toBe(operations.length)
    expect(run.operations).toBeGreaterThan(300)
  })

  it('names every operation after its method and path, uniquely and in camelCase', () => {
    const ids = operations.map(({ operation }) => operation.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.filter((id) => !/^(get|post|put|patch|delete)([A-Z][a-z0-9]*)+$/.test(id))).toEqual([])
    expect(find('get', '/api/v1/talent/time-sheets/').operationId).toBe('getTalentTimeSheets')
    expect(find('post', '/api/v1/sessions/').operationId).toBe('postSessions')
    expect(find('get', '/api/v1/chats/by-user/{id}/').operationId).toBe('getChatsByUserById')
    expect(find('patch', '/api/v1/organization_admin/engagements/{id}/purchase-order-numbers/{poId}/').operationId).toBe(
      'patchOrganizationAdminEngagementsByIdPurchaseOrderNumbersByPoId',
    )
  })

  it('declares the session cookie and the CSRF header, and which operations need them', () => {
    const schemes = run.document.components.securitySchemes
    expect(schemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'talentgrid-token' })
    expect(schemes.csrfToken).toMatchObject({ type: 'apiKey', in: 'header', name: CSRF_HEADER })
    // Public reads need nothing; a public change (sign-in, sign-up, password reset) still passes the CSRF check.
    expect(find('get', '/api/v1/public/states/').security).toEqual([])
    expect(find('post', '/api/v1/sessions/').security).toEqual([{ csrfToken: [] }])
    expect(find('post', '/api/v1/password/reset/').security).toEqual([{ csrfToken: [] }])
    expect(find('get', '/api/v1/user/').security).toEqual([{ sessionCookie: [] }])
    expect(find('patch', '/api/v1/user/').security).toEqual([{ sessionCookie: [], csrfToken: [] }])
    for (const { method, path: openApiPath, operation } of operations) {
      const needsSession = !operation.description.startsWith('Anyone')
      const expected = [
        ...(needsSession ? ['sessionCookie'] : []),
        ...(method === 'get' ? [] : ['csrfToken']),
      ]
      expect({ method, openApiPath, schemes: operation.security.flatMap(Object.keys) }).toEqual({ method, openApiPath, schemes: expected })
    }
  })

  it('refers each operation to the error answers it can give, all in the contract’s error shape', () => {
    const { responses, schemas } = run.document.components
    expect(Object.keys(schemas.Errors!.properties)).toEqual(['errors'])
    for (const name of ['Unauthorized', 'Forbidden', 'NotFound', 'ValidationError']) {
      expect(responses[name]!.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Errors' })
    }
    const refOf = (operation: Operation, status: string) => operation.responses[status]?.$ref
    for (const { method, path: openApiPath, operation } of operations) {
      const signedIn = !operation.description.startsWith('Anyone')
      const validated = Boolean(operation.requestBody) || operation.parameters.some((parameter) => parameter.in === 'query')
      const statuses = {
        401: signedIn ? '#/components/responses/Unauthorized' : undefined,
        403: signedIn || method !== 'get' ? '#/components/responses/Forbidden' : undefined,
        404: openApiPath.includes('{') ? '#/components/responses/NotFound' : undefined,
        422: validated || method !== 'get' ? '#/components/responses/ValidationError' : undefined,
      }
      const actual = Object.fromEntries(Object.keys(statuses).map((status) => [status, refOf(operation, status)]))
      expect({ method, openApiPath, actual }).toEqual({ method, openApiPath, actual: statuses })
    }
    expect(find('get', '/api/v1/manager/engagements/{id}/').responses).toHaveProperty('404')
    expect(find('get', '/api/v1/public/states/').responses).not.toHaveProperty('401')
  })

  it('states the page size limit of the contract’s lists', () => {
    const pageSize = find('get', '/api/v1/organization_admin/departments/').parameters.find((parameter) => parameter.name === 'page_size')
    expect(pageSize?.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 })
    const lists = operations.filter(({ operation }) => operation.parameters.some((parameter) => parameter.name === 'page_size'))
    expect(lists.length).toBeGreaterThan(20)
    expect(lists.filter(({ operation }) => operation.parameters.find((parameter) => parameter.name === 'page_size')!.schema.maximum !== 100)).toEqual([])
  })
})
