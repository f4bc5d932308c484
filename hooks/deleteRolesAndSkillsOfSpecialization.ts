import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/**
 * The roles and skills of a node go with it: they only mean something on their node. This runs before
 * the node's own row goes (after the in-use check), because the database clears a relationship to a
 * deleted row, and afterwards nothing would still name the node. Same transaction (req is passed); the
 * node's deletion is already allowed, so its parts follow with overrideAccess whoever asked, and a part
 * that cannot be deleted fails the whole deletion.
 */
export const deleteRolesAndSkillsOfSpecialization: CollectionBeforeDeleteHook = async ({ id, req }) => {
  for (const collection of ['specialization-roles', 'specialization-skills'] as const) {
    const result = await req.payload.delete({ collection, where: { specialization: { equals: id } }, depth: 0, overrideAccess: true, req })
    if (result.errors.length) throw new APIError(`Could not delete the ${collection} of this node.`, 500)
  }
}
