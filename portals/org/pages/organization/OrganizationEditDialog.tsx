import { useMemo, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import { fieldErrors } from '../../../shared/api'
import { apiCall, apiUpload } from '../../../shared/client'
import { FormTextField, useContractForm, useWatch } from '../../../shared/forms'
import { REQUIRED } from '../../../shared/ListDialog'
import { useToast } from '../../../shared/toasts'
import { FormFrame } from '../../../shared/FormFrame'
import { organizationErrors } from './formRules'
import { GuardedDialog } from '../../../shared/GuardedDialog'
import { KEEP_LOGO, LogoField, type LogoChange } from './LogoField'
import { useInvalidate } from '../../queries'
import { ORGANIZATIONS, type Organization } from './types'

const FIELDS = ['name', 'website', 'address1', 'address2', 'city', 'state', 'zipCode'] as const
const PATH = '/organization_admin/organizations/{id}/'

/** The fields as the PATCH takes them: required texts trimmed, an optional one blank as null (cleared). */
function changesOf(values: Record<(typeof FIELDS)[number], string>) {
  const optional = (value: string) => value.trim() || null
  return {
    name: values.name.trim(),
    website: optional(values.website),
    address1: values.address1.trim(),
    address2: optional(values.address2),
    city: values.city.trim(),
    state: values.state.trim(),
    zipCode: values.zipCode.trim(),
  }
}
type Changes = ReturnType<typeof changesOf>

/**
 * The organization admin's edit of their organization: name, website, address and
 * logo. The super admin's fields (account type, license and contract dates, engagement types,
 * PO flag, note) are not offered; the API keeps them read-only for this role anyway.
 */
export function OrganizationEditDialog({
  organization,
  onClose,
  onSaved,
}: {
  organization: Organization
  onClose: () => void
  onSaved: () => void
}) {
  const toast = useToast()
  // The server's own rules, so the form says exactly what a save would answer.
  const schema = useMemo(
    () =>
      z.object(Object.fromEntries(FIELDS.map((field) => [field, z.string()])) as Record<(typeof FIELDS)[number], z.ZodString>).superRefine((values, ctx) => {
        const errors = organizationErrors(organization, values, { orgPricingStructure: false, w2EngagementType: false }, FIELDS)
        for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message })
      }),
    [organization],
  )
  const defaultValues = useMemo(
    () => ({
      name: organization.name ?? '',
      website: organization.website ?? '',
      address1: organization.address1 ?? '',
      address2: organization.address2 ?? '',
      city: organization.city ?? '',
      state: organization.state ?? '',
      zipCode: organization.zipCode ?? '',
    }),
    [organization],
  )
  const form = useContractForm({ schema, defaultValues })
  const invalidate = useInvalidate()
  const save = useMutation({
    mutationFn: (changes: Changes) => {
      const params = { path: { id: organization.id } }
      return logo.kind === 'keep' ? apiCall('patch', PATH, { params, body: changes }) : apiUpload('patch', PATH, { params, body: withLogo(changes, logo) })
    },
    onSuccess: () => invalidate(ORGANIZATIONS),
  })
  const saving = form.formState.isSubmitting
  const typedName = useWatch({ control: form.control, name: 'name' })
  const [logo, setLogo] = useState<LogoChange>(KEEP_LOGO)
  const [logoError, setLogoError] = useState<string | undefined>()
  const changeLogo = (change: LogoChange) => {
    setLogo(change)
    setLogoError(undefined)
  }

  const submit = form.submit(async (body) => {
    try {
      await save.mutateAsync(changesOf(body))
    } catch (error) {
      const { logo: logoMessage, ...others } = fieldErrors(error)
      setLogoError(logoMessage)
      // The logo's message shows under the logo; everything else where the form puts it.
      if (!logoMessage || Object.keys(others).length) throw error
      return
    }
    toast.success('Organization was updated')
    onSaved()
  })
  const changed = form.formState.isDirty || logo.kind !== 'keep'

  const text = (name: (typeof FIELDS)[number], label: string, required = false, extra: object = {}) => (
    <FormTextField control={form.control} name={name} label={label} fullWidth slotProps={{ htmlInput: required ? REQUIRED : undefined }} {...extra} />
  )

  return (
    <GuardedDialog dirty={changed && !saving} onClose={onClose}>
      {(requestClose) => (
        <FormFrame
          title="Edit Organization"
          banner={form.banner}
          onSubmit={() => void submit()}
          actions={
            <>
              <Button onClick={requestClose} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" loading={saving} disabled={!changed}>
                Save
              </Button>
            </>
          }
        >
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={12}>
              <LogoField
                current={organization.logo}
                organizationName={typedName.trim() || organization.name}
                change={logo}
                onChange={changeLogo}
                error={logoError}
                disabled={saving}
              />
            </Grid>
            <Grid size={12}>{text('name', 'Organization Name', true, { autoFocus: true, autoComplete: 'organization' })}</Grid>
            <Grid size={12}>{text('website', 'Website', false, { type: 'url', placeholder: 'https://', autoComplete: 'url' })}</Grid>
            <Grid size={12}>{text('address1', 'Address Line 1', true, { autoComplete: 'address-line1' })}</Grid>
            <Grid size={12}>{text('address2', 'Address Line 2', false, { autoComplete: 'address-line2' })}</Grid>
            <Grid size={{ xs: 12, sm: 5 }}>{text('city', 'City', true, { autoComplete: 'address-level2' })}</Grid>
            <Grid size={{ xs: 7, sm: 4 }}>{text('state', 'State', true, { autoComplete: 'address-level1' })}</Grid>
            <Grid size={{ xs: 5, sm: 3 }}>{text('zipCode', 'ZIP Code', true, { autoComplete: 'postal-code' })}</Grid>
          </Grid>
        </FormFrame>
      )}
    </GuardedDialog>
  )
}

/** One multipart PATCH for the fields and the logo, so a refused field keeps the old logo too. */
function withLogo(fields: Changes, logo: Exclude<LogoChange, { kind: 'keep' }>): FormData {
  const data = new FormData()
  // Blank means 'clear' in multipart as null does in JSON (the contract's rules read both as null).
  for (const [field, value] of Object.entries(fields)) data.append(field, value ?? '')
  // The API reads an empty `logo` as 'remove it'.
  data.append('logo', logo.kind === 'replace' ? logo.file : '')
  return data
}
