import Stack from '@mui/material/Stack'
import type { ReactNode } from 'react'
import { BooleanInput, DateInput, ImageField, ImageInput, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin'
import { LOGO_MAX_MB } from '../../contract/organizations'
import { accountTypeChoices } from './accountTypes'
import { TimeZoneInput } from './TimeZoneInput'
import {
  validateAccountType,
  validateAddress1,
  validateAddress2,
  validateCityOrState,
  validateContractExecutionDate,
  validateLicenseEndDate,
  validateLicenseStartDate,
  validateName,
  validateNote,
  validateRate,
  validateTierRate,
  validateWebsite,
  validateZipCode,
} from './organizationValidation'

const Row = ({ children }: { children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={2} width="100%">
    {children}
  </Stack>
)

// The spec: logo jpg, jpeg, png or gif, at most 5 MB (the server checks the content too).
const LOGO_TYPES = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/gif': ['.gif'] }
/** The stored logo is an address; the image input previews { src }. */
const asPreview = (value: unknown) => (typeof value === 'string' ? { src: value, title: 'logo' } : value)

/** The inputs shared by the organization edit and create forms. */
export const OrganizationInputs = () => {
  const translate = useTranslate()
  return (
    <>
      <Row>
        <SelectInput source="accountType" choices={accountTypeChoices} validate={validateAccountType} />
        <TextInput source="name" validate={validateName} />
      </Row>
      <TextInput source="website" validate={validateWebsite} />
      <Row>
        <TextInput source="address1" validate={validateAddress1} />
        <TextInput source="address2" validate={validateAddress2} />
      </Row>
      <Row>
        <TextInput source="city" validate={validateCityOrState} />
        <TextInput source="state" validate={validateCityOrState} />
        <TextInput source="zipCode" validate={validateZipCode} />
      </Row>
      <Row>
        <DateInput source="licenseStartDate" validate={validateLicenseStartDate} />
        <DateInput source="licenseEndDate" validate={validateLicenseEndDate} />
        <DateInput source="contractExecutionDate" validate={validateContractExecutionDate} />
      </Row>
      <Row>
        <BooleanInput source="is1099Type" />
        <BooleanInput source="isW2Type" />
        <BooleanInput source="isEngagementRequiresPurchaseOrder" />
      </Row>
      <Row>
        <NumberInput source="rate" min={0} validate={validateRate} />
        <NumberInput source="tierRate" min={0} step={0.01} validate={validateTierRate} />
      </Row>
      <TimeZoneInput />
      <TextInput source="note" multiline minRows={3} validate={validateNote} />
      {/* The drop zone's file input has no <label> of its own: name it for screen readers (axe 'label'). */}
      <ImageInput
        source="logo"
        accept={LOGO_TYPES}
        maxSize={LOGO_MAX_MB * 1_000_000}
        format={asPreview}
        helperText="talentgrid.organizations.logoHelp"
        inputProps={{ 'aria-label': translate('resources.organizations.fields.logo') }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      <BooleanInput source="isActive" />
    </>
  )
}
