import type { ReactNode } from 'react'
import Box from '@mui/material/Box'

/**
 * What a phone list (react-admin's SimpleList) shows at the right of a row: SimpleList puts its tertiary
 * text inline after the primary text with no gap ('Strong Epic analyst11/25/2026'); floated right with a
 * margin it reads as its own column, as the engagements list already did.
 */
export function ListAside({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ float: 'right', ml: 1 }}>
      {children}
    </Box>
  )
}
