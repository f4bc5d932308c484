import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/**
 * A node of the specialization tree may be deleted only when nothing hangs off it: no nodes below it
 * (they would lose their platform) and no talent's specialization pointing at it (the talent would keep
 * a claim to a node that no longer exists). Counts run with overrideAccess: the rule is about every
 * talent's claim, not the ones the caller may read, and only a number comes back.
 */
export const refuseDeletingSpecializationsInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const children = await req.payload.count({ collection: 'specializations', where: { parent: { equals: id } }, overrideAccess: true, req })
  if (children.totalDocs > 0) {
    throw new APIError('Delete or move the nodes below this one first.', 409, undefined, true)
  }
  // The talent profile's collection may not be installed yet where this runs.
  if (req.payload.collections['talent-specializations']) {
    const claimed = await req.payload.count({ collection: 'talent-specializations', where: { specialization: { equals: id } }, overrideAccess: true, req })
    if (claimed.totalDocs > 0) {
      throw new APIError('Talents have chosen this node; it cannot be deleted.', 409, undefined, true)
    }
  }
}
