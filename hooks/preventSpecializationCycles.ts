import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { relationId } from '../access/roles'

/** Deeper than any real tree (platform, area, module, sub-module); a walk this long means a loop. */
const MAX_DEPTH = 12

/**
 * A node may not move under itself or under one of its own descendants: the tree would become a loop
 * and every walk up to the platform (breadcrumbs, ancestors) would never end. Only an update can do it,
 * since a new node has no descendants yet. The walk reads parents with overrideAccess: it checks the
 * shape of the tree, which is reference data, and returns nothing to the caller.
 */
export const preventSpecializationCycles: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || data.parent === undefined || !originalDoc) return data
  const self = String(originalDoc.id)
  let ancestor = relationId(data.parent)
  for (let depth = 0; ancestor && depth < MAX_DEPTH; depth++) {
    if (ancestor === self) {
      throw new ValidationError({
        collection: 'specializations',
        errors: [{ path: 'parent', message: 'A node cannot move under itself or one of the nodes below it' }],
        req,
      })
    }
    const parent = await req.payload.findByID({
      collection: 'specializations',
      id: ancestor,
      depth: 0,
      select: { parent: true },
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    ancestor = relationId(parent?.parent)
  }
  return data
}
