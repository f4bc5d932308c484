import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { Brand } from './Brand'

/** The signed-out look: product name above one centred card on a light background. */
export function CenteredCard({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        py: { xs: 4, sm: 8 },
      }}
    >
      <Box sx={{ mb: { xs: 3, sm: 4 } }}>
        <Brand size="large" />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 440, boxShadow: '0 1px 3px rgba(16, 24, 40, 0.06)' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>{children}</CardContent>
      </Card>
      {footer && <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box>}
      <Typography variant="caption" color="text.secondary" sx={{ mt: 'auto', pt: 4 }}>
        Talentgrid · healthcare-IT talent marketplace
      </Typography>
    </Box>
  )
}
