import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined'
import { EmptyState } from '../EmptyState'
import { LoadError } from '../LoadError'
import { formatDate } from '../format'
import { apiQuery, type AnswerOf } from '../client'

type ActionItem = AnswerOf<'get', '/talent/action-items/'>['results'][number]

/** The secondary line of an item: the server's detail and, when the item has one, its due date. */
const secondary = (item: ActionItem) => [item.detail, item.dueDate ? `Due ${formatDate(item.dueDate)}` : null].filter(Boolean).join(' · ')

/**
 * 'Action items' of a dashboard (GET /talent/action-items/ or /org-side/action-items/): each item is a
 * link to where it is done, with its count and due date; none is 'Nothing needs your attention'.
 */
export function ActionItemsCard({ path }: { path: '/talent/action-items/' | '/org-side/action-items/' }) {
  const query = useQuery(apiQuery(path))
  const items = query.data?.results ?? []
  return (
    <Card component="section" aria-labelledby="action-items" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="action-items" variant="h2" gutterBottom>
          Action items
        </Typography>
        {query.isPending ? (
          <Skeleton variant="rounded" height={56} role="progressbar" aria-label="Loading action items" />
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState icon={<TaskAltOutlinedIcon />} title="Nothing needs your attention" description="What waits for you appears here." />
        ) : (
          <List disablePadding aria-labelledby="action-items">
            {items.map((item) => (
              <ListItem key={`${item.kind}-${item.link}`} disablePadding>
                <ListItemButton component={RouterLink} to={item.link} sx={{ borderRadius: 1, px: 1, gap: 1 }}>
                  <ListItemText
                    primary={item.title}
                    secondary={secondary(item)}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere', fontWeight: 600 } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                  <Chip size="small" color="primary" label={item.count.toLocaleString('en-US')} aria-label={`${item.count} to do`} />
                  <ChevronRightIcon color="action" aria-hidden />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  )
}
