import { z } from 'zod'
import { requiredString, text, multilineText } from './fields'

/**
 * Departments of an organization (the spec: "department name 20, depId 10, description 100"): name required and
 * at most 20 characters, depId at most 10, description at most 100, and the specialization-tree nodes
 * (taxonomies) the department covers.
 */
export const DEPARTMENT_LIMITS = { name: 20, depId: 10, description: 100 } as const

export const departmentMessages = {
  maxLength: (max: number) => `Ensure this field has no more than ${max} characters.`,
  invalidSpecialization: 'Select a valid specialization.',
  specializationTaken: (department: string) => `Already assigned to the department ${department}.`,
  invalidOrganization: 'Select a valid organization.',
} as const

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, { error: departmentMessages.maxLength(max) })
    .nullable()
    .optional()
    .transform((value) => value || null)

/** A uuid (SQL adapters) or an ObjectId (MongoDB): anything else names no node. */
export const isRecordId = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) || /^[0-9a-f]{24}$/i.test(value)

const specializationIds = z
  .array(z.string({ error: departmentMessages.invalidSpecialization }).trim().refine(isRecordId, { error: departmentMessages.invalidSpecialization }))
  .transform((ids) => [...new Set(ids)])
  .describe('Ids of specialization-tree nodes; a node belongs to at most one department of an organization')

const fields = {
  name: requiredString().max(DEPARTMENT_LIMITS.name, { error: departmentMessages.maxLength(DEPARTMENT_LIMITS.name) }),
  depId: optionalText(DEPARTMENT_LIMITS.depId),
  description: multilineText()
    .trim()
    .max(DEPARTMENT_LIMITS.description, { error: departmentMessages.maxLength(DEPARTMENT_LIMITS.description) })
    .nullable()
    .optional()
    .transform((value) => value || null),
  specializations: specializationIds.optional(),
}

export const departmentCreateInput = z.object(fields).describe('A new department of the caller’s organization')
export const superAdminDepartmentCreateInput = z
  .object({ ...fields, organizationId: requiredString() })
  .describe('A new department of the named organization')
/** Any subset; the taxonomy update sends `{ specializations: [ids] }` alone. */
export const departmentPatchInput = z.object(fields).partial().describe('Changes to a department')

export const department = z
  .object({
    id: z.string(),
    name: z.string(),
    depId: z.string().nullable(),
    description: z.string().nullable(),
    organizationId: z.string(),
    specializations: z.array(z.string()),
    usersCount: z.number().describe('Users assigned to the department, deactivated ones included'),
  })
  .describe('A department')

export type Department = z.infer<typeof department>
