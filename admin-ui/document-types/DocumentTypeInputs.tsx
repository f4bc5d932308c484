import { NumberInput, TextInput } from 'react-admin'
import { validateLeadTime } from './leadTimeValidation'

/**
 * The type is fixed (the contract's six) and shown read-only from the form's values, which on create
 * come from the list's link. No HTML min/max on the number: the browser's own bubble would pre-empt the
 * console's message, which says the same as the server.
 */
export const DocumentTypeInputs = () => (
  <>
    <TextInput source="label" readOnly />
    <NumberInput source="expiresSoonDays" step={1} validate={validateLeadTime} helperText="talentgrid.documentTypes.help" />
  </>
)
