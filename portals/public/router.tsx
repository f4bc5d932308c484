import { createBrowserRouter, Navigate } from 'react-router'
import { CenteredCard } from '../shared/CenteredCard'
import { ErrorFallback } from '../shared/ErrorBoundary'
import { lazyWithReload } from '../shared/lazyWithReload'
import SignInPage from './pages/SignInPage'
import { PublicLayout } from './PublicLayout'

const SignUpPage = lazyWithReload(() => import('./pages/SignUpPage'))
const SignUpThanksPage = lazyWithReload(() => import('./pages/SignUpThanksPage'))
const ConfirmEmailPage = lazyWithReload(() => import('./pages/ConfirmEmailPage'))
const ConfirmNewEmailPage = lazyWithReload(() => import('./pages/ConfirmNewEmailPage'))
const ResetPasswordPage = lazyWithReload(() => import('./pages/ResetPasswordPage'))
const CreatePasswordPage = lazyWithReload(() => import('./pages/CreatePasswordPage'))
const Page404 = lazyWithReload(() => import('../shared/Page404'))

// Sign-in is the landing page of this bundle, so it ships in the entry chunk rather than lazily.
export const router = createBrowserRouter([
  {
    path: '/',
    element: <PublicLayout />,
    errorElement: (
      <CenteredCard>
        <ErrorFallback />
      </CenteredCard>
    ),
    children: [
      { index: true, element: <SignInPage /> },
      { path: '/sign-in', element: <SignInPage /> },
      { path: '/sign-up', element: <SignUpPage /> },
      { path: '/sign-up/thanks', element: <SignUpThanksPage /> },
      { path: '/confirm-email/:uuid/:token', element: <ConfirmEmailPage /> },
      { path: '/confirm-new-email/:uuid/:token', element: <ConfirmNewEmailPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/create-password/:uuid/:token', element: <CreatePasswordPage /> },
      { path: '/page404', element: <Page404 homeLabel="Go to sign in" /> },
      // Signed out on a deep link into a portal: the way in is signing in.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
])
