import type { Access, Where } from 'payload'
import { authUser, isOrganizationMember, isOrganizationUser, isSuperAdmin, organizationOf } from './roles'
import { approvedTalentWhere, createOwnTalentRecords, writeOwnTalentRecords } from './talentRecords'

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

/**
 * A file is readable exactly when a record that names it is readable (issue 9):
 * - a current compliance document (talent-documents.file), a certificate, the avatar and the profile
 *   video: like the talent's profile (the talent, the super admin, organization admins and managers for
 *   an approved, active talent);
 * - a replaced document (talent-document-versions.file, the document history): the talent and the
 *   super admin only, like the history itself. Its file stays kind 'document', so for organization users
 *   a document file must be named by a current document row: `currentDocument`, the join field on
 *   collections/StoredFiles.ts. Replaced certificates, pictures, videos and logos are deleted, not kept;
 * - an organization's logo: the members of that organization.
 */
const namedByReadableTalentRecord = (): Where => ({
  or: [{ kind: { in: ['certificate', 'avatar', 'video'] } }, { and: [{ kind: { equals: 'document' } }, { 'currentDocument.id': { exists: true } }] }],
})

export const readStoredFiles: Access = ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  if (user.role === 'talent') return { owner: { equals: user.id } }
  const organization = organizationOf(user)
  const logos = isOrganizationMember(user) && organization ? ownOrganizationLogo(organization) : null
  if (!isOrganizationUser(user)) return logos ?? false
  const talentFiles: Where = { and: [approvedTalentWhere('owner'), namedByReadableTalentRecord()] }
  return logos ? { or: [talentFiles, logos] } : talentFiles
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
