import type { PayloadRequest } from 'payload'
import { FEATURE_FLAGS, type FeatureFlagMap } from '../../contract/featureFlags'

/**
 * The feature flags the server was started with (FEATURE_FLAGS, read by server/env.ts into the Payload
 * config's `custom`, as access/comments.ts reads them): domain/ may not import server/.
 */
export function featureFlagsOf(req: PayloadRequest): FeatureFlagMap {
  const configured = (req.payload.config.custom as { featureFlags?: Partial<FeatureFlagMap> } | undefined)?.featureFlags ?? {}
  return Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, configured[flag] === true])) as FeatureFlagMap
}
