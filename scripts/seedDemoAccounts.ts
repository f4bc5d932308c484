import type { Payload, PayloadRequest } from 'payload'
import { hashPassword, type PasswordHash } from '../domain/accounts/passwordCheck'

/**
 * The demo accounts, written below the Local API with one password hash for all of them. Every demo
 * account has the same published password (README, "Demo sign-ins"); through the Local API each account
 * cost its own pbkdf2 of 600,000 iterations (Payload's create), about 3.5 s of a 9.5 s first start for
 * twenty accounts. One hash in Payload's own format (domain/accounts/passwordCheck.ts) signs every one of
 * them in, and the first password change or reset gives the account a hash and salt of its own.
 *
 * What the Local API would have done, and why skipping it is safe for these constant accounts:
 * - validation (required names, e-mail format, maxLength): constants, and the sign-in suites sign in
 *   with every one of them;
 * - the password rule (hooks/enforcePasswordRule.ts): the demo password meets it;
 * - confirmEmailUnlessSelfSignUp: the seed sets emailConfirmedAt itself;
 * - requireOrganizationForMembers and requireDepartmentOfOwnOrganization: members get their own
 *   organization and its departments by construction;
 * - the talent search index: built for every talent without a row when the server starts
 *   (domain/search/talentSearchProfile.ts ensureTalentSearchProfiles), and on every later write;
 * - the audit trail records nothing without a signed-in user; no cache holds anything before the first answer.
 * Defaults come from the collection's own field config, so a new field with a default is filled too.
 */
export interface DemoAccounts {
  create(data: Record<string, unknown>): Promise<{ id: string; organization?: string }>
}

export async function demoAccountWriter(payload: Payload, req: PayloadRequest, password: string): Promise<DemoAccounts> {
  const credential: PasswordHash = await hashPassword(password)
  const defaults = fieldDefaults(payload)
  return {
    async create(data) {
      const stamp = new Date().toISOString()
      const row = { ...defaults, ...data, email: String(data.email).toLowerCase(), ...credential, createdAt: stamp, updatedAt: stamp }
      const created = (await payload.db.create({ collection: 'users', data: row, req })) as {
        id: string | number
        organization?: unknown
      }
      const organization = created.organization && typeof created.organization === 'object' ? (created.organization as { id: unknown }).id : created.organization
      return { id: String(created.id), organization: organization ? String(organization) : undefined }
    },
  }
}

/** The static default values of the users collection's fields (checkboxes false, JSON lists empty, the auth counters). */
function fieldDefaults(payload: Payload): Record<string, unknown> {
  const defaults: Record<string, unknown> = {}
  for (const field of payload.collections.users.config.flattenedFields) {
    const value = (field as { defaultValue?: unknown }).defaultValue
    if (value !== undefined && typeof value !== 'function') defaults[field.name] = value
  }
  return defaults
}
