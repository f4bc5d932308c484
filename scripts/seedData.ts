import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest, type RequiredDataFromCollectionSlug } from 'payload'
import { getEnv } from '../server/env'
import { deleteStoredFilesQuietly } from '../storage/diskStore'
import { seedActivity, seedInboxes } from './seedActivity'
import { seedCatalog } from './seedCatalog'
import { seedEngagements } from './seedEngagements'
import { seedOpportunities } from './seedOpportunities'
import { seedDemoProfiles, seedOrganizationAdminGroups } from './seedProfiles'
import { seedTimeSheets } from './seedTimeSheets'
import { demoAccountWriter, type DemoAccounts } from './seedDemoAccounts'
// Demo chats, savings benchmarks, the content editor, the knowledge center
import { seedContentEditor } from './seedContentEditor'
import { seedDashboards } from './seedDashboards'
import { seedKnowledgeCenter, seedKnowledgeViews } from './seedKnowledgeCenter'
import { seedMessenger } from './seedMessenger'

/**
 * Demo data for a new installation (README lists the sign-ins): a super admin, two client organizations
 * each with an admin, a manager with and one without Manage Engagement and a contact, ten confirmed
 * talents, the settings, and the specialization tree. Runs as the system (overrideAccess): it is the
 * installation itself speaking, before any user exists.
 */
export const DEMO_PASSWORD = 'Talentgrid#2026'

const organizations = [
  {
    key: 'northwind',
    name: 'Northwind Health System',
    domain: 'northwind.example',
    address1: '1200 Lakeshore Drive',
    city: 'Madison',
    state: 'WI',
    zipCode: '53703',
    website: 'https://northwind.example',
  },
  {
    key: 'lakeside',
    name: 'Lakeside Medical Center',
    domain: 'lakeside.example',
    address1: '45 Riverside Avenue',
    city: 'Nashville',
    state: 'TN',
    zipCode: '37203',
    website: 'https://lakeside.example',
  },
]

const members = [
  { prefix: 'admin', firstName: 'Olivia', lastName: 'Grant', role: 'organization_admin', title: 'Director of Clinical Applications', send: true, rate: true },
  { prefix: 'manager', firstName: 'Marcus', lastName: 'Reed', role: 'manager', title: 'EHR Program Manager', send: true, rate: true, department: 'Inpatient' },
  { prefix: 'manager2', firstName: 'Priya', lastName: 'Shah', role: 'manager', title: 'Ambulatory Applications Manager', send: false, rate: false, department: 'Ambulatory' },
  { prefix: 'contact', firstName: 'Daniel', lastName: 'Moore', role: 'contact', title: 'Accounts Payable', send: false, rate: false },
] as const

// Organization users: every organization's departments; each manager belongs to one.
const departments = [
  { name: 'Ambulatory', depId: 'AMB', description: 'Clinics and outpatient applications' },
  { name: 'Inpatient', depId: 'INP', description: 'Hospital and inpatient clinical applications' },
  { name: 'Revenue Cycle', depId: 'REV', description: 'Registration, scheduling, billing and claims' },
] as const

const talents = [
  ['Emily', 'Carter', 'Verona', 'WI'],
  ['James', 'Nguyen', 'Kansas City', 'MO'],
  ['Sofia', 'Martinez', 'Houston', 'TX'],
  ['Michael', 'Okafor', 'Cleveland', 'OH'],
  ['Hannah', 'Lee', 'Rochester', 'MN'],
  ['David', 'Kowalski', 'Chicago', 'IL'],
  ['Aisha', 'Rahman', 'Durham', 'NC'],
  ['Ryan', 'Sullivan', 'Boston', 'MA'],
  ['Grace', 'Thompson', 'Denver', 'CO'],
  ['Luis', 'Herrera', 'Phoenix', 'AZ'],
] as const

const settings = [
  { name: 'talent_usage_fee', value: '5', description: 'Percent of billed fees kept from talent payouts' },
  { name: 'w2_org_markup', value: '25', description: 'Percent added to the rate of W-2 engagements' },
  { name: 'w2_talent_markdown', value: '15', description: 'Percent deducted from W-2 talent pay for employer taxes' },
] as const

/** What the seed parts share: the Local API, the one transaction they all write in, and the accounts made so far. */
export interface SeedContext {
  payload: Payload
  req: PayloadRequest
  /** Every seeded account by e-mail: its id and organization. */
  accounts: Map<string, { id: string; organization?: string }>
  /** Storage keys of the files written so far, deleted again if the transaction fails. */
  storedKeys: string[]
  /** Writes a demo account with the demo password (scripts/seedDemoAccounts.ts). */
  demoAccounts: DemoAccounts
}

/**
 * Everything in one transaction (`req` on every call): the seed is all or nothing, and SQLite opens one
 * connection for it instead of one per record. Records go through the Local API (hooks, validation,
 * password hashing) except the specialization catalogue, written through the adapter (scripts/seedCatalog.ts).
 */
export async function seed(payload: Payload) {
  const req = await createLocalReq({}, payload)
  const storedKeys: string[] = []
  const owns = await initTransaction(req)
  try {
    const demoAccounts = await demoAccountWriter(payload, req, DEMO_PASSWORD)
    const context: SeedContext = { payload, req, accounts: new Map(), storedKeys, demoAccounts }
    await seedAccounts(context)
    const catalog = await seedCatalog(payload, req)
    // Groups
    await seedDemoGroup(context)
    // Engagements in every status for both organizations, also in test servers (other suites
    // read them; the owners are the managers with Manage Engagement only: scripts/seedEngagements.ts).
    await seedEngagements(context)
    // Months of time on those engagements in every state, also in test servers like the
    // engagements (scripts/seedTimeSheets.ts); SEED_TIME_SHEETS=false leaves it out for the suites that
    // count every entry of a fresh database (tasks, exports).
    if (getEnv().seedTimeSheets) await seedTimeSheets(context)
    // Lived-in demo profiles and the organization admins' groups, for `npm start` and
    // `npm run seed`. Not for test servers (NODE_ENV=test) yet: the API suites use these talents and
    // admins as blank fixtures and count what they add; moving them onto fresh accounts is still to do.
    if (getEnv().nodeEnv !== 'test') {
      await seedDemoProfiles(context, catalog)
      await seedOrganizationAdminGroups(context)
    }
    // Demo
    // Opportunities, applicants, the demo talents' rates and a saved search (scripts/seedOpportunities.ts).
    // Not in test servers unless SEED_OPPORTUNITIES=true: the API suites apply, invite and rate the demo
    // talents themselves and count what they made; SEED_OPPORTUNITIES=false leaves them out of a demo too.
    if (getEnv().seedOpportunities) await seedOpportunities(context, catalog)
    // Savings benchmarks and missing settings (scripts/seedDashboards.ts); not in test servers
    if (getEnv().nodeEnv !== 'test') await seedDashboards(context, catalog)
    // Demo chats with some unread messages (scripts/seedMessenger.ts); not in test servers,
    // whose suites open chats with the demo accounts and count what they made.
    if (getEnv().nodeEnv !== 'test') await seedMessenger(context)
    // The demo content editor (not in test servers).
    if (getEnv().nodeEnv !== 'test') await seedContentEditor(context)
    if (getEnv().seedKnowledgeCenter) await seedKnowledgeCenter(context)
    // Comments on profiles and a few edits recorded in the audit trail, as the demo users (scripts/seedActivity.ts).
    if (getEnv().nodeEnv !== 'test') await seedActivity(context)
    if (getEnv().nodeEnv !== 'test' && getEnv().seedKnowledgeCenter) await seedKnowledgeViews(context)
    // Questions to support, a talent-not-found feedback and the document types' settings, for the console's lists.
    if (getEnv().nodeEnv !== 'test') await seedInboxes(context)
    if (owns) await commitTransaction(req)
  } catch (error) {
    if (owns) await killTransaction(req)
    await deleteStoredFilesQuietly(storedKeys)
    throw error
  }
}

async function seedAccounts({ payload, req, accounts, demoAccounts }: SeedContext) {
  const confirmed = new Date().toISOString()
  const write = { overrideAccess: true, depth: 0, req } as const
  const user = async (data: Record<string, unknown>) => {
    const created = await demoAccounts.create({ emailConfirmedAt: confirmed, ...data })
    accounts.set(String(data.email), created)
    return created
  }

  for (const setting of settings) {
    await payload.create({ collection: 'settings', data: { ...setting }, ...write })
  }
  await user({ email: 'admin@talentgrid.local', firstName: 'Sam', lastName: 'Rivera', role: 'super_admin', isInternal: true })

  for (const organization of organizations) {
    const { key, domain, ...fields } = organization
    const created = await payload.create({
      collection: 'organizations',
      // Payload fills rate, tierRate and timeZone from their defaults; the generated type lists them as required.
      data: { ...fields, accountType: 'client', licenseStartDate: '2026-01-01', licenseEndDate: '2027-12-31', contractExecutionDate: '2025-12-15' } as RequiredDataFromCollectionSlug<'organizations'>,
      ...write,
    })
    const departmentIds = new Map<string, string>()
    for (const department of departments) {
      const row = await payload.create({ collection: 'departments', data: { ...department, organization: created.id }, ...write })
      departmentIds.set(department.name, String(row.id))
    }
    for (const member of members) {
      await user({
        department: 'department' in member ? departmentIds.get(member.department) : undefined,
        email: `${member.prefix}@${domain}`,
        firstName: member.firstName,
        lastName: key === 'lakeside' ? `${member.lastName}-Hill` : member.lastName,
        role: member.role,
        title: member.title,
        organization: created.id,
        hasPermissionSendEngagement: member.send,
        hasPermissionViewRate: member.rate,
        phone: '+16085550100',
      })
    }
  }

  for (const [index, [firstName, lastName, city, state]] of talents.entries()) {
    await user({
      email: talentEmail(firstName, lastName),
      firstName,
      lastName,
      role: 'talent',
      city,
      state,
      phone: `+1312555${String(1000 + index).slice(-4)}`,
      isTalentApprovedByPlatform: index < 8,
    })
  }
}

export const talentEmail = (firstName: string, lastName: string) => `${firstName.toLowerCase()}.${lastName.toLowerCase()}@talent.example`

/**
 * Groups: Northwind's manager keeps 'Epic Go-Live Pool' with two subgroups of approved demo
 * talents (the demo accounts' own talent, Emily Carter, is in both), so /groups has something to show.
 */
async function seedDemoGroup({ payload, req, accounts }: SeedContext) {
  const idOf = (email: string) => accounts.get(email)!
  const owner = idOf('manager@northwind.example')
  const write = { overrideAccess: true, depth: 0, req } as const
  const group = await payload.create({ collection: 'groups', data: { name: 'Epic Go-Live Pool', owner: owner.id, organization: owner.organization } as never, ...write })
  const subgroups = [
    { name: 'Ambulatory Wave 1', talents: ['emily.carter', 'james.nguyen', 'sofia.martinez'] },
    { name: 'Inpatient Wave 2', talents: ['emily.carter', 'michael.okafor'] },
  ]
  for (const { name, talents: members } of subgroups) {
    const subgroup = await payload.create({ collection: 'subgroups', data: { name, group: group.id, organization: owner.organization } as never, ...write })
    for (const member of members) {
      const talent = idOf(`${member}@talent.example`)
      await payload.create({
        collection: 'group-members',
        data: { talent: talent.id, subgroup: subgroup.id, group: group.id, organization: owner.organization } as never,
        ...write,
      })
    }
  }
}
