import { useMutation, useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined'
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline'
import { format, isValid, parseISO } from 'date-fns'
import { COMMENT_PERMISSIONS, commentMessages, type Comment } from '../../../contract/comments'
import { errorMessage } from '../../shared/api'
import { useConfirm } from '../../shared/ConfirmDialog'
import { EmptyState } from '../../shared/EmptyState'
import { hoverRowSx, ItemActions } from '../../shared/ItemActions'
import { LoadError } from '../../shared/LoadError'
import { useModal } from '../../shared/ModalHost'
import { PageLoader } from '../../shared/PageLoader'
import { itemsOf } from '../../shared/profile/types'
import { SectionCard } from '../../shared/profile/ProfileView'
import { RichTextView } from '../../shared/RichTextView'
import { useCurrentUser } from '../../shared/session'
import { useToast } from '../../shared/toasts'
import { loadState, useInvalidate } from '../queries'
import { apiCall, apiQuery } from '../../shared/client'
import { COMMENTS, CommentFormDialog } from './CommentFormDialog'
import { DATE_FORMAT } from '../../../contract/format'

const when = (value: string) => {
  const date = parseISO(value)
  return isValid(date) ? format(date, `${DATE_FORMAT} h:mm a`) : ''
}

/**
 * Internal comments on a talent's profile: read by the managers and admins of the organization
 * (and the super admin's public notes), never by the talent. The author edits; the author and the
 * organization's admins delete, after the spec's warning.
 */
export function CommentsPanel({ talentId }: { talentId: string }) {
  const user = useCurrentUser()
  const modal = useModal()
  const confirm = useConfirm()
  const toast = useToast()
  const invalidate = useInvalidate()
  const list = loadState(
    useQuery({ ...apiQuery(COMMENTS, { params: { query: { talent_id: talentId, page_size: 100 } } }), select: itemsOf }),
  )
  const comments = list.data ?? []
  const deletion = useMutation({
    mutationFn: (comment: Comment) => apiCall('delete', '/org-side/comment/{id}/', { params: { path: { id: comment.id } } }),
    onSuccess: () => invalidate(COMMENTS),
  })

  const openForm = (comment: Comment | null) =>
    modal.open(
      <CommentFormDialog
        talentId={talentId}
        comment={comment}
        onSaved={modal.close}
        onClose={modal.close}
      />,
      { layout: 'talent' },
    )

  const mayDelete = (comment: Comment) =>
    comment.canEdit || (user.role === 'organization_admin' && comment.organizationId !== null && comment.organizationId === user.organization?.id)

  const remove = async (comment: Comment) => {
    const yes = await confirm({
      title: 'Delete this comment?',
      message: commentMessages.deleteWarning,
      confirmLabel: 'Delete',
      destructive: true,
    })
    if (!yes) return
    try {
      await deletion.mutateAsync(comment)
      toast.success('Comment was deleted')
    } catch (error) {
      toast.error(errorMessage(error))
    }
  }

  const addButton = (
    <Button size="small" variant="outlined" startIcon={<AddCommentOutlinedIcon />} onClick={() => openForm(null)}>
      Add comment
    </Button>
  )

  return (
    <SectionCard id="comments" title="Comments" action={comments.length > 0 ? addButton : undefined}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Internal to your organization; the talent never sees them.
      </Typography>
      {list.refreshing && <LinearProgress aria-label="Updating" sx={{ mb: 1 }} />}
      {list.loading ? (
        <PageLoader label="Loading comments" />
      ) : list.failed ? (
        <LoadError error={list.error} onRetry={list.retry} />
      ) : comments.length === 0 ? (
        <EmptyState icon={<ChatBubbleOutlineIcon />} title="No comments yet" description="Share what you learned about this talent with your colleagues." action={addButton} />
      ) : (
        <Box component="ul" aria-label="Comments" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {comments.map((comment) => {
            const titleId = `comment-${comment.id}`
            return (
              <Box
                component="li"
                key={comment.id}
                sx={{
                  ...hoverRowSx,
                  display: 'flex',
                  gap: 1,
                  alignItems: 'flex-start',
                  py: 1.5,
                  borderBottom: 1,
                  borderColor: 'divider',
                  '&:first-of-type': { pt: 0 },
                  '&:last-of-type': { borderBottom: 0, pb: 0 },
                }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mb: 0.5 }}>
                    <Typography id={titleId} variant="subtitle2" component="p">
                      {comment.authorName}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {when(comment.createdAt)}
                    </Typography>
                    {comment.commentPermissionId === COMMENT_PERMISSIONS.superAdminPublic && <Chip size="small" label="From Talentgrid" />}
                  </Box>
                  <RichTextView html={comment.commentText} />
                </Box>
                <ItemActions
                  describedBy={titleId}
                  onEdit={comment.canEdit ? () => openForm(comment) : undefined}
                  onDelete={mayDelete(comment) ? () => void remove(comment) : undefined}
                />
              </Box>
            )
          })}
        </Box>
      )}
    </SectionCard>
  )
}
