import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { Title, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'
import { CONSOLE_PATHS } from './routes'

/**
 * Every console path that is not the signed-in user's: unknown paths, and the pages and resources of
 * another role (a content editor's /engagements or /messenger). It says the same for both, so the console
 * never tells an editor which super-admin pages exist. Text in the theme's primary and secondary text
 * colours at full opacity (react-admin's own page draws it at half opacity, below 4.5:1).
 */
export const ConsoleNotFound = () => {
  const translate = useTranslate()
  return (
    <Box sx={{ py: 4, display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Title title="talentgrid.notFound.title" />
      <Typography variant="h5" component="h1">
        {translate('talentgrid.notFound.title')}
      </Typography>
      <Typography color="text.secondary">{translate('talentgrid.notFound.message')}</Typography>
      <Button component={Link} to={CONSOLE_PATHS.dashboard} variant="contained">
        {translate('talentgrid.notFound.back')}
      </Button>
    </Box>
  )
}
