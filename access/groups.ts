import type { Access, PayloadRequest, Where } from 'payload'
import { authUser, isOrganizationUser, isSuperAdmin, organizationOf, relationId, type AuthUser } from './roles'
import { onlyServerWrites } from './serverWrites'

/**
 * Who may see and change groups, subgroups, group members and group shares:
 * - the organization user who made a group (its owner): everything of it;
 * - organization users the owner shared subgroups with: read those subgroups, their members and the
 *   group itself (never the other subgroups, never a write);
 * - the super admin: reads everything, writes nothing (groups are the owner's working lists);
 * - anyone of another organization, contacts, talents: nothing (another organization's id reads as 404).
 * Every row carries its organization, and every scope below requires the reader's own.
 * Writes come only from the /api/v1 endpoints (access/serverWrites.ts), where the rules and messages of
 * The spec's validation are checked; Payload's generated REST for these collections is read-only.
 */

interface SharedWithUser {
  groupIds: string[]
  subgroupIds: string[]
}

/**
 * What has been shared with the user, read once per request: every access check of the request (a
 * list, its counts, its members) reuses it, so list query counts stay independent of the page size.
 */
const sharedLookups = new WeakMap<PayloadRequest, Promise<SharedWithUser>>()

export function sharedWithUser(req: PayloadRequest, user: AuthUser): Promise<SharedWithUser> {
  let lookup = sharedLookups.get(req)
  if (!lookup) {
    lookup = req.payload
      .find({
        collection: 'group-shares',
        where: { sharedWith: { equals: user.id } },
        select: { group: true, subgroup: true },
        pagination: false,
        depth: 0,
        overrideAccess: false,
        user: user as never,
        req,
      })
      .then(({ docs }) => ({
        groupIds: [...new Set(docs.map((doc) => relationId(doc.group)).filter((id): id is string => Boolean(id)))],
        subgroupIds: [...new Set(docs.map((doc) => relationId(doc.subgroup)).filter((id): id is string => Boolean(id)))],
      }))
    sharedLookups.set(req, lookup)
  }
  return lookup
}

/** Organization users (managers and organization admins) with an organization; everyone else is null. */
function organizationUser(req: PayloadRequest): { user: AuthUser; organization: string } | null {
  const user = authUser(req)
  const organization = organizationOf(user)
  return user && organization && isOrganizationUser(user) ? { user, organization } : null
}

const inOrganization = (organization: string, ...alternatives: (Where | null)[]): Where => {
  const scopes = alternatives.filter((where): where is Where => where !== null)
  return { and: [{ organization: { equals: organization } }, scopes.length === 1 ? scopes[0]! : { or: scopes }] }
}
const anyOf = (field: string, ids: string[]): Where | null => (ids.length ? { [field]: { in: ids } } : null)

/** `ownerField` names the group's owner from the collection at hand ('owner' on groups, 'group.owner' below them). */
const ownedWrites = (ownerField: string): Access =>
  onlyServerWrites(({ req }) => {
    const caller = organizationUser(req)
    return caller ? inOrganization(caller.organization, { [ownerField]: { equals: caller.user.id } }) : false
  })

// --- groups ----------------------------------------------------------------------------------------

export const readGroups: Access = async ({ req }) => {
  if (isSuperAdmin(authUser(req))) return true
  const caller = organizationUser(req)
  if (!caller) return false
  const shared = await sharedWithUser(req, caller.user)
  return inOrganization(caller.organization, { owner: { equals: caller.user.id } }, anyOf('id', shared.groupIds))
}

/** A group is made by an organization user for themselves, in their organization. */
export const createGroups: Access = onlyServerWrites(({ req, data }) => {
  const caller = organizationUser(req)
  return Boolean(caller) && relationId(data?.owner) === caller!.user.id && relationId(data?.organization) === caller!.organization
})

export const writeOwnGroups = ownedWrites('owner')

// --- subgroups, members, shares -----------------------------------------------------------------

export const readSubgroups: Access = async ({ req }) => {
  if (isSuperAdmin(authUser(req))) return true
  const caller = organizationUser(req)
  if (!caller) return false
  const shared = await sharedWithUser(req, caller.user)
  return inOrganization(caller.organization, { 'group.owner': { equals: caller.user.id } }, anyOf('id', shared.subgroupIds))
}

export const readGroupMembers: Access = async ({ req }) => {
  if (isSuperAdmin(authUser(req))) return true
  const caller = organizationUser(req)
  if (!caller) return false
  const shared = await sharedWithUser(req, caller.user)
  return inOrganization(caller.organization, { 'group.owner': { equals: caller.user.id } }, anyOf('subgroup', shared.subgroupIds))
}

/** A share is seen by the group's owner and by the user it was made for. */
export const readGroupShares: Access = ({ req }) => {
  if (isSuperAdmin(authUser(req))) return true
  const caller = organizationUser(req)
  if (!caller) return false
  return inOrganization(caller.organization, { 'group.owner': { equals: caller.user.id } }, { sharedWith: { equals: caller.user.id } })
}

/**
 * Creating a subgroup needs a group of the caller's; a member or a share needs a subgroup of the
 * caller's group, and must name that subgroup's group (the Where of update cannot check data that does
 * not exist yet, so this looks the parent up).
 */
export const createSubgroups: Access = onlyServerWrites(async ({ req, data }) => {
  const caller = organizationUser(req)
  if (!caller || relationId(data?.organization) !== caller.organization) return false
  const groupId = relationId(data?.group)
  if (!groupId) return false
  const { totalDocs } = await req.payload.count({
    collection: 'groups',
    where: { and: [{ id: { equals: groupId } }, { owner: { equals: caller.user.id } }, { organization: { equals: caller.organization } }] },
    overrideAccess: false,
    user: caller.user as never,
    req,
  })
  return totalDocs === 1
})

const createUnderOwnSubgroup =
  (extra: (caller: { user: AuthUser }, data: Record<string, unknown>) => boolean): Access =>
  onlyServerWrites(async ({ req, data }) => {
    const caller = organizationUser(req)
    if (!caller || !data || relationId(data.organization) !== caller.organization || !extra(caller, data)) return false
    const subgroupId = relationId(data.subgroup)
    const groupId = relationId(data.group)
    if (!subgroupId || !groupId) return false
    const { totalDocs } = await req.payload.count({
      collection: 'subgroups',
      where: {
        and: [
          { id: { equals: subgroupId } },
          { group: { equals: groupId } },
          { 'group.owner': { equals: caller.user.id } },
          { organization: { equals: caller.organization } },
        ],
      },
      overrideAccess: false,
      user: caller.user as never,
      req,
    })
    return totalDocs === 1
  })

export const createGroupMembers = createUnderOwnSubgroup(() => true)
export const createGroupShares = createUnderOwnSubgroup((caller, data) => relationId(data.sharedBy) === caller.user.id)

/** Subgroups, members and shares are changed and removed by the owner of their group. */
export const writeUnderOwnGroups = ownedWrites('group.owner')
