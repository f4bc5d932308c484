import { useState, type ReactNode } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { ErrorBoundary } from './ErrorBoundary'
import { FeatureFlagProvider } from './featureFlags'
import { SessionProvider } from './session'
import { theme } from './theme'
import { ToastProvider } from './toasts'
import { createQueryClient } from './query/queryClient'

/** Theme, toasts and the query cache for every bundle; the session and feature flags only where someone is signed in. */
export function AppProviders({ children, signedIn }: { children: ReactNode; signedIn: boolean }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ErrorBoundary>
          <ToastProvider>
            {signedIn ? (
              <SessionProvider>
                <FeatureFlagProvider>{children}</FeatureFlagProvider>
              </SessionProvider>
            ) : (
              children
            )}
          </ToastProvider>
        </ErrorBoundary>
      </ThemeProvider>
    </QueryClientProvider>
  )
}
