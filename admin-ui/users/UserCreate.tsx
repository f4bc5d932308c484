import { Create, PasswordInput, SimpleForm } from 'react-admin'
import { UserInputs } from './UserInputs'
import { roleChoices } from './roles'
import { toUserPayload } from './userPayload'
import { validatePassword } from './userValidation'

// Flags start off rather than absent, so the server never has to guess.
const defaultValues = {
  isDeactivated: false,
  isInternal: false,
  isTalentApprovedByPlatform: false,
  hasPermissionSendEngagement: false,
  hasPermissionViewRate: false,
}

export const UserCreate = () => (
  <Create transform={toUserPayload}>
    <SimpleForm defaultValues={defaultValues}>
      <UserInputs roleChoices={roleChoices} />
      <PasswordInput source="password" validate={validatePassword} autoComplete="new-password" />
    </SimpleForm>
  </Create>
)
