import { ValidationError, type CollectionBeforeValidateHook } from 'payload'
import { describeMissing, missingPasswordRequirements, PASSWORD_MAX_LENGTH } from '../contract/password'
import { messages } from '../contract/messages'

/**
 * The password rule holds for every way a password is set (the contract validates first; this catches
 * the console and Payload's generated REST, whose own minimum is three characters).
 */
export const enforcePasswordRule: CollectionBeforeValidateHook = ({ data, req }) => {
  const password = data?.password
  if (typeof password !== 'string') return data
  const problems: string[] = []
  if (/\s/.test(password)) problems.push(messages.passwordNoSpaces)
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(messages.passwordTooLong)
  const missing = missingPasswordRequirements(password)
  if (missing.length) problems.push(describeMissing(missing))
  if (problems.length) {
    throw new ValidationError({ collection: 'users', errors: problems.map((message) => ({ path: 'password', message })), req })
  }
  return data
}
