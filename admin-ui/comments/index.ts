import CommentIcon from '@mui/icons-material/Comment'
import type { RaRecord } from 'react-admin'
import { CommentList } from './CommentList'
import { CommentShow } from './CommentShow'

/** Comments on talent profiles: read and deleted here, written in the organization portal. */
export const comments = {
  list: CommentList,
  show: CommentShow,
  icon: CommentIcon,
  recordRepresentation: (comment: RaRecord) => String(comment.authorName ?? ''),
}
