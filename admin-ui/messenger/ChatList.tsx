import { useEffect, useState } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import { type ChatSummary } from '../../contract/messenger'
import { CHATS_PATH, consoleMessengerApi } from './consoleMessengerApi'
import { letters, Pill } from './chatParts'

export const ChatList = ({ selected, onSelect }: { selected: string | null; onSelect: (chat: ChatSummary) => void }) => {
  const translate = useTranslate()
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 250)
    return () => clearTimeout(timer)
  }, [typed])
  const chats = useInfiniteQuery({
    queryKey: [CHATS_PATH, { search }],
    queryFn: ({ pageParam }) => consoleMessengerApi.chats(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.next ? all.length + 1 : undefined),
  })
  const rows = chats.data?.pages.flatMap((page) => page.results) ?? []
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ p: 1.5 }}>
        <TextField
          type="search"
          size="small"
          fullWidth
          label={translate('talentgrid.messenger.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        {chats.isPending ? (
          <Box sx={{ p: 3, textAlign: 'center' }}>
            <CircularProgress size={24} aria-label={translate('talentgrid.messenger.loadingChats')} />
          </Box>
        ) : chats.isError ? (
          <Alert
            severity="error"
            sx={{ m: 1.5 }}
            action={<Button onClick={() => void chats.refetch()}>{translate('talentgrid.messenger.retry')}</Button>}
          >
            {translate('talentgrid.messenger.loadFailed')}
          </Alert>
        ) : rows.length === 0 ? (
          <Box sx={{ p: 3, textAlign: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>
              {search ? translate('talentgrid.messenger.noMatch', { search }) : translate('talentgrid.messenger.noChats')}
            </Typography>
            {!search && (
              <Typography variant="body2" color="text.secondary">
                {translate('talentgrid.messenger.noChatsHint')}
              </Typography>
            )}
          </Box>
        ) : (
          <List aria-label={translate('talentgrid.messenger.chats')} disablePadding>
            {rows.map((chat) => (
              <ListItem key={chat.channelId} disablePadding>
                <ListItemButton
                  selected={chat.channelId === selected}
                  onClick={() => onSelect(chat)}
                  sx={{ gap: 1.5, borderBottom: 1, borderColor: 'divider' }}
                >
                  <Avatar src={chat.other.pictureUrl ?? undefined} alt="" sx={{ bgcolor: 'primary.dark' }}>
                    {letters(chat.other.fullName)}
                  </Avatar>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography noWrap sx={{ fontWeight: chat.unreadCount ? 700 : 500 }}>
                      {chat.other.fullName}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" noWrap>
                      {chat.lastMessage
                        ? chat.lastMessage.mine
                          ? translate('talentgrid.messenger.you', { text: chat.lastMessage.text || translate('talentgrid.messenger.image') })
                          : chat.lastMessage.text || translate('talentgrid.messenger.image')
                        : translate('talentgrid.messenger.noMessagesYet')}
                    </Typography>
                  </Box>
                  <Pill count={chat.unreadCount} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {chats.hasNextPage && (
          <Box sx={{ p: 1, textAlign: 'center' }}>
            <Button onClick={() => void chats.fetchNextPage()} disabled={chats.isFetchingNextPage}>
              {translate('talentgrid.messenger.moreChats')}
            </Button>
          </Box>
        )}
      </Box>
    </Box>
  )
}
