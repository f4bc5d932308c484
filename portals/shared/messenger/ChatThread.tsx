import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline'
import type { ChatMessage, ChatParty, UnreadCountAnswer } from '../../../contract/messenger'
import { chatUnread, earlierCursor, mergeMessages } from '../../../contract/messenger/screenRules'
import { EmptyState } from '../EmptyState'
import { useUnreadCount } from '../live/LiveProvider'
import { CHATS_PATH, messagesKey, UNREAD_COUNT_KEY } from '../live/queryKeys'
import { LoadError } from '../LoadError'
import { PageLoader } from '../PageLoader'
import { PartyAvatar, partyLine } from './ChatList'
import { messageTime } from './chatTime'
import { Composer } from './Composer'
import { messengerApi } from './messengerApi'

/** Whether the page is in front (a hidden tab does not mark anything read). */
function usePageVisible() {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible')
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible')
    document.addEventListener('visibilitychange', update)
    return () => document.removeEventListener('visibilitychange', update)
  }, [])
  return visible
}

function Bubble({ message, otherName }: { message: ChatMessage; otherName: string }) {
  return (
    <Box
      component="li"
      aria-label={message.mine ? 'You wrote' : `${otherName} wrote`}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: message.mine ? 'flex-end' : 'flex-start', listStyle: 'none', mb: 1.5 }}
    >
      <Box
        sx={{
          maxWidth: { xs: '85%', sm: '70%' },
          px: 1.5,
          py: 1,
          borderRadius: 2,
          borderBottomRightRadius: message.mine ? 4 : undefined,
          borderBottomLeftRadius: message.mine ? undefined : 4,
          bgcolor: message.mine ? 'primary.dark' : 'grey.100',
          color: message.mine ? 'primary.contrastText' : 'text.primary',
        }}
      >
        {message.imageUrl && (
          <Link href={message.imageUrl} target="_blank" rel="noopener" sx={{ display: 'block', mb: message.text ? 1 : 0 }} aria-label="Open image">
            <Box
              component="img"
              src={message.imageUrl}
              alt=""
              loading="lazy"
              sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, borderRadius: 1 }}
            />
          </Link>
        )}
        {message.text && <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Typography>}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 0.25, px: 0.5 }}>
        {messageTime(message.sentAt)}
      </Typography>
    </Box>
  )
}

/**
 * One chat: the other party, the messages (newest last, 'Load earlier' pages backwards), the composer.
 * Messages are marked read while the thread is on screen in a visible tab and the chat has unread ones.
 */
export function ChatThread({ channelId, party, onBack }: { channelId: string; party: ChatParty | null; onBack?: () => void }) {
  const queryClient = useQueryClient()
  const visible = usePageVisible()
  const { answer } = useUnreadCount()
  const unread = chatUnread(answer, channelId)
  const scroller = useRef<HTMLDivElement>(null)
  const pinnedToBottom = useRef(true)
  const heightBeforeEarlier = useRef<number | null>(null)

  const thread = useInfiniteQuery({
    queryKey: messagesKey(channelId),
    queryFn: ({ pageParam, signal }) => messengerApi.messages(channelId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (oldest) => earlierCursor(oldest),
  })
  const messages = useMemo(() => mergeMessages(thread.data?.pages ?? []), [thread.data])
  const lastId = messages.at(-1)?.id

  const markRead = useMutation({
    mutationFn: () => messengerApi.markRead(channelId),
    onSuccess: (answer: UnreadCountAnswer) => {
      queryClient.setQueryData(UNREAD_COUNT_KEY, answer)
      void queryClient.invalidateQueries({ queryKey: [CHATS_PATH] })
    },
  })
  const { mutate: read, isPending: reading } = markRead
  useEffect(() => {
    if (visible && unread > 0 && thread.isSuccess && !reading) read()
  }, [visible, unread, thread.isSuccess, reading, read, lastId])

  // Newest last: the view starts at the bottom and follows new messages while the reader is there;
  // loading earlier ones keeps the message the reader was looking at in place.
  useLayoutEffect(() => {
    const box = scroller.current
    if (!box) return
    if (heightBeforeEarlier.current !== null) {
      box.scrollTop += box.scrollHeight - heightBeforeEarlier.current
      heightBeforeEarlier.current = null
    } else if (pinnedToBottom.current || messages.at(-1)?.mine) {
      box.scrollTop = box.scrollHeight
    }
  }, [messages])

  const loadEarlier = () => {
    heightBeforeEarlier.current = scroller.current?.scrollHeight ?? null
    void thread.fetchNextPage()
  }

  const otherName = party?.fullName ?? 'Chat'
  return (
    <Box component="section" aria-label={`Chat with ${otherName}`} sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
        {onBack && (
          <IconButton aria-label="Back to chats" onClick={onBack} edge="start">
            <ArrowBackIcon />
          </IconButton>
        )}
        {party && <PartyAvatar party={party} size={36} />}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }} noWrap>
            {otherName}
          </Typography>
          {party && (
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {partyLine(party)}
            </Typography>
          )}
        </Box>
      </Box>
      <Box
        ref={scroller}
        onScroll={(event) => {
          const box = event.currentTarget
          pinnedToBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 48
        }}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, sm: 2.5 }, py: 2 }}
      >
        {thread.isPending ? (
          <PageLoader label="Loading messages" />
        ) : thread.isError ? (
          <LoadError error={thread.error} onRetry={() => void thread.refetch()} />
        ) : (
          <>
            {thread.hasNextPage && (
              <Box sx={{ textAlign: 'center', mb: 2 }}>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={loadEarlier}
                  disabled={thread.isFetchingNextPage}
                  startIcon={thread.isFetchingNextPage ? <CircularProgress size={14} /> : undefined}
                >
                  Load earlier
                </Button>
              </Box>
            )}
            {messages.length === 0 ? (
              <EmptyState icon={<ChatBubbleOutlineIcon />} title="No messages yet" description={`Say hello to ${otherName}.`} />
            ) : (
              <Box component="ol" aria-label="Messages" aria-live="polite" sx={{ m: 0, p: 0 }}>
                {messages.map((message) => (
                  <Bubble key={message.id} message={message} otherName={otherName} />
                ))}
              </Box>
            )}
          </>
        )}
      </Box>
      <Composer key={channelId} channelId={channelId} />
    </Box>
  )
}
