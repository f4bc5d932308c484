import { useQuery } from '@tanstack/react-query'
import { Navigate } from 'react-router'
import { PageLoader } from '../../shared/PageLoader'
import { ownProfileQuery } from './profile/ownProfile'

/**
 * Where '/' (and so every sign-in) takes a talent: a new talent, whose profile has nothing in it yet,
 * lands on /welcome (what to fill first); everyone else on /dashboard. The profile query is the one the
 * welcome page and the profile show, so the redirect costs no extra request there. If the profile
 * cannot be read, the dashboard is the safe place to land.
 */
export default function HomeRedirect() {
  const profile = useQuery(ownProfileQuery())
  if (profile.isPending) return <PageLoader label="Loading" />
  const isNew = profile.data?.completeness?.percent === 0
  return <Navigate to={isNew ? '/welcome' : '/dashboard'} replace />
}
