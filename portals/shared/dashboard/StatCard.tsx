import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'

/** One figure of a dashboard with its label (and a link to its list when it has one). */
export function StatCard({ label, value, hint, to, loading }: { label: string; value: ReactNode; hint?: ReactNode; to?: string; loading?: boolean }) {
  const content = (
    <CardContent sx={{ p: 2, width: '100%' }}>
      <Typography variant="body2" color="text.secondary" component="p">
        {label}
      </Typography>
      {loading ? (
        <Skeleton width={64} height={36} role="progressbar" aria-label={`Loading ${label}`} />
      ) : (
        <Typography component="p" sx={{ fontSize: 26, fontWeight: 700, lineHeight: 1.4 }}>
          {value}
        </Typography>
      )}
      {hint && (
        <Typography variant="body2" color="text.secondary" component="p">
          {hint}
        </Typography>
      )}
    </CardContent>
  )
  return (
    <Card sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'flex-start', display: 'flex' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  )
}

/** A titled card around a dashboard's chart or list. */
export function DashboardCard({ id, title, children, action }: { id: string; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography id={id} variant="h2">
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  )
}
