import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'

/** A titled card of /internal, and what it shows when its data did not load. */
export const Section = ({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) => (
  <Card component="section" aria-labelledby={id}>
    <CardContent>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
          {description}
        </Typography>
      )}
      {children}
    </CardContent>
  </Card>
)

export const LoadFailed = ({ what, onRetry }: { what: string; onRetry: () => void }) => (
  <Alert
    severity="error"
    action={
      <Button color="inherit" size="small" onClick={onRetry}>
        Try again
      </Button>
    }
  >
    {`The ${what} could not be loaded.`}
  </Alert>
)
