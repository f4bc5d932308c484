import { useState } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { groupMessages } from '../../../../contract/groups'
import { messages } from '../../../../contract/messages'
import { fieldErrors, nonFieldErrors } from '../../../shared/api'
import { apiCall, apiQuery } from '../../../shared/client'
import { LoadError } from '../../../shared/LoadError'
import { PageLoader } from '../../../shared/PageLoader'
import { useToast } from '../../../shared/toasts'
import { loadState } from '../../queries'
import { useOrgRolePrefix } from '../../rolePrefix'
import { WHOLE_LIST } from '../talents/orgApi'
import { subgroupsQuery, useMembersChanged } from './groupQueries'
import { ModalForm } from './ModalForm'

/**
 * 'Add to group' from a talent list or profile: pick one of the user's own groups, then one
 * of its subgroups, and POST the membership. Shared groups are read-only, so they are not offered.
 */
export function AddToGroupDialog({ talent, onClose }: { talent: { id: string; fullName: string }; onClose: () => void }) {
  const prefix = useOrgRolePrefix()
  const toast = useToast()
  const [groupId, setGroupId] = useState('')
  const [subgroupId, setSubgroupId] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [banner, setBanner] = useState<string[]>([])
  const [saving, setSaving] = useState(false)

  const groups = loadState(
    useQuery({
      ...apiQuery(`${prefix}/groups/`, { params: { query: { page_size: WHOLE_LIST, ordering: 'name' } } }),
      select: (page) => page.results.filter((group) => group.isOwner),
    }),
  )
  // Nothing to ask before a group is chosen.
  const subgroups = loadState(useQuery({ ...subgroupsQuery(prefix, groupId), select: (page) => page.results, enabled: groupId !== '' }))
  const memberAdded = useMembersChanged()
  const add = useMutation({
    mutationFn: (chosenSubgroupId: string) => apiCall('post', `${prefix}/group-members/`, { body: { talentId: talent.id, subgroupId: chosenSubgroupId } }),
    onSuccess: memberAdded,
  })

  const submit = async () => {
    const missing: Record<string, string> = {}
    if (!groupId) missing.groupId = messages.required
    if (!subgroupId) missing.subgroupId = messages.required
    setErrors(missing)
    setBanner([])
    if (Object.keys(missing).length) return
    setSaving(true)
    try {
      await add.mutateAsync(subgroupId)
      toast.success(groupMessages.talentAdded)
      onClose()
    } catch (error) {
      const byField = fieldErrors(error)
      // The membership's own fields belong to the subgroup picker (e.g. 'already in this subgroup').
      const subgroupMessage = [byField.subgroupId, byField.talentId].filter(Boolean).join(', ')
      setErrors(subgroupMessage ? { subgroupId: subgroupMessage } : {})
      setBanner(nonFieldErrors(error))
      setSaving(false)
    }
  }

  const ownGroups = groups.data ?? []
  const title = 'Add to group'

  if (groups.loading) {
    return (
      <ModalForm title={title} banner={[]} saving={false} onSubmit={() => undefined} onCancel={onClose} submitLabel="Add" submitDisabled>
        <PageLoader label="Loading groups" />
      </ModalForm>
    )
  }

  return (
    <ModalForm title={title} banner={banner} saving={saving} onSubmit={() => void submit()} onCancel={onClose} submitLabel="Add" submitDisabled={!ownGroups.length}>
      <Typography sx={{ mb: 2 }}>
        Add <strong>{talent.fullName}</strong> to one of your groups.
      </Typography>
      {groups.failed ? (
        <LoadError error={groups.error} onRetry={groups.retry} />
      ) : ownGroups.length === 0 ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" component={RouterLink} to="/groups">
              Go to groups
            </Button>
          }
        >
          You have no groups yet. Create a group and a subgroup first.
        </Alert>
      ) : (
        <Stack spacing={2.5}>
          <TextField
            select
            label="Group"
            value={groupId}
            autoFocus
            onChange={(event) => {
              setGroupId(event.target.value)
              setSubgroupId('')
              setErrors({})
            }}
            error={Boolean(errors.groupId)}
            helperText={errors.groupId}
            slotProps={{ htmlInput: { 'aria-required': true } }}
          >
            {ownGroups.map((group) => (
              <MenuItem key={group.id} value={group.id}>
                {group.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Subgroup"
            value={subgroupId}
            disabled={!groupId || subgroups.loading}
            onChange={(event) => {
              setSubgroupId(event.target.value)
              setErrors({})
            }}
            error={Boolean(errors.subgroupId) || Boolean(subgroups.error)}
            helperText={
              errors.subgroupId ||
              (subgroups.error
                ? nonFieldErrors(subgroups.error)[0]
                : groupId && !subgroups.loading && !subgroups.data?.length
                  ? 'This group has no subgroups yet. Open the group to add one.'
                  : !groupId
                    ? 'Choose a group first'
                    : undefined)
            }
            slotProps={{ htmlInput: { 'aria-required': true } }}
          >
            {(subgroups.data ?? []).map((subgroup) => (
              <MenuItem key={subgroup.id} value={subgroup.id}>
                {subgroup.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      )}
    </ModalForm>
  )
}
