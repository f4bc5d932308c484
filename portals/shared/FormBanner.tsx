import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'

/** Errors that belong to the whole form (nonFieldErrors), shown above its fields. */
export function FormBanner({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Box>
      )}
    </Alert>
  )
}
