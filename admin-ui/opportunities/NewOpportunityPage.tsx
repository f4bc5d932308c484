import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined'
import { Link as RouterLink } from 'react-router-dom'
import { Title, useTranslate } from 'react-admin'

/**
 * The spec's /new-opportunity for the super admin (docs/decisions/super-admin-common-routes.md): the
 * work flows give posting an opportunity to organization users only, and the super admin has no
 * opportunity call, so the route says who posts opportunities and leads to the list of all of them.
 */
export const NewOpportunityPage = () => {
  const translate = useTranslate()
  const title = translate('talentgrid.opportunities.newTitle')
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography variant="body1" sx={{ maxWidth: '70ch', mb: 2 }}>
          {translate('talentgrid.opportunities.newExplanation')}
        </Typography>
        <Button component={RouterLink} to="/opportunities" variant="contained" startIcon={<ListAltOutlinedIcon />}>
          {translate('talentgrid.opportunities.toList')}
        </Button>
      </CardContent>
    </Card>
  )
}
