import { Link as RouterLink, useLocation } from 'react-router'
import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'

const SECTIONS = [
  { path: '/time-tracking', label: 'Time sheet' },
  { path: '/time-tracking/payroll-history', label: 'Payroll history' },
  { path: '/time-tracking/historical-adjustments', label: 'Historical adjustments' },
] as const

/** The talent's three time-tracking screens, as links styled as tabs. */
export function TimeTrackingNav() {
  const { pathname } = useLocation()
  const current = SECTIONS.find((section) => pathname === section.path)?.path ?? false
  return (
    <Box component="nav" aria-label="Time tracking sections" sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      <Tabs
        value={current}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Time tracking sections"
        sx={{ '& .MuiTab-root.Mui-selected': { color: 'primary.dark' } }}
      >
        {SECTIONS.map((section) => (
          <Tab key={section.path} value={section.path} label={section.label} component={RouterLink} to={section.path} />
        ))}
      </Tabs>
    </Box>
  )
}
