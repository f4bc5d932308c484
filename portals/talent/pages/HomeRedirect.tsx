import { useQuery } from '@tanstack/react-query'
import { Navigate } from 'react-router'
import { PageLoader } from '../../shared/PageLoader'
import { apiQuery } from '../../shared/client'
import { ownProfileQuery } from './profile/ownProfile'
import { welcomeScreenQuery } from './welcomeScreen'

/**
 * Where '/' (and so every sign-in) takes a talent.
 * - Flag newTalentDashboard on: /welcome until the talent dismisses it (GET
 *   /talent/show-screen/welcome/ answers `show`; the welcome page POSTs it), then /dashboard.
 * - Flag off: a new talent, whose profile has nothing in it yet, lands on /welcome;
 *   everyone else on /dashboard.
 * The flags are read here (not through useFeatureFlag, which answers 'off' until they have loaded) so the
 * first redirect after sign-in does not take the old rule by accident. If nothing can be read, the
 * dashboard is the safe place to land.
 */
export default function HomeRedirect() {
  const flags = useQuery(apiQuery('/environment-variables/'))
  const oneTimeWelcome = flags.data?.newTalentDashboard === true
  const screen = useQuery({ ...welcomeScreenQuery(), enabled: flags.isSuccess && oneTimeWelcome })
  const profile = useQuery({ ...ownProfileQuery(), enabled: !flags.isPending && !oneTimeWelcome })
  if (flags.isPending || (oneTimeWelcome ? screen.isPending : profile.isPending)) return <PageLoader label="Loading" />
  // A link followed while this was loading has already moved the address on; the router keeps this
  // screen drawn until the next one's code arrives, and redirecting now would undo the user's choice.
  if (window.location.pathname !== '/') return <PageLoader label="Loading" />
  const welcome = oneTimeWelcome ? screen.data?.show === true : profile.data?.completeness?.percent === 0
  return <Navigate to={welcome ? '/welcome' : '/dashboard'} replace />
}
