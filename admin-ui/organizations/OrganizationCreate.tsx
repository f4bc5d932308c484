import { Create, SimpleForm, useNotify, useRedirect, type RaRecord } from 'react-admin'
import { DEFAULT_RATE, DEFAULT_TIER_RATE } from '../../contract/organizations'
import { OrganizationInputs } from './OrganizationInputs'
import { USERS_TAB } from './OrganizationEdit'

const defaultValues = {
  rate: DEFAULT_RATE,
  tierRate: DEFAULT_TIER_RATE,
  isActive: true,
  is1099Type: true,
  isW2Type: false,
  isEngagementRequiresPurchaseOrder: false,
}

// The create posts multipart to /api/v1 with the logo (providers/dataProvider.ts). A custom onSuccess
// replaces react-admin's: after creating, the new organization opens on its second tab.
export const OrganizationCreate = () => {
  const notify = useNotify()
  const redirect = useRedirect()
  const onSuccess = (organization: RaRecord) => {
    notify('talentgrid.organizations.created', { type: 'success' })
    redirect(`/organizations/${encodeURIComponent(String(organization.id))}/${USERS_TAB}`)
  }
  return (
    <Create mutationOptions={{ onSuccess }}>
      <SimpleForm defaultValues={defaultValues}>
        <OrganizationInputs />
      </SimpleForm>
    </Create>
  )
}
