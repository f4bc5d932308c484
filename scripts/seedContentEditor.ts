import { now } from '../domain/clock'
import type { SeedContext } from './seedData'

/**
 * The demo content editor (editor@talentgrid.local, the demo password; scripts/seedDemoAccounts.ts), who signs in to the
 * console and keeps the knowledge center (its demo content: scripts/seedKnowledgeCenter.ts). Written as the
 * system inside the seed's transaction. Not in test servers: suites create the editors they use.
 */
export const CONTENT_EDITOR_EMAIL = 'editor@talentgrid.local'

export async function seedContentEditor(context: SeedContext) {
  const { accounts, demoAccounts } = context
  const editor = await demoAccounts.create({
    email: CONTENT_EDITOR_EMAIL,
    firstName: 'Nora',
    lastName: 'Patel',
    role: 'content_editor',
    emailConfirmedAt: now().toISOString(),
  })
  accounts.set(CONTENT_EDITOR_EMAIL, { id: editor.id })
}
