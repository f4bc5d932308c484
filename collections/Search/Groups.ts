import type { CollectionConfig, Field } from 'payload'
import {
  createGroupMembers,
  createGroupShares,
  createGroups,
  createSubgroups,
  readGroupMembers,
  readGroupShares,
  readGroups,
  readSubgroups,
  writeOwnGroups,
  writeUnderOwnGroups,
} from '../../access/groups'
import { nobody } from '../../access/roles'
import { GROUP_NAME_MAX } from '../../contract/groups'

/**
 * Groups and subgroups of talent an organization user keeps, the talents in them, and the shares that let other
 * organization users read chosen subgroups (Share Group). Rules and messages: contract/groups.ts; who may do what:
 * access/groups.ts. Every row names its organization so each scope can require the reader's own.
 */

/** A relation set once at creation: no API moves a record to another group, owner or organization. */
const fixedRelation = (name: string, relationTo: 'groups' | 'subgroups' | 'users' | 'organizations'): Field => ({
  name,
  type: 'relationship',
  relationTo,
  required: true,
  index: true,
  access: { update: () => false },
})

export const Groups: CollectionConfig = {
  slug: 'groups',
  access: { read: readGroups, create: createGroups, update: writeOwnGroups, delete: writeOwnGroups },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: GROUP_NAME_MAX },
    fixedRelation('organization', 'organizations'),
    fixedRelation('owner', 'users'),
  ],
}

export const Subgroups: CollectionConfig = {
  slug: 'subgroups',
  access: { read: readSubgroups, create: createSubgroups, update: writeUnderOwnGroups, delete: writeUnderOwnGroups },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: GROUP_NAME_MAX },
    fixedRelation('group', 'groups'),
    fixedRelation('organization', 'organizations'),
  ],
}

/**
 * One talent once per subgroup: checked by POST /<role>/group-members/ (422 with the spec's wording), and
 * held by a unique index when two requests race (on PostgreSQL they are not queued). Never edited.
 */
export const GroupMembers: CollectionConfig = {
  slug: 'group-members',
  indexes: [{ fields: ['subgroup', 'talent'], unique: true }],
  access: { read: readGroupMembers, create: createGroupMembers, update: nobody, delete: writeUnderOwnGroups },
  fields: [
    fixedRelation('talent', 'users'),
    fixedRelation('subgroup', 'subgroups'),
    fixedRelation('group', 'groups'),
    fixedRelation('organization', 'organizations'),
  ],
}

/** One row per (subgroup, user it is shared with); removed with the subgroup or the group. */
export const GroupShares: CollectionConfig = {
  slug: 'group-shares',
  access: { read: readGroupShares, create: createGroupShares, update: nobody, delete: writeUnderOwnGroups },
  fields: [
    fixedRelation('group', 'groups'),
    fixedRelation('subgroup', 'subgroups'),
    fixedRelation('sharedBy', 'users'),
    fixedRelation('sharedWith', 'users'),
    fixedRelation('organization', 'organizations'),
  ],
}
