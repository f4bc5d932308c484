import { useState } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Pagination from '@mui/material/Pagination'
import ListItemIcon from '@mui/material/ListItemIcon'
import Typography from '@mui/material/Typography'
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked'
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked'
import { groupMessages } from '../../../../contract/groups'
import { fieldErrors, nonFieldErrors } from '../../../shared/api'
import { apiCall, apiQuery } from '../../../shared/client'
import { LoadError } from '../../../shared/LoadError'
import { PageLoader } from '../../../shared/PageLoader'
import { SearchBox } from '../../../shared/SearchBox'
import { useToast } from '../../../shared/toasts'
import { keepShownWhileFetching, loadState } from '../../queries'
import { useOrgRolePrefix } from '../../rolePrefix'
import { useMembersChanged } from './groupQueries'
import { TALENT_ORDERING, talentLocation, type TalentListItem } from '../talents/orgApi'
import { TalentAvatar } from '../talents/TalentRow'
import { ModalForm } from './ModalForm'

const PAGE_SIZE = 8

/**
 * 'Add talent' on a subgroup (the spec's select talent list): search the approved talents, pick one, Add.
 * 'No results found...' when the search finds nobody.
 */
export function SelectTalentDialog({
  subgroup,
  onAdded,
  onCancel,
}: {
  subgroup: { id: string; name: string }
  onAdded: () => void
  onCancel: () => void
}) {
  const prefix = useOrgRolePrefix()
  const toast = useToast()
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [selected, setSelected] = useState<TalentListItem | null>(null)
  const [banner, setBanner] = useState<string[]>([])
  const [saving, setSaving] = useState(false)
  const list = loadState(
    useQuery({
      ...apiQuery(`${prefix}/talents/`, { params: { query: { ordering: TALENT_ORDERING, search, page, page_size: PAGE_SIZE } } }),
      ...keepShownWhileFetching,
    }),
  )
  const memberAdded = useMembersChanged()
  const add = useMutation({
    mutationFn: (talent: TalentListItem) => apiCall('post', `${prefix}/group-members/`, { body: { talentId: talent.id, subgroupId: subgroup.id } }),
    onSuccess: memberAdded,
  })
  const talents = list.data?.results ?? []
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1

  const submit = async () => {
    if (!selected) return
    setSaving(true)
    setBanner([])
    try {
      await add.mutateAsync(selected)
      toast.success(groupMessages.talentAdded)
      onAdded()
    } catch (error) {
      setBanner([...Object.values(fieldErrors(error)), ...nonFieldErrors(error)])
      setSaving(false)
    }
  }

  return (
    <ModalForm
      title={`Add talent to ${subgroup.name}`}
      banner={banner}
      saving={saving}
      onSubmit={() => void submit()}
      onCancel={onCancel}
      submitLabel="Add"
      submitDisabled={!selected}
    >
      <Box sx={{ '& .MuiTextField-root': { width: '100%' }, mb: 1, mt: 1 }}>
        <SearchBox
          label="Search talents"
          autoFocus
          onSearch={(query) => {
            if (query === search) return
            setSearch(query)
            setPage(1)
          }}
        />
      </Box>
      <Box sx={{ minHeight: 320 }}>
        {list.refreshing && <LinearProgress aria-label="Updating" />}
        {list.loading ? (
          <PageLoader label="Loading talents" />
        ) : list.failed ? (
          <LoadError error={list.error} onRetry={list.retry} />
        ) : talents.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
            No results found...
          </Typography>
        ) : (
          <List aria-label="Talents to choose from" role="radiogroup" dense>
            {talents.map((talent) => {
              const checked = selected?.id === talent.id
              return (
                <ListItemButton
                  key={talent.id}
                  selected={checked}
                  role="radio"
                  aria-checked={checked}
                  onClick={() => setSelected(talent)}
                  sx={{ borderRadius: 1 }}
                >
                  {/* The row is the radio (role and aria-checked); a real input inside it would be a second, nested control. */}
                  <ListItemIcon sx={{ minWidth: 32 }} aria-hidden>
                    {checked ? <RadioButtonCheckedIcon fontSize="small" color="primary" /> : <RadioButtonUncheckedIcon fontSize="small" />}
                  </ListItemIcon>
                  <ListItemAvatar>
                    <TalentAvatar talent={talent} size={36} />
                  </ListItemAvatar>
                  <ListItemText primary={talent.fullName} secondary={talentLocation(talent) || undefined} />
                </ListItemButton>
              )
            })}
          </List>
        )}
      </Box>
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1 }}>
          <Pagination size="small" page={Math.min(page, pages)} count={pages} onChange={(_event, next) => setPage(next)} aria-label="Talent pages" />
        </Box>
      )}
    </ModalForm>
  )
}
