import { z } from 'zod'
import { isValid, parseISO } from 'date-fns'
import { messages } from './messages'
import { formBoolean, plainText, richText, requiredString, text, multilineText } from './fields'

/**
 * The talent profile's payloads. One schema
 * per payload, used by the server to validate and by the talent portal's forms, so each message is
 * written once. Dates travel as 'yyyy-MM-dd' (work experience: 'yyyy-MM').
 */

export const profileMessages = {
  startAfterToday: 'Start date should be after today',
  endBeforeStart: "End date can't be before start date",
  mustBeInteger: 'Must be an integer',
  mustBeNumber: 'Must be a number',
  hoursRange: 'Hours per week must be between 0 and 168',
  selectWorkLocation: 'Select at least one work location',
  noteTooLong: 'Note must be less than 500 characters',
  invalidDate: 'Enter a valid date',
  invalidUrl: 'Must be a valid url address.',
  responsibilitiesTooLong: 'Responsibilities must be at most 2500 characters',
  maxLength: (max: number) => `Ensure this field has no more than ${max} characters.`,
  unsupportedFormat: 'Unsupported file format',
  fileTooLarge: (mb: number) => `File size exceeds the max. limit of ${mb} MB`,
  selectFile: 'Please select a file',
  expirationBeforeBegin: 'Expiration date can\u2019t be before begin date',
  datesRequiredWithFile: 'This field is required when a file is uploaded',
  dateBounds: 'Date must be between 1940 and 2099',
  expertiseRequired: 'Select an expertise level',
} as const

/** 'yyyy-MM-dd' that is a real calendar date. */
export const isoDate = () =>
  text()
    .trim()
    // abort: an empty or malformed date gets one message, not every later rule's as well.
    .min(1, { error: messages.required, abort: true })
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value)), { error: profileMessages.invalidDate, abort: true })

/** Today as 'yyyy-MM-dd' in the server's (UTC) calendar; the portals pass their own 'today' to the same rule. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10)

// --- Availability -------------------------------------------------------------------------------

export const availabilityInput = (today: string = todayIso()) =>
  z
    .object({
      availableFromDate: isoDate().refine((value) => value > today, { error: profileMessages.startAfterToday }),
      availableToDate: isoDate().nullable().optional(),
      hoursPerWeek: z.preprocess(
        (value) => (value === '' || value === null || value === undefined ? undefined : typeof value === 'string' ? Number(value) : value),
        z
          .number({ error: (issue) => (issue.input === undefined ? messages.required : profileMessages.mustBeNumber) })
          .int({ error: profileMessages.mustBeInteger })
          .min(0, { error: profileMessages.hoursRange })
          .max(168, { error: profileMessages.hoursRange }),
      ),
      doOnSiteContract: formBoolean().default(false),
      doRemoteContract: formBoolean().default(false),
      doToHireContract: formBoolean().default(false),
      note: multilineText()
        .nullable()
        .optional()
        .refine((value) => !value || plainText(value).length < 500, { error: profileMessages.noteTooLong }),
    })
    .superRefine((value, ctx) => {
      if (value.availableToDate && value.availableToDate < value.availableFromDate) {
        ctx.addIssue({ code: 'custom', path: ['availableToDate'], message: profileMessages.endBeforeStart })
      }
      if (!value.doOnSiteContract && !value.doRemoteContract) {
        ctx.addIssue({ code: 'custom', path: ['doOnSiteContract'], message: profileMessages.selectWorkLocation })
      }
    })

export const availability = z.object({
  id: z.string(),
  availableFromDate: z.string(),
  availableToDate: z.string().nullable(),
  hoursPerWeek: z.number(),
  doOnSiteContract: z.boolean(),
  doRemoteContract: z.boolean(),
  doToHireContract: z.boolean(),
  note: z.string().nullable(),
})
export type Availability = z.infer<typeof availability>

// --- Compliance documents -------------------------------------------------------------------------

export const DOCUMENT_TYPES = ['multipanelDrugScreen', 'backgroundCheck', 'fluShot', 'mmrVax', 'tuberculosisVax', 'covid19Vax'] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]
export const DOCUMENT_LABELS: Record<DocumentType, string> = {
  multipanelDrugScreen: 'Multipanel Drug Screen',
  backgroundCheck: 'Background Check',
  fluShot: 'Flu shot',
  mmrVax: 'MMR',
  tuberculosisVax: 'TB',
  covid19Vax: 'COVID-19 Vaccination',
}
/** Dates are required for these two when a file exists; optional for the vaccinations. */
export const DATED_DOCUMENT_TYPES: readonly DocumentType[] = ['backgroundCheck', 'multipanelDrugScreen']
export const DEFAULT_EXPIRES_SOON_DAYS = 30
export const DOCUMENT_STATUSES = ['uploaded', 'notUploaded', 'expiresSoon', 'expired'] as const
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number]

/** The status of one document today, with its type's lead time (default 30 days). */
export function documentStatus(
  doc: { file: unknown; expirationDate: string | null | undefined },
  leadDays: number = DEFAULT_EXPIRES_SOON_DAYS,
  today: string = todayIso(),
): DocumentStatus {
  if (!doc.file) return 'notUploaded'
  if (!doc.expirationDate) return 'uploaded'
  if (doc.expirationDate < today) return 'expired'
  const soon = new Date(`${today}T00:00:00Z`)
  soon.setUTCDate(soon.getUTCDate() + leadDays)
  return doc.expirationDate <= soon.toISOString().slice(0, 10) ? 'expiresSoon' : 'uploaded'
}

export const storedFile = z.object({ id: z.string(), url: z.string(), originalFileName: z.string() })
export type StoredFileRef = z.infer<typeof storedFile>

export const talentDocument = z.object({
  type: z.enum(DOCUMENT_TYPES),
  label: z.string(),
  beginDate: z.string().nullable(),
  expirationDate: z.string().nullable(),
  file: storedFile.nullable(),
  uploadAt: z.string().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
})
export type TalentDocument = z.infer<typeof talentDocument>
export const documentSet = z.object(Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, talentDocument])) as Record<DocumentType, typeof talentDocument>)

/**
 * One entry of the multipart PATCH of /talent/document_set/. Multipart field names are
 * `<type>[begin_date]`, `<type>[expiration_date]`, `<type>[file]` (snake_case type, e.g.
 * `background_check[file]`); the string 'null' clears a value; entries not sent stay as they are.
 * A newly picked file clears the dates unless new ones come with it; removing the file clears both.
 */
export const documentEntryPatch = z.object({
  beginDate: z.union([z.literal('null'), isoDate()]).optional(),
  expirationDate: z.union([z.literal('null'), isoDate()]).optional(),
})

// --- Certificates, external links, work experience -------------------------------------------------

const limited = (max: number) => text().trim().max(max, { error: profileMessages.maxLength(max) })

export const certificateInput = z.object({
  documentName: requiredString().max(150, { error: profileMessages.maxLength(150) }),
  schoolOrUniversity: limited(150).optional().nullable(),
  fieldOfStudy: limited(150).optional().nullable(),
})
export const certificate = z.object({
  id: z.string(),
  documentName: z.string(),
  schoolOrUniversity: z.string().nullable(),
  fieldOfStudy: z.string().nullable(),
  file: storedFile.nullable(),
  originalFileName: z.string().nullable(),
})
export type Certificate = z.infer<typeof certificate>

export const externalLinkInput = z.object({
  link: requiredString().pipe(z.url({ error: profileMessages.invalidUrl, protocol: /^https?$/ })),
  description: requiredString().max(150, { error: profileMessages.maxLength(150) }),
})
export const externalLink = z.object({ id: z.string(), link: z.string(), description: z.string() })
export type ExternalLink = z.infer<typeof externalLink>

/** 'yyyy-MM' between 1940 and 2099. */
export const yearMonth = () =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .refine((value) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value), { error: profileMessages.invalidDate, abort: true })
    .refine((value) => Number(value.slice(0, 4)) >= 1940 && Number(value.slice(0, 4)) <= 2099, { error: profileMessages.dateBounds })

/**
 * Responsibilities allow up to and including 2,500 visible characters (spec: 'max 2500'), unlike About Me,
 * which stays under 2,500 (spec: 'under 2500 characters'); markup does not count, and the raw HTML is
 * bounded like richText's so a page of empty tags cannot pass either.
 */
export const RESPONSIBILITIES_MAX = 2500
const responsibilitiesText = () =>
  multilineText()
    .max(RESPONSIBILITIES_MAX * 8, { error: 'Responsibilities is too long' })
    .refine((value) => plainText(value).length <= RESPONSIBILITIES_MAX, { error: profileMessages.responsibilitiesTooLong })

export const workExperienceInput = z
  .object({
    position: requiredString().max(150, { error: profileMessages.maxLength(150) }),
    organizationName: requiredString().max(150, { error: profileMessages.maxLength(150) }),
    isPresent: formBoolean().default(false),
    startPeriodDate: yearMonth(),
    endPeriodDate: yearMonth().nullable().optional(),
    responsibilities: responsibilitiesText().nullable().optional(),
    afterId: text().nullable().optional().describe('Place this item right after that one; null puts it first'),
  })
  .superRefine((value, ctx) => {
    if (!value.isPresent && value.endPeriodDate && value.endPeriodDate < value.startPeriodDate) {
      ctx.addIssue({ code: 'custom', path: ['endPeriodDate'], message: profileMessages.endBeforeStart })
    }
  })
export const workExperience = z.object({
  id: z.string(),
  position: z.string(),
  organizationName: z.string(),
  isPresent: z.boolean(),
  startPeriodDate: z.string(),
  endPeriodDate: z.string().nullable(),
  responsibilities: z.string().nullable(),
  sortIndex: z.number(),
  afterId: z.string().nullable(),
})
export type WorkExperience = z.infer<typeof workExperience>

// --- Specializations --------------------------------------------------------------------------------

export const EXPERTISE_LEVELS = ['novice', 'intermediate', 'expert'] as const
export type ExpertiseLevel = (typeof EXPERTISE_LEVELS)[number]
export const talentSpecializationInput = z.object({
  specialization: requiredString().describe('Id of the chosen node of the specialization tree'),
  expertise: z.enum(EXPERTISE_LEVELS, { error: profileMessages.expertiseRequired }).nullable().optional(),
  roles: z.array(z.string()).default([]),
  skills: z.array(z.string()).default([]),
})
const named = z.object({ id: z.string(), name: z.string() })
export const talentSpecialization = z.object({
  id: z.string(),
  specialization: named,
  expertise: z.enum(EXPERTISE_LEVELS).nullable(),
  roles: z.array(named),
  skills: z.array(named),
  ancestors: z.array(named),
})
export type TalentSpecialization = z.infer<typeof talentSpecialization>

// --- About Me and completeness ----------------------------------------------------------------------

/** About Me is required non-empty rich text under 2500 visible characters. */
export const aboutMeInput = z.object({
  summary: multilineText()
    .refine((value) => plainText(value).length > 0, { error: messages.required })
    .pipe(richText(2500, 'About Me')),
})

export const PROFILE_SECTIONS = ['contactInfo', 'aboutMe', 'availability', 'workExperience', 'certificates', 'documents', 'specializations', 'externalLinks'] as const
export type ProfileSection = (typeof PROFILE_SECTIONS)[number]
export const profileCompleteness = z.object({
  percent: z.number().int().min(0).max(100),
  missing: z.array(z.enum(PROFILE_SECTIONS)),
})
