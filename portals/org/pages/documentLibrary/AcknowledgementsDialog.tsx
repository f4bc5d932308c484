import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import LinearProgress from '@mui/material/LinearProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined'
import { buildQuery } from '../../../shared/api'
import { EmptyState } from '../../../shared/EmptyState'
import { FileLink } from '../../../shared/FileField'
import { formatDate } from '../../../shared/format'
import { LoadError } from '../../../shared/LoadError'
import { useModal } from '../../../shared/ModalHost'
import { PageLoader } from '../../../shared/PageLoader'
import { apiQuery } from '../../../shared/client'
import { keepShownWhileFetching, loadState } from '../../queries'
import type { RequiredDocument, RequiredDocumentsPath } from './libraryApi'

const PAGE_SIZE = 25

/**
 * A library document's acknowledgement report (beyond): every engagement that names it, its
 * talent's answer, when, and which version of the file. 'Download CSV' is a plain link to the same
 * call with format=csv: the browser downloads what the server writes (its formula-safe writer).
 */
export function AcknowledgementsDialog({ path, document }: { path: RequiredDocumentsPath; document: RequiredDocument }) {
  const modal = useModal()
  const [page, setPage] = useState(0)
  const reportPath = `${path}{id}/acknowledgements/` as const
  const report = loadState(
    useQuery({ ...apiQuery(reportPath, { params: { path: { id: document.id }, query: { page: page + 1, page_size: PAGE_SIZE } } }), ...keepShownWhileFetching }),
  )
  const rows = report.data?.results ?? []

  return (
    <>
      <DialogTitle sx={{ pr: 7 }}>Acknowledgements: {document.name}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1, sm: 3 } }}>
        {report.refreshing ? <LinearProgress aria-label="Updating" /> : <Box sx={{ height: 4 }} />}
        {report.loading ? (
          <PageLoader label="Loading acknowledgements" />
        ) : !report.data ? (
          <LoadError error={report.error} onRetry={report.retry} />
        ) : rows.length === 0 ? (
          <EmptyState title="No results found..." description="No engagement names this document yet." />
        ) : (
          <Box sx={{ overflowX: 'auto', position: 'relative' }}>
            <Table size="small" aria-label={`Acknowledgements of ${document.name}`} sx={{ minWidth: 560 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Talent</TableCell>
                  <TableCell>Engagement</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Answered</TableCell>
                  <TableCell>Version</TableCell>
                  <TableCell>File</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={`${row.engagementId}`}>
                    <TableCell>{row.talentName}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.engagementName}</TableCell>
                    <TableCell>{row.status}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.filledAt)}</TableCell>
                    <TableCell>{row.fileVersion ?? '—'}</TableCell>
                    <TableCell sx={{ maxWidth: 160 }}>{row.file ? <FileLink file={{ url: row.file, originalFileName: row.originalFileName ?? 'Answer file' }} /> : '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {report.data && report.data.count > PAGE_SIZE && (
          <TablePagination component="div" count={report.data.count} page={page} rowsPerPage={PAGE_SIZE} rowsPerPageOptions={[PAGE_SIZE]} onPageChange={(_event, next) => setPage(next)} />
        )}
        {report.data && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            Current file version: {document.fileVersion}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button component="a" href={`/api/v1${path}${document.id}/acknowledgements/${buildQuery({ format: 'csv' })}`} download startIcon={<DownloadOutlinedIcon />} disabled={!rows.length}>
          Download CSV
        </Button>
        <Button variant="contained" onClick={modal.close}>
          Close
        </Button>
      </DialogActions>
    </>
  )
}
