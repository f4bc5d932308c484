import { useRef, useState } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined'
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined'
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined'
import { profileMessages } from '../../../../contract/talentProfile'
import { nonFieldErrors } from '../../../shared/api'
import { apiCall, apiQuery } from '../../../shared/client'
import { useConfirm } from '../../../shared/ConfirmDialog'
import { EmptyState } from '../../../shared/EmptyState'
import { FormBanner } from '../../../shared/FormBanner'
import { LoadError } from '../../../shared/LoadError'
import { useModal } from '../../../shared/ModalHost'
import { PageLoader } from '../../../shared/PageLoader'
import { SearchBox } from '../../../shared/SearchBox'
import { useToast } from '../../../shared/toasts'
import { keepShownWhileFetching, loadState } from '../../queries'
import { useOrgRolePrefix } from '../../rolePrefix'
import { useMembersChanged } from './groupQueries'
import { TALENT_ORDERING, type GroupMember, type Subgroup } from '../talents/orgApi'
import { TalentRow } from '../talents/TalentRow'
import { SelectTalentDialog } from './SelectTalentDialog'
// Organization opportunity screens
import Checkbox from '@mui/material/Checkbox'
import { InviteToOpportunityDialog, type InviteTalent } from '../opportunities/InviteToOpportunityDialog'
import { OPPORTUNITY_LIMITS } from '../../../../contract/opportunities/opportunity'
import { ListPages } from '../../../shared/ListPages'

const PAGE_SIZE = 10

interface Filters {
  name: string
  availableFromDate: string
  availableToDate: string
  isUnavailableResourcesHidden: boolean
}

const NO_FILTERS: Filters = { name: '', availableFromDate: '', availableToDate: '', isUnavailableResourcesHidden: false }

/**
 * The talents of one subgroup with the group-member filters (name, availability range,
 * hide unavailable), paged; the owner adds talents and removes them (after a confirmation).
 */
export function MembersPanel({ subgroup, canEdit }: { subgroup: Subgroup; canEdit: boolean }) {
  const prefix = useOrgRolePrefix()
  const modal = useModal()
  const confirm = useConfirm()
  const toast = useToast()
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const [page, setPage] = useState(1)
  const [banner, setBanner] = useState<string[]>([])
  const membersChanged = useMembersChanged()
  const removal = useMutation({
    mutationFn: (member: GroupMember) => apiCall('delete', `${prefix}/group-members/{id}/`, { params: { path: { id: member.id } } }),
    onSuccess: membersChanged,
  })
  const removing = removal.isPending ? removal.variables.id : null
  // The talents picked for 'Invite to opportunity' (none picked: every member the filters show).
  const [picked, setPicked] = useState<Map<string, string>>(new Map())
  const [gathering, setGathering] = useState(false)

  const rangeError =
    filters.availableFromDate && filters.availableToDate && filters.availableToDate < filters.availableFromDate
      ? profileMessages.endBeforeStart
      : ''
  // An impossible range is not sent: the list keeps the last valid answer while the message shows.
  const applied = useRef(filters)
  if (!rangeError) applied.current = filters
  const query = applied.current
  const members = loadState(
    useQuery({
      ...apiQuery(`${prefix}/group-members/`, {
        params: {
          query: {
            subgroup_id: subgroup.id,
            name: query.name,
            available_from_date: query.availableFromDate,
            available_to_date: query.availableToDate,
            is_unavailable_resources_hidden: query.isUnavailableResourcesHidden ? true : undefined,
            ordering: TALENT_ORDERING,
            page,
            page_size: PAGE_SIZE,
          },
        },
      }),
      ...keepShownWhileFetching,
    }),
  )
  const items = members.data?.results ?? []
  const pages = members.data ? Math.max(1, Math.ceil(members.data.count / PAGE_SIZE)) : 1
  const filtered = filters.name !== '' || filters.availableFromDate !== '' || filters.availableToDate !== '' || filters.isUnavailableResourcesHidden

  const setFilter = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((previous) => (previous[key] === value ? previous : { ...previous, [key]: value }))
    setPage(1)
  }

  const openAdd = () =>
    modal.open(
      <SelectTalentDialog
        subgroup={subgroup}
        onAdded={modal.close}
        onCancel={modal.close}
      />,
    )

  const togglePicked = (member: GroupMember) =>
    setPicked((previous) => {
      const next = new Map(previous)
      if (next.has(member.talent.id)) next.delete(member.talent.id)
      else next.set(member.talent.id, member.talent.fullName)
      return next
    })

  const openInvite = async () => {
    setBanner([])
    let talents: InviteTalent[] = [...picked].map(([id, fullName]) => ({ id, fullName }))
    if (!talents.length) {
      // Every member matching the filters, as many as one invitation takes.
      setGathering(true)
      try {
        const all = await apiCall('get', `${prefix}/group-members/`, {
          params: {
            query: {
              subgroup_id: subgroup.id,
              name: query.name,
              available_from_date: query.availableFromDate,
              available_to_date: query.availableToDate,
              is_unavailable_resources_hidden: query.isUnavailableResourcesHidden ? true : undefined,
              ordering: TALENT_ORDERING,
              page_size: OPPORTUNITY_LIMITS.invitesPerCall,
            },
          },
        })
        talents = all.results.map((member) => ({ id: member.talent.id, fullName: member.talent.fullName }))
      } catch (error) {
        setBanner(nonFieldErrors(error))
        return
      } finally {
        setGathering(false)
      }
    }
    modal.open(<InviteToOpportunityDialog talents={talents} onClose={modal.close} onInvited={() => setPicked(new Map())} />)
  }

  const remove = async (member: GroupMember) => {
    const yes = await confirm({
      title: 'Remove this talent?',
      message: `${member.talent.fullName} will be removed from “${subgroup.name}”. Their profile stays as it is.`,
      confirmLabel: 'Remove',
      destructive: true,
    })
    if (!yes) return
    setBanner([])
    try {
      await removal.mutateAsync(member)
      toast.success('The Talent was removed from the Group')
      if (items.length === 1 && page > 1) setPage(page - 1)
    } catch (error) {
      setBanner(nonFieldErrors(error))
    }
  }

  const addButton = canEdit ? (
    <Button variant="contained" startIcon={<PersonAddAlt1OutlinedIcon />} onClick={openAdd}>
      Add talent
    </Button>
  ) : null

  return (
    <Card component="section" aria-labelledby="members-heading">
      <Box sx={{ p: { xs: 2, sm: 3 }, pb: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 2 }}>
          <Box>
            <Typography id="members-heading" variant="h2">
              {subgroup.name}
            </Typography>
            {members.data && (
              <Typography variant="body2" color="text.secondary" role="status">
                {members.data.count === 1 ? '1 talent' : `${members.data.count} talents`}
                {filtered ? (members.data.count === 1 ? ' matches the filters' : ' match the filters') : ''}
              </Typography>
            )}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {items.length > 0 && (
              <Button variant="outlined" onClick={() => void openInvite()} loading={gathering}>
                {picked.size ? `Invite selected (${picked.size}) to opportunity` : 'Invite all to opportunity'}
              </Button>
            )}
            {addButton}
          </Box>
        </Box>
        <Box
          role="search"
          aria-label="Filter talents"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'minmax(180px, 1.4fr) 1fr 1fr auto' },
            alignItems: 'start',
            gap: 1.5,
          }}
        >
          <Box sx={{ '& .MuiTextField-root': { width: '100%' } }}>
            <SearchBox label="Search by name" onSearch={(name) => setFilter('name', name)} />
          </Box>
          <TextField
            size="small"
            type="date"
            label="Available from"
            value={filters.availableFromDate}
            onChange={(event) => setFilter('availableFromDate', event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label="Available to"
            value={filters.availableToDate}
            onChange={(event) => setFilter('availableToDate', event.target.value)}
            error={Boolean(rangeError)}
            helperText={rangeError || undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormControlLabel
            sx={{ ml: 0, mt: 0.5, whiteSpace: 'nowrap' }}
            control={
              <Switch
                checked={filters.isUnavailableResourcesHidden}
                onChange={(event) => setFilter('isUnavailableResourcesHidden', event.target.checked)}
              />
            }
            label="Hide unavailable"
          />
        </Box>
      </Box>
      <Box sx={{ px: { xs: 2, sm: 3 } }}>
        <FormBanner messages={banner} />
      </Box>
      {members.refreshing && <LinearProgress aria-label="Updating" />}
      {members.loading ? (
        <PageLoader label="Loading talents" />
      ) : members.failed ? (
        <Box sx={{ px: 3, pb: 3 }}>
          <LoadError error={members.error} onRetry={members.retry} />
        </Box>
      ) : items.length === 0 ? (
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
          <EmptyState
            icon={<SearchOffOutlinedIcon />}
            title="No results found..."
            description={filtered ? 'No talent in this subgroup matches the filters.' : canEdit ? 'Add talents to this subgroup to keep them at hand.' : 'This subgroup has no talents yet.'}
            action={filtered ? undefined : addButton}
          />
        </Box>
      ) : (
        <Box component="ul" aria-label={`Talents in ${subgroup.name}`} sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}>
          {items.map((member) => (
            <Box
              component="li"
              key={member.id}
              sx={{
                borderBottom: 1,
                borderColor: 'divider',
                opacity: removing === member.id ? 0.5 : 1,
                '&:last-of-type': { borderBottom: 0 },
              }}
            >
              <TalentRow
                talent={member.talent}
                titleId={`member-${member.id}`}
                actions={
                  <>
                    <Checkbox
                      checked={picked.has(member.talent.id)}
                      onChange={() => togglePicked(member)}
                      slotProps={{ input: { 'aria-label': `Select ${member.talent.fullName} to invite` } }}
                    />
                    {canEdit && (
                      <Tooltip title="Remove from subgroup">
                        <IconButton aria-label="Remove from subgroup" aria-describedby={`member-${member.id}`} onClick={() => void remove(member)} disabled={removing === member.id}>
                          <PersonRemoveOutlinedIcon />
                        </IconButton>
                      </Tooltip>
                    )}
                  </>
                }
              />
            </Box>
          ))}
        </Box>
      )}
      {members.data && <ListPages page={page} pages={pages} label="Member pages" onChange={(next) => setPage(next)} inCard />}
    </Card>
  )
}
