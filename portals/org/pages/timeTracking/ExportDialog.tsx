import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import DownloadIcon from '@mui/icons-material/Download'
import { useQuery } from '@tanstack/react-query'
import type { PayrollExportInput } from '../../../../contract/timeSheets/exportInput'
import { apiCall, apiQuery, type AnswerOf } from '../../../shared/client'
import { FormBanner } from '../../../shared/FormBanner'
import { bulkErrorLines } from './BulkApproveDialog'

const POLL_MS = 1000

/**
 * The payroll report: choose CSV or XLSX, start the export
 * (POST /org-side/time-sheets/export/ answers 202 with the task), follow GET /tasks/{id}/ with a
 * progress bar, then offer the file. The report covers the shown period or range and the engagement and
 * talent filters; closing the dialog does not stop the task.
 */
export function ExportDialog({ scope, scopeText, onClose }: { scope: Omit<PayrollExportInput, 'format'>; scopeText: string; onClose: () => void }) {
  const [format, setFormat] = useState<'csv' | 'xlsx'>('csv')
  const [task, setTask] = useState<AnswerOf<'get', '/tasks/{id}/'> | null>(null)
  const [starting, setStarting] = useState(false)
  const [banner, setBanner] = useState<string[]>([])
  const followed = useQuery({
    ...apiQuery('/tasks/{id}/', { params: { path: { id: task?.id ?? '' } } }),
    enabled: task !== null,
    refetchInterval: (query) => (query.state.data && (query.state.data.status === 'done' || query.state.data.status === 'failed') ? false : POLL_MS),
  })
  const current = followed.data ?? task

  const start = async () => {
    setStarting(true)
    setBanner([])
    try {
      setTask(await apiCall('post', '/org-side/time-sheets/export/', { body: { ...scope, format } }))
    } catch (error) {
      setBanner(bulkErrorLines(error))
    } finally {
      setStarting(false)
    }
  }

  return (
    <>
      <DialogTitle sx={{ pr: 6 }}>Export payroll report</DialogTitle>
      <DialogContent dividers>
        <FormBanner messages={banner} />
        <Typography variant="body2" sx={{ mb: 2 }}>
          {`Approved time and applicable adjustments of ${scopeText}.`}
        </Typography>
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} disabled={task !== null}>
          <FormLabel component="legend">File format</FormLabel>
          <RadioGroup row value={format} onChange={(event) => setFormat(event.target.value as 'csv' | 'xlsx')}>
            <FormControlLabel value="csv" control={<Radio />} label="CSV" />
            <FormControlLabel value="xlsx" control={<Radio />} label="Excel (XLSX)" />
          </RadioGroup>
        </Box>
        {current && (
          <Box sx={{ mt: 2 }} aria-live="polite">
            {current.status === 'failed' ? (
              <Alert severity="error">{current.error ?? 'The export failed. Please try again.'}</Alert>
            ) : current.status === 'done' ? (
              <Alert severity="success" icon={<DownloadIcon />}>
                <Typography variant="body2" sx={{ mb: 0.5 }}>
                  The report is ready.
                </Typography>
                {current.files.map((file) => (
                  <Link key={file.url} href={file.url} download={file.fileName} sx={{ display: 'block' }}>
                    {`Download ${file.fileName}`}
                  </Link>
                ))}
              </Alert>
            ) : (
              <>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {current.status === 'queued' ? 'Waiting to start…' : `Exporting… ${current.progress}%`}
                </Typography>
                <LinearProgress variant={current.status === 'queued' ? 'indeterminate' : 'determinate'} value={current.progress} aria-label="Export progress" />
              </>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button onClick={onClose}>Close</Button>
        {task === null ? (
          <Button variant="contained" onClick={() => void start()} loading={starting}>
            Export
          </Button>
        ) : current?.status === 'failed' ? (
          <Button variant="contained" onClick={() => setTask(null)}>
            Try again
          </Button>
        ) : null}
      </DialogActions>
    </>
  )
}
