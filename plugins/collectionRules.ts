import type { Plugin } from 'payload'
import { withAuditTrail } from '../hooks/recordAuditEvent'
import { withControlCharacterRule } from '../hooks/refuseControlCharacters'
// The talent search index follows the profile (hooks/refreshTalentSearchProfile.ts)
import { withSearchIndexHooks } from '../hooks/refreshTalentSearchProfile'

/**
 * The rules every collection follows, whichever capability brought it: control characters refused in
 * text, the talent search index refreshed by the collections a profile is made of, and every change but
 * the trail's own recorded in the audit trail. Listed last in payload.config.ts, so it sees the
 * collections of every plugin before it.
 */
export const collectionRulesPlugin = (): Plugin => {
  const plugin: Plugin = (incoming) => ({
    ...incoming,
    collections: withAuditTrail(withSearchIndexHooks(withControlCharacterRule(incoming.collections ?? []))),
  })
  plugin.slug = 'collectionRules'
  // Payload runs plugins by `order`, lowest first: after every capability, wherever it is listed.
  plugin.order = 1
  return plugin
}
