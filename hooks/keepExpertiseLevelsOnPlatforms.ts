import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Expertise levels belong to a platform (a root of the specialization tree): the talent's picker reads
 * them from the platform whatever node is chosen below it. A node with a parent keeps none, so a node
 * moved under another one does not carry levels nobody reads.
 */
export const keepExpertiseLevelsOnPlatforms: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const parent = data.parent !== undefined ? data.parent : originalDoc?.parent
  if (parent) data.expertiseLevels = []
  return data
}
