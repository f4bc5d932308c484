import type { CollectionConfig } from 'payload'
import { createComments, deleteComments, readComments, updateComments } from '../../access/comments'
import { COMMENT_PERMISSION_IDS } from '../../contract/comments'
import { richTextHooks } from '../../hooks/sanitizeRichText'

/**
 * Comments on talent profiles: written unlinked by POST
 * /org-side/comment/, then linked to a talent by POST /org-side/profile_comment/ (the spec's client
 * flow, which deletes the comment again when linking fails). Who sees which: access/comments.ts.
 */
export const Comments: CollectionConfig = {
  slug: 'comments',
  admin: { useAsTitle: 'authorName' },
  access: { read: readComments, create: createComments, update: updateComments, delete: deleteComments },
  defaultSort: '-createdAt',
  fields: [
    // Rich text as HTML, like About Me; the 1000 visible characters are checked by contract/comments.ts.
    { name: 'commentText', type: 'textarea', required: true, hooks: richTextHooks },
    {
      name: 'commentPermissionId',
      type: 'number',
      required: true,
      index: true,
      validate: (value: number | null | undefined) => (COMMENT_PERMISSION_IDS as readonly number[]).includes(Number(value)) || 'Select a valid visibility.',
    },
    { name: 'isActive', type: 'checkbox', defaultValue: true },
    { name: 'isShared', type: 'checkbox', defaultValue: false },
    { name: 'author', type: 'relationship', relationTo: 'users', required: true, index: true },
    // The author's name when they wrote it: readers who may not read the author's account (an
    // organization user reading the super admin's comment) still see who wrote it.
    { name: 'authorName', type: 'text', required: true },
    // The author's organization; none for the super admin's comments (3 and 4).
    { name: 'organization', type: 'relationship', relationTo: 'organizations', index: true },
    // Set by linking; a comment without a talent is seen only by its author (and the super admin).
    { name: 'talent', type: 'relationship', relationTo: 'users', index: true },
  ],
}
