import { ApiClient, demo } from '../helpers/apiClient'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * No malformed request may stop the process or answer 5xx. Every operation
 * of the running server's OpenAPI document (built from the endpoint registry, so a new endpoint is
 * covered without touching this file) gets every class of malformed body, query and path, as anybody,
 * a talent, an organization admin and the super admin; every answer must be below 500, in the
 * contract's error shape when it is a refusal, and the process must still serve /healthz afterwards.
 * Payload's generated REST and the console's /api/admin dialect get the same classes on a few routes.
 */

/** An id no record has: the route matches, the record does not exist. */
const NO_ID = '00000000-0000-0000-0000-000000000000'
/** Requests in flight at once: enough to finish quickly, few enough for a 2-core machine shared by others. */
const CONCURRENCY = 6

interface Operation {
  method: string
  path: string
  queryNames: string[]
  access: string
}

interface Probe {
  label: string
  method: string
  path: string
  contentType?: string
  body?: string
}

const BOUNDARY = '----talentgridMalformed'
/** Body classes: each is a (content type, bytes) pair a client could send where an object is expected. */
const MALFORMED_BODIES: { label: string; contentType: string; body: string }[] = [
  { label: 'bad JSON', contentType: 'application/json', body: '{"email": "a@b.c",' },
  { label: 'JSON null', contentType: 'application/json', body: 'null' },
  { label: 'JSON true', contentType: 'application/json', body: 'true' },
  { label: 'JSON number', contentType: 'application/json', body: '1' },
  { label: 'JSON string', contentType: 'application/json', body: '"x"' },
  { label: 'JSON array', contentType: 'application/json', body: '[]' },
  { label: 'JSON prototype key', contentType: 'application/json', body: '{"__proto__": {"role": "super_admin"}, "constructor": {"prototype": {"x": 1}}}' },
  { label: 'JSON objects in every field', contentType: 'application/json', body: '{"name": {}, "email": [], "password": {}, "first_name": {"a": 1}, "page": {}, "id": []}' },
  { label: 'multipart without boundary', contentType: 'multipart/form-data', body: 'name=x' },
  {
    label: 'truncated multipart',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\nTruncat`,
  },
  {
    label: 'multipart part without a name',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n`,
  },
  {
    label: 'multipart part with an empty name',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name=""; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name=""\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n`,
  },
  { label: 'urlencoded garbage', contentType: 'application/x-www-form-urlencoded', body: '%%%&&==&a[b][c][d][e][f]=1&%FF=%FF&page[]=1' },
  { label: 'wrong content type', contentType: 'text/xml', body: '<user><name>x</name></user>' },
]

/** Query classes, applied to every query parameter the operation declares (plus paging) at once. */
const MALFORMED_QUERIES: { label: string; value: (name: string) => string }[] = [
  { label: 'array', value: (name) => `${name}[]=1&${name}[]=2` },
  { label: 'object', value: (name) => `${name}[a]=1&${name}[$ne]=x` },
  { label: 'deep object', value: (name) => `${name}[a][b][c][d][e][f][g]=1` },
  { label: 'huge number', value: (name) => `${name}=${'9'.repeat(400)}` },
  { label: 'negative and fractional', value: (name) => `${name}=-1.5e308` },
  { label: 'long text', value: (name) => `${name}=${'x'.repeat(1000)}` },
  { label: 'invalid percent-encoding', value: (name) => `${name}=%FF%&${name}2=%E0%A4%A` },
  { label: 'repeated', value: (name) => `${name}=1&${name}=2&${name}=` },
]

/** Path parameter classes, put in place of every {param} of the operation's path. */
const MALFORMED_IDS = ['%FF', '%', '%E0%A4%A', 'x'.repeat(3000), 'not-an-id', '-1', '1e9999', 'null', '..', NO_ID.toUpperCase()]

const withParams = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value)

async function readOperations(baseUrl: string): Promise<Operation[]> {
  const document = (await (await fetch(`${baseUrl}/api/v1/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; description?: string }>>
  }
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      queryNames: [...new Set([...(operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name), 'page', 'page_size'])],
      access: operation.description ?? '',
    })),
  )
}

/** Every malformed request for one operation. */
function probesFor(operation: Operation): Probe[] {
  const path = withParams(operation.path, NO_ID)
  const probes: Probe[] = []
  if (operation.method !== 'GET') {
    for (const body of MALFORMED_BODIES) probes.push({ label: `body: ${body.label}`, method: operation.method, path, contentType: body.contentType, body: body.body })
  }
  for (const query of MALFORMED_QUERIES) {
    probes.push({ label: `query: ${query.label}`, method: operation.method, path: `${path}?${operation.queryNames.map(query.value).join('&')}` })
  }
  if (operation.path.includes('{')) {
    for (const id of MALFORMED_IDS) probes.push({ label: `path: ${id.slice(0, 20)}`, method: operation.method, path: withParams(operation.path, id) })
  }
  return probes
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

interface Answer {
  status: number
  body: unknown
}

/** Sends a probe with the client's cookies and CSRF header, bytes exactly as given. */
async function send(client: ApiClient, probe: Probe): Promise<Answer> {
  const headers: Record<string, string> = {}
  const cookies = ['csrftoken', 'talentgrid-token'].filter((name) => client.cookie(name)).map((name) => `${name}=${client.cookie(name)}`)
  if (cookies.length) headers.cookie = cookies.join('; ')
  if (probe.method !== 'GET') headers['x-csrftoken'] = client.cookie('csrftoken') ?? ''
  if (probe.contentType) headers['content-type'] = probe.contentType
  const response = await fetch(`${client.baseUrl}${probe.path}`, { method: probe.method, headers, body: probe.body, redirect: 'manual' })
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // Not JSON: kept as text, which fails the shape check below when it is a refusal.
  }
  return { status: response.status, body }
}

/** The contract's refusal: `{ errors: { field: [messages] } }` with at least one message. */
function isContractError(body: unknown): boolean {
  const errors = (body as { errors?: unknown })?.errors
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return false
  const lists = Object.values(errors)
  return lists.length > 0 && lists.every((list) => Array.isArray(list) && list.length > 0 && list.every((item) => typeof item === 'string'))
}

/** A line per answer that breaks the rules; none is expected. */
type Failure = string

async function probeAll(client: ApiClient, who: string, probes: Probe[], shape: (body: unknown) => boolean): Promise<Failure[]> {
  const failures: Failure[] = []
  await eachLimited(probes, CONCURRENCY, async (probe) => {
    const noAnswer = (error: Error) => ({ status: 0, body: `no answer: ${error.message} ${(error.cause as Error | undefined)?.message ?? ''}` })
    // A keep-alive connection the server closed as idle just as the client reused it (a reset, likelier on
    // a loaded machine) is no answer of the server's: the probe is sent once more on a new connection.
    // A process that stopped fails both tries, and /healthz below.
    let answer = await send(client, probe).catch(noAnswer)
    if (answer.status === 0) answer = await send(client, probe).catch(noAnswer)
    const broken = answer.status === 0 || answer.status >= 500 || (answer.status >= 400 && !shape(answer.body))
    if (broken) failures.push(`${who} ${probe.method} ${probe.path.slice(0, 120)} [${probe.label}] -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`)
  })
  return failures
}

/** Sign-out ends the session the other probes need: it runs last. */
const endsSession = (operation: Operation) => operation.method === 'DELETE' && operation.path === '/api/v1/sessions/'

describe.each(databases)('malformed input never answers 5xx nor stops the process (%s)', (database) => {
  let server: TestServer
  let operations: Operation[]
  beforeAll(async () => {
    server = await startTestServer({ database, seed: true })
    operations = await readOperations(server.url)
  }, 300_000)
  afterAll(() => server?.stop())

  it('reads every operation of the endpoint registry from the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(100)
    expect(operations).toEqual(expect.arrayContaining([expect.objectContaining({ method: 'POST', path: '/api/v1/sessions/' }), expect.objectContaining({ method: 'GET', path: '/api/v1/files/{id}/' })]))
  })

  it.each([
    ['anybody', null],
    ['a talent', demo.talent],
    ['an organization admin', demo.northwind.admin],
    ['the super admin', demo.superAdmin],
  ])('answers every malformed body, query and path of every operation as %s with a 4xx in the contract shape', async (who, email) => {
    const client = email ? await ApiClient.signedIn(server.url, email) : new ApiClient(server.url)
    if (!email) await client.get('/api/v1/csrf/')
    // Anybody is refused every other operation with 401 before its input is read: the public ones suffice.
    const mine = operations.filter((operation) => email || operation.access.startsWith('Anyone'))
    const failures = [
      ...(await probeAll(client, who, mine.filter((operation) => !endsSession(operation)).flatMap(probesFor), isContractError)),
      ...(await probeAll(client, who, mine.filter(endsSession).flatMap(probesFor), isContractError)),
    ]
    expect(failures).toEqual([])
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
  }, 300_000)

  it("answers malformed input to Payload's generated REST and to /api/admin below 500", async () => {
    const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
    const talent = await ApiClient.signedIn(server.url, demo.talent)
    const talentId = (await talent.get('/api/v1/user/')).body.id as string
    const bodies = (method: string, path: string) => MALFORMED_BODIES.map((body) => ({ label: body.label, method, path, contentType: body.contentType, body: body.body }))
    const gets = (path: string, queries: string[]) => queries.map((query) => ({ label: `query ${query.slice(0, 30)}`, method: 'GET', path: `${path}?${query}` }))
    const payloadQueries = ['where[email][like]=%FF', 'where[or][0][and]=x', 'limit[]=1', `limit=${'9'.repeat(40)}`, 'depth=99999', 'sort[a]=1', 'page=-1', 'where[id][in]=%', 'select[a][b]=x']
    const payloadProbes: Probe[] = [
      ...bodies('POST', '/api/users'),
      ...bodies('PATCH', `/api/users/${talentId}`),
      ...bodies('POST', '/api/stored-files'),
      ...bodies('POST', '/api/users/login'),
      ...gets('/api/users', payloadQueries),
      ...gets('/api/stored-files', payloadQueries),
      ...MALFORMED_IDS.map((id) => ({ label: `path ${id.slice(0, 20)}`, method: 'GET', path: `/api/users/${id}` })),
    ]
    const adminQueries = ['sort=[', 'range=x', 'filter={', 'sort=["__proto__","ASC"]', 'range=[0,99999999999]', 'range=[-5,"a"]', 'filter={"id":{"$ne":1}}', 'filter={"q":{}}', 'filter=null', 'sort[]=a&range[]=b&filter[]=c']
    const adminProbes: Probe[] = [
      ...bodies('POST', '/api/admin/users'),
      ...bodies('PUT', `/api/admin/users/${talentId}`),
      ...bodies('POST', '/api/admin/departments'),
      ...gets('/api/admin/users', adminQueries),
      ...gets('/api/admin/talents', adminQueries),
      ...MALFORMED_IDS.map((id) => ({ label: `path ${id.slice(0, 20)}`, method: 'DELETE', path: `/api/admin/users/${id}` })),
    ]
    const anyBody = () => true
    // The console's dialect answers react-admin's shape: { message } (and field errors as strings).
    const adminShape = (body: unknown) => typeof (body as { message?: unknown })?.message === 'string' || isContractError(body)
    const failures = [
      ...(await probeAll(superAdmin, 'super admin', payloadProbes, anyBody)),
      ...(await probeAll(talent, 'talent', payloadProbes, anyBody)),
      ...(await probeAll(superAdmin, 'super admin', adminProbes, adminShape)),
      ...(await probeAll(talent, 'talent', adminProbes, adminShape)),
    ]
    expect(failures).toEqual([])
    // Nothing malformed was written: the talent's own row is as it was.
    expect((await talent.get('/api/v1/user/')).body.id).toBe(talentId)
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
  }, 300_000)
})
