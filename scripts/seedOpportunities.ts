import type { ApplicantStatus } from '../contract/opportunities/opportunity'
import { searchCriteria, type SearchCriteriaInput } from '../contract/search/criteria'
import { addCalendarDays, now, todayIn } from '../domain/clock'
import { DEMO_HOURLY_RATES, DEMO_OPPORTUNITIES } from './demoOpportunities'
import type { SeedContext } from './seedData'

/**
 * Opportunities and their applicants for Northwind and Lakeside.
 * Per organization four opportunities: two open (one asking three questions, so its
 * applicants used the new form; one without, so they used the old form), a draft and a closed one, each
 * with specializations of the catalogue. On the open ones: applications of both forms, a talent invited
 * who has not applied (Emily Carter on Northwind's go-live: she can apply in the demo), one removed, one
 * with a manager comment, and at Northwind the talent engaged through the seeded engagement 'Cerner to
 * Epic data conversion analyst' (its `opportunity` set). Also the eight approved demo talents' asking
 * rates (users.hourlyRate, cents) and a saved search for Marcus Reed (manager@northwind.example).
 *
 * The opportunities are placed so the demo profiles of scripts/demoProfiles.ts fit them ('Fits me':
 * specialization, availability window, place, rate): Hannah Lee the Ambulatory go-live, Michael Okafor
 * the ClinDoc go-live, David Kowalski the conversion, Ryan Sullivan the PowerChart conversion (applied) and
 * the conversion (not applied yet: he can apply in the demo).
 *
 * Dates are relative to the clock's today, like the engagements. Written as the system (overrideAccess:
 * the seed is the installation speaking) through the Local API inside the seed's transaction: about fifty
 * records, well under a second. Not in test servers unless SEED_OPPORTUNITIES=true (scripts/seedData.ts).
 */

const ZONE = 'America/New_York'

const ORGANIZATIONS = [
  { key: 'northwind', domain: 'northwind.example', city: 'Madison', state: 'WI' },
  { key: 'lakeside', domain: 'lakeside.example', city: 'Nashville', state: 'TN' },
] as const

export async function seedOpportunities(context: SeedContext, catalog: Map<string, string>) {
  const { payload, req, accounts } = context
  const write = { overrideAccess: true, depth: 0, req } as const
  const today = todayIn(ZONE)
  const day = (offset: number) => addCalendarDays(today, offset)
  // An instant on a day relative to today, at an office hour; never after the clock's now.
  const at = (offset: number, hour = 14) => {
    const stamp = new Date(`${day(offset)}T${String(hour).padStart(2, '0')}:00:00.000Z`)
    return (stamp > now() ? now() : stamp).toISOString()
  }
  const talentId = (key: string) => {
    const account = accounts.get(`${key}@talent.example`)
    if (!account) throw new Error(`opportunity seed names ${key}, whom the seed did not create`)
    return account.id
  }

  const nodes = [...new Set(Object.values(DEMO_OPPORTUNITIES).flatMap((specs) => specs.flatMap((spec) => spec.specializations.map((s) => s.path))))]
  const nodeOf = new Map(nodes.map((path) => [path, catalog.get(path)]))
  for (const [path, id] of nodeOf) if (!id) throw new Error(`opportunity seed names '${path}', which is not in the catalogue`)
  const named = async (collection: 'specialization-roles' | 'specialization-skills') => {
    const { docs } = await payload.find({ collection, where: { specialization: { in: [...nodeOf.values()] } }, pagination: false, select: { name: true, specialization: true }, ...write })
    return new Map(docs.map((doc) => [`${String(doc.specialization)}/${doc.name}`, String(doc.id)]))
  }
  const [roles, skills] = await Promise.all([named('specialization-roles'), named('specialization-skills')])
  const lookup = (map: Map<string, string>, node: string, name: string) => {
    const id = map.get(`${node}/${name}`)
    if (!id) throw new Error(`opportunity seed names '${name}', which the catalogue node ${node} does not have`)
    return id
  }

  for (const [key, rate] of Object.entries(DEMO_HOURLY_RATES)) {
    await payload.update({ collection: 'users', id: talentId(key), data: { hourlyRate: rate * 100 } as never, ...write })
  }

  for (const { key, domain, city, state } of ORGANIZATIONS) {
    const manager = accounts.get(`manager@${domain}`)!
    const organization = manager.organization!
    for (const spec of DEMO_OPPORTUNITIES[key]) {
      const opened = spec.status !== 'draft'
      const opportunity = await payload.create({
        collection: 'opportunities',
        data: {
          title: spec.title,
          description: spec.description,
          status: spec.status,
          organization,
          createdBy: manager.id,
          place: spec.place,
          workKind: spec.workKind,
          city,
          state,
          startDate: day(spec.start),
          endDate: day(spec.end),
          hoursPerWeek: spec.hoursPerWeek,
          rateMinCents: spec.rateMin * 100,
          rateMaxCents: spec.rateMax * 100,
          questions: spec.questions.map((question) => ({ question })),
          openedAt: opened ? at(-60, 13) : undefined,
          createdAt: at(-62, 13),
          closedAt: spec.status === 'closed' ? at(-8, 17) : undefined,
        } as never,
        ...write,
      })
      const opportunityId = String(opportunity.id)
      // Answers name the question rows' ids, which Payload made on create.
      const questions = ((opportunity as unknown as { questions?: { id: string; question: string }[] }).questions ?? []).map((row) => ({ id: String(row.id), question: row.question }))

      for (const specialization of spec.specializations) {
        const node = nodeOf.get(specialization.path)!
        await payload.create({
          collection: 'opportunity-specializations',
          data: {
            opportunity: opportunityId,
            organization,
            specialization: node,
            expertise: specialization.expertise ?? undefined,
            roles: specialization.roles.map((name) => lookup(roles, node, name)),
            skills: specialization.skills.map((name) => lookup(skills, node, name)),
          } as never,
          ...write,
        })
      }

      for (const applicant of spec.applicants) {
        const talent = talentId(applicant.talent)
        const applied = !applicant.invitedOnly
        const status: ApplicantStatus = applicant.removed ? 'removed' : applied ? 'applied' : 'invited'
        const engagement = applicant.engagement ? await engagementNamed(context, organization, applicant.engagement) : null
        const row = await payload.create({
          collection: 'opportunity-talents',
          data: {
            opportunity: opportunityId,
            organization,
            talent,
            status,
            hasApplied: applied,
            invitedBy: applied ? undefined : manager.id,
            invitedAt: applied ? undefined : at(applicant.day, 10),
            appliedAt: applied ? at(applicant.day, 15) : undefined,
            removedAt: applicant.removed ? at(applicant.day + 1, 11) : undefined,
            removedBy: applicant.removed ? manager.id : undefined,
            engagement: engagement ?? undefined,
          } as never,
          ...write,
        })
        if (engagement) await payload.update({ collection: 'engagements', id: engagement, data: { opportunity: opportunityId } as never, ...write })
        if (!applied) continue
        const newForm = questions.length > 0
        if (newForm !== Boolean(applicant.answers)) throw new Error(`opportunity seed: ${applicant.talent} on '${spec.title}' uses the wrong form`)
        await payload.create({
          collection: 'opportunity-applies',
          data: {
            opportunity: opportunityId,
            opportunityTalent: String(row.id),
            organization,
            talent,
            form: newForm ? 'new' : 'old',
            ...(newForm
              ? { answers: questions.map((question, index) => ({ opportunityQuestionId: question.id, question: question.question, answer: applicant.answers![index] })) }
              : { ...applicant.oldForm, answers: [] }),
            managerComment: applicant.managerComment,
            // Newest-first lists order by it: the application was sent on its day, not at seed time.
            createdAt: at(applicant.day, 15),
            updatedAt: at(applicant.day, 15),
          } as never,
          ...write,
        })
      }
    }
  }

  await seedSavedSearch(context, catalog)
}

async function engagementNamed(context: SeedContext, organization: string, name: string): Promise<string> {
  const { docs } = await context.payload.find({
    collection: 'engagements',
    where: { and: [{ organization: { equals: organization } }, { name: { equals: name } }] },
    limit: 1,
    select: { name: true },
    overrideAccess: true,
    depth: 0,
    req: context.req,
  })
  if (!docs[0]) throw new Error(`opportunity seed names the engagement '${name}', which the seed did not create`)
  return String(docs[0].id)
}

/** Marcus Reed's saved search: remote Epic Ambulatory talent for the go-live, as the search screen would save it. */
async function seedSavedSearch({ payload, req, accounts }: SeedContext, catalog: Map<string, string>) {
  const marcus = accounts.get('manager@northwind.example')!
  const today = todayIn(ZONE)
  const params: SearchCriteriaInput = {
    specializations: [{ id: catalog.get('Epic > Clinical > Ambulatory')!, expertise: 'intermediate' }],
    availability: { availableFromDate: addCalendarDays(today, 35), availableToDate: addCalendarDays(today, 77), hoursPerWeek: 20, remote: true },
    talentHourlyRate: '110',
    keyword: 'go-live',
  }
  // Stored as sent; checked here with the contract's schema so the demo never holds what the API would refuse.
  searchCriteria.parse(params)
  await payload.create({
    collection: 'saved-searches',
    data: { owner: marcus.id, organization: marcus.organization, name: 'Ambulatory go-live, remote', params } as never,
    overrideAccess: true,
    depth: 0,
    req,
  })
}
