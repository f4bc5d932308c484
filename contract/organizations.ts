import { isValid, parseISO } from 'date-fns'
import { z } from 'zod'
import type { FieldErrors } from './errors'
import { messages } from './messages'

/**
 * The organization's contract (the spec's "Organization" and "Rate"):
 * the JSON the API answers, the query of the list, and `organizationRules`, the one function every
 * write path runs (POST/PUT/PATCH under /super_admin/ and /organization_admin/, and the console's
 * /api/admin/organizations). It judges the record as it would be after the write (stored values plus
 * the changes), so a PATCH of one field is checked against the rest, and answers the fields to write.
 */

export const ACCOUNT_TYPES = ['client', 'acquisition', 'prospect', 'test'] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]

/** The spec: rate 20 (percent), tier rate 26 (dollars); minimum license year 2021; logo at most 5 MB. */
export const DEFAULT_RATE = 20
/** The organization's zone until the super admin sets another (pay periods, engagement dates). */
export const DEFAULT_ORGANIZATION_TIME_ZONE = 'America/New_York'
export const DEFAULT_TIER_RATE = 26
export const FIRST_LICENSE_YEAR = 2021
export const LOGO_MAX_MB = 5

export const organizationMessages = {
  licenseYear: 'License year should be later than 2020',
  endBeforeStart: "End date can't be before start date",
  onlyOneEngagementType: 'Only one of 1099 or W-2 types can be selected',
  atLeastOneEngagementType: 'At least one Engagement Type must be selected',
  invalidUrl: 'Must be a valid url address.',
  mustBePositive: 'Must be a positive',
  mustBeNumber: 'Must be a number',
  invalidDate: 'Enter a valid date',
  dateBounds: 'Date must be between 1940 and 2099',
  maxLength: (max: number) => `Ensure this field has no more than ${max} characters.`,
  // Not worded in the spec (it only says so): chosen to read like the rest.
  invalidAccountType: 'Select a valid account type.',
  prospectTypeLocked: 'The account type of a prospect cannot be changed.',
  invalidBoolean: 'Must be a valid boolean.',
  created: 'Organization was created',
  updated: 'Organization was updated',
  rateChanged: 'Rate was changed',
  // The organization's zone must be a zone this runtime knows.
  invalidTimeZone: 'Choose a time zone such as America/New_York.',
} as const

/**
 * The IANA zone as this runtime names it ('america/new_york' -> 'America/New_York', 'UTC'), or
 * null for anything else. Offsets ('+02:00') and abbreviations are refused: a zone follows daylight saving.
 */
export function canonicalTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return null
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone
  } catch {
    return null
  }
}

/** The fields only the super admin writes; sent by anyone else they are ignored. */
export const SUPER_ADMIN_ONLY_FIELDS = [
  'accountType',
  'licenseStartDate',
  'licenseEndDate',
  'contractExecutionDate',
  'is1099Type',
  'isW2Type',
  'isEngagementRequiresPurchaseOrder',
  'note',
  'isActive',
  // Whose "today" decides pay periods and engagement dates.
  'timeZone',
] as const

/** Every field a write may set (the logo travels as a file, apart). */
export const WRITABLE_FIELDS = [
  ...SUPER_ADMIN_ONLY_FIELDS,
  'name',
  'website',
  'address1',
  'address2',
  'city',
  'state',
  'zipCode',
  'rate',
  'tierRate',
] as const
export type WritableField = (typeof WRITABLE_FIELDS)[number]

/** The record as the rules see it: dates 'yyyy-MM-dd', empty texts and dates null. */
export interface OrganizationData {
  accountType: AccountType
  name: string
  licenseStartDate: string | null
  licenseEndDate: string | null
  contractExecutionDate: string | null
  website: string | null
  address1: string
  address2: string | null
  city: string
  state: string
  zipCode: string
  note: string | null
  isEngagementRequiresPurchaseOrder: boolean
  is1099Type: boolean
  isW2Type: boolean
  rate: number
  tierRate: number
  isActive: boolean
  /** An IANA zone (DEFAULT_ORGANIZATION_TIME_ZONE until the super admin sets another). */
  timeZone: string
}

export interface OrganizationFlags {
  /** orgPricingStructure: tier pricing, license dates for test accounts, prospects keep their type. */
  orgPricingStructure: boolean
  /** w2EngagementType: the super admin picks exactly one engagement type. */
  w2EngagementType: boolean
}

export interface OrganizationRuleInput {
  /** The stored record (any stored form: dates may be full ISO timestamps), or null when creating. */
  stored: Record<string, unknown> | null
  /** What the request sent, camelCase keys; unknown keys are ignored. */
  changes: Record<string, unknown>
  actorIsSuperAdmin: boolean
  flags: OrganizationFlags
}

export type OrganizationRuleResult =
  | { ok: true; record: OrganizationData; changes: Partial<OrganizationData> }
  | { ok: false; errors: FieldErrors }

// --- reading values of any transport (JSON, multipart strings, stored rows) --------------------

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && (value.trim() === '' || value.trim() === 'null'))

/** Marks a value of the wrong type (a string 'invalid' could be a real name). */
const NOT_TEXT = Symbol('not text')

/** Text sent or stored: only strings are text; anything else (a number, true, {}) is refused, never "[object Object]". */
function textOrInvalid(value: unknown): string | null | typeof NOT_TEXT {
  if (isBlank(value)) return null
  return typeof value === 'string' ? value.trim() : NOT_TEXT
}

/** JSON true/false, or 'true'/'false' from a form field; nothing else reads as a yes/no. */
function bool(value: unknown): boolean | null | 'invalid' {
  if (value === undefined || value === null || value === '') return null
  if (typeof value === 'boolean') return value
  if (value === 'true') return true
  if (value === 'false') return false
  return 'invalid'
}

function num(value: unknown): number | null | 'invalid' {
  if (isBlank(value)) return null
  if (typeof value !== 'number' && typeof value !== 'string') return 'invalid'
  const parsed = typeof value === 'number' ? value : Number(value.trim())
  return Number.isFinite(parsed) ? parsed : 'invalid'
}

/** 'yyyy-MM-dd' from a date or an ISO timestamp (what Payload stores); 'invalid' for anything else. */
function date(value: unknown): string | null | 'invalid' {
  if (isBlank(value)) return null
  if (!(value instanceof Date) && typeof value !== 'string') return 'invalid'
  const raw = value instanceof Date ? value.toISOString() : value.trim()
  const day = raw.slice(0, 10)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !isValid(parseISO(day))) return 'invalid'
  if (raw.length > 10 && !isValid(parseISO(raw))) return 'invalid'
  return day
}

/** Only http(s) addresses: anything else (javascript:, data:) must never become a link. */
export function isWebsite(value: string): boolean {
  try {
    const { protocol, hostname } = new URL(value)
    return (protocol === 'http:' || protocol === 'https:') && hostname.includes('.')
  } catch {
    return false
  }
}

const yearOf = (day: string) => Number(day.slice(0, 4))

/** The account types the form offers for an organization of type `current` (the spec: a prospect keeps its type under the pricing flag). */
export function accountTypesOffered(current: AccountType | null, flags: Pick<OrganizationFlags, 'orgPricingStructure'>): AccountType[] {
  if (flags.orgPricingStructure && current === 'prospect') return ['prospect']
  return [...ACCOUNT_TYPES]
}

/**
 * The rules of the spec's "Organization" and the spec's "Rate" on the record after
 * the write. Fields only the super admin writes are dropped from `changes` for anyone else, and their
 * rules (license and contract dates, engagement type, account type) are judged on the super admin's
 * writes only: the organization admin never sees those fields and could not correct them.
 */
export function organizationRules(input: OrganizationRuleInput): OrganizationRuleResult {
  const { stored, actorIsSuperAdmin, flags } = input
  const sent = Object.fromEntries(
    Object.entries(input.changes).filter(
      ([key]) =>
        (WRITABLE_FIELDS as readonly string[]).includes(key) &&
        (actorIsSuperAdmin || !(SUPER_ADMIN_ONLY_FIELDS as readonly string[]).includes(key)),
    ),
  ) as Partial<Record<WritableField, unknown>>
  const has = (field: WritableField) => Object.prototype.hasOwnProperty.call(sent, field)
  const raw = (field: WritableField) => (has(field) ? sent[field] : stored?.[field])

  const errors: FieldErrors = {}
  const fail = (field: string, message: string) => {
    const list = (errors[field] ??= [])
    if (!list.includes(message)) list.push(message)
  }

  const requiredText = (field: WritableField, max: number) => {
    const value = textOrInvalid(raw(field))
    if (value === NOT_TEXT) fail(field, messages.notAString)
    else if (value === null) fail(field, messages.required)
    else if (value.length > max) fail(field, organizationMessages.maxLength(max))
    return typeof value === 'string' ? value : ''
  }
  const optionalText = (field: WritableField, max: number) => {
    const value = textOrInvalid(raw(field))
    if (value === NOT_TEXT) {
      fail(field, messages.notAString)
      return null
    }
    if (value !== null && value.length > max) fail(field, organizationMessages.maxLength(max))
    return value
  }
  const flag = (field: WritableField, fallback: boolean) => {
    const value = bool(raw(field))
    if (value === 'invalid') {
      fail(field, organizationMessages.invalidBoolean)
      return fallback
    }
    return value ?? fallback
  }
  const day = (field: WritableField) => {
    const value = date(raw(field))
    if (value === 'invalid') {
      fail(field, organizationMessages.invalidDate)
      return null
    }
    return value
  }

  // Account type: required, one of four; a prospect keeps it under the pricing flag.
  const typeValue = textOrInvalid(raw('accountType'))
  // null while unknown: the rules that depend on the type wait until it is valid.
  let accountType: AccountType | null = null
  if (typeValue === null) fail('accountType', messages.required)
  else if (typeValue === NOT_TEXT || !(ACCOUNT_TYPES as readonly string[]).includes(typeValue)) fail('accountType', organizationMessages.invalidAccountType)
  else accountType = typeValue as AccountType
  const storedType = (stored?.accountType ?? null) as AccountType | null
  if (flags.orgPricingStructure && storedType === 'prospect' && typeValue !== null && accountType !== 'prospect') {
    fail('accountType', organizationMessages.prospectTypeLocked)
  }

  const name = requiredText('name', 150)
  const address1 = requiredText('address1', 300)
  const address2 = optionalText('address2', 300)
  const city = requiredText('city', 150)
  const state = requiredText('state', 150)
  const zipCode = requiredText('zipCode', 10)
  const note = optionalText('note', 500)
  const website = optionalText('website', 300)
  if (website !== null && !isWebsite(website)) fail('website', organizationMessages.invalidUrl)

  const licenseStartDate = day('licenseStartDate')
  const licenseEndDate = day('licenseEndDate')
  const contractExecutionDate = day('contractExecutionDate')
  const is1099Type = flag('is1099Type', true)
  const isW2Type = flag('isW2Type', false)
  const isEngagementRequiresPurchaseOrder = flag('isEngagementRequiresPurchaseOrder', false)
  const isActive = flag('isActive', true)
  // Judged only when sent: a stored zone was checked when it was written (or is the default).
  let timeZone = typeof stored?.timeZone === 'string' && stored.timeZone ? stored.timeZone : DEFAULT_ORGANIZATION_TIME_ZONE
  if (has('timeZone')) {
    const zone = canonicalTimeZone(typeof sent.timeZone === 'string' ? sent.timeZone.trim() : sent.timeZone)
    if (zone === null) fail('timeZone', organizationMessages.invalidTimeZone)
    else timeZone = zone
  }

  if (actorIsSuperAdmin) {
    for (const field of ['licenseStartDate', 'licenseEndDate'] as const) {
      const value = field === 'licenseStartDate' ? licenseStartDate : licenseEndDate
      if (value && yearOf(value) < FIRST_LICENSE_YEAR) fail(field, organizationMessages.licenseYear)
      else if (value && yearOf(value) > 2099) fail(field, organizationMessages.dateBounds)
    }
    if (licenseStartDate && licenseEndDate && licenseEndDate < licenseStartDate) fail('licenseEndDate', organizationMessages.endBeforeStart)
    const licenseRequired = accountType === 'client' || (accountType === 'test' && flags.orgPricingStructure)
    if (licenseRequired) {
      if (!licenseStartDate && !errors.licenseStartDate) fail('licenseStartDate', messages.required)
      if (!licenseEndDate && !errors.licenseEndDate) fail('licenseEndDate', messages.required)
    }
    if (contractExecutionDate && (yearOf(contractExecutionDate) < 1940 || yearOf(contractExecutionDate) > 2099)) {
      fail('contractExecutionDate', organizationMessages.dateBounds)
    }
    if (accountType === 'client' && !contractExecutionDate && !errors.contractExecutionDate) fail('contractExecutionDate', messages.required)
    if (flags.w2EngagementType) {
      if (is1099Type && isW2Type) fail('is1099Type', organizationMessages.onlyOneEngagementType)
      if (!is1099Type && !isW2Type) fail('is1099Type', organizationMessages.atLeastOneEngagementType)
    }
  }

  // Rate: a number ≥ 0, required. Tier rate: ≥ 0, required only under tier pricing when
  // the rate is 0; entering rate 0 there fills it with 26 unless the request names one.
  // A new organization without a rate gets the default; an empty rate sent is refused.
  const rateValue = !stored && !has('rate') ? DEFAULT_RATE : num(raw('rate'))
  let rate = DEFAULT_RATE
  if (rateValue === null) fail('rate', messages.required)
  else if (rateValue === 'invalid') fail('rate', organizationMessages.mustBeNumber)
  else if (rateValue < 0) fail('rate', organizationMessages.mustBePositive)
  else rate = rateValue
  const tierPricing = flags.orgPricingStructure && (rateValue === null || rateValue === 0)
  let tierValue = num(raw('tierRate'))
  if (tierPricing && has('rate') && rateValue === 0 && (!has('tierRate') || tierValue === null)) tierValue = DEFAULT_TIER_RATE
  let tierRate = typeof stored?.tierRate === 'number' ? stored.tierRate : DEFAULT_TIER_RATE
  if (tierValue === 'invalid') fail('tierRate', organizationMessages.mustBeNumber)
  else if (tierValue === null) {
    if (tierPricing) fail('tierRate', messages.required)
  } else if (tierValue < 0) fail('tierRate', organizationMessages.mustBePositive)
  else tierRate = tierValue

  if (Object.keys(errors).length || !accountType) return { ok: false, errors }

  const record: OrganizationData = {
    accountType,
    name,
    licenseStartDate,
    licenseEndDate,
    contractExecutionDate,
    website,
    address1,
    address2,
    city,
    state,
    zipCode,
    note,
    isEngagementRequiresPurchaseOrder,
    is1099Type,
    isW2Type,
    rate,
    tierRate,
    isActive,
    timeZone,
  }
  // On create every field is written (defaults included); on update only what was sent, plus a filled tier rate.
  const changed = stored
    ? (Object.fromEntries(
        (WRITABLE_FIELDS as readonly WritableField[])
          .filter((field) => has(field) || (field === 'tierRate' && tierRate !== stored.tierRate))
          .map((field) => [field, record[field]]),
      ) as Partial<OrganizationData>)
    : record
  return { ok: true, record, changes: changed }
}

// --- the API's shapes ---------------------------------------------------------------------------

export const organization = z.object({
  id: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  name: z.string(),
  licenseStartDate: z.string().nullable().describe("'yyyy-MM-dd'"),
  licenseEndDate: z.string().nullable().describe("'yyyy-MM-dd'"),
  contractExecutionDate: z.string().nullable().describe("'yyyy-MM-dd'"),
  website: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  note: z.string().nullable(),
  isEngagementRequiresPurchaseOrder: z.boolean(),
  is1099Type: z.boolean(),
  isW2Type: z.boolean(),
  logo: z.string().nullable().describe('Address of the logo (GET /files/{id}/), or null'),
  rate: z.number().describe('Percent'),
  tierRate: z.number().describe('Dollars'),
  departmentsNum: z.number().int(),
  isActive: z.boolean(),
  timeZone: z.string().describe("The organization's IANA time zone; pay periods and engagement dates follow its calendar"),
  createdDate: z.string().describe('ISO timestamp'),
})
export type Organization = z.infer<typeof organization>

export const organizationEnvelope = z.object({ data: organization })
export const countResponse = z.object({ count: z.number().int() })

export const ORGANIZATION_ORDERINGS = ['name', '-name', 'created_date', '-created_date', 'account_type', '-account_type'] as const

const booleanQuery = z
  .enum(['true', 'false', 'True', 'False', '1', '0'], { error: organizationMessages.invalidBoolean })
  .transform((value) => value === 'true' || value === 'True' || value === '1')

export const organizationFilterQuery = z.object({
  search: z.string().trim().optional().describe('Part of the name or city'),
  accountType: z.enum(ACCOUNT_TYPES, { error: organizationMessages.invalidAccountType }).optional(),
  isActive: booleanQuery.optional(),
})

/** The stored record as the API answers it. */
export function presentOrganization(doc: Record<string, unknown>, departmentsNum: number): Organization {
  const day = (value: unknown) => {
    const parsed = date(value)
    return parsed === 'invalid' ? null : parsed
  }
  const orNull = (value: unknown) => (value === undefined || value === null || value === '' ? null : String(value))
  return {
    id: String(doc.id),
    accountType: (doc.accountType as AccountType) ?? 'client',
    name: String(doc.name ?? ''),
    licenseStartDate: day(doc.licenseStartDate),
    licenseEndDate: day(doc.licenseEndDate),
    contractExecutionDate: day(doc.contractExecutionDate),
    website: orNull(doc.website),
    address1: String(doc.address1 ?? ''),
    address2: orNull(doc.address2),
    city: String(doc.city ?? ''),
    state: String(doc.state ?? ''),
    zipCode: String(doc.zipCode ?? ''),
    note: orNull(doc.note),
    isEngagementRequiresPurchaseOrder: Boolean(doc.isEngagementRequiresPurchaseOrder),
    is1099Type: Boolean(doc.is1099Type),
    isW2Type: Boolean(doc.isW2Type),
    logo: orNull(doc.logo),
    rate: Number(doc.rate ?? DEFAULT_RATE),
    tierRate: Number(doc.tierRate ?? DEFAULT_TIER_RATE),
    departmentsNum,
    isActive: doc.isActive !== false,
    timeZone: typeof doc.timeZone === 'string' && doc.timeZone ? doc.timeZone : DEFAULT_ORGANIZATION_TIME_ZONE,
    createdDate: String(doc.createdAt ?? ''),
  }
}
