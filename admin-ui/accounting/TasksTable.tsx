import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslate } from 'react-admin'
import { TASK_KINDS, TASK_STATUSES, type TaskAnswer, type TaskKind, type TaskStatus } from '../../contract/timeSheets/tasks'
import { usePhone } from '../layout/usePhone'
import { TaskFiles, TaskProgressBar, TaskStatusChip } from './TaskStatusView'
import { TASKS_KEY, durationText, errorText, isFinished, listTasks } from './taskApi'
import { formatDateTime } from '../../contract/format'

/** An empty filter reads 'Any' rather than looking unset. */
const ANY_SHOWN = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const

const when = formatDateTime

/** One task as a block of lines: a phone has no room for eight columns. */
const TaskItem = ({ task, showKind, current }: { task: TaskAnswer; showKind: boolean; current: boolean }) => {
  const translate = useTranslate()
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.75, bgcolor: current ? 'action.selected' : undefined }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{task.label}</Typography>
        <TaskStatusChip status={task.status} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {[showKind ? translate(`talentgrid.tasks.kinds.${task.kind}`) : null, task.organizationName].filter(Boolean).join(' · ')}
      </Typography>
      <TaskProgressBar task={task} />
      <Typography variant="body2" color="text.secondary">
        {translate('talentgrid.tasks.startedByLine', {
          name: task.requestedBy?.name ?? translate('talentgrid.tasks.system'),
          created: when(task.createdAt),
          duration: durationText(task.durationMs),
        })}
      </Typography>
      {task.status === 'failed' && (
        <Typography variant="body2" color="error">
          {task.error ?? translate('talentgrid.tasks.failedNoReason')}
        </Typography>
      )}
      {task.status === 'done' &&
        (task.files.length > 0 ? <TaskFiles task={task} /> : <Typography variant="body2">{translate('talentgrid.tasks.noFileKept')}</Typography>)}
    </Box>
  )
}

interface TasksTableProps {
  /** Names the table for screen readers. */
  label: string
  pageSize: number
  /** A fixed kind (the accounting page's exports); else the kind is a filter of its own. */
  kind?: TaskKind
  /** Status and kind filters, paging. */
  controls?: boolean
  /** The task the page follows, highlighted. */
  current?: string | null
}

/**
 * Tasks (GET /api/v1/super_admin/tasks/, newest first): kind, status, progress, who started it, the
 * duration, the error, when created, and a finished export's files. Refreshed every 3 s while a task of
 * the page is queued or running.
 */
export const TasksTable = ({ label, pageSize, kind, controls = false, current = null }: TasksTableProps) => {
  const translate = useTranslate()
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState<TaskStatus | ''>('')
  const [kindFilter, setKindFilter] = useState<TaskKind | ''>('')
  const shownKind = kind ?? kindFilter
  const isSmall = usePhone()
  const tasks = useQuery({
    queryKey: [...TASKS_KEY, page, pageSize, shownKind, status],
    queryFn: () => listTasks({ page, pageSize, kind: shownKind, status }),
    placeholderData: keepPreviousData,
    retry: 1,
    refetchInterval: (query) => (query.state.data?.results.some((task) => !isFinished(task)) ? 3000 : false),
  })
  const rows: TaskAnswer[] = tasks.data?.results ?? []
  const count = tasks.data?.count ?? 0
  const first = count ? (page - 1) * pageSize + 1 : 0
  const last = Math.min(count, page * pageSize)
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {controls && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            size="small"
            label={translate('talentgrid.tasks.status')}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as TaskStatus | '')
              setPage(1)
            }}
            slotProps={ANY_SHOWN}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{translate('talentgrid.tasks.any')}</MenuItem>
            {TASK_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {translate(`talentgrid.tasks.statuses.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          {!kind && (
            <TextField
              select
              size="small"
              label={translate('talentgrid.tasks.kind')}
              value={kindFilter}
              onChange={(event) => {
                setKindFilter(event.target.value as TaskKind | '')
                setPage(1)
              }}
              slotProps={ANY_SHOWN}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="">{translate('talentgrid.tasks.any')}</MenuItem>
              {TASK_KINDS.map((value) => (
                <MenuItem key={value} value={value}>
                  {translate(`talentgrid.tasks.kinds.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      )}
      {tasks.isPending ? (
        <CircularProgress aria-label={translate('ra.page.loading')} />
      ) : tasks.isError ? (
        <Alert severity="error">{errorText(tasks.error, translate('talentgrid.tasks.loadFailed'))}</Alert>
      ) : !rows.length ? (
        <Typography color="text.secondary">{translate(status || kindFilter ? 'talentgrid.tasks.noneMatch' : 'talentgrid.tasks.none')}</Typography>
      ) : isSmall ? (
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((task) => (
            <TaskItem key={task.id} task={task} showKind={!kind} current={task.id === current} />
          ))}
        </Box>
      ) : (
        // The scroll box is a landmark of its own: named apart from the section around it (axe landmark-unique).
        <Box tabIndex={0} role="region" aria-label={translate('talentgrid.tasks.scrollRegion', { label })} sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {!kind && <TableCell>{translate('talentgrid.tasks.kind')}</TableCell>}
                <TableCell>{translate('talentgrid.tasks.task')}</TableCell>
                <TableCell>{translate('talentgrid.tasks.status')}</TableCell>
                <TableCell sx={{ minWidth: 160 }}>{translate('talentgrid.tasks.progress')}</TableCell>
                <TableCell>{translate('talentgrid.tasks.requestedBy')}</TableCell>
                <TableCell>{translate('talentgrid.tasks.duration')}</TableCell>
                <TableCell>{translate('talentgrid.tasks.created')}</TableCell>
                <TableCell>{translate('talentgrid.tasks.result')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((task) => (
                <TableRow key={task.id} selected={task.id === current}>
                  {!kind && <TableCell>{translate(`talentgrid.tasks.kinds.${task.kind}`)}</TableCell>}
                  <TableCell sx={{ minWidth: 180, overflowWrap: 'anywhere' }}>
                    {task.label}
                    {task.organizationName && (
                      <Typography variant="body2" color="text.secondary">
                        {task.organizationName}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <TaskStatusChip status={task.status} />
                  </TableCell>
                  <TableCell>
                    <TaskProgressBar task={task} />
                  </TableCell>
                  <TableCell>{task.requestedBy?.name ?? translate('talentgrid.tasks.system')}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{durationText(task.durationMs)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(task.createdAt)}</TableCell>
                  <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>
                    {task.status === 'failed' ? (
                      <Typography variant="body2" color="error">
                        {task.error ?? translate('talentgrid.tasks.failedNoReason')}
                      </Typography>
                    ) : task.status === 'done' && task.files.length ? (
                      <TaskFiles task={task} />
                    ) : task.status === 'done' ? (
                      <Typography variant="body2">{translate('talentgrid.tasks.noFileKept')}</Typography>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {controls && count > pageSize && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
          <Typography variant="body2">{translate('talentgrid.tasks.pageOf', { first, last, count })}</Typography>
          <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {translate('talentgrid.tasks.previous')}
          </Button>
          <Button size="small" disabled={last >= count} onClick={() => setPage(page + 1)}>
            {translate('talentgrid.tasks.next')}
          </Button>
        </Stack>
      )}
    </Box>
  )
}
