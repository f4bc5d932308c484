import { Navigate, type RouteObject } from 'react-router'
import { lazyWithReload } from './lazyWithReload'

const NotBuiltYetPage = lazyWithReload(() => import('./NotBuiltYet'))
const Page404 = lazyWithReload(() => import('./Page404'))
const SignedInNotice = lazyWithReload(() => import('./SignedInNotice'))
export const AccountPage = lazyWithReload(() => import('./account/AccountPage'))

/** A route whose feature is not built yet: it exists (so links and deep links work) and says so. */
export const notBuiltYet = (path: string, title: string): RouteObject => ({
  path,
  element: <NotBuiltYetPage title={title} />,
})

/** /page404 and everything no other route matched. */
export const notFoundRoutes = (homeLabel: string): RouteObject[] => [
  { path: '/page404', element: <Page404 homeLabel={homeLabel} /> },
  { path: '*', element: <Page404 homeLabel={homeLabel} /> },
]

/** The signed-out pages' paths, reached from e-mails while signed in (see SignedInNotice). */
export const signedOutLinkRoutes = (): RouteObject[] => [
  { path: '/sign-in', element: <Navigate to="/" replace /> },
  ...[
    '/sign-up',
    '/sign-up/thanks',
    '/reset-password',
    '/confirm-email/:uuid/:token',
    '/create-password/:uuid/:token',
  ].map((path) => ({ path, element: <SignedInNotice /> })),
]
