import simpleRestProvider from 'ra-data-simple-rest'
import { HttpError, withLifecycleCallbacks, type DataProvider, type Identifier, type RaRecord } from 'react-admin'
import { WRITABLE_FIELDS, type Organization } from '../../contract/organizations'
import { apiCall, type AnswerOf } from '../../portals/shared/client'
import { asHttpError } from './contractCall'
import { httpClient } from './httpClient'
// Every organization's time, read from the contract's super-admin list
import { getTimeTrackingList } from '../time-tracking/timeTrackingProvider'

/** Relationship fields that Payload may send populated (`{ id, name }`); react-admin references want the id. */
const referenceFields: Record<string, string[]> = {
  users: ['organization'],
  specializations: ['parent'],
  'specialization-roles': ['specialization'],
  'specialization-skills': ['specialization'],
}

function referencesAsIds(resource: string) {
  return {
    resource,
    afterRead: async (record: RaRecord) => {
      const copy: RaRecord = { ...record }
      for (const field of referenceFields[resource]) {
        const value = copy[field]
        if (value && typeof value === 'object' && 'id' in value) copy[field] = value.id
      }
      return copy
    },
  }
}

/** A talent's current documents, by type (GET …/document_set/). */
export type DocumentSet = AnswerOf<'get', '/super_admin/talents/{id}/document_set/'>

/** One earlier version of a talent's document (GET …/document_set/history/). */
export type DocumentVersion = AnswerOf<'get', '/super_admin/talents/{id}/document_set/history/'>['results'][number]

/** A node of the specialization tree as its breadcrumbs name it. */
export type TreeNodeRef = Pick<AnswerOf<'get', '/specializations/{id}/'>, 'id' | 'name'>

/**
 * The console's calls beyond ra-data-simple-rest, on the /api/v1 contract: a talent's documents as the
 * super admin reads them, and where a node sits in the specialization tree.
 */
export type ConsoleDataProvider = DataProvider & {
  getTalentDocuments(talentId: Identifier): Promise<DocumentSet>
  getTalentDocumentHistory(talentId: Identifier): Promise<DocumentVersion[]>
  /** The platform first, down to the node itself (the breadcrumbs of the tree pages). */
  getSpecializationPath(nodeId: Identifier): Promise<TreeNodeRef[]>
  /** An organization's users and live engagements (GET …/users_count/, …/engagements_count/). */
  getOrganizationCounts(organizationId: Identifier): Promise<{ users: number; engagements: number }>
  /** Change Rate, PATCH { rate, tierRate }. */
  changeOrganizationRate(organizationId: Identifier, rates: { rate: number | null; tierRate: number | null }): Promise<Organization>
}

const segment = (id: Identifier) => encodeURIComponent(String(id))

/**
 * Organizations: the console writes organizations through /api/v1 (multipart, so the logo
 * travels with the record); list and getOne stay on /api/admin. /api/v1 answers field errors as lists,
 * react-admin wants one string per field: they are joined with ', '.
 */
const ORGANIZATIONS_API = '/api/v1/super_admin/organizations/'

async function callV1(url: string, options: { method: string; body: BodyInit }) {
  try {
    return await httpClient(url, options)
  } catch (error) {
    const body = (error as HttpError).body as { errors?: Record<string, string[] | string> } | undefined
    if (!(error instanceof HttpError) || !body?.errors) throw error
    const errors = Object.fromEntries(Object.entries(body.errors).map(([field, list]) => [field, Array.isArray(list) ? list.join(', ') : list]))
    const message = errors.nonFieldErrors ?? 'ra.message.invalid_form'
    throw new HttpError(message, error.status, { ...body, message, errors })
  }
}

/** The record as multipart: every writable field (empty for none), and the logo when a file was picked or removed. */
function organizationForm(data: Record<string, unknown>, previous?: Record<string, unknown>) {
  const form = new FormData()
  for (const field of WRITABLE_FIELDS) {
    if (!(field in data)) continue
    const value = data[field]
    form.append(field, value === null || value === undefined ? '' : String(value))
  }
  const logo = data.logo as { rawFile?: File } | string | null | undefined
  if (logo && typeof logo === 'object' && logo.rawFile instanceof File) form.append('logo', logo.rawFile, logo.rawFile.name)
  else if (!logo && previous?.logo) form.append('logo', '')
  return form
}

const organizationWrites: Pick<DataProvider, 'create' | 'update'> = {
  async create(_resource, params) {
    const { json } = await callV1(ORGANIZATIONS_API, { method: 'POST', body: organizationForm(params.data) })
    return { data: (json as { data: Organization }).data } as never
  },
  async update(_resource, params) {
    const { json } = await callV1(`${ORGANIZATIONS_API}${segment(params.id)}/`, { method: 'PUT', body: organizationForm(params.data, params.previousData) })
    return { data: json as Organization } as never
  },
}

const restProvider = withLifecycleCallbacks(simpleRestProvider('/api/admin', httpClient), Object.keys(referenceFields).map(referencesAsIds))

export const dataProvider: ConsoleDataProvider = {
  ...restProvider,
  getList: (resource, params) => (resource === 'time-tracking' ? (getTimeTrackingList(params) as never) : restProvider.getList(resource, params)),
  create: (resource, params) => (resource === 'organizations' ? organizationWrites.create(resource, params) : restProvider.create(resource, params)),
  update: (resource, params) => (resource === 'organizations' ? organizationWrites.update(resource, params) : restProvider.update(resource, params)),

  getTalentDocuments: (talentId) => asHttpError(apiCall('get', '/super_admin/talents/{id}/document_set/', { params: { path: { id: String(talentId) } } })),

  async getTalentDocumentHistory(talentId) {
    const history = await asHttpError(apiCall('get', '/super_admin/talents/{id}/document_set/history/', { params: { path: { id: String(talentId) } } }))
    return history.results
  },

  async getOrganizationCounts(organizationId) {
    const path = { id: String(organizationId) }
    const [users, engagements] = await asHttpError(
      Promise.all([
        apiCall('get', '/super_admin/organizations/{id}/users_count/', { params: { path } }),
        apiCall('get', '/super_admin/organizations/{id}/engagements_count/', { params: { path } }),
      ]),
    )
    return { users: users.count, engagements: engagements.count }
  },

  async changeOrganizationRate(organizationId, rates) {
    const body = JSON.stringify({ rate: rates.rate, tierRate: rates.tierRate })
    const { json } = await callV1(`${ORGANIZATIONS_API}${segment(organizationId)}/`, { method: 'PATCH', body })
    return json as Organization
  },

  async getSpecializationPath(nodeId) {
    const node = await asHttpError(apiCall('get', '/specializations/{id}/', { params: { path: { id: String(nodeId) } } }))
    return [...node.ancestors, { id: node.id, name: node.name }]
  },
}
