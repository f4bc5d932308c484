import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { Title, useTranslate } from 'react-admin'
import { type ChatSummary } from '../../contract/messenger'
import { CHATS_PATH, consoleErrorText, consoleMessengerApi, errorStatus } from './consoleMessengerApi'
import { ONE_PANE } from './chatParts'
import { ChatList } from './ChatList'
import { Thread } from './Thread'

/**
 * The super admin's /messenger: the console's compact copy of portals/shared/messenger
 * (the console imports only contract/, so the screens are written again; the rules they share, such as
 * merging pages, the badge text and the image checks, are contract/messenger/screenRules.ts). Chat list
 * with search and unread counts, the thread newest last with 'Load earlier', image attachments checked
 * before upload, Enter sends and Shift+Enter starts a line, read while on screen; one pane below 960 px.
 */
const ChatWithUser = ({ userId, onOpen }: { userId: string; onOpen: (channelId: string) => void }) => {
  const translate = useTranslate()
  const queryClient = useQueryClient()
  const existing = useQuery({
    queryKey: [`/chats/by-user/${userId}/`],
    queryFn: () => consoleMessengerApi.chatWith(userId),
    retry: false,
    staleTime: 0,
  })
  const start = useMutation({
    mutationFn: () => consoleMessengerApi.start(userId),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: [CHATS_PATH] })
      onOpen(created.channelId)
    },
  })
  const channelId = existing.data?.channelId
  useEffect(() => {
    if (channelId) onOpen(channelId)
  }, [channelId, onOpen])
  if (existing.isPending || channelId) return <CircularProgress size={24} />
  if (errorStatus(existing.error) !== 404) return <Alert severity="error">{translate('talentgrid.messenger.loadFailed')}</Alert>
  return (
    <Box sx={{ textAlign: 'center', p: 3 }}>
      <Typography sx={{ fontWeight: 600, mb: 2 }}>{translate('talentgrid.messenger.noChatYet')}</Typography>
      {start.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {consoleErrorText(start.error) ?? translate('ra.notification.http_error')}
        </Alert>
      )}
      <Button variant="contained" onClick={() => start.mutate()} disabled={start.isPending}>
        {translate('talentgrid.messenger.startChat')}
      </Button>
    </Box>
  )
}

export const MessengerPage = () => {
  const translate = useTranslate()
  const onePane = useMediaQuery(ONE_PANE)
  const [params, setParams] = useSearchParams()
  const queryClient = useQueryClient()
  const channelId = params.get('chat')
  // The open chat's row from any loaded list (a deep link fills the header once the list arrives).
  const subscribe = useCallback((notify: () => void) => queryClient.getQueryCache().subscribe(notify), [queryClient])
  const chat = useSyncExternalStore(subscribe, () => {
    for (const [, data] of queryClient.getQueriesData<{ pages: { results: ChatSummary[] }[] }>({ queryKey: [CHATS_PATH] })) {
      for (const page of data?.pages ?? []) {
        const row = page.results?.find((item) => item.channelId === channelId)
        if (row) return row
      }
    }
    return null
  })
  // A phone shows no list beside the thread: the chat itself names the other party then.
  const single = useQuery({
    queryKey: [`/chats/${channelId}/`],
    queryFn: () => consoleMessengerApi.chat(channelId!),
    enabled: !!channelId && !chat,
    retry: false,
  })
  const withUser = params.get('user')
  const open = useMemo(() => (id: string | null) => setParams(id ? { chat: id } : {}, { replace: !!withUser }), [setParams, withUser])
  const showList = !onePane || (!channelId && !withUser)
  const showThread = !onePane || !!channelId || !!withUser
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('talentgrid.menu.messenger')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('talentgrid.menu.messenger')}
      </Typography>
      <Paper
        variant="outlined"
        sx={{
          display: 'grid',
          gridTemplateColumns: onePane ? 'minmax(0, 1fr)' : '320px minmax(0, 1fr)',
          height: 'calc(100dvh - 150px)',
          minHeight: 420,
          overflow: 'hidden',
        }}
      >
        {showList && (
          <Box sx={{ borderRight: onePane ? 0 : 1, borderColor: 'divider', minHeight: 0 }}>
            <ChatList selected={channelId} onSelect={(row) => open(row.channelId)} />
          </Box>
        )}
        {showThread && (
          <Box sx={{ minHeight: 0, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            {withUser && !channelId ? (
              <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
                <ChatWithUser key={withUser} userId={withUser} onOpen={open} />
              </Box>
            ) : channelId ? (
              <Thread key={channelId} channelId={channelId} chat={chat ?? single.data ?? null} onBack={onePane ? () => open(null) : undefined} />
            ) : (
              <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{translate('talentgrid.messenger.selectChat')}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate('talentgrid.messenger.selectChatHint')}
                  </Typography>
                </Box>
              </Box>
            )}
          </Box>
        )}
      </Paper>
    </Box>
  )
}
