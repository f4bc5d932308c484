import { useState } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { groupMessages } from '../../../../contract/groups'
import type { Role } from '../../../../contract/accounts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { fieldErrors, nonFieldErrors } from '../../../shared/api'
import { apiCall, apiQuery } from '../../../shared/client'
import { LoadError } from '../../../shared/LoadError'
import { PageLoader } from '../../../shared/PageLoader'
import { roleLabel } from '../../../shared/roles'
import { SearchBox } from '../../../shared/SearchBox'
import { useCurrentUser } from '../../../shared/session'
import { useToast } from '../../../shared/toasts'
import { keepShownWhileFetching, loadState, useInvalidate } from '../../queries'
import { WHOLE_LIST, orgRole, type Subgroup } from '../talents/orgApi'
import { ModalForm } from './ModalForm'

const ORG_USER_ROLES = new Set(['manager', 'organization_admin'])

const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((item) => item !== id) : [...list, id])

/**
 * Share Group: step 1 picks subgroups, step 2 picks organization users (managers and
 * admins of the organization, never the current user); Share is enabled only with at least one of each.
 */
export function ShareGroupDialog({
  group,
  subgroups,
  initialSubgroupId,
  onClose,
}: {
  group: { id: string; name: string }
  subgroups: Subgroup[]
  initialSubgroupId?: string
  onClose: () => void
}) {
  const user = useCurrentUser()
  const role = orgRole(user)
  const toast = useToast()
  const [step, setStep] = useState<1 | 2>(1)
  const [subgroupIds, setSubgroupIds] = useState<string[]>(initialSubgroupId ? [initialSubgroupId] : [])
  const [managerIds, setManagerIds] = useState<string[]>([])
  const [search, setSearch] = useState('')
  const [banner, setBanner] = useState<string[]>([])
  const [saving, setSaving] = useState(false)

  // People are asked for once step 2 is reached.
  const users = loadState(
    useQuery({
      ...apiQuery(`/${role}/users/`, {
        params: {
          query: {
            search,
            page_size: WHOLE_LIST,
            ordering: 'first_name,last_name',
            ...(role === 'organization_admin' ? { is_deactivated: false } : {}),
          },
        },
      }),
      select: (page) => page.results.filter((candidate) => candidate.id !== user.id && ORG_USER_ROLES.has(candidate.role) && !('isDeactivated' in candidate && candidate.isDeactivated)),
      enabled: step === 2,
      ...keepShownWhileFetching,
    }),
  )
  const invalidate = useInvalidate()
  const shareWrite = useMutation({
    mutationFn: () => apiCall('post', `/${role}/share-groups/`, { body: { groupId: group.id, subgroupIds, managerIds } }),
    // Only the audit trail shows shares to the one who shares.
    onSuccess: () => invalidate(),
  })

  const share = async () => {
    setSaving(true)
    setBanner([])
    try {
      const answer = await shareWrite.mutateAsync()
      const names = answer.sharedWith.map((person) => person.fullName)
      toast.success(groupMessages.sharedWith(names))
      onClose()
    } catch (error) {
      // The dialog has no field of its own to put a message under: everything goes to the banner.
      setBanner([...nonFieldErrors(error), ...Object.values(fieldErrors(error))])
      setSaving(false)
    }
  }

  if (step === 1) {
    return (
      <ModalForm
        title={`Share ${group.name}`}
        banner={[]}
        saving={false}
        onSubmit={() => setStep(2)}
        onCancel={onClose}
        submitLabel="Next"
        submitDisabled={subgroupIds.length === 0}
      >
        <Typography variant="overline" color="text.secondary" component="p">
          Step 1 of 2
        </Typography>
        <Typography id="share-subgroups-label" sx={{ mb: 1 }}>
          Choose the subgroups to share.
        </Typography>
        {subgroups.length === 0 ? (
          <Typography color="text.secondary">This group has no subgroups to share yet.</Typography>
        ) : (
          <FormGroup aria-labelledby="share-subgroups-label">
            {subgroups.map((subgroup) => (
              <FormControlLabel
                key={subgroup.id}
                control={<Checkbox checked={subgroupIds.includes(subgroup.id)} onChange={() => setSubgroupIds((ids) => toggle(ids, subgroup.id))} />}
                label={`${subgroup.name} (${subgroup.membersCount === 1 ? '1 talent' : `${subgroup.membersCount} talents`})`}
              />
            ))}
          </FormGroup>
        )}
      </ModalForm>
    )
  }

  const candidates = users.data ?? []
  return (
    <ModalForm
      title={`Share ${group.name}`}
      banner={banner}
      saving={saving}
      onSubmit={() => void share()}
      onCancel={onClose}
      submitLabel="Share"
      submitDisabled={subgroupIds.length === 0 || managerIds.length === 0}
      secondaryAction={
        <Button onClick={() => setStep(1)} disabled={saving}>
          Back
        </Button>
      }
    >
      <Typography variant="overline" color="text.secondary" component="p">
        Step 2 of 2
      </Typography>
      <Typography id="share-users-label" sx={{ mb: 1.5 }}>
        Choose who may see {subgroupIds.length === 1 ? 'this subgroup' : `these ${subgroupIds.length} subgroups`}.
        {managerIds.length > 0 && (
          <Typography component="span" color="text.secondary">{` ${managerIds.length} selected.`}</Typography>
        )}
      </Typography>
      <Box sx={{ '& .MuiTextField-root': { width: '100%' }, mb: 1 }}>
        <SearchBox label="Search people" autoFocus onSearch={setSearch} />
      </Box>
      <Box sx={{ minHeight: 200 }}>
        {users.refreshing && <LinearProgress aria-label="Updating" />}
        {users.loading ? (
          <PageLoader label="Loading people" />
        ) : users.failed ? (
          <LoadError error={users.error} onRetry={users.retry} />
        ) : candidates.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
            No results found...
          </Typography>
        ) : (
          <FormGroup aria-labelledby="share-users-label">
            {candidates.map((candidate) => (
              <FormControlLabel
                key={candidate.id}
                control={<Checkbox checked={managerIds.includes(candidate.id)} onChange={() => setManagerIds((ids) => toggle(ids, candidate.id))} />}
                label={
                  <span>
                    {`${candidate.firstName} ${candidate.lastName}`.trim()}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {` · ${roleLabel(candidate.role as Role)}`}
                    </Typography>
                  </span>
                }
              />
            ))}
          </FormGroup>
        )}
      </Box>
    </ModalForm>
  )
}
