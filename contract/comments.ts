import { z } from 'zod'
import type { Role } from './accounts'
import { formBoolean, plainText, multilineText } from './fields'
import { messages } from './messages'

/**
 * Comments on talent profiles:
 * the payloads, the visibility values and who may write which, shared by the server and the
 * organization portal. Comment text is rich text (HTML, like About Me); its limits count visible
 * characters.
 */

/** commentPermissionId: who sees a comment (the spec: org_user_public 1, super_admin_public 3, super_admin_private 4). */
export const COMMENT_PERMISSIONS = { orgUserPublic: 1, superAdminPublic: 3, superAdminPrivate: 4 } as const
export type CommentPermissionId = (typeof COMMENT_PERMISSIONS)[keyof typeof COMMENT_PERMISSIONS]
export const COMMENT_PERMISSION_IDS = [1, 3, 4] as const satisfies readonly CommentPermissionId[]
export const COMMENT_PERMISSION_LABELS: Record<CommentPermissionId, string> = {
  1: 'Organization users',
  3: 'Super admin: public to organization users',
  4: 'Super admin: private',
}

export const COMMENT_TEXT_MAX = 1000

/** The roles that comment (comments are among the spec's org-side calls; the super admin uses them too). */
export const COMMENTING_ROLES = ['manager', 'organization_admin', 'super_admin'] as const satisfies readonly Role[]
export type CommentingRole = (typeof COMMENTING_ROLES)[number]

export const commentMessages = {
  textTooLong: `Comment must be at most ${COMMENT_TEXT_MAX} characters`,
  // Not shown in the spec; chosen to read like the shown ones.
  invalidPermission: 'Select a valid visibility.',
  organizationUsersWriteOrgComments: 'Organization users may only write comments for their organization (1).',
  superAdminWritesOwnKinds: 'The super admin writes public (3) or private (4) comments.',
  alreadyLinked: 'This comment is already linked to a profile.',
  // Spec texts.
  deleteWarning: 'If you delete this comment, it will no longer be seen by any users',
  saved: 'Comment was saved',
} as const

/** The visibility values a role may write: organization users 1, the super admin 3 or 4. */
export function permissionIdsFor(role: Role): readonly CommentPermissionId[] {
  if (role === 'super_admin') return [COMMENT_PERMISSIONS.superAdminPublic, COMMENT_PERMISSIONS.superAdminPrivate]
  if (role === 'manager' || role === 'organization_admin') return [COMMENT_PERMISSIONS.orgUserPublic]
  return []
}

/** Required rich text: not empty once the markup is stripped, at most 1000 visible characters. */
export const commentText = () =>
  multilineText()
    .max(COMMENT_TEXT_MAX * 8, { error: commentMessages.textTooLong, abort: true })
    .refine((value) => plainText(value).length > 0, { error: messages.required, abort: true })
    .refine((value) => plainText(value).length <= COMMENT_TEXT_MAX, { error: commentMessages.textTooLong })

const permissionId = (role: Role) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
      z.number({ error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : commentMessages.invalidPermission) }),
    )
    .refine((value) => (COMMENT_PERMISSION_IDS as readonly number[]).includes(value), { error: commentMessages.invalidPermission, abort: true })
    .refine((value) => permissionIdsFor(role).includes(value as CommentPermissionId), {
      error: role === 'super_admin' ? commentMessages.superAdminWritesOwnKinds : commentMessages.organizationUsersWriteOrgComments,
    })
    .transform((value) => value as CommentPermissionId)

const flag = formBoolean()

/** POST /org-side/comment/: a new comment, not yet linked to a profile. */
export const commentInput = (role: Role) =>
  z.object({
    commentText: commentText().describe('Rich text (HTML); required, at most 1000 visible characters'),
    commentPermissionId: permissionId(role).describe('1 organization users (org users); 3 public or 4 private (super admin)'),
    isActive: flag.default(true),
    isShared: flag.default(false),
  })

/** PATCH /org-side/comment/{id}/: any of the four, with the same rules. */
export const commentPatch = (role: Role) =>
  z.object({
    commentText: commentText().optional(),
    commentPermissionId: permissionId(role).optional(),
    isActive: flag.optional(),
    isShared: flag.optional(),
  })

export const profileCommentInput = z.object({
  commentId: z.string({ error: messages.required }).trim().min(1, { error: messages.required }),
  talentId: z.string({ error: messages.required }).trim().min(1, { error: messages.required }),
})

export const commentListQuery = z.object({
  talentId: z.string({ error: messages.required }).trim().min(1, { error: messages.required }),
})

export const comment = z.object({
  id: z.string(),
  commentText: z.string(),
  commentPermissionId: z.union([z.literal(1), z.literal(3), z.literal(4)]),
  isActive: z.boolean(),
  isShared: z.boolean(),
  talentId: z.string().nullable(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  organizationId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The caller wrote it: only the author edits a comment. */
  canEdit: z.boolean(),
})
export type Comment = z.infer<typeof comment>
export type CommentInput = z.input<ReturnType<typeof commentInput>>
