import { ApiClient, demo } from './apiClient'
import { readDirectory, type Directory } from './directory'
import { inDays, type ModuleNode, type NamedNode } from './profileFixtures'
import type { TestServer } from './testServer'
import type { ScoringProfile } from '../../domain/search/scoring'

/**
 * The talent-search fixture: the demo talents' profiles filled through the API so each
 * criterion separates them, for tests/api/talentSearch.test.ts and searchRelevance.test.ts. Grace
 * Thompson is approved for it; Luis Herrera stays unapproved with a full profile (never found); Sofia
 * Martinez keeps an empty profile (never a candidate when criteria are given).
 */

export interface SearchTree {
  epic: NamedNode
  /** Two Epic modules (A with at least two roles and skills) and one module of another platform. */
  a: ModuleNode
  b: ModuleNode
  m: ModuleNode
  /** Node ids from the root down, per module. */
  paths: Record<'a' | 'b' | 'm', string[]>
}

interface Window {
  from: number
  to: number | null
  hours: number
  remote: boolean
  onSite: boolean
}

interface TalentPlan {
  email: string
  claims: {
    node: 'a' | 'b' | 'm'
    expertise: 'novice' | 'intermediate' | 'expert'
    roles: number
    skills: number
  }[]
  windows: Window[]
  rate: number | null
  summary: string | null
}

export const talentEmail = (first: string, last: string) => `${first}.${last}@talent.example`.toLowerCase()

export const SEARCH_PLANS: TalentPlan[] = [
  {
    email: talentEmail('aisha', 'rahman'),
    claims: [{ node: 'a', expertise: 'expert', roles: 2, skills: 2 }],
    windows: [{ from: 5, to: 200, hours: 40, remote: true, onSite: true }],
    rate: 90,
    summary: '<p>Zephyr zephyr zephyr: ambulatory analyst.</p>',
  },
  {
    email: talentEmail('david', 'kowalski'),
    claims: [{ node: 'a', expertise: 'intermediate', roles: 1, skills: 0 }],
    windows: [{ from: 5, to: 100, hours: 20, remote: true, onSite: false }],
    rate: 120,
    summary: '<p>Trainer for clinics across the midwest, rollouts of every size, one zephyr, many go-lives and long support weeks.</p>',
  },
  {
    email: talentEmail('emily', 'carter'),
    claims: [{ node: 'b', expertise: 'expert', roles: 0, skills: 0 }],
    windows: [{ from: 30, to: null, hours: 40, remote: false, onSite: true }],
    rate: 80,
    summary: '<p>Quartz builder for oncology.</p>',
  },
  {
    email: talentEmail('hannah', 'lee'),
    claims: [{ node: 'm', expertise: 'novice', roles: 0, skills: 0 }],
    windows: [{ from: 5, to: null, hours: 40, remote: true, onSite: false }],
    rate: 150,
    summary: null,
  },
  {
    email: talentEmail('james', 'nguyen'),
    claims: [{ node: 'a', expertise: 'novice', roles: 0, skills: 0 }],
    windows: [],
    rate: null,
    summary: '<p>Credentialed trainer.</p>',
  },
  {
    email: talentEmail('michael', 'okafor'),
    claims: [],
    windows: [{ from: 5, to: null, hours: 30, remote: true, onSite: false }],
    rate: null,
    summary: null,
  },
  {
    email: talentEmail('ryan', 'sullivan'),
    claims: [
      { node: 'a', expertise: 'expert', roles: 0, skills: 1 },
      { node: 'm', expertise: 'expert', roles: 0, skills: 0 },
    ],
    windows: [{ from: 5, to: 60, hours: 40, remote: true, onSite: false }],
    rate: 100,
    summary: null,
  },
  {
    email: talentEmail('grace', 'thompson'),
    claims: [{ node: 'b', expertise: 'intermediate', roles: 0, skills: 0 }],
    windows: [{ from: 10, to: 40, hours: 10, remote: true, onSite: false }],
    rate: 95,
    summary: '<p>Ambulatory and oncology.</p>',
  },
  {
    email: talentEmail('luis', 'herrera'),
    claims: [{ node: 'a', expertise: 'expert', roles: 2, skills: 2 }],
    windows: [{ from: 5, to: null, hours: 40, remote: true, onSite: true }],
    rate: 50,
    summary: '<p>Zephyr quartz ambulatory.</p>',
  },
]

async function moduleOf(client: ApiClient, id: string): Promise<ModuleNode & { ancestors?: NamedNode[] }> {
  const node = (await client.get(`/api/v1/specializations/${id}/`)).body
  return {
    id: node.id,
    name: node.name,
    roles: node.roles,
    skills: node.skills,
  }
}

/** Epic and two of its modules three levels down with roles and skills, and a module of another platform. */
export async function searchTree(client: ApiClient): Promise<SearchTree> {
  const roots = (await client.get('/api/v1/specializations/?root=true')).body.results as (NamedNode & {
    children: (NamedNode & { numchild: number })[]
  })[]
  const pick = async (root: (typeof roots)[number], count: number) => {
    const found: { module: ModuleNode; path: string[] }[] = []
    for (const area of root.children.filter((child) => child.numchild > 0)) {
      const node = (await client.get(`/api/v1/specializations/${area.id}/`)).body as { children: NamedNode[] }
      for (const child of node.children) {
        const module = await moduleOf(client, child.id)
        if (module.roles.length >= 2 && module.skills.length >= 2) found.push({ module, path: [root.id, area.id, module.id] })
        if (found.length >= count) return found
      }
    }
    throw new Error(`not enough modules under ${root.name}`)
  }
  const epic = roots.find((root) => root.name === 'Epic')!
  const other = roots.find((root) => root.name !== 'Epic')!
  const [a, b] = await pick(epic, 2)
  const [m] = await pick(other, 1)
  return {
    epic: { id: epic.id, name: epic.name },
    a: a!.module,
    b: b!.module,
    m: m!.module,
    paths: { a: a!.path, b: b!.path, m: m!.path },
  }
}

export interface SearchFixture {
  directory: Directory
  tree: SearchTree
  superAdmin: ApiClient
  /** Talent ids by e-mail. */
  ids: Record<string, string>
  /** What scoring.ts needs of each fixture talent, by e-mail (for the fits check). */
  profiles: Record<string, ScoringProfile>
}

/** Fills the fixture profiles through the API (as each talent) and approves Grace Thompson. */
export async function buildSearchFixture(server: TestServer): Promise<SearchFixture> {
  const superAdmin = await ApiClient.signedIn(server.url, demo.superAdmin)
  const directory = await readDirectory(superAdmin)
  const tree = await searchTree(superAdmin)
  const ids: Record<string, string> = {}
  const profiles: Record<string, ScoringProfile> = {}
  const grace = directory.userId(talentEmail('grace', 'thompson'))
  const approved = await superAdmin.patch(`/api/v1/super_admin/talents/${grace}/`, { is_talent_approved_by_platform: true })
  if (approved.status !== 200) throw new Error(`approve Grace: ${approved.status}`)
  for (const plan of SEARCH_PLANS) {
    const client = await ApiClient.signedIn(server.url, plan.email)
    const me = (await client.get('/api/v1/user/')).body
    ids[plan.email] = directory.userId(plan.email)
    const patch: Record<string, unknown> = { hourly_rate: plan.rate }
    if (plan.summary) patch.summary = plan.summary
    const patched = await client.patch('/api/v1/user/', patch)
    if (patched.status !== 200) throw new Error(`profile of ${plan.email}: ${patched.status} ${JSON.stringify(patched.body)}`)
    for (const claim of plan.claims) {
      const module = tree[claim.node]
      const response = await client.post('/api/v1/talent/specializations/', {
        specialization: module.id,
        expertise: claim.expertise,
        roles: module.roles.slice(0, claim.roles).map((role) => role.id),
        skills: module.skills.slice(0, claim.skills).map((skill) => skill.id),
      })
      if (response.status !== 201) throw new Error(`specialization of ${plan.email}: ${response.status} ${JSON.stringify(response.body)}`)
    }
    for (const window of plan.windows) {
      const response = await client.post('/api/v1/talent/availabilities/', {
        available_from_date: inDays(window.from),
        ...(window.to === null ? {} : { available_to_date: inDays(window.to) }),
        hours_per_week: window.hours,
        do_remote_contract: window.remote,
        do_on_site_contract: window.onSite,
      })
      if (response.status !== 201) throw new Error(`availability of ${plan.email}: ${response.status} ${JSON.stringify(response.body)}`)
    }
    profiles[plan.email] = {
      claims: plan.claims.map((claim) => ({
        specializationId: tree[claim.node].id,
        path: tree.paths[claim.node],
        expertise: claim.expertise,
        roles: tree[claim.node].roles.slice(0, claim.roles).map((role) => role.id),
        skills: tree[claim.node].skills.slice(0, claim.skills).map((skill) => skill.id),
      })),
      availabilities: plan.windows.map((window) => ({
        from: inDays(window.from),
        to: window.to === null ? null : inDays(window.to),
        hoursPerWeek: window.hours,
        onSite: window.onSite,
        remote: window.remote,
      })),
      hourlyRateCents: plan.rate === null ? null : plan.rate * 100,
      city: me.city ?? null,
      state: me.state ?? null,
      profileWeight: [plan.claims.length, plan.windows.length, plan.summary ? 1 : 0].filter(Boolean).length,
    }
  }
  return { directory, tree, superAdmin, ids, profiles }
}

/** The query string of criteria (specializations and availability as JSON). */
export function criteriaQuery(criteria: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(criteria)) {
    if (value === undefined) continue
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  return params.toString()
}
