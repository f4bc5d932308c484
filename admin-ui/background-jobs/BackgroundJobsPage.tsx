import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import PlayArrowOutlinedIcon from '@mui/icons-material/PlayArrowOutlined'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Title, useNotify, useTranslate } from 'react-admin'
import { describeCron, type JobRunState } from '../../contract/backgroundJobs'
import { apiCall, apiQuery, apiQueryKey, type AnswerOf } from '../../portals/shared/client'
import { usePhone } from '../layout/usePhone'
// The tasks (exports) beside the scheduled jobs
import { TasksTable } from '../accounting/TasksTable'
import { formatDateTime } from '../../contract/format'

type BackgroundJob = AnswerOf<'get', '/super_admin/jobs/'>['results'][number]
type JobRun = BackgroundJob['runs'][number]

/** The contract's on-demand runs; a job's runNowPath (with /api/v1) names one of them. */
const RUN_PATHS = [
  '/super_admin/jobs/document-expiry/run/',
  '/super_admin/jobs/engagement-dates/run/',
  '/super_admin/jobs/time-sheet-reminders/run/',
  '/super_admin/jobs/chat-unread-emails/run/',
] as const

const runPathOf = (runNowPath: string) => RUN_PATHS.find((path) => `/api/v1${path}` === runNowPath)

const STATE_COLORS: Record<JobRunState, 'default' | 'info' | 'success' | 'error'> = { queued: 'default', running: 'info', completed: 'success', failed: 'error' }

const when = formatDateTime

/**
 * A run's counts in words: the document-expiry job answers { warned, expired } (e-mails sent), the
 * engagement-dates job { started, expired } (engagements moved).
 */
const outputMessage = (kind: 'sent' | 'ran', output: Record<string, unknown>): [string, Record<string, unknown>] =>
  'emailed' in output
    ? [`talentgrid.backgroundJobs.${kind}ChatUnreadEmails`, { emailed: output.emailed ?? 0 }]
    : 'started' in output
      ? [`talentgrid.backgroundJobs.${kind}EngagementDates`, { started: output.started ?? 0, expired: output.expired ?? 0 }]
      : [`talentgrid.backgroundJobs.${kind}`, { warned: output.warned ?? 0, expired: output.expired ?? 0 }]

const runResult = (run: JobRun, translate: ReturnType<typeof useTranslate>) =>
  run.error ?? (run.output ? translate(...outputMessage('sent', run.output)) : '—')

/** On a phone each run is a short stack (state, times, result) rather than a table cut at the card's edge. */
const RunItems = ({ runs, jobLabel }: { runs: JobRun[]; jobLabel: string }) => {
  const translate = useTranslate()
  return (
    <Box component="ul" aria-label={`${jobLabel}: ${translate('talentgrid.backgroundJobs.runs')}`} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {runs.map((run) => (
        <Box component="li" key={run.id} sx={{ display: 'grid', gap: 0.5, borderTop: 1, borderColor: 'divider', pt: 1 }}>
          <Chip size="small" sx={{ justifySelf: 'start' }} label={translate(`talentgrid.backgroundJobs.states.${run.state}`)} color={STATE_COLORS[run.state]} />
          <Typography variant="body2">
            {translate('talentgrid.backgroundJobs.scheduledFor')}: {when(run.waitUntil ?? run.queuedAt)}
          </Typography>
          <Typography variant="body2">
            {translate('talentgrid.backgroundJobs.completedAt')}: {when(run.completedAt)}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {translate('talentgrid.backgroundJobs.result')}: {runResult(run, translate)}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}

const RunsTable = ({ runs, jobLabel }: { runs: JobRun[]; jobLabel: string }) => {
  const translate = useTranslate()
  const isPhone = usePhone()
  if (!runs.length) return <Typography color="text.secondary">{translate('talentgrid.backgroundJobs.noRuns')}</Typography>
  if (isPhone) return <RunItems runs={runs} jobLabel={jobLabel} />
  return (
    // Focusable so a keyboard can scroll the table sideways on a phone (axe: scrollable-region-focusable).
    <Box tabIndex={0} role="region" aria-label={`${jobLabel}: ${translate('talentgrid.backgroundJobs.runs')}`} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('talentgrid.backgroundJobs.runs')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('talentgrid.backgroundJobs.state')}</TableCell>
            <TableCell>{translate('talentgrid.backgroundJobs.scheduledFor')}</TableCell>
            <TableCell>{translate('talentgrid.backgroundJobs.completedAt')}</TableCell>
            <TableCell>{translate('talentgrid.backgroundJobs.result')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {runs.map((run) => (
            <TableRow key={run.id}>
              <TableCell>
                <Chip size="small" label={translate(`talentgrid.backgroundJobs.states.${run.state}`)} color={STATE_COLORS[run.state]} />
              </TableCell>
              <TableCell>{when(run.waitUntil ?? run.queuedAt)}</TableCell>
              <TableCell>{when(run.completedAt)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {runResult(run, translate)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}

const JobCard = ({ job }: { job: BackgroundJob }) => {
  const translate = useTranslate()
  const notify = useNotify()
  const queryClient = useQueryClient()
  const runNow = useMutation({
    mutationFn: async () => {
      const path = runPathOf(job.runNowPath ?? '')
      if (!path) throw new Error(`No contract path for ${job.runNowPath}`)
      return apiCall('post', path)
    },
    onSuccess: (result) => {
      const [message, messageArgs] = outputMessage('ran', result)
      notify(message, { type: 'success', messageArgs })
      void queryClient.invalidateQueries({ queryKey: apiQueryKey('/super_admin/jobs/') })
    },
    onError: () => notify('talentgrid.backgroundJobs.runFailed', { type: 'error' }),
  })
  return (
    <Card variant="outlined" component="section" aria-labelledby={`job-${job.task}`}>
      <CardHeader
        title={job.label}
        titleTypographyProps={{ component: 'h2', variant: 'h6', id: `job-${job.task}` }}
        subheader={translate('talentgrid.backgroundJobs.schedule', { queue: job.queue, schedule: describeCron(job.cron), cron: job.cron })}
        action={
          job.runNowPath && (
            <Button
              onClick={() => runNow.mutate()}
              disabled={runNow.isPending}
              startIcon={runNow.isPending ? <CircularProgress size={16} aria-hidden /> : <PlayArrowOutlinedIcon />}
            >
              {translate('talentgrid.backgroundJobs.runNow')}
            </Button>
          )
        }
        sx={{ flexWrap: 'wrap', '& .MuiCardHeader-action': { alignSelf: 'center' } }}
      />
      <CardContent>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {translate('talentgrid.backgroundJobs.runs')}
        </Typography>
        <RunsTable runs={job.runs} jobLabel={job.label} />
      </CardContent>
    </Card>
  )
}

/** Every task (payroll and QuickBooks exports), newest first, with status and kind filters. */
const TasksSection = () => {
  const translate = useTranslate()
  const title = translate('talentgrid.tasks.title')
  return (
    <Card variant="outlined" component="section" aria-labelledby="tasks-title">
      <CardHeader
        title={title}
        subheader={translate('talentgrid.tasks.help')}
        titleTypographyProps={{ component: 'h2', variant: 'h6', id: 'tasks-title' }}
      />
      <CardContent>
        <TasksTable label={title} pageSize={25} controls />
      </CardContent>
    </Card>
  )
}

/**
 * /background-jobs: the tasks, then Payload's scheduled jobs, their queue, schedule and latest
 * runs, with Run now.
 */
export const BackgroundJobsPage = () => {
  const translate = useTranslate()
  const jobs = useQuery(apiQuery('/super_admin/jobs/'))
  const title = translate('talentgrid.menu.backgroundJobs')
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <TasksSection />
      {jobs.isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : jobs.isError ? (
        <Typography color="error">{translate('talentgrid.backgroundJobs.loadFailed')}</Typography>
      ) : (
        jobs.data.results.map((job) => <JobCard key={job.task} job={job} />)
      )}
    </Box>
  )
}
