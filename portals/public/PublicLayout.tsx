import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { CenteredCard } from '../shared/CenteredCard'
import { ErrorBoundary } from '../shared/ErrorBoundary'
import { PageLoader } from '../shared/PageLoader'

export function PublicLayout() {
  const { pathname } = useLocation()
  return (
    <CenteredCard>
      <ErrorBoundary key={pathname}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </CenteredCard>
  )
}
