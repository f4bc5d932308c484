import { z } from 'zod'
import { phone } from '../../../../contract/fields'
import { messages } from '../../../../contract/messages'
import { organizationRules, type Organization, type OrganizationFlags } from '../../../../contract/organizations'

/** Spec 5 (other generic messages): numeric text keeps digits and one decimal point; a lone point becomes '0.'. */
export function numericText(raw: string): string {
  const kept = raw.replace(/[^\d.]/g, '')
  const [whole, ...rest] = kept.split('.')
  const text = rest.length ? `${whole}.${rest.join('')}` : whole!
  return text === '.' ? '0.' : text
}

/**
 * The server's organization rules (contract/organizations.ts) run on the organization as it would be
 * after this change, as the organization admin; only the messages about `fields` are returned, since
 * the dialog can show nothing else.
 */
export function organizationErrors(
  organization: Organization,
  changes: Record<string, unknown>,
  flags: OrganizationFlags,
  fields: readonly string[],
): Record<string, string> {
  const result = organizationRules({ stored: { ...organization }, changes, actorIsSuperAdmin: false, flags })
  if (result.ok) return {}
  return Object.fromEntries(Object.entries(result.errors).filter(([field, list]) => fields.includes(field) && list.length).map(([field, list]) => [field, list[0]!]))
}

/** Additional e-mails and phones of the user form, each checked like the main one. */
export const additionalEmail = z.string().trim().pipe(z.email({ error: messages.invalidEmail }))
export const additionalPhone = phone().refine((value) => value !== '', { error: messages.phoneInvalid })
