import { maxLength, minValue, required, type Validator } from 'react-admin'

/** Client-side copies of the collection's rules (collections/Specializations.ts); the server checks them again. */
const wholeNumber: Validator = (value) =>
  value === null || value === undefined || value === '' || Number.isInteger(Number(value)) ? undefined : 'talentgrid.validation.wholeNumber'

export const validateNodeName = [required(), maxLength(150)]
export const validateSortOrder = [wholeNumber, minValue(0)]
