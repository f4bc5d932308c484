import type { CurrentUser } from '../../../contract/accounts'
import { formatPhone } from '../../../contract/fields'

export const CONTACT_FIELDS = ['firstName', 'lastName', 'phone'] as const
export const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'state', 'zipCode'] as const

// A talent's asking rate, dollars as typed ('' clears it).
export const RATE_FIELDS = ['hourlyRate'] as const

export type AccountFormValues = Record<(typeof CONTACT_FIELDS)[number] | (typeof ADDRESS_FIELDS)[number] | (typeof RATE_FIELDS)[number], string>

/** Only talent keep an address on their own account (the talent's contact info). */
export const editsAddress = (user: CurrentUser) => user.role === 'talent'

export function toFormValues(user: CurrentUser): AccountFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phone: formatPhone(user.phone),
    address1: user.address1 ?? '',
    address2: user.address2 ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    zipCode: user.zipCode ?? '',
    hourlyRate: user.hourlyRate ?? '',
  }
}

/** Only talents ask an hourly rate (the server refuses it from anyone else). */
export const editsHourlyRate = (user: CurrentUser) => user.role === 'talent'

/** The PATCH /user/ body: the fields this user may edit, exactly as the contract schema expects them. */
export function toRequestBody(values: AccountFormValues, withAddress: boolean, withRate = false): Partial<AccountFormValues> {
  const fields = [...CONTACT_FIELDS, ...(withAddress ? ADDRESS_FIELDS : []), ...(withRate ? RATE_FIELDS : [])]
  return Object.fromEntries(fields.map((name) => [name, values[name]]))
}
