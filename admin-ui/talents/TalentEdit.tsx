import Stack from '@mui/material/Stack'
import { useLocation } from 'react-router-dom'
import {
  BooleanInput,
  Edit,
  EmailField,
  Labeled,
  SaveButton,
  TabbedForm,
  TextInput,
  Toolbar,
  TopToolbar,
  maxLength,
  useNotify,
} from 'react-admin'
import { formatPhone, normalisePhone } from '../../contract/fields'
import { UsDateField } from '../fields/UsDateField'
import { ImpersonateButton } from '../users/ImpersonateButton'
import { UserStatusField } from '../users/UserStatusField'
import { validateFirstName, validateLastName, validatePhone } from '../users/userValidation'
import { TalentActivationButton } from './TalentActivationButton'
import { TalentApprovalButton } from './TalentApprovalButton'
import { TalentDocuments } from './TalentDocuments'

// Shown as (###) ###-####, sent as +1##########; a number still being typed is left as typed.
const parsePhone = (value: string) => (value ? (normalisePhone(value) ?? value) : null)
const validateCityOrState = [maxLength(150)]

const DOCUMENTS_TAB = 'documents'

/** The documents tab only reads: Save shows on the profile tab alone. */
const TalentToolbar = () => {
  const { pathname } = useLocation()
  if (pathname.endsWith(`/${DOCUMENTS_TAB}`)) return null
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  )
}

const Row = ({ children }: { children: React.ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={2} width="100%">
    {children}
  </Stack>
)

/**
 * The talent's page (spec 2.2 /talents/{id}): contact details and the Approve toggle, saved together;
 * Approve/Unapprove, Deactivate/Reactivate and Impersonate act at once. Pessimistic, so the server's
 * 422 field errors land on the form; the page stays open after a save.
 */
export const TalentEdit = () => {
  const notify = useNotify()
  const onSuccess = () => notify('talentgrid.talents.updated', { type: 'success' })
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      redirect={false}
      actions={
        <TopToolbar>
          <TalentApprovalButton />
          <TalentActivationButton />
          <ImpersonateButton />
        </TopToolbar>
      }
    >
      <TabbedForm toolbar={<TalentToolbar />}>
        <TabbedForm.Tab label="talentgrid.talents.tabs.profile">
          <Row>
            <Labeled>
              <EmailField source="email" />
            </Labeled>
            <Labeled>
              <UserStatusField source="status" />
            </Labeled>
            <Labeled>
              <UsDateField source="dateJoined" />
            </Labeled>
          </Row>
          <Row>
            <TextInput source="firstName" validate={validateFirstName} />
            <TextInput source="lastName" validate={validateLastName} />
          </Row>
          <TextInput source="phone" validate={validatePhone} format={formatPhone} parse={parsePhone} />
          <Row>
            <TextInput source="city" validate={validateCityOrState} />
            <TextInput source="state" validate={validateCityOrState} />
          </Row>
          <BooleanInput source="isTalentApprovedByPlatform" helperText="talentgrid.talents.approveHelp" />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="talentgrid.talents.tabs.documents" path={DOCUMENTS_TAB}>
          <TalentDocuments />
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  )
}
