import { choices, maxLength, minValue, required, type Validator } from 'react-admin'
import { ACCOUNT_TYPES } from './accountTypes'

/** Client-side copies of the spec's organization rules; the server checks them again. */

const FIRST_LICENSE_YEAR = 2021
const LAST_YEAR = 2099
const FIRST_YEAR = 1940

const yearOf = (value: string) => Number(String(value).slice(0, 4))

/** License dates and the contract date are required for client accounts (the console user is a super admin). */
const requiredForClient: Validator = (value, values) =>
  values?.accountType === 'client' && !value ? 'ra.validation.required' : undefined

const licenseYear: Validator = (value) => {
  if (!value) return undefined
  if (yearOf(value) < FIRST_LICENSE_YEAR) return 'talentgrid.validation.licenseYear'
  return yearOf(value) > LAST_YEAR ? 'talentgrid.validation.dateOutOfRange' : undefined
}

const withinDateBounds: Validator = (value) =>
  value && (yearOf(value) < FIRST_YEAR || yearOf(value) > LAST_YEAR) ? 'talentgrid.validation.dateOutOfRange' : undefined

// ISO dates (yyyy-mm-dd) compare correctly as strings.
const notBeforeLicenseStart: Validator = (value, values) =>
  value && values?.licenseStartDate && String(value) < String(values.licenseStartDate)
    ? 'talentgrid.validation.licenseEndBeforeStart'
    : undefined

/** Only http(s): anything else (javascript:, data:) must never become a link in a portal. */
const httpUrl: Validator = (value) => {
  if (!value) return undefined
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:' ? undefined : 'talentgrid.validation.websiteUrl'
  } catch {
    return 'talentgrid.validation.websiteUrl'
  }
}

export const validateAccountType = [required(), choices([...ACCOUNT_TYPES])]
export const validateName = [required()]
export const validateWebsite = [httpUrl]
export const validateAddress1 = [required(), maxLength(300)]
export const validateAddress2 = [maxLength(300)]
export const validateCityOrState = [required(), maxLength(150)]
export const validateZipCode = [required(), maxLength(10)]
export const validateNote = [maxLength(500)]
export const validateLicenseStartDate = [requiredForClient, licenseYear]
export const validateLicenseEndDate = [requiredForClient, licenseYear, notBeforeLicenseStart]
export const validateContractExecutionDate = [requiredForClient, withinDateBounds]
export const validateRate = [required(), minValue(0)]
// Required only under tier pricing with a rate of 0; the server knows the flag and checks it.
export const validateTierRate = [minValue(0)]
