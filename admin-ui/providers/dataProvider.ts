import simpleRestProvider from 'ra-data-simple-rest'
import { withLifecycleCallbacks, type RaRecord } from 'react-admin'
import { httpClient } from './httpClient'

/** Relationship fields that Payload may send populated (`{ id, name }`); react-admin references want the id. */
const referenceFields: Record<string, string[]> = {
  users: ['organization'],
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

export const dataProvider = withLifecycleCallbacks(
  simpleRestProvider('/api/admin', httpClient),
  Object.keys(referenceFields).map(referencesAsIds),
)
