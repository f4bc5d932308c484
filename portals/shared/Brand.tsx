import { Link as RouterLink } from 'react-router'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { brandOrange } from './theme'

/** The product mark: an orange tile and the name. Links home when `to` is given. */
export function Brand({ to, size = 'medium' }: { to?: string; size?: 'medium' | 'large' }) {
  const tile = size === 'large' ? 36 : 28
  const content = (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        aria-hidden
        sx={{
          width: tile,
          height: tile,
          borderRadius: 1.5,
          bgcolor: brandOrange,
          color: '#fff',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          fontSize: tile * 0.55,
        }}
      >
        T
      </Box>
      <Typography
        component="span"
        sx={{ fontWeight: 700, fontSize: size === 'large' ? 24 : 19, color: 'text.primary' }}
      >
        Talentgrid
      </Typography>
    </Box>
  )
  if (!to) return content
  // Named by its own text ('Talentgrid', the tile's letter hidden from assistive technology, and a hidden
  // ' home'), not an aria-label: the name then holds the words on screen, which a speech user says.
  return (
    <Box component={RouterLink} to={to} sx={{ textDecoration: 'none', borderRadius: 1 }}>
      {content}
      <Box component="span" sx={visuallyHidden}>
        {' home'}
      </Box>
    </Box>
  )
}
