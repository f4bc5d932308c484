import { useState } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined'
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined'
import type { ChatParty, ChatSummary } from '../../../contract/messenger'
import { EmptyState } from '../EmptyState'
import { chatListKey } from '../live/queryKeys'
import { LoadError } from '../LoadError'
import { SearchBox } from '../SearchBox'
import { CountPill } from '../live/UnreadBadge'
import { chatListTime } from './chatTime'
import { messengerApi } from './messengerApi'

/** Who the other party is, in one line: their organization, or 'Talentgrid support' for the super admin. */
export function partyLine(party: ChatParty): string {
  if (party.role === 'super_admin') return 'Talentgrid support'
  if (party.role === 'talent') return 'Talent'
  return party.organizationName ?? ''
}

export function PartyAvatar({ party, size = 40 }: { party: ChatParty; size?: number }) {
  const letters = party.fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
  return (
    <Avatar src={party.pictureUrl ?? undefined} alt="" sx={{ width: size, height: size, bgcolor: 'primary.dark', fontSize: size * 0.4 }}>
      {letters}
    </Avatar>
  )
}

function preview(chat: ChatSummary): string {
  const last = chat.lastMessage
  if (!last) return 'No messages yet'
  const body = last.text || (last.hasImage ? 'Image' : '')
  return last.mine ? `You: ${body}` : body
}

/** The left pane: search over the other party's name, the reader's chats (most recent first) with their unread counts. */
export function ChatList({ selected, emptyHint, onSelect }: { selected: string | null; emptyHint: string; onSelect: (chat: ChatSummary) => void }) {
  const [search, setSearch] = useState('')
  const chats = useInfiniteQuery({
    queryKey: chatListKey(search),
    queryFn: ({ pageParam, signal }) => messengerApi.chats(search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.next ? all.length + 1 : undefined),
  })
  const rows = chats.data?.pages.flatMap((page) => page.results) ?? []

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ p: 2, pb: 1, '& .MuiTextField-root': { width: '100%' } }}>
        <SearchBox label="Search chats" onSearch={setSearch} />
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        {chats.isPending ? (
          <Box sx={{ px: 2 }} aria-busy="true" aria-label="Loading chats">
            {[0, 1, 2].map((row) => (
              <Box key={row} sx={{ display: 'flex', gap: 1.5, py: 1.5 }}>
                <Skeleton variant="circular" width={40} height={40} />
                <Box sx={{ flex: 1 }}>
                  <Skeleton width="60%" />
                  <Skeleton width="85%" />
                </Box>
              </Box>
            ))}
          </Box>
        ) : chats.isError ? (
          <Box sx={{ p: 2 }}>
            <LoadError error={chats.error} onRetry={() => void chats.refetch()} />
          </Box>
        ) : rows.length === 0 ? (
          search ? (
            <EmptyState
              icon={<SearchOffOutlinedIcon />}
              title={`No chats match “${search}”`}
              description="Search looks at the names of the people you chat with."
            />
          ) : (
            <EmptyState icon={<ForumOutlinedIcon />} title="No chats yet" description={emptyHint} />
          )
        ) : (
          <List aria-label="Chats" disablePadding>
            {rows.map((chat) => (
              <ListItem key={chat.channelId} disablePadding>
                <ListItemButton
                  selected={chat.channelId === selected}
                  aria-current={chat.channelId === selected ? 'true' : undefined}
                  onClick={() => onSelect(chat)}
                  sx={{ gap: 1.5, alignItems: 'flex-start', py: 1.25, borderBottom: 1, borderColor: 'divider' }}
                >
                  <PartyAvatar party={chat.other} />
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
                      <Typography sx={{ fontWeight: chat.unreadCount ? 700 : 500, flex: 1, minWidth: 0 }} noWrap>
                        {chat.other.fullName}
                      </Typography>
                      {chat.lastMessage && (
                        <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                          {chatListTime(chat.lastMessage.sentAt)}
                        </Typography>
                      )}
                    </Box>
                    <Typography variant="caption" color="text.secondary" component="div" noWrap>
                      {partyLine(chat.other)}
                    </Typography>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <Typography variant="body2" color={chat.unreadCount ? 'text.primary' : 'text.secondary'} noWrap sx={{ flex: 1, minWidth: 0 }}>
                        {preview(chat)}
                      </Typography>
                      <CountPill count={chat.unreadCount} />
                    </Box>
                  </Box>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {chats.hasNextPage && (
          <Box sx={{ p: 1.5, textAlign: 'center' }}>
            <Button onClick={() => void chats.fetchNextPage()} disabled={chats.isFetchingNextPage}>
              {chats.isFetchingNextPage ? 'Loading…' : 'Show more chats'}
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  )
}
