import { z } from 'zod'
import type { FieldErrors } from './errors'
import { requiredString, text } from './fields'
import { messages } from './messages'
import { isoDate, profileMessages } from './talentProfile'
import { talentListItem } from './talentList'

/**
 * Groups, subgroups, their members and Share Group: the payloads, the messages and the pure rules, shared by the
 * server and the organization portal. Groups are the working lists of the organization user who made them; sharing
 * lets other organization users of the same organization read chosen subgroups and their members.
 */

export const GROUP_NAME_MAX = 100

export const groupMessages = {
  // Not shown in the spec; chosen to read like the shown ones.
  invalidGroup: 'Select a valid group.',
  invalidSubgroup: 'Select a valid subgroup.',
  invalidTalent: 'Select a valid talent.',
  invalidManager: 'Select a valid manager.',
  alreadyMember: 'This talent is already in the subgroup.',
  selectSubgroup: 'Select at least one subgroup',
  selectManager: 'Select at least one manager',
  onlyOwnerChanges: 'Only the owner of the group can change it.',
  // Spec toasts the portal shows after these calls.
  groupAdded: 'Group was added',
  groupEdited: 'Group was edited',
  subgroupAdded: 'Subgroup was added',
  subgroupEdited: 'Subgroup was edited',
  talentAdded: 'The Talent was added to the Group',
  sharedWith: (names: string[]) => `You shared the group with ${names.join(', ')}`,
} as const

const name = () => requiredString().max(GROUP_NAME_MAX, { error: profileMessages.maxLength(GROUP_NAME_MAX) })
/** An id sent in a body: present and a string; whether it names something the caller may use is the server's check. */
const reference = () => requiredString()
const references = (emptyMessage: string) =>
  z.array(z.string({ error: messages.required }), { error: messages.required }).min(1, { error: emptyMessage })

export const groupInput = z.object({ name: name() })
export const groupPatch = z.object({ name: name() })
export const subgroupInput = z.object({ name: name(), groupId: reference() })
export const subgroupPatch = z.object({ name: name() })
export const groupMemberInput = z.object({ talentId: reference(), subgroupId: reference() })
export const shareGroupInput = z.object({
  groupId: reference(),
  subgroupIds: references(groupMessages.selectSubgroup),
  managerIds: references(groupMessages.selectManager),
})

const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')])

/** GET /<role>/group-members/ filters, besides page, page_size and ordering. */
export const groupMemberFilters = z.object({
  name: text().trim().optional(),
  subgroupId: text().optional(),
  groupId: text().optional(),
  availableFromDate: isoDate().optional(),
  availableToDate: isoDate().optional(),
  isUnavailableResourcesHidden: flag.optional(),
})

export const group = z.object({
  id: z.string(),
  name: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  isOwner: z.boolean(),
  subgroupsCount: z.number().int(),
  membersCount: z.number().int(),
  createdAt: z.string(),
})
export type Group = z.infer<typeof group>

export const subgroup = z.object({ id: z.string(), name: z.string(), groupId: z.string(), membersCount: z.number().int() })
export type Subgroup = z.infer<typeof subgroup>

export const groupMember = z.object({
  id: z.string(),
  talentId: z.string(),
  subgroupId: z.string(),
  groupId: z.string(),
  talent: talentListItem,
})
export type GroupMember = z.infer<typeof groupMember>

export const shareGroupResult = z.object({ sharedWith: z.array(z.object({ id: z.string(), fullName: z.string() })) })

/**
 * The availability window a member must have when unavailable members are hidden: one window that
 * covers the whole asked range (starts on or before its first day, and is open-ended or ends on or after
 * its last day). Only one date given: that day. No date given: any window not over by today.
 */
export type CoverRange = { kind: 'range'; from: string; to: string } | { kind: 'notOverBy'; day: string }

export function availabilityCover(from: string | undefined, to: string | undefined, today: string): CoverRange {
  if (!from && !to) return { kind: 'notOverBy', day: today }
  const first = from ?? to!
  const last = to ?? from!
  return first <= last ? { kind: 'range', from: first, to: last } : { kind: 'range', from: last, to: first }
}

/**
 * Share Group: at least one subgroup, each one of the group's; at least one manager,
 * each an organization user of the sharer's organization other than the sharer (`eligibleManagerIds`
 * already leaves the sharer out). Returns the field errors, empty when the selection may be shared.
 */
export function shareSelectionErrors(input: {
  subgroupIds: readonly string[]
  groupSubgroupIds: ReadonlySet<string>
  managerIds: readonly string[]
  eligibleManagerIds: ReadonlySet<string>
}): FieldErrors {
  const errors: FieldErrors = {}
  if (input.subgroupIds.length === 0) errors.subgroupIds = [groupMessages.selectSubgroup]
  else if (input.subgroupIds.some((id) => !input.groupSubgroupIds.has(id))) errors.subgroupIds = [groupMessages.invalidSubgroup]
  if (input.managerIds.length === 0) errors.managerIds = [groupMessages.selectManager]
  else if (input.managerIds.some((id) => !input.eligibleManagerIds.has(id))) errors.managerIds = [groupMessages.invalidManager]
  return errors
}
