import { TEMPLATE_DIR_ENV } from './templateDatabase'
import { removeTemplates } from './templateCleanup'

/** After the run: the seeded templates globalSetup made (scripts/test.sh removes its own folder at its end). */
export default async function globalTeardown() {
  const root = process.env[TEMPLATE_DIR_ENV]
  if (root && process.env.TEST_TEMPLATE_DIR_OWNED === 'true') await removeTemplates(root)
}
