import { useMemo, useState } from 'react'
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
import { z } from 'zod'
import { email as emailField, formatPhone, normalisePhone, personName } from '../../../../contract/fields'
import { messages } from '../../../../contract/messages'
import { applyRoleChange, organizationUserErrors, organizationUserMessages, roleOptions } from '../../../../contract/organizationUsers'
import { api, fieldErrors, nonFieldErrors, type FieldErrorMap } from '../../../shared/api'
import { REQUIRED } from '../../../shared/ListDialog'
import { PhoneField, maskPhone } from '../../../shared/PhoneField'
import { itemsOf } from '../../../shared/profile/types'
import { roleLabel } from '../../../shared/roles'
import { useCurrentUser } from '../../../shared/session'
import { useToast } from '../../../shared/toasts'
import { useLoader } from '../../../shared/useLoader'
import { FormFrame } from '../../../shared/FormFrame'
import { additionalEmail, additionalPhone } from './formRules'
import { GuardedDialog } from '../../../shared/GuardedDialog'
import { ReassignSelect } from './ReassignSelect'
import { roleLocks } from './roleRules'
import { StringListField } from './StringListField'
import { ADMIN, type Department, type OrgRole, type OrgUser, type PageOf } from './types'

export const CONTACT_TYPES = [
  { value: 'billing', label: 'Billing' },
  { value: 'custom', label: 'Custom' },
] as const

interface UserValues {
  firstName: string
  lastName: string
  role: OrgRole | ''
  title: string
  email: string
  additionalEmailList: string[]
  phone: string
  additionalPhoneList: string[]
  departmentId: string
  contactType: string
  customContactType: string
  hasPermissionViewRate: boolean
  hasPermissionSendEngagement: boolean
}

function initialValues(user: OrgUser | null): UserValues {
  // A stored free-text contact type (older data) reads as Custom with that text.
  const storedType = user?.contactType ?? ''
  const known = storedType === '' || storedType === 'billing' || storedType === 'custom'
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    role: user?.role ?? '',
    title: user?.title ?? '',
    email: user?.email ?? '',
    additionalEmailList: user?.additionalEmailList ?? [],
    phone: maskPhone(formatPhone(user?.phone)),
    additionalPhoneList: (user?.additionalPhoneList ?? []).map((phone) => maskPhone(formatPhone(phone))),
    departmentId: user?.departmentId ?? '',
    contactType: known ? storedType : 'custom',
    customContactType: known ? (user?.customContactType ?? '') : (user?.customContactType || storedType),
    hasPermissionViewRate: user?.hasPermissionViewRate ?? false,
    hasPermissionSendEngagement: user?.hasPermissionSendEngagement ?? false,
  }
}

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value)
  return result.success ? undefined : result.error.issues[0]?.message
}

/** Spec 5 Group and user: names, role and e-mail required; extra e-mails valid; a manager needs a department; Custom needs its text. */
function validate(values: UserValues): FieldErrorMap {
  const errors: FieldErrorMap = {}
  const put = (key: string, message: string | undefined) => {
    if (message) errors[key] = message
  }
  put('firstName', firstIssue(personName('First Name'), values.firstName))
  put('lastName', firstIssue(personName('Last Name'), values.lastName))
  if (!values.role) errors.role = messages.required
  put('email', firstIssue(emailField(), values.email))
  put('title', values.title.trim().length > 100 ? 'Title must be at most 100 characters' : undefined)
  if (values.phone.trim() && normalisePhone(values.phone) === null) errors.phone = messages.phoneInvalid
  values.additionalEmailList.forEach((item, index) => put(`additionalEmailList.${index}`, firstIssue(additionalEmail, item)))
  values.additionalPhoneList.forEach((item, index) => put(`additionalPhoneList.${index}`, firstIssue(additionalPhone, item)))
  const crossField = organizationUserErrors({
    role: values.role,
    departmentId: values.departmentId,
    contactType: values.role === 'contact' ? values.contactType : null,
    customContactType: values.customContactType,
  })
  for (const [key, list] of Object.entries(crossField)) put(key, list[0])
  return errors
}

const indexed = (errors: FieldErrorMap, list: string) => {
  const out: Record<number, string> = {}
  for (const [key, message] of Object.entries(errors)) if (key.startsWith(`${list}.`)) out[Number(key.slice(list.length + 1))] = message
  return out
}

/**
 * Add or edit an organization user (spec 2.7) with the role rules applied as the role changes (spec 4
 * and 6). Turning off Manage Engagement of a manager who holds engagements asks who inherits their
 * engagements and time tracking.
 */
export function UserFormDialog({ user, onClose, onSaved }: { user: OrgUser | null; onClose: () => void; onSaved: () => void }) {
  const toast = useToast()
  const initial = useMemo(() => initialValues(user), [user])
  const [values, setValues] = useState<UserValues>(initial)
  const [heir, setHeir] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<FieldErrorMap>({})
  const [banner, setBanner] = useState<string[]>([])
  const [saving, setSaving] = useState(false)
  const departments = useLoader(async () =>
    itemsOf(await api.get<PageOf<Department> | Department[]>(`${ADMIN}/departments/`, { params: { pageSize: 100 } })),
  )

  const roles = roleOptions(user ? 'edit' : 'add', user?.role)
  // The server refuses a change of one's own role; the select says so instead of failing on save.
  const me = useCurrentUser()
  const ownAccount = user !== null && user.id === me.id
  const locks = roleLocks(values.role)
  // Spec 4: an existing manager losing Manage Engagement hands engagements and time tracking to someone.
  const needsHeir =
    user !== null &&
    user.role === 'manager' &&
    user.hasPermissionSendEngagement &&
    user.engagementsCount > 0 &&
    !values.hasPermissionSendEngagement
  const clientErrors = submitted ? validate(values) : {}
  if (submitted && needsHeir && !heir) clientErrors.reassignedUserId = messages.required
  const errors = { ...serverErrors, ...clientErrors }
  const dirty = JSON.stringify(values) !== JSON.stringify(initial)

  const update = (patch: Partial<UserValues>) => {
    setValues((previous) => ({ ...previous, ...patch }))
    setServerErrors((previous) => {
      const next = { ...previous }
      for (const key of Object.keys(patch)) for (const errorKey of Object.keys(next)) if (errorKey === key || errorKey.startsWith(`${key}.`)) delete next[errorKey]
      return next
    })
  }

  const submit = async () => {
    setSubmitted(true)
    setBanner([])
    const found = validate(values)
    if (Object.keys(found).length || (needsHeir && !heir)) return
    const contact = values.role === 'contact'
    const body = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      role: values.role,
      title: values.title.trim() || null,
      email: values.email.trim(),
      additionalEmailList: values.additionalEmailList.map((item) => item.trim()),
      phone: values.phone.trim() ? normalisePhone(values.phone) : null,
      additionalPhoneList: values.additionalPhoneList.map((item) => normalisePhone(item)),
      departmentId: values.departmentId || null,
      contactType: contact ? values.contactType || null : null,
      customContactType: contact && values.contactType === 'custom' ? values.customContactType.trim() : null,
      hasPermissionViewRate: values.hasPermissionViewRate,
      hasPermissionSendEngagement: values.hasPermissionSendEngagement,
      ...(needsHeir ? { reassignedUserId: heir } : {}),
    }
    setSaving(true)
    try {
      if (user) await api.patch(`${ADMIN}/users/${user.id}/`, body)
      else await api.post(`${ADMIN}/users/`, body)
      toast.success('Changes Saved')
      onSaved()
    } catch (error) {
      // Spec 8: the user form shows every error — on its field when the form has one, else in the banner.
      const byField = fieldErrors(error)
      const shown: FieldErrorMap = {}
      const other: string[] = []
      const formKeys = new Set([...Object.keys(values), 'reassignedUserId'])
      for (const [key, message] of Object.entries(byField)) {
        if (formKeys.has(key.split('.')[0]!)) shown[key] = message
        else other.push(message)
      }
      // A list-level message ('additionalEmailList') goes under the list's first entry.
      for (const list of ['additionalEmailList', 'additionalPhoneList']) {
        if (shown[list]) {
          shown[`${list}.0`] ??= shown[list]!
          if (!(values[list as 'additionalEmailList'].length > 0)) other.push(shown[list]!)
        }
      }
      setServerErrors(shown)
      setBanner([...nonFieldErrors(error), ...other])
      setSaving(false)
    }
  }

  const text = (name: 'firstName' | 'lastName' | 'title' | 'email' | 'customContactType', label: string, required: boolean, extra: object = {}) => (
    <TextField
      label={label}
      fullWidth
      value={values[name]}
      onChange={(event) => update({ [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      slotProps={{ htmlInput: required ? REQUIRED : undefined }}
      {...extra}
    />
  )

  const departmentOptions = departments.data ?? []

  return (
    <GuardedDialog dirty={dirty} onClose={onClose}>
      {(requestClose) => (
        <FormFrame
          title={user ? 'Edit User' : 'Add User'}
          banner={banner}
          onSubmit={() => void submit()}
          actions={
            <>
              <Button onClick={requestClose} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" loading={saving}>
                Save
              </Button>
            </>
          }
        >
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>{text('firstName', 'First Name', true, { autoFocus: true, autoComplete: 'off' })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('lastName', 'Last Name', true, { autoComplete: 'off' })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                label="Role"
                value={values.role}
                onChange={(event) => {
                  setValues((previous) => {
                    const { role, departmentId, hasPermissionViewRate, hasPermissionSendEngagement } = applyRoleChange(
                      {
                        departmentId: previous.departmentId,
                        hasPermissionViewRate: previous.hasPermissionViewRate,
                        hasPermissionSendEngagement: previous.hasPermissionSendEngagement,
                      },
                      event.target.value as OrgRole,
                    )
                    return {
                      ...previous,
                      role,
                      departmentId: departmentId ?? '',
                      hasPermissionViewRate: hasPermissionViewRate ?? previous.hasPermissionViewRate,
                      hasPermissionSendEngagement: hasPermissionSendEngagement ?? previous.hasPermissionSendEngagement,
                    }
                  })
                  setServerErrors(({ role: _role, departmentId: _department, ...rest }) => rest)
                }}
                error={Boolean(errors.role)}
                helperText={errors.role ?? (ownAccount ? organizationUserMessages.cannotChangeOwnRole : undefined)}
                disabled={roles.length === 1 || ownAccount}
                slotProps={{ htmlInput: REQUIRED }}
              >
                {roles.map((role) => (
                  <MenuItem key={role} value={role}>
                    {roleLabel(role)}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('title', 'Title', false)}</Grid>
            <Grid size={12}>
              <TextField
                select
                fullWidth
                label={locks.departmentRequired ? 'Department' : 'Department (optional)'}
                value={departmentOptions.some((item) => item.id === values.departmentId) ? values.departmentId : ''}
                onChange={(event) => update({ departmentId: String(event.target.value) })}
                error={Boolean(errors.departmentId) || Boolean(departments.error)}
                helperText={
                  errors.departmentId ??
                  (departments.error
                    ? 'Departments could not be loaded.'
                    : locks.department
                      ? 'An admin belongs to no department.'
                      : departments.data && !departmentOptions.length
                        ? 'No departments yet: add one on the Departments tab.'
                        : undefined)
                }
                disabled={locks.department || departments.loading}
                slotProps={{ htmlInput: locks.departmentRequired ? REQUIRED : undefined, select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: '40vh' } } } } } }}
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
            </Grid>
            <Grid size={12}>{text('email', 'Email', true, { type: 'email', autoComplete: 'off' })}</Grid>
            <Grid size={12}>
              <StringListField
                label="Additional e-mails"
                itemLabel="E-mail"
                kind="email"
                values={values.additionalEmailList}
                onChange={(list) => update({ additionalEmailList: list })}
                errors={indexed(errors, 'additionalEmailList')}
              />
            </Grid>
            <Grid size={12}>
              <PhoneField
                label="Phone"
                fullWidth
                value={values.phone}
                onValueChange={(phone) => update({ phone })}
                error={Boolean(errors.phone)}
                helperText={errors.phone}
              />
            </Grid>
            <Grid size={12}>
              <StringListField
                label="Additional phones"
                itemLabel="Phone"
                kind="phone"
                values={values.additionalPhoneList}
                onChange={(list) => update({ additionalPhoneList: list })}
                errors={indexed(errors, 'additionalPhoneList')}
              />
            </Grid>
            {values.role === 'contact' && (
              <Grid size={12}>
                <FormControl component="fieldset">
                  <FormLabel component="legend">Contact Type</FormLabel>
                  <RadioGroup row value={values.contactType} onChange={(event) => update({ contactType: event.target.value })}>
                    {CONTACT_TYPES.map((type) => (
                      <FormControlLabel key={type.value} value={type.value} control={<Radio />} label={type.label} />
                    ))}
                  </RadioGroup>
                </FormControl>
                {values.contactType === 'custom' && <Box sx={{ mt: 1 }}>{text('customContactType', 'Custom Contact Type', true)}</Box>}
              </Grid>
            )}
            <Grid size={12}>
              <FormControl component="fieldset" disabled={locks.permissions}>
                <FormLabel component="legend">Permissions</FormLabel>
                <FormGroup row>
                  <FormControlLabel
                    control={<Checkbox checked={values.hasPermissionViewRate} onChange={(event) => update({ hasPermissionViewRate: event.target.checked })} />}
                    label="View Rate"
                  />
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={values.hasPermissionSendEngagement}
                        onChange={(event) => update({ hasPermissionSendEngagement: event.target.checked })}
                      />
                    }
                    label="Manage Engagement"
                  />
                </FormGroup>
                {locks.permissions && (
                  <FormHelperText>
                    {values.role === 'organization_admin' ? 'An admin always has both permissions.' : 'A contact has no permissions.'}
                  </FormHelperText>
                )}
              </FormControl>
            </Grid>
            {needsHeir && user && (
              <Grid size={12}>
                <Alert severity="warning" sx={{ mb: 2 }}>
                  {user.firstName} holds engagements. Without Manage Engagement they go, with time tracking, to the user you choose.
                </Alert>
                <ReassignSelect
                  userId={user.id}
                  forAction="full"
                  label="Engagements and time tracking go to"
                  value={heir}
                  onChange={(id) => {
                    setHeir(id)
                    setServerErrors(({ reassignedUserId: _dropped, ...rest }) => rest)
                  }}
                  error={errors.reassignedUserId}
                />
              </Grid>
            )}
          </Grid>
        </FormFrame>
      )}
    </GuardedDialog>
  )
}
