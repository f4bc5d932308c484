import '../../contract/zodConfig'
// The theme's typeface, bundled so the UI looks the same on machines without Roboto installed.
import '@fontsource/roboto/400.css'
import '@fontsource/roboto/500.css'
import '@fontsource/roboto/700.css'
import { StrictMode, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from './AppProviders'

export function mount(app: ReactNode, { signedIn }: { signedIn: boolean }) {
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  createRoot(container).render(
    <StrictMode>
      <AppProviders signedIn={signedIn}>{app}</AppProviders>
    </StrictMode>,
  )
}
