import { useEffect, useMemo } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import AddIcon from '@mui/icons-material/Add'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined'
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined'
import { groupMessages } from '../../../../contract/groups'
import { ApiError, errorMessage } from '../../../shared/api'
import { apiCall, apiQuery } from '../../../shared/client'
import { useConfirm } from '../../../shared/ConfirmDialog'
import { EmptyState } from '../../../shared/EmptyState'
import { hoverRowSx, ItemActions } from '../../../shared/ItemActions'
import { LoadError } from '../../../shared/LoadError'
import { useModal } from '../../../shared/ModalHost'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { useToast } from '../../../shared/toasts'
import { loadState, useInvalidate } from '../../queries'
import { useOrgRolePrefix } from '../../rolePrefix'
import type { Subgroup } from '../talents/orgApi'
import { subgroupsQuery } from './groupQueries'
import { MembersPanel } from './MembersPanel'
import { NameDialog } from './NameDialog'
import { ShareGroupDialog } from './ShareGroupDialog'

/**
 * Spec 2.2 /groups/{id}: a group's subgroups on the side, the selected subgroup's talents beside them.
 * The owner edits everything and shares; a group shared with the user is read-only for them.
 */
export default function GroupPage() {
  const { id = '' } = useParams()
  const prefix = useOrgRolePrefix()
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const modal = useModal()
  const confirm = useConfirm()
  const toast = useToast()

  const groupsPath = `${prefix}/groups/` as const
  const groupPath = `${prefix}/groups/{id}/` as const
  const subgroupsPath = `${prefix}/subgroups/` as const
  const subgroupPath = `${prefix}/subgroups/{id}/` as const
  const invalidate = useInvalidate()
  const groupQuery = loadState(useQuery(apiQuery(groupPath, { params: { path: { id } } })))
  const subgroupsList = loadState(useQuery({ ...subgroupsQuery(prefix, id), select: (page) => page.results }))
  // The page shows once both came; a failure of either is the page's failure.
  const loaded = {
    data: groupQuery.data && subgroupsList.data ? { group: groupQuery.data, subgroups: subgroupsList.data } : undefined,
    error: groupQuery.error ?? subgroupsList.error,
    loading: groupQuery.loading || subgroupsList.loading,
    refreshing: groupQuery.refreshing || subgroupsList.refreshing,
    retry: () => {
      groupQuery.retry()
      subgroupsList.retry()
    },
  }
  const subgroupDeletion = useMutation({
    mutationFn: (subgroup: Subgroup) => apiCall('delete', subgroupPath, { params: { path: { id: subgroup.id } } }),
    // Not awaited: the page leaves for /groups at once, so the refetched subgroups never reach this page's
    // stale-parameter effect, whose relative address change would otherwise win over the move to /groups.
    onSuccess: () => void invalidate(groupsPath, subgroupsPath, `${prefix}/group-members/`),
  })

  const shown = loaded.data !== undefined
  const subgroups = useMemo(
    () => (groupQuery.data && subgroupsList.data ? subgroupsList.data : []),
    [groupQuery.data, subgroupsList.data],
  )
  const requested = params.get('subgroup')
  const selected = subgroups.find((subgroup) => subgroup.id === requested) ?? subgroups[0] ?? null

  // A stale ?subgroup= (deleted, or not shared with this user) is replaced rather than left in the address.
  useEffect(() => {
    if (requested && shown && !subgroupDeletion.isSuccess && !subgroups.some((subgroup) => subgroup.id === requested)) {
      setParams(selected ? { subgroup: selected.id } : {}, { replace: true })
    }
  }, [requested, shown, subgroups, selected, setParams, subgroupDeletion.isSuccess])

  const back = (
    <Button component={RouterLink} to="/groups" startIcon={<ArrowBackIcon />}>
      Back to groups
    </Button>
  )

  if (loaded.loading) return <PageLoader label="Loading group" />

  if (groupQuery.error instanceof ApiError && groupQuery.error.status === 404) {
    return (
      <>
        <PageHeader title="Group not found" />
        <Card>
          <EmptyState
            icon={<GroupsOutlinedIcon />}
            title="This group is not available"
            description="It was deleted, or it is not yours and nobody shared it with you."
            action={back}
          />
        </Card>
      </>
    )
  }

  if (!loaded.data) {
    return (
      <>
        <PageHeader title="Group" actions={back} />
        <LoadError error={loaded.error} onRetry={loaded.retry} />
      </>
    )
  }

  const { group } = loaded.data
  const canEdit = group.isOwner
  const select = (subgroup: Subgroup) => setParams({ subgroup: subgroup.id })

  const editGroup = () =>
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

  const addSubgroup = () =>
    modal.open(
      <NameDialog
        title="New Subgroup"
        label="Subgroup Name"
        successMessage={groupMessages.subgroupAdded}
        save={(name) => apiCall('post', subgroupsPath, { body: { name, groupId: group.id } })}
        // The group's subgroup count changes too; the new subgroup is in the list before it is selected.
        changes={[subgroupsPath, groupsPath]}
        onSaved={(saved) => {
          modal.close()
          const newId = (saved as Subgroup | null)?.id
          if (newId) setParams({ subgroup: newId })
        }}
        onCancel={modal.close}
      />,
    )

  const editSubgroup = (subgroup: Subgroup) =>
    modal.open(
      <NameDialog
        title="Edit Subgroup"
        label="Subgroup Name"
        initialName={subgroup.name}
        successMessage={groupMessages.subgroupEdited}
        save={(name) => apiCall('patch', subgroupPath, { params: { path: { id: subgroup.id } }, body: { name } })}
        changes={[subgroupsPath]}
        onSaved={modal.close}
        onCancel={modal.close}
      />,
    )

  const deleteSubgroup = async (subgroup: Subgroup) => {
    const yes = await confirm({
      title: 'Delete this subgroup?',
      message: `“${subgroup.name}” and its list of talents will be deleted, also for everyone it was shared with. The talents' profiles stay as they are.`,
      confirmLabel: 'Delete',
      destructive: true,
    })
    if (!yes) return
    try {
      await subgroupDeletion.mutateAsync(subgroup)
      toast.success('Subgroup was deleted')
      // The spec: after a subgroup is deleted the user goes to the groups page.
      navigate('/groups')
    } catch (error) {
      toast.error(errorMessage(error))
    }
  }

  const share = () =>
    modal.open(<ShareGroupDialog group={group} subgroups={subgroups} initialSubgroupId={selected?.id} onClose={modal.close} />)

  return (
    <>
      <PageHeader
        title={group.name}
        subtitle={canEdit ? 'Your group' : `Shared with you by ${group.ownerName} · read-only`}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {back}
            {canEdit && (
              <>
                <Button startIcon={<EditOutlinedIcon />} onClick={editGroup}>
                  Rename
                </Button>
                <Button variant="outlined" startIcon={<ShareOutlinedIcon />} onClick={share} disabled={subgroups.length === 0}>
                  Share group
                </Button>
              </>
            )}
          </Box>
        }
      />
      {loaded.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(loaded.error)}
        </Alert>
      ) : null}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card component="nav" aria-labelledby="subgroups-heading">
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, py: 1.5 }}>
              <Typography id="subgroups-heading" variant="h2">
                Subgroups
              </Typography>
              {canEdit && (
                <Button size="small" startIcon={<AddIcon />} onClick={addSubgroup}>
                  New subgroup
                </Button>
              )}
            </Box>
            {loaded.refreshing && <LinearProgress aria-label="Updating" />}
            {subgroups.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
                {canEdit ? 'No subgroups yet. Add one to start collecting talents.' : 'No subgroups were shared with you.'}
              </Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}>
                {subgroups.map((subgroup) => {
                  const titleId = `subgroup-${subgroup.id}`
                  const current = subgroup.id === selected?.id
                  return (
                    <Box
                      component="li"
                      key={subgroup.id}
                      sx={{
                        ...hoverRowSx,
                        display: 'flex',
                        alignItems: 'center',
                        pr: canEdit ? 1 : 0,
                        // The whole row shows the choice, under the edit and delete buttons too.
                        bgcolor: current ? (theme) => alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity) : undefined,
                      }}
                    >
                      <ListItemButton
                        aria-current={current ? 'true' : undefined}
                        onClick={() => select(subgroup)}
                        sx={{ py: 1 }}
                      >
                        <ListItemText
                          id={titleId}
                          primary={subgroup.name}
                          secondary={subgroup.membersCount === 1 ? '1 talent' : `${subgroup.membersCount} talents`}
                          slotProps={{ primary: { sx: { fontWeight: current ? 600 : 400, overflowWrap: 'anywhere' } } }}
                        />
                      </ListItemButton>
                      {canEdit && (
                        <ItemActions describedBy={titleId} onEdit={() => editSubgroup(subgroup)} onDelete={() => void deleteSubgroup(subgroup)} />
                      )}
                    </Box>
                  )
                })}
              </Box>
            )}
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          {selected ? (
            <MembersPanel key={selected.id} subgroup={selected} canEdit={canEdit} />
          ) : (
            <Card>
              <EmptyState
                icon={<GroupsOutlinedIcon />}
                title="No subgroup to show"
                description={canEdit ? 'Talents live in subgroups: create the first one, then add talents to it.' : undefined}
                action={
                  canEdit ? (
                    <Button variant="contained" startIcon={<AddIcon />} onClick={addSubgroup}>
                      New subgroup
                    </Button>
                  ) : undefined
                }
              />
            </Card>
          )}
        </Grid>
      </Grid>
    </>
  )
}
