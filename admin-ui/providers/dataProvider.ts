import simpleRestProvider from 'ra-data-simple-rest'
import { withLifecycleCallbacks, type DataProvider, type Identifier, type RaRecord } from 'react-admin'
import type { DocumentType, TalentDocument } from '../../contract/talentProfile'
import { httpClient } from './httpClient'

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

export type DocumentSet = Record<DocumentType, TalentDocument>

/** One earlier version of a talent's document (GET …/document_set/history/). */
export interface DocumentVersion extends Omit<TalentDocument, 'status'> {
  replacedAt: string
}

export interface TreeNodeRef {
  id: string
  name: string
}

/**
 * The console's calls beyond ra-data-simple-rest, on the /api/v1 contract: a talent's documents as the
 * super admin reads them, and where a node sits in the specialization tree.
 */
export type ConsoleDataProvider = DataProvider & {
  getTalentDocuments(talentId: Identifier): Promise<DocumentSet>
  getTalentDocumentHistory(talentId: Identifier): Promise<DocumentVersion[]>
  /** The platform first, down to the node itself (the breadcrumbs of the tree pages). */
  getSpecializationPath(nodeId: Identifier): Promise<TreeNodeRef[]>
}

const segment = (id: Identifier) => encodeURIComponent(String(id))

export const dataProvider: ConsoleDataProvider = {
  ...withLifecycleCallbacks(simpleRestProvider('/api/admin', httpClient), Object.keys(referenceFields).map(referencesAsIds)),

  async getTalentDocuments(talentId) {
    const { json } = await httpClient(`/api/v1/super_admin/talents/${segment(talentId)}/document_set/`)
    return json as DocumentSet
  },

  async getTalentDocumentHistory(talentId) {
    const { json } = await httpClient(`/api/v1/super_admin/talents/${segment(talentId)}/document_set/history/`)
    return (json as { results: DocumentVersion[] }).results
  },

  async getSpecializationPath(nodeId) {
    const { json } = await httpClient(`/api/v1/specializations/${segment(nodeId)}/`)
    const node = json as TreeNodeRef & { ancestors: TreeNodeRef[] }
    return [...node.ancestors, { id: node.id, name: node.name }]
  },
}
