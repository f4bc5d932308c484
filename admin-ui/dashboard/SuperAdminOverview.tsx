import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Alert from '@mui/material/Alert'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { CONSOLE_PATHS } from '../layout/routes'
import { apiQuery } from '../../portals/shared/client'
import { ConsoleMonthChart } from './ConsoleMonthChart'
import { formatDateTime } from '../../contract/format'

const Count = ({ label, value, to }: { label: string; value: number | undefined; to: string }) => (
  <Card>
    <CardActionArea component={Link} to={to}>
      <CardContent>
        <Typography variant="h4" component="p">
          {value === undefined ? '…' : value.toLocaleString('en-US')}
        </Typography>
        <Typography color="text.secondary">{label}</Typography>
      </CardContent>
    </CardActionArea>
  </Card>
)

const Section = ({ id, title, children }: { id: string; title: string; children: React.ReactNode }) => (
  <Card component="section" aria-labelledby={id}>
    <CardContent>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
)

/**
 * The super admin's dashboard figures (GET /api/v1/super_admin/dashboard/): counts, hours and revenue
 * by month (two charts, each with its table), and the failed tasks with a link to /background-jobs.
 */
export const SuperAdminOverview = () => {
  const query = useQuery(apiQuery('/super_admin/dashboard/'))
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        The dashboard could not be loaded.
      </Alert>
    )
  const data = query.data
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        <Count label="Talents awaiting approval" value={data?.counts.talentsAwaitingApproval} to="/talents" />
        <Count label="Active engagements" value={data?.counts.activeEngagements} to="/engagements" />
        <Count label="Failed tasks" value={data?.counts.failedTasks} to={CONSOLE_PATHS.backgroundJobs} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section id="hours-by-month" title="Hours by month">
          {data ? (
            <ConsoleMonthChart title="Hours by month" figures={data.byMonth} measure="hours" />
          ) : (
            <Skeleton variant="rounded" height={240} role="progressbar" aria-label="Loading hours by month" />
          )}
        </Section>
        <Section id="revenue-by-month" title="Revenue by month">
          {data ? (
            <ConsoleMonthChart title="Revenue by month" figures={data.byMonth} measure="money" />
          ) : (
            <Skeleton variant="rounded" height={240} role="progressbar" aria-label="Loading revenue by month" />
          )}
        </Section>
      </Box>
      <Section id="failed-tasks" title="Failed tasks">
        {!data ? (
          <Skeleton variant="rounded" height={56} role="progressbar" aria-label="Loading failed tasks" />
        ) : data.failedTasks.length === 0 ? (
          <Typography color="text.secondary">No task has failed.</Typography>
        ) : (
          <Box tabIndex={0} role="region" aria-label="Failed tasks table" sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby="failed-tasks">
              <TableHead>
                <TableRow>
                  <TableCell>Task</TableCell>
                  <TableCell>Failed at</TableCell>
                  <TableCell>Error</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.failedTasks.map((task) => (
                  <TableRow key={task.id}>
                    <TableCell>{task.kind}</TableCell>
                    <TableCell>{formatDateTime(task.failedAt)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{task.error}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        <Button component={Link} to={CONSOLE_PATHS.backgroundJobs} sx={{ mt: 1 }}>
          Open background jobs
        </Button>
      </Section>
    </Box>
  )
}
