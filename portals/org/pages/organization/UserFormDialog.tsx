import { useMemo } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import { applyRoleChange, organizationUserMessages, roleOptions } from '../../../../contract/organizationUsers'
import { apiCall } from '../../../shared/client'
import { Controller, FormTextField, useContractForm, useWatch } from '../../../shared/forms'
import { REQUIRED } from '../../../shared/ListDialog'
import { PhoneField } from '../../../shared/PhoneField'
import { itemsOf } from '../../../shared/profile/types'
import { roleLabel } from '../../../shared/roles'
import { useCurrentUser } from '../../../shared/session'
import { useToast } from '../../../shared/toasts'
import { FormFrame } from '../../../shared/FormFrame'
import { GuardedDialog } from '../../../shared/GuardedDialog'
import { loadState, useInvalidate } from '../../queries'
import { ReassignSelect } from './ReassignSelect'
import { roleLocks } from './roleRules'
import { StringListField } from './StringListField'
import { ALL_DEPARTMENTS, DEPARTMENTS, ORGANIZATIONS, USERS, type OrgRole, type OrgUser } from './types'
import { CONTACT_TYPES, initialUserValues, toUserInput, userFormSchema, type UserSubmission } from './userFormValues'

/**
 * Add or edit an organization user with the role rules applied as the role changes.
 * Turning off Manage Engagement of a manager who holds engagements asks who inherits their
 * engagements and time tracking. Save is always offered when adding (it names the missing fields) and
 * once something changed when editing.
 */
export function UserFormDialog({ user, onClose, onSaved }: { user: OrgUser | null; onClose: () => void; onSaved: () => void }) {
  const toast = useToast()
  const holdsEngagements = user !== null && user.role === 'manager' && user.hasPermissionSendEngagement && user.engagementsCount > 0
  const schema = useMemo(() => userFormSchema(holdsEngagements), [holdsEngagements])
  const defaultValues = useMemo(() => initialUserValues(user), [user])
  const form = useContractForm({ schema, defaultValues, toInput: toUserInput })
  const { control } = form
  const departments = loadState(useQuery({ ...ALL_DEPARTMENTS, select: itemsOf }))
  const invalidate = useInvalidate()
  const saving = form.formState.isSubmitting

  const roles = roleOptions(user ? 'edit' : 'add', user?.role)
  // The server refuses a change of one's own role; the select says so instead of failing on save.
  const me = useCurrentUser()
  const ownAccount = user !== null && user.id === me.id
  const [role, contactType, canManageEngagements] = useWatch({ control, name: ['role', 'contactType', 'hasPermissionSendEngagement'] })
  const locks = roleLocks(role)
  // The spec: an existing manager losing Manage Engagement hands engagements and time tracking to someone.
  const needsHeir = holdsEngagements && !canManageEngagements

  const save = useMutation({
    // The heir goes only with the change that needs one (a manager holding engagements losing Manage Engagement).
    mutationFn: ({ reassignedUserId, ...fields }: UserSubmission) =>
      user
        ? apiCall('patch', '/organization_admin/users/{id}/', {
            params: { path: { id: user.id } },
            body: { ...fields, ...(needsHeir ? { reassignedUserId } : {}) },
          })
        : apiCall('post', '/organization_admin/users/', { body: fields }),
    // The list, the organization's counts, and the departments' user counts.
    onSuccess: () => invalidate(USERS, ORGANIZATIONS, DEPARTMENTS),
  })

  const submit = form.submit(async (body) => {
    await save.mutateAsync(body)
    toast.success('Changes Saved')
    onSaved()
  })

  /** The spec: the role decides the department and the permissions (applyRoleChange), as the server will. */
  const changeRole = (next: OrgRole) => {
    const values = form.getValues()
    const applied = applyRoleChange(
      {
        departmentId: values.departmentId,
        hasPermissionViewRate: values.hasPermissionViewRate,
        hasPermissionSendEngagement: values.hasPermissionSendEngagement,
      },
      next,
    )
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted }
    form.setValue('role', next, options)
    form.setValue('departmentId', applied.departmentId ?? '', options)
    form.setValue('hasPermissionViewRate', applied.hasPermissionViewRate ?? values.hasPermissionViewRate, options)
    form.setValue('hasPermissionSendEngagement', applied.hasPermissionSendEngagement ?? values.hasPermissionSendEngagement, options)
  }

  const text = (name: 'firstName' | 'lastName' | 'title' | 'email' | 'customContactType', label: string, required: boolean, extra: object = {}) => (
    <FormTextField control={control} name={name} label={label} fullWidth slotProps={{ htmlInput: required ? REQUIRED : undefined }} {...extra} />
  )
  const checkbox = (name: 'hasPermissionViewRate' | 'hasPermissionSendEngagement', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} inputRef={field.ref} />} label={label} />
      )}
    />
  )

  const departmentOptions = departments.data ?? []

  return (
    <GuardedDialog dirty={form.unsaved} onClose={onClose}>
      {(requestClose) => (
        <FormFrame
          title={user ? 'Edit User' : 'Add User'}
          banner={form.banner}
          onSubmit={() => void submit()}
          actions={
            <>
              <Button onClick={requestClose} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" loading={saving} disabled={user !== null && !form.formState.isDirty}>
                Save
              </Button>
            </>
          }
        >
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>{text('firstName', 'First Name', true, { autoFocus: true, autoComplete: 'off' })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('lastName', 'Last Name', true, { autoComplete: 'off' })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="role"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    fullWidth
                    label="Role"
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value}
                    onChange={(event) => changeRole(event.target.value as OrgRole)}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? (ownAccount ? organizationUserMessages.cannotChangeOwnRole : undefined)}
                    disabled={roles.length === 1 || ownAccount}
                    slotProps={{ htmlInput: REQUIRED }}
                  >
                    {roles.map((option) => (
                      <MenuItem key={option} value={option}>
                        {roleLabel(option)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('title', 'Title', false)}</Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="departmentId"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    fullWidth
                    label={locks.departmentRequired ? 'Department' : 'Department (optional)'}
                    name={field.name}
                    inputRef={field.ref}
                    value={departmentOptions.some((item) => item.id === field.value) ? field.value : ''}
                    onChange={(event) => field.onChange(String(event.target.value))}
                    error={Boolean(fieldState.error) || departments.failed}
                    helperText={
                      fieldState.error?.message ??
                      (departments.failed
                        ? 'Departments could not be loaded.'
                        : locks.department
                          ? 'An admin belongs to no department.'
                          : departments.data && !departmentOptions.length
                            ? 'No departments yet: add one on the Departments tab.'
                            : undefined)
                    }
                    disabled={locks.department || departments.loading}
                    slotProps={{
                      htmlInput: locks.departmentRequired ? REQUIRED : undefined,
                      select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: '40vh' } } } } },
                    }}
                  >
                    <MenuItem value="">
                      <em>No department</em>
                    </MenuItem>
                    {departmentOptions.map((department) => (
                      <MenuItem key={department.id} value={department.id}>
                        {department.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={12}>{text('email', 'Email', true, { type: 'email', autoComplete: 'off' })}</Grid>
            <Grid size={12}>
              <StringListField control={control} name="additionalEmailList" label="Additional e-mails" itemLabel="E-mail" kind="email" />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="phone"
                render={({ field, fieldState }) => (
                  <PhoneField
                    label="Phone"
                    fullWidth
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value}
                    onValueChange={field.onChange}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
            </Grid>
            <Grid size={12}>
              <StringListField control={control} name="additionalPhoneList" label="Additional phones" itemLabel="Phone" kind="phone" />
            </Grid>
            {role === 'contact' && (
              <Grid size={12}>
                <Controller
                  control={control}
                  name="contactType"
                  render={({ field }) => (
                    <FormControl component="fieldset">
                      <FormLabel component="legend">Contact Type</FormLabel>
                      <RadioGroup row name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
                        {CONTACT_TYPES.map((type) => (
                          <FormControlLabel key={type.value} value={type.value} control={<Radio />} label={type.label} />
                        ))}
                      </RadioGroup>
                    </FormControl>
                  )}
                />
                {contactType === 'custom' && <Box sx={{ mt: 1 }}>{text('customContactType', 'Custom Contact Type', true)}</Box>}
              </Grid>
            )}
            <Grid size={12}>
              <FormControl component="fieldset" disabled={locks.permissions}>
                <FormLabel component="legend">Permissions</FormLabel>
                <FormGroup row>
                  {checkbox('hasPermissionViewRate', 'View Rate')}
                  {checkbox('hasPermissionSendEngagement', 'Manage Engagement')}
                </FormGroup>
                {locks.permissions && (
                  <FormHelperText>{role === 'organization_admin' ? 'An admin always has both permissions.' : 'A contact has no permissions.'}</FormHelperText>
                )}
              </FormControl>
            </Grid>
            {needsHeir && user && (
              <Grid size={12}>
                <Alert severity="warning" sx={{ mb: 2 }}>
                  {user.firstName} holds engagements. Without Manage Engagement they go, with time tracking, to the user you choose.
                </Alert>
                <Controller
                  control={control}
                  name="reassignedUserId"
                  render={({ field, fieldState }) => (
                    <ReassignSelect
                      userId={user.id}
                      forAction="full"
                      label="Engagements and time tracking go to"
                      value={field.value}
                      onChange={field.onChange}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              </Grid>
            )}
          </Grid>
        </FormFrame>
      )}
    </GuardedDialog>
  )
}
