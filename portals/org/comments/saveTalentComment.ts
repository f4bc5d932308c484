import type { Comment } from '../../../contract/comments'

/**
 * The spec's client flow for a comment on a talent's profile: create the comment, then link it to the profile; when
 * linking fails, delete the comment just created so no unlinked comment is left behind, and reject with the link's
 * error. Written once against a small request interface so the portal (commentRequests.ts) and the API test run the
 * same code. Paths are under /api/v1; keys go out camelCase (the server takes either case).
 */
export interface CommentRequests {
  post(path: string, body: unknown): Promise<{ status: number; body: unknown }>
  delete(path: string): Promise<{ status: number; body: unknown }>
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
  const created = await requests.post('/org-side/comment/', input)
  if (created.status !== 201) throw new CommentSaveError(created.status, created.body)
  const commentId = (created.body as Comment).id
  const linked = await requests.post('/org-side/profile_comment/', { commentId, talentId })
  if (linked.status === 201) return linked.body as Comment
  // Best effort: if the delete fails too, the link's error is still the one the user must see.
  await requests.delete(`/org-side/comment/${commentId}/`).catch(() => undefined)
  throw new CommentSaveError(linked.status, linked.body)
}
