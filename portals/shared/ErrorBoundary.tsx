import { Component, type ErrorInfo, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { messages } from '../../contract/messages'

/** What the user sees when a page could not render or load: a plain way out rather than a blank screen. */
export function ErrorFallback() {
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h1" gutterBottom>
        {messages.somethingWentWrong}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The page could not be loaded. Reloading usually fixes this.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  )
}

interface Props {
  children: ReactNode
}

interface State {
  failed: boolean
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // Error reporting services are out of scope; the console keeps the trace for developers.
    console.error(error, info.componentStack)
  }

  render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children
  }
}
