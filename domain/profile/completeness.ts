import { plainText } from '../../contract/fields'
import { DATED_DOCUMENT_TYPES, PROFILE_SECTIONS, type DocumentType, type ProfileSection } from '../../contract/talentProfile'
import { todayUtc } from '../clock'

/**
 * How complete a talent's profile is, and which sections still need something (GET /talent/profile/).
 * Eight sections count alike; `missing` keeps the order of PROFILE_SECTIONS so the portal can list them
 * as they appear on the profile.
 */
export interface CompletenessInput {
  phone?: string | null
  city?: string | null
  state?: string | null
  summary?: string | null
  availabilities: readonly { availableToDate?: string | null }[]
  workExperiences: readonly unknown[]
  certificates: readonly unknown[]
  documents: Partial<Record<DocumentType, { file: unknown; expirationDate?: string | null } | null | undefined>>
  specializations: readonly unknown[]
  externalLinks: readonly unknown[]
}

export interface Completeness {
  percent: number
  missing: ProfileSection[]
}

const filled = (value: string | null | undefined) => Boolean(value && value.trim())

/** A document counts when its file is uploaded and it has not expired (expiring soon still counts). */
const valid = (document: { file: unknown; expirationDate?: string | null } | null | undefined, today: string) =>
  Boolean(document?.file) && !(document!.expirationDate && document!.expirationDate < today)

export function sectionComplete(section: ProfileSection, profile: CompletenessInput, today: string = todayUtc()): boolean {
  switch (section) {
    case 'contactInfo':
      return filled(profile.phone) && filled(profile.city) && filled(profile.state)
    case 'aboutMe':
      return plainText(profile.summary ?? '').length > 0
    case 'availability':
      // A window still counts while its end is today or later, or when it has no end.
      return profile.availabilities.some((window) => !window.availableToDate || window.availableToDate >= today)
    case 'workExperience':
      return profile.workExperiences.length > 0
    case 'certificates':
      return profile.certificates.length > 0
    case 'documents':
      // The two compliance documents every engagement needs (the dated ones).
      return DATED_DOCUMENT_TYPES.every((type) => valid(profile.documents[type], today))
    case 'specializations':
      return profile.specializations.length > 0
    case 'externalLinks':
      return profile.externalLinks.length > 0
  }
}

export function profileCompleteness(profile: CompletenessInput, today: string = todayUtc()): Completeness {
  const missing = PROFILE_SECTIONS.filter((section) => !sectionComplete(section, profile, today))
  const done = PROFILE_SECTIONS.length - missing.length
  return { percent: Math.round((done * 100) / PROFILE_SECTIONS.length), missing }
}
