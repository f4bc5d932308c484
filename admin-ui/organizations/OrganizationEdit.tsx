import { Edit, SimpleForm, useNotify, useRedirect } from 'react-admin'
import { OrganizationInputs } from './OrganizationInputs'

// Pessimistic: the server's 422 field errors can only reach the form when the save waits for it.
// A custom onSuccess replaces react-admin's, so it also does the usual return to the list.
export const OrganizationEdit = () => {
  const notify = useNotify()
  const redirect = useRedirect()
  const onSuccess = () => {
    notify('talentgrid.organizations.updated', { type: 'success' })
    redirect('list', 'organizations')
  }
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <SimpleForm>
        <OrganizationInputs />
      </SimpleForm>
    </Edit>
  )
}
