/** The portals' forms: react-hook-form on the contract's zod schemas (see useContractForm). */
export { useContractForm, type ContractForm, type ContractFormOptions } from './useContractForm'
export { applyServerErrors } from './serverErrors'
export { FormTextField, type FormTextFieldProps } from './FormTextField'
export { SaveButton } from './SaveButton'
export { useFieldArray, useWatch, Controller } from 'react-hook-form'
