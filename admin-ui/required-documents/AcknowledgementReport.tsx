import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useCreatePath, useRecordContext, useTranslate, type Identifier } from 'react-admin'
import { apiQuery } from '../../portals/shared/client'
import { EngagementStatusField } from '../engagements/fields'
import { formatDateTime } from '../../contract/format'

const PAGE_SIZE = 25
const reportPath = (id: Identifier) => `/api/v1/super_admin/required-documents/${encodeURIComponent(String(id))}/acknowledgements/`

/** The CSV of the report, written by the server's formula-safe writer, never built here. */
export const acknowledgementsCsvUrl = (id: Identifier) => `${reportPath(id)}?format=csv`

/**
 * Who was asked for this document and what they did (the super admin's acknowledgement report), a page
 * at a time, with the CSV download of the whole report.
 */
export const AcknowledgementReport = () => {
  const record = useRecordContext()
  const translate = useTranslate()
  const createPath = useCreatePath()
  const [page, setPage] = useState(1)
  const report = useQuery({
    ...apiQuery('/super_admin/required-documents/{id}/acknowledgements/', {
      params: { path: { id: String(record?.id) }, query: { page, page_size: PAGE_SIZE } },
    }),
    enabled: Boolean(record?.id),
    placeholderData: keepPreviousData,
  })
  if (!record) return null
  const field = (name: string) => translate(`resources.required-documents.fields.${name}`)
  const first = (page - 1) * PAGE_SIZE + 1

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="acknowledgement-report">
      <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap" gap={1}>
        <Typography variant="h6" component="h2" id="acknowledgement-report">
          {translate('talentgrid.requiredDocuments.report')}
        </Typography>
        <Button href={acknowledgementsCsvUrl(record.id)} download startIcon={<DownloadOutlinedIcon />} variant="outlined" size="small">
          {translate('talentgrid.requiredDocuments.downloadCsv')}
        </Button>
      </Stack>
      {report.isPending ? (
        <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
      ) : report.isError ? (
        <Alert severity="error">{translate('talentgrid.requiredDocuments.reportError')}</Alert>
      ) : !report.data.results.length ? (
        <Typography variant="body2">{translate('talentgrid.requiredDocuments.noAcknowledgements')}</Typography>
      ) : (
        <>
          {/* A phone scrolls the report in its own box, reachable by keyboard, not the whole page. */}
          {/* Named apart from the section around it: two landmarks of one name confuse (axe landmark-unique). */}
          <Box tabIndex={0} role="region" aria-label={translate('talentgrid.tasks.scrollRegion', { label: translate('talentgrid.requiredDocuments.report') })} sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby="acknowledgement-report">
              <TableHead>
                <TableRow>
                  <TableCell>{field('engagementName')}</TableCell>
                  <TableCell>{field('engagementStatus')}</TableCell>
                  <TableCell>{field('talentName')}</TableCell>
                  <TableCell>{translate('resources.filled-documents.fields.status')}</TableCell>
                  <TableCell>{field('filledAt')}</TableCell>
                  <TableCell>{field('fileVersion')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.data.results.map((row) => (
                  <TableRow key={row.engagementId}>
                    <TableCell>
                      <Link to={createPath({ resource: 'engagements', id: row.engagementId, type: 'show' })}>{row.engagementName}</Link>
                    </TableCell>
                    <TableCell>
                      <EngagementStatusField record={{ id: row.engagementId, status: row.engagementStatus }} />
                    </TableCell>
                    <TableCell>{row.talentName || '—'}</TableCell>
                    <TableCell>{row.status}</TableCell>
                    <TableCell>{formatDateTime(row.filledAt)}</TableCell>
                    <TableCell>{row.fileVersion ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Stack direction="row" alignItems="center" gap={1} justifyContent="flex-end">
            <Typography variant="body2">
              {translate('talentgrid.requiredDocuments.pageOf', {
                first,
                last: first + report.data.results.length - 1,
                count: report.data.count,
              })}
            </Typography>
            <Button size="small" disabled={!report.data.previous} onClick={() => setPage((current) => current - 1)}>
              {translate('talentgrid.requiredDocuments.previous')}
            </Button>
            <Button size="small" disabled={!report.data.next} onClick={() => setPage((current) => current + 1)}>
              {translate('talentgrid.requiredDocuments.next')}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  )
}
