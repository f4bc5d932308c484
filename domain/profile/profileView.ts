import type { CollectionSlug, PayloadRequest } from 'payload'
import type { Selection } from '../shared/records'
import { z } from 'zod'
import type { AuthUser } from '../../access/roles'
import {
  availability,
  certificate,
  documentSet,
  externalLink,
  profileCompleteness as completenessSchema,
  storedFile,
  talentSpecialization,
  workExperience,
} from '../../contract/talentProfile'
import { hourlyRateText } from '../../contract/accounts'
import { profileCompleteness } from './completeness'
import { READ_APPROVED_TALENTS } from './contextKeys'
import { cachedProfile, mayReadProfile, profileGeneration, rememberProfile } from './profileCache'
import { loadCertificates, loadDocumentSet, loadStoredFileRef } from './documents'
import {
  AVAILABILITY_SELECT,
  AVAILABILITY_SORT,
  EXTERNAL_LINK_SELECT,
  EXTERNAL_LINK_SORT,
  TALENT_SPECIALIZATION_SELECT,
  TALENT_SPECIALIZATION_SORT,
  WORK_EXPERIENCE_SELECT,
  WORK_EXPERIENCE_SORT,
  findAll,
  ownedBy,
  presentAvailability,
  presentExternalLink,
  presentTalentSpecializations,
  presentWorkExperiences,
} from './sections'
import { idOf, str } from '../shared/values'

/** The complete profile: GET /talent/profile/ and GET /<role>/talents/{id}/. */
export const talentProfile = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatarPicture: z.string().nullable(),
  profileVideo: storedFile.nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  zipCode: z.string().nullable(),
  summary: z.string().nullable(),
  // The talent's asking rate, '95.00' or null; shown to every reader of the profile.
  hourlyRate: z.string().nullable(),
  isTalentApprovedByPlatform: z.boolean(),
  isDeactivated: z.boolean(),
  availabilities: z.array(availability),
  workExperiences: z.array(workExperience),
  certificates: z.array(certificate),
  externalLinks: z.array(externalLink),
  specializations: z.array(talentSpecialization),
  documents: documentSet,
  completeness: completenessSchema,
})
export type TalentProfile = z.infer<typeof talentProfile>

const USER_SELECT = {
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  avatarPicture: true,
  city: true,
  state: true,
  address1: true,
  address2: true,
  zipCode: true,
  summary: true,
  hourlyRate: true,
  isTalentApprovedByPlatform: true,
  isDeactivated: true,
  profileVideo: true,
} as const

/**
 * The complete profile of talent `talentId` as `viewer` may see it, or null when the viewer may not see
 * that talent (or the id is not a talent): the talent themselves, an organization user for a talent the
 * platform approved and has not deactivated, the super admin for any talent. Each section is one query
 * (pagination off) and relations are resolved in batches, so the number of queries does not depend on
 * how many items the sections hold (only the specialization tree's depth adds a level query).
 */
export async function loadTalentProfile(req: PayloadRequest, viewer: AuthUser, talentId: string): Promise<TalentProfile | null> {
  const talentRecords = <S extends CollectionSlug>(collection: S, sort: string[], select: Selection<S>) =>
    findAll(req, viewer, collection, ownedBy(talentId), { sort, select })
  const [talents, availabilityDocs, workDocs, linkDocs, specializationDocs, documents, certificates] = await Promise.all([
    req.payload
      .find({
        collection: 'users',
        where: { and: [{ id: { equals: talentId } }, { role: { equals: 'talent' } }] },
        select: USER_SELECT,
        limit: 1,
        pagination: false,
        depth: 0,
        overrideAccess: false,
        user: viewer,
        req,
        // Organization users may read an approved, active talent's account here (collections/Users/access.ts).
        context: { [READ_APPROVED_TALENTS]: true },
      })
      .then((result) => result.docs),
    talentRecords('availabilities', AVAILABILITY_SORT, AVAILABILITY_SELECT),
    talentRecords('work-experiences', WORK_EXPERIENCE_SORT, WORK_EXPERIENCE_SELECT),
    talentRecords('external-links', EXTERNAL_LINK_SORT, EXTERNAL_LINK_SELECT),
    talentRecords('talent-specializations', TALENT_SPECIALIZATION_SORT, TALENT_SPECIALIZATION_SELECT),
    loadDocumentSet(req, viewer, talentId),
    loadCertificates(req, viewer, talentId),
  ])
  const talent = talents[0]
  if (!talent) return null
  const [specializations, profileVideo] = await Promise.all([
    presentTalentSpecializations(req, viewer, specializationDocs),
    loadStoredFileRef(req, viewer, idOf(talent.profileVideo)),
  ])
  const sections = {
    availabilities: availabilityDocs.map(presentAvailability),
    workExperiences: presentWorkExperiences(workDocs),
    certificates,
    externalLinks: linkDocs.map(presentExternalLink),
    specializations,
    documents,
  }
  const contact = {
    phone: str(talent.phone),
    city: str(talent.city),
    state: str(talent.state),
    address1: str(talent.address1),
    address2: str(talent.address2),
    zipCode: str(talent.zipCode),
    summary: str(talent.summary),
  }
  return {
    id: String(talent.id),
    firstName: String(talent.firstName ?? ''),
    lastName: String(talent.lastName ?? ''),
    email: String(talent.email ?? ''),
    avatarPicture: str(talent.avatarPicture),
    profileVideo,
    ...contact,
    hourlyRate: hourlyRateText(talent.hourlyRate),
    isTalentApprovedByPlatform: Boolean(talent.isTalentApprovedByPlatform),
    isDeactivated: Boolean(talent.isDeactivated),
    ...sections,
    completeness: profileCompleteness({ ...contact, ...sections }),
  }
}

const json = (body: string) => new Response(body, { headers: { 'content-type': 'application/json' } })

/**
 * The complete profile of `talentId` as an HTTP answer for `viewer`, or null when the viewer may not
 * see it: from the profile cache when it holds the talent (checked with the same rule the Local API
 * applies), else loaded with the viewer's access and remembered for the next reader.
 */
export async function talentProfileResponse(req: PayloadRequest, viewer: AuthUser, talentId: string): Promise<Response | null> {
  const cached = cachedProfile(talentId)
  if (cached) return mayReadProfile(viewer, cached) ? json(cached.body) : null
  const generation = profileGeneration()
  const profile = await loadTalentProfile(req, viewer, talentId)
  if (!profile) return null
  const body = JSON.stringify(profile)
  rememberProfile({ talentId, body, isTalentApprovedByPlatform: profile.isTalentApprovedByPlatform, isDeactivated: profile.isDeactivated }, generation)
  return json(body)
}
