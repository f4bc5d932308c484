import { useState } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import LinearProgress from '@mui/material/LinearProgress'
import Pagination from '@mui/material/Pagination'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined'
import type { Availability } from '../../../../contract/talentProfile'
import { nonFieldErrors } from '../../../shared/api'
import { apiCall, apiQuery, apiQueryKey } from '../../../shared/client'
import { useConfirm } from '../../../shared/ConfirmDialog'
import { EmptyState } from '../../../shared/EmptyState'
import { FormBanner } from '../../../shared/FormBanner'
import { hoverRowSx, ItemActions } from '../../../shared/ItemActions'
import { LoadError } from '../../../shared/LoadError'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { availabilityPeriod, AvailabilityDetails } from '../../../shared/profile/ProfileItems'
import { useToast } from '../../../shared/toasts'
import { OWN_PROFILE } from './ownProfile'

export const AVAILABILITY_PATH = '/talent/availabilities/'
const PAGE_SIZE = 10

/** Availability windows: a paged list that reloads after every change; forms are their own routes. */
export default function AvailabilitiesPage() {
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number(params.get('page')) || 1)
  const navigate = useNavigate()
  const confirm = useConfirm()
  const toast = useToast()
  const [banner, setBanner] = useState<string[]>([])
  const [deleting, setDeleting] = useState<string | null>(null)
  const queryClient = useQueryClient()
  // The previous page stays on screen (with the progress bar) while the next one loads.
  const list = useQuery({ ...apiQuery(AVAILABILITY_PATH, { params: { query: { page, page_size: PAGE_SIZE } } }), placeholderData: keepPreviousData })
  const invalidate = () => Promise.all(([AVAILABILITY_PATH, OWN_PROFILE] as const).map((path) => queryClient.invalidateQueries({ queryKey: apiQueryKey(path) })))

  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1
  const items = list.data?.results ?? []

  const remove = async (item: Availability) => {
    const yes = await confirm({
      title: 'Delete this availability?',
      message: `${availabilityPeriod(item)} will be removed from your profile.`,
      confirmLabel: 'Delete',
      destructive: true,
    })
    if (!yes) return
    setDeleting(item.id)
    setBanner([])
    try {
      await apiCall('delete', '/talent/availabilities/{id}/', { params: { path: { id: item.id } } })
      toast.success('Changes Saved')
      // The last item of a later page: step back so the list does not show an empty page.
      if (items.length === 1 && page > 1) setParams({ page: String(page - 1) })
      await invalidate()
    } catch (error) {
      setBanner(nonFieldErrors(error))
    } finally {
      setDeleting(null)
    }
  }

  const addButton = (
    <Button component={RouterLink} to="/availabilities/new" variant="contained" startIcon={<AddIcon />}>
      Add
    </Button>
  )

  return (
    <>
      <PageHeader
        title="Availability"
        subtitle="When you can take on work, for how many hours, and where."
        actions={
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button component={RouterLink} to="/profile" startIcon={<ArrowBackIcon />}>
              Back to profile
            </Button>
            {addButton}
          </Box>
        }
      />
      <FormBanner messages={banner} />
      {list.isPending ? (
        <PageLoader label="Loading availability" />
      ) : list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <Card>
          <EmptyState
            icon={<EventAvailableOutlinedIcon />}
            title="No availability yet"
            description="Add the dates you are available so organizations can match you to engagements."
            action={addButton}
          />
        </Card>
      ) : (
        <Card>
          {list.isFetching && <LinearProgress aria-label="Updating" />}
          <Box component="ul" aria-label="Availability windows" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((item, index) => {
              const titleId = `availability-${index}`
              return (
                <Box
                  component="li"
                  key={item.id}
                  sx={{
                    ...hoverRowSx,
                    display: 'flex',
                    gap: 2,
                    alignItems: 'flex-start',
                    px: { xs: 2, sm: 3 },
                    py: 2,
                    borderBottom: 1,
                    borderColor: 'divider',
                    opacity: deleting === item.id ? 0.5 : 1,
                    '&:last-of-type': { borderBottom: 0 },
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                >
                  <EventAvailableOutlinedIcon color="action" aria-hidden sx={{ mt: 0.25, display: { xs: 'none', sm: 'block' } }} />
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <AvailabilityDetails item={item} titleId={titleId} />
                  </Box>
                  <ItemActions
                    describedBy={titleId}
                    onEdit={() => navigate(`/availabilities/${item.id}/edit`)}
                    onDelete={() => void remove(item)}
                  />
                </Box>
              )
            })}
          </Box>
        </Card>
      )}
      {list.data && pages > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mt: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {list.data.count} windows
          </Typography>
          <Pagination
            page={Math.min(page, pages)}
            count={pages}
            onChange={(_event, next) => setParams(next > 1 ? { page: String(next) } : {})}
            color="primary"
            shape="rounded"
            aria-label="Availability pages"
          />
        </Box>
      )}
    </>
  )
}
