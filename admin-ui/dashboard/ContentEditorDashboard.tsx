import AddIcon from '@mui/icons-material/Add'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useCreatePath, useGetList, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'
import { formatDateTime } from '../../contract/format'
import { faqCategories, knowledgeCenterFaqs, knowledgeCenterVideos } from '../knowledge-center'
import { CountCard } from './CountCard'
import { MostViewedCard, RecentQuestionsCard } from './EditorReaderCards'

/** How many drafts each list shows; the card's link opens the whole filtered list. */
const DRAFTS_SHOWN = 5

type KnowledgeRecord = { id: string; question?: string; title?: string; updatedAt?: string }

/**
 * The FAQs or tutorials whose latest version is a draft (the portals still show what was last published,
 * or nothing), newest change first, each a link to its editing screen.
 */
const DraftsCard = ({ resource, titleKey, textOf }: { resource: string; titleKey: string; textOf: (record: KnowledgeRecord) => string }) => {
  const translate = useTranslate()
  const createPath = useCreatePath()
  const filter = { status: 'draft' }
  const { data, total, isPending, error } = useGetList<KnowledgeRecord>(resource, {
    pagination: { page: 1, perPage: DRAFTS_SHOWN },
    sort: { field: 'updatedAt', order: 'DESC' },
    filter,
  })
  const title = translate(titleKey)
  const headingId = `drafts-${resource}`
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardHeader
        title={total ? `${title} (${total})` : title}
        titleTypographyProps={{ component: 'h2', variant: 'h6', id: headingId }}
        action={
          total && total > DRAFTS_SHOWN ? (
            <Button component={Link} to={`${createPath({ resource, type: 'list' })}?filter=${encodeURIComponent(JSON.stringify(filter))}`}>
              {translate('talentgrid.editorDashboard.allDrafts')}
            </Button>
          ) : null
        }
        sx={{ flexWrap: 'wrap' }}
      />
      <CardContent sx={{ pt: 0 }}>
        {isPending ? (
          <Skeleton variant="rounded" height={48} role="progressbar" aria-label={translate('talentgrid.editorDashboard.loadingDrafts', { title })} />
        ) : error ? (
          <Typography color="error">{translate('talentgrid.editorDashboard.loadFailed')}</Typography>
        ) : !data?.length ? (
          <Typography color="text.secondary">{translate('talentgrid.editorDashboard.noDrafts')}</Typography>
        ) : (
          <List dense disablePadding>
            {data.map((record) => (
              <ListItem key={record.id} disablePadding>
                <ListItemButton component={Link} to={createPath({ resource, type: 'edit', id: record.id })}>
                  <ListItemText
                    primary={textOf(record)}
                    secondary={translate('talentgrid.editorDashboard.updated', { when: formatDateTime(record.updatedAt) })}
                    primaryTypographyProps={{ sx: { overflowWrap: 'anywhere' } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  )
}

/**
 * A content editor's landing page: what waits to be published, what readers asked lately and opened most,
 * how much is published, and the ways to add more (docs/decisions/content-editor-dashboard.md).
 */
export const ContentEditorDashboard = () => {
  const translate = useTranslate()
  const createPath = useCreatePath()
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{translate('talentgrid.editorDashboard.intro')}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={Link} to={createPath({ resource: 'knowledge-center-faqs', type: 'create' })} variant="contained" startIcon={<AddIcon />}>
          {translate('talentgrid.editorDashboard.newFaq')}
        </Button>
        <Button component={Link} to={createPath({ resource: 'knowledge-center-videos', type: 'create' })} variant="outlined" startIcon={<AddIcon />}>
          {translate('talentgrid.editorDashboard.newVideo')}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))' }}>
        <DraftsCard resource="knowledge-center-faqs" titleKey="talentgrid.editorDashboard.faqDrafts" textOf={(faq) => faq.question ?? ''} />
        <DraftsCard resource="knowledge-center-videos" titleKey="talentgrid.editorDashboard.videoDrafts" textOf={(video) => video.title ?? ''} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))' }}>
        <RecentQuestionsCard />
        <MostViewedCard item="faq" titleKey="talentgrid.editorDashboard.mostViewedFaqs" />
        <MostViewedCard item="video" titleKey="talentgrid.editorDashboard.mostViewedVideos" />
      </Box>
      <Box component="section" aria-labelledby="published-title" sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2" id="published-title">
          {translate('talentgrid.editorDashboard.published')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
          <CountCard resource="knowledge-center-faqs" filter={{ status: 'published' }} label="talentgrid.editorDashboard.publishedFaqs" icon={knowledgeCenterFaqs.icon} />
          <CountCard resource="knowledge-center-videos" filter={{ status: 'published' }} label="talentgrid.editorDashboard.publishedVideos" icon={knowledgeCenterVideos.icon} />
          <CountCard resource="faq-categories" label="talentgrid.editorDashboard.categories" icon={faqCategories.icon} />
        </Box>
      </Box>
    </Box>
  )
}
