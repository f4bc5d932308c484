import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined'
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined'
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined'
import WorkOutlineIcon from '@mui/icons-material/WorkOutline'
import { EmptyState } from '../../../shared/EmptyState'
import { LoadError } from '../../../shared/LoadError'
import { apiQuery } from '../../../shared/query/keys'
import { ACTION_ITEMS_PATH, type ActionItem, type ActionItemKind } from './types'

/** What each kind asks of the talent; the server's `title` names the engagement or the document. */
const KINDS: Record<ActionItemKind, { label: string; icon: ReactNode }> = {
  engagement_offer: { label: 'Engagement offer: accept or decline', icon: <WorkOutlineIcon color="primary" aria-hidden /> },
  engagement_extension: { label: 'Extension offered: review and accept', icon: <EventRepeatOutlinedIcon color="primary" aria-hidden /> },
  required_document: { label: 'Required document to fill', icon: <DescriptionOutlinedIcon color="primary" aria-hidden /> },
}

/**
 * The dashboard's 'Action items' (GET /talent/action-items/): an offer, an extension or a document that
 * waits for the talent, each linking to its engagement. Kinds this portal does not know yet (issue 11
 * adds some) are left out rather than shown without a way to act on them.
 */
export function ActionItemsCard() {
  const query = useQuery(apiQuery<{ results: ActionItem[] }>(ACTION_ITEMS_PATH))
  const items = (query.data?.results ?? []).filter((item) => item.kind in KINDS)
  return (
    <Card component="section" aria-labelledby="action-items">
      <CardContent sx={{ p: 3 }}>
        <Typography id="action-items" variant="h2" gutterBottom>
          Action items
        </Typography>
        {query.isPending ? (
          <Skeleton variant="rounded" height={56} aria-label="Loading action items" />
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState icon={<TaskAltOutlinedIcon />} title="Nothing waits for you" description="Offers, extensions and documents to fill appear here." />
        ) : (
          <List disablePadding component="div">
            {items.map((item) => (
              <ListItemButton
                key={`${item.kind}-${item.engagementId}-${item.requiredDocumentId ?? ''}`}
                component={RouterLink}
                to={`/engagements/${item.engagementId}`}
                sx={{ borderRadius: 1, px: 1 }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>{KINDS[item.kind].icon}</ListItemIcon>
                <ListItemText primary={item.title} secondary={KINDS[item.kind].label} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
                <ChevronRightIcon color="action" aria-hidden />
              </ListItemButton>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  )
}
