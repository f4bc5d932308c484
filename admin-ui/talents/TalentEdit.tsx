import Stack from '@mui/material/Stack'
import { useParams } from 'react-router-dom'
import {
  BooleanInput,
  Edit,
  EmailField,
  Labeled,
  SaveButton,
  TabbedForm,
  TabbedFormTabs,
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
import { TalentComments, shownCommentKinds } from './TalentComments'
import { TalentDocuments } from './TalentDocuments'
import { TalentEngagements } from './TalentEngagements'
import { TalentProfileSections } from './TalentProfileSections'
import { useFeatureFlags } from './useTalentProfile'

// Shown as (###) ###-####, sent as +1##########; a number still being typed is left as typed.
const parsePhone = (value: string) => (value ? (normalisePhone(value) ?? value) : null)
const validateCityOrState = [maxLength(150)]

/** The tabs after the first only read: each is a path under /talents/{id}/. */
const TABS = { profile: 'profile', documents: 'documents', engagements: 'engagements', comments: 'comments' } as const

/** Save shows on the account tab alone (the one without a path of its own). */
const TalentToolbar = () => {
  const tab = useParams()['*']
  if (tab) return null
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
 * The talent's page (/talents/{id}): contact details and the Approve toggle, saved together;
 * Approve/Unapprove, Deactivate/Reactivate and Impersonate act at once. Pessimistic, so the server's
 * 422 field errors land on the form; the page stays open after a save. The other tabs read the whole
 * profile as organizations do (sections, specializations), the documents with their status and earlier
 * versions, the talent's engagements, and the comments of the kinds the feature flags turn on.
 */
export const TalentEdit = () => {
  const notify = useNotify()
  const { flags } = useFeatureFlags()
  const withComments = shownCommentKinds(flags).length > 0
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
      <TabbedForm toolbar={<TalentToolbar />} tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}>
        <TabbedForm.Tab label="talentgrid.talentProfile.tabs.account">
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
        <TabbedForm.Tab label="talentgrid.talentProfile.tabs.profile" path={TABS.profile}>
          <TalentProfileSections />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="talentgrid.talents.tabs.documents" path={TABS.documents}>
          <TalentDocuments />
        </TabbedForm.Tab>
        <TabbedForm.Tab label="talentgrid.talentProfile.tabs.engagements" path={TABS.engagements}>
          <TalentEngagements />
        </TabbedForm.Tab>
        {withComments && (
          <TabbedForm.Tab label="talentgrid.talentProfile.tabs.comments" path={TABS.comments}>
            <TalentComments flags={flags} />
          </TabbedForm.Tab>
        )}
      </TabbedForm>
    </Edit>
  )
}
