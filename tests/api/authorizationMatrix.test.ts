import { ApiClient, demo } from '../helpers/apiClient'
import { readDirectory, type Directory } from '../helpers/directory'
import { createEngagement } from '../helpers/engagements'
import { databases, startTestServer, type TestServer } from '../helpers/testServer'
import { blob, tinyPdf, tinyPng } from '../helpers/uploads'
import { settledTask } from '../helpers/tasks'
// Opportunities
import { applyToOpportunity, createOpportunity, inviteToOpportunity } from '../helpers/opportunities'
import { modulesAtDepthThree } from '../helpers/profileFixtures'

/**
 * Who may call what: every endpoint the server answers (the /api/v1 contract the plugins register, the
 * console's /api/admin dialect, and Payload's generated REST for users, organizations, impersonations and
 * invites) against every kind of caller, on the seeded data. Rows with an id name the record by its
 * relation to the caller: their own, another talent's, their own organization's, another organization's.
 * The actors come from Northwind; "other organization" is Lakeside. Nothing is imported from the server:
 * the table is the specification, and a documented endpoint without rows fails the suite.
 */
const ACTORS = ['anonymous', 'talent', 'manager', 'managerWithoutPermission', 'organizationAdmin', 'contact', 'superAdmin'] as const
type Actor = (typeof ACTORS)[number]

const SIGN_IN: Record<Exclude<Actor, 'anonymous'>, string> = {
  talent: demo.talent,
  manager: demo.northwind.manager,
  managerWithoutPermission: demo.northwind.manager2,
  organizationAdmin: demo.northwind.admin,
  contact: demo.northwind.contact,
  superAdmin: demo.superAdmin,
}

/** What an {id} in the path stands for, seen from the actor. */
type Target =
  // Comments and audit trail
  | CommentTarget
  | 'self'
  | 'otherTalent'
  | 'ownOrganizationUser'
  | 'otherOrganizationUser'
  | 'ownOrganization'
  | 'otherOrganization'
  | 'specialization'
  | 'ownInvite'
  | 'otherTalentsInvite'
  | 'impersonationRecord'
  /** A record made for this one call (deletes succeed for someone, and must not spoil the next actor). */
  | 'freshUser'
  | 'freshOrganization'
  | 'freshInvite'
  // Documents: a talent the platform has not approved, and the stored files and certificates below
  | 'unapprovedTalent'
  | FileTarget
  // Console resources: seeded roles and skills, a lead-time row, and nodes made for one call
  | 'specializationRole'
  | 'specializationSkill'
  | 'documentType'
  | 'freshSpecialization'
  | 'freshSpecializationRole'
  | 'freshSpecializationSkill'
  // Profile sections: records of a talent's own sections ('unapprovedTalent' above serves these
  // rows too): the signed-in talent's (own), another talent's, and one made for this one call (fresh)
  | `${'ownRecord' | 'otherTalentsRecord' | 'freshRecord'}:${ProfileSection}`
  // Organizations: the logo of the actor's organization (Northwind) and of the other one (Lakeside)
  | 'ownOrganizationLogo'
  | 'otherOrganizationLogo'
  // Organization users and departments: a Northwind contact made for one call (fresh), each
  // organization's 'Ambulatory' department, an engagement of each organization and one made for one call
  | 'freshOrganizationUser'
  | 'ownDepartment'
  | 'otherOrganizationsDepartment'
  | 'ownEngagement'
  | 'otherOrganizationsEngagement'
  | 'freshEngagement'
  // Engagements: a pending Northwind engagement of the matrix talent made for one call
  | 'freshTalentsEngagement'
  // Groups: records of the actor's own group (Northwind's manager's for actors who have none),
  // of a Lakeside group, made for one call (fresh), and a Northwind manager's group whose subgroup is
  // shared with Northwind's other manager and admin
  | GroupTarget
  // Console: a seeded record of each read-only /api/admin resource of the engagements (the first
  // the super admin lists; every other caller is refused before any lookup)
  | ConsoleEngagementTarget
  // Terms, document library, filled documents
  | DocumentTarget
  // Purchase orders (see PurchaseOrderTarget)
  | PurchaseOrderTarget
  // Talent engagements and the daily job: a seeded engagement of the matrix talent (Emily
  // Carter's active 'Clarity report writing sprint') and one of another talent (James Nguyen's)
  | 'talentsEngagement'
  | 'otherTalentsEngagement'
  // Talent API (see TalentTimeEntryTarget)
  | TalentTimeEntryTarget
  // Organization API (see OrgTimeEntryTarget)
  | OrgTimeEntryTarget
  // Exports (see ExportTaskTarget)
  | ExportTaskTarget
  // Search records (see SearchRecordTarget)
  | SearchRecordTarget
  // Opportunities (see OpportunityTarget)
  | OpportunityTarget
  // See DashboardTarget
  | DashboardTarget
  // See ChatTarget
  | ChatTarget
  // See KnowledgeTarget
  | KnowledgeTarget

/** The talent's own section endpoints, by the path segment after /api/v1/talent/. */
type ProfileSection = 'availabilities' | 'external-links' | 'work-experiences' | 'specializations'

/** Documents, certificates, files: stored files and certificates of the matrix talent, another (approved) talent, an unapproved talent. */
type FileTarget = 'talentsFile' | 'otherTalentsFile' | 'unapprovedTalentsFile' | 'ownCertificate' | 'otherTalentsCertificate' | 'freshCertificate'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

interface BodyContext {
  actor: Actor
  selfId: string
  unique: string
  directory: Directory
}

interface Row {
  method: Method
  /** OpenAPI style for the contract ('/api/v1/specializations/{id}/'); '{id}' is filled from target. */
  path: string
  target?: Target
  query?: string
  body?: (context: BodyContext) => unknown
  /** The call ends the session (sign-out): the actor signs in anew for it. */
  freshSession?: boolean
  /** Purchase orders: what '{poId}' in the path stands for (a second id). */
  poTarget?: Target
  expected: Record<Actor, number>
}

/** One status per actor, in the column order of ACTORS. */
function statuses(columns: string): Record<Actor, number> {
  const values = columns.trim().split(/\s+/).map(Number)
  if (values.length !== ACTORS.length || values.some(Number.isNaN)) throw new Error(`bad status columns: ${columns}`)
  return Object.fromEntries(ACTORS.map((actor, index) => [actor, values[index]])) as Record<Actor, number>
}

const row = (method: Method, path: string, columns: string, options: Omit<Row, 'method' | 'path' | 'expected'> = {}): Row => ({
  method,
  path,
  expected: statuses(columns),
  ...options,
})

const newMember = (organization: 'own' | 'other') => (context: BodyContext) => ({
  email: `member.${context.unique}@matrix.example`,
  password: 'Strong#Pass9',
  firstName: 'Matrix',
  lastName: 'Member',
  role: 'contact',
  organization: context.directory.organizationId(organization === 'own' ? 'Northwind Health System' : 'Lakeside Medical Center'),
})
const newOrganization = (context: BodyContext) => ({
  name: `Matrix Clinic ${context.unique}`,
  accountType: 'prospect',
  address1: '1 Test Way',
  city: 'Madison',
  state: 'WI',
  zipCode: '53703',
})
const newInvite = (context: BodyContext) => ({
  email: `invitee.${context.unique}@matrix.example`,
  first_name: 'Matrix',
  last_name: 'Invitee',
  invite_type: 'talent',
})
const bogusLink = { uuid: '00000000-0000-4000-8000-000000000000', token: 'not-a-real-token' }
const title = () => ({ title: 'Matrix check' })

/** Ids the console rows need in their bodies and targets, read once per server (beforeAll). */
const consoleFixtures = { specializationId: '', roleId: '', skillId: '', documentTypeId: '' }
const newNode = (context: BodyContext) => ({ name: `Matrix Node ${context.unique}`, parent: null, expertiseLevels: [], sortOrder: 999 })
const newAttachment = (context: BodyContext) => ({ name: `Matrix Item ${context.unique}`, specialization: consoleFixtures.specializationId })

/** Profile sections: valid bodies for the talent's section endpoints, distinct on every call. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const profileFixtures = { nodes: [] as string[], nextNode: 0 }
const sectionBodies: Record<ProfileSection, (context: BodyContext) => Record<string, unknown>> = {
  availabilities: () => ({ available_from_date: inDays(7), hours_per_week: 20, do_remote_contract: true }),
  'external-links': (c) => ({ link: `https://matrix.example/${c.unique}`, description: 'Matrix check' }),
  'work-experiences': () => ({ position: 'Analyst', organization_name: 'Matrix Clinic', start_period_date: '2020-01' }),
  // A talent holds a node once: every call takes the next area of the tree (every seeded platform has levels).
  specializations: () => ({ specialization: profileFixtures.nodes[profileFixtures.nextNode++ % profileFixtures.nodes.length], expertise: 'novice' }),
}
const sectionBody = (section: ProfileSection) => (context: BodyContext) => sectionBodies[section](context)

/** Documents, certificates, files: multipart bodies made fresh for every call. */
const multipart = (...entries: ([string, string] | [string, Buffer, string])[]) => () => {
  const body = new FormData()
  for (const [name, value, fileName] of entries) {
    if (typeof value === 'string') body.append(name, value)
    else body.append(name, blob(value), fileName)
  }
  return body
}
/** A minimal mp4 (an ftyp box). */
const tinyMp4 = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2'), Buffer.from([0, 0, 0, 8]), Buffer.from('free')])

// Terms, document library, filled documents
/**
 * Library documents of Northwind (own) and Lakeside (other), made once by their admins, one made for a
 * single call (fresh: deactivate, delete), and their files.
 */
type DocumentTarget =
  | 'ownRequiredDocument'
  | 'otherOrganizationsRequiredDocument'
  | 'freshRequiredDocument'
  | 'ownRequiredDocumentFile'
  | 'otherOrganizationsRequiredDocumentFile'
  // the matrix talent's answer (with its file) on a Northwind engagement, and another talent's answer
  | 'ownFilledDocument'
  | 'ownFilledDocumentFile'
  | 'otherTalentsFilledDocument'
/** Ids the filled-document rows' bodies need (made in beforeAll: a Northwind engagement for the matrix talent). */
const filledFixtures = {} as Record<'engagement' | 'consentForm' | 'otherTalentsEngagement', string>
const requiredDocumentForm = (name: string) =>
  multipart(['name', name], ['description', 'Matrix'], ['places[remote]', 'true'], ['answer_type', 'sign_and_return'], ['file', tinyPdf(), 'matrix-library.pdf'])

/** Organization users and departments: bodies made fresh for every call. */
const newOrganizationUser = (organization?: 'own') => (context: BodyContext) => ({
  first_name: 'Matrix',
  last_name: 'Contact',
  email: `orguser.${context.unique}@matrix.example`,
  role: 'contact',
  ...(organization ? { organization_id: context.directory.organizationId('Northwind Health System') } : {}),
})
const reassignToNorthwindAdmin = (context: BodyContext) => ({ manager_id: context.directory.userId(demo.northwind.admin), is_engagements_only: true })
// A department name is at most 20 characters.
const newDepartment = (organization?: 'own' | 'rest') => (context: BodyContext) => ({
  name: `Dept ${context.unique.split('.').pop()}`,
  ...(organization === 'own' ? { organization_id: context.directory.organizationId('Northwind Health System') } : {}),
  ...(organization === 'rest' ? { organization: context.directory.organizationId('Northwind Health System') } : {}),
})
const newEngagement = (context: BodyContext) => ({
  name: `Matrix engagement ${context.unique}`,
  organization: context.directory.organizationId('Northwind Health System'),
  owner: context.directory.userId(demo.northwind.manager),
  status: 'active',
})

// Comments and audit trail: comments of each kind, made once in beforeAll or fresh for one call
// ('own': written by the actor, or by Northwind's manager for actors who cannot comment), and one audit
// event of each organization.
type CommentTarget =
  | 'ownOrganizationComment'
  | 'otherOrganizationComment'
  | 'superAdminPublicComment'
  | 'superAdminPrivateComment'
  | 'freshOwnComment'
  | 'freshOrganizationComment'
  | 'freshOtherOrganizationComment'
  | 'ownOrganizationAuditEvent'
  | 'otherOrganizationAuditEvent'
const commentFixtures = {
  ids: new Map<CommentTarget, string>(),
  /** An unlinked comment of each commenting actor, which the profile_comment row links. */
  unlinked: new Map<Actor, string>(),
  otherOrganizationUnlinked: '',
}
// Groups: each owner's group, subgroup, member and share, made once in beforeAll (bodies read them).
type GroupTarget =
  | `${'own' | 'otherOrganizations' | 'fresh'}${'Group' | 'Subgroup' | 'GroupMember'}`
  | 'sharedGroup'
  | 'ownGroupShare'
type GroupOwner = 'manager' | 'managerWithoutPermission' | 'organizationAdmin' | 'lakesideManager'
interface OwnedGroup {
  group: string
  subgroup: string
  member: string
}
const groupFixtures = { owned: new Map<GroupOwner, OwnedGroup>(), sharedGroup: '', share: '' }
/** Whose group an actor's 'own' rows use: their own when they may keep groups, else Northwind's manager's. */
const groupOwner = (actor: Actor): GroupOwner =>
  actor === 'managerWithoutPermission' || actor === 'organizationAdmin' ? actor : 'manager'
const ownGroup = (actor: Actor) => groupFixtures.owned.get(groupOwner(actor))!
const lakesideGroup = () => groupFixtures.owned.get('lakesideManager')!
/** Share Group: someone of the organization other than the actor. */
const shareRecipient = (c: BodyContext) => c.directory.userId(c.actor === 'organizationAdmin' ? demo.northwind.manager : demo.northwind.admin)

const forgedAuditEvent = () => ({ at: '2026-01-01T00:00:00.000Z', entity: 'users', recordId: 'forged', action: 'create', changes: {}, summary: 'forged' })
// The generated REST refuses any object value with 422 before access runs (server/payloadHandler.ts), so
// its forgery carries scalars only: what answers is the collection's access, which lets nobody write.
const forgedAuditEventScalars = () => ({ at: '2026-01-01T00:00:00.000Z', entity: 'users', recordId: 'forged', action: 'create', summary: 'forged' })

// Console: the /api/admin resources of the engagements, by the target that names one record.
const CONSOLE_ENGAGEMENT_RESOURCES = {
  consoleEngagement: 'engagements',
  consoleEngagementEvent: 'engagement-events',
  consoleRequiredDocument: 'required-documents',
  consoleFilledDocument: 'filled-documents',
  consolePurchaseOrder: 'purchase-orders',
  consoleEngagementPurchaseOrder: 'engagement-purchase-orders',
} as const
type ConsoleEngagementTarget = keyof typeof CONSOLE_ENGAGEMENT_RESOURCES
/** Every call the console could make on one of them: the super admin reads, and writes nothing (405). */
const consoleEngagementRows = (target: ConsoleEngagementTarget): Row[] => {
  const path = `/api/admin/${CONSOLE_ENGAGEMENT_RESOURCES[target]}`
  return [
    row('GET',    path,                                                     '401  403  403  403  403   403    200'),
    row('GET',    `${path}/{id}`,                                           '401  403  403  403  403   403    200', { target }),
    row('POST',   path,                                                     '401  403  403  403  403   403    405', { body: () => ({ name: 'Matrix check' }) }),
    row('PUT',    `${path}/{id}`,                                           '401  403  403  403  403   403    405', { target, body: () => ({ name: 'Matrix check' }) }),
    row('DELETE', `${path}/{id}`,                                           '401  403  403  403  403   403    405', { target }),
  ]
}

// prettier-ignore
// Purchase orders: a PO of each organization, a draft engagement of each (made once in
// beforeAll by the organizations' admins), and the PO file of each organization.
type PurchaseOrderTarget =
  | 'ownPurchaseOrder'
  | 'otherOrganizationsPurchaseOrder'
  | 'ownPoEngagement'
  | 'otherOrganizationsPoEngagement'
  | 'ownPurchaseOrderFile'
  | 'otherOrganizationsPurchaseOrderFile'
const purchaseOrderFixtures = new Map<PurchaseOrderTarget, string>()
// A PO number is at most 15 characters.
const newPurchaseOrder = (context: BodyContext) => ({ name: `MX-${context.unique.split('.').pop()}`, description: 'Matrix check' })
const ownPurchaseOrderBody = () => ({ name: 'MX-OWN', description: 'Matrix check' })

// Talent API: a time entry the matrix talent (Emily Carter) logged on her seeded active
// engagement, one James Nguyen logged on his, and one of Emily's made for one call (deletes). Logged two
// days back (UTC): inside the talent's window whatever today is (it reaches 4 days into the next period).
type TalentTimeEntryTarget = 'talentsTimeEntry' | 'otherTalentsTimeEntry' | 'freshTalentsTimeEntry'
const timeEntryFixtures = new Map<'talentsTimeEntry' | 'otherTalentsTimeEntry' | 'talentsTimeEngagement', string>()
const loggedDay = () => new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10)
const loggedPeriodStart = () => `${loggedDay().slice(0, 8)}${Number(loggedDay().slice(8)) <= 15 ? '01' : '16'}`
const quarterHour = () => ({ engagement_id: timeEntryFixtures.get('talentsTimeEngagement'), timekeeping_date: loggedDay(), hours: 0, minutes: 15 })
// Organization API: an entry Emily Carter submitted on her Northwind engagement (owned by Marcus Reed,
// the matrix manager) made for one call, and one Michael Okafor logged on his Lakeside engagement.
type OrgTimeEntryTarget = 'freshSubmittedTimeEntry' | 'otherOrganizationsTimeEntry'
const orgTimeEntryFixtures = new Map<'otherOrganizationsTimeEntry', string>()
const approveTheDay = () => ({ action: 'approve', scope: { type: 'entire_day', date: loggedDay(), engagement_id: timeEntryFixtures.get('talentsTimeEngagement') } })
// Exports: a payroll report Northwind's admin asked for (done, with its file) and a QuickBooks
// run the super admin asked for. Their period is long past, so no run marks any other fixture exported.
type ExportTaskTarget = 'organizationAdminsTask' | 'organizationAdminsExportFile' | 'superAdminsTask'
const exportTaskFixtures = new Map<ExportTaskTarget, string>()
const PAST_PERIOD = '2020-01-01'
// Search records: saved searches are private to who saved them. A saved search of Northwind's
// manager (Marcus Reed), of Northwind's admin, and of Lakeside's manager (made once), one the actor saved
// for one call (fresh: deletes), and a talent-not-found feedback Marcus sent (the console reads it).
type SearchRecordTarget = 'managersSavedSearch' | 'organizationAdminsSavedSearch' | 'otherOrganizationsSavedSearch' | 'freshOwnSavedSearch' | 'managersFeedback'
const searchRecordFixtures = new Map<SearchRecordTarget, string>()
const newSavedSearch = (c: BodyContext) => ({ name: `Matrix ${c.unique}`.slice(0, 50), params: { city: 'Madison', talent_hourly_rate: '95' } })
// Opportunities: an open Northwind opportunity with James Nguyen's application (his row is
// 'ownApplicant'), a Lakeside one with a specialization and James's application, a Northwind draft made
// for one call (deletes), a Northwind specialization row made for one call, a talent invited for one call
// (removal), and an open Northwind opportunity the matrix talent applies to. Seven specialization nodes,
// one per actor, so each actor's POST adds a node the opportunity does not have yet.
type OpportunityTarget =
  | 'ownOpportunity'
  | 'otherOrganizationsOpportunity'
  | 'freshDraftOpportunity'
  | 'ownOpportunitySpecialization'
  | 'otherOrganizationsOpportunitySpecialization'
  | 'freshOpportunitySpecialization'
  | 'ownApplicant'
  | 'otherOrganizationsApplicant'
  | 'freshApplicant'
  | 'ownApplication'
  | 'otherOrganizationsApplication'
const opportunityFixtures = new Map<OpportunityTarget | 'applyOpportunity', string>()
// A published tutorial for everyone with a video and a poster (the super admin made it), and
// a question the matrix talent sent with a file.
type KnowledgeTarget = 'publishedTutorial' | 'publishedFaq' | 'talentsFaqFeedback'
const knowledgeFixtures = new Map<KnowledgeTarget, string>()
const opportunityNodes: string[] = []
const applyBody = () => ({ opportunity_id: opportunityFixtures.get('applyOpportunity'), skills_and_qualifications: 'Matrix', experience: 'Matrix', apply_message: '<p>Matrix</p>' })
// A one-time screen id, a setting's name (the path's id), and a savings benchmark made
// for one call on a specialization module no other benchmark names (PATCH, DELETE).
type DashboardTarget = 'screenId' | 'settingName' | 'freshBenchmark'
const benchmarkNodes: string[] = []
const nextBenchmarkNode = () => benchmarkNodes.pop() ?? 'no-node-left'
// A chat is private to its two people. The matrix talent's (Emily Carter's) chat with
// Northwind's manager (Marcus Reed, the matrix manager) with an image message, and a chat of Lakeside's
// manager with James Nguyen with one; 'chatPartner' is, for each actor, the person of that first chat on
// the other side (Marcus for the talent, Emily for everyone else: only Marcus has a chat with her then).
type ChatTarget = 'talentsChat' | 'otherOrganizationsChat' | 'talentsChatImage' | 'otherOrganizationsChatImage' | 'chatPartner'
const chatFixtures = new Map<ChatTarget, string>()

const MATRIX: Row[] = [
  //                                                                      anon talent mgr mgr2 admin contact super
  // --- /api/v1: accounts and sessions
  row('GET',    '/api/v1/user/',                                          '401  200  200  200  200   200    200'),
  row('PATCH',  '/api/v1/user/',                                          '401  200  200  200  200   200    200', { body: () => ({ zip_code: '53703' }) }),
  row('POST',   '/api/v1/sessions/',                                      '200  200  200  200  200   200    200', { body: () => ({ email: 'david.kowalski@talent.example', password: 'Talentgrid#2026' }) }),
  row('DELETE', '/api/v1/sessions/',                                      '401  204  204  204  204   204    204', { freshSession: true }),
  row('POST',   '/api/v1/user/impersonate/',                              '401  403  403  403  403   403    200', { body: (c) => ({ user_id: c.directory.userId('sofia.martinez@talent.example') }) }),
  row('DELETE', '/api/v1/user/impersonate/',                              '401  400  400  400  400   400    400'),
  // The user's own password and sign-in e-mail (the password set to itself: the caller's session stays)
  row('POST',   '/api/v1/user/password/',                                 '401  200  200  200  200   200    200', { body: () => ({ current_password: 'Talentgrid#2026', password: 'Talentgrid#2026', confirm_password: 'Talentgrid#2026' }) }),
  row('POST',   '/api/v1/user/email/',                                    '401  202  202  202  202   202    202', { body: (c) => ({ current_password: 'Talentgrid#2026', email: `new.email.${c.unique}@matrix.example` }) }),
  row('POST',   '/api/v1/user/email/confirm/',                            '422  422  422  422  422   422    422', { body: () => bogusLink }),
  // --- /api/v1: public account flows (answer everyone alike)
  row('POST',   '/api/v1/public/talents/',                                '201  201  201  201  201   201    201', { body: (c) => ({ first_name: 'New', last_name: 'Talent', email: `signup.${c.unique}@matrix.example`, password: 'Strong#Pass9', confirm_password: 'Strong#Pass9' }) }),
  row('POST',   '/api/v1/public/talent/activations/',                     '422  422  422  422  422   422    422', { body: () => bogusLink }),
  row('POST',   '/api/v1/public/talents/resend_registration/',            '200  200  200  200  200   200    200', { body: () => ({ email: 'nobody@matrix.example' }) }),
  row('POST',   '/api/v1/password/reset/',                                '200  200  200  200  200   200    200', { body: () => ({ email: 'nobody@matrix.example' }) }),
  row('POST',   '/api/v1/password/reset/validate/',                       '422  422  422  422  422   422    422', { body: () => bogusLink }),
  row('POST',   '/api/v1/password/reset/confirm/',                        '422  422  422  422  422   422    422', { body: () => ({ ...bogusLink, password: 'Strong#Pass9', confirm_password: 'Strong#Pass9' }) }),
  // --- /api/v1: invitations
  row('POST',   '/api/v1/talent_invites/',                                '401  201  403  403  403   403    403', { body: newInvite }),
  row('POST',   '/api/v1/invites/',                                       '401  403  201  201  201   403    201', { body: newInvite }),
  // --- /api/v1: platform and reference data
  row('GET',    '/api/v1/csrf/',                                          '204  204  204  204  204   204    204'),
  row('GET',    '/api/v1/environment-variables/',                         '200  200  200  200  200   200    200'),
  row('GET',    '/api/v1/settings/',                                      '401  200  200  200  200   200    200'),
  row('GET',    '/api/v1/public/states/',                                 '200  200  200  200  200   200    200'),
  row('GET',    '/api/v1/public/cities/',                                 '200  200  200  200  200   200    200', { query: '?state=WI' }),
  row('GET',    '/api/v1/specializations/',                               '401  200  200  200  200   200    200', { query: '?root=true' }),
  row('GET',    '/api/v1/specializations/{id}/',                          '401  200  200  200  200   200    200', { target: 'specialization' }),
  // Profile sections
  // The talent's own sections: only talents, only their own records (another talent's id reads as 404).
  row('GET',    '/api/v1/talent/profile/',                                '401  200  403  403  403   403    403'),
  row('GET',    '/api/v1/talent/availabilities/',                         '401  200  403  403  403   403    403'),
  row('POST',   '/api/v1/talent/availabilities/',                         '401  201  403  403  403   403    403', { body: sectionBody('availabilities') }),
  row('GET',    '/api/v1/talent/availabilities/{id}/',                    '401  200  403  403  403   403    403', { target: 'ownRecord:availabilities' }),
  row('GET',    '/api/v1/talent/availabilities/{id}/',                    '401  404  403  403  403   403    403', { target: 'otherTalentsRecord:availabilities' }),
  row('PUT',    '/api/v1/talent/availabilities/{id}/',                    '401  200  403  403  403   403    403', { target: 'ownRecord:availabilities', body: sectionBody('availabilities') }),
  row('PUT',    '/api/v1/talent/availabilities/{id}/',                    '401  404  403  403  403   403    403', { target: 'otherTalentsRecord:availabilities', body: sectionBody('availabilities') }),
  row('DELETE', '/api/v1/talent/availabilities/{id}/',                    '401  204  403  403  403   403    403', { target: 'freshRecord:availabilities' }),
  row('DELETE', '/api/v1/talent/availabilities/{id}/',                    '401  404  403  403  403   403    403', { target: 'otherTalentsRecord:availabilities' }),
  row('GET',    '/api/v1/talent/external-links/',                         '401  200  403  403  403   403    403'),
  row('POST',   '/api/v1/talent/external-links/',                         '401  201  403  403  403   403    403', { body: sectionBody('external-links') }),
  row('PATCH',  '/api/v1/talent/external-links/{id}/',                    '401  200  403  403  403   403    403', { target: 'ownRecord:external-links', body: () => ({ description: 'Matrix check' }) }),
  row('PATCH',  '/api/v1/talent/external-links/{id}/',                    '401  404  403  403  403   403    403', { target: 'otherTalentsRecord:external-links', body: () => ({ description: 'Matrix check' }) }),
  row('DELETE', '/api/v1/talent/external-links/{id}/',                    '401  204  403  403  403   403    403', { target: 'freshRecord:external-links' }),
  row('DELETE', '/api/v1/talent/external-links/{id}/',                    '401  404  403  403  403   403    403', { target: 'otherTalentsRecord:external-links' }),
  row('GET',    '/api/v1/talent/work-experiences/',                       '401  200  403  403  403   403    403'),
  row('POST',   '/api/v1/talent/work-experiences/',                       '401  201  403  403  403   403    403', { body: sectionBody('work-experiences') }),
  row('PATCH',  '/api/v1/talent/work-experiences/{id}/',                  '401  200  403  403  403   403    403', { target: 'ownRecord:work-experiences', body: () => ({ position: 'Lead' }) }),
  row('PATCH',  '/api/v1/talent/work-experiences/{id}/',                  '401  404  403  403  403   403    403', { target: 'otherTalentsRecord:work-experiences', body: () => ({ position: 'Lead' }) }),
  row('DELETE', '/api/v1/talent/work-experiences/{id}/',                  '401  204  403  403  403   403    403', { target: 'freshRecord:work-experiences' }),
  row('DELETE', '/api/v1/talent/work-experiences/{id}/',                  '401  404  403  403  403   403    403', { target: 'otherTalentsRecord:work-experiences' }),
  row('GET',    '/api/v1/talent/specializations/',                        '401  200  403  403  403   403    403'),
  row('POST',   '/api/v1/talent/specializations/',                        '401  201  403  403  403   403    403', { body: sectionBody('specializations') }),
  row('PATCH',  '/api/v1/talent/specializations/{id}/',                   '401  200  403  403  403   403    403', { target: 'ownRecord:specializations', body: () => ({ expertise: 'expert' }) }),
  row('PATCH',  '/api/v1/talent/specializations/{id}/',                   '401  404  403  403  403   403    403', { target: 'otherTalentsRecord:specializations', body: () => ({ expertise: 'expert' }) }),
  row('DELETE', '/api/v1/talent/specializations/{id}/',                   '401  204  403  403  403   403    403', { target: 'freshRecord:specializations' }),
  row('DELETE', '/api/v1/talent/specializations/{id}/',                   '401  404  403  403  403   403    403', { target: 'otherTalentsRecord:specializations' }),
  // A talent's complete profile on the organization side: approved, active talents, under the reader's role prefix.
  row('GET',    '/api/v1/manager/talents/{id}/',                          '401  403  200  200  403   403    403', { target: 'otherTalent' }),
  row('GET',    '/api/v1/manager/talents/{id}/',                          '401  403  404  404  403   403    403', { target: 'unapprovedTalent' }),
  row('GET',    '/api/v1/manager/talents/{id}/',                          '401  403  404  404  403   403    403', { target: 'ownOrganizationUser' }),
  row('GET',    '/api/v1/organization_admin/talents/{id}/',               '401  403  403  403  200   403    403', { target: 'otherTalent' }),
  row('GET',    '/api/v1/organization_admin/talents/{id}/',               '401  403  403  403  404   403    403', { target: 'unapprovedTalent' }),
  row('GET',    '/api/v1/organization_admin/talents/{id}/',               '401  403  403  403  404   403    403', { target: 'ownOrganizationUser' }),
  row('GET',    '/api/v1/super_admin/talents/{id}/',                      '401  403  403  403  403   403    200', { target: 'otherTalent' }),
  row('GET',    '/api/v1/super_admin/talents/{id}/',                      '401  403  403  403  403   403    200', { target: 'unapprovedTalent' }),
  row('GET',    '/api/v1/super_admin/talents/{id}/',                      '401  403  403  403  403   403    404', { target: 'ownOrganizationUser' }),
  row('PATCH',  '/api/v1/super_admin/talents/{id}/',                      '401  403  403  403  403   403    200', { target: 'otherTalent', body: () => ({ is_deactivated: false }) }),
  row('PATCH',  '/api/v1/super_admin/talents/{id}/',                      '401  403  403  403  403   403    404', { target: 'ownOrganizationUser', body: () => ({ is_deactivated: false }) }),
  // Talent lists and groups
  // Talent lists: approved, active talents for organization users (each role its prefix); every talent for the super admin, who also approves.
  row('GET',    '/api/v1/manager/talents/',                               '401  403  200  200  403   403    403'),
  row('GET',    '/api/v1/organization_admin/talents/',                    '401  403  403  403  200   403    403'),
  row('GET',    '/api/v1/super_admin/talents/',                           '401  403  403  403  403   403    200'),
  row('PATCH',  '/api/v1/super_admin/talents/{id}/',                      '401  403  403  403  403   403    200', { target: 'otherTalent', body: () => ({ is_talent_approved_by_platform: true }) }),
  // Groups under each organization prefix: the owner everything; a user a subgroup was shared with reads
  // (403 on a change); another organization's records read as 404 (a 422 when only named in a body);
  // contacts, talents and the super admin have no groups.
  row('GET',    '/api/v1/manager/groups/',                                '401  403  200  200  403   403    403'),
  row('POST',   '/api/v1/manager/groups/',                                '401  403  201  201  403   403    403', { body: (c) => ({ name: `Matrix group ${c.unique}` }) }),
  row('GET',    '/api/v1/manager/groups/{id}/',                           '401  403  200  200  403   403    403', { target: 'ownGroup' }),
  row('GET',    '/api/v1/manager/groups/{id}/',                           '401  403  404  404  403   403    403', { target: 'otherOrganizationsGroup' }),
  row('GET',    '/api/v1/manager/groups/{id}/',                           '401  403  200  200  403   403    403', { target: 'sharedGroup' }),
  row('PATCH',  '/api/v1/manager/groups/{id}/',                           '401  403  200  200  403   403    403', { target: 'ownGroup', body: () => ({ name: 'Matrix check' }) }),
  row('PATCH',  '/api/v1/manager/groups/{id}/',                           '401  403  404  404  403   403    403', { target: 'otherOrganizationsGroup', body: () => ({ name: 'Matrix check' }) }),
  row('DELETE', '/api/v1/manager/groups/{id}/',                           '401  403  204  204  403   403    403', { target: 'freshGroup' }),
  row('DELETE', '/api/v1/manager/groups/{id}/',                           '401  403  404  404  403   403    403', { target: 'otherOrganizationsGroup' }),
  row('GET',    '/api/v1/manager/subgroups/',                             '401  403  200  200  403   403    403'),
  row('POST',   '/api/v1/manager/subgroups/',                             '401  403  201  201  403   403    403', { body: (c) => ({ name: `Matrix subgroup ${c.unique}`, group_id: ownGroup(c.actor).group }) }),
  row('POST',   '/api/v1/manager/subgroups/',                             '401  403  422  422  403   403    403', { body: (c) => ({ name: `Matrix subgroup ${c.unique}`, group_id: lakesideGroup().group }) }),
  row('GET',    '/api/v1/manager/subgroups/{id}/',                        '401  403  200  200  403   403    403', { target: 'ownSubgroup' }),
  row('GET',    '/api/v1/manager/subgroups/{id}/',                        '401  403  404  404  403   403    403', { target: 'otherOrganizationsSubgroup' }),
  row('PATCH',  '/api/v1/manager/subgroups/{id}/',                        '401  403  200  200  403   403    403', { target: 'ownSubgroup', body: () => ({ name: 'Matrix check' }) }),
  row('PATCH',  '/api/v1/manager/subgroups/{id}/',                        '401  403  404  404  403   403    403', { target: 'otherOrganizationsSubgroup', body: () => ({ name: 'Matrix check' }) }),
  row('DELETE', '/api/v1/manager/subgroups/{id}/',                        '401  403  204  204  403   403    403', { target: 'freshSubgroup' }),
  row('DELETE', '/api/v1/manager/subgroups/{id}/',                        '401  403  404  404  403   403    403', { target: 'otherOrganizationsSubgroup' }),
  row('GET',    '/api/v1/manager/group-members/',                         '401  403  200  200  403   403    403'),
  row('POST',   '/api/v1/manager/group-members/',                         '401  403  201  201  403   403    403', { body: (c) => ({ talent_id: c.directory.userId('aisha.rahman@talent.example'), subgroup_id: ownGroup(c.actor).subgroup }) }),
  row('POST',   '/api/v1/manager/group-members/',                         '401  403  422  422  403   403    403', { body: (c) => ({ talent_id: c.directory.userId('aisha.rahman@talent.example'), subgroup_id: lakesideGroup().subgroup }) }),
  row('GET',    '/api/v1/manager/group-members/{id}/',                    '401  403  200  200  403   403    403', { target: 'ownGroupMember' }),
  row('GET',    '/api/v1/manager/group-members/{id}/',                    '401  403  404  404  403   403    403', { target: 'otherOrganizationsGroupMember' }),
  row('DELETE', '/api/v1/manager/group-members/{id}/',                    '401  403  204  204  403   403    403', { target: 'freshGroupMember' }),
  row('DELETE', '/api/v1/manager/group-members/{id}/',                    '401  403  404  404  403   403    403', { target: 'otherOrganizationsGroupMember' }),
  row('POST',   '/api/v1/manager/share-groups/',                          '401  403  201  201  403   403    403', { body: (c) => ({ group_id: ownGroup(c.actor).group, subgroup_ids: [ownGroup(c.actor).subgroup], manager_ids: [shareRecipient(c)] }) }),
  row('POST',   '/api/v1/manager/share-groups/',                          '401  403  422  422  403   403    403', { body: (c) => ({ group_id: lakesideGroup().group, subgroup_ids: [lakesideGroup().subgroup], manager_ids: [shareRecipient(c)] }) }),
  row('GET',    '/api/v1/organization_admin/groups/',                     '401  403  403  403  200   403    403'),
  row('POST',   '/api/v1/organization_admin/groups/',                     '401  403  403  403  201   403    403', { body: (c) => ({ name: `Matrix group ${c.unique}` }) }),
  row('GET',    '/api/v1/organization_admin/groups/{id}/',                '401  403  403  403  200   403    403', { target: 'ownGroup' }),
  row('GET',    '/api/v1/organization_admin/groups/{id}/',                '401  403  403  403  404   403    403', { target: 'otherOrganizationsGroup' }),
  row('GET',    '/api/v1/organization_admin/groups/{id}/',                '401  403  403  403  200   403    403', { target: 'sharedGroup' }),
  row('PATCH',  '/api/v1/organization_admin/groups/{id}/',                '401  403  403  403  200   403    403', { target: 'ownGroup', body: () => ({ name: 'Matrix check' }) }),
  row('PATCH',  '/api/v1/organization_admin/groups/{id}/',                '401  403  403  403  404   403    403', { target: 'otherOrganizationsGroup', body: () => ({ name: 'Matrix check' }) }),
  row('DELETE', '/api/v1/organization_admin/groups/{id}/',                '401  403  403  403  204   403    403', { target: 'freshGroup' }),
  row('DELETE', '/api/v1/organization_admin/groups/{id}/',                '401  403  403  403  404   403    403', { target: 'otherOrganizationsGroup' }),
  row('GET',    '/api/v1/organization_admin/subgroups/',                  '401  403  403  403  200   403    403'),
  row('POST',   '/api/v1/organization_admin/subgroups/',                  '401  403  403  403  201   403    403', { body: (c) => ({ name: `Matrix subgroup ${c.unique}`, group_id: ownGroup(c.actor).group }) }),
  row('POST',   '/api/v1/organization_admin/subgroups/',                  '401  403  403  403  422   403    403', { body: (c) => ({ name: `Matrix subgroup ${c.unique}`, group_id: lakesideGroup().group }) }),
  row('GET',    '/api/v1/organization_admin/subgroups/{id}/',             '401  403  403  403  200   403    403', { target: 'ownSubgroup' }),
  row('GET',    '/api/v1/organization_admin/subgroups/{id}/',             '401  403  403  403  404   403    403', { target: 'otherOrganizationsSubgroup' }),
  row('PATCH',  '/api/v1/organization_admin/subgroups/{id}/',             '401  403  403  403  200   403    403', { target: 'ownSubgroup', body: () => ({ name: 'Matrix check' }) }),
  row('PATCH',  '/api/v1/organization_admin/subgroups/{id}/',             '401  403  403  403  404   403    403', { target: 'otherOrganizationsSubgroup', body: () => ({ name: 'Matrix check' }) }),
  row('DELETE', '/api/v1/organization_admin/subgroups/{id}/',             '401  403  403  403  204   403    403', { target: 'freshSubgroup' }),
  row('DELETE', '/api/v1/organization_admin/subgroups/{id}/',             '401  403  403  403  404   403    403', { target: 'otherOrganizationsSubgroup' }),
  row('GET',    '/api/v1/organization_admin/group-members/',              '401  403  403  403  200   403    403'),
  row('POST',   '/api/v1/organization_admin/group-members/',              '401  403  403  403  201   403    403', { body: (c) => ({ talent_id: c.directory.userId('aisha.rahman@talent.example'), subgroup_id: ownGroup(c.actor).subgroup }) }),
  row('POST',   '/api/v1/organization_admin/group-members/',              '401  403  403  403  422   403    403', { body: (c) => ({ talent_id: c.directory.userId('aisha.rahman@talent.example'), subgroup_id: lakesideGroup().subgroup }) }),
  row('GET',    '/api/v1/organization_admin/group-members/{id}/',         '401  403  403  403  200   403    403', { target: 'ownGroupMember' }),
  row('GET',    '/api/v1/organization_admin/group-members/{id}/',         '401  403  403  403  404   403    403', { target: 'otherOrganizationsGroupMember' }),
  row('DELETE', '/api/v1/organization_admin/group-members/{id}/',         '401  403  403  403  204   403    403', { target: 'freshGroupMember' }),
  row('DELETE', '/api/v1/organization_admin/group-members/{id}/',         '401  403  403  403  404   403    403', { target: 'otherOrganizationsGroupMember' }),
  row('POST',   '/api/v1/organization_admin/share-groups/',               '401  403  403  403  201   403    403', { body: (c) => ({ group_id: ownGroup(c.actor).group, subgroup_ids: [ownGroup(c.actor).subgroup], manager_ids: [shareRecipient(c)] }) }),
  row('POST',   '/api/v1/organization_admin/share-groups/',               '401  403  403  403  422   403    403', { body: (c) => ({ group_id: lakesideGroup().group, subgroup_ids: [lakesideGroup().subgroup], manager_ids: [shareRecipient(c)] }) }),
  // The group shared with Northwind's other manager and admin: only its owner (Northwind's manager) renames it.
  row('PATCH',  '/api/v1/manager/groups/{id}/',                           '401  403  200  403  403   403    403', { target: 'sharedGroup', body: () => ({ name: 'Matrix shared' }) }),
  row('PATCH',  '/api/v1/organization_admin/groups/{id}/',                '401  403  403  403  403   403    403', { target: 'sharedGroup', body: () => ({ name: 'Matrix shared' }) }),

  // Documents, certificates, files
  // The talent's own documents and certificates (multipart), and their history.
  row('GET',    '/api/v1/talent/document_set/',                           '401  200  403  403  403   403    403'),
  row('PATCH',  '/api/v1/talent/document_set/',                           '401  200  403  403  403   403    403', { body: multipart(['flu_shot[begin_date]', '2026-01-05'], ['flu_shot[expiration_date]', '2031-01-05']) }),
  row('GET',    '/api/v1/talent/document_set/history/',                   '401  200  403  403  403   403    403'),
  row('GET',    '/api/v1/talent/certificates/',                           '401  200  403  403  403   403    403'),
  row('POST',   '/api/v1/talent/certificates/',                           '401  201  403  403  403   403    403', { body: multipart(['document_name', 'Matrix certificate'], ['file', tinyPdf(), 'matrix.pdf']) }),
  row('PUT',    '/api/v1/talent/certificates/{id}/',                      '401  200  403  403  403   403    403', { target: 'ownCertificate', body: multipart(['document_name', 'Matrix check']) }),
  row('PUT',    '/api/v1/talent/certificates/{id}/',                      '401  404  403  403  403   403    403', { target: 'otherTalentsCertificate', body: multipart(['document_name', 'Matrix check']) }),
  row('DELETE', '/api/v1/talent/certificates/{id}/',                      '401  204  403  403  403   403    403', { target: 'freshCertificate' }),
  row('DELETE', '/api/v1/talent/certificates/{id}/',                      '401  404  403  403  403   403    403', { target: 'otherTalentsCertificate' }),
  // Picture and video (the matrix server runs without the talentProfileVideo flag: 404 for the talent).
  row('POST',   '/api/v1/talent/avatar/',                                 '401  200  403  403  403   403    403', { body: multipart(['file', tinyPng(), 'me.png']) }),
  row('DELETE', '/api/v1/talent/avatar/',                                 '401  200  403  403  403   403    403'),
  row('POST',   '/api/v1/talent/profile-video/',                          '401  404  403  403  403   403    403', { body: multipart(['file', tinyMp4(), 'intro.mp4']) }),
  row('DELETE', '/api/v1/talent/profile-video/',                          '401  404  403  403  403   403    403'),
  // A talent's documents on the organization side: approved, active talents, under the reader's role prefix.
  row('GET',    '/api/v1/manager/talents/{id}/document_set/',             '401  403  200  200  403   403    403', { target: 'otherTalent' }),
  row('GET',    '/api/v1/manager/talents/{id}/document_set/',             '401  403  404  404  403   403    403', { target: 'unapprovedTalent' }),
  row('GET',    '/api/v1/manager/talents/{id}/document_set/',             '401  403  404  404  403   403    403', { target: 'ownOrganizationUser' }),
  row('GET',    '/api/v1/organization_admin/talents/{id}/document_set/',  '401  403  403  403  200   403    403', { target: 'otherTalent' }),
  row('GET',    '/api/v1/organization_admin/talents/{id}/document_set/',  '401  403  403  403  404   403    403', { target: 'unapprovedTalent' }),
  row('GET',    '/api/v1/organization_admin/talents/{id}/document_set/',  '401  403  403  403  404   403    403', { target: 'ownOrganizationUser' }),
  row('GET',    '/api/v1/super_admin/talents/{id}/document_set/',         '401  403  403  403  403   403    200', { target: 'otherTalent' }),
  row('GET',    '/api/v1/super_admin/talents/{id}/document_set/',         '401  403  403  403  403   403    200', { target: 'unapprovedTalent' }),
  row('GET',    '/api/v1/super_admin/talents/{id}/document_set/',         '401  403  403  403  403   403    404', { target: 'ownOrganizationUser' }),
  row('GET',    '/api/v1/super_admin/talents/{id}/document_set/history/', '401  403  403  403  403   403    200', { target: 'otherTalent' }),
  row('GET',    '/api/v1/super_admin/talents/{id}/document_set/history/', '401  403  403  403  403   403    404', { target: 'ownOrganizationUser' }),
  // Stored files: whoever may read the owning talent's records; 404 for everyone else.
  row('GET',    '/api/v1/files/{id}/',                                    '401  200  200  200  200   404    200', { target: 'talentsFile' }),
  row('GET',    '/api/v1/files/{id}/',                                    '401  404  200  200  200   404    200', { target: 'otherTalentsFile' }),
  row('GET',    '/api/v1/files/{id}/',                                    '401  404  404  404  404   404    200', { target: 'unapprovedTalentsFile' }),
  // The daily document-expiry e-mails, on demand.
  row('POST',   '/api/v1/super_admin/jobs/document-expiry/run/',          '401  403  403  403  403   403    200'),
  // Console: the Background jobs page
  row('GET',    '/api/v1/super_admin/jobs/',                              '401  403  403  403  403   403    200'),

  // Organizations
  // The super admin's organizations: every organization; nobody else (a role not listed gets 403).
  row('GET',    '/api/v1/super_admin/organizations/',                     '401  403  403  403  403   403    200'),
  row('POST',   '/api/v1/super_admin/organizations/',                     '401  403  403  403  403   403    201', { body: newOrganization }),
  row('POST',   '/api/v1/super_admin/organizations/',                     '401  403  403  403  403   403    201', { body: (c) => multipart(['account_type', 'prospect'], ['name', `Matrix Logo ${c.unique}`], ['address1', '1 Test Way'], ['city', 'Madison'], ['state', 'WI'], ['zip_code', '53703'], ['logo', tinyPng(), 'logo.png'])() }),
  row('GET',    '/api/v1/super_admin/organizations/count/',               '401  403  403  403  403   403    200'),
  row('GET',    '/api/v1/super_admin/organizations/{id}/',                '401  403  403  403  403   403    200', { target: 'ownOrganization' }),
  row('GET',    '/api/v1/super_admin/organizations/{id}/',                '401  403  403  403  403   403    200', { target: 'otherOrganization' }),
  row('PUT',    '/api/v1/super_admin/organizations/{id}/',                '401  403  403  403  403   403    200', { target: 'otherOrganization', body: () => ({ note: 'Matrix check' }) }),
  row('PATCH',  '/api/v1/super_admin/organizations/{id}/',                '401  403  403  403  403   403    200', { target: 'ownOrganization', body: () => ({ note: 'Matrix check' }) }),
  row('GET',    '/api/v1/super_admin/organizations/{id}/users_count/',    '401  403  403  403  403   403    200', { target: 'otherOrganization' }),
  row('GET',    '/api/v1/super_admin/organizations/{id}/engagements_count/', '401  403  403  403  403   403    200', { target: 'otherOrganization' }),
  // The organization admin's own organization (Change Rate included); another organization reads as 404.
  row('GET',    '/api/v1/organization_admin/organizations/{id}/',         '401  403  403  403  200   403    403', { target: 'ownOrganization' }),
  row('GET',    '/api/v1/organization_admin/organizations/{id}/',         '401  403  403  403  404   403    403', { target: 'otherOrganization' }),
  row('PUT',    '/api/v1/organization_admin/organizations/{id}/',         '401  403  403  403  200   403    403', { target: 'ownOrganization', body: () => ({ rate: 20, tier_rate: 26 }) }),
  row('PUT',    '/api/v1/organization_admin/organizations/{id}/',         '401  403  403  403  404   403    403', { target: 'otherOrganization', body: () => ({ rate: 20, tier_rate: 26 }) }),
  row('PATCH',  '/api/v1/organization_admin/organizations/{id}/',         '401  403  403  403  200   403    403', { target: 'ownOrganization', body: () => ({ rate: 20 }) }),
  row('PATCH',  '/api/v1/organization_admin/organizations/{id}/',         '401  403  403  403  404   403    403', { target: 'otherOrganization', body: () => ({ rate: 20 }) }),
  row('GET',    '/api/v1/organization_admin/organizations/{id}/users_count/', '401  403  403  403  200   403    403', { target: 'ownOrganization' }),
  row('GET',    '/api/v1/organization_admin/organizations/{id}/users_count/', '401  403  403  403  404   403    403', { target: 'otherOrganization' }),
  row('GET',    '/api/v1/organization_admin/organizations/{id}/engagements_count/', '401  403  403  403  200   403    403', { target: 'ownOrganization' }),
  row('GET',    '/api/v1/organization_admin/organizations/{id}/engagements_count/', '401  403  403  403  404   403    403', { target: 'otherOrganization' }),
  // A logo is a stored file every member of its organization (and the super admin) reads.
  row('GET',    '/api/v1/files/{id}/',                                    '401  404  200  200  200   200    200', { target: 'ownOrganizationLogo' }),
  row('GET',    '/api/v1/files/{id}/',                                    '401  404  404  404  404   404    200', { target: 'otherOrganizationLogo' }),

  // Organization users and departments
  // The organization admin's users: their own organization only (another organization's id reads as 404).
  row('GET',    '/api/v1/organization_admin/users/',                      '401  403  403  403  200   403    403'),
  row('GET',    '/api/v1/organization_admin/users/',                      '401  403  403  403  200   403    403', { query: '?for_action=engagements' }),
  row('POST',   '/api/v1/organization_admin/users/',                      '401  403  403  403  201   403    403', { body: newOrganizationUser() }),
  row('GET',    '/api/v1/organization_admin/users/{id}/',                 '401  403  403  403  200   403    403', { target: 'ownOrganizationUser' }),
  row('GET',    '/api/v1/organization_admin/users/{id}/',                 '401  403  403  403  404   403    403', { target: 'otherOrganizationUser' }),
  row('GET',    '/api/v1/organization_admin/users/{id}/',                 '401  403  403  403  404   403    403', { target: 'otherTalent' }),
  row('PUT',    '/api/v1/organization_admin/users/{id}/',                 '401  403  403  403  200   403    403', { target: 'freshOrganizationUser', body: newOrganizationUser() }),
  row('PUT',    '/api/v1/organization_admin/users/{id}/',                 '401  403  403  403  404   403    403', { target: 'otherOrganizationUser', body: newOrganizationUser() }),
  row('PATCH',  '/api/v1/organization_admin/users/{id}/',                 '401  403  403  403  200   403    403', { target: 'ownOrganizationUser', body: () => ({ has_time_sheet_approval: true }) }),
  row('PATCH',  '/api/v1/organization_admin/users/{id}/',                 '401  403  403  403  404   403    403', { target: 'otherOrganizationUser', body: () => ({ has_time_sheet_approval: true }) }),
  row('POST',   '/api/v1/organization_admin/users/{id}/reassign/',        '401  403  403  403  200   403    403', { target: 'ownOrganizationUser', body: reassignToNorthwindAdmin }),
  row('POST',   '/api/v1/organization_admin/users/{id}/reassign/',        '401  403  403  403  404   403    403', { target: 'otherOrganizationUser', body: reassignToNorthwindAdmin }),
  // The super admin's users: every organization's members, never a talent.
  row('GET',    '/api/v1/super_admin/users/',                             '401  403  403  403  403   403    200'),
  row('POST',   '/api/v1/super_admin/users/',                             '401  403  403  403  403   403    201', { body: newOrganizationUser('own') }),
  row('GET',    '/api/v1/super_admin/users/{id}/',                        '401  403  403  403  403   403    200', { target: 'otherOrganizationUser' }),
  row('GET',    '/api/v1/super_admin/users/{id}/',                        '401  403  403  403  403   403    404', { target: 'otherTalent' }),
  row('PUT',    '/api/v1/super_admin/users/{id}/',                        '401  403  403  403  403   403    200', { target: 'freshOrganizationUser', body: newOrganizationUser() }),
  row('PATCH',  '/api/v1/super_admin/users/{id}/',                        '401  403  403  403  403   403    200', { target: 'otherOrganizationUser', body: () => ({ has_time_sheet_approval: true }) }),
  row('POST',   '/api/v1/super_admin/users/{id}/reassign/',               '401  403  403  403  403   403    200', { target: 'ownOrganizationUser', body: reassignToNorthwindAdmin }),
  // A manager's colleagues (Share Group).
  row('GET',    '/api/v1/manager/users/',                                 '401  403  200  200  403   403    403'),
  // Departments: the organization admin's own, the super admin's any, the manager's to read.
  row('GET',    '/api/v1/organization_admin/departments/',                '401  403  403  403  200   403    403'),
  row('POST',   '/api/v1/organization_admin/departments/',                '401  403  403  403  201   403    403', { body: newDepartment() }),
  row('PATCH',  '/api/v1/organization_admin/departments/{id}/',           '401  403  403  403  200   403    403', { target: 'ownDepartment', body: () => ({ description: 'Matrix check' }) }),
  row('PATCH',  '/api/v1/organization_admin/departments/{id}/',           '401  403  403  403  404   403    403', { target: 'otherOrganizationsDepartment', body: () => ({ description: 'Matrix check' }) }),
  row('GET',    '/api/v1/super_admin/departments/',                       '401  403  403  403  403   403    200'),
  row('POST',   '/api/v1/super_admin/departments/',                       '401  403  403  403  403   403    201', { body: newDepartment('own') }),
  row('PATCH',  '/api/v1/super_admin/departments/{id}/',                  '401  403  403  403  403   403    200', { target: 'otherOrganizationsDepartment', body: () => ({ description: 'Matrix check' }) }),
  row('GET',    '/api/v1/manager/departments/',                           '401  403  200  200  403   403    403'),

  // --- /api/admin (the console's dialect): users. Every role but the super admin gets 403 outright.
  row('GET',    '/api/admin/users',                                       '401  403  403  403  403   403    200'),
  row('GET',    '/api/admin/users/{id}',                                  '401  403  403  403  403   403    200', { target: 'self' }),
  row('GET',    '/api/admin/users/{id}',                                  '401  403  403  403  403   403    200', { target: 'otherTalent' }),
  row('GET',    '/api/admin/users/{id}',                                  '401  403  403  403  403   403    200', { target: 'ownOrganizationUser' }),
  row('GET',    '/api/admin/users/{id}',                                  '401  403  403  403  403   403    200', { target: 'otherOrganizationUser' }),
  row('POST',   '/api/admin/users',                                       '401  403  403  403  403   403    201', { body: newMember('own') }),
  row('POST',   '/api/admin/users',                                       '401  403  403  403  403   403    201', { body: newMember('other') }),
  row('PUT',    '/api/admin/users/{id}',                                  '401  403  403  403  403   403    200', { target: 'self', body: title }),
  // Organization users: the console reads the user before applying the role rules, so a user
  // the caller may not read is a 404 (as on GET), one they may read but not change a 403.
  row('PUT',    '/api/admin/users/{id}',                                  '401  403  403  403  403   403    200', { target: 'otherTalent', body: title }),
  row('PUT',    '/api/admin/users/{id}',                                  '401  403  403  403  403   403    200', { target: 'ownOrganizationUser', body: title }),
  row('PUT',    '/api/admin/users/{id}',                                  '401  403  403  403  403   403    200', { target: 'otherOrganizationUser', body: title }),
  row('DELETE', '/api/admin/users/{id}',                                  '401  403  403  403  403   403    200', { target: 'freshUser' }),
  // --- /api/admin: organizations
  row('GET',    '/api/admin/organizations',                               '401  403  403  403  403   403    200'),
  row('GET',    '/api/admin/organizations/{id}',                          '401  403  403  403  403   403    200', { target: 'ownOrganization' }),
  row('GET',    '/api/admin/organizations/{id}',                          '401  403  403  403  403   403    200', { target: 'otherOrganization' }),
  row('POST',   '/api/admin/organizations',                               '401  403  403  403  403   403    201', { body: newOrganization }),
  row('PUT',    '/api/admin/organizations/{id}',                          '401  403  403  403  403   403    200', { target: 'ownOrganization', body: () => ({ note: 'Matrix check' }) }),
  row('PUT',    '/api/admin/organizations/{id}',                          '401  403  403  403  403   403    200', { target: 'otherOrganization', body: () => ({ note: 'Matrix check' }) }),
  row('DELETE', '/api/admin/organizations/{id}',                          '401  403  403  403  403   403    200', { target: 'freshOrganization' }),
  // Console resources
  // talents: users with the role talent and nobody else; only the super admin writes; no create or delete.
  row('GET',    '/api/admin/talents',                                     '401  403  403  403  403   403    200'),
  row('GET',    '/api/admin/talents/{id}',                                '401  403  403  403  403   403    404', { target: 'self' }),
  row('GET',    '/api/admin/talents/{id}',                                '401  403  403  403  403   403    200', { target: 'otherTalent' }),
  row('GET',    '/api/admin/talents/{id}',                                '401  403  403  403  403   403    404', { target: 'ownOrganizationUser' }),
  row('POST',   '/api/admin/talents',                                     '401  403  403  403  403   403    405', { body: (c) => ({ email: `talent.${c.unique}@matrix.example`, firstName: 'Matrix', lastName: 'Talent' }) }),
  row('PUT',    '/api/admin/talents/{id}',                                '401  403  403  403  403   403    404', { target: 'self', body: () => ({ city: 'Madison' }) }),
  row('PUT',    '/api/admin/talents/{id}',                                '401  403  403  403  403   403    200', { target: 'otherTalent', body: () => ({ city: 'Madison' }) }),
  row('PUT',    '/api/admin/talents/{id}',                                '401  403  403  403  403   403    404', { target: 'ownOrganizationUser', body: () => ({ city: 'Madison' }) }),
  row('DELETE', '/api/admin/talents/{id}',                                '401  403  403  403  403   403    405', { target: 'otherTalent' }),
  // the specialization tree, its roles and skills: reference data every signed-in user reads, the super admin writes.
  row('GET',    '/api/admin/specializations',                             '401  403  403  403  403   403    200', { query: `?filter=${encodeURIComponent('{"parent":null}')}` }),
  row('GET',    '/api/admin/specializations/{id}',                        '401  403  403  403  403   403    200', { target: 'specialization' }),
  row('POST',   '/api/admin/specializations',                             '401  403  403  403  403   403    201', { body: newNode }),
  row('PUT',    '/api/admin/specializations/{id}',                        '401  403  403  403  403   403    200', { target: 'specialization', body: () => ({ sortOrder: 0 }) }),
  row('DELETE', '/api/admin/specializations/{id}',                        '401  403  403  403  403   403    200', { target: 'freshSpecialization' }),
  row('GET',    '/api/admin/specialization-roles',                        '401  403  403  403  403   403    200'),
  row('GET',    '/api/admin/specialization-roles/{id}',                   '401  403  403  403  403   403    200', { target: 'specializationRole' }),
  row('POST',   '/api/admin/specialization-roles',                        '401  403  403  403  403   403    201', { body: newAttachment }),
  row('PUT',    '/api/admin/specialization-roles/{id}',                   '401  403  403  403  403   403    200', { target: 'specializationRole', body: (c) => ({ name: `Matrix Role ${c.unique}` }) }),
  row('DELETE', '/api/admin/specialization-roles/{id}',                   '401  403  403  403  403   403    200', { target: 'freshSpecializationRole' }),
  row('GET',    '/api/admin/specialization-skills',                       '401  403  403  403  403   403    200'),
  row('GET',    '/api/admin/specialization-skills/{id}',                  '401  403  403  403  403   403    200', { target: 'specializationSkill' }),
  row('POST',   '/api/admin/specialization-skills',                       '401  403  403  403  403   403    201', { body: newAttachment }),
  row('PUT',    '/api/admin/specialization-skills/{id}',                  '401  403  403  403  403   403    200', { target: 'specializationSkill', body: (c) => ({ name: `Matrix Skill ${c.unique}` }) }),
  row('DELETE', '/api/admin/specialization-skills/{id}',                  '401  403  403  403  403   403    200', { target: 'freshSpecializationSkill' }),
  // document lead times: read by anyone signed in, set by the super admin; rows are never deleted.
  row('GET',    '/api/admin/document-types',                              '401  403  403  403  403   403    200'),
  row('GET',    '/api/admin/document-types/{id}',                         '401  403  403  403  403   403    200', { target: 'documentType' }),
  row('POST',   '/api/admin/document-types',                              '401  403  403  403  403   403    201', { body: () => ({ type: 'tuberculosisVax', label: 'TB', expiresSoonDays: 14 }) }),
  row('PUT',    '/api/admin/document-types/{id}',                         '401  403  403  403  403   403    200', { target: 'documentType', body: () => ({ expiresSoonDays: 21 }) }),
  row('DELETE', '/api/admin/document-types/{id}',                         '401  403  403  403  403   403    405', { target: 'documentType' }),

  // Groups, Payload's generated REST: reads scoped like /api/v1 (the owner, users a subgroup
  // was shared with, the super admin); writes only through /api/v1 (access/serverWrites.ts): 403 for everyone.
  row('GET',    '/api/groups',                                            '401  403  403  403  403   403    200'),
  row('GET',    '/api/groups/{id}',                                       '401  403  403  403  403   403    200', { target: 'ownGroup' }),
  row('GET',    '/api/groups/{id}',                                       '401  403  403  403  403   403    200', { target: 'otherOrganizationsGroup' }),
  row('POST',   '/api/groups',                                            '401  403  403  403  403   403    403', { body: (c) => ({ name: 'Rest', owner: c.selfId, organization: c.directory.organizationId('Northwind Health System') }) }),
  row('PATCH',  '/api/groups/{id}',                                       '401  403  403  403  403   403    403', { target: 'ownGroup', body: () => ({ name: 'Rest' }) }),
  row('DELETE', '/api/groups/{id}',                                       '401  403  403  403  403   403    403', { target: 'ownGroup' }),
  row('GET',    '/api/subgroups',                                         '401  403  403  403  403   403    200'),
  row('GET',    '/api/subgroups/{id}',                                    '401  403  403  403  403   403    200', { target: 'ownSubgroup' }),
  row('GET',    '/api/subgroups/{id}',                                    '401  403  403  403  403   403    200', { target: 'otherOrganizationsSubgroup' }),
  row('POST',   '/api/subgroups',                                         '401  403  403  403  403   403    403', { body: (c) => ({ name: 'Rest', group: ownGroup(c.actor).group, organization: c.directory.organizationId('Northwind Health System') }) }),
  row('PATCH',  '/api/subgroups/{id}',                                    '401  403  403  403  403   403    403', { target: 'ownSubgroup', body: () => ({ name: 'Rest' }) }),
  row('DELETE', '/api/subgroups/{id}',                                    '401  403  403  403  403   403    403', { target: 'ownSubgroup' }),
  row('GET',    '/api/group-members',                                     '401  403  403  403  403   403    200'),
  row('GET',    '/api/group-members/{id}',                                '401  403  403  403  403   403    200', { target: 'ownGroupMember' }),
  row('GET',    '/api/group-members/{id}',                                '401  403  403  403  403   403    200', { target: 'otherOrganizationsGroupMember' }),
  row('POST',   '/api/group-members',                                     '401  403  403  403  403   403    403', { body: (c) => ({ talent: c.directory.userId('aisha.rahman@talent.example'), subgroup: ownGroup(c.actor).subgroup, group: ownGroup(c.actor).group, organization: c.directory.organizationId('Northwind Health System') }) }),
  row('PATCH',  '/api/group-members/{id}',                                '401  403  403  403  403   403    403', { target: 'ownGroupMember', body: (c) => ({ talent: c.directory.userId('aisha.rahman@talent.example') }) }),
  row('DELETE', '/api/group-members/{id}',                                '401  403  403  403  403   403    403', { target: 'ownGroupMember' }),
  row('GET',    '/api/group-shares',                                      '401  403  403  403  403   403    200'),
  row('GET',    '/api/group-shares/{id}',                                 '401  403  403  403  403   403    200', { target: 'ownGroupShare' }),
  row('POST',   '/api/group-shares',                                      '401  403  403  403  403   403    403', { body: (c) => ({ group: ownGroup(c.actor).group, subgroup: ownGroup(c.actor).subgroup, sharedBy: c.selfId, sharedWith: shareRecipient(c), organization: c.directory.organizationId('Northwind Health System') }) }),
  row('PATCH',  '/api/group-shares/{id}',                                 '401  403  403  403  403   403    403', { target: 'ownGroupShare', body: (c) => ({ sharedWith: c.selfId }) }),
  row('DELETE', '/api/group-shares/{id}',                                 '401  403  403  403  403   403    403', { target: 'ownGroupShare' }),
  // --- Payload's generated REST: users
  row('GET',    '/api/users',                                             '401  403  403  403  403   403    200'),
  row('GET',    '/api/users/{id}',                                        '401  403  403  403  403   403    200', { target: 'self' }),
  row('GET',    '/api/users/{id}',                                        '401  403  403  403  403   403    200', { target: 'otherTalent' }),
  row('GET',    '/api/users/{id}',                                        '401  403  403  403  403   403    200', { target: 'ownOrganizationUser' }),
  row('GET',    '/api/users/{id}',                                        '401  403  403  403  403   403    200', { target: 'otherOrganizationUser' }),
  row('POST',   '/api/users',                                             '401  403  403  403  403   403    201', { body: newMember('own') }),
  row('PATCH',  '/api/users/{id}',                                        '401  403  403  403  403   403    200', { target: 'self', body: () => ({ role: 'super_admin' }) }),
  row('PATCH',  '/api/users/{id}',                                        '401  403  403  403  403   403    200', { target: 'otherTalent', body: title }),
  row('PATCH',  '/api/users/{id}',                                        '401  403  403  403  403   403    200', { target: 'ownOrganizationUser', body: title }),
  row('PATCH',  '/api/users/{id}',                                        '401  403  403  403  403   403    200', { target: 'otherOrganizationUser', body: title }),
  row('DELETE', '/api/users/{id}',                                        '401  403  403  403  403   403    200', { target: 'freshUser' }),
  // Credentials are closed to the generated REST, for the super admin too (403, nothing changes)
  row('PATCH',  '/api/users/{id}',                                        '401  403  403  403  403   403    403', { target: 'self', body: () => ({ password: 'Taken#Over2026' }) }),
  // The contract replaces Payload's own sign-in, sign-out and password routes (collections/Users/closedAuthRoutes.ts).
  row('POST',   '/api/users/login',                                       '401  403  403  403  403   403    404', { body: () => ({ email: 'david.kowalski@talent.example', password: 'Talentgrid#2026' }) }),
  row('POST',   '/api/users/forgot-password',                             '401  403  403  403  403   403    404', { body: () => ({ email: 'david.kowalski@talent.example' }) }),
  row('POST',   '/api/users/reset-password',                              '401  403  403  403  403   403    404', { body: () => ({ token: 'x', password: 'Strong#Pass9' }) }),
  row('POST',   '/api/users/unlock',                                      '401  403  403  403  403   403    200', { body: () => ({ email: 'grace.thompson@talent.example' }) }),
  // --- Payload's generated REST: organizations (written only where the organization rules apply)
  row('GET',    '/api/organizations',                                     '401  403  403  403  403   403    200'),
  row('GET',    '/api/organizations/{id}',                                '401  403  403  403  403   403    200', { target: 'ownOrganization' }),
  row('GET',    '/api/organizations/{id}',                                '401  403  403  403  403   403    200', { target: 'otherOrganization' }),
  row('POST',   '/api/organizations',                                     '401  403  403  403  403   403    403', { body: newOrganization }),
  row('PATCH',  '/api/organizations/{id}',                                '401  403  403  403  403   403    403', { target: 'ownOrganization', body: () => ({ note: 'Matrix check' }) }),
  row('PATCH',  '/api/organizations/{id}',                                '401  403  403  403  403   403    403', { target: 'otherOrganization', body: () => ({ note: 'Matrix check' }) }),
  row('DELETE', '/api/organizations/{id}',                                '401  403  403  403  403   403    200', { target: 'freshOrganization' }),
  // Organization users and departments, Payload's generated REST and the console
  // Departments: read by their organization's members, written by its admin (the collection's hook keeps
  // the taxonomy rule), deleted by nobody.
  row('GET',    '/api/departments',                                       '401  403  403  403  403   403    200'),
  row('GET',    '/api/departments/{id}',                                  '401  403  403  403  403   403    200', { target: 'ownDepartment' }),
  row('GET',    '/api/departments/{id}',                                  '401  403  403  403  403   403    200', { target: 'otherOrganizationsDepartment' }),
  row('POST',   '/api/departments',                                       '401  403  403  403  403   403    201', { body: newDepartment('rest') }),
  row('PATCH',  '/api/departments/{id}',                                  '401  403  403  403  403   403    200', { target: 'ownDepartment', body: () => ({ description: 'Matrix check' }) }),
  row('PATCH',  '/api/departments/{id}',                                  '401  403  403  403  403   403    200', { target: 'otherOrganizationsDepartment', body: () => ({ description: 'Matrix check' }) }),
  row('DELETE', '/api/departments/{id}',                                  '401  403  403  403  403   403    403', { target: 'ownDepartment' }),
  // Engagements: the generated REST is the super admin's, who writes none of them here either:
  // every write goes through /api/v1 (the server-write context). Who reads which rows and fields is the
  // collection's rule, compared with the contract in tests/api/generatedRestMatrix.test.ts.
  row('GET',    '/api/engagements',                                       '401  403  403  403  403   403    200'),
  row('GET',    '/api/engagements/{id}',                                  '401  403  403  403  403   403    200', { target: 'ownEngagement' }),
  row('GET',    '/api/engagements/{id}',                                  '401  403  403  403  403   403    200', { target: 'otherOrganizationsEngagement' }),
  row('POST',   '/api/engagements',                                       '401  403  403  403  403   403    403', { body: newEngagement }),
  row('PATCH',  '/api/engagements/{id}',                                  '401  403  403  403  403   403    403', { target: 'ownEngagement', body: () => ({ status: 'active' }) }),
  row('DELETE', '/api/engagements/{id}',                                  '401  403  403  403  403   403    403', { target: 'freshEngagement' }),
  // The console's departments: as the collection allows; never deleted.
  row('GET',    '/api/admin/departments',                                 '401  403  403  403  403   403    200'),
  row('GET',    '/api/admin/departments/{id}',                            '401  403  403  403  403   403    200', { target: 'ownDepartment' }),
  row('GET',    '/api/admin/departments/{id}',                            '401  403  403  403  403   403    200', { target: 'otherOrganizationsDepartment' }),
  row('POST',   '/api/admin/departments',                                 '401  403  403  403  403   403    201', { body: newDepartment('rest') }),
  row('PUT',    '/api/admin/departments/{id}',                            '401  403  403  403  403   403    200', { target: 'ownDepartment', body: () => ({ description: 'Matrix check' }) }),
  row('PUT',    '/api/admin/departments/{id}',                            '401  403  403  403  403   403    200', { target: 'otherOrganizationsDepartment', body: () => ({ description: 'Matrix check' }) }),
  row('DELETE', '/api/admin/departments/{id}',                            '401  403  403  403  403   403    405', { target: 'ownDepartment' }),
  // --- Payload's generated REST: impersonation records (written only by the server)
  row('GET',    '/api/impersonations',                                    '401  403  403  403  403   403    200'),
  row('GET',    '/api/impersonations/{id}',                               '401  403  403  403  403   403    200', { target: 'impersonationRecord' }),
  row('POST',   '/api/impersonations',                                    '401  403  403  403  403   403    403', { body: (c) => ({ superAdmin: c.selfId, impersonatedUser: c.selfId, sessionId: 'forged', startedAt: '2026-01-01T00:00:00.000Z' }) }),
  row('PATCH',  '/api/impersonations/{id}',                               '401  403  403  403  403   403    403', { target: 'impersonationRecord', body: () => ({ endedAt: null }) }),
  row('DELETE', '/api/impersonations/{id}',                               '401  403  403  403  403   403    403', { target: 'impersonationRecord' }),
  // --- Payload's generated REST: invitations
  row('GET',    '/api/invites',                                           '401  403  403  403  403   403    200'),
  row('GET',    '/api/invites/{id}',                                      '401  403  403  403  403   403    200', { target: 'ownInvite' }),
  row('GET',    '/api/invites/{id}',                                      '401  403  403  403  403   403    200', { target: 'otherTalentsInvite' }),
  row('POST',   '/api/invites',                                           '401  403  403  403  403   403    201', { body: (c) => ({ email: `rest.${c.unique}@matrix.example`, firstName: 'Rest', lastName: 'Invitee', inviteType: 'talent', invitedBy: c.selfId }) }),
  row('PATCH',  '/api/invites/{id}',                                      '401  403  403  403  403   403    200', { target: 'ownInvite', body: () => ({ message: 'Matrix check' }) }),
  row('PATCH',  '/api/invites/{id}',                                      '401  403  403  403  403   403    200', { target: 'otherTalentsInvite', body: () => ({ message: 'Matrix check' }) }),
  row('DELETE', '/api/invites/{id}',                                      '401  403  403  403  403   403    200', { target: 'freshInvite' }),
  // Comments and audit trail
  // Comments (the matrix server runs with showOrgComments and showSuperadminComments on): managers,
  // organization admins and the super admin; 1 is seen within its organization, 3 by every organization,
  // 4 by the super admin only; only the author edits; the author, the super admin and an organization
  // admin (own organization) delete; talents and contacts never reach them.
  row('GET',    '/api/v1/org-side/comment/',                              '401  403  200  200  200   403    200', { target: 'otherTalent', query: '?talent_id={id}' }),
  row('GET',    '/api/v1/org-side/comment/',                              '401  403  404  404  404   403    200', { target: 'unapprovedTalent', query: '?talent_id={id}' }),
  row('POST',   '/api/v1/org-side/comment/',                              '401  403  201  201  201   403    201', { body: (c) => ({ comment_text: '<p>Matrix check</p>', comment_permission_id: c.actor === 'superAdmin' ? 3 : 1 }) }),
  row('GET',    '/api/v1/org-side/comment/{id}/',                         '401  403  200  200  200   403    200', { target: 'ownOrganizationComment' }),
  row('GET',    '/api/v1/org-side/comment/{id}/',                         '401  403  404  404  404   403    200', { target: 'otherOrganizationComment' }),
  row('GET',    '/api/v1/org-side/comment/{id}/',                         '401  403  200  200  200   403    200', { target: 'superAdminPublicComment' }),
  row('GET',    '/api/v1/org-side/comment/{id}/',                         '401  403  404  404  404   403    200', { target: 'superAdminPrivateComment' }),
  row('PATCH',  '/api/v1/org-side/comment/{id}/',                         '401  403  200  200  200   403    200', { target: 'freshOwnComment', body: () => ({ comment_text: '<p>Edited</p>' }) }),
  row('PATCH',  '/api/v1/org-side/comment/{id}/',                         '401  403  200  403  403   403    403', { target: 'ownOrganizationComment', body: () => ({ comment_text: '<p>Edited</p>' }) }),
  row('PATCH',  '/api/v1/org-side/comment/{id}/',                         '401  403  404  404  404   403    403', { target: 'otherOrganizationComment', body: () => ({ comment_text: '<p>Edited</p>' }) }),
  row('DELETE', '/api/v1/org-side/comment/{id}/',                         '401  403  204  204  204   403    204', { target: 'freshOwnComment' }),
  row('DELETE', '/api/v1/org-side/comment/{id}/',                         '401  403  204  403  204   403    204', { target: 'freshOrganizationComment' }),
  row('DELETE', '/api/v1/org-side/comment/{id}/',                         '401  403  404  404  404   403    204', { target: 'freshOtherOrganizationComment' }),
  row('POST',   '/api/v1/org-side/profile_comment/',                      '401  403  201  201  201   403    201', { body: (c) => ({ comment_id: commentFixtures.unlinked.get(c.actor) ?? commentFixtures.unlinked.get('manager'), talent_id: c.directory.userId(demo.otherTalent) }) }),
  row('POST',   '/api/v1/org-side/profile_comment/',                      '401  403  404  404  404   403    404', { body: (c) => ({ comment_id: commentFixtures.otherOrganizationUnlinked, talent_id: c.directory.userId(demo.otherTalent) }) }),
  // The audit trail: the super admin all of it, an organization admin their organization's.
  row('GET',    '/api/v1/super_admin/audit-events/',                      '401  403  403  403  403   403    200'),
  row('GET',    '/api/v1/organization_admin/audit-events/',               '401  403  403  403  200   403    403'),
  // The console's dialect: comments are moderated (read, delete), the trail only read.
  row('GET',    '/api/admin/comments',                                    '401  403  403  403  403   403    200'),
  row('GET',    '/api/admin/comments/{id}',                               '401  403  403  403  403   403    200', { target: 'ownOrganizationComment' }),
  row('GET',    '/api/admin/comments/{id}',                               '401  403  403  403  403   403    200', { target: 'otherOrganizationComment' }),
  row('POST',   '/api/admin/comments',                                    '401  403  403  403  403   403    405', { body: () => ({ commentText: 'Matrix check', commentPermissionId: 1 }) }),
  row('PUT',    '/api/admin/comments/{id}',                               '401  403  403  403  403   403    405', { target: 'ownOrganizationComment', body: () => ({ commentText: 'Matrix check' }) }),
  row('DELETE', '/api/admin/comments/{id}',                               '401  403  403  403  403   403    200', { target: 'freshOrganizationComment' }),
  row('GET',    '/api/admin/audit-events',                                '401  403  403  403  403   403    200'),
  row('GET',    '/api/admin/audit-events/{id}',                           '401  403  403  403  403   403    200', { target: 'ownOrganizationAuditEvent' }),
  row('GET',    '/api/admin/audit-events/{id}',                           '401  403  403  403  403   403    200', { target: 'otherOrganizationAuditEvent' }),
  row('POST',   '/api/admin/audit-events',                                '401  403  403  403  403   403    405', { body: forgedAuditEvent }),
  row('PUT',    '/api/admin/audit-events/{id}',                           '401  403  403  403  403   403    405', { target: 'ownOrganizationAuditEvent', body: () => ({ summary: 'forged' }) }),
  row('DELETE', '/api/admin/audit-events/{id}',                           '401  403  403  403  403   403    405', { target: 'ownOrganizationAuditEvent' }),
  // Payload's generated REST: comments are read under the same rules and written only through /api/v1
  // (deleting needs no rule of its own, so it follows the delete rule; Payload answers a refused write
  // 403, as for users); the trail is read-only.
  row('GET',    '/api/comments',                                          '401  403  403  403  403   403    200'),
  row('GET',    '/api/comments/{id}',                                     '401  403  403  403  403   403    200', { target: 'ownOrganizationComment' }),
  row('GET',    '/api/comments/{id}',                                     '401  403  403  403  403   403    200', { target: 'otherOrganizationComment' }),
  row('GET',    '/api/comments/{id}',                                     '401  403  403  403  403   403    200', { target: 'superAdminPrivateComment' }),
  row('POST',   '/api/comments',                                          '401  403  403  403  403   403    403', { body: (c) => ({ commentText: 'Forged', commentPermissionId: 1, author: c.selfId, authorName: 'Forged' }) }),
  row('PATCH',  '/api/comments/{id}',                                     '401  403  403  403  403   403    403', { target: 'freshOwnComment', body: () => ({ commentPermissionId: 4 }) }),
  row('DELETE', '/api/comments/{id}',                                     '401  403  403  403  403   403    200', { target: 'freshOwnComment' }),
  row('DELETE', '/api/comments/{id}',                                     '401  403  403  403  403   403    200', { target: 'freshOtherOrganizationComment' }),
  row('GET',    '/api/audit-events',                                      '401  403  403  403  403   403    200'),
  row('GET',    '/api/audit-events/{id}',                                 '401  403  403  403  403   403    200', { target: 'ownOrganizationAuditEvent' }),
  row('GET',    '/api/audit-events/{id}',                                 '401  403  403  403  403   403    200', { target: 'otherOrganizationAuditEvent' }),
  row('POST',   '/api/audit-events',                                      '401  403  403  403  403   403    403', { body: forgedAuditEventScalars }),
  row('PATCH',  '/api/audit-events/{id}',                                 '401  403  403  403  403   403    403', { target: 'ownOrganizationAuditEvent', body: () => ({ summary: 'forged' }) }),
  row('DELETE', '/api/audit-events/{id}',                                 '401  403  403  403  403   403    403', { target: 'ownOrganizationAuditEvent' }),
  // console. The engagement records on /api/admin, read-only: the super admin reads every
  // organization's (a write is 405), everyone else is refused outright as on every /api/admin resource.
  ...(Object.keys(CONSOLE_ENGAGEMENT_RESOURCES) as ConsoleEngagementTarget[]).flatMap(consoleEngagementRows),
  // Terms, document library, filled documents
  // Engagement terms: the matrix server runs without the engagementTerms flag, so every call is 404 for
  // every signed-in caller, as if the endpoints did not exist (tests/api/engagementTerms.test.ts has the roles).
  row('GET',    '/api/v1/org-side/engagement-terms/',                     '401  404  404  404  404   404    404'),
  row('POST',   '/api/v1/org-side/engagement-terms/',                     '401  404  404  404  404   404    404', { body: () => ({ text: 'Matrix terms', is_acknowledgement_statement_accepted: true }) }),
  row('PATCH',  '/api/v1/org-side/engagement-terms/{id}/',                '401  404  404  404  404   404    404', { target: 'ownRequiredDocument', body: () => ({ text: 'Matrix terms' }) }),
  // The document library: the organization admin writes, managers (with or without Manage Engagement)
  // read under /manager/, another organization's document is 404; the super admin reads every one.
  row('GET',    '/api/v1/manager/required-documents/',                    '401  403  200  403  403   403    403'),
  row('GET',    '/api/v1/manager/required-documents/{id}/',               '401  403  200  403  403   403    403', { target: 'ownRequiredDocument' }),
  row('GET',    '/api/v1/manager/required-documents/{id}/',               '401  403  404  403  403   403    403', { target: 'otherOrganizationsRequiredDocument' }),
  row('GET',    '/api/v1/manager/required-documents/{id}/acknowledgements/', '401  403  200  403  403   403    403', { target: 'ownRequiredDocument' }),
  row('GET',    '/api/v1/manager/required-documents/{id}/acknowledgements/', '401  403  404  403  403   403    403', { target: 'otherOrganizationsRequiredDocument' }),
  row('GET',    '/api/v1/organization_admin/required-documents/',         '401  403  403  403  200   403    403'),
  row('POST',   '/api/v1/organization_admin/required-documents/',         '401  403  403  403  201   403    403', { body: (c) => requiredDocumentForm(`Matrix ${c.unique}`)() }),
  row('GET',    '/api/v1/organization_admin/required-documents/{id}/',    '401  403  403  403  200   403    403', { target: 'ownRequiredDocument' }),
  row('GET',    '/api/v1/organization_admin/required-documents/{id}/',    '401  403  403  403  404   403    403', { target: 'otherOrganizationsRequiredDocument' }),
  row('PUT',    '/api/v1/organization_admin/required-documents/{id}/',    '401  403  403  403  200   403    403', { target: 'ownRequiredDocument', body: () => multipart(['name', 'Matrix library'], ['places[remote]', 'true'], ['answer_type', 'sign_and_return'])() }),
  row('PUT',    '/api/v1/organization_admin/required-documents/{id}/',    '401  403  403  403  404   403    403', { target: 'otherOrganizationsRequiredDocument', body: () => multipart(['name', 'Taken'], ['places[remote]', 'true'], ['answer_type', 'upload'])() }),
  row('PATCH',  '/api/v1/organization_admin/required-documents/{id}/',    '401  403  403  403  200   403    403', { target: 'ownRequiredDocument', body: () => multipart(['description', 'Matrix check'])() }),
  row('PATCH',  '/api/v1/organization_admin/required-documents/{id}/',    '401  403  403  403  404   403    403', { target: 'otherOrganizationsRequiredDocument', body: () => multipart(['description', 'Taken'])() }),
  row('POST',   '/api/v1/organization_admin/required-documents/{id}/deactivate/', '401  403  403  403  200   403    403', { target: 'freshRequiredDocument' }),
  row('POST',   '/api/v1/organization_admin/required-documents/{id}/deactivate/', '401  403  403  403  404   403    403', { target: 'otherOrganizationsRequiredDocument' }),
  row('DELETE', '/api/v1/organization_admin/required-documents/{id}/',    '401  403  403  403  204   403    403', { target: 'freshRequiredDocument' }),
  row('DELETE', '/api/v1/organization_admin/required-documents/{id}/',    '401  403  403  403  404   403    403', { target: 'otherOrganizationsRequiredDocument' }),
  row('GET',    '/api/v1/organization_admin/required-documents/{id}/acknowledgements/', '401  403  403  403  200   403    403', { target: 'ownRequiredDocument' }),
  row('GET',    '/api/v1/organization_admin/required-documents/{id}/acknowledgements/', '401  403  403  403  200   403    403', { target: 'ownRequiredDocument', query: '?format=csv' }),
  row('GET',    '/api/v1/organization_admin/required-documents/{id}/acknowledgements/', '401  403  403  403  404   403    403', { target: 'otherOrganizationsRequiredDocument' }),
  row('GET',    '/api/v1/super_admin/required-documents/',                '401  403  403  403  403   403    200'),
  row('GET',    '/api/v1/super_admin/required-documents/{id}/',           '401  403  403  403  403   403    200', { target: 'otherOrganizationsRequiredDocument' }),
  row('GET',    '/api/v1/super_admin/required-documents/{id}/acknowledgements/', '401  403  403  403  403   403    200', { target: 'ownRequiredDocument' }),
  // A library file: the organization's admins and managers with Manage Engagement, the super admin (the talent only through an
  // engagement that names the document: tests/api/storedFileAccess.test.ts).
  row('GET',    '/api/v1/files/{id}/',                                    '401  404  200  404  200   404    200', { target: 'ownRequiredDocumentFile' }),
  row('GET',    '/api/v1/files/{id}/',                                    '401  404  404  404  404   404    200', { target: 'otherOrganizationsRequiredDocumentFile' }),
  // A talent's answers: only talents, only on their own engagement (another talent's engagement in the
  // body is 422, another talent's answer on the path 404); the answer's file is read by the talent and
  // the engagement's organization (not its contacts, nor a manager without Manage Engagement).
  row('POST',   '/api/v1/talent/filled-documents/',                       '401  201  403  403  403   403    403', { body: () => multipart(['engagement_id', filledFixtures.engagement], ['type_id', filledFixtures.consentForm], ['is_checked', 'true'])() }),
  row('POST',   '/api/v1/talent/filled-documents/',                       '401  422  403  403  403   403    403', { body: () => multipart(['engagement_id', filledFixtures.otherTalentsEngagement], ['type_id', filledFixtures.consentForm], ['is_checked', 'true'])() }),
  row('PATCH',  '/api/v1/talent/filled-documents/{id}/',                  '401  200  403  403  403   403    403', { target: 'ownFilledDocument', body: () => multipart(['is_checked', 'true'])() }),
  row('PATCH',  '/api/v1/talent/filled-documents/{id}/',                  '401  404  403  403  403   403    403', { target: 'otherTalentsFilledDocument', body: () => multipart(['file', tinyPdf(), 'matrix-answer.pdf'])() }),
  row('GET',    '/api/v1/files/{id}/',                                    '401  200  200  404  200   404    200', { target: 'ownFilledDocumentFile' }),
  // Purchase orders. The organization admin keeps them; managers with Manage Engagement read
  // them through the engagement calls and assign them; the generated REST writes nothing.
  row('GET',    '/api/v1/organization_admin/purchase_order/',             '401  403  403  403  200   403    403'),
  row('POST',   '/api/v1/organization_admin/purchase_order/',             '401  403  403  403  201   403    403', { body: newPurchaseOrder }),
  row('GET',    '/api/v1/organization_admin/purchase_order/{id}/',        '401  403  403  403  200   403    403', { target: 'ownPurchaseOrder' }),
  row('GET',    '/api/v1/organization_admin/purchase_order/{id}/',        '401  403  403  403  404   403    403', { target: 'otherOrganizationsPurchaseOrder' }),
  row('PUT',    '/api/v1/organization_admin/purchase_order/{id}/',        '401  403  403  403  200   403    403', { target: 'ownPurchaseOrder', body: ownPurchaseOrderBody }),
  row('PUT',    '/api/v1/organization_admin/purchase_order/{id}/',        '401  403  403  403  404   403    403', { target: 'otherOrganizationsPurchaseOrder', body: ownPurchaseOrderBody }),
  row('PATCH',  '/api/v1/organization_admin/purchase_order/{id}/',        '401  403  403  403  200   403    403', { target: 'ownPurchaseOrder', body: () => ({ description: 'Matrix check' }) }),
  row('PATCH',  '/api/v1/organization_admin/purchase_order/{id}/',        '401  403  403  403  404   403    403', { target: 'otherOrganizationsPurchaseOrder', body: () => ({ description: 'Matrix check' }) }),
  row('GET',    '/api/v1/organization_admin/engagement_purchase_order/',  '401  403  403  403  200   403    403'),
  row('GET',    '/api/v1/manager/engagements/purchase-order-numbers/',    '401  403  200  403  403   403    403'),
  row('GET',    '/api/v1/organization_admin/engagements/purchase-order-numbers/', '401  403  403  403  200   403    403'),
  row('PATCH',  '/api/v1/manager/engagements/{id}/purchase-order-numbers/{poId}/', '401  403  200  403  403   403    403', { target: 'ownPoEngagement', poTarget: 'ownPurchaseOrder', body: () => ({ is_assigned: true }) }),
  row('PATCH',  '/api/v1/manager/engagements/{id}/purchase-order-numbers/{poId}/', '401  403  404  403  403   403    403', { target: 'otherOrganizationsPoEngagement', poTarget: 'ownPurchaseOrder', body: () => ({ is_assigned: true }) }),
  row('PATCH',  '/api/v1/manager/engagements/{id}/purchase-order-numbers/{poId}/', '401  403  404  403  403   403    403', { target: 'ownPoEngagement', poTarget: 'otherOrganizationsPurchaseOrder', body: () => ({ is_assigned: true }) }),
  row('PATCH',  '/api/v1/organization_admin/engagements/{id}/purchase-order-numbers/{poId}/', '401  403  403  403  200   403    403', { target: 'ownPoEngagement', poTarget: 'ownPurchaseOrder', body: () => ({ is_assigned: true }) }),
  row('PATCH',  '/api/v1/organization_admin/engagements/{id}/purchase-order-numbers/{poId}/', '401  403  403  403  404   403    403', { target: 'otherOrganizationsPoEngagement', poTarget: 'ownPurchaseOrder', body: () => ({ is_assigned: true }) }),
  row('PATCH',  '/api/v1/organization_admin/engagements/{id}/purchase-order-numbers/{poId}/', '401  403  403  403  404   403    403', { target: 'ownPoEngagement', poTarget: 'otherOrganizationsPurchaseOrder', body: () => ({ is_assigned: true }) }),
  row('GET',    '/api/v1/manager/po-numbers/',                            '401  403  200  403  403   403    403'),
  row('GET',    '/api/v1/manager/po-descriptions/',                       '401  403  200  403  403   403    403'),
  row('GET',    '/api/v1/organization_admin/po-numbers/',                 '401  403  403  403  200   403    403'),
  row('GET',    '/api/v1/organization_admin/po-descriptions/',            '401  403  403  403  200   403    403'),
  // A PO's file: the organization's admins and managers with Manage Engagement (and the super admin) read it.
  row('GET',    '/api/v1/files/{id}/',                                    '401  404  200  404  200   404    200', { target: 'ownPurchaseOrderFile' }),
  row('GET',    '/api/v1/files/{id}/',                                    '401  404  404  404  404   404    200', { target: 'otherOrganizationsPurchaseOrderFile' }),
  // A talent reads only the POs of their own engagements (none of these): not found.
  row('GET',    '/api/purchase-orders/{id}',                              '401  403  403  403  403   403    200', { target: 'ownPurchaseOrder' }),
  row('GET',    '/api/purchase-orders/{id}',                              '401  403  403  403  403   403    200', { target: 'otherOrganizationsPurchaseOrder' }),
  row('POST',   '/api/purchase-orders',                                   '401  403  403  403  403   403    403', { body: (c) => ({ ...newPurchaseOrder(c), nameKey: 'forged', organization: c.directory.organizationId('Northwind Health System') }) }),
  row('PATCH',  '/api/purchase-orders/{id}',                              '401  403  403  403  403   403    403', { target: 'ownPurchaseOrder', body: () => ({ description: 'Forged' }) }),
  row('POST',   '/api/engagement-purchase-orders',                        '401  403  403  403  403   403    403', { body: () => ({ engagement: purchaseOrderFixtures.get('ownPoEngagement'), purchaseOrder: purchaseOrderFixtures.get('ownPurchaseOrder'), organization: 'forged' }) }),

  // Talent engagements and the daily job
  // The talent's own engagements (drafts and others' are 404 to the talent); no other role calls these.
  row('GET',    '/api/v1/talent/engagements/',                            '401  200  403  403  403   403    403'),
  row('GET',    '/api/v1/talent/engagements/{id}/',                       '401  200  403  403  403   403    403', { target: 'talentsEngagement' }),
  row('GET',    '/api/v1/talent/engagements/{id}/',                       '401  404  403  403  403   403    403', { target: 'otherTalentsEngagement' }),
  row('GET',    '/api/v1/talent/engagements-dashboard/',                  '401  200  403  403  403   403    403'),
  row('GET',    '/api/v1/talent/engagement-agreement/',                   '401  200  403  403  403   403    403'),
  row('GET',    '/api/v1/talent/action-items/',                           '401  200  403  403  403   403    403'),
  // The daily engagement-dates job, on demand (nothing is due on the seed's day: it moves nothing).
  row('POST',   '/api/v1/super_admin/jobs/engagement-dates/run/',         '401  403  403  403  403   403    200'),

  // Engagements (organization side) and the talent's accept/decline
  ...(['manager', 'organization_admin'] as const).flatMap((prefix) => {
    // The role the prefix serves gets through: the manager column for /manager/, the admin's for /organization_admin/.
    // A manager without Manage Engagement is refused every call, whichever record it names.
    const cols = (manager: string, withoutPermission: string, admin: string) =>
      prefix === 'manager' ? `401  403  ${manager}  ${withoutPermission}  403   403    403` : `401  403  403  403  ${admin}   403    403`
    const base = `/api/v1/${prefix}/engagements/`
    const hours = () => ({ hours_per_week: 30 })
    return [
      row('GET',    base,                                   cols('200', '403', '200')),
      row('POST',   base,                                   cols('201', '403', '201'), { body: (c) => ({ name: `Matrix draft ${c.unique}`, is_draft: true }) }),
      row('GET',    `${base}talents/`,                      cols('200', '403', '200')),
      row('GET',    `${base}owners/`,                       cols('200', '403', '200')),
      row('GET',    `${base}departments/`,                  cols('200', '403', '200')),
      row('POST',   `${base}name-validation/`,              cols('200', '403', '200'), { body: (c) => ({ name: `Matrix name ${c.unique}` }) }),
      row('GET',    `${base}{id}/`,                         cols('200', '403', '200'), { target: 'ownEngagement' }),
      row('GET',    `${base}{id}/`,                         cols('404', '403', '404'), { target: 'otherOrganizationsEngagement' }),
      row('PATCH',  `${base}{id}/`,                         cols('200', '403', '200'), { target: 'ownEngagement', body: hours }),
      row('PATCH',  `${base}{id}/`,                         cols('404', '403', '404'), { target: 'otherOrganizationsEngagement', body: hours }),
      row('DELETE', `${base}{id}/`,                         cols('204', '403', '204'), { target: 'freshEngagement' }),
      row('DELETE', `${base}{id}/`,                         cols('404', '403', '404'), { target: 'otherOrganizationsEngagement' }),
      row('POST',   `${base}{id}/delete_agreements/`,       cols('200', '403', '200'), { target: 'ownEngagement' }),
      row('POST',   `${base}{id}/delete_agreements/`,       cols('404', '403', '404'), { target: 'otherOrganizationsEngagement' }),
    ]
  }),
  row('POST',   '/api/v1/talent/engagements/{id}/accept/',                '401  200  403  403  403   403    403', { target: 'freshTalentsEngagement' }),
  row('POST',   '/api/v1/talent/engagements/{id}/accept/',                '401  404  403  403  403   403    403', { target: 'ownEngagement' }),
  row('POST',   '/api/v1/talent/engagements/{id}/decline/',               '401  200  403  403  403   403    403', { target: 'freshTalentsEngagement', body: () => ({}) }),
  row('POST',   '/api/v1/talent/engagements/{id}/decline/',               '401  404  403  403  403   403    403', { target: 'otherOrganizationsEngagement', body: () => ({}) }),

  // Talent API. The talent's own time (another talent's entry is 404); no other role calls
  // these. The pay date is every signed-in user's.
  row('GET',    '/api/v1/talent/time-sheets/',                            '401  200  403  403  403   403    403'),
  row('POST',   '/api/v1/talent/time-sheets/',                            '401  201  403  403  403   403    403', { body: quarterHour }),
  row('PATCH',  '/api/v1/talent/time-sheets/{id}/',                       '401  200  403  403  403   403    403', { target: 'talentsTimeEntry', body: () => ({ talent_comment: 'Matrix' }) }),
  row('PATCH',  '/api/v1/talent/time-sheets/{id}/',                       '401  404  403  403  403   403    403', { target: 'otherTalentsTimeEntry', body: () => ({ talent_comment: 'Matrix' }) }),
  row('DELETE', '/api/v1/talent/time-sheets/{id}/',                       '401  204  403  403  403   403    403', { target: 'freshTalentsTimeEntry' }),
  row('DELETE', '/api/v1/talent/time-sheets/{id}/',                       '401  404  403  403  403   403    403', { target: 'otherTalentsTimeEntry' }),
  row('POST',   '/api/v1/talent/time-sheets/submit/',                     '401  200  403  403  403   403    403', { body: () => ({ period_start: loggedPeriodStart() }) }),
  row('GET',    '/api/v1/talent/time-sheets/total/',                      '401  200  403  403  403   403    403'),
  row('GET',    '/api/v1/talent/time-sheets/adjustments/',                '401  200  403  403  403   403    403'),
  row('GET',    '/api/v1/talent/pay-periods/short/',                      '401  200  403  403  403   403    403'),
  row('GET',    '/api/v1/talent/pay-periods/extended/',                   '401  200  403  403  403   403    403'),
  row('GET',    '/api/v1/talent/pay-periods/extended/total/',             '401  200  403  403  403   403    403'),
  row('GET',    '/api/v1/pay-date/',                                      '401  200  200  200  200   200    200'),
  // Organization API. Organization admins and managers with Manage Engagement read and review their
  // organization's time (Priya Shah, without it, is refused); another organization's entry is 404; the
  // super admin reads every organization's through time-tracking only.
  row('GET',    '/api/v1/manager/time-sheets/',                           '401  403  200  403  403   403    403'),
  row('GET',    '/api/v1/organization_admin/time-sheets/',                '401  403  403  403  200   403    403'),
  row('PATCH',  '/api/v1/manager/time-sheets/',                           '401  403  200  403  403   403    403', { body: approveTheDay }),
  row('PATCH',  '/api/v1/organization_admin/time-sheets/',                '401  403  403  403  200   403    403', { body: approveTheDay }),
  row('PATCH',  '/api/v1/manager/time-sheets/{id}/',                      '401  403  200  403  403   403    403', { target: 'freshSubmittedTimeEntry', body: () => ({ state: 'approved' }) }),
  row('PATCH',  '/api/v1/manager/time-sheets/{id}/',                      '401  403  404  403  403   403    403', { target: 'otherOrganizationsTimeEntry', body: () => ({ state: 'approved' }) }),
  row('PATCH',  '/api/v1/organization_admin/time-sheets/{id}/',           '401  403  403  403  200   403    403', { target: 'freshSubmittedTimeEntry', body: () => ({ state: 'approved' }) }),
  row('PATCH',  '/api/v1/organization_admin/time-sheets/{id}/',           '401  403  403  403  404   403    403', { target: 'otherOrganizationsTimeEntry', body: () => ({ state: 'approved' }) }),
  row('GET',    '/api/v1/manager/time-sheets/exists/',                    '401  403  200  403  403   403    403'),
  row('GET',    '/api/v1/organization_admin/time-sheets/exists/',         '401  403  403  403  200   403    403'),
  row('GET',    '/api/v1/manager/time-sheets/total/',                     '401  403  200  403  403   403    403'),
  row('GET',    '/api/v1/organization_admin/time-sheets/total/',          '401  403  403  403  200   403    403'),
  row('GET',    '/api/v1/manager/time-sheets/po-burn-down/',              '401  403  200  403  403   403    403'),
  row('GET',    '/api/v1/organization_admin/time-sheets/po-burn-down/',   '401  403  403  403  200   403    403'),
  row('GET',    '/api/v1/manager/time-sheets/adjustments/',               '401  403  200  403  403   403    403'),
  row('GET',    '/api/v1/organization_admin/time-sheets/adjustments/',    '401  403  403  403  200   403    403'),
  // An entry that is no adjustment, and another organization's, are both 404 on the adjustments path.
  row('PATCH',  '/api/v1/manager/time-sheets/adjustments/{id}/',          '401  403  404  403  403   403    403', { target: 'freshSubmittedTimeEntry', body: () => ({ state: 'approved' }) }),
  row('PATCH',  '/api/v1/manager/time-sheets/adjustments/{id}/',          '401  403  404  403  403   403    403', { target: 'otherOrganizationsTimeEntry', body: () => ({ state: 'approved' }) }),
  row('PATCH',  '/api/v1/organization_admin/time-sheets/adjustments/{id}/', '401  403  403  403  404   403    403', { target: 'otherOrganizationsTimeEntry', body: () => ({ state: 'approved' }) }),
  row('GET',    '/api/v1/super_admin/time-tracking/',                     '401  403  403  403  403   403    200'),
  // exports. The payroll report: organization admins and managers with Manage Engagement; the
  // QuickBooks run: the super admin. A task and its file: who asked and the super admin (404 for the rest).
  row('POST',   '/api/v1/org-side/time-sheets/export/',                   '401  403  202  403  202   403    403', { body: () => ({ period_start: PAST_PERIOD, format: 'csv' }) }),
  row('POST',   '/api/v1/super_admin/qb_export/',                         '401  403  403  403  403   403    202', { body: (c) => ({ period_start: PAST_PERIOD, organization_ids: [c.directory.organizationId('Lakeside Medical Center')] }) }),
  row('GET',    '/api/v1/tasks/{id}/',                                    '401  404  404  404  200   404    200', { target: 'organizationAdminsTask' }),
  row('GET',    '/api/v1/tasks/{id}/',                                    '401  404  404  404  404   404    200', { target: 'superAdminsTask' }),
  row('GET',    '/api/v1/files/{id}/',                                    '401  404  404  404  200   404    200', { target: 'organizationAdminsExportFile' }),
  row('GET',    '/api/v1/super_admin/tasks/',                             '401  403  403  403  403   403    200'),
  // The time-sheet reminders job, on demand (the super admin only)
  row('POST',   '/api/v1/super_admin/jobs/time-sheet-reminders/run/',     '401  403  403  403  403   403    200'),
  // Search records. Saved searches: organization users under their own prefix (a manager without Manage Engagement
  // keeps them too: the spec gives managers saved searches without a permission), each only their own: a
  // colleague's or another organization's id is 404. Talent-not-found feedback: organization users send it, the
  // super admin reads it.
  row('GET',    '/api/v1/manager/saved-searches/',                        '401  403  200  200  403   403    403'),
  row('POST',   '/api/v1/manager/saved-searches/',                        '401  403  201  201  403   403    403', { body: newSavedSearch }),
  row('DELETE', '/api/v1/manager/saved-searches/{id}/',                   '401  403  204  204  403   403    403', { target: 'freshOwnSavedSearch' }),
  row('DELETE', '/api/v1/manager/saved-searches/{id}/',                   '401  403  404  404  403   403    403', { target: 'organizationAdminsSavedSearch' }),
  row('DELETE', '/api/v1/manager/saved-searches/{id}/',                   '401  403  404  404  403   403    403', { target: 'otherOrganizationsSavedSearch' }),
  row('GET',    '/api/v1/organization_admin/saved-searches/',             '401  403  403  403  200   403    403'),
  row('POST',   '/api/v1/organization_admin/saved-searches/',             '401  403  403  403  201   403    403', { body: newSavedSearch }),
  row('DELETE', '/api/v1/organization_admin/saved-searches/{id}/',        '401  403  403  403  204   403    403', { target: 'freshOwnSavedSearch' }),
  row('DELETE', '/api/v1/organization_admin/saved-searches/{id}/',        '401  403  403  403  404   403    403', { target: 'managersSavedSearch' }),
  row('DELETE', '/api/v1/organization_admin/saved-searches/{id}/',        '401  403  403  403  404   403    403', { target: 'otherOrganizationsSavedSearch' }),
  row('POST',   '/api/v1/manager/feedbacks/talent-not-found/',            '401  403  201  201  403   403    403', { body: () => ({ message: 'Matrix check', last_search: 'Epic' }) }),
  row('POST',   '/api/v1/organization_admin/feedbacks/talent-not-found/', '401  403  403  403  201   403    403', { body: () => ({ message: 'Matrix check' }) }),
  row('GET',    '/api/v1/super_admin/feedbacks/talent-not-found/',        '401  403  403  403  403   403    200'),
  // The generated REST reads them scoped (the owner; the sender and the super admin) and writes nothing.
  row('GET',    '/api/saved-searches',                                    '401  403  403  403  403   403    403'),
  row('GET',    '/api/saved-searches/{id}',                               '401  403  403  403  403   403    403', { target: 'managersSavedSearch' }),
  row('POST',   '/api/saved-searches',                                    '401  403  403  403  403   403    403', { body: (c) => ({ name: 'Forged', owner: c.selfId }) }),
  row('DELETE', '/api/saved-searches/{id}',                               '401  403  403  403  403   403    403', { target: 'managersSavedSearch' }),
  row('GET',    '/api/talent-not-found-feedbacks',                        '401  403  403  403  403   403    200'),
  row('GET',    '/api/talent-not-found-feedbacks/{id}',                   '401  403  403  403  403   403    200', { target: 'managersFeedback' }),
  row('POST',   '/api/talent-not-found-feedbacks',                        '401  403  403  403  403   403    403', { body: (c) => ({ message: 'Forged', sentBy: c.selfId }) }),
  row('PATCH',  '/api/talent-not-found-feedbacks/{id}',                   '401  403  403  403  403   403    403', { target: 'managersFeedback', body: () => ({ message: 'Forged' }) }),
  row('DELETE', '/api/talent-not-found-feedbacks/{id}',                   '401  403  403  403  403   403    403', { target: 'managersFeedback' }),
  // The console's read-only resource: the super admin reads (a write is 405), everyone else is refused.
  row('GET',    '/api/admin/talent-not-found-feedbacks',                  '401  403  403  403  403   403    200'),
  row('GET',    '/api/admin/talent-not-found-feedbacks/{id}',             '401  403  403  403  403   403    200', { target: 'managersFeedback' }),
  row('POST',   '/api/admin/talent-not-found-feedbacks',                  '401  403  403  403  403   403    405', { body: () => ({ message: 'Matrix check' }) }),
  row('PUT',    '/api/admin/talent-not-found-feedbacks/{id}',             '401  403  403  403  403   403    405', { target: 'managersFeedback', body: () => ({ message: 'Matrix check' }) }),
  row('DELETE', '/api/admin/talent-not-found-feedbacks/{id}',             '401  403  403  403  403   403    405', { target: 'managersFeedback' }),
  // Search engine. The list with criteria and the matched count: organization users under their
  // own prefix. The weights: organization users read them, the organization admin sets and resets them.
  row('GET',    '/api/v1/manager/talents/',                               '401  403  200  200  403   403    403', { query: '?city=Verona&talent_hourly_rate=100' }),
  row('GET',    '/api/v1/organization_admin/talents/',                    '401  403  403  403  200   403    403', { query: '?keyword=epic' }),
  row('GET',    '/api/v1/manager/talents/matched_count/',                 '401  403  200  200  403   403    403', { query: '?state=WI' }),
  row('GET',    '/api/v1/organization_admin/talents/matched_count/',      '401  403  403  403  200   403    403'),
  row('GET',    '/api/v1/manager/search-weights/',                        '401  403  200  200  403   403    403'),
  row('GET',    '/api/v1/organization_admin/search-weights/',             '401  403  403  403  200   403    403'),
  row('PUT',    '/api/v1/organization_admin/search-weights/',             '401  403  403  403  200   403    403', { body: () => ({ specializations: 40, availability: 25, rate: 10, place: 10, keyword: 15 }) }),
  row('DELETE', '/api/v1/organization_admin/search-weights/',             '401  403  403  403  200   403    403'),
  // The generated REST never writes the index nor the weights; only the super admin reads the index.
  row('GET',    '/api/talent-search-profiles',                            '401  403  403  403  403   403    200'),
  row('POST',   '/api/talent-search-profiles',                            '401  403  403  403  403   403    403', { body: (c) => ({ talent: c.selfId, isFindable: true }) }),
  row('POST',   '/api/search-weights',                                    '401  403  403  403  403   403    403', { body: () => ({ specializations: 1, availability: 1, rate: 1, place: 1, keyword: 1 }) }),
  // opportunities. Org-side: any manager or organization admin of the organization (another
  // organization's record is 404 on a path, 422 in a body or query); the removed list and restore work
  // here too (flag newApplicantRemovalWorkflow off; restoring a listed applicant is 422). The talent side is the talent's.
  row('GET',    '/api/v1/org-side/opportunities/',                        '401  403  200  200  200   403    403'),
  row('POST',   '/api/v1/org-side/opportunity/',                          '401  403  201  201  201   403    403', { body: (c) => ({ title: `Matrix ${c.unique}`, description: '<p>Matrix</p>' }) }),
  row('GET',    '/api/v1/org-side/opportunity/{id}/',                     '401  403  200  200  200   403    403', { target: 'ownOpportunity' }),
  row('GET',    '/api/v1/org-side/opportunity/{id}/',                     '401  403  404  404  404   403    403', { target: 'otherOrganizationsOpportunity' }),
  row('PATCH',  '/api/v1/org-side/opportunity/{id}/',                     '401  403  200  200  200   403    403', { target: 'ownOpportunity', body: () => ({ hours_per_week: 30 }) }),
  row('PATCH',  '/api/v1/org-side/opportunity/{id}/',                     '401  403  404  404  404   403    403', { target: 'otherOrganizationsOpportunity', body: () => ({ hours_per_week: 30 }) }),
  row('DELETE', '/api/v1/org-side/opportunity/{id}/',                     '401  403  204  204  204   403    403', { target: 'freshDraftOpportunity' }),
  row('DELETE', '/api/v1/org-side/opportunity/{id}/',                     '401  403  404  404  404   403    403', { target: 'otherOrganizationsOpportunity' }),
  row('GET',    '/api/v1/org-side/opportunity/{id}/removed-talents/',     '401  403  200  200  200   403    403', { target: 'ownOpportunity' }),
  row('POST',   '/api/v1/org-side/opportunity-specialization/',           '401  403  201  201  201   403    403', { body: (c) => ({ opportunity_id: opportunityFixtures.get('ownOpportunity'), specialization_id: opportunityNodes[ACTORS.indexOf(c.actor)] }) }),
  row('POST',   '/api/v1/org-side/opportunity-specialization/',           '401  403  422  422  422   403    403', { body: () => ({ opportunity_id: opportunityFixtures.get('otherOrganizationsOpportunity'), specialization_id: opportunityNodes[0] }) }),
  row('PATCH',  '/api/v1/org-side/opportunity-specialization/{id}/',      '401  403  200  200  200   403    403', { target: 'ownOpportunitySpecialization', body: () => ({ skill_ids: [] }) }),
  row('PATCH',  '/api/v1/org-side/opportunity-specialization/{id}/',      '401  403  404  404  404   403    403', { target: 'otherOrganizationsOpportunitySpecialization', body: () => ({ skill_ids: [] }) }),
  row('DELETE', '/api/v1/org-side/opportunity-specialization/{id}/',      '401  403  204  204  204   403    403', { target: 'freshOpportunitySpecialization' }),
  row('DELETE', '/api/v1/org-side/opportunity-specialization/{id}/',      '401  403  404  404  404   403    403', { target: 'otherOrganizationsOpportunitySpecialization' }),
  row('GET',    '/api/v1/org-side/opportunity-talent/',                   '401  403  200  200  200   403    403', { target: 'ownOpportunity', query: '?opportunity_id={id}' }),
  row('GET',    '/api/v1/org-side/opportunity-talent/',                   '401  403  422  422  422   403    403', { target: 'otherOrganizationsOpportunity', query: '?opportunity_id={id}' }),
  row('POST',   '/api/v1/org-side/opportunity-talent/',                   '401  403  201  201  201   403    403', { body: (c) => ({ opportunity_id: opportunityFixtures.get('ownOpportunity'), talent_ids: [c.directory.userId('sofia.martinez@talent.example')] }) }),
  row('POST',   '/api/v1/org-side/opportunity-talent/',                   '401  403  422  422  422   403    403', { body: (c) => ({ opportunity_id: opportunityFixtures.get('otherOrganizationsOpportunity'), talent_ids: [c.directory.userId('sofia.martinez@talent.example')] }) }),
  row('PATCH',  '/api/v1/org-side/opportunity-talent/{id}/',              '401  403  200  200  200   403    403', { target: 'freshApplicant', body: () => ({ is_removed: true }) }),
  row('PATCH',  '/api/v1/org-side/opportunity-talent/{id}/',              '401  403  404  404  404   403    403', { target: 'otherOrganizationsApplicant', body: () => ({ is_removed: true }) }),
  row('POST',   '/api/v1/org-side/opportunity-talent/{id}/restore/',      '401  403  422  422  422   403    403', { target: 'ownApplicant' }),
  row('GET',    '/api/v1/org-side/opportunity-apply/{id}/',               '401  403  200  200  200   403    403', { target: 'ownApplication' }),
  row('GET',    '/api/v1/org-side/opportunity-apply/{id}/',               '401  403  404  404  404   403    403', { target: 'otherOrganizationsApplication' }),
  row('PATCH',  '/api/v1/org-side/opportunity-apply/{id}/',               '401  403  200  200  200   403    403', { target: 'ownApplication', body: () => ({ manager_comment: 'Matrix' }) }),
  row('PATCH',  '/api/v1/org-side/opportunity-apply/{id}/',               '401  403  404  404  404   403    403', { target: 'otherOrganizationsApplication', body: () => ({ manager_comment: 'Matrix' }) }),
  row('GET',    '/api/v1/talent/opportunities/',                          '401  200  403  403  403   403    403'),
  row('GET',    '/api/v1/talent/opportunities/{id}/',                     '401  200  403  403  403   403    403', { target: 'ownOpportunity' }),
  row('GET',    '/api/v1/talent/opportunities/{id}/',                     '401  404  403  403  403   403    403', { target: 'freshDraftOpportunity' }),
  row('POST',   '/api/v1/talent/opportunity-apply/',                      '401  201  403  403  403   403    403', { body: applyBody }),
  row('GET',    '/api/v1/talent/opportunity-apply/',                      '401  200  403  403  403   403    403'),
  // ai. Managers and organization admins only; this server runs without the AI flags, so
  // they get 403 'This feature is not enabled for your organization.' (tests/api/aiAssist.test.ts has them on).
  row('POST',   '/api/v1/org-side/ai/opportunity-title-description/',     '401  403  403  403  403   403    403', { body: () => ({ work_kind: 'build' }) }),
  row('POST',   '/api/v1/org-side/ai/opportunity-questions/',             '401  403  403  403  403   403    403', { body: () => ({ work_kind: 'build' }) }),
  row('POST',   '/api/v1/org-side/ai/talent-overview/',                   '401  403  403  403  403   403    403', { body: (c) => ({ talent_id: c.directory.userId(demo.talent) }) }),
  row('POST',   '/api/v1/org-side/opportunity-ai/',                       '401  403  403  403  403   403    403', { body: () => ({ opportunity_talent_id: '00000000-0000-4000-8000-000000000000' }) }),
  row('POST',   '/api/v1/org-side/opportunity-ai-talent-rating/',         '401  403  403  403  403   403    403', { body: (c) => ({ opportunity_id: '00000000-0000-4000-8000-000000000000', talent_id: c.directory.userId(demo.talent) }) }),
  // The talent's dashboard and one-time screens; the organization's dashboard calls (admins
  // and managers; savings is 404 on this server, whose flags leave orgSavings off: tests/api/savings.test.ts);
  // the super admin's dashboard, internal users, settings and savings benchmarks.
  row('GET',    '/api/v1/talent/dashboard/',                              '401  200  403  403  403   403    403'),
  row('GET',    '/api/v1/talent/show-screen/{id}/',                       '401  200  403  403  403   403    403', { target: 'screenId' }),
  row('POST',   '/api/v1/talent/show-screen/{id}/',                       '401  200  403  403  403   403    403', { target: 'screenId', body: () => ({}) }),
  row('GET',    '/api/v1/manager/show-screen/{id}/',                      '401  403  200  200  403   403    403', { target: 'screenId' }),
  row('POST',   '/api/v1/manager/show-screen/{id}/',                      '401  403  200  200  403   403    403', { target: 'screenId', body: () => ({}) }),
  row('GET',    '/api/v1/organization_admin/show-screen/{id}/',           '401  403  403  403  200   403    403', { target: 'screenId' }),
  row('POST',   '/api/v1/organization_admin/show-screen/{id}/',           '401  403  403  403  200   403    403', { target: 'screenId', body: () => ({}) }),
  row('GET',    '/api/v1/org-side/action-items/',                         '401  403  200  200  200   403    403'),
  row('GET',    '/api/v1/org-side/dashboard/',                            '401  403  200  200  200   403    403'),
  row('GET',    '/api/v1/org-side/engagements/savings/',                  '401  403  404  404  404   403    403'),
  row('GET',    '/api/v1/super_admin/dashboard/',                         '401  403  403  403  403   403    200'),
  row('GET',    '/api/v1/super_admin/internal-users/',                    '401  403  403  403  403   403    200'),
  row('PATCH',  '/api/v1/super_admin/settings/{id}/',                     '401  403  403  403  403   403    200', { target: 'settingName', body: () => ({ value: '5' }) }),
  row('GET',    '/api/v1/super_admin/savings-benchmarks/',                '401  403  403  403  403   403    200'),
  row('POST',   '/api/v1/super_admin/savings-benchmarks/',                '401  403  403  403  403   403    201', { body: () => ({ specialization_id: nextBenchmarkNode(), rate: '150.00' }) }),
  row('PATCH',  '/api/v1/super_admin/savings-benchmarks/{id}/',           '401  403  403  403  403   403    200', { target: 'freshBenchmark', body: () => ({ rate: '99.00' }) }),
  row('DELETE', '/api/v1/super_admin/savings-benchmarks/{id}/',           '401  403  403  403  403   403    204', { target: 'freshBenchmark' }),
  // Payload's generated REST writes neither collection, for anyone (the server-write context).
  row('POST',   '/api/screen-views',                                      '401  403  403  403  403   403    403', { body: (c) => ({ user: c.selfId, screen: 'welcome' }) }),
  row('POST',   '/api/savings-benchmarks',                                '401  403  403  403  403   403    403', { body: () => ({ specialization: nextBenchmarkNode(), rateCents: 100 }) }),
  // The messenger: talents, managers, organization admins and the super admin (never a
  // contact); a chat and everything in it answers its two people only, 404 to everyone else (the member's
  // colleagues and admin, other organizations, the super admin). The reads come before the POST chats
  // rows, which open chats with Emily for the second manager, the admin and the super admin.
  row('GET',    '/api/v1/chats/',                                         '401  200  200  200  200   403    200'),
  row('GET',    '/api/v1/chats/unread_count/',                            '401  200  200  200  200   403    200'),
  row('GET',    '/api/v1/chats/by-user/{id}/',                            '401  200  200  404  404   403    404', { target: 'chatPartner' }),
  row('GET',    '/api/v1/chats/{id}/',                                    '401  200  200  404  404   403    404', { target: 'talentsChat' }),
  row('GET',    '/api/v1/chats/{id}/',                                    '401  404  404  404  404   403    404', { target: 'otherOrganizationsChat' }),
  row('GET',    '/api/v1/chats/{id}/messages/',                           '401  200  200  404  404   403    404', { target: 'talentsChat' }),
  row('GET',    '/api/v1/chats/{id}/messages/',                           '401  404  404  404  404   403    404', { target: 'otherOrganizationsChat' }),
  row('POST',   '/api/v1/chats/{id}/messages/',                           '401  201  201  404  404   403    404', { target: 'talentsChat', body: () => ({ text: 'Matrix' }) }),
  row('POST',   '/api/v1/chats/{id}/messages/',                           '401  404  404  404  404   403    404', { target: 'otherOrganizationsChat', body: () => ({ text: 'Matrix' }) }),
  row('POST',   '/api/v1/chats/{id}/read/',                               '401  200  200  404  404   403    404', { target: 'talentsChat' }),
  row('POST',   '/api/v1/chats/{id}/read/',                               '401  404  404  404  404   403    404', { target: 'otherOrganizationsChat' }),
  row('GET',    '/api/v1/chat-messages/{id}/image/',                      '401  200  200  404  404   403    404', { target: 'talentsChatImage' }),
  row('GET',    '/api/v1/chat-messages/{id}/image/',                      '401  404  404  404  404   403    404', { target: 'otherOrganizationsChatImage' }),
  row('POST',   '/api/v1/talent/chats/',                                  '401  200  403  403  403   403    403', { body: (c) => ({ user_id: c.directory.userId(demo.northwind.manager) }) }),
  row('POST',   '/api/v1/talent/chats/',                                  '401  422  403  403  403   403    403', { body: (c) => ({ user_id: c.directory.userId(demo.northwind.contact) }) }),
  row('POST',   '/api/v1/manager/chats/',                                 '401  403  200  201  403   403    403', { body: (c) => ({ talent_id: c.directory.userId(demo.talent) }) }),
  row('POST',   '/api/v1/manager/chats/',                                 '401  403  422  422  403   403    403', { body: (c) => ({ talent_id: c.directory.userId('luis.herrera@talent.example') }) }),
  row('POST',   '/api/v1/organization_admin/chats/',                      '401  403  403  403  201   403    403', { body: (c) => ({ talent_id: c.directory.userId(demo.talent) }) }),
  row('POST',   '/api/v1/super_admin/chats/',                             '401  403  403  403  403   403    201', { body: (c) => ({ user_id: c.directory.userId(demo.talent) }) }),
  row('POST',   '/api/v1/super_admin/jobs/chat-unread-emails/run/',       '401  403  403  403  403   403    200'),
  // The generated REST reads the caller's own rows and writes nothing; presence is nobody's to read.
  row('GET',    '/api/chats',                                             '401  403  403  403  403   403    200'),
  row('POST',   '/api/chats',                                             '401  403  403  403  403   403    403', { body: (c) => ({ talent: c.selfId, member: c.selfId, lastActivityAt: '2031-01-01T00:00:00.000Z' }) }),
  row('GET',    '/api/chat-messages',                                     '401  403  403  403  403   403    200'),
  row('POST',   '/api/chat-messages',                                     '401  403  403  403  403   403    403', { body: (c) => ({ chat: chatFixtures.get('talentsChat'), talent: c.selfId, member: c.selfId, sender: c.selfId, seq: 999, sentAt: '2031-01-01T00:00:00.000Z', text: 'Forged' }) }),
  row('GET',    '/api/chat-members',                                      '401  403  403  403  403   403    200'),
  row('GET',    '/api/live-presences',                                    '401  403  403  403  403   403    403'),
  row('POST',   '/api/live-presences',                                    '401  403  403  403  403   403    403', { body: (c) => ({ user: c.selfId, lastSeenAt: '2031-01-01T00:00:00.000Z' }) }),
  // The portal reads under each role's prefix; tutorial files readable exactly when the
  // tutorial is (a contact reads no knowledge center); uploads for content editors and the super admin; a
  // question's file for its sender and the super admin (404 for everyone else).
  row('GET',    '/api/v1/talent/knowledge-center-faq/',                   '401  200  403  403  403   403    403', { query: '?search=time' }),
  row('GET',    '/api/v1/manager/knowledge-center-faq/',                  '401  403  200  200  403   403    403'),
  row('GET',    '/api/v1/organization_admin/knowledge-center-faq/',       '401  403  403  403  200   403    403'),
  row('GET',    '/api/v1/talent/knowledge-center-videos/',                '401  200  403  403  403   403    403'),
  row('GET',    '/api/v1/manager/knowledge-center-videos/',               '401  403  200  200  403   403    403'),
  row('GET',    '/api/v1/organization_admin/knowledge-center-videos/',    '401  403  403  403  200   403    403'),
  // A reader counts a view of what they may read (an FAQ and a tutorial for everyone), under their own prefix.
  row('POST',   '/api/v1/talent/knowledge-center-faq/{id}/views/',        '401  204  403  403  403   403    403', { target: 'publishedFaq' }),
  row('POST',   '/api/v1/manager/knowledge-center-faq/{id}/views/',       '401  403  204  204  403   403    403', { target: 'publishedFaq' }),
  row('POST',   '/api/v1/organization_admin/knowledge-center-faq/{id}/views/', '401  403  403  403  204   403    403', { target: 'publishedFaq' }),
  row('POST',   '/api/v1/talent/knowledge-center-videos/{id}/views/',     '401  204  403  403  403   403    403', { target: 'publishedTutorial' }),
  row('POST',   '/api/v1/manager/knowledge-center-videos/{id}/views/',    '401  403  204  204  403   403    403', { target: 'publishedTutorial' }),
  row('POST',   '/api/v1/organization_admin/knowledge-center-videos/{id}/views/', '401  403  403  403  204   403    403', { target: 'publishedTutorial' }),
  row('GET',    '/api/v1/knowledge-center-videos/{id}/video/',            '401  200  200  200  200   403    200', { target: 'publishedTutorial' }),
  row('GET',    '/api/v1/knowledge-center-videos/{id}/poster/',           '401  200  200  200  200   403    200', { target: 'publishedTutorial' }),
  row('POST',   '/api/v1/knowledge-center-videos/{id}/video/',            '401  403  403  403  403   403    200', { target: 'publishedTutorial', body: multipart(['file', tinyMp4(), 'tour.mp4']) }),
  row('POST',   '/api/v1/knowledge-center-videos/{id}/poster/',           '401  403  403  403  403   403    200', { target: 'publishedTutorial', body: multipart(['file', tinyPng(), 'poster.png']) }),
  row('GET',    '/api/v1/faq-feedbacks/{id}/file/',                       '401  200  404  404  404   404    200', { target: 'talentsFaqFeedback' }),
  row('POST',   '/api/v1/faq-feedback/',                                  '401  201  201  201  201   403    403', { body: () => ({ message: 'Matrix check' }) }),
  // The console: the knowledge center's resources and the questions are the super admin's here (content
  // editors: tests/api/knowledgeCenter.test.ts); Payload's generated REST writes no question.
  row('GET',    '/api/admin/knowledge-center-faqs',                       '401  403  403  403  403   403    200'),
  row('POST',   '/api/admin/faq-categories',                              '401  403  403  403  403   403    201', { body: (c) => ({ name: `Matrix ${c.unique}`.slice(0, 60), order: 0 }) }),
  row('GET',    '/api/admin/faq-feedbacks',                               '401  403  403  403  403   403    200'),
  row('GET',    '/api/admin/faq-feedbacks/{id}',                          '401  403  403  403  403   403    200', { target: 'talentsFaqFeedback' }),
  row('POST',   '/api/faq-feedbacks',                                     '401  403  403  403  403   403    403', { body: (c) => ({ message: 'Forged', sender: c.selfId }) }),
  row('POST',   '/api/knowledge-center-faqs',                             '401  403  403  403  403   403    201', { body: () => ({ question: 'Matrix?', answer: '<p>Matrix</p>', category: knowledgeFixtures.get('category' as KnowledgeTarget), audience: 'both', order: 0 }) }),
]

const label = (entry: Row) => `${entry.method} ${entry.path}${entry.query ?? ''}${entry.target ? ` [${entry.target}${entry.poTarget ? `, ${entry.poTarget}` : ''}]` : ''}`

describe.each(databases)('authorization matrix (%s)', (database) => {
  let server: TestServer
  let directory: Directory
  const clients = {} as Record<Exclude<Actor, 'anonymous'>, ApiClient>
  const fixed = {} as Record<'ownInvite' | 'otherTalentsInvite' | 'impersonationRecord', string>
  let counter = 0

  beforeAll(async () => {
    // The comment flags are on so the comment rows reach their rules (tests/api/comments.test.ts covers them off).
    server = await startTestServer({ database, seed: true, env: { FEATURE_FLAGS: 'show_org_comments,show_superadmin_comments' } })
    await Promise.all(
      (Object.keys(SIGN_IN) as (keyof typeof SIGN_IN)[]).map(async (actor) => {
        clients[actor] = await ApiClient.signedIn(server.url, SIGN_IN[actor])
      }),
    )
    directory = await readDirectory(clients.superAdmin)

    const own = await clients.talent.post('/api/v1/talent_invites/', { email: 'own.invite@matrix.example', first_name: 'Own', last_name: 'Invite', invite_type: 'talent' })
    const otherTalent = await ApiClient.signedIn(server.url, demo.otherTalent)
    const others = await otherTalent.post('/api/v1/talent_invites/', { email: 'others.invite@matrix.example', first_name: 'Other', last_name: 'Invite', invite_type: 'talent' })
    const impersonator = await ApiClient.signedIn(server.url, demo.superAdmin)
    expect((await impersonator.post('/api/v1/user/impersonate/', { user_id: directory.userId(demo.otherTalent) })).status).toBe(200)
    expect((await impersonator.delete('/api/v1/user/impersonate/')).status).toBe(200)
    const records = await clients.superAdmin.get('/api/impersonations?depth=0&limit=1')
    if (own.status !== 201 || others.status !== 201 || records.body.docs.length !== 1) throw new Error('matrix fixtures could not be created')
    fixed.ownInvite = own.body.id
    fixed.otherTalentsInvite = others.body.id
    fixed.impersonationRecord = records.body.docs[0].id
  }, 120_000)
  afterAll(() => server?.stop())

  // A node with roles and skills (the first platform) and one lead-time row, for the console rows.
  beforeAll(async () => {
    const roots = await clients.superAdmin.get(`/api/admin/specializations?filter=${encodeURIComponent('{"parent":null}')}&sort=${encodeURIComponent('["sortOrder","ASC"]')}&range=[0,0]`)
    consoleFixtures.specializationId = roots.body[0]?.id
    const onNode = encodeURIComponent(JSON.stringify({ specialization: consoleFixtures.specializationId }))
    consoleFixtures.roleId = (await clients.superAdmin.get(`/api/admin/specialization-roles?filter=${onNode}&range=[0,0]`)).body[0]?.id
    const skill = await clients.superAdmin.post('/api/admin/specialization-skills', { name: 'Matrix Skill', specialization: consoleFixtures.specializationId })
    consoleFixtures.skillId = skill.body.id
    const leadTime = await clients.superAdmin.post('/api/admin/document-types', { type: 'backgroundCheck', label: 'Background Check', expiresSoonDays: 30 })
    consoleFixtures.documentTypeId = leadTime.body.id
    if (Object.values(consoleFixtures).some((id) => !id)) throw new Error(`console fixtures could not be created: ${JSON.stringify(consoleFixtures)}`)
  })

  const selfId = (actor: Actor) => directory.userId(actor === 'anonymous' ? demo.talent : SIGN_IN[actor])

  let otherTalentClient: ApiClient | null = null
  // Documents, certificates, files: a stored file of the matrix talent, of another (approved)
  // talent and of an unapproved talent, each uploaded once; certificates of the talent and another.
  const fileFixtures = new Map<FileTarget, string>()
  async function fileRecord(target: FileTarget, actor: Actor): Promise<string> {
    if (target !== 'freshCertificate' && fileFixtures.has(target)) return fileFixtures.get(target)!
    const owner =
      target === 'talentsFile' || target === 'ownCertificate' || target === 'freshCertificate'
        ? clients.talent
        : target === 'unapprovedTalentsFile'
          ? await ApiClient.signedIn(server.url, 'luis.herrera@talent.example')
          : (otherTalentClient ??= await ApiClient.signedIn(server.url, demo.otherTalent))
    let id: string
    if (target.endsWith('File')) {
      const response = await owner.patch('/api/v1/talent/document_set/', multipart(['mmr_vax[file]', tinyPdf(), `matrix-${actor}.pdf`])())
      if (response.status !== 200) throw new Error(`file fixture not created: ${response.status} ${JSON.stringify(response.body)}`)
      id = response.body.mmrVax.file.id
    } else {
      id = created(await owner.post('/api/v1/talent/certificates/', multipart(['document_name', `Matrix ${actor}`], ['file', tinyPdf(), 'matrix.pdf'])()))
    }
    if (target !== 'freshCertificate') fileFixtures.set(target, id)
    return id
  }

  // Profile sections: section records made through the talents' own endpoints, once (own,
  // another talent's) or for every call (fresh); the tree's areas for specializations, read per server.
  beforeAll(async () => {
    const roots = await clients.talent.get('/api/v1/specializations/?root=true&page_size=100')
    profileFixtures.nodes = roots.body.results.flatMap((root: { children: { id: string }[] }) => root.children.map((child) => child.id))
    profileFixtures.nextNode = 0
    if (profileFixtures.nodes.length < 20) throw new Error(`too few specialization areas for the matrix: ${profileFixtures.nodes.length}`)
  })
  const sectionRecords = new Map<string, string>()
  async function profileRecord(target: `${'ownRecord' | 'otherTalentsRecord' | 'freshRecord'}:${ProfileSection}`, actor: Actor): Promise<string> {
    const [kind, section] = target.split(':') as ['ownRecord' | 'otherTalentsRecord' | 'freshRecord', ProfileSection]
    if (kind !== 'freshRecord' && sectionRecords.has(target)) return sectionRecords.get(target)!
    const owner = kind === 'otherTalentsRecord' ? (otherTalentClient ??= await ApiClient.signedIn(server.url, demo.otherTalent)) : clients.talent
    const id = created(await owner.post(`/api/v1/talent/${section}/`, sectionBodies[section](context(actor))))
    if (kind !== 'freshRecord') sectionRecords.set(target, id)
    return id
  }

  async function targetId(target: Target, actor: Actor): Promise<string> {
    switch (target) {
      case 'self':
        return selfId(actor)
      case 'otherTalent':
        return directory.userId(demo.otherTalent)
      case 'ownOrganizationUser':
        return directory.userId(actor === 'managerWithoutPermission' ? demo.northwind.contact : demo.northwind.manager2)
      case 'otherOrganizationUser':
        return directory.userId(demo.lakeside.manager)
      case 'ownOrganization':
        return directory.organizationId('Northwind Health System')
      case 'otherOrganization':
        return directory.organizationId('Lakeside Medical Center')
      case 'specialization': {
        const roots = await clients.talent.get('/api/v1/specializations/?root=true&page_size=1')
        return roots.body.results[0].id
      }
      case 'ownInvite':
      case 'otherTalentsInvite':
      case 'impersonationRecord':
        return fixed[target]
      case 'freshUser':
        return created(await clients.superAdmin.post('/api/admin/users', newMember('own')(context(actor))))
      case 'freshOrganization':
        return created(await clients.superAdmin.post('/api/admin/organizations', newOrganization(context(actor))))
      case 'freshInvite':
        return created(await clients.superAdmin.post('/api/v1/invites/', newInvite(context(actor))))
      case 'unapprovedTalent':
        return directory.userId('luis.herrera@talent.example')
      case 'ownOrganizationLogo':
      case 'otherOrganizationLogo':
        return organizationLogo(target)
      case 'freshOrganizationUser':
        return created(await clients.superAdmin.post('/api/v1/super_admin/users/', newOrganizationUser('own')(context(actor))))
      case 'ownDepartment':
      case 'otherOrganizationsDepartment':
      case 'ownEngagement':
      case 'otherOrganizationsEngagement':
      case 'freshEngagement':
      case 'freshTalentsEngagement':
        return organizationRecord(target, actor)
      case 'talentsFile':
      case 'otherTalentsFile':
      case 'unapprovedTalentsFile':
      case 'ownCertificate':
      case 'otherTalentsCertificate':
      case 'freshCertificate':
        return fileRecord(target, actor)
      case 'specializationRole':
        return consoleFixtures.roleId
      case 'specializationSkill':
        return consoleFixtures.skillId
      case 'documentType':
        return consoleFixtures.documentTypeId
      case 'freshSpecialization':
        return created(await clients.superAdmin.post('/api/admin/specializations', newNode(context(actor))))
      case 'freshSpecializationRole':
        return created(await clients.superAdmin.post('/api/admin/specialization-roles', newAttachment(context(actor))))
      case 'freshSpecializationSkill':
        return created(await clients.superAdmin.post('/api/admin/specialization-skills', newAttachment(context(actor))))
      case 'ownOrganizationComment':
      case 'otherOrganizationComment':
      case 'superAdminPublicComment':
      case 'superAdminPrivateComment':
      case 'freshOwnComment':
      case 'freshOrganizationComment':
      case 'freshOtherOrganizationComment':
      case 'ownOrganizationAuditEvent':
      case 'otherOrganizationAuditEvent':
        return commentRecord(target, actor)
      case 'ownGroup':
      case 'ownSubgroup':
      case 'ownGroupMember':
      case 'otherOrganizationsGroup':
      case 'otherOrganizationsSubgroup':
      case 'otherOrganizationsGroupMember':
      case 'freshGroup':
      case 'freshSubgroup':
      case 'freshGroupMember':
      case 'sharedGroup':
      case 'ownGroupShare':
        return groupRecord(target, actor)
      case 'consoleEngagement':
      case 'consoleEngagementEvent':
      case 'consoleRequiredDocument':
      case 'consoleFilledDocument':
      case 'consolePurchaseOrder':
      case 'consoleEngagementPurchaseOrder':
        return consoleEngagementRecord(target)
      // Terms, document library, filled documents
      case 'ownRequiredDocument':
      case 'otherOrganizationsRequiredDocument':
      case 'freshRequiredDocument':
      case 'ownRequiredDocumentFile':
      case 'otherOrganizationsRequiredDocumentFile':
      case 'ownFilledDocument':
      case 'ownFilledDocumentFile':
      case 'otherTalentsFilledDocument':
        return documentRecord(target)
      case 'ownPurchaseOrder':
      case 'otherOrganizationsPurchaseOrder':
      case 'ownPoEngagement':
      case 'otherOrganizationsPoEngagement':
      case 'ownPurchaseOrderFile':
      case 'otherOrganizationsPurchaseOrderFile':
        return purchaseOrderFixtures.get(target)!
      // Talent engagements
      case 'talentsEngagement':
      case 'otherTalentsEngagement': {
        const name = target === 'talentsEngagement' ? 'Clarity report writing sprint' : 'Epic Willow Inpatient pharmacy build'
        const found = await clients.superAdmin.get(`/api/engagements?where[name][equals]=${encodeURIComponent(name)}&depth=0&limit=1`)
        return found.body.docs[0].id
      }
      // Talent API
      case 'talentsTimeEntry':
      case 'otherTalentsTimeEntry':
        return timeEntryFixtures.get(target)!
      case 'freshTalentsTimeEntry':
        return created(await clients.talent.post('/api/v1/talent/time-sheets/', quarterHour()))
      // Organization API
      case 'freshSubmittedTimeEntry':
        return created(await clients.talent.post('/api/v1/talent/time-sheets/', { ...quarterHour(), submit: true }))
      case 'otherOrganizationsTimeEntry':
        return orgTimeEntryFixtures.get(target)!
      // Exports
      case 'organizationAdminsTask':
      case 'organizationAdminsExportFile':
      case 'superAdminsTask':
        return exportTaskFixtures.get(target)!
      // Search records
      case 'freshOwnSavedSearch': {
        // Saved by the actor itself when they keep saved searches, else by Marcus (refused before any lookup).
        const [owner, prefix] = actor === 'organizationAdmin' ? [clients.organizationAdmin, 'organization_admin'] : actor === 'managerWithoutPermission' ? [clients.managerWithoutPermission, 'manager'] : [clients.manager, 'manager']
        return created(await owner.post(`/api/v1/${prefix}/saved-searches/`, newSavedSearch(context(actor))))
      }
      case 'managersSavedSearch':
      case 'organizationAdminsSavedSearch':
      case 'otherOrganizationsSavedSearch':
      case 'managersFeedback':
        return searchRecordFixtures.get(target)!
      // Opportunities
      case 'ownOpportunity':
      case 'otherOrganizationsOpportunity':
      case 'ownOpportunitySpecialization':
      case 'otherOrganizationsOpportunitySpecialization':
      case 'ownApplicant':
      case 'otherOrganizationsApplicant':
      case 'ownApplication':
      case 'otherOrganizationsApplication':
        return opportunityFixtures.get(target)!
      case 'freshDraftOpportunity':
        return (await createOpportunity(clients.organizationAdmin, { status: 'draft' })).id
      case 'freshOpportunitySpecialization':
        return (await createOpportunity(clients.organizationAdmin, { status: 'draft', specializations: [{ specialization_id: opportunityNodes[0] }] })).specializations[0].id
      case 'freshApplicant': {
        const opportunity = await createOpportunity(clients.organizationAdmin)
        return (await inviteToOpportunity(clients.organizationAdmin, opportunity.id, [directory.userId('sofia.martinez@talent.example')]))[0].id
      }
      case 'screenId':
        return 'welcome'
      case 'settingName':
        return 'talent_usage_fee'
      case 'freshBenchmark': {
        const response = await clients.superAdmin.post('/api/v1/super_admin/savings-benchmarks/', { specialization_id: nextBenchmarkNode(), rate: '120.00' })
        if (response.status !== 201) throw new Error(`benchmark fixture not created: ${response.status} ${JSON.stringify(response.body)}`)
        return response.body.id
      }
      case 'talentsChat':
      case 'otherOrganizationsChat':
      case 'talentsChatImage':
      case 'otherOrganizationsChatImage':
        return chatFixtures.get(target)!
      case 'chatPartner':
        return directory.userId(actor === 'talent' ? demo.northwind.manager : demo.talent)
      case 'publishedTutorial':
      case 'publishedFaq':
      case 'talentsFaqFeedback':
        return knowledgeFixtures.get(target)!
      default:
        return profileRecord(target, actor)
    }
  }
  // Console: the first seeded record of the resource, as the super admin lists it.
  async function consoleEngagementRecord(target: ConsoleEngagementTarget): Promise<string> {
    const response = await clients.superAdmin.get(`/api/admin/${CONSOLE_ENGAGEMENT_RESOURCES[target]}?range=[0,0]`)
    const id = response.body?.[0]?.id
    if (response.status !== 200 || !id) throw new Error(`console fixture ${target} not found: ${response.status} ${JSON.stringify(response.body)}`)
    return id
  }
  // Terms, document library, filled documents
  const documentFixtures = new Map<DocumentTarget, string>()
  // A consent form and an upload document, named by an engagement for the matrix talent and one for
  // another talent; each talent answers the upload document with a file.
  beforeAll(async () => {
    const admin = clients.organizationAdmin
    const library = async (name: string, answerType: string) => {
      const response = await admin.post('/api/v1/organization_admin/required-documents/', multipart(['name', name], ['places[remote]', 'true'], ['answer_type', answerType], ['file', tinyPdf(), 'library.pdf'])())
      return created(response)
    }
    filledFixtures.consentForm = await library('Matrix consent', 'consent_form')
    const upload = await library('Matrix upload', 'upload')
    const other = (otherTalentClient ??= await ApiClient.signedIn(server.url, demo.otherTalent))
    const engagementFor = async (talent: string) =>
      (await createEngagement('pending', { organization: admin, talentId: directory.userId(talent), body: { required_document_ids: [filledFixtures.consentForm, upload] } })).id as string
    filledFixtures.engagement = await engagementFor(demo.talent)
    filledFixtures.otherTalentsEngagement = await engagementFor(demo.otherTalent)
    const answer = async (client: ApiClient, engagement: string) => {
      const response = await client.post('/api/v1/talent/filled-documents/', multipart(['engagement_id', engagement], ['type_id', upload], ['file', tinyPdf(), 'answer.pdf'])())
      if (response.status !== 201) throw new Error(`answer fixture not created: ${response.status} ${JSON.stringify(response.body)}`)
      return response.body as { id: string; file: string }
    }
    const own = await answer(clients.talent, filledFixtures.engagement)
    documentFixtures.set('ownFilledDocument', own.id)
    documentFixtures.set('ownFilledDocumentFile', own.file.split('/').at(-2)!)
    documentFixtures.set('otherTalentsFilledDocument', (await answer(other, filledFixtures.otherTalentsEngagement)).id)
  }, 120_000)
  async function documentRecord(target: DocumentTarget): Promise<string> {
    if (documentFixtures.has(target)) return documentFixtures.get(target)!
    const own = !target.startsWith('other')
    const admin = own ? clients.organizationAdmin : await ApiClient.signedIn(server.url, demo.lakeside.admin)
    const response = await admin.post('/api/v1/organization_admin/required-documents/', requiredDocumentForm(`Matrix library ${++counter}`)())
    if (response.status !== 201) throw new Error(`document fixture not created: ${response.status} ${JSON.stringify(response.body)}`)
    if (target === 'freshRequiredDocument') return response.body.id
    const [document, file] = own ? (['ownRequiredDocument', 'ownRequiredDocumentFile'] as const) : (['otherOrganizationsRequiredDocument', 'otherOrganizationsRequiredDocumentFile'] as const)
    documentFixtures.set(document, response.body.id)
    documentFixtures.set(file, String(response.body.file).split('/').at(-2)!)
    return documentFixtures.get(target)!
  }
  // Organizations: each organization's logo, uploaded once by the super admin.
  const logos = new Map<string, string>()
  async function organizationLogo(target: 'ownOrganizationLogo' | 'otherOrganizationLogo'): Promise<string> {
    if (logos.has(target)) return logos.get(target)!
    const organization = directory.organizationId(target === 'ownOrganizationLogo' ? 'Northwind Health System' : 'Lakeside Medical Center')
    const response = await clients.superAdmin.patch(`/api/v1/super_admin/organizations/${organization}/`, multipart(['logo', tinyPng(), 'logo.png'])())
    const logo = /\/api\/v1\/files\/([^/]+)\//.exec(String(response.body?.logo ?? ''))?.[1]
    if (response.status !== 200 || !logo) throw new Error(`logo fixture not created: ${response.status} ${JSON.stringify(response.body)}`)
    logos.set(target, logo)
    return logo
  }
  // Organization users and departments: each organization's 'Ambulatory' department (seeded).
  // Engagements made through the engagement endpoints by each organization's admin: a pending
  // one of each organization for another talent (James Nguyen), held by Northwind's manager; a fresh
  // Northwind draft per call (deleted by some rows); a fresh pending one of the matrix talent per call.
  const organizationRecords = new Map<string, string>()
  let lakesideAdmin: ApiClient | null = null
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
  async function organizationRecord(
    target: 'ownDepartment' | 'otherOrganizationsDepartment' | 'ownEngagement' | 'otherOrganizationsEngagement' | 'freshEngagement' | 'freshTalentsEngagement',
    actor: Actor,
  ) {
    if (organizationRecords.has(target)) return organizationRecords.get(target)!
    const own = target !== 'otherOrganizationsDepartment' && target !== 'otherOrganizationsEngagement'
    const organization = directory.organizationId(own ? 'Northwind Health System' : 'Lakeside Medical Center')
    let id: string | undefined
    if (target.endsWith('Department')) {
      const list = await clients.superAdmin.get(`/api/v1/super_admin/departments/?organization=${organization}&search=Ambulatory`)
      id = list.body.results?.[0]?.id
    } else {
      const author = own ? clients.organizationAdmin : (lakesideAdmin ??= await ApiClient.signedIn(server.url, demo.lakeside.admin))
      const talent = directory.userId(target === 'freshTalentsEngagement' ? demo.talent : demo.otherTalent)
      const body = {
        name: `Matrix engagement ${context(actor).unique}`,
        talent_id: talent,
        place: 'remote',
        work_kind: 'build',
        hours_per_week: 40,
        start_date: inDays(30),
        end_date: inDays(90),
        talent_pay_rate: '100.00',
        ...(target === 'ownEngagement' ? { owner_ids: [directory.userId(demo.northwind.manager)] } : {}),
        ...(target === 'freshEngagement' ? { is_draft: true } : {}),
      }
      id = created(await author.post('/api/v1/organization_admin/engagements/', body))
    }
    if (!id) throw new Error(`fixture not created: ${target}`)
    if (!target.startsWith('fresh')) organizationRecords.set(target, id)
    return id
  }
  // Comments and audit trail: a linked comment is written, then linked to an approved talent.
  let lakesideManager: ApiClient | null = null
  const writeComment = async (author: ApiClient, commentPermissionId: number, linked = true) => {
    const id = created(await author.post('/api/v1/org-side/comment/', { comment_text: '<p>Matrix comment</p>', comment_permission_id: commentPermissionId }))
    if (linked) created(await author.post('/api/v1/org-side/profile_comment/', { comment_id: id, talent_id: directory.userId(demo.otherTalent) }))
    return id
  }
  const commentingActors = ['manager', 'managerWithoutPermission', 'organizationAdmin', 'superAdmin'] as const
  beforeAll(async () => {
    lakesideManager = await ApiClient.signedIn(server.url, demo.lakeside.manager)
    commentFixtures.ids.set('ownOrganizationComment', await writeComment(clients.manager, 1))
    commentFixtures.ids.set('otherOrganizationComment', await writeComment(lakesideManager, 1))
    commentFixtures.ids.set('superAdminPublicComment', await writeComment(clients.superAdmin, 3))
    commentFixtures.ids.set('superAdminPrivateComment', await writeComment(clients.superAdmin, 4))
    for (const actor of commentingActors) commentFixtures.unlinked.set(actor, await writeComment(clients[actor], actor === 'superAdmin' ? 4 : 1, false))
    commentFixtures.otherOrganizationUnlinked = await writeComment(lakesideManager, 1, false)
    for (const [target, name] of [['ownOrganizationAuditEvent', 'Northwind Health System'], ['otherOrganizationAuditEvent', 'Lakeside Medical Center']] as const) {
      const trail = await clients.superAdmin.get(`/api/v1/super_admin/audit-events/?organization=${directory.organizationId(name)}&page_size=1`)
      if (!trail.body.results?.[0]) throw new Error(`no audit event of ${name}: ${JSON.stringify(trail.body)}`)
      commentFixtures.ids.set(target, trail.body.results[0].id)
    }
  })
  async function commentRecord(target: CommentTarget, actor: Actor): Promise<string> {
    if (commentFixtures.ids.has(target)) return commentFixtures.ids.get(target)!
    if (target === 'freshOwnComment') {
      const own = (commentingActors as readonly Actor[]).includes(actor) ? clients[actor as (typeof commentingActors)[number]] : clients.manager
      return writeComment(own, actor === 'superAdmin' ? 3 : 1)
    }
    return writeComment(target === 'freshOtherOrganizationComment' ? lakesideManager! : clients.manager, 1)
  }
  // Groups: a group with a subgroup and a member for each actor who keeps groups and for Lakeside's
  // manager; a group of Northwind's manager whose subgroup is shared with the other manager and the admin.
  const groupClients = {} as Record<GroupOwner, { client: ApiClient; prefix: string }>
  beforeAll(async () => {
    groupClients.manager = { client: clients.manager, prefix: 'manager' }
    groupClients.managerWithoutPermission = { client: clients.managerWithoutPermission, prefix: 'manager' }
    groupClients.organizationAdmin = { client: clients.organizationAdmin, prefix: 'organization_admin' }
    groupClients.lakesideManager = { client: await ApiClient.signedIn(server.url, demo.lakeside.manager), prefix: 'manager' }
    for (const owner of Object.keys(groupClients) as GroupOwner[]) groupFixtures.owned.set(owner, await newOwnedGroup(owner, 'emily.carter@talent.example'))
    const shared = await newOwnedGroup('manager', 'james.nguyen@talent.example')
    groupFixtures.sharedGroup = shared.group
    const recipients = [directory.userId(demo.northwind.manager2), directory.userId(demo.northwind.admin)]
    const share = await clients.manager.post('/api/v1/manager/share-groups/', { group_id: shared.group, subgroup_ids: [shared.subgroup], manager_ids: recipients })
    const rows = await clients.superAdmin.get(`/api/group-shares?depth=0&where[subgroup][equals]=${shared.subgroup}&where[sharedWith][equals]=${recipients[1]}`)
    if (share.status !== 201 || !rows.body.docs?.[0]) throw new Error(`share fixture not created: ${share.status} ${JSON.stringify(share.body)}`)
    groupFixtures.share = rows.body.docs[0].id
  })
  async function newOwnedGroup(owner: GroupOwner, talentEmail: string): Promise<OwnedGroup> {
    const { client, prefix } = groupClients[owner]
    const group = created(await client.post(`/api/v1/${prefix}/groups/`, { name: `Matrix ${owner} ${++counter}` }))
    const subgroup = created(await client.post(`/api/v1/${prefix}/subgroups/`, { name: 'Matrix wave', group_id: group }))
    const member = created(await client.post(`/api/v1/${prefix}/group-members/`, { talent_id: directory.userId(talentEmail), subgroup_id: subgroup }))
    return { group, subgroup, member }
  }
  async function groupRecord(target: GroupTarget, actor: Actor): Promise<string> {
    if (target === 'sharedGroup') return groupFixtures.sharedGroup
    if (target === 'ownGroupShare') return groupFixtures.share
    const owned = target.startsWith('fresh')
      ? await newOwnedGroup(groupOwner(actor), 'emily.carter@talent.example')
      : target.startsWith('own')
        ? ownGroup(actor)
        : lakesideGroup()
    return target.endsWith('GroupMember') ? owned.member : target.endsWith('Subgroup') ? owned.subgroup : owned.group
  }
  // Purchase orders: a PO with a file and a draft engagement of each organization, made by its admin.
  beforeAll(async () => {
    const lakesideAdmin = await ApiClient.signedIn(server.url, demo.lakeside.admin)
    for (const [side, client] of [['own', clients.organizationAdmin], ['otherOrganizations', lakesideAdmin]] as const) {
      const form = multipart(['name', side === 'own' ? 'MX-OWN' : 'MX-OTHER'], ['description', 'Matrix check'], ['file', tinyPdf(), 'po.pdf'])()
      const order = await client.post('/api/v1/organization_admin/purchase_order/', form)
      const engagement = await client.post('/api/v1/organization_admin/engagements/', { name: `Matrix PO ${side}`, is_draft: true })
      const file = /\/api\/v1\/files\/([^/]+)\//.exec(String(order.body?.file ?? ''))?.[1]
      if (order.status !== 201 || engagement.status !== 201 || !file) throw new Error(`purchase-order fixtures not created: ${order.status} ${engagement.status} ${JSON.stringify(engagement.body)}`)
      purchaseOrderFixtures.set(side === 'own' ? 'ownPurchaseOrder' : 'otherOrganizationsPurchaseOrder', order.body.id)
      purchaseOrderFixtures.set(side === 'own' ? 'ownPurchaseOrderFile' : 'otherOrganizationsPurchaseOrderFile', file)
      purchaseOrderFixtures.set(side === 'own' ? 'ownPoEngagement' : 'otherOrganizationsPoEngagement', engagement.body.id)
    }
  }, 60_000)
  // Talent API: Emily's and James's entries on their seeded active engagements.
  beforeAll(async () => {
    const engagementNamed = async (name: string) => (await clients.superAdmin.get(`/api/engagements?where[name][equals]=${encodeURIComponent(name)}&depth=0&limit=1`)).body.docs[0].id as string
    timeEntryFixtures.set('talentsTimeEngagement', await engagementNamed('Clarity report writing sprint'))
    timeEntryFixtures.set('talentsTimeEntry', created(await clients.talent.post('/api/v1/talent/time-sheets/', quarterHour())))
    const james = (otherTalentClient ??= await ApiClient.signedIn(server.url, demo.otherTalent))
    const his = { engagement_id: await engagementNamed('Epic Willow Inpatient pharmacy build'), timekeeping_date: loggedDay(), hours: 0, minutes: 15 }
    timeEntryFixtures.set('otherTalentsTimeEntry', created(await james.post('/api/v1/talent/time-sheets/', his)))
  }, 60_000)
  // Organization API: Michael Okafor's entry on his seeded active Lakeside engagement.
  beforeAll(async () => {
    const found = await clients.superAdmin.get(`/api/engagements?where[name][equals]=${encodeURIComponent('Epic OpTime perioperative build')}&depth=0&limit=1`)
    const michael = await ApiClient.signedIn(server.url, 'michael.okafor@talent.example')
    const his = { engagement_id: found.body.docs[0].id, timekeeping_date: loggedDay(), hours: 0, minutes: 15, submit: true }
    orgTimeEntryFixtures.set('otherOrganizationsTimeEntry', created(await michael.post('/api/v1/talent/time-sheets/', his)))
  }, 60_000)
  // Exports: the admin's payroll report (followed to done, for its file) and the super admin's QuickBooks run.
  beforeAll(async () => {
    const report = await clients.organizationAdmin.post('/api/v1/org-side/time-sheets/export/', { period_start: PAST_PERIOD, format: 'csv' })
    const done = await settledTask(clients.organizationAdmin, String(report.headers.get('location')))
    if (done.status !== 'done') throw new Error(`export fixture not done: ${JSON.stringify(done)}`)
    exportTaskFixtures.set('organizationAdminsTask', done.id)
    exportTaskFixtures.set('organizationAdminsExportFile', /\/api\/v1\/files\/([^/]+)\//.exec(done.fileUrl)![1]!)
    const run = await clients.superAdmin.post('/api/v1/super_admin/qb_export/', { period_start: PAST_PERIOD, organization_ids: [directory.organizationId('Lakeside Medical Center')] })
    if (run.status !== 202) throw new Error(`QuickBooks fixture not queued: ${run.status} ${JSON.stringify(run.body)}`)
    exportTaskFixtures.set('superAdminsTask', run.body.id)
  }, 120_000)
  // Search records: Marcus's, Northwind's admin's and Lakeside's manager's saved searches, and Marcus's feedback.
  beforeAll(async () => {
    const lakesideManager = await ApiClient.signedIn(server.url, demo.lakeside.manager)
    for (const [target, client, prefix] of [
      ['managersSavedSearch', clients.manager, 'manager'],
      ['organizationAdminsSavedSearch', clients.organizationAdmin, 'organization_admin'],
      ['otherOrganizationsSavedSearch', lakesideManager, 'manager'],
    ] as const) {
      searchRecordFixtures.set(target, created(await client.post(`/api/v1/${prefix}/saved-searches/`, { name: `Matrix ${target}`, params: { state: 'WI' } })))
    }
    searchRecordFixtures.set('managersFeedback', created(await clients.manager.post('/api/v1/manager/feedbacks/talent-not-found/', { message: 'Matrix fixture' })))
  }, 60_000)
  // Opportunities: see OpportunityTarget.
  beforeAll(async () => {
    const lakesideAdmin = await ApiClient.signedIn(server.url, demo.lakeside.admin)
    const james = (otherTalentClient ??= await ApiClient.signedIn(server.url, demo.otherTalent))
    // Replaced, not appended: the module-level list outlives one database's run (SQLite, then PostgreSQL).
    opportunityNodes.splice(0, opportunityNodes.length, ...(await modulesAtDepthThree(clients.organizationAdmin, ACTORS.length + 1)).map((node) => node.id))
    const own = await createOpportunity(clients.organizationAdmin, { specializations: [{ specialization_id: opportunityNodes[ACTORS.length] }] })
    const other = await createOpportunity(lakesideAdmin, { specializations: [{ specialization_id: opportunityNodes[0] }] })
    const ownApplication = await applyToOpportunity(james, own)
    const otherApplication = await applyToOpportunity(james, other)
    const ownRows = await clients.organizationAdmin.get(`/api/v1/org-side/opportunity-talent/?opportunity_id=${own.id}`)
    const otherRows = await lakesideAdmin.get(`/api/v1/org-side/opportunity-talent/?opportunity_id=${other.id}`)
    opportunityFixtures.set('ownOpportunity', own.id)
    opportunityFixtures.set('otherOrganizationsOpportunity', other.id)
    opportunityFixtures.set('ownOpportunitySpecialization', own.specializations[0].id)
    opportunityFixtures.set('otherOrganizationsOpportunitySpecialization', other.specializations[0].id)
    opportunityFixtures.set('ownApplication', ownApplication.id)
    opportunityFixtures.set('otherOrganizationsApplication', otherApplication.id)
    opportunityFixtures.set('ownApplicant', ownRows.body.results[0].id)
    opportunityFixtures.set('otherOrganizationsApplicant', otherRows.body.results[0].id)
    opportunityFixtures.set('applyOpportunity', (await createOpportunity(clients.organizationAdmin)).id)
  }, 120_000)
  // See ChatTarget.
  beforeAll(async () => {
    const lakesideManager = await ApiClient.signedIn(server.url, demo.lakeside.manager)
    const image = () => multipart(['text', 'Matrix image'], ['image', tinyPng(), 'matrix.png'])()
    const chatWith = async (client: ApiClient, talentEmail: string) => {
      const response = await client.post('/api/v1/manager/chats/', { talent_id: directory.userId(talentEmail) })
      if (response.status !== 201) throw new Error(`chat fixture not created: ${response.status} ${JSON.stringify(response.body)}`)
      const message = await client.post(`/api/v1/chats/${response.body.channelId}/messages/`, image())
      if (message.status !== 201) throw new Error(`chat message fixture not created: ${message.status} ${JSON.stringify(message.body)}`)
      return [response.body.channelId as string, message.body.id as string]
    }
    const [own, ownImage] = await chatWith(clients.manager, demo.talent)
    const [other, otherImage] = await chatWith(lakesideManager, demo.otherTalent)
    chatFixtures.set('talentsChat', own!)
    chatFixtures.set('talentsChatImage', ownImage!)
    chatFixtures.set('otherOrganizationsChat', other!)
    chatFixtures.set('otherOrganizationsChatImage', otherImage!)
  }, 60_000)
  // See KnowledgeTarget (replaced per database run: the map outlives SQLite's run).
  beforeAll(async () => {
    knowledgeFixtures.clear()
    const category = await clients.superAdmin.post('/api/admin/faq-categories', { name: 'Matrix category', order: 0 })
    knowledgeFixtures.set('category' as KnowledgeTarget, created(category))
    const tutorial = created(await clients.superAdmin.post('/api/admin/knowledge-center-videos', { title: 'Matrix tutorial', audience: 'both', order: 0 }))
    for (const [which, file] of [
      ['video', multipart(['file', tinyMp4(), 'tour.mp4'])()],
      ['poster', multipart(['file', tinyPng(), 'poster.png'])()],
    ] as const) {
      const uploaded = await clients.superAdmin.post(`/api/v1/knowledge-center-videos/${tutorial}/${which}/`, file)
      if (uploaded.status !== 200) throw new Error(`tutorial ${which} not uploaded: ${uploaded.status} ${JSON.stringify(uploaded.body)}`)
    }
    const published = await clients.superAdmin.put(`/api/admin/knowledge-center-videos/${tutorial}`, { status: 'published' })
    if (published.status !== 200) throw new Error(`tutorial not published: ${published.status} ${JSON.stringify(published.body)}`)
    knowledgeFixtures.set('publishedTutorial', tutorial)
    const faq = { question: 'Matrix FAQ?', answer: '<p>Matrix</p>', category: knowledgeFixtures.get('category' as KnowledgeTarget), audience: 'both', order: 0, status: 'published' }
    knowledgeFixtures.set('publishedFaq', created(await clients.superAdmin.post('/api/admin/knowledge-center-faqs', faq)))
    knowledgeFixtures.set('talentsFaqFeedback', created(await clients.talent.post('/api/v1/faq-feedback/', multipart(['message', 'Matrix question'], ['file', tinyPdf(), 'question.pdf'])())))
  }, 60_000)
  const created = (response: { status: number; body: { id?: string } }) => {
    if (response.status !== 201 || !response.body.id) throw new Error(`fixture not created: ${response.status} ${JSON.stringify(response.body)}`)
    return response.body.id
  }
  // Modules for savings benchmarks (one per benchmark made), read per server.
  beforeAll(async () => {
    benchmarkNodes.length = 0
    benchmarkNodes.push(...(await modulesAtDepthThree(clients.superAdmin, 32)).map((module) => module.id))
  }, 120_000)
  const context = (actor: Actor): BodyContext => ({ actor, selfId: selfId(actor), unique: `${actor.toLowerCase()}.${++counter}`, directory })

  async function clientFor(actor: Actor, entry: Row): Promise<ApiClient> {
    if (actor === 'anonymous') return new ApiClient(server.url)
    if (entry.freshSession) return ApiClient.signedIn(server.url, SIGN_IN[actor])
    // A copy of the actor's jar: cookies a response sets (a sign-in, an impersonation) stay with the copy.
    return clients[actor].fork()
  }

  it.each(MATRIX.map((entry) => [label(entry), entry] as const))('%s', async (_label, entry) => {
    const actual = {} as Record<Actor, number>
    const details: string[] = []
    for (const actor of ACTORS) {
      const id = entry.target ? await targetId(entry.target, actor) : null
      const poId = entry.poTarget ? await targetId(entry.poTarget, actor) : ''
      const url = `${entry.path.replace('{id}', id ?? '').replace('{poId}', poId)}${(entry.query ?? '').replace('{id}', id ?? '')}`
      const client = await clientFor(actor, entry)
      const response = await client.request(entry.method, url, entry.body?.(context(actor)))
      actual[actor] = response.status
      if (response.status !== entry.expected[actor]) details.push(`${actor}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`)
    }
    expect({ statuses: actual, details }).toEqual({ statuses: entry.expected, details: [] })
  })

  it('has rows for every (path, method) the OpenAPI document lists, and documents every contract row', async () => {
    const response = await new ApiClient(server.url).get('/api/v1/openapi.json')
    expect(response.status).toBe(200)
    const documented = Object.entries(response.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(documented.length).toBeGreaterThanOrEqual(20)
    const inMatrix = new Set(MATRIX.map((entry) => `${entry.method} ${entry.path}`))
    expect(documented.filter((operation) => !inMatrix.has(operation))).toEqual([])
    const contractRows = [...inMatrix].filter((operation) => operation.split(' ')[1]!.startsWith('/api/v1/'))
    expect(contractRows.filter((operation) => !documented.includes(operation))).toEqual([])
  })

  describe('isolation between organizations and between users', () => {
    it('refuses the console dialect to a Northwind admin, whose /api/v1 users list shows only Northwind', async () => {
      expect((await clients.organizationAdmin.get('/api/admin/users?range=[0,499]')).status).toBe(403)
      const response = await clients.organizationAdmin.get('/api/v1/organization_admin/users/?page_size=100')
      expect(response.status).toBe(200)
      const emails = (response.body.results as { email: string }[]).map((user) => user.email)
      expect(emails).toEqual(expect.arrayContaining(Object.values(demo.northwind)))
      // Members the matrix added to Northwind may have other addresses; nobody of Lakeside or a talent shows.
      expect(emails.filter((email) => email.endsWith('@lakeside.example') || email.endsWith('@talent.example'))).toEqual([])
      // Searching for a Lakeside name finds nothing either.
      const search = await clients.organizationAdmin.get('/api/v1/organization_admin/users/?search=lakeside')
      expect(search.body.results).toEqual([])
    })

    it('refuses a Lakeside manager /api/users: the generated REST is the super admin’s', async () => {
      const manager = await ApiClient.signedIn(server.url, demo.lakeside.manager)
      expect((await manager.get('/api/users?depth=0&limit=500')).status).toBe(403)
      expect((await manager.get(`/api/users?depth=0&where[email][equals]=${encodeURIComponent(demo.northwind.admin)}`)).status).toBe(403)
    })

    it('shows a talent and a contact only themselves', async () => {
      for (const actor of ['talent', 'contact'] as const) {
        expect((await clients[actor].get('/api/admin/users?range=[0,499]')).status).toBe(403)
        expect((await clients[actor].get('/api/users?depth=0&limit=500')).status).toBe(403)
      }
    })

    it('shows each organization member only their own organization', async () => {
      const lakesideAdmin = await ApiClient.signedIn(server.url, demo.lakeside.admin)
      expect((await lakesideAdmin.get('/api/organizations?depth=0')).status).toBe(403)
      const northwind = directory.organizationId('Northwind Health System')
      expect((await lakesideAdmin.put(`/api/admin/organizations/${northwind}`, { note: 'from Lakeside' })).status).toBe(403)
      expect((await lakesideAdmin.patch(`/api/v1/organization_admin/organizations/${northwind}/`, { note: 'from Lakeside' })).status).toBe(404)
      expect((await clients.superAdmin.get(`/api/admin/organizations/${northwind}`)).body.note).not.toBe('from Lakeside')
    })

    it('ignores a talent’s attempt to make themselves super admin through the generated REST', async () => {
      const self = directory.userId(demo.talent)
      const response = await clients.talent.patch(`/api/users/${self}`, { role: 'super_admin', organization: directory.organizationId('Northwind Health System'), isTalentApprovedByPlatform: false, isInternal: true })
      expect(response.status).toBe(403)
      expect((await clients.talent.get('/api/v1/user/')).body).toMatchObject({ role: 'talent', organization: null, isInternal: false })
      expect((await clients.superAdmin.get(`/api/admin/users/${self}`)).body).toMatchObject({ role: 'talent', organization: null, isTalentApprovedByPlatform: true })
      // And the console dialect refuses a talent outright.
      expect((await clients.talent.put(`/api/admin/users/${self}`, { role: 'super_admin' })).status).toBe(403)
      expect((await clients.superAdmin.get(`/api/admin/users/${self}`)).body.role).toBe('talent')
    })

    it('keeps an organization admin from granting roles or moving users to another organization', async () => {
      const memberId = directory.userId(demo.northwind.manager2)
      // The generated REST and the console dialect refuse the admin outright.
      const response = await clients.organizationAdmin.patch(`/api/users/${memberId}`, {
        role: 'super_admin',
        organization: directory.organizationId('Lakeside Medical Center'),
        isInternal: true,
      })
      expect(response.status).toBe(403)
      expect((await clients.organizationAdmin.put(`/api/admin/users/${memberId}`, { role: 'super_admin' })).status).toBe(403)
      const stored = (await clients.superAdmin.get(`/api/admin/users/${memberId}`)).body
      expect(stored).toMatchObject({ role: 'manager', organization: directory.organizationId('Northwind Health System'), isInternal: false })
    })

    it('creates nothing in another organization when a Northwind admin tries', async () => {
      const before = await clients.superAdmin.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ organization: directory.organizationId('Lakeside Medical Center') }))}&range=[0,499]`)
      const attempt = await clients.organizationAdmin.post('/api/admin/users', newMember('other')(context('organizationAdmin')))
      // The console dialect is the super admin's alone.
      expect(attempt.status).toBe(403)
      const after = await clients.superAdmin.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ organization: directory.organizationId('Lakeside Medical Center') }))}&range=[0,499]`)
      expect(after.body.length).toBe(before.body.length)
    })
  })
})
