import { readFileSync } from 'node:fs'
import { ApiClient } from '../helpers/apiClient'
import { everyDatabase, startTestServer, type TestServer } from '../helpers/testServer'

/**
 * Production runs the compiled server (dist/server/main.js, `npm run build`) and the compiled migrations
 * in dist/migrations/<family> instead of pushing the schema: a fresh database started with
 * NODE_ENV=production must come up with every table the endpoints need, without TypeScript or tsx.
 */
describe.each(everyDatabase)('production start on a fresh database (%s)', (database) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({
      database,
      seed: false,
      compiled: true,
      // info: the migration lines show which files Payload's migrate loaded.
      // Jobs run here as in a one-replica deployment: the account e-mails leave through the mail queue.
      env: { NODE_ENV: 'production', SUPERADMIN_EMAIL: 'root@example.com', SUPERADMIN_PASSWORD: 'Root#Pass99', LOG_LEVEL: 'info' },
    })
  }, 120_000)
  afterAll(() => server?.stop())

  it('runs the compiled server and the compiled migrations, no TypeScript', () => {
    const commandLine = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0')
    expect(commandLine).toContain('dist/server/main.js')
    expect(commandLine.join(' ')).not.toMatch(/tsx|\.ts\b/)
    const log = server.output.join('')
    expect(log).toMatch(new RegExp(`Reading migration files from [^"]*dist/migrations/${database}`))
    expect(log).toMatch(/Migrated: +\d+_\d+_initial/)
  })

  it('migrates, creates the first super admin and serves the contract', async () => {
    const client = new ApiClient(server.url)
    expect((await client.get('/healthz')).body).toEqual({ status: 'ok' })
    await client.signIn('root@example.com', 'Root#Pass99')
    expect((await client.get('/api/v1/user/')).body).toMatchObject({ role: 'super_admin', email: 'root@example.com' })
    // Tables of every area exist: settings, specializations, the talent profile collections.
    expect((await client.get('/api/v1/settings/')).status).toBe(200)
    expect((await client.get('/api/v1/specializations/?root=true')).body.count).toBe(0)
    const talents = await client.get('/api/admin/talents?range=[0,9]')
    expect(talents.status).toBe(200)
    expect(talents.body).toEqual([])
  })

  it('lets a talent sign up and keep a profile on the migrated schema', async () => {
    const client = new ApiClient(server.url)
    const created = await client.post('/api/v1/public/talents/', { first_name: 'Prod', last_name: 'Talent', email: 'prod.talent@example.com', password: 'Strong#Pass9', confirm_password: 'Strong#Pass9' })
    expect(created.status).toBe(201)
    const mail = await server.mail.waitFor((m) => m.to.includes('prod.talent@example.com'))
    const [, uuid, token] = /\/confirm-email\/([^/]+)\/([^/\s]+)/.exec(mail.links.find((l) => l.includes('/confirm-email/'))!)!
    expect((await client.post('/api/v1/public/talent/activations/', { uuid, token })).status).toBe(200)
    await client.signIn('prod.talent@example.com', 'Strong#Pass9')
    const link = await client.post('/api/v1/talent/external-links/', { link: 'https://example.com/portfolio', description: 'Portfolio' })
    expect(link.status).toBe(201)
    const profile = await client.get('/api/v1/talent/profile/')
    expect(profile.status).toBe(200)
    expect(profile.body.externalLinks).toEqual([expect.objectContaining({ link: 'https://example.com/portfolio' })])
  })
})
