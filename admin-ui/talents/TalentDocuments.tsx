import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Link from '@mui/material/Link'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useRecordContext, useTranslate } from 'react-admin'
import { DOCUMENT_TYPES, type StoredFileRef } from '../../contract/talentProfile'
import { UsDateField } from '../fields/UsDateField'
import { safeHref } from '../fields/safeHref'
import type { DocumentVersion } from '../providers/dataProvider'
import { DocumentStatusChip } from './DocumentStatusChip'
import { useTalentDocuments } from './useTalentDocuments'

/** Files are served by GET /api/v1/files/{id}/ (as an attachment); only an http(s) address becomes a link. */
const FileLink = ({ file }: { file: StoredFileRef | null }) => {
  if (!file) return <>—</>
  const href = safeHref(file.url) ?? safeHref(`/api/v1/files/${encodeURIComponent(file.id)}/`)
  if (!href) return <>{file.originalFileName}</>
  return (
    <Link href={href} rel="noopener noreferrer">
      {file.originalFileName || file.id}
    </Link>
  )
}

/** A date-only or date-time value as MM/dd/yyyy, through the console's one date field. */
const DateCell = ({ value }: { value: string | null | undefined }) => (
  <TableCell>{value ? <UsDateField record={{ id: value, value }} source="value" /> : '—'}</TableCell>
)

const Loading = () => (
  <Box sx={{ py: 2 }}>
    <CircularProgress size={24} />
  </Box>
)

/**
 * A table in a box of its own that scrolls sideways on a phone (named and reachable by keyboard), so
 * no column is cut at the card's edge.
 */
const ScrollBox = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Box role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
    {children}
  </Box>
)

const versionKey = (version: DocumentVersion, index: number) => `${version.type}-${version.replacedAt}-${index}`

/**
 * The talent's six compliance documents with their status today (the type's lead time decides
 * 'expires soon'), and below them every earlier version: a file replaced or removed stays visible here,
 * newest change first.
 */
export const TalentDocuments = () => {
  const record = useRecordContext()
  const translate = useTranslate()
  const { documents, history } = useTalentDocuments(record?.id)
  const label = (key: string) => translate(`talentgrid.documents.fields.${key}`)

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('talentgrid.documents.current')}
      </Typography>
      {documents.state === 'loading' && <Loading />}
      {documents.state === 'failed' && <Alert severity="error">{translate('talentgrid.documents.loadError')}</Alert>}
      {documents.state === 'loaded' && (
        <ScrollBox label={translate('talentgrid.documents.current')}>
          <Table size="small" aria-label={translate('talentgrid.documents.current')}>
            <TableHead>
              <TableRow>
                {['document', 'status', 'beginDate', 'expirationDate', 'uploadAt', 'file'].map((key) => (
                  <TableCell key={key}>{label(key)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {DOCUMENT_TYPES.map((type) => {
                const document = documents.data[type]
                if (!document) return null
                return (
                  <TableRow key={type}>
                    <TableCell>{document.label}</TableCell>
                    <TableCell>
                      <DocumentStatusChip status={document.status} />
                    </TableCell>
                    <DateCell value={document.beginDate} />
                    <DateCell value={document.expirationDate} />
                    <DateCell value={document.uploadAt} />
                    <TableCell>
                      <FileLink file={document.file} />
                    </TableCell>
                  </TableRow>
                )
              })}
            </TableBody>
          </Table>
        </ScrollBox>
      )}

      <Typography variant="h6" component="h2" gutterBottom sx={{ mt: 4 }}>
        {translate('talentgrid.documents.history')}
      </Typography>
      {history.state === 'loading' && <Loading />}
      {history.state === 'failed' && <Alert severity="error">{translate('talentgrid.documents.historyLoadError')}</Alert>}
      {history.state === 'loaded' && history.data.length === 0 && <Typography color="text.secondary">{translate('talentgrid.documents.noHistory')}</Typography>}
      {history.state === 'loaded' && history.data.length > 0 && (
        <ScrollBox label={translate('talentgrid.documents.history')}>
          <Table size="small" aria-label={translate('talentgrid.documents.history')}>
            <TableHead>
              <TableRow>
                {['document', 'beginDate', 'expirationDate', 'uploadAt', 'replacedAt', 'file'].map((key) => (
                  <TableCell key={key}>{label(key)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {history.data.map((version, index) => (
                <TableRow key={versionKey(version, index)}>
                  <TableCell>{version.label}</TableCell>
                  <DateCell value={version.beginDate} />
                  <DateCell value={version.expirationDate} />
                  <DateCell value={version.uploadAt} />
                  <DateCell value={version.replacedAt} />
                  <TableCell>
                    <FileLink file={version.file} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollBox>
      )}
    </Box>
  )
}
