import type { Access, Where } from 'payload'
import { authUser, isOrganizationMember, organizationOf } from './roles'
import { createOwnTalentRecords, readTalentRecords, writeOwnTalentRecords } from './talentRecords'

/**
 * Stored files are the talents' files (their rules: access/talentRecords.ts, through `owner`) and the
 * organizations' logos (kind 'logo', `organization` set). A logo is read by every member of its
 * organization (and the super admin, who reads every file); it is written by the super admin or by the
 * organization admin of that organization, as its owner — only through the /api/v1 endpoints
 * (collections/StoredFiles.ts wraps these in onlyServerWrites).
 */
const ownOrganizationLogo = (organization: string): Where => ({
  and: [{ kind: { equals: 'logo' } }, { organization: { equals: organization } }],
})

const orWhere = (first: boolean | Where, second: Where): boolean | Where => {
  if (first === true) return true
  return first === false ? second : { or: [first, second] }
}

export const readStoredFiles: Access = (args) => {
  const talentRule = readTalentRecords('owner')(args) as boolean | Where
  const user = authUser(args.req)
  const organization = organizationOf(user)
  if (!isOrganizationMember(user) || !organization) return talentRule
  return orWhere(talentRule, ownOrganizationLogo(organization))
}

export const createStoredFiles: Access = (args) => {
  const user = authUser(args.req)
  const data = args.data as Record<string, unknown> | undefined
  if (user?.role === 'organization_admin') {
    const organization = organizationOf(user)
    return data?.kind === 'logo' && Boolean(organization) && String(data.organization ?? '') === organization && String(data.owner ?? '') === user.id
  }
  return createOwnTalentRecords('owner')(args)
}

export const deleteStoredFiles: Access = (args) => {
  const user = authUser(args.req)
  if (user?.role === 'organization_admin') {
    const organization = organizationOf(user)
    return organization ? ownOrganizationLogo(organization) : false
  }
  return writeOwnTalentRecords('owner')(args)
}
