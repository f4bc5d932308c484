import { useEffect, useState } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useQuery } from '@tanstack/react-query'
import { useWatch } from 'react-hook-form'
import { useCurrentUser } from '../../../shared/session'
import { FormTextField } from '../../../shared/forms'
import { apiQuery } from '../../../shared/client'
import { edit, type EngagementFormApi } from './formTypes'
import type { EngagementPaths, PersonRef } from './types'

const personName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim()

function useDebounced(value: string, delay = 250) {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value.trim()), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return debounced
}

/** Talent (the organization's approved talents, searched as typed), owners (the creator first) and department. */
export function PeopleFields({ form, paths, knownOwners }: { form: EngagementFormApi; paths: EngagementPaths; knownOwners: PersonRef[] }) {
  const user = useCurrentUser()
  const [talentText, setTalentText] = useState('')
  const talentSearch = useDebounced(talentText)
  const talents = useQuery({ ...apiQuery(paths.orgTalents, { params: { query: { search: talentSearch, page_size: 20 } } }), placeholderData: (previous) => previous })
  const users = useQuery(apiQuery(paths.orgUsers, { params: { query: { page_size: 100 } } }))
  const departments = useQuery(apiQuery(paths.orgDepartments, { params: { query: { page_size: 100 } } }))
  const [talentId, talentName, ownerIds] = useWatch({ control: form.control, name: ['talentId', 'talentName', 'ownerIds'] })
  const errors = form.formState.errors

  const talentOptions = (talents.data?.results ?? []).map((talent) => ({ id: talent.id, label: talent.fullName }))
  const chosenTalent = talentId ? (talentOptions.find((option) => option.id === talentId) ?? { id: talentId, label: talentName }) : null

  // Owners hold Manage Engagement (the server refuses others: 'Every owner needs Manage Engagement.'):
  // organization admins and managers with the permission, not deactivated; the signed-in user always.
  const ownerNames = new Map<string, string>([[user.id, `${user.firstName} ${user.lastName}`.trim()]])
  for (const owner of knownOwners) ownerNames.set(owner.id, owner.fullName)
  // Only the organization admin's list carries isDeactivated and hasPermissionSendEngagement; the manager's
  // colleague list does not (the server then judges).
  for (const option of users.data?.results ?? []) {
    if (('isDeactivated' in option && option.isDeactivated) || (option.role && !['organization_admin', 'manager'].includes(option.role))) continue
    if (option.role === 'manager' && 'hasPermissionSendEngagement' in option && option.hasPermissionSendEngagement === false) continue
    ownerNames.set(option.id, personName(option))
  }
  const ownerOptions = [...ownerNames.entries()].map(([id, label]) => ({ id, label }))

  return (
    <Stack spacing={2}>
      <Autocomplete
        options={chosenTalent && !talentOptions.some((option) => option.id === chosenTalent.id) ? [chosenTalent, ...talentOptions] : talentOptions}
        value={chosenTalent}
        loading={talents.isFetching}
        filterOptions={(shown) => shown}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        getOptionLabel={(option) => option.label}
        onInputChange={(_event, text, reason) => reason === 'input' && setTalentText(text)}
        onChange={(_event, option) => {
          form.setValue('talentId', option?.id ?? '', edit(form))
          form.setValue('talentName', option?.label ?? '')
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Talent"
            error={Boolean(errors.talentId)}
            helperText={errors.talentId?.message ?? 'Approved talents; type to search.'}
            inputRef={(element) => form.register('talentId').ref(element)}
          />
        )}
      />
      <Autocomplete
        multiple
        options={ownerOptions}
        value={ownerOptions.filter((option) => ownerIds.includes(option.id))}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        getOptionLabel={(option) => option.label}
        onChange={(_event, chosen) => form.setValue('ownerIds', chosen.map((option) => option.id), edit(form))}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Owners"
            error={Boolean(errors.ownerIds)}
            helperText={errors.ownerIds?.message ?? 'Who holds the engagement; the first is its creator.'}
          />
        )}
      />
      <FormTextField control={form.control} name="departmentId" label="Department" select fullWidth>
        <MenuItem value="">
          <em>No department</em>
        </MenuItem>
        {(departments.data?.results ?? []).map((department) => (
          <MenuItem key={department.id} value={department.id}>
            {department.name}
          </MenuItem>
        ))}
      </FormTextField>
    </Stack>
  )
}
