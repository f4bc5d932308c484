import type { PayloadRequest } from 'payload'
import { relationId, type AuthUser } from '../../access/roles'
import { commentFlagsOf } from '../../access/comments'
import {
  COMMENTING_ROLES,
  comment,
  commentInput,
  commentListQuery,
  commentMessages,
  commentPatch,
  profileCommentInput,
  type Comment,
} from '../../contract/comments'
import { READ_APPROVED_TALENTS } from '../../domain/profile/contextKeys'
import { HttpError, defineEndpoint, looksLikeId, readBody, validateBody } from '../http'
import { pageQuery, toPage } from '../pagination'
import { pageOf } from '../talent/records'
import { isoText } from '../../domain/shared/values'
import type { Row } from '../../domain/shared/records'

/**
 * Comments on talent profiles (the spec: "internal, never seen by talent"), org-side calls
 * the super admin uses too. The client creates a comment (unlinked), then links it to a profile; when
 * linking fails it deletes the comment again (portals/org/comments/saveTalentComment.ts).
 * - Who sees which comment: access/comments.ts (every read goes through it).
 * - Who edits: only the author. Who deletes: the author, the super admin, and an organization admin
 *   the linked comments of their organization. A comment the caller sees but may not change is 403;
 *   one they do not see is 404.
 * - Flags: with showOrgComments off every call of an organization user is 404; with
 *   showSuperadminComments off the super admin's writes (create, edit, link) are 404, while reading and
 *   deleting (moderation) stay open to them.
 */
const TAG = 'Comments'

type CommentRow = Row<'comments'>

function assertCommentsOn(req: PayloadRequest, user: AuthUser, operation: 'read' | 'write' | 'delete') {
  const flags = commentFlagsOf(req)
  if (user.role === 'super_admin') {
    if (operation === 'write' && !flags.showSuperadminComments) throw HttpError.notFound()
  } else if (!flags.showOrgComments) {
    throw HttpError.notFound()
  }
}

const nameOf = (user: AuthUser) => {
  const person = user as AuthUser & { firstName?: string; lastName?: string; email?: string }
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || String(person.email ?? '')
}


export function presentComment(doc: CommentRow, user: AuthUser): Comment {
  const authorId = relationId(doc.author)
  return {
    id: String(doc.id),
    commentText: String(doc.commentText ?? ''),
    commentPermissionId: Number(doc.commentPermissionId) as Comment['commentPermissionId'],
    isActive: doc.isActive !== false,
    isShared: doc.isShared === true,
    talentId: relationId(doc.talent),
    authorId,
    authorName: String(doc.authorName ?? ''),
    organizationId: relationId(doc.organization),
    createdAt: isoText(doc.createdAt),
    updatedAt: isoText(doc.updatedAt),
    canEdit: authorId === user.id,
  }
}

/** A talent the caller may read: organization users only approved, active talents; the super admin any. */
async function assertReadableTalent(req: PayloadRequest, user: AuthUser, talentId: string) {
  if (!looksLikeId(talentId)) throw HttpError.notFound()
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { and: [{ id: { equals: talentId } }, { role: { equals: 'talent' } }] },
    select: { role: true },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    req,
    context: { [READ_APPROVED_TALENTS]: true },
  })
  if (!docs[0]) throw HttpError.notFound()
}

/** A comment the caller sees, or 404. */
async function visibleComment(req: PayloadRequest, user: AuthUser, id: string | undefined): Promise<CommentRow> {
  if (!id || !looksLikeId(id)) throw HttpError.notFound()
  const doc = await req.payload.findByID({ collection: 'comments', id, depth: 0, overrideAccess: false, user, req, disableErrors: true })
  if (!doc) throw HttpError.notFound()
  return doc
}

const isRefusal = (error: unknown) => ['NotFound', 'Forbidden'].includes((error as { name?: string })?.name ?? '')

export const listComments = defineEndpoint({
  method: 'get',
  path: '/org-side/comment/',
  summary: 'The comments on a talent’s profile the caller may see (talent_id required; newest first; page)',
  tag: TAG,
  access: COMMENTING_ROLES,
  query: pageQuery.extend(commentListQuery.shape),
  response: pageOf(comment),
  handler: async ({ req, user, query }) => {
    assertCommentsOn(req, user!, 'read')
    await assertReadableTalent(req, user!, query.talentId)
    const found = await req.payload.find({
      collection: 'comments',
      where: { talent: { equals: query.talentId } },
      sort: ['-createdAt', '-id'],
      page: query.page,
      limit: query.pageSize,
      depth: 0,
      overrideAccess: false,
      user: user!,
      req,
    })
    return toPage(req, query, found.totalDocs, found.docs.map((doc) => presentComment(doc, user!)))
  },
})

export const createComment = defineEndpoint({
  method: 'post',
  path: '/org-side/comment/',
  summary: 'Write a comment, not yet linked to a profile. Body: commentText (rich text, ≤1000 visible characters), commentPermissionId (org users 1; super admin 3 or 4), isActive, isShared',
  tag: TAG,
  access: COMMENTING_ROLES,
  // Read in the handler: the flags' 404 comes first, and the visibility a role may write is the caller's.
  documentedBody: commentInput('manager'),
  status: 201,
  response: comment,
  handler: async ({ req, user }) => {
    assertCommentsOn(req, user!, 'write')
    const input = validateBody(commentInput(user!.role), await readBody(req))
    const created = await req.payload.create({
      collection: 'comments',
      data: {
        ...input,
        author: user!.id,
        authorName: nameOf(user!),
        organization: user!.role === 'super_admin' ? null : relationId(user!.organization),
        talent: null,
      },
      depth: 0,
      overrideAccess: false,
      user: user!,
      req,
    })
    return presentComment(created, user!)
  },
})

export const getComment = defineEndpoint({
  method: 'get',
  path: '/org-side/comment/:id/',
  summary: 'One comment the caller may see',
  tag: TAG,
  access: COMMENTING_ROLES,
  response: comment,
  handler: async ({ req, user, params }) => {
    assertCommentsOn(req, user!, 'read')
    return presentComment(await visibleComment(req, user!, params.id), user!)
  },
})

export const updateComment = defineEndpoint({
  method: 'patch',
  path: '/org-side/comment/:id/',
  summary: 'Edit a comment (its author only): commentText, commentPermissionId, isActive, isShared',
  tag: TAG,
  access: COMMENTING_ROLES,
  // Read in the handler: a comment the caller does not see is 404 and another's is 403 before any 422.
  documentedBody: commentPatch('manager'),
  response: comment,
  handler: async ({ req, user, params }) => {
    assertCommentsOn(req, user!, 'write')
    const existing = await visibleComment(req, user!, params.id)
    if (relationId(existing.author) !== user!.id) throw HttpError.forbidden()
    const patch = validateBody(commentPatch(user!.role), await readBody(req))
    const updated = await req.payload.update({ collection: 'comments', id: existing.id, data: patch, depth: 0, overrideAccess: false, user: user!, req })
    return presentComment(updated, user!)
  },
})

export const deleteComment = defineEndpoint({
  method: 'delete',
  path: '/org-side/comment/:id/',
  summary: 'Delete a comment: its author, the super admin, or an organization admin for their organization’s comments',
  tag: TAG,
  access: COMMENTING_ROLES,
  status: 204,
  handler: async ({ req, user, params }) => {
    assertCommentsOn(req, user!, 'delete')
    const existing = await visibleComment(req, user!, params.id)
    try {
      await req.payload.delete({ collection: 'comments', id: existing.id, depth: 0, overrideAccess: false, user: user!, req })
    } catch (error) {
      // Seen but not deletable by this caller (collections' deleteComments rule).
      if (isRefusal(error)) throw HttpError.forbidden()
      throw error
    }
  },
})

export const linkProfileComment = defineEndpoint({
  method: 'post',
  path: '/org-side/profile_comment/',
  summary: 'Link the caller’s own, still unlinked comment to a talent’s profile. Body: commentId, talentId',
  tag: TAG,
  access: COMMENTING_ROLES,
  body: profileCommentInput,
  status: 201,
  response: comment,
  handler: async ({ req, user, body }) => {
    assertCommentsOn(req, user!, 'write')
    const own = await visibleComment(req, user!, body.commentId)
    if (relationId(own.author) !== user!.id) throw HttpError.notFound()
    if (relationId(own.talent)) throw HttpError.validation({ commentId: [commentMessages.alreadyLinked] })
    await assertReadableTalent(req, user!, body.talentId)
    const linked = await req.payload.update({ collection: 'comments', id: own.id, data: { talent: body.talentId }, depth: 0, overrideAccess: false, user: user!, req })
    return presentComment(linked, user!)
  },
})
