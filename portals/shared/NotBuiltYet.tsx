import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined'
import { PageHeader } from './PageHeader'

/** Body of a route whose feature has not been built: says so plainly instead of showing filler. */
export default function NotBuiltYet({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <ConstructionOutlinedIcon color="action" aria-hidden />
          <Typography>This page is not available yet.</Typography>
        </CardContent>
      </Card>
    </>
  )
}
