import { useMutation, useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import PlayArrowIcon from '@mui/icons-material/PlayArrow'
import { errorMessage } from '../../../shared/api'
import { apiCall, apiQuery, type AnswerOf } from '../../../shared/client'
import { useConfirm } from '../../../shared/ConfirmDialog'
import { LoadError } from '../../../shared/LoadError'
import { PageLoader } from '../../../shared/PageLoader'
import { useToast } from '../../../shared/toasts'
import { loadState, useInvalidate } from '../../queries'
import type { RolePrefix } from '../../rolePrefix'
import { WHOLE_LIST } from '../talents/orgApi'
import { searchPaths } from './searchApi'

export type SavedSearch = AnswerOf<'get', '/manager/saved-searches/'>['results'][number]

/** The user's saved searches, newest first: Run loads one into the criteria; Delete asks first. */
export function SavedSearchesPanel({ prefix, onRun }: { prefix: RolePrefix; onRun: (search: SavedSearch) => void }) {
  const paths = searchPaths(prefix)
  const confirm = useConfirm()
  const toast = useToast()
  const invalidate = useInvalidate()
  const list = loadState(useQuery(apiQuery(paths.savedSearches, { params: { query: { page_size: WHOLE_LIST } } })))
  const remove = useMutation({ mutationFn: (id: string) => apiCall('delete', paths.savedSearch, { params: { path: { id } } }), onSuccess: () => invalidate(paths.savedSearches) })

  const askDelete = async (search: SavedSearch) => {
    const sure = await confirm({ title: 'Delete this saved search?', message: `"${search.name}" will be removed from your saved searches.`, confirmLabel: 'Delete', destructive: true })
    if (!sure) return
    try {
      await remove.mutateAsync(search.id)
      toast.success('Saved search was deleted')
    } catch (error) {
      toast.error(errorMessage(error))
    }
  }

  const searches = list.data?.results ?? []
  return (
    <Box component="section" aria-labelledby="saved-searches-title">
      <Typography id="saved-searches-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Saved searches
      </Typography>
      {list.loading ? (
        <PageLoader label="Loading saved searches" />
      ) : list.failed ? (
        <LoadError error={list.error} onRetry={list.retry} />
      ) : searches.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None yet. Save a search to run it again later.
        </Typography>
      ) : (
        <Box component="ul" aria-labelledby="saved-searches-title" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {searches.map((search) => (
            <Box component="li" key={search.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {search.name}
              </Typography>
              <Button size="small" startIcon={<PlayArrowIcon />} onClick={() => onRun(search)} aria-label={`Run ${search.name}`}>
                Run
              </Button>
              <IconButton size="small" aria-label={`Delete ${search.name}`} onClick={() => void askDelete(search)}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  )
}
