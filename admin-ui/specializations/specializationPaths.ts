import type { Identifier, RaRecord } from 'react-admin'

/**
 * Where the tree pages live. The platforms are the resource's list (/specializations); the nodes under
 * a node are a route of the same resource (/specializations/{id}/children, see index.ts), so every level
 * has its own address and the browser's Back walks up the tree.
 */
const ROOT = '/specializations'
export const CHILDREN_ROUTE = ':id/children'

const segment = (id: Identifier) => encodeURIComponent(String(id))

/** The page listing the nodes under `parent`; the platforms when there is none. */
export const levelPath = (parent?: Identifier | null) => (parent ? `${ROOT}/${segment(parent)}/children` : ROOT)

/** A node's own page (edit, with its roles and skills). */
export const nodePath = (id: Identifier) => `${ROOT}/${segment(id)}`

/** After a node is saved: the level it sits in. */
export const redirectToLevel = (_resource?: string, _id?: Identifier, data?: Partial<RaRecord>) => levelPath(data?.parent)

/** After a role or skill is saved: the page of its node, where its list is. */
export const redirectToNode = (_resource?: string, _id?: Identifier, data?: Partial<RaRecord>) =>
  data?.specialization ? nodePath(data.specialization) : ROOT
