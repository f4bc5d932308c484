import { useState } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Pagination from '@mui/material/Pagination'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import FolderSharedOutlinedIcon from '@mui/icons-material/FolderSharedOutlined'
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined'
import { groupMessages } from '../../../../contract/groups'
import { nonFieldErrors } from '../../../shared/api'
import { apiCall, apiQuery } from '../../../shared/client'
import { useConfirm } from '../../../shared/ConfirmDialog'
import { EmptyState } from '../../../shared/EmptyState'
import { FormBanner } from '../../../shared/FormBanner'
import { hoverRowSx, ItemActions } from '../../../shared/ItemActions'
import { LoadError } from '../../../shared/LoadError'
import { useModal } from '../../../shared/ModalHost'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { useToast } from '../../../shared/toasts'
import { keepShownWhileFetching, loadState, useInvalidate } from '../../queries'
import { useOrgRolePrefix } from '../../rolePrefix'
import type { Group } from '../talents/orgApi'
import { NameDialog } from './NameDialog'

const PAGE_SIZE = 20

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** Spec 2.2 /groups: the user's own groups and the groups shared with them; owners create, rename and delete. */
export default function GroupsPage() {
  const prefix = useOrgRolePrefix()
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number(params.get('page')) || 1)
  const modal = useModal()
  const confirm = useConfirm()
  const toast = useToast()
  const navigate = useNavigate()
  const [banner, setBanner] = useState<string[]>([])
  const groupsPath = `${prefix}/groups/` as const
  const groupPath = `${prefix}/groups/{id}/` as const
  const invalidate = useInvalidate()
  const list = loadState(useQuery({ ...apiQuery(groupsPath, { params: { query: { page, page_size: PAGE_SIZE, ordering: 'name' } } }), ...keepShownWhileFetching }))
  const deletion = useMutation({
    mutationFn: (group: Group) => apiCall('delete', groupPath, { params: { path: { id: group.id } } }),
    // Its subgroups and memberships go with it.
    onSuccess: () => invalidate(groupsPath, `${prefix}/subgroups/`, `${prefix}/group-members/`),
  })
  const deleting = deletion.isPending ? deletion.variables.id : null
  const groups = list.data?.results ?? []
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1

  const openCreate = () =>
    modal.open(
      <NameDialog
        title="New Group"
        label="Group Name"
        successMessage={groupMessages.groupAdded}
        save={(name) => apiCall('post', groupsPath, { body: { name } })}
        changes={[groupsPath]}
        onSaved={(saved) => {
          modal.close()
          // A new group is empty: straight to it, where its first subgroup is made.
          const id = (saved as Group | null)?.id
          if (id) navigate(`/groups/${id}`)
        }}
        onCancel={modal.close}
      />,
    )

  const openEdit = (group: Group) =>
    modal.open(
      <NameDialog
        title="Edit Group"
        label="Group Name"
        initialName={group.name}
        successMessage={groupMessages.groupEdited}
        save={(name) => apiCall('patch', groupPath, { params: { path: { id: group.id } }, body: { name } })}
        changes={[groupsPath]}
        onSaved={modal.close}
        onCancel={modal.close}
      />,
    )

  const remove = async (group: Group) => {
    const yes = await confirm({
      title: 'Delete this group?',
      message: `“${group.name}” will be deleted with its subgroups and their talent lists, also for everyone it was shared with. The talents' profiles stay as they are.`,
      confirmLabel: 'Delete',
      destructive: true,
    })
    if (!yes) return
    setBanner([])
    try {
      await deletion.mutateAsync(group)
      toast.success('Group was deleted')
      if (groups.length === 1 && page > 1) setParams({ page: String(page - 1) })
    } catch (error) {
      setBanner(nonFieldErrors(error))
    }
  }

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate}>
      New group
    </Button>
  )

  return (
    <>
      <PageHeader title="Groups" subtitle="Your working lists of talent, and the groups colleagues shared with you." actions={addButton} />
      <FormBanner messages={banner} />
      {list.loading ? (
        <PageLoader label="Loading groups" />
      ) : list.failed ? (
        <LoadError error={list.error} onRetry={list.retry} />
      ) : groups.length === 0 ? (
        <Card>
          <EmptyState
            icon={<GroupsOutlinedIcon />}
            title="No groups yet"
            description="Create a group, split it into subgroups and add the talents you want to keep an eye on."
            action={addButton}
          />
        </Card>
      ) : (
        <Card>
          {list.refreshing && <LinearProgress aria-label="Updating" />}
          <Box component="ul" aria-label="Groups" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {groups.map((group) => {
              const titleId = `group-${group.id}`
              return (
                <Box
                  component="li"
                  key={group.id}
                  sx={{
                    ...hoverRowSx,
                    display: 'flex',
                    alignItems: 'center',
                    gap: 2,
                    px: { xs: 2, sm: 3 },
                    py: 2,
                    borderBottom: 1,
                    borderColor: 'divider',
                    opacity: deleting === group.id ? 0.5 : 1,
                    '&:last-of-type': { borderBottom: 0 },
                  }}
                >
                  {group.isOwner ? (
                    <GroupsOutlinedIcon color="action" aria-hidden sx={{ display: { xs: 'none', sm: 'block' } }} />
                  ) : (
                    <FolderSharedOutlinedIcon color="action" aria-hidden sx={{ display: { xs: 'none', sm: 'block' } }} />
                  )}
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                      <Link id={titleId} component={RouterLink} to={`/groups/${group.id}`} underline="hover" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {group.name}
                      </Link>
                      {!group.isOwner && <Chip size="small" variant="outlined" label={`Shared by ${group.ownerName}`} />}
                    </Box>
                    <Typography variant="body2" color="text.secondary">
                      {plural(group.subgroupsCount, 'subgroup', 'subgroups')} · {plural(group.membersCount, 'talent', 'talents')}
                    </Typography>
                  </Box>
                  {group.isOwner && (
                    <ItemActions describedBy={titleId} onEdit={() => openEdit(group)} onDelete={() => void remove(group)} />
                  )}
                </Box>
              )
            })}
          </Box>
        </Card>
      )}
      {list.data && pages > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mt: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {plural(list.data.count, 'group', 'groups')}
          </Typography>
          <Pagination
            page={Math.min(page, pages)}
            count={pages}
            onChange={(_event, next) => setParams(next > 1 ? { page: String(next) } : {})}
            color="primary"
            shape="rounded"
            aria-label="Group pages"
          />
        </Box>
      )}
    </>
  )
}
