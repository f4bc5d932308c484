import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import CircularProgress from '@mui/material/CircularProgress'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { Confirm, Link as RaLink, Title, useGetList, useTranslate } from 'react-admin'
import { useSearchParams } from 'react-router-dom'
import { CONSOLE_PATHS } from '../layout/routes'
import { apiQuery } from '../../portals/shared/client'
import { browserToday, periodChoices } from './exportPeriods'
import { RecentExports } from './RecentExports'
import { TaskStatusView } from './TaskStatusView'
import { TASKS_KEY, errorText, isFinished, nextPollDelay, readTask, startQbExport } from './taskApi'

interface OrganizationChoice {
  id: string
  name: string
}

/** Today as the server's clock has it (GET /pay-date/: the super admin's is New York's); the browser's if that fails. */
function useToday(): string {
  const payDate = useQuery({
    ...apiQuery('/pay-date/'),
    retry: false,
    staleTime: 60_000,
  })
  return payDate.data?.today ?? browserToday()
}

/** Polls the task until it is done or failed, 1 s then longer (taskApi.nextPollDelay). */
function useFollowedTask(taskId: string | null) {
  return useQuery({
    queryKey: ['task', taskId],
    queryFn: () => readTask(taskId!),
    enabled: taskId !== null,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : nextPollDelay(query.state.dataUpdateCount)),
  })
}

/**
 * /accounting: the super admin picks a pay period and
 * organizations, confirms, and starts the QuickBooks export (POST /super_admin/qb_export/ -> 202 and a
 * task); the page follows the task and offers its two files (IIF time activity, invoice CSV). The task id
 * sits in the address (?task=…), so a reload or a shared link keeps following the same export.
 */
export const AccountingPage = () => {
  const translate = useTranslate()
  const today = useToday()
  const choices = useMemo(() => periodChoices(today), [today])
  const [periodStart, setPeriodStart] = useState<string | null>(null)
  const chosenStart = periodStart ?? choices[1]!.period.start
  const chosen = choices.find((choice) => choice.period.start === chosenStart) ?? choices[1]!
  const [selected, setSelected] = useState<OrganizationChoice[]>([])
  const [confirming, setConfirming] = useState(false)
  const [search, setSearch] = useSearchParams()
  const taskId = search.get('task')

  const organizations = useGetList<OrganizationChoice>('organizations', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  })
  const options = useMemo(() => (organizations.data ?? []).map(({ id, name }) => ({ id: String(id), name })), [organizations.data])

  const queryClient = useQueryClient()
  // The recent exports list shows a new task at once and again once it has finished.
  const refreshTaskLists = () => void queryClient.invalidateQueries({ queryKey: TASKS_KEY })
  const start = useMutation({
    mutationFn: () => startQbExport(chosen.period.start, selected.map((organization) => organization.id)),
    onSuccess: (task) => {
      setSearch({ task: task.id })
      refreshTaskLists()
    },
  })
  const followed = useFollowedTask(taskId)
  const running = followed.data !== undefined && !isFinished(followed.data)
  const finishedStatus = isFinished(followed.data) ? followed.data!.status : null
  useEffect(() => {
    if (finishedStatus) void queryClient.invalidateQueries({ queryKey: TASKS_KEY })
  }, [finishedStatus, taskId, queryClient])

  const title = translate('talentgrid.menu.accounting')
  const periodText = `${chosen.label}${chosen.tag ? ` (${translate(`talentgrid.accounting.${chosen.tag}`)})` : ''}`
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Card variant="outlined" component="section" aria-labelledby="qb-export-title">
        <CardHeader
          title={translate('talentgrid.accounting.qbTitle')}
          titleTypographyProps={{ component: 'h2', variant: 'h6', id: 'qb-export-title' }}
          subheader={translate('talentgrid.accounting.qbHelp')}
        />
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <TextField
            select
            label={translate('talentgrid.accounting.period')}
            value={chosen.period.start}
            onChange={(event) => setPeriodStart(event.target.value)}
            sx={{ maxWidth: { sm: 420 } }}
          >
            {choices.map((choice) => (
              <MenuItem key={choice.period.start} value={choice.period.start}>
                {choice.label}
                {choice.tag ? ` (${translate(`talentgrid.accounting.${choice.tag}`)})` : ''}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            multiple
            options={options}
            value={selected}
            onChange={(_event, value) => setSelected(value)}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            loading={organizations.isPending}
            filterSelectedOptions
            renderInput={(params) => (
              <TextField
                {...params}
                label={translate('talentgrid.accounting.organizations')}
                helperText={organizations.error ? translate('talentgrid.accounting.organizationsFailed') : translate('talentgrid.accounting.organizationsHelp')}
                error={Boolean(organizations.error)}
              />
            )}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button size="small" onClick={() => setSelected(options)} disabled={!options.length}>
              {translate('talentgrid.accounting.selectAll', { count: options.length })}
            </Button>
            <Button size="small" onClick={() => setSelected([])} disabled={!selected.length}>
              {translate('talentgrid.accounting.clear')}
            </Button>
          </Stack>
          {start.isError && <Alert severity="error">{errorText(start.error, translate('talentgrid.accounting.startFailed'))}</Alert>}
          <Box>
            <Button
              variant="contained"
              startIcon={start.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <CloudUploadOutlinedIcon />}
              disabled={!selected.length || start.isPending || running}
              onClick={() => setConfirming(true)}
            >
              {translate('talentgrid.accounting.start')}
            </Button>
            {!selected.length && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate('talentgrid.accounting.chooseOrganizations')}
              </Typography>
            )}
          </Box>
        </CardContent>
      </Card>
      {taskId && (
        <Card variant="outlined" component="section" aria-labelledby="qb-task-title">
          <CardHeader title={translate('talentgrid.accounting.progressTitle')} titleTypographyProps={{ component: 'h2', variant: 'h6', id: 'qb-task-title' }} />
          <CardContent>
            {followed.data ? (
              <TaskStatusView task={followed.data} />
            ) : followed.isError ? (
              <Alert severity="error">{errorText(followed.error, translate('talentgrid.accounting.taskFailedToLoad'))}</Alert>
            ) : (
              <CircularProgress aria-label={translate('ra.page.loading')} />
            )}
            {followed.data && followed.isError && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {translate('talentgrid.accounting.pollFailed')}
              </Alert>
            )}
          </CardContent>
        </Card>
      )}
      <RecentExports current={taskId} />
      <Typography variant="body2" color="text.secondary">
        {translate('talentgrid.accounting.everyTask')} <RaLink to={CONSOLE_PATHS.backgroundJobs}>{translate('talentgrid.menu.backgroundJobs')}</RaLink>
      </Typography>
      <Confirm
        isOpen={confirming}
        title="talentgrid.accounting.confirmTitle"
        content={translate('talentgrid.accounting.confirmContent', {
          period: periodText,
          organizations: selected.map((organization) => organization.name).join(', '),
          smart_count: selected.length,
        })}
        confirm="talentgrid.accounting.start"
        onConfirm={() => {
          setConfirming(false)
          start.mutate()
        }}
        onClose={() => setConfirming(false)}
      />
    </Box>
  )
}
