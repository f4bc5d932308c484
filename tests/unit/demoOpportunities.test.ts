import { SPECIALIZATION_CATALOG, type CatalogNode } from '../../domain/specializations/catalog'
import { DEMO_HOURLY_RATES, DEMO_OPPORTUNITIES } from '../../scripts/demoOpportunities'

/**
 * The demo opportunities (scripts/demoOpportunities.ts) hold what the API would accept, so the seed never
 * writes what no screen could have made: catalogue paths with that node's roles and skills, the right
 * form for each application, applicants only where the rules allow them.
 */
const nodes = new Map<string, CatalogNode>()
const walk = (siblings: CatalogNode[], path: string | null) => {
  for (const node of siblings) {
    const here = path ? `${path} > ${node.name}` : node.name
    nodes.set(here, node)
    walk(node.children ?? [], here)
  }
}
walk(SPECIALIZATION_CATALOG, null)
const all = Object.values(DEMO_OPPORTUNITIES).flat()

it('names catalogue nodes with their own roles and skills', () => {
  for (const opportunity of all) {
    for (const specialization of opportunity.specializations) {
      const node = nodes.get(specialization.path)
      expect(node).toBeDefined()
      for (const role of specialization.roles) expect(node!.roles).toContain(role)
      for (const skill of specialization.skills) expect(node!.skills).toContain(skill)
    }
  }
})

it('gives each organization two open opportunities (with and without questions), a draft and a closed one', () => {
  for (const opportunities of Object.values(DEMO_OPPORTUNITIES)) {
    expect(opportunities.map((opportunity) => opportunity.status).sort()).toEqual(['closed', 'draft', 'open', 'open'])
    const open = opportunities.filter((opportunity) => opportunity.status === 'open')
    expect(open.map((opportunity) => opportunity.questions.length > 0).sort()).toEqual([false, true])
  }
})

it('has applications in the form the opportunity asks for, and invitations and removals only on open ones', () => {
  for (const opportunity of all) {
    if (opportunity.status === 'draft') expect(opportunity.applicants).toEqual([])
    for (const applicant of opportunity.applicants) {
      if (applicant.invitedOnly) {
        expect(opportunity.status).toBe('open')
        continue
      }
      if (opportunity.questions.length) expect(applicant.answers).toHaveLength(opportunity.questions.length)
      else expect(applicant.oldForm).toBeDefined()
      for (const text of [...(applicant.answers ?? []), ...Object.values(applicant.oldForm ?? {})]) expect(text.length).toBeLessThanOrEqual(2500)
    }
  }
  const kinds = all.flatMap((opportunity) => opportunity.applicants)
  expect(kinds.some((applicant) => applicant.removed)).toBe(true)
  expect(kinds.some((applicant) => applicant.engagement)).toBe(true)
  expect(kinds.some((applicant) => applicant.managerComment)).toBe(true)
})

it('rates the eight approved demo talents', () => {
  expect(Object.keys(DEMO_HOURLY_RATES)).toHaveLength(8)
  for (const rate of Object.values(DEMO_HOURLY_RATES)) expect(rate).toBeGreaterThan(0)
})
