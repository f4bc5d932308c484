import type { ApiClient } from './apiClient'

/**
 * Ids of the seeded records, read once through the console's /api/admin dialect as the super admin
 * (the only actor who sees every row), so tests can name "a Lakeside user" or "the other talent".
 */
export interface Directory {
  userId(email: string): string
  organizationId(name: 'Northwind Health System' | 'Lakeside Medical Center'): string
}

export async function readDirectory(superAdmin: ApiClient): Promise<Directory> {
  const users = await superAdmin.get<{ id: string; email: string }[]>('/api/admin/users?range=[0,499]')
  const organizations = await superAdmin.get<{ id: string; name: string }[]>('/api/admin/organizations?range=[0,99]')
  if (users.status !== 200 || organizations.status !== 200) {
    throw new Error(`directory not readable: ${users.status} ${organizations.status}`)
  }
  const byEmail = new Map(users.body.map((user) => [user.email, user.id]))
  const byName = new Map(organizations.body.map((organization) => [organization.name, organization.id]))
  return {
    userId(email) {
      const id = byEmail.get(email)
      if (!id) throw new Error(`no seeded user ${email}`)
      return id
    },
    organizationId(name) {
      const id = byName.get(name)
      if (!id) throw new Error(`no seeded organization ${name}`)
      return id
    },
  }
}
