import type { Access, PayloadRequest, Where, WhereField } from 'payload'
import { managesEngagements } from '../contract/organizationUsers'
import { readRequiredDocuments } from './engagements'
import { authUser, isOrganizationMember, isOrganizationUser, isSuperAdmin, organizationOf } from './roles'
import { approvedTalentWhere, createOwnTalentRecords, writeOwnTalentRecords } from './talentRecords'

/**
 * Stored files are the talents' files (their rules: access/talentRecords.ts, through `owner`) and the
 * organizations' logos (kind 'logo', `organization` set). A logo is read by every member of its
 * organization (and the super admin, who reads every file); it is written by the super admin or by the
 * organization admin of that organization, as its owner — only through the /api/v1 endpoints
 * (collections/Platform/StoredFiles.ts wraps these in onlyServerWrites).
 */
const ownOrganizationLogo = (organization: string): Where => ({
  and: [{ kind: { equals: 'logo' } }, { organization: { equals: organization } }],
})

/** The files of the organization's engagement records (library documents, talents' answers, POs). */
const ENGAGEMENT_FILE_KINDS = ['requiredDocument', 'filledDocument', 'purchaseOrder']
const ownOrganizationEngagementFiles = (organization: string): Where => ({
  and: [{ kind: { in: ENGAGEMENT_FILE_KINDS } }, { organization: { equals: organization } }],
})

/**
 * A task's files (kind 'export': payroll reports, QuickBooks files) are owned by who asked for the
 * task (endpoints/tasks/files.ts), so "readable exactly when the task is" (the requester and the super
 * admin, access/timeSheets.ts readTasks) is: its owner, and the super admin, who reads every file.
 */
const ownExports = (userId: string): Where => ({ and: [{ kind: { equals: 'export' } }, { owner: { equals: userId } }] })

/** The organization admin writes the library's and the purchase orders' files of their organization. */
const ORGANIZATION_ADMIN_FILE_KINDS = ['logo', 'requiredDocument', 'purchaseOrder']

/** Library documents named by the talent's own engagements (readable to the talent: access/engagements.ts). */
async function requiredDocumentFilesOfTalent(req: PayloadRequest): Promise<Where | null> {
  const readable = await readRequiredDocuments({ req })
  if (readable === false || readable === true) return null
  return { and: [{ kind: { equals: 'requiredDocument' } }, { 'requiredDocumentOf.id': (readable as { id: WhereField }).id }] }
}

/**
 * A file is readable exactly when a record that names it is readable:
 * - a current compliance document (talent-documents.file), a certificate, the avatar and the profile
 *   video: like the talent's profile (the talent, the super admin, organization admins and managers for
 *   an approved, active talent);
 * - a replaced document (talent-document-versions.file, the document history): the talent and the
 *   super admin only, like the history itself. Its file stays kind 'document', so for organization users
 *   a document file must be named by a current document row: `currentDocument`, the join field on
 *   collections/Platform/StoredFiles.ts. Replaced certificates, pictures, videos and logos are deleted, not kept;
 * - an organization's logo: the members of that organization.
 */
const namedByReadableTalentRecord = (): Where => ({
  or: [{ kind: { in: ['certificate', 'avatar', 'video'] } }, { and: [{ kind: { equals: 'document' } }, { 'currentDocument.id': { exists: true } }] }],
})

export const readStoredFiles: Access = async ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  if (user.role === 'talent') {
    const own: Where = { owner: { equals: user.id } }
    const library = await requiredDocumentFilesOfTalent(req)
    return library ? { or: [own, library] } : own
  }
  const organization = organizationOf(user)
  const logos = isOrganizationMember(user) && organization ? ownOrganizationLogo(organization) : null
  if (!isOrganizationUser(user)) return { or: [ownExports(user.id), ...(logos ? [logos] : [])] }
  const talentFiles: Where = { and: [approvedTalentWhere('owner'), namedByReadableTalentRecord()] }
  // Engagement files (the talents' filled documents among them) as their records: who manages engagements.
  const engagementFiles = organization && managesEngagements(user) ? [ownOrganizationEngagementFiles(organization)] : []
  return { or: [talentFiles, ownExports(user.id), ...(logos ? [logos] : []), ...engagementFiles] }
}

export const createStoredFiles: Access = (args) => {
  const user = authUser(args.req)
  const data = args.data as Record<string, unknown> | undefined
  // A task's file, written by the runner as who asked (onlyServerWrites wraps this rule).
  if (data?.kind === 'export') return Boolean(user) && String(data.owner ?? '') === user!.id
  if (user?.role === 'organization_admin') {
    const organization = organizationOf(user)
    return ORGANIZATION_ADMIN_FILE_KINDS.includes(String(data?.kind)) && Boolean(organization) && String(data?.organization ?? '') === organization && String(data?.owner ?? '') === user.id
  }
  return createOwnTalentRecords('owner')(args)
}

export const deleteStoredFiles: Access = (args) => {
  const user = authUser(args.req)
  if (user?.role === 'organization_admin') {
    const organization = organizationOf(user)
    return organization ? { and: [{ kind: { in: ORGANIZATION_ADMIN_FILE_KINDS } }, { organization: { equals: organization } }] } : false
  }
  return writeOwnTalentRecords('owner')(args)
}
