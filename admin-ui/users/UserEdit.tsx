import { Edit, SimpleForm, TopToolbar, useRecordContext } from 'react-admin'
import { ImpersonateButton } from './ImpersonateButton'
import { UserInputs } from './UserInputs'
import { roleChoicesWhenEditing } from './roles'
import { toUserPayload } from './userPayload'

const UserEditForm = () => {
  const record = useRecordContext()
  return (
    <SimpleForm>
      <UserInputs roleChoices={roleChoicesWhenEditing(record?.role)} />
    </SimpleForm>
  )
}

// Pessimistic: the server's 422 field errors can only reach the form when the save waits for it.
export const UserEdit = () => (
  <Edit
    mutationMode="pessimistic"
    transform={toUserPayload}
    actions={
      <TopToolbar>
        <ImpersonateButton />
      </TopToolbar>
    }
  >
    <UserEditForm />
  </Edit>
)
