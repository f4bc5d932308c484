import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import {
  BooleanField,
  ChipField,
  FunctionField,
  Labeled,
  NumberField,
  ReferenceArrayField,
  ReferenceField,
  Show,
  SingleFieldList,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  TextField,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import Stack from '@mui/material/Stack'
import type { ReactNode } from 'react'
import { EngagementDocuments } from './EngagementDocuments'
import { EngagementHistory } from './EngagementHistory'
import { EngagementPurchaseOrders } from './EngagementPurchaseOrders'
import { CentsField, ChoiceField, EngagementDatesField, EngagementStatusField, usDay } from './fields'
import { UsDateField } from '../fields/UsDateField'

const Row = ({ children }: { children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={4} rowGap={1} flexWrap="wrap" alignItems="flex-start">
    {children}
  </Stack>
)

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate()
  return (
    <Stack spacing={1.5} component="section" aria-label={translate(title)}>
      <Typography variant="h6" component="h2">
        {translate(title)}
      </Typography>
      {children}
    </Stack>
  )
}

const fullName = (user: RaRecord) => `${user.firstName} ${user.lastName}`

/** A waiting extension (the old end day holds until the talent accepts it). */
const PendingExtension = () => {
  const record = useRecordContext()
  const translate = useTranslate()
  const extension = record?.pendingExtension as { endDate?: string | null } | null | undefined
  if (!extension?.endDate) return null
  return <Alert severity="info">{translate('talentgrid.engagements.pendingExtension', { endDate: usDay(extension.endDate) })}</Alert>
}

const TermsText = () => {
  const record = useRecordContext()
  const translate = useTranslate()
  if (!record?.termsText) return <Typography variant="body2">{translate('talentgrid.engagements.noTerms')}</Typography>
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', maxWidth: '70ch' }}>
      {String(record.termsText)}
    </Typography>
  )
}

const EndedFacts = () => {
  const record = useRecordContext()
  if (!record) return null
  return (
    <Row>
      {record.declinedAt ? (
        <Labeled source="declinedAt">
          <UsDateField source="declinedAt" showTime />
        </Labeled>
      ) : null}
      {record.declineReason ? (
        <Labeled source="declineReason">
          <TextField source="declineReason" />
        </Labeled>
      ) : null}
      {record.withdrawnAt ? (
        <Labeled source="withdrawnAt">
          <UsDateField source="withdrawnAt" showTime />
        </Labeled>
      ) : null}
      {record.terminatedByManagerAt ? (
        <Labeled source="terminatedByManagerAt">
          <UsDateField source="terminatedByManagerAt" showTime />
        </Labeled>
      ) : null}
      {record.terminationReason ? (
        <Labeled source="terminationReason">
          <TextField source="terminationReason" />
        </Labeled>
      ) : null}
    </Row>
  )
}

/** Said once, above the tabs: why there is no button here (the spec gives the super admin no moves). */
const ReadOnlyNote = () => {
  const translate = useTranslate()
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
      {translate('talentgrid.engagements.readOnly')}
    </Typography>
  )
}

/**
 * One engagement as the super admin reads it: facts and rates, its history,
 * its required documents with the talent's answers, and the POs assigned. Nothing here changes it.
 */
export const EngagementShow = () => (
  <Show actions={false}>
    <ReadOnlyNote />
    <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}>
      <TabbedShowLayout.Tab label="talentgrid.engagements.tabs.details">
        <Section title="talentgrid.engagements.facts">
          <Row>
            <Labeled source="name">
              <TextField source="name" />
            </Labeled>
            <Labeled source="status">
              <EngagementStatusField />
            </Labeled>
            <Labeled source="organization">
              <ReferenceField source="organization" reference="organizations" emptyText="—" />
            </Labeled>
            <Labeled source="talent">
              <ReferenceField source="talent" reference="talents" emptyText="—" />
            </Labeled>
          </Row>
          <Row>
            <Labeled source="owners">
              <ReferenceArrayField source="owners" reference="users">
                <SingleFieldList linkType={false}>
                  <FunctionField
                    render={(user: RaRecord) => <ChipField record={{ id: user.id, label: fullName(user) }} source="label" size="small" />}
                  />
                </SingleFieldList>
              </ReferenceArrayField>
            </Labeled>
            <Labeled source="department">
              <ReferenceField source="department" reference="departments" emptyText="—" link={false} />
            </Labeled>
            <Labeled source="place">
              <ChoiceField source="place" prefix="talentgrid.engagements.places" />
            </Labeled>
            <Labeled source="workKind">
              <ChoiceField source="workKind" prefix="talentgrid.engagements.workKinds" />
            </Labeled>
            <Labeled source="hoursPerWeek">
              <NumberField source="hoursPerWeek" emptyText="—" />
            </Labeled>
          </Row>
          <Row>
            <Labeled source="dates" label="resources.engagements.fields.dates">
              <EngagementDatesField />
            </Labeled>
            <Labeled source="sentAt">
              <UsDateField source="sentAt" showTime emptyText="—" />
            </Labeled>
            <Labeled source="acceptedAt">
              <UsDateField source="acceptedAt" showTime emptyText="—" />
            </Labeled>
            <Labeled source="isAdjustableTimesheets">
              <BooleanField source="isAdjustableTimesheets" />
            </Labeled>
          </Row>
          <PendingExtension />
          <EndedFacts />
        </Section>
        <Section title="talentgrid.engagements.rates">
          <Row>
            <Labeled source="talentPayRateCents">
              <CentsField source="talentPayRateCents" />
            </Labeled>
            <Labeled source="hourlyFeeCents">
              <CentsField source="hourlyFeeCents" />
            </Labeled>
            <Labeled source="hourlyFeeWithoutTalentFeeCents">
              <CentsField source="hourlyFeeWithoutTalentFeeCents" />
            </Labeled>
            <Labeled source="talentFeeCents">
              <CentsField source="talentFeeCents" />
            </Labeled>
            <Labeled source="talentPayCents">
              <CentsField source="talentPayCents" />
            </Labeled>
          </Row>
        </Section>
        <Section title="talentgrid.engagements.terms">
          <TermsText />
        </Section>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="talentgrid.engagements.tabs.history" path="history">
        <EngagementHistory />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="talentgrid.engagements.tabs.documents" path="documents">
        <EngagementDocuments />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="talentgrid.engagements.tabs.purchaseOrders" path="purchase-orders">
        <EngagementPurchaseOrders />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
)
