import { Link as RouterLink } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { usePageTitle } from './usePageTitle'

export default function Page404({ homeLabel = 'Go to the home page' }: { homeLabel?: string }) {
  usePageTitle('Page not found')
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, sm: 10 }, px: 2 }}>
      <Typography variant="overline" color="text.secondary" component="p">
        Error 404
      </Typography>
      <Typography variant="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The page you are looking for does not exist or you do not have access to it.
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        {homeLabel}
      </Button>
    </Box>
  )
}
