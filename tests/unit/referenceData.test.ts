import { US_CITIES, US_STATES, findCities, findState } from '../../domain/geography'
import {
  CATALOG_ROLES,
  SPECIALIZATION_CATALOG,
  countCatalog,
  type CatalogNode,
} from '../../domain/specializations/catalog'

const label = (city: { name: string; stateCode: string }) => `${city.name}, ${city.stateCode}`

describe('US states', () => {
  it('has the 50 states plus DC and Puerto Rico, with unique codes, sorted by name', () => {
    expect(US_STATES).toHaveLength(52)
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(52)
    expect(new Set(US_STATES.map((s) => s.name)).size).toBe(52)
    for (const state of US_STATES) expect(state.code).toMatch(/^[A-Z]{2}$/)
    expect(US_STATES.find((s) => s.code === 'DC')?.name).toBe('District of Columbia')
    expect(US_STATES.find((s) => s.code === 'PR')?.name).toBe('Puerto Rico')
    const names = US_STATES.map((s) => s.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
  })
})

describe('US cities', () => {
  const codes = new Set(US_STATES.map((s) => s.code))

  it('only uses known state codes', () => {
    for (const city of US_CITIES) expect(codes.has(city.stateCode)).toBe(true)
  })

  it('has no duplicate city within a state', () => {
    const seen = new Set<string>()
    for (const city of US_CITIES) {
      const key = `${city.stateCode}|${city.name.toLowerCase()}`
      expect(seen.has(key)).toBe(false)
      seen.add(key)
    }
  })

  it('lists 8–15 cities for every state and Puerto Rico, and Washington for DC', () => {
    for (const state of US_STATES) {
      const count = US_CITIES.filter((c) => c.stateCode === state.code).length
      if (state.code === 'DC') expect(count).toBe(1)
      else {
        expect(count).toBeGreaterThanOrEqual(8)
        expect(count).toBeLessThanOrEqual(15)
      }
    }
    expect(US_CITIES).toContainEqual({ name: 'Washington', stateCode: 'DC' })
  })

  it('is sorted by state code, then city name', () => {
    for (let i = 1; i < US_CITIES.length; i++) {
      const prev = US_CITIES[i - 1]
      const curr = US_CITIES[i]
      if (prev.stateCode === curr.stateCode) {
        expect(prev.name.localeCompare(curr.name, 'en', { sensitivity: 'base' })).toBeLessThan(0)
      } else {
        expect(prev.stateCode < curr.stateCode).toBe(true)
      }
    }
  })

  it('includes the home towns of large health systems', () => {
    const all = new Set(US_CITIES.map(label))
    for (const city of [
      'Rochester, MN',
      'Cleveland, OH',
      'Madison, WI',
      'Verona, WI',
      'Kansas City, MO',
      'Nashville, TN',
      'Durham, NC',
      'Baltimore, MD',
      'Boston, MA',
      'Houston, TX',
    ]) {
      expect(all.has(city)).toBe(true)
    }
  })
})

describe('findCities', () => {
  it('filters by state code, case-insensitively', () => {
    const mn = findCities({ state: 'mn' })
    expect(mn.length).toBeGreaterThanOrEqual(8)
    expect(mn.every((c) => c.stateCode === 'MN')).toBe(true)
    expect(findCities({ state: 'MN' })).toEqual(mn)
    expect(mn).toEqual(US_CITIES.filter((c) => c.stateCode === 'MN'))
  })

  it('accepts the full state name, case-insensitively', () => {
    expect(findCities({ state: 'Minnesota' })).toEqual(findCities({ state: 'MN' }))
    expect(findCities({ state: 'district of columbia' })).toEqual([{ name: 'Washington', stateCode: 'DC' }])
    expect(findState('puerto rico')?.code).toBe('PR')
  })

  it('returns nothing for an unknown state, and everything without filters', () => {
    expect(findCities({ state: 'ZZ' })).toEqual([])
    expect(findCities({ state: 'Atlantis', search: 'a' })).toEqual([])
    expect(findCities()).toEqual([...US_CITIES])
    expect(findCities({ state: '', search: '  ' })).toEqual([...US_CITIES])
  })

  it('searches by prefix or substring, case-insensitively', () => {
    expect(findCities({ state: 'MN', search: 'roch' })).toEqual([{ name: 'Rochester', stateCode: 'MN' }])
    expect(findCities({ state: 'MN', search: 'ROCH' })).toEqual([{ name: 'Rochester', stateCode: 'MN' }])
    expect(findCities({ state: 'Wisconsin', search: 'ver' }).map((c) => c.name)).toEqual(['Verona'])
  })

  it('lists prefix matches first, then substring matches, each alphabetically', () => {
    expect(findCities({ search: 'roch' }).map(label)).toEqual([
      'Rochester, MN',
      'Rochester, NH',
      'Rochester, NY',
      'New Rochelle, NY',
    ])

    expect(findCities({ search: 'san' }).map(label)).toEqual([
      'San Antonio, TX',
      'San Diego, CA',
      'San Francisco, CA',
      'San Jose, CA',
      'San Juan, PR',
      'Sandy, UT',
      'Sandy Springs, GA',
      'Sanford, ME',
      'Santa Fe, NM',
      'Mount Pleasant, SC',
    ])

    const results = findCities({ search: 'ville' })
    const firstSubstring = results.findIndex((c) => !c.name.toLowerCase().startsWith('ville'))
    expect(firstSubstring).toBe(0) // no city starts with "ville"; all are substring matches
    const names = results.map((c) => c.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })))
    expect(names).toContain('Nashville')
  })

  it('ignores accents in names and searches', () => {
    expect(findCities({ search: 'mayaguez' }).map(label)).toEqual(['Mayagüez, PR'])
    expect(findCities({ state: 'PR', search: 'bayamón' }).map(label)).toEqual(['Bayamón, PR'])
  })
})

describe('specialization catalogue', () => {
  const walk = (nodes: CatalogNode[], visit: (node: CatalogNode, siblings: CatalogNode[]) => void) => {
    for (const node of nodes) {
      visit(node, nodes)
      if (node.children) walk(node.children, visit)
    }
  }
  const allNodes: CatalogNode[] = []
  walk(SPECIALIZATION_CATALOG, (node) => allNodes.push(node))

  it('has the expected platforms at the top level', () => {
    expect(SPECIALIZATION_CATALOG.map((p) => p.name)).toEqual([
      'Epic',
      'Oracle Health (Cerner)',
      'MEDITECH',
      'Veradigm (Allscripts)',
      'athenahealth',
      'eClinicalWorks',
      'NextGen Healthcare',
      'Infor CloudSuite Healthcare',
      'Workday (Healthcare)',
      'Healthcare IT Project & Change Management',
    ])
  })

  it('gives every platform the three expertise levels', () => {
    for (const platform of SPECIALIZATION_CATALOG) {
      expect(platform.expertiseLevels).toEqual(['novice', 'intermediate', 'expert'])
      expect(platform.children?.length).toBeGreaterThan(0)
    }
  })

  // The seed writes the catalogue through the adapter, without keepExpertiseLevelsOnPlatforms (scripts/seedCatalog.ts).
  it('gives expertise levels to platforms only', () => {
    const platforms = new Set(SPECIALIZATION_CATALOG)
    for (const node of allNodes.filter((node) => !platforms.has(node))) expect(node.expertiseLevels ?? []).toEqual([])
  })

  it('has a node with more than 15 children (the UI shows a search box there)', () => {
    expect(allNodes.some((node) => (node.children?.length ?? 0) > 15)).toBe(true)
    const epicClinical = SPECIALIZATION_CATALOG.find((p) => p.name === 'Epic')?.children?.find((c) => c.name === 'Clinical')
    expect(epicClinical?.children?.length).toBeGreaterThan(15)
  })

  it('has no duplicate sibling names', () => {
    const check = (siblings: CatalogNode[]) => {
      const names = siblings.map((n) => n.name.trim().toLowerCase())
      expect(new Set(names).size).toBe(names.length)
      for (const node of siblings) if (node.children) check(node.children)
    }
    check(SPECIALIZATION_CATALOG)
  })

  it('gives every leaf known roles and 3–8 distinct skills', () => {
    const known = new Set<string>(CATALOG_ROLES)
    for (const node of allNodes) {
      expect(node.name.trim()).toBe(node.name)
      expect(node.name.length).toBeGreaterThan(0)
      expect(node.name.length).toBeLessThanOrEqual(150)
      for (const role of node.roles ?? []) expect(known.has(role)).toBe(true)
      expect(new Set(node.roles ?? []).size).toBe(node.roles?.length ?? 0)
      expect(new Set(node.skills ?? []).size).toBe(node.skills?.length ?? 0)
      if (!node.children?.length) {
        expect(node.roles?.length).toBeGreaterThan(0)
        expect(node.skills?.length).toBeGreaterThanOrEqual(3)
        expect(node.skills?.length).toBeLessThanOrEqual(8)
      }
    }
  })

  it('contains the well-known modules', () => {
    const names = new Set(allNodes.map((n) => n.name))
    for (const name of [
      'Ambulatory',
      'ClinDoc (Inpatient)',
      'Resolute Hospital Billing',
      'Bridges (Interfaces)',
      'Caboodle',
      'PowerChart',
      'FirstNet (Emergency)',
      'CCL reporting',
      'HealtheIntent',
      'Expanse',
      'MAGIC',
      'Data Repository',
    ]) {
      expect(names.has(name)).toBe(true)
    }
  })

  it('counts nodes, roles and skills', () => {
    const counts = countCatalog()
    expect(counts.nodes).toBe(allNodes.length)
    expect(counts.roles).toBe(allNodes.reduce((sum, n) => sum + (n.roles?.length ?? 0), 0))
    expect(counts.skills).toBe(allNodes.reduce((sum, n) => sum + (n.skills?.length ?? 0), 0))
    expect(countCatalog([])).toEqual({ nodes: 0, roles: 0, skills: 0 })
  })
})
