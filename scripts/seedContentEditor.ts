import { now } from '../domain/clock'
import { DEMO_PASSWORD, type SeedContext } from './seedData'

/**
 * issue 13, K1: the demo content editor (editor@talentgrid.local, the demo password), who signs in to the
 * console and keeps the knowledge center (its demo content: scripts/seedKnowledgeCenter.ts). Written as the
 * system inside the seed's transaction. Not in test servers: suites create the editors they use.
 */
export const CONTENT_EDITOR_EMAIL = 'editor@talentgrid.local'

export async function seedContentEditor(context: SeedContext) {
  const { payload, req, accounts } = context
  const editor = await payload.create({
    collection: 'users',
    data: {
      email: CONTENT_EDITOR_EMAIL,
      password: DEMO_PASSWORD,
      firstName: 'Nora',
      lastName: 'Patel',
      role: 'content_editor',
      emailConfirmedAt: now().toISOString(),
    } as never,
    overrideAccess: true,
    depth: 0,
    req,
  })
  accounts.set(CONTENT_EDITOR_EMAIL, { id: String(editor.id) })
}
