import Stack from '@mui/material/Stack'
import {
  AutocompleteInput,
  BooleanInput,
  FormDataConsumer,
  ReferenceInput,
  SelectInput,
  TextInput,
  required,
} from 'react-admin'
import type { Role } from '../../contract/accounts'
import { formatPhone, normalisePhone } from '../../contract/fields'
import { isOrganizationRole } from './roles'
import { validateEmail, validateFirstName, validateLastName, validatePhone } from './userValidation'

type UserFormData = { role?: Role; organization?: string; contactType?: string }

// Shown as (###) ###-####, sent as +1##########; a number still being typed is left as typed.
const parsePhone = (value: string) => (value ? (normalisePhone(value) ?? value) : null)

/** The inputs shared by the user edit and create forms; only the role choices differ between them. */
export const UserInputs = ({ roleChoices }: { roleChoices: { id: Role; name: string }[] }) => (
  <>
    <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={2} width="100%">
      <TextInput source="firstName" validate={validateFirstName} />
      <TextInput source="lastName" validate={validateLastName} />
    </Stack>
    <TextInput source="email" validate={validateEmail} />
    <SelectInput source="role" choices={roleChoices} validate={required()} />
    <FormDataConsumer<UserFormData>>
      {({ formData }) =>
        isOrganizationRole(formData.role) && (
          <ReferenceInput source="organization" reference="organizations">
            <AutocompleteInput validate={required()} />
          </ReferenceInput>
        )
      }
    </FormDataConsumer>
    <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={2} width="100%">
      <TextInput source="phone" validate={validatePhone} format={formatPhone} parse={parsePhone} />
      <TextInput source="title" />
    </Stack>
    <FormDataConsumer<UserFormData>>
      {({ formData }) =>
        formData.role === 'manager' && (
          <>
            <BooleanInput source="hasPermissionSendEngagement" />
            <BooleanInput source="hasPermissionViewRate" />
          </>
        )
      }
    </FormDataConsumer>
    {/* A manager needs a department of their organization (an admin has none). */}
    <FormDataConsumer<UserFormData>>
      {({ formData }) =>
        (formData.role === 'manager' || formData.role === 'contact') &&
        formData.organization && (
          <ReferenceInput source="department" reference="departments" filter={{ organization: formData.organization }}>
            <AutocompleteInput validate={formData.role === 'manager' ? required() : undefined} />
          </ReferenceInput>
        )
      }
    </FormDataConsumer>
    <FormDataConsumer<UserFormData>>
      {({ formData }) =>
        isOrganizationRole(formData.role) && (
          <>
            <BooleanInput source="hasTimeSheetApproval" />
            <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={2} width="100%">
              <TextInput source="contactType" helperText="talentgrid.users.contactTypeHelp" />
              {formData.contactType === 'custom' && <TextInput source="customContactType" validate={required()} />}
            </Stack>
            <BooleanInput source="isSystemUser" />
          </>
        )
      }
    </FormDataConsumer>
    <FormDataConsumer<UserFormData>>
      {({ formData }) => formData.role === 'talent' && <BooleanInput source="isTalentApprovedByPlatform" />}
    </FormDataConsumer>
    <BooleanInput source="isInternal" />
    <BooleanInput source="isDeactivated" />
  </>
)
