import { DeleteButton } from 'react-admin'
import { commentMessages } from '../../contract/comments'

/** Deleting asks first, with the spec's warning. */
export const CommentDeleteButton = () => (
  <DeleteButton
    mutationMode="pessimistic"
    redirect="list"
    confirmTitle="talentgrid.comments.deleteTitle"
    confirmContent={commentMessages.deleteWarning}
  />
)
