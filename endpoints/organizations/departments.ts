import type { PayloadRequest, Where } from 'payload'
import { z } from 'zod'
import { organizationOf, relationId, type AuthUser } from '../../access/roles'
import {
  department,
  departmentCreateInput,
  departmentMessages,
  departmentPatchInput,
  superAdminDepartmentCreateInput,
  type Department,
} from '../../contract/departments'
import { HttpError, NO_ID, asUser, defineEndpoint, looksLikeId } from '../http'
import { pageQuery, toPage, toSort } from '../pagination'
import type { Row } from '../../domain/shared/records'

/**
 * Departments: the organization admin adds and edits the departments of
 * their own organization, the super admin those of any organization; managers read their own
 * organization's. A department of another organization reads as 404. The rule that a specialization
 * node belongs to one department of an organization lives in the collection's hook, for every write path.
 */
const TAG = 'Departments'
type Role = 'organization_admin' | 'super_admin' | 'manager'


type StoredDepartment = Row<'departments'>

/** Department JSON for a page of departments, with one query counting their users. */
async function present(req: PayloadRequest, user: AuthUser, departments: StoredDepartment[]): Promise<Department[]> {
  const ids = departments.map((item) => String(item.id))
  const users = ids.length
    ? await req.payload.find({ collection: 'users', where: { department: { in: ids } }, select: { department: true }, pagination: false, ...asUser(req, user) })
    : null
  const counts = new Map<string, number>()
  for (const doc of users?.docs ?? []) {
    const id = String(doc.department)
    counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return departments.map((item) => ({
    id: String(item.id),
    name: item.name,
    depId: item.depId ?? null,
    description: item.description ?? null,
    organizationId: String(relationId(item.organization)),
    specializations: (item.specializations ?? []).map(relationId).filter((id): id is string => Boolean(id)),
    usersCount: counts.get(String(item.id)) ?? 0,
  }))
}

async function findDepartment(req: PayloadRequest, user: AuthUser, id: string) {
  if (!looksLikeId(id)) return null
  const { docs } = await req.payload.find({ collection: 'departments', where: { id: { equals: id } }, limit: 1, pagination: false, ...asUser(req, user) })
  return docs[0] ?? null
}

const response = z.object({ count: z.number(), next: z.string().nullable(), previous: z.string().nullable(), results: z.array(department) })

const listQuery = pageQuery.extend({ search: z.string().trim().optional().describe('Part of the name') })
const superAdminListQuery = listQuery.extend({ organization: z.string().trim().optional().describe('Organization id') })

const listDepartments = (role: Role) =>
  defineEndpoint({
    method: 'get',
    path: `/${role}/departments/`,
    summary: role === 'super_admin' ? 'Departments of every organization (filter: organization)' : 'Departments of the caller’s organization',
    tag: TAG,
    access: [role],
    query: role === 'super_admin' ? superAdminListQuery : listQuery,
    response,
    handler: async ({ req, user, query }) => {
      const and: Where[] = []
      // The collection's read access already limits organization members to their own organization.
      const organization = (query as z.output<typeof superAdminListQuery>).organization
      if (organization) and.push({ organization: { equals: looksLikeId(organization) ? organization : NO_ID } })
      if (query.search) and.push({ name: { like: query.search } })
      const found = await req.payload.find({
        collection: 'departments',
        where: { and },
        sort: toSort(query.ordering, ['name', 'depId', 'createdAt'], 'name'),
        page: query.page,
        limit: query.pageSize,
        ...asUser(req, user!),
      })
      return toPage(req, query, found.totalDocs, await present(req, user!, found.docs))
    },
  })

export const organizationAdminDepartments = listDepartments('organization_admin')
export const superAdminDepartments = listDepartments('super_admin')
export const managerDepartments = listDepartments('manager')

const createDepartment = (role: 'organization_admin' | 'super_admin') =>
  defineEndpoint({
    method: 'post',
    path: `/${role}/departments/`,
    summary: role === 'super_admin' ? 'Add a department to an organization' : 'Add a department to the caller’s organization',
    tag: TAG,
    access: [role],
    body: role === 'super_admin' ? superAdminDepartmentCreateInput : departmentCreateInput,
    response: department,
    status: 201,
    handler: async ({ req, user, body }) => {
      const { organizationId, ...fields } = body as z.output<typeof superAdminDepartmentCreateInput>
      let organization = organizationOf(user!)
      if (role === 'super_admin') {
        const found = looksLikeId(organizationId)
          ? await req.payload.findByID({ collection: 'organizations', id: organizationId, select: {}, disableErrors: true, ...asUser(req, user!) })
          : null
        if (!found) throw HttpError.validation({ organizationId: [departmentMessages.invalidOrganization] })
        organization = organizationId
      }
      const created = await req.payload.create({
        collection: 'departments',
        data: { ...fields, specializations: fields.specializations ?? [], organization: organization! },
        ...asUser(req, user!),
      })
      return (await present(req, user!, [created]))[0]
    },
  })

export const organizationAdminCreateDepartment = createDepartment('organization_admin')
export const superAdminCreateDepartment = createDepartment('super_admin')

const patchDepartment = (role: 'organization_admin' | 'super_admin') =>
  defineEndpoint({
    method: 'patch',
    path: `/${role}/departments/:id/`,
    summary: 'Edit a department; the taxonomy update sends { specializations: [ids] } alone',
    tag: TAG,
    access: [role],
    body: departmentPatchInput,
    response: department,
    handler: async ({ req, user, params, body }) => {
      if (!(await findDepartment(req, user!, params.id!))) throw HttpError.notFound()
      const data = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined))
      const updated = await req.payload.update({ collection: 'departments', id: params.id!, data, ...asUser(req, user!) })
      return (await present(req, user!, [updated]))[0]
    },
  })

export const organizationAdminPatchDepartment = patchDepartment('organization_admin')
export const superAdminPatchDepartment = patchDepartment('super_admin')
