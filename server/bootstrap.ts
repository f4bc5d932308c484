import type { Payload } from 'payload'
import type { ServerEnv } from './env'
import { logger } from './logger'

/**
 * Start-up chores that need no person: the first super admin from SUPERADMIN_EMAIL and
 * SUPERADMIN_PASSWORD when none exists, and the demo data on an empty development database.
 * Both run as the system (overrideAccess): there is no acting user yet.
 */
export async function bootstrap(payload: Payload, env: ServerEnv) {
  if (env.isProduction) await payload.db.migrate()
  if (env.superAdminEmail && env.superAdminPassword) {
    const existing = await payload.count({ collection: 'users', where: { role: { equals: 'super_admin' } }, overrideAccess: true })
    if (existing.totalDocs === 0) {
      await payload.create({
        collection: 'users',
        data: { email: env.superAdminEmail, password: env.superAdminPassword, firstName: 'Super', lastName: 'Admin', role: 'super_admin' },
        overrideAccess: true,
      })
      logger.info({ email: env.superAdminEmail }, 'created the first super admin')
    }
  }
  if (env.seedOnEmpty) {
    const { totalDocs } = await payload.count({ collection: 'organizations', overrideAccess: true })
    if (totalDocs === 0) {
      const { seed } = await import('../scripts/seedData')
      await seed(payload)
      logger.info('empty database: demo data created (see README for the sign-ins)')
    }
  }
}
