import type { Comment } from '../../../contract/comments'

/**
 * The spec's client flow for a comment on a talent's profile: create the comment, then link it to the profile; when
 * linking fails, delete the comment just created so no unlinked comment is left behind, and reject with the link's
 * error. Written once against a small request interface so the portal (commentRequests.ts) and the API test run the
 * same code. Keys go out camelCase (the server takes either case).
 */
export interface CommentRequests {
  /** POST /api/v1/org-side/comment/ */
  createComment(input: TalentCommentInput): Promise<{ status: number; body: unknown }>
  /** POST /api/v1/org-side/profile_comment/ */
  linkComment(link: { commentId: string; talentId: string }): Promise<{ status: number; body: unknown }>
  /** DELETE /api/v1/org-side/comment/{id}/ */
  deleteComment(commentId: string): Promise<{ status: number; body: unknown }>
}

export interface TalentCommentInput {
  commentText: string
  commentPermissionId: 1 | 3 | 4
  isActive?: boolean
  isShared?: boolean
}

/** A refused create or link: the server's status and its `{ errors }` body, as the API client's errors carry them. */
export class CommentSaveError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`Saving the comment failed with status ${status}`)
    this.name = 'CommentSaveError'
  }
}

export async function saveTalentComment(requests: CommentRequests, talentId: string, input: TalentCommentInput): Promise<Comment> {
  const created = await requests.createComment(input)
  if (created.status !== 201) throw new CommentSaveError(created.status, created.body)
  const commentId = (created.body as Comment).id
  const linked = await requests.linkComment({ commentId, talentId })
  if (linked.status === 201) return linked.body as Comment
  // Best effort: if the delete fails too, the link's error is still the one the user must see.
  await requests.deleteComment(commentId).catch(() => undefined)
  throw new CommentSaveError(linked.status, linked.body)
}
