import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * The contract's OpenAPI document, built the way the server builds it: the contract endpoints register
 * themselves while the Payload config is built. Building the config reads the environment, which makes
 * data/ with a secret and an empty SQLite file, so a throwaway directory takes them: nothing is left
 * behind and no real database is opened. Used by `npm run lint:openapi` and by the generator of the
 * portals' typed client (scripts/generate-client-types.ts).
 */
export async function buildContractDocument() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'talentgrid-openapi-'))
  Object.assign(process.env, {
    DATA_DIR: scratch,
    DATABASE_URL: `file:${path.join(scratch, 'unused.db')}`,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'openapi-document',
  })
  try {
    const { default: config } = await import('../payload.config')
    const { buildOpenApi } = await import('../server/openapi')
    await config
    return buildOpenApi()
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}
