import { z } from 'zod'

/**
 * The audit trail: who changed what, acting as whom, with the
 * old and new value of every changed field. Read by the super admin (all) and an organization admin
 * (their organization's events); written only by the server (hooks/recordAuditEvent.ts).
 */

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const auditEvent = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  impersonatorId: z.string().nullable(),
  impersonatorName: z.string().nullable(),
  organizationId: z.string().nullable(),
  entity: z.string(),
  recordId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  changes: z.record(z.string(), z.object({ old: z.unknown(), new: z.unknown() })),
  summary: z.string(),
})
export type AuditEvent = z.infer<typeof auditEvent>

export const auditEventFilters = z.object({
  organization: z.string().trim().optional(),
  entity: z.string().trim().optional(),
  recordId: z.string().trim().optional(),
  actor: z.string().trim().optional(),
})
