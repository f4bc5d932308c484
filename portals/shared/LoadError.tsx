import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { errorMessage } from './api'

/** A failed load: the reason and a way to try again, in place of the content that did not come. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    >
      {errorMessage(error)}
    </Alert>
  )
}
