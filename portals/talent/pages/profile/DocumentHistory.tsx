import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined'
import { DOCUMENT_LABELS, type DocumentType, type StoredFileRef } from '../../../../contract/talentProfile'
import { EmptyState } from '../../../shared/EmptyState'
import { FileLink } from '../../../shared/FileField'
import { formatDate } from '../../../shared/format'

/** A replaced or removed version of a document (GET /talent/document_set/history/). */
export interface HistoryEntry {
  type: DocumentType
  label: string
  beginDate: string | null
  expirationDate: string | null
  file: StoredFileRef | null
  uploadAt: string | null
  replacedAt: string | null
}

/** The documents' earlier versions, read-only (kept for compliance). */
export function DocumentHistory({ entries }: { entries: HistoryEntry[] }) {
  return (
    <Card component="section" aria-labelledby="document-history" sx={{ mt: 4 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id="document-history" variant="h2" gutterBottom>
          History
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Earlier versions you replaced or removed. They are kept for compliance and cannot be changed.
        </Typography>
        {entries.length === 0 ? (
          <EmptyState icon={<HistoryOutlinedIcon />} title="No earlier versions" description="When you replace a document, the old version appears here." />
        ) : (
          <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby="document-history" sx={{ minWidth: 680 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Document</TableCell>
                  <TableCell>File</TableCell>
                  <TableCell>Begin Date</TableCell>
                  <TableCell>Expiration Date</TableCell>
                  <TableCell>Uploaded</TableCell>
                  <TableCell>Replaced</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map((entry, index) => (
                  <TableRow key={`${entry.type}-${entry.replacedAt}-${index}`}>
                    <TableCell sx={{ fontWeight: 500 }}>{entry.label || DOCUMENT_LABELS[entry.type]}</TableCell>
                    <TableCell sx={{ maxWidth: 220 }}>{entry.file ? <FileLink file={entry.file} /> : '—'}</TableCell>
                    <TableCell>{formatDate(entry.beginDate)}</TableCell>
                    <TableCell>{formatDate(entry.expirationDate)}</TableCell>
                    <TableCell>{formatDate(entry.uploadAt)}</TableCell>
                    <TableCell>{formatDate(entry.replacedAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        )}
      </CardContent>
    </Card>
  )
}
