import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined'
import { useTranslate } from 'react-admin'
import type { TaskAnswer, TaskStatus } from '../../contract/timeSheets/tasks'
import { durationText } from './taskApi'

export const TASK_STATUS_COLORS: Record<TaskStatus, 'default' | 'info' | 'success' | 'error'> = { queued: 'default', running: 'info', done: 'success', failed: 'error' }

export const TaskStatusChip = ({ status }: { status: TaskStatus }) => {
  const translate = useTranslate()
  return <Chip size="small" label={translate(`talentgrid.tasks.statuses.${status}`)} color={TASK_STATUS_COLORS[status]} />
}

/**
 * A task's progress: a bar (named for screen readers, which read its value) while it is queued or running,
 * then only the figure. A finished task shows no progress bar, so a settled page has none.
 */
export const TaskProgressBar = ({ task }: { task: TaskAnswer }) => {
  const translate = useTranslate()
  const progress = task.status === 'done' ? 100 : Math.max(0, Math.min(100, Math.round(task.progress)))
  const finished = task.status === 'done' || task.status === 'failed'
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 120 }}>
      {!finished && (
        <LinearProgress
          variant={task.status === 'queued' ? 'indeterminate' : 'determinate'}
          value={progress}
          aria-label={translate('talentgrid.tasks.progressOf', { label: task.label })}
          sx={{ flex: 1, height: 8, borderRadius: 1 }}
        />
      )}
      <Typography variant="body2" sx={{ minWidth: '3.5em', textAlign: finished ? 'left' : 'right' }}>
        {progress}%
      </Typography>
    </Stack>
  )
}

/** The task's files as download links (GET /api/v1/files/{id}/ answers them to who asked and the super admin). */
export const TaskFiles = ({ task }: { task: TaskAnswer }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ flexWrap: 'wrap' }}>
    {task.files.map((file) => (
      <Link key={file.url} href={file.url} download={file.fileName} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}>
        <FileDownloadOutlinedIcon fontSize="small" aria-hidden />
        {file.label ? `${file.label}: ${file.fileName}` : file.fileName}
      </Link>
    ))}
  </Stack>
)

/** One task followed on the page: its status, progress, then its files or its error. */
export const TaskStatusView = ({ task }: { task: TaskAnswer }) => {
  const translate = useTranslate()
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TaskStatusChip status={task.status} />
        <Typography sx={{ overflowWrap: 'anywhere' }}>{task.label}</Typography>
      </Stack>
      <TaskProgressBar task={task} />
      {task.status === 'done' && (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('talentgrid.tasks.finishedIn', { duration: durationText(task.durationMs) })}
          </Typography>
          {task.files.length ? <TaskFiles task={task} /> : <Typography>{translate('talentgrid.tasks.noFiles')}</Typography>}
        </>
      )}
      {task.status === 'failed' && <Alert severity="error">{task.error ?? translate('talentgrid.tasks.failedNoReason')}</Alert>}
    </Box>
  )
}
