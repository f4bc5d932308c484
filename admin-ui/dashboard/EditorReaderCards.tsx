import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useCreatePath, useGetList, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'
import { formatDateTime } from '../../contract/format'

/** How many questions and most-viewed items each card lists. */
const SHOWN = 5

/** A dashboard card: its heading, then a loading bar, the load error, the empty text or its list. */
const ReaderCard = ({
  id,
  title,
  isPending,
  error,
  empty,
  children,
}: {
  id: string
  title: string
  isPending: boolean
  error: unknown
  empty: boolean
  children: ReactNode
}) => {
  const translate = useTranslate()
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardHeader title={title} titleTypographyProps={{ component: 'h2', variant: 'h6', id }} />
      <CardContent sx={{ pt: 0 }}>
        {isPending ? (
          <Skeleton variant="rounded" height={48} role="progressbar" aria-label={translate('talentgrid.editorDashboard.loading', { title })} />
        ) : error ? (
          <Typography color="error">{translate('talentgrid.editorDashboard.loadFailedOf', { title })}</Typography>
        ) : empty ? (
          children
        ) : (
          <List dense disablePadding>
            {children}
          </List>
        )}
      </CardContent>
    </Card>
  )
}

type QuestionRecord = { id: string; message: string; createdAt: string }

/**
 * The latest 'Do you have a question?' messages: what readers asked and when, never who (the collection
 * gives a content editor no sender, organization or file), so editors see which answers are missing.
 */
export const RecentQuestionsCard = () => {
  const translate = useTranslate()
  const { data, isPending, error } = useGetList<QuestionRecord>('faq-feedbacks', {
    pagination: { page: 1, perPage: SHOWN },
    sort: { field: 'createdAt', order: 'DESC' },
  })
  const empty = !data?.length
  return (
    <ReaderCard id="recent-questions" title={translate('talentgrid.editorDashboard.recentQuestions')} isPending={isPending} error={error} empty={empty}>
      {empty ? (
        <Typography color="text.secondary">{translate('talentgrid.editorDashboard.noQuestions')}</Typography>
      ) : (
        data.map((question) => (
          <ListItem key={question.id} disableGutters>
            <ListItemText
              primary={question.message}
              secondary={translate('talentgrid.editorDashboard.asked', { when: formatDateTime(question.createdAt) })}
              primaryTypographyProps={{ sx: { overflowWrap: 'anywhere', whiteSpace: 'pre-line' } }}
            />
          </ListItem>
        ))
      )}
    </ReaderCard>
  )
}

type ViewRecord = { id: string; faq?: string | null; video?: string | null; title: string; viewCount: number }

/** The FAQs or tutorials readers opened most, with how often, each a link to its editing screen. */
export const MostViewedCard = ({ item, titleKey }: { item: 'faq' | 'video'; titleKey: string }) => {
  const translate = useTranslate()
  const createPath = useCreatePath()
  const { data, isPending, error } = useGetList<ViewRecord>('knowledge-center-views', {
    pagination: { page: 1, perPage: SHOWN },
    sort: { field: 'viewCount', order: 'DESC' },
    filter: { item },
  })
  const resource = item === 'faq' ? 'knowledge-center-faqs' : 'knowledge-center-videos'
  const empty = !data?.length
  return (
    <ReaderCard id={`most-viewed-${item}`} title={translate(titleKey)} isPending={isPending} error={error} empty={empty}>
      {empty ? (
        <Typography color="text.secondary">{translate('talentgrid.editorDashboard.noViews')}</Typography>
      ) : (
        data.map((view) => (
          <ListItem key={view.id} disablePadding>
            <ListItemButton component={Link} to={createPath({ resource, type: 'edit', id: String(view[item]) })}>
              <ListItemText
                primary={view.title}
                secondary={translate('talentgrid.editorDashboard.views', { smart_count: view.viewCount })}
                primaryTypographyProps={{ sx: { overflowWrap: 'anywhere' } }}
              />
            </ListItemButton>
          </ListItem>
        ))
      )}
    </ReaderCard>
  )
}
