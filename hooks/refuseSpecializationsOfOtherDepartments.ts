import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { relationId } from '../access/roles'
import { departmentMessages, isRecordId } from '../contract/departments'

/**
 * A department's specializations (taxonomies) are nodes of the specialization tree, and one node belongs
 * to at most one department of an organization (the spec: "already assigned ones are disabled").
 * Checked here so the /api/v1 endpoints, the console and the generated REST cannot disagree. Only the
 * exact node counts: a department may hold a module whose area another department holds. The lookups use
 * overrideAccess: they check the tree and the organization's departments, which every writer of a
 * department may read anyway, and return nothing but a department name to the caller.
 */
export const refuseSpecializationsOfOtherDepartments: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (data.specializations === undefined) return data
  const ids = [...new Set(((data.specializations ?? []) as unknown[]).map(relationId).filter((id): id is string => Boolean(id)))]
  data.specializations = ids
  if (!ids.length) return data
  const fail = (message: string): never => {
    throw new ValidationError({ collection: 'departments', errors: [{ path: 'specializations', message }], req })
  }
  if (!ids.every(isRecordId)) fail(departmentMessages.invalidSpecialization)
  const nodes = await req.payload.find({
    collection: 'specializations',
    where: { id: { in: ids } },
    select: {},
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
    req,
  })
  if (nodes.docs.length !== ids.length) fail(departmentMessages.invalidSpecialization)
  const organization = relationId(data.organization ?? originalDoc?.organization)
  const others = await req.payload.find({
    collection: 'departments',
    where: {
      and: [
        { organization: { equals: organization } },
        { specializations: { in: ids } },
        ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
    select: { name: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const taken = others.docs[0] as { name?: string } | undefined
  if (taken) fail(departmentMessages.specializationTaken(String(taken.name ?? '')))
  return data
}
