import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { FEATURE_FLAGS, type FeatureFlag } from '../../contract/featureFlags'
import { quietApiClient } from './client'

type RawFlags = Record<string, unknown>

interface FeatureFlagValue {
  flags: RawFlags
  loading: boolean
}

const FeatureFlagContext = createContext<FeatureFlagValue | null>(null)

export function FeatureFlagProvider({ children }: { children: ReactNode }) {
  const [flags, setFlags] = useState<RawFlags>({})
  const [loading, setLoading] = useState(true)

  useEffect(() => {
    let active = true
    quietApiClient
      // Loaded alongside the user; a 401 here is the session probe's business, not a reason to redirect.
      .GET('/environment-variables/')
      .then(({ data }): RawFlags => data ?? {})
      // Without the list every flag reads as off, which is the safe default.
      .catch((): RawFlags => ({}))
      .then((loaded: unknown) => {
        if (!active) return
        setFlags(loaded && typeof loaded === 'object' ? (loaded as RawFlags) : {})
        setLoading(false)
      })
    return () => {
      active = false
    }
  }, [])

  const value = useMemo(() => ({ flags, loading }), [flags, loading])
  return <FeatureFlagContext.Provider value={value}>{children}</FeatureFlagContext.Provider>
}

const knownFlags: ReadonlySet<string> = new Set(FEATURE_FLAGS)

/** On only for a known flag whose value is true or 'true'; everything else, including unknown names, is off. */
export function useFeatureFlag(name: FeatureFlag | (string & {})): boolean {
  const context = useContext(FeatureFlagContext)
  if (!context) throw new Error('useFeatureFlag must be used inside FeatureFlagProvider')
  if (!knownFlags.has(name)) return false
  const value = context.flags[name]
  return value === true || value === 'true'
}
