import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { COMMENT_PERMISSIONS, COMMENT_TEXT_MAX, commentMessages, commentText, type Comment } from '../../../contract/comments'
import { ApiError, errorMessage, fieldErrors } from '../../shared/api'
import { apiCall } from '../../shared/client'
import { RichTextEditor } from '../../shared/RichTextEditor'
import { normaliseRichText } from '../../shared/richText'
import { Controller, useContractForm } from '../../shared/forms'
import { useToast } from '../../shared/toasts'
import { ModalForm } from '../pages/groups/ModalForm'
import { useInvalidate } from '../queries'
import { saveCommentOnProfile } from './commentRequests'

const commentForm = z.object({ commentText: commentText() })

/** The comments list; a comment's own path is `${COMMENTS}{id}/`. */
export const COMMENTS = '/org-side/comment/' as const

/** The stored text as the editor hands it back, so an untouched form is not 'dirty'. */
const normalised = normaliseRichText

/** Only a server answer that names whole-form problems keeps the dialog open. */
function serverNonFieldErrors(error: unknown): string[] {
  const list = error instanceof ApiError ? error.data?.errors?.nonFieldErrors : undefined
  return Array.isArray(list) ? list.map(String) : []
}

/**
 * The comment form for a talent profile: required rich text of at most 1000 visible
 * characters, Save disabled while nothing changed. A new comment is created and then linked to the
 * profile (saveTalentComment, through commentRequests.ts); an edit is a PATCH. On failure without nonFieldErrors the dialog closes
 * and an error toast says what went wrong.
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
  const form = useContractForm({ schema: commentForm, defaultValues: { commentText: normalised(comment?.commentText) } })
  const invalidate = useInvalidate()
  const save = useMutation({
    mutationFn: (text: string) =>
      comment
        ? apiCall('patch', '/org-side/comment/{id}/', { params: { path: { id: comment.id } }, body: { commentText: text } })
        : saveCommentOnProfile(talentId, { commentText: text, commentPermissionId: COMMENT_PERMISSIONS.orgUserPublic }),
    onSuccess: () => invalidate(COMMENTS),
  })

  const submit = form.submit(async (body) => {
    try {
      await save.mutateAsync(body.commentText)
    } catch (error) {
      const whole = serverNonFieldErrors(error)
      if (whole.length) {
        form.setBanner(whole)
        return
      }
      onClose()
      toast.error(Object.values(fieldErrors(error))[0] ?? errorMessage(error))
      return
    }
    toast.success(commentMessages.saved)
    onSaved()
  })

  return (
    <ModalForm
      title={comment ? 'Edit Comment' : 'Add Comment'}
      banner={form.banner}
      saving={form.formState.isSubmitting}
      onSubmit={() => void submit()}
      onCancel={onClose}
      submitDisabled={!form.formState.isDirty}
    >
      <Controller
        control={form.control}
        name="commentText"
        render={({ field, fieldState }) => (
          <RichTextEditor
            label="Comment"
            required
            autoFocus
            value={field.value}
            onChange={field.onChange}
            maxLength={COMMENT_TEXT_MAX}
            atMost
            error={fieldState.error?.message}
            helperText="Seen by the managers and admins of your organization, never by the talent."
            placeholder="What should your colleagues know about this talent?"
          />
        )}
      />
    </ModalForm>
  )
}
