import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'

/**
 * Below the md breakpoint a list shows its rows as stacked cards instead of a table (as the users list
 * does): a table of six or more columns on a phone either wraps its names letter by letter or runs past
 * its card, hiding the columns and the actions at its far end.
 */
export function useStackedRows(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('md'))
}

/** The cards' list, named like the table it replaces. */
export function RowCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  )
}

/**
 * One row as a card: its title (a name, whole words only), what else the row says, and its actions on a
 * line of their own under it, always in view.
 */
export function RowCard({ title, children, actions }: { title: ReactNode; children?: ReactNode; actions?: ReactNode }) {
  return (
    <Box component="li" sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography component="div" sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
        {title}
      </Typography>
      {children}
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>{actions}</Box>}
    </Box>
  )
}

/** A card's figures as label and value pairs, two columns (labels as wide as the longest). */
export function RowFacts({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, alignItems: 'center', m: 0, mt: 1 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}
