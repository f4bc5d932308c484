import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import FormControl from '@mui/material/FormControl'
import FormHelperText from '@mui/material/FormHelperText'
import InputLabel from '@mui/material/InputLabel'
import MenuItem from '@mui/material/MenuItem'
import Select from '@mui/material/Select'
import { itemsOf } from '../../../shared/profile/types'
import { roleLabel } from '../../../shared/roles'
import { apiQuery } from '../../../shared/client'
import { loadState } from '../../queries'
import { fullNameOf } from './types'

/**
 * Who receives a user's work: the API lists the active users who may take it — admins and
 * managers with Manage Engagement, never the user themselves. 'engagements' moves the engagements on
 * deactivation; 'full' also hands over time tracking when Manage Engagement is turned off.
 */
export function ReassignSelect({
  userId,
  forAction,
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  userId: string
  forAction: 'engagements' | 'full'
  label: string
  value: string
  onChange: (id: string) => void
  error?: string
  disabled?: boolean
}) {
  const id = useId()
  const candidates = loadState(
    useQuery({
      ...apiQuery('/organization_admin/users/', { params: { query: { for_action: forAction, manager_id: userId, page_size: 100 } } }),
      select: itemsOf,
    }),
  )
  const options = candidates.data ?? []
  const helper = error ?? (candidates.error ? 'The list of users could not be loaded.' : candidates.data && !options.length ? 'Nobody in the organization can take over: add or enable a manager first.' : undefined)
  return (
    <FormControl fullWidth error={Boolean(error) || Boolean(candidates.error)} disabled={disabled || candidates.loading}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        label={label}
        value={options.some((option) => option.id === value) ? value : ''}
        onChange={(event) => onChange(String(event.target.value))}
        inputProps={{ 'aria-required': true }}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: '40vh' } } } }}
      >
        {options.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {fullNameOf(option)} · {roleLabel(option.role)}
          </MenuItem>
        ))}
      </Select>
      {helper && <FormHelperText>{helper}</FormHelperText>}
    </FormControl>
  )
}
