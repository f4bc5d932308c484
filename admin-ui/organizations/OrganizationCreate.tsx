import { Create, SimpleForm, useNotify, useRedirect, type RaRecord } from 'react-admin'
import { OrganizationInputs } from './OrganizationInputs'

// Spec 9: rate 20 (percent), tier rate 26 (dollars).
const defaultValues = {
  rate: 20,
  tierRate: 26,
  isActive: true,
  is1099Type: false,
  isW2Type: false,
  isEngagementRequiresPurchaseOrder: false,
}

// A custom onSuccess replaces react-admin's, redirect="edit" included, so it opens the edit view itself.
export const OrganizationCreate = () => {
  const notify = useNotify()
  const redirect = useRedirect()
  const onSuccess = (organization: RaRecord) => {
    notify('talentgrid.organizations.created', { type: 'success' })
    redirect('edit', 'organizations', organization.id, organization)
  }
  return (
    <Create redirect="edit" mutationOptions={{ onSuccess }}>
      <SimpleForm defaultValues={defaultValues}>
        <OrganizationInputs />
      </SimpleForm>
    </Create>
  )
}
