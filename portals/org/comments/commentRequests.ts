import { ApiError } from '../../shared/api'
import { apiCall } from '../../shared/client'
import type { Comment } from '../../../contract/comments'
import { CommentSaveError, saveTalentComment, type CommentRequests, type TalentCommentInput } from './saveTalentComment'

/** The portal's typed client as saveTalentComment's request interface: a refusal becomes a status, not a throw. */
const settle = async (call: Promise<unknown>, okStatus: number) => {
  try {
    return { status: okStatus, body: await call }
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: error.data }
    throw error
  }
}

export const portalCommentRequests: CommentRequests = {
  createComment: (body) => settle(apiCall('post', '/org-side/comment/', { body }), 201),
  linkComment: (body) => settle(apiCall('post', '/org-side/profile_comment/', { body }), 201),
  deleteComment: (id) => settle(apiCall('delete', '/org-side/comment/{id}/', { params: { path: { id } } }), 204),
}

/**
 * Saves a new comment on a talent's profile from the portal. Failures reject with the portal's ApiError,
 * so fieldErrors() and nonFieldErrors() read them like any other call's.
 */
export async function saveCommentOnProfile(talentId: string, input: TalentCommentInput): Promise<Comment> {
  try {
    return await saveTalentComment(portalCommentRequests, talentId, input)
  } catch (error) {
    if (error instanceof CommentSaveError) throw new ApiError(error.status, error.data)
    throw error
  }
}
