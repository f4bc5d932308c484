import Alert from '@mui/material/Alert'
import CircularProgress from '@mui/material/CircularProgress'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Link, useCreatePath, useGetManyReference, useGetMany, useRecordContext, useTranslate, type RaRecord } from 'react-admin'
import { documentStatusText, isDocumentDone, type AnswerType } from '../../contract/engagements/documents'
import { usePhone } from '../layout/usePhone'
import { formatDateTime } from '../../contract/format'

const answerOf = (filled: RaRecord | undefined) => (filled ? { isChecked: Boolean(filled.isChecked), hasFile: Boolean(filled.file) } : null)

/**
 * The engagement's required documents with the talent's answer to each (the spec's status texts, the
 * same the organization and the talent read): what was asked, and what is done.
 */
export const EngagementDocuments = () => {
  const record = useRecordContext()
  const translate = useTranslate()
  const createPath = useCreatePath()
  const isSmall = usePhone()
  const ids = ((record?.requiredDocuments as string[] | undefined) ?? []).map(String)
  const documents = useGetMany('required-documents', { ids }, { enabled: ids.length > 0 })
  const filled = useGetManyReference(
    'filled-documents',
    {
      target: 'engagement',
      id: record?.id ?? '',
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'filledAt', order: 'ASC' },
      filter: {},
    },
    { enabled: Boolean(record?.id) && ids.length > 0 },
  )
  if (!record) return null
  if (!ids.length) return <Typography variant="body2">{translate('talentgrid.engagements.noDocuments')}</Typography>
  if (documents.error || filled.error) return <Alert severity="error">{translate('talentgrid.engagements.loadError')}</Alert>
  if (documents.isPending || filled.isPending) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />

  const answers = new Map((filled.data ?? []).map((answer) => [String(answer.requiredDocument), answer]))
  const rows = (documents.data ?? []).filter(Boolean)
  const done = rows.filter((document) =>
    isDocumentDone(document.answerType as AnswerType, answerOf(answers.get(String(document.id)))),
  ).length
  const field = (name: string) => translate(`resources.required-documents.fields.${name}`)

  const answerTypeOf = (document: RaRecord) =>
    translate(`talentgrid.requiredDocuments.answerTypes.${document.answerType}`, { _: String(document.answerType) })
  const filledAtOf = (answer: RaRecord | undefined) => (answer?.filledAt ? formatDateTime(answer.filledAt) : '—')
  const linkTo = (document: RaRecord) => createPath({ resource: 'required-documents', id: document.id, type: 'show' })
  const summary = (
    <Typography variant="body2" sx={{ mb: 1 }}>
      {translate('talentgrid.engagements.documentsDone', { done, total: rows.length })}
    </Typography>
  )

  // At 375 px a table of five columns squeezes file names into a letter a line: one item per document.
  if (isSmall)
    return (
      <>
        {summary}
        <List dense aria-label={translate('talentgrid.engagements.tabs.documents')}>
          {rows.map((document) => {
            const answer = answers.get(String(document.id))
            return (
              <ListItem key={document.id} divider disableGutters alignItems="flex-start">
                <ListItemText
                  primary={<Link to={linkTo(document)}>{String(document.name)}</Link>}
                  secondary={
                    <>
                      {answerTypeOf(document)} · {documentStatusText(document.answerType as AnswerType, answerOf(answer))}
                      <br />
                      {filledAtOf(answer)}
                      {answer?.originalFileName ? ` · ${String(answer.originalFileName)}` : ''}
                    </>
                  }
                  secondaryTypographyProps={{ sx: { overflowWrap: 'anywhere' } }}
                />
              </ListItem>
            )
          })}
        </List>
      </>
    )

  return (
    <>
      {summary}
      <TableContainer>
        <Table size="small" aria-label={translate('talentgrid.engagements.tabs.documents')}>
          <TableHead>
            <TableRow>
              <TableCell>{field('name')}</TableCell>
              <TableCell>{field('answerType')}</TableCell>
              <TableCell>{translate('resources.filled-documents.fields.status')}</TableCell>
              <TableCell>{translate('resources.filled-documents.fields.filledAt')}</TableCell>
              <TableCell>{translate('resources.filled-documents.fields.originalFileName')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((document) => {
              const answer = answers.get(String(document.id))
              return (
                <TableRow key={document.id}>
                  <TableCell>
                    <Link to={linkTo(document)}>{String(document.name)}</Link>
                  </TableCell>
                  <TableCell>
                    {translate(`talentgrid.requiredDocuments.answerTypes.${document.answerType}`, { _: String(document.answerType) })}
                  </TableCell>
                  <TableCell>{documentStatusText(document.answerType as AnswerType, answerOf(answer))}</TableCell>
                  <TableCell>{filledAtOf(answer)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {answer?.originalFileName ? String(answer.originalFileName) : '—'}
                  </TableCell>
                </TableRow>
              )
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  )
}
