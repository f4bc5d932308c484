import { useState } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import FolderOffOutlinedIcon from '@mui/icons-material/FolderOffOutlined'
import { fieldErrors, nonFieldErrors } from '../../../shared/api'
import { apiCall, apiQuery } from '../../../shared/client'
import { useConfirm } from '../../../shared/ConfirmDialog'
import { EmptyState } from '../../../shared/EmptyState'
import { FileLink } from '../../../shared/FileField'
import { GUARDED } from '../../../shared/GuardedDialog'
import { LoadError } from '../../../shared/LoadError'
import { useModal } from '../../../shared/ModalHost'
import { PageLoader } from '../../../shared/PageLoader'
import { RowCard, RowCards, RowFacts, useStackedRows } from '../../../shared/RowCards'
import { SearchBox } from '../../../shared/SearchBox'
import { useCurrentUser } from '../../../shared/session'
import { useToast } from '../../../shared/toasts'
import { keepShownWhileFetching, loadState, useInvalidate } from '../../queries'
import { screenReaderOnly } from '../organization/types'
import { AcknowledgementsDialog } from './AcknowledgementsDialog'
import { DocumentActions } from './DocumentActions'
import { DocumentDialog } from './DocumentDialog'
import { ADMIN_REQUIRED_DOCUMENT, ANSWER_TYPE_LABELS, LIBRARY_TOASTS, placesText, requiredDocumentsPath, type RequiredDocument } from './libraryApi'

const PAGE_SIZE = 25

const STATUS_FILTERS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
  { value: '', label: 'All statuses' },
] as const
const PLACE_FILTERS = [
  { value: '', label: 'All places' },
  { value: 'remote', label: 'Remote' },
  { value: 'on_site', label: 'On site' },
] as const

/** Every message of a refused write in one line (a toast): the server's words, whichever key it used. */
export const everyMessage = (error: unknown) => [...nonFieldErrors(error), ...Object.values(fieldErrors(error))].join(' ')

const answerTypeOf = (document: RequiredDocument) => ANSWER_TYPE_LABELS[document.answerType] ?? document.answerType

function ActiveChip({ active }: { active: boolean }) {
  return <Chip size="small" variant="outlined" label={active ? 'Active' : 'Inactive'} color={active ? 'success' : 'default'} />
}

/** Under the name: its description, and the admin's internal comment. */
function DocumentNotes({ document, canEdit }: { document: RequiredDocument; canEdit: boolean }) {
  return (
    <>
      {document.description && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
          {document.description}
        </Typography>
      )}
      {canEdit && document.internalComment && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontStyle: 'italic', overflowWrap: 'break-word' }}>
          Internal: {document.internalComment}
        </Typography>
      )}
    </>
  )
}

function DocumentFile({ document }: { document: RequiredDocument }) {
  if (!document.file) return <Typography variant="body2" color="text.secondary">No file</Typography>
  return (
    <>
      <FileLink file={{ url: document.file, originalFileName: document.originalFileName ?? 'Document file' }} />
      {document.fileVersion > 1 && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          Version {document.fileVersion}
        </Typography>
      )}
    </>
  )
}

/**
 * The library's documents: search, status and place filters; the admin creates,
 * edits, deactivates, reactivates and deletes (an unused one) after a confirmation; everyone reads
 * each document's acknowledgement report. A phone shows the documents as stacked cards, the actions in view.
 */
export default function DocumentsTab({ canEdit }: { canEdit: boolean }) {
  const user = useCurrentUser()
  const path = requiredDocumentsPath(user)
  const modal = useModal()
  const confirm = useConfirm()
  const toast = useToast()
  const invalidate = useInvalidate()
  const stacked = useStackedRows()
  const [page, setPage] = useState(0)
  const [query, setQuery] = useState({ search: '', isActive: 'true', place: '' })
  const refine = (change: Partial<typeof query>) => {
    setQuery((current) => ({ ...current, ...change }))
    setPage(0)
  }
  // The filters' values; 'All statuses' and 'All places' ('') send no is_active and no place.
  const isActive = STATUS_FILTERS.find((filter) => filter.value === query.isActive)?.value || undefined
  const place = PLACE_FILTERS.find((filter) => filter.value === query.place)?.value || undefined
  const listQuery = { page: page + 1, page_size: PAGE_SIZE, ordering: 'name', search: query.search, is_active: isActive, place }
  const list = loadState(useQuery({ ...apiQuery(path, { params: { query: listQuery } }), ...keepShownWhileFetching }))

  // The actions are the organization admin's (canEdit), whose path is the admin's.
  const act = useMutation({
    mutationFn: ({ document, action }: { document: RequiredDocument; action: 'deactivate' | 'reactivate' | 'delete' }) => {
      const params = { path: { id: document.id } }
      return action === 'delete'
        ? apiCall('delete', ADMIN_REQUIRED_DOCUMENT, { params })
        : apiCall('post', `${ADMIN_REQUIRED_DOCUMENT}deactivate/` as const, { params, body: action === 'reactivate' ? { isActive: true } : {} })
    },
    onSettled: () => invalidate(path),
  })

  const openForm = (document: RequiredDocument | null) => modal.open(<DocumentDialog document={document} onClose={modal.close} />, { ...GUARDED, layout: 'talent' })
  const openReport = (document: RequiredDocument) => modal.open(<AcknowledgementsDialog path={path} document={document} />, { layout: 'talent' })

  const run = async (document: RequiredDocument, action: 'deactivate' | 'reactivate' | 'delete') => {
    const question = {
      deactivate: {
        title: 'Deactivate this document?',
        message: `“${document.name}” will no longer be offered for new engagements. Engagements that already have it keep it.`,
        confirmLabel: 'Deactivate',
      },
      reactivate: { title: 'Reactivate this document?', message: `“${document.name}” will be offered for new engagements again.`, confirmLabel: 'Reactivate' },
      delete: { title: 'Delete this document?', message: `“${document.name}” and its file will be deleted. This cannot be undone.`, confirmLabel: 'Delete' },
    }[action]
    if (!(await confirm({ ...question, destructive: action !== 'reactivate' }))) return
    try {
      await act.mutateAsync({ document, action })
      toast.success(action === 'deactivate' ? LIBRARY_TOASTS.deactivated : action === 'reactivate' ? LIBRARY_TOASTS.reactivated : LIBRARY_TOASTS.deleted)
    } catch (error) {
      toast.error(everyMessage(error))
    }
  }

  const actionsOf = (document: RequiredDocument) => (
    <DocumentActions document={document} canEdit={canEdit} onEdit={() => openForm(document)} onReport={() => openReport(document)} onAct={(action) => void run(document, action)} />
  )

  const rows = list.data?.results ?? []
  const filtered = Boolean(query.search || query.place || query.isActive !== 'true')

  return (
    <Card>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2 }}>
        <Box sx={{ flex: { xs: '1 1 100%', sm: '0 1 280px' } }}>
          <SearchBox label="Search documents" onSearch={(search) => refine({ search })} />
        </Box>
        <TextField select size="small" label="Status" value={query.isActive} onChange={(event) => refine({ isActive: event.target.value })} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} sx={{ flex: { xs: '1 1 130px', sm: '0 0 160px' } }}>
          {STATUS_FILTERS.map((status) => (
            <MenuItem key={status.value} value={status.value}>
              {status.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Place" value={query.place} onChange={(event) => refine({ place: event.target.value })} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} sx={{ flex: { xs: '1 1 130px', sm: '0 0 160px' } }}>
          {PLACE_FILTERS.map((place) => (
            <MenuItem key={place.value} value={place.value}>
              {place.label}
            </MenuItem>
          ))}
        </TextField>
        {canEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openForm(null)} sx={{ ml: { md: 'auto' } }}>
            Add Document
          </Button>
        )}
      </Box>
      {list.refreshing ? <LinearProgress aria-label="Updating" /> : <Box sx={{ height: 4 }} />}
      {list.loading ? (
        <PageLoader label="Loading documents" />
      ) : !list.data ? (
        <Box sx={{ p: 2 }}>
          <LoadError error={list.error} onRetry={list.retry} />
        </Box>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<FolderOffOutlinedIcon />}
          title="No results found..."
          description={filtered ? 'Try another search or clear the filters.' : canEdit ? 'Add the documents talents sign, read or upload for an engagement.' : 'The organization admin has not added documents yet.'}
        />
      ) : stacked ? (
        <RowCards label="Required documents">
          {rows.map((document) => (
            <RowCard key={document.id} title={document.name} actions={actionsOf(document)}>
              <DocumentNotes document={document} canEdit={canEdit} />
              <RowFacts
                facts={[
                  ['Answer type', answerTypeOf(document)],
                  ['Places', placesText(document.places)],
                  ['File', <DocumentFile key="file" document={document} />],
                  ['Status', <ActiveChip key="status" active={document.isActive} />],
                ]}
              />
            </RowCard>
          ))}
        </RowCards>
      ) : (
        // Positioned, so the screen-reader-only 'Actions' header (absolute) scrolls with the table instead of widening the page.
        <Box sx={{ overflowX: 'auto', position: 'relative' }}>
          <Table aria-label="Required documents" sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Answer type</TableCell>
                <TableCell>Places</TableCell>
                <TableCell>File</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={screenReaderOnly}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((document) => (
                <TableRow key={document.id} hover>
                  {/* break-word, not anywhere: 'anywhere' lets the table squeeze a name to one letter a line. */}
                  <TableCell sx={{ maxWidth: 300, overflowWrap: 'break-word' }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {document.name}
                    </Typography>
                    <DocumentNotes document={document} canEdit={canEdit} />
                  </TableCell>
                  <TableCell>{answerTypeOf(document)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{placesText(document.places)}</TableCell>
                  <TableCell sx={{ maxWidth: 200 }}>
                    <DocumentFile document={document} />
                  </TableCell>
                  <TableCell>
                    <ActiveChip active={document.isActive} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {actionsOf(document)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {list.data && list.data.count > PAGE_SIZE && (
        <TablePagination component="div" count={list.data.count} page={page} rowsPerPage={PAGE_SIZE} rowsPerPageOptions={[PAGE_SIZE]} onPageChange={(_event, next) => setPage(next)} />
      )}
    </Card>
  )
}
