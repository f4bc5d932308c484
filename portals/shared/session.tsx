import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { CurrentUser } from '../../contract/accounts'
import type { SettingName } from '../../contract/featureFlags'
import { apiCall, quietApiClient } from './client'

export interface SessionValue {
  user: CurrentUser | null
  /** True only during the first load; reload() refreshes quietly so pages stay mounted. */
  loading: boolean
  talentUsageFee: string | null
  reload: () => Promise<void>
  /** Ends the session and leaves for `redirectTo` (default '/'), where the server hands out the signed-out pages. */
  signOut: (redirectTo?: string) => Promise<void>
}

const SessionContext = createContext<SessionValue | null>(null)

const TALENT_USAGE_FEE: SettingName = 'talent_usage_fee'

async function fetchUser(): Promise<CurrentUser | null> {
  try {
    const { data } = await quietApiClient.GET('/user/')
    return data ?? null
  } catch {
    // The spec: a failed user load means signed out; the app still renders.
    return null
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<CurrentUser | null>(null)
  const [loading, setLoading] = useState(true)
  const [talentUsageFee, setTalentUsageFee] = useState<string | null>(null)

  const reload = useCallback(async () => {
    setUser(await fetchUser())
  }, [])

  useEffect(() => {
    let active = true
    void (async () => {
      const loaded = await fetchUser()
      if (!active) return
      setUser(loaded)
      setLoading(false)
      if (!loaded) return
      // The fee is informational; without it the pages simply do not show it.
      const settings = await apiCall('get', '/settings/').catch(() => [])
      if (!active) return
      const fee = Array.isArray(settings) ? settings.find((item) => item.name === TALENT_USAGE_FEE) : undefined
      setTalentUsageFee(fee ? String(fee.value) : null)
    })()
    return () => {
      active = false
    }
  }, [])

  const signOut = useCallback(async (redirectTo = '/') => {
    await apiCall('delete', '/sessions/')
    setUser(null)
    window.location.assign(redirectTo)
  }, [])

  const value = useMemo(
    () => ({ user, loading, talentUsageFee, reload, signOut }),
    [user, loading, talentUsageFee, reload, signOut],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession must be used inside SessionProvider')
  return value
}

/** For pages that only render once the portal has a signed-in user (the portal gate guarantees it). */
export function useCurrentUser(): CurrentUser {
  const { user } = useSession()
  if (!user) throw new Error('useCurrentUser needs a signed-in user')
  return user
}
