import type { ApiClient } from './apiClient'

/**
 * A talent's profile filled through the API, the same way in the API suites and the profile benchmark:
 * items in every section (availability, work experience, external link, specialization, certificate)
 * and the two compliance documents.
 */

/** 'yyyy-MM-dd' `days` after today in the UTC calendar the server uses. */
export function inDays(days: number) {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** A minimal valid PDF (uploads check the magic bytes against the extension). */
export function tinyPdf(): Blob {
  const text = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'
  return new Blob([text], { type: 'application/pdf' })
}

export interface NamedNode {
  id: string
  name: string
}
export interface ModuleNode extends NamedNode {
  roles: NamedNode[]
  skills: NamedNode[]
}

/**
 * At least `count` modules three levels down the seeded tree (platform > area > module), with their
 * roles and skills, so every specialization a fixture adds sits at the same depth and has ancestors,
 * roles and skills to resolve.
 */
export async function modulesAtDepthThree(client: ApiClient, count: number): Promise<ModuleNode[]> {
  const roots = (await client.get('/api/v1/specializations/?root=true')).body.results as { children: (NamedNode & { numchild: number })[] }[]
  const modules: ModuleNode[] = []
  for (const root of roots) {
    for (const area of root.children.filter((child) => child.numchild > 0)) {
      const node = (await client.get(`/api/v1/specializations/${area.id}/`)).body as { children: NamedNode[] }
      for (const child of node.children) {
        const module = (await client.get(`/api/v1/specializations/${child.id}/`)).body as ModuleNode
        modules.push({ id: module.id, name: module.name, roles: module.roles, skills: module.skills })
        if (modules.length >= count) return modules
      }
    }
  }
  throw new Error(`the seeded tree has only ${modules.length} modules three levels down`)
}

/** Adds items number `offset` … `offset + count - 1` to every list section; specializations use modules[index] with two of its roles and skills. */
export async function addProfileItems(client: ApiClient, modules: ModuleNode[], count: number, offset = 0) {
  for (let index = offset; index < offset + count; index++) {
    const form = new FormData()
    form.set('document_name', `Certificate ${index}`)
    form.set('school_or_university', 'State University')
    form.set('file', tinyPdf(), `certificate-${index}.pdf`)
    const responses = [
      await client.post('/api/v1/talent/availabilities/', { available_from_date: inDays(index + 1), hours_per_week: 20, do_remote_contract: true }),
      await client.post('/api/v1/talent/work-experiences/', { position: `Analyst ${index}`, organization_name: 'Northwind', start_period_date: '2015-01', responsibilities: '<p>Build</p>' }),
      await client.post('/api/v1/talent/external-links/', { link: `https://links.example/${index}`, description: `Link ${index}` }),
      await client.post('/api/v1/talent/specializations/', {
        specialization: modules[index]!.id,
        expertise: 'intermediate',
        roles: modules[index]!.roles.slice(0, 2).map((role) => role.id),
        skills: modules[index]!.skills.slice(0, 2).map((skill) => skill.id),
      }),
      await client.post('/api/v1/talent/certificates/', form),
    ]
    for (const response of responses) {
      if (response.status !== 201) throw new Error(`could not add profile item ${index}: ${response.status} ${JSON.stringify(response.body)}`)
    }
  }
}

/** Background check and multipanel drug screen, uploaded with dates (expiring in a year unless told). */
export async function uploadComplianceDocuments(client: ApiClient, expiration = inDays(365)) {
  const form = new FormData()
  for (const type of ['background_check', 'multipanel_drug_screen']) {
    form.set(`${type}[begin_date]`, inDays(-30))
    form.set(`${type}[expiration_date]`, expiration)
    form.set(`${type}[file]`, tinyPdf(), `${type}.pdf`)
  }
  const response = await client.patch('/api/v1/talent/document_set/', form)
  if (response.status !== 200) throw new Error(`documents not saved: ${response.status} ${JSON.stringify(response.body)}`)
}
