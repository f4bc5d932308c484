import type {
  Availability,
  Certificate,
  DocumentType,
  ExternalLink,
  ProfileSection,
  StoredFileRef,
  TalentDocument,
  TalentSpecialization,
  WorkExperience,
} from '../../../contract/talentProfile'

/**
 * The complete profile: GET /talent/profile/ for the signed-in talent and
 * GET /<role>/talents/{id}/ for organization users. The item shapes are the contract's.
 */
export interface CompleteProfile {
  id: string
  firstName: string
  lastName: string
  email: string
  phone: string | null
  avatarPicture: string | null
  profileVideo: StoredFileRef | null
  city: string | null
  state: string | null
  address1: string | null
  address2: string | null
  zipCode: string | null
  summary: string | null
  /** The talent's asking rate, '95.00', or null. */
  hourlyRate?: string | null
  isTalentApprovedByPlatform: boolean
  isDeactivated: boolean
  availabilities: Availability[]
  workExperiences: WorkExperience[]
  certificates: Certificate[]
  externalLinks: ExternalLink[]
  specializations: TalentSpecialization[]
  documents: Partial<Record<DocumentType, TalentDocument>>
  completeness?: { percent: number; missing: ProfileSection[] }
}

export interface PageOf<T> {
  count: number
  next: string | null
  previous: string | null
  results: T[]
}

/** Lists may come as a page or as a plain array; the dialogs only need the items. */
export function itemsOf<T>(data: PageOf<T> | T[] | null | undefined): T[] {
  if (!data) return []
  return Array.isArray(data) ? data : (data.results ?? [])
}
