import { email, maxLength, required, type Validator } from 'react-admin'
import { messages } from '../../contract/messages'
import { normalisePhone } from '../../contract/fields'
import { PASSWORD_MAX_LENGTH, describeMissing, missingPasswordRequirements } from '../../contract/password'

/** Client-side copies of the server's user rules, worded by the contract so both say the same thing. */
export const validateFirstName = [required(), maxLength(30, messages.firstNameTooLong)]
export const validateLastName = [required(), maxLength(30, messages.lastNameTooLong)]
export const validateEmail = [required(), email(messages.invalidEmail)]

export const validatePhone: Validator = (value) =>
  value && normalisePhone(String(value)) === null ? messages.phoneInvalid : undefined

const strongPassword: Validator = (value) => {
  if (!value) return undefined
  if (/\s/.test(value)) return messages.passwordNoSpaces
  if (value.length > PASSWORD_MAX_LENGTH) return messages.passwordTooLong
  const missing = missingPasswordRequirements(value)
  return missing.length ? describeMissing(missing) : undefined
}

export const validatePassword = [required(), strongPassword]
