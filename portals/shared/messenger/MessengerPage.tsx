import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { useSearchParams } from 'react-router'
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import useMediaQuery from '@mui/material/useMediaQuery'
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined'
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined'
import { messengerMessages, type ChatParty, type ChatSummary } from '../../../contract/messenger'
import { hasMessenger } from '../../../contract/messenger/screenRules'
import { ApiError, errorMessage } from '../api'
import { EmptyState } from '../EmptyState'
import { CHATS_PATH } from '../live/queryKeys'
import { LoadError } from '../LoadError'
import { PageHeader } from '../PageHeader'
import { PageLoader } from '../PageLoader'
import type { PageOf } from '../profile/types'
import { useCurrentUser } from '../session'
import { ChatList } from './ChatList'
import { ChatThread } from './ChatThread'
import { chatQuery, chatWithQuery, messengerApi } from './messengerApi'

/** The spec's 'chat' breakpoint: below it the list and the thread take turns in one pane. */
const ONE_PANE = '(max-width: 959.95px)'

/** The other party of a chat, from any chat list already loaded (the thread header needs no call of its own). */
function knownParty(queryClient: QueryClient, channelId: string): ChatParty | null {
  for (const [, data] of queryClient.getQueriesData<{ pages: PageOf<ChatSummary>[] }>({ queryKey: [CHATS_PATH] })) {
    for (const page of data?.pages ?? []) {
      const chat = page.results?.find((row) => row.channelId === channelId)
      if (chat) return chat.other
    }
  }
  return null
}

/**
 * /messenger?user=<id>: the chat with that user when there is one (the address becomes ?chat=<id>),
 * else the spec's 'There is no chat with this user yet.' and 'Start chat'.
 */
function ChatWithUser({ userId, onOpen }: { userId: string; onOpen: (channelId: string) => void }) {
  const user = useCurrentUser()
  const queryClient = useQueryClient()
  const existing = useQuery({
    ...chatWithQuery(userId),
    retry: false,
    staleTime: 0,
  })
  const start = useMutation({
    mutationFn: () => messengerApi.start(hasMessenger(user.role) ? user.role : 'talent', userId),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: [CHATS_PATH] })
      onOpen(created.channelId)
    },
  })
  const channelId = existing.data?.channelId
  useEffect(() => {
    if (channelId) onOpen(channelId)
  }, [channelId, onOpen])

  if (existing.isPending || channelId) return <PageLoader label="Opening the chat" />
  if (!(existing.error instanceof ApiError && existing.error.status === 404)) {
    return (
      <Box sx={{ p: 2 }}>
        <LoadError error={existing.error} onRetry={() => void existing.refetch()} />
      </Box>
    )
  }
  return (
    <EmptyState
      icon={<ChatOutlinedIcon />}
      title={messengerMessages.noChatYet}
      description={
        start.isError ? (
          <Alert severity="error" component="span" sx={{ display: 'flex', textAlign: 'left' }}>
            {errorMessage(start.error)}
          </Alert>
        ) : undefined
      }
      action={
        <Button variant="contained" onClick={() => start.mutate()} disabled={start.isPending}>
          Start chat
        </Button>
      }
    />
  )
}

const EMPTY_HINTS: Record<string, string> = {
  talent: 'Organizations you work with can write to you here. Use Message on an engagement to write to its owner.',
  manager: "Open a talent's profile and choose Message to start a chat.",
  organization_admin: "Open a talent's profile and choose Message to start a chat.",
  super_admin: 'Chats with talents appear here.',
}

/**
 * /messenger: the reader's chats and one open thread, side by side from the
 * 'chat' breakpoint (960 px), one at a time below it. ?chat=<channelId> is the open chat (e-mails link
 * to it), ?user=<id> opens or offers to start the chat with a user.
 */
export default function MessengerPage() {
  const user = useCurrentUser()
  const queryClient = useQueryClient()
  const onePane = useMediaQuery(ONE_PANE)
  const [params, setParams] = useSearchParams()
  const channelId = params.get('chat')
  const withUser = params.get('user')

  const open = useCallback((id: string | null, replace = false) => setParams(id ? { chat: id } : {}, { replace }), [setParams])
  const openFromUser = useCallback((id: string) => open(id, true), [open])

  // Follows the cache, so the header fills in when the list arrives after a deep link.
  const subscribe = useCallback((notify: () => void) => queryClient.getQueryCache().subscribe(notify), [queryClient])
  const listed = useSyncExternalStore(subscribe, () => (channelId ? knownParty(queryClient, channelId) : null))
  // A phone shows no list beside the thread: the chat itself names the other party then.
  const single = useQuery({
    ...chatQuery(channelId ?? ''),
    enabled: !!channelId && !listed && hasMessenger(user.role),
    retry: false,
  })
  const party = listed ?? single.data?.other ?? null
  if (!hasMessenger(user.role)) {
    return (
      <>
        <PageHeader title="Messenger" />
        <Paper variant="outlined">
          <EmptyState
            icon={<ForumOutlinedIcon />}
            title="No messenger for contacts"
            description="Chats with talents are kept by your organization's admins and managers."
          />
        </Paper>
      </>
    )
  }

  const showList = !onePane || (!channelId && !withUser)
  const showThread = !onePane || !!channelId || !!withUser

  return (
    <>
      <PageHeader title="Messenger" />
      <Paper
        variant="outlined"
        sx={{
          display: 'grid',
          gridTemplateColumns: onePane ? 'minmax(0, 1fr)' : '340px minmax(0, 1fr)',
          height: { xs: 'calc(100dvh - 190px)', sm: 'calc(100dvh - 220px)' },
          minHeight: 420,
          overflow: 'hidden',
        }}
      >
        {showList && (
          <Box component="section" aria-label="Chat list" sx={{ borderRight: onePane ? 0 : 1, borderColor: 'divider', minHeight: 0 }}>
            <ChatList selected={channelId} emptyHint={EMPTY_HINTS[user.role] ?? ''} onSelect={(chat) => open(chat.channelId)} />
          </Box>
        )}
        {showThread && (
          <Box sx={{ minHeight: 0, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            {withUser && !channelId ? (
              <>
                {onePane && (
                  <Box sx={{ p: 1 }}>
                    <Button onClick={() => open(null)}>Back to chats</Button>
                  </Box>
                )}
                <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
                  <ChatWithUser key={withUser} userId={withUser} onOpen={openFromUser} />
                </Box>
              </>
            ) : channelId ? (
              <ChatThread key={channelId} channelId={channelId} party={party} onBack={onePane ? () => open(null) : undefined} />
            ) : (
              <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
                <EmptyState
                  icon={<ForumOutlinedIcon />}
                  title="Select a chat"
                  description="Choose a conversation on the left to read and answer it."
                />
              </Box>
            )}
          </Box>
        )}
      </Paper>
    </>
  )
}
