import { useState } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TablePagination from '@mui/material/TablePagination'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined'
import { apiCall, apiQuery } from '../../../shared/client'
import { useConfirm } from '../../../shared/ConfirmDialog'
import { EmptyState } from '../../../shared/EmptyState'
import { formatDate } from '../../../shared/format'
import { GUARDED } from '../../../shared/GuardedDialog'
import { LoadError } from '../../../shared/LoadError'
import { useModal } from '../../../shared/ModalHost'
import { PageLoader } from '../../../shared/PageLoader'
import { useToast } from '../../../shared/toasts'
import { keepShownWhileFetching, loadState, useInvalidate } from '../../queries'
import { everyMessage } from './DocumentsTab'
import { ENGAGEMENT_TERMS, ENGAGEMENT_TERMS_ONE, LIBRARY_TOASTS, type EngagementTerms } from './libraryApi'
import { TermsDialog } from './TermsDialog'

const PAGE_SIZE = 25
const STATUS_FILTERS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
  { value: '', label: 'All statuses' },
] as const

/**
 * The organization's engagement terms texts (flag engagementTerms). A new engagement
 * offers the active ones; deactivating a text leaves the engagements that carry it unchanged.
 */
export default function TermsTab({ canEdit }: { canEdit: boolean }) {
  const modal = useModal()
  const confirm = useConfirm()
  const toast = useToast()
  const invalidate = useInvalidate()
  const [page, setPage] = useState(0)
  const [isActive, setIsActive] = useState('true')
  // 'All statuses' ('') sends no is_active.
  const isActiveQuery = STATUS_FILTERS.find((filter) => filter.value === isActive)?.value || undefined
  const list = loadState(useQuery({ ...apiQuery(ENGAGEMENT_TERMS, { params: { query: { page: page + 1, page_size: PAGE_SIZE, is_active: isActiveQuery } } }), ...keepShownWhileFetching }))
  const toggle = useMutation({
    mutationFn: (terms: EngagementTerms) => apiCall('patch', ENGAGEMENT_TERMS_ONE, { params: { path: { id: terms.id } }, body: { isActive: !terms.isActive } }),
    onSettled: () => invalidate(ENGAGEMENT_TERMS),
  })

  const openForm = (terms: EngagementTerms | null) => modal.open(<TermsDialog terms={terms} onClose={modal.close} />, { ...GUARDED, layout: 'talent' })
  const switchActive = async (terms: EngagementTerms) => {
    const confirmed = await confirm(
      terms.isActive
        ? { title: 'Deactivate these terms?', message: 'New engagements will no longer offer them. Engagements that carry them keep their copy.', confirmLabel: 'Deactivate', destructive: true }
        : { title: 'Activate these terms?', message: 'New engagements will offer them again.', confirmLabel: 'Activate' },
    )
    if (!confirmed) return
    try {
      await toggle.mutateAsync(terms)
      toast.success(LIBRARY_TOASTS.termsSaved)
    } catch (error) {
      toast.error(everyMessage(error))
    }
  }

  const rows = list.data?.results ?? []
  return (
    <Card>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', p: 2 }}>
        <TextField select size="small" label="Status" value={isActive} onChange={(event) => { setIsActive(event.target.value); setPage(0) }} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} sx={{ flex: { xs: '1 1 130px', sm: '0 0 160px' } }}>
          {STATUS_FILTERS.map((status) => (
            <MenuItem key={status.value} value={status.value}>
              {status.label}
            </MenuItem>
          ))}
        </TextField>
        {canEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openForm(null)} sx={{ ml: 'auto' }}>
            Add Terms
          </Button>
        )}
      </Box>
      {list.refreshing ? <LinearProgress aria-label="Updating" /> : <Box sx={{ height: 4 }} />}
      {list.loading ? (
        <PageLoader label="Loading terms" />
      ) : !list.data ? (
        <Box sx={{ p: 2 }}>
          <LoadError error={list.error} onRetry={list.retry} />
        </Box>
      ) : rows.length === 0 ? (
        <EmptyState icon={<GavelOutlinedIcon />} title="No results found..." description={canEdit ? 'Add the terms your engagements offer under Talentgrid’s terms.' : undefined} />
      ) : (
        <Stack spacing={1.5} sx={{ p: 2 }} component="ul" aria-label="Engagement terms" style={{ listStyle: 'none', margin: 0 }}>
          {rows.map((terms) => (
            <Card key={terms.id} variant="outlined" component="li">
              <CardContent sx={{ pb: 1 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
                  <Chip size="small" variant="outlined" label={terms.isActive ? 'Active' : 'Inactive'} color={terms.isActive ? 'success' : 'default'} />
                  <Typography variant="caption" color="text.secondary">
                    Added {formatDate(terms.createdAt)}
                  </Typography>
                </Box>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {terms.text}
                </Typography>
                {canEdit && (
                  <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
                    <Button size="small" onClick={() => openForm(terms)} aria-label={`Edit terms added ${formatDate(terms.createdAt)}`}>
                      Edit
                    </Button>
                    <Button size="small" color={terms.isActive ? 'error' : 'primary'} onClick={() => void switchActive(terms)}>
                      {terms.isActive ? 'Deactivate' : 'Activate'}
                    </Button>
                  </Box>
                )}
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
      {list.data && list.data.count > PAGE_SIZE && (
        <TablePagination component="div" count={list.data.count} page={page} rowsPerPage={PAGE_SIZE} rowsPerPageOptions={[PAGE_SIZE]} onPageChange={(_event, next) => setPage(next)} />
      )}
    </Card>
  )
}
