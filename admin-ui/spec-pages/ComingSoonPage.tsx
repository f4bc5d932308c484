import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import type { ReactElement } from 'react'
import { Title, useTranslate } from 'react-admin'

/**
 * A spec route whose data arrives with a later work-flow issue: it answers at its path and says what will
 * appear there, rather than a 404 or an empty table that looks broken.
 */
export const ComingSoonPage = ({ page, icon }: { page: 'messenger' | 'internal'; icon: ReactElement }) => {
  const translate = useTranslate()
  const title = translate(`talentgrid.menu.${page}`)
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
          <Box aria-hidden sx={{ color: 'text.secondary', '& svg': { fontSize: 40 } }}>
            {icon}
          </Box>
          <Box>
            <Typography variant="h6" component="h2">
              {translate('talentgrid.comingSoon.nothingYet')}
            </Typography>
            <Typography color="text.secondary">{translate(`talentgrid.comingSoon.${page}`)}</Typography>
          </Box>
        </CardContent>
      </Card>
    </Box>
  )
}
