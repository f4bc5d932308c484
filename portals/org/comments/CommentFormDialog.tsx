import { useState } from 'react'
import { z } from 'zod'
import { COMMENT_PERMISSIONS, COMMENT_TEXT_MAX, commentMessages, commentText, type Comment } from '../../../contract/comments'
import { ApiError, api, errorMessage, fieldErrors } from '../../shared/api'
import { RichTextEditor } from '../../shared/RichTextEditor'
import { isRichTextEmpty, sanitizeRichText } from '../../shared/richText'
import { useToast } from '../../shared/toasts'
import { useForm } from '../../shared/useForm'
import { ModalForm } from '../pages/groups/ModalForm'
import { saveCommentOnProfile } from './commentRequests'

const commentForm = z.object({ commentText: commentText() })

/** The stored text as the editor hands it back, so an untouched form is not 'dirty'. */
const normalised = (html: string | null | undefined) => (isRichTextEmpty(html) ? '' : sanitizeRichText(html))

/** Only a server answer that names whole-form problems keeps the dialog open (spec 8). */
function serverNonFieldErrors(error: unknown): string[] {
  const list = error instanceof ApiError ? error.data?.errors?.nonFieldErrors : undefined
  return Array.isArray(list) ? list.map(String) : []
}

/**
 * The comment form for a talent profile (spec 2.7, 5): required rich text of at most 1000 visible
 * characters, Save disabled while nothing changed. A new comment is created and then linked to the
 * profile (saveTalentComment, through commentRequests.ts); an edit is a PATCH. On failure without nonFieldErrors the dialog closes
 * and an error toast says what went wrong (spec 8).
 */
export function CommentFormDialog({
  talentId,
  comment,
  onSaved,
  onClose,
}: {
  talentId: string
  comment: Comment | null
  onSaved: () => void
  onClose: () => void
}) {
  const toast = useToast()
  const form = useForm(commentForm, { commentText: normalised(comment?.commentText) })
  const [saving, setSaving] = useState(false)
  const [banner, setBanner] = useState<string[]>([])

  const submit = async () => {
    const body = form.validate()
    if (!body) return
    setSaving(true)
    setBanner([])
    try {
      if (comment) await api.patch(`/org-side/comment/${comment.id}/`, { commentText: body.commentText })
      else await saveCommentOnProfile(talentId, { commentText: body.commentText, commentPermissionId: COMMENT_PERMISSIONS.orgUserPublic })
      toast.success(commentMessages.saved)
      onSaved()
    } catch (error) {
      const whole = serverNonFieldErrors(error)
      if (whole.length) {
        setBanner(whole)
        setSaving(false)
        return
      }
      onClose()
      toast.error(Object.values(fieldErrors(error))[0] ?? errorMessage(error))
    }
  }

  return (
    <ModalForm
      title={comment ? 'Edit Comment' : 'Add Comment'}
      banner={[...banner, ...form.banner]}
      saving={saving}
      onSubmit={() => void submit()}
      onCancel={onClose}
      submitDisabled={!form.dirty}
    >
      <RichTextEditor
        label="Comment"
        required
        autoFocus
        value={form.values.commentText}
        onChange={(html) => form.setValue('commentText', html)}
        maxLength={COMMENT_TEXT_MAX}
        atMost
        error={form.errors.commentText}
        helperText="Seen by the managers and admins of your organization, never by the talent."
        placeholder="What should your colleagues know about this talent?"
      />
    </ModalForm>
  )
}
