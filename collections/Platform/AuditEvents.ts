import type { Access, CollectionConfig } from 'payload'
import { authUser, isSuperAdmin, nobody, organizationOf } from '../../access/roles'
import { AUDIT_ACTIONS } from '../../contract/auditTrail'

/** The super admin reads every event; an organization admin the events of their organization. */
const readAuditEvents: Access = ({ req }) => {
  const user = authUser(req)
  if (!user) return false
  if (isSuperAdmin(user)) return true
  const organization = organizationOf(user)
  return user.role === 'organization_admin' && organization ? { organization: { equals: organization } } : false
}

/**
 * The audit trail: one row per recorded create, update or delete (hooks/recordAuditEvent.ts decides
 * which), with the old and new value of every changed field. No role may write it through any API, so
 * the hook writes it with overrideAccess, in the same transaction as the change it records.
 */
export const AuditEvents: CollectionConfig = {
  slug: 'audit-events',
  access: { read: readAuditEvents, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-at',
  fields: [
    { name: 'at', type: 'date', required: true, index: true },
    { name: 'actor', type: 'relationship', relationTo: 'users', index: true },
    // Names as they were at the time, so the trail reads the same after a rename and for readers who
    // may not read the account itself (an organization admin reading the super admin's change).
    { name: 'actorName', type: 'text' },
    // The super admin acting as `actor` when the change was made in an impersonation.
    { name: 'impersonator', type: 'relationship', relationTo: 'users', index: true },
    { name: 'impersonatorName', type: 'text' },
    { name: 'organization', type: 'relationship', relationTo: 'organizations', index: true },
    { name: 'entity', type: 'text', required: true, index: true },
    { name: 'recordId', type: 'text', required: true, index: true },
    { name: 'action', type: 'select', required: true, options: [...AUDIT_ACTIONS] },
    { name: 'changes', type: 'json' },
    { name: 'summary', type: 'text' },
  ],
}
