import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { TEMPLATE_DIR_ENV } from './templateDatabase'

/**
 * Once per jest run, before any worker starts (the workers inherit this process's environment): the
 * folder for the run's seeded template databases (tests/helpers/templateDatabase.ts), unless the caller
 * (scripts/test.sh, for its two jest runs) made one already.
 */
export default async function globalSetup() {
  if (!process.env[TEMPLATE_DIR_ENV]) {
    process.env[TEMPLATE_DIR_ENV] = mkdtempSync(path.join(tmpdir(), 'talentgrid-templates-'))
    process.env.TEST_TEMPLATE_DIR_OWNED = 'true'
  }
}
