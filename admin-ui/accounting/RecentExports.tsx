import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import { useTranslate } from 'react-admin'
import { TasksTable } from './TasksTable'

/** The latest QuickBooks exports, so an earlier run's files stay one click away. */
export const RecentExports = ({ current }: { current: string | null }) => {
  const translate = useTranslate()
  const title = translate('talentgrid.accounting.recentTitle')
  return (
    <Card variant="outlined" component="section" aria-labelledby="qb-recent-title">
      <CardHeader title={title} titleTypographyProps={{ component: 'h2', variant: 'h6', id: 'qb-recent-title' }} />
      <CardContent>
        <TasksTable label={title} pageSize={5} kind="qb-export" current={current} />
      </CardContent>
    </Card>
  )
}
