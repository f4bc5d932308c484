import { z } from 'zod'
import { messages } from './messages'

/**
 * The product's wording for every check a schema states without a message of its own (a bound, a type,
 * a choice), so no library sentence ('Too big: expected number to be <=100') reaches a client or a form.
 * The wording follows the contract's DRF-like messages. A message written on the schema still wins.
 */

type Issue = z.core.$ZodRawIssue

const bound = (value: unknown) => (typeof value === 'bigint' ? value.toString() : String(value))

function tooBig(issue: Issue & { code: 'too_big' }): string {
  const max = bound(issue.maximum)
  switch (issue.origin) {
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false ? `Ensure this value is less than ${max}.` : `Ensure this value is less than or equal to ${max}.`
    case 'string':
      return `Ensure this field has no more than ${max} characters.`
    case 'array':
    case 'set':
      return `Ensure this field has no more than ${max} elements.`
    case 'date':
      return `Ensure this date is not after ${max}.`
    case 'file':
      return messages.payloadTooLarge
    default:
      return `Ensure this value is at most ${max}.`
  }
}

function tooSmall(issue: Issue & { code: 'too_small' }): string {
  const min = bound(issue.minimum)
  switch (issue.origin) {
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false ? `Ensure this value is greater than ${min}.` : `Ensure this value is greater than or equal to ${min}.`
    case 'string':
      return min === '1' ? messages.required : `Ensure this field has at least ${min} characters.`
    case 'array':
    case 'set':
      return min === '1' ? 'This list may not be empty.' : `Ensure this field has at least ${min} elements.`
    case 'date':
      return `Ensure this date is not before ${min}.`
    default:
      return `Ensure this value is at least ${min}.`
  }
}

function invalidType(issue: Issue & { code: 'invalid_type' }): string {
  if (issue.input === undefined || issue.input === null) return messages.required
  switch (issue.expected) {
    case 'string':
      return messages.notAString
    case 'number':
    case 'bigint':
    case 'nan':
      return messages.notANumber
    case 'int':
      return 'A valid integer is required.'
    case 'boolean':
      return messages.notABoolean
    case 'array':
    case 'tuple':
    case 'set':
      return 'Must be a list of values.'
    case 'object':
    case 'record':
    case 'map':
      return 'Must be an object.'
    case 'date':
      return 'Enter a valid date.'
    default:
      return 'Enter a valid value.'
  }
}

function invalidFormat(issue: Issue & { code: 'invalid_format' }): string {
  switch (issue.format) {
    case 'email':
      return messages.invalidEmail
    case 'uuid':
    case 'guid':
      return 'Must be a valid UUID.'
    case 'date':
      return 'Enter a valid date.'
    case 'datetime':
      return 'Enter a valid date/time.'
    case 'time':
      return 'Enter a valid time.'
    case 'url':
      return 'Enter a valid URL.'
    default:
      return 'Enter a valid value.'
  }
}

const choice = (input: unknown) =>
  typeof input === 'string' || typeof input === 'number' || typeof input === 'boolean' ? `"${String(input)}" is not a valid choice.` : 'Not a valid choice.'

/** The message of an issue whose schema gave none. */
export function productMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue)
    case 'too_big':
      return tooBig(issue)
    case 'too_small':
      return tooSmall(issue)
    case 'invalid_format':
      return invalidFormat(issue)
    case 'invalid_value':
      return choice(issue.input)
    case 'not_multiple_of':
      return `Ensure this value is a multiple of ${bound(issue.divisor)}.`
    case 'unrecognized_keys':
      return messages.fieldNotAccepted
    default:
      return 'Enter a valid value.'
  }
}

z.config({ customError: productMessage })
