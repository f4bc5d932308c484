import { DOCUMENT_LABELS, DOCUMENT_TYPES, type DocumentType } from '../contract/talentProfile'
import { fileUrl } from '../domain/profile/documents'
import { ADMIN_GROUPS, DEMO_PERSONAS, type DemoPersona } from './demoProfiles'
import type { SeedContext } from './seedData'
import { demoAvatarPng, demoPdf, storeSeedFile } from './seedFiles'

/**
 * Lived-in demo profiles (scripts/demoProfiles.ts) and the organization admins' groups, written through
 * the Local API as the system (overrideAccess; no user exists to act as) inside the seed's transaction.
 * Stored files are written to disk first and their rows in the transaction; seed() deletes the bytes
 * again if the transaction fails.
 */

/** The five states a document can be in, spread so each profile shows all of them. */
const DOCUMENT_STATES = ['valid', 'expiresSoon', 'expired', 'missing', 'replaced'] as const
type DocumentState = (typeof DOCUMENT_STATES)[number]

const day = 24 * 60 * 60 * 1000
const isoDay = (offsetDays: number, from = Date.now()) => new Date(from + offsetDays * day).toISOString().slice(0, 10)

export async function seedDemoProfiles(context: SeedContext, catalog: Map<string, string>) {
  const nodes = [...new Set(DEMO_PERSONAS.flatMap((persona) => persona.specializations.map((s) => catalog.get(s.path))))]
  if (nodes.includes(undefined)) throw new Error(`demo profile names a specialization path that is not in the catalogue`)
  const named = async (collection: 'specialization-roles' | 'specialization-skills') => {
    const { docs } = await context.payload.find({ collection, where: { specialization: { in: nodes } }, pagination: false, depth: 0, overrideAccess: true, req: context.req })
    return new Map(docs.map((doc) => [`${String(doc.specialization)}/${doc.name}`, String(doc.id)]))
  }
  const [roles, skills] = await Promise.all([named('specialization-roles'), named('specialization-skills')])
  const lookup = (map: Map<string, string>, node: string, name: string) => {
    const id = map.get(`${node}/${name}`)
    if (!id) throw new Error(`demo profile names '${name}', which the catalogue node ${node} does not have`)
    return id
  }
  for (const [index, persona] of DEMO_PERSONAS.entries()) {
    const talent = context.accounts.get(persona.email)?.id
    if (!talent) throw new Error(`demo profile for ${persona.email}, which the seed did not create`)
    await seedProfile(context, talent, persona, index, (specialization) => {
      const node = catalog.get(specialization.path)!
      return {
        specialization: node,
        roles: specialization.roles.map((name) => lookup(roles, node, name)),
        skills: specialization.skills.map((name) => lookup(skills, node, name)),
      }
    })
  }
}

/** The ids of a persona's specialization: its catalogue node, roles and skills. */
type Resolve = (specialization: DemoPersona['specializations'][number]) => { specialization: string; roles: string[]; skills: string[] }

async function seedProfile(context: SeedContext, talent: string, persona: DemoPersona, index: number, resolve: Resolve) {
  const { payload, req } = context
  const write = { overrideAccess: true, depth: 0, req } as const
  const storeFile = async (kind: 'document' | 'certificate' | 'avatar', bytes: Buffer, originalFileName: string, mimeType: string) => {
    const storageKey = await storeSeedFile(bytes)
    context.storedKeys.push(storageKey)
    const row = await payload.create({ collection: 'stored-files', data: { owner: talent, kind, storageKey, originalFileName, mimeType, size: bytes.length }, ...write })
    return String(row.id)
  }
  const pdf = (kind: 'document' | 'certificate', title: string, fileName: string) => storeFile(kind, demoPdf([title, persona.email, 'Demo file created by the Talentgrid seed']), fileName, 'application/pdf')

  const avatar = await storeFile('avatar', demoAvatarPng(persona.hue), 'portrait.png', 'image/png')
  await payload.update({ collection: 'users', id: talent, data: { summary: persona.summary, avatarPicture: fileUrl(avatar) }, ...write })

  for (const window of persona.availability) {
    await payload.create({
      collection: 'availabilities',
      data: {
        talent,
        availableFromDate: isoDay(window.fromDays),
        availableToDate: window.toDays === null ? null : isoDay(window.toDays),
        hoursPerWeek: window.hoursPerWeek,
        doOnSiteContract: window.onSite,
        doRemoteContract: window.remote,
        doToHireContract: window.toHire,
        note: window.note,
      },
      ...write,
    })
  }
  for (const [sortIndex, position] of persona.positions.entries()) {
    const { start, end, ...fields } = position
    await payload.create({ collection: 'work-experiences', data: { talent, ...fields, startPeriodDate: start, endPeriodDate: end, isPresent: end === null, sortIndex }, ...write })
  }
  for (const certificate of persona.certificates) {
    const file = await pdf('certificate', certificate.documentName, `${certificate.documentName.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`)
    await payload.create({ collection: 'certificates', data: { talent, ...certificate, file }, ...write })
  }
  for (const link of persona.links) {
    await payload.create({ collection: 'external-links', data: { talent, ...link }, ...write })
  }
  for (const specialization of persona.specializations) {
    await payload.create({
      collection: 'talent-specializations',
      data: { talent, ...resolve(specialization), expertise: specialization.expertise },
      ...write,
    })
  }
  for (const [typeIndex, type] of DOCUMENT_TYPES.entries()) {
    await seedDocument(context, talent, type, DOCUMENT_STATES[(typeIndex + index) % DOCUMENT_STATES.length]!, pdf)
  }
}

/**
 * One compliance document in the given state. Dates count from the seed date: 'expiresSoon' ends within
 * the default 30-day lead time, 'expired' ended last month, 'replaced' is valid and keeps the previous
 * (expired) file in the document history, as the document endpoint does when a file is replaced.
 */
async function seedDocument(
  { payload, req }: SeedContext,
  talent: string,
  type: DocumentType,
  state: DocumentState,
  pdf: (kind: 'document', title: string, fileName: string) => Promise<string>,
) {
  if (state === 'missing') return
  const write = { overrideAccess: true, depth: 0, req } as const
  const dates: Record<Exclude<DocumentState, 'missing'>, [number, number]> = {
    valid: [-60, 305],
    expiresSoon: [-340, 12],
    expired: [-400, -35],
    replaced: [-20, 345],
  }
  const [begin, end] = dates[state]
  const uploadAt = new Date(Date.now() + begin * day).toISOString()
  const label = DOCUMENT_LABELS[type]
  if (state === 'replaced') {
    const previous = await pdf('document', `${label} (previous)`, `${type}-previous.pdf`)
    await payload.create({
      collection: 'talent-document-versions',
      data: { talent, type, beginDate: isoDay(-385), expirationDate: isoDay(-20), file: previous, uploadAt: new Date(Date.now() - 385 * day).toISOString(), replacedAt: uploadAt },
      ...write,
    })
  }
  const file = await pdf('document', label, `${type}.pdf`)
  await payload.create({ collection: 'talent-documents', data: { talent, type, beginDate: isoDay(begin), expirationDate: isoDay(end), file, uploadAt }, ...write })
}

/** Each organization admin's own group with two subgroups of approved demo talents. */
export async function seedOrganizationAdminGroups({ payload, req, accounts }: SeedContext) {
  const write = { overrideAccess: true, depth: 0, req } as const
  for (const { owner: email, name, subgroups } of ADMIN_GROUPS) {
    const owner = accounts.get(email)!
    const group = await payload.create({ collection: 'groups', data: { name, owner: owner.id, organization: owner.organization } as never, ...write })
    for (const subgroupData of subgroups) {
      const subgroup = await payload.create({ collection: 'subgroups', data: { name: subgroupData.name, group: group.id, organization: owner.organization } as never, ...write })
      for (const member of subgroupData.talents) {
        await payload.create({
          collection: 'group-members',
          data: { talent: accounts.get(`${member}@talent.example`)!.id, subgroup: subgroup.id, group: group.id, organization: owner.organization } as never,
          ...write,
        })
      }
    }
  }
}
