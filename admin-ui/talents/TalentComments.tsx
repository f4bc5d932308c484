import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { RecordContextProvider, useGetList, useRecordContext, useTranslate, type RaRecord } from 'react-admin'
import { COMMENT_PERMISSIONS } from '../../contract/comments'
import type { FeatureFlagMap } from '../../contract/featureFlags'
import { RichTextView } from '../../portals/shared/RichTextView'
import { formatDate } from '../../portals/shared/format'
import { VisibilityField } from '../comments/VisibilityField'
import { Nothing, SectionCard } from '../fields/SectionCard'

type CommentFlags = Partial<Pick<FeatureFlagMap, 'showOrgComments' | 'showSuperadminComments'>>

/** The comment kinds the flags turn on: organization users' comments, and the super admin's (public or private). */
export const shownCommentKinds = (flags: CommentFlags): number[] => [
  ...(flags.showOrgComments ? [COMMENT_PERMISSIONS.orgUserPublic] : []),
  ...(flags.showSuperadminComments ? [COMMENT_PERMISSIONS.superAdminPublic, COMMENT_PERMISSIONS.superAdminPrivate] : []),
]

/**
 * The comments on the talent's profile, newest first, of the kinds the feature flags turn on (the
 * moderation list under Comments keeps every comment): text, author, organization, date and who sees it.
 */
export const TalentComments = ({ flags }: { flags: CommentFlags }) => {
  const record = useRecordContext()
  const translate = useTranslate()
  const kinds = shownCommentKinds(flags)
  const { data, isPending, error } = useGetList(
    'comments',
    { filter: { talent: record?.id, commentPermissionId: kinds }, pagination: { page: 1, perPage: 200 }, sort: { field: 'createdAt', order: 'DESC' } },
    { enabled: record?.id !== undefined && kinds.length > 0 },
  )
  const title = translate('resources.comments.name', { smart_count: 2 })
  return (
    <SectionCard id="comments" title={title}>
      {isPending ? (
        <CircularProgress size={24} aria-label={title} />
      ) : error ? (
        <Alert severity="error">{translate('ra.notification.http_error')}</Alert>
      ) : !data?.length ? (
        <Nothing>{translate('talentgrid.talentProfile.noComments')}</Nothing>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.map((comment: RaRecord) => (
            <RecordContextProvider key={comment.id} value={comment}>
              <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
                <RichTextView html={String(comment.commentText ?? '')} />
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.75 }}>
                  <Typography variant="body2" color="text.secondary">
                    {[comment.authorName, formatDate(comment.createdAt)].filter(Boolean).join(' · ')}
                  </Typography>
                  <VisibilityField source="commentPermissionId" />
                </Box>
              </Box>
            </RecordContextProvider>
          ))}
        </Box>
      )}
    </SectionCard>
  )
}
