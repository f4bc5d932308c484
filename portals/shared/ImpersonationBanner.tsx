import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { apiCall } from './client'
import { useToast } from './toasts'

/** Shown while a super admin acts as this user, so nobody forgets whose account they are changing. */
export function ImpersonationBanner({ name }: { name: string }) {
  const toast = useToast()
  const [leaving, setLeaving] = useState(false)

  const returnToOwnAccount = async () => {
    setLeaving(true)
    try {
      await apiCall('delete', '/user/impersonate/')
      window.location.assign('/')
    } catch {
      setLeaving(false)
      toast.error()
    }
  }

  return (
    <Box
      role="region"
      aria-label="Impersonation"
      sx={{
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        px: 2,
        py: 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <Typography variant="body2">
        You are acting as <strong>{name}</strong>
      </Typography>
      <Button size="small" variant="outlined" color="inherit" onClick={returnToOwnAccount} loading={leaving}>
        Return to my account
      </Button>
    </Box>
  )
}
