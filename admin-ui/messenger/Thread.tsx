import { useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { useTranslate } from 'react-admin'
import { type ChatSummary, type UnreadCountAnswer } from '../../contract/messenger'
import { chatUnread, earlierCursor, mergeMessages } from '../../contract/messenger/screenRules'
import { CHATS_PATH, consoleMessengerApi, messagesPath, UNREAD_COUNT_KEY } from './consoleMessengerApi'
import { useConsoleUnreadCount } from './ConsoleLive'
import { time } from './chatParts'
import { Composer } from './Composer'

export const Thread = ({ chat, channelId, onBack }: { chat: ChatSummary | null; channelId: string; onBack?: () => void }) => {
  const translate = useTranslate()
  const queryClient = useQueryClient()
  const unread = chatUnread(useConsoleUnreadCount(true), channelId)
  const scroller = useRef<HTMLDivElement>(null)
  const atBottom = useRef(true)
  const heightBefore = useRef<number | null>(null)
  const thread = useInfiniteQuery({
    queryKey: [messagesPath(channelId)],
    queryFn: ({ pageParam }) => consoleMessengerApi.messages(channelId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (oldest) => earlierCursor(oldest),
  })
  const messages = useMemo(() => mergeMessages(thread.data?.pages ?? []), [thread.data])
  const read = useMutation({
    mutationFn: () => consoleMessengerApi.markRead(channelId),
    onSuccess: (answer: UnreadCountAnswer) => {
      queryClient.setQueryData(UNREAD_COUNT_KEY, answer)
      void queryClient.invalidateQueries({ queryKey: [CHATS_PATH] })
    },
  })
  const { mutate: markRead, isPending: marking } = read
  useEffect(() => {
    if (unread > 0 && thread.isSuccess && !marking && document.visibilityState === 'visible') markRead()
  }, [unread, thread.isSuccess, marking, markRead])
  useLayoutEffect(() => {
    const box = scroller.current
    if (!box) return
    if (heightBefore.current !== null) {
      box.scrollTop += box.scrollHeight - heightBefore.current
      heightBefore.current = null
    } else if (atBottom.current || messages.at(-1)?.mine) box.scrollTop = box.scrollHeight
  }, [messages])
  const name = chat?.other.fullName ?? ''
  return (
    <Box
      component="section"
      aria-label={translate('talentgrid.messenger.chatWith', { name })}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        {onBack && (
          <IconButton aria-label={translate('talentgrid.messenger.back')} onClick={onBack}>
            <ArrowBackIcon />
          </IconButton>
        )}
        <Typography variant="h6" component="h2" noWrap>
          {name}
        </Typography>
      </Box>
      <Box
        ref={scroller}
        onScroll={(event) => {
          const box = event.currentTarget
          atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 48
        }}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', p: 2 }}
      >
        {thread.isPending ? (
          <CircularProgress size={24} />
        ) : thread.isError ? (
          <Alert severity="error" action={<Button onClick={() => void thread.refetch()}>{translate('talentgrid.messenger.retry')}</Button>}>
            {translate('talentgrid.messenger.loadFailed')}
          </Alert>
        ) : (
          <>
            {thread.hasNextPage && (
              <Box sx={{ textAlign: 'center', mb: 2 }}>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={thread.isFetchingNextPage}
                  onClick={() => {
                    heightBefore.current = scroller.current?.scrollHeight ?? null
                    void thread.fetchNextPage()
                  }}
                >
                  {translate('talentgrid.messenger.loadEarlier')}
                </Button>
              </Box>
            )}
            {messages.length === 0 ? (
              <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>
                {translate('talentgrid.messenger.noMessages')}
              </Typography>
            ) : (
              <Box component="ol" aria-label={translate('talentgrid.messenger.messages')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {messages.map((message) => (
                  <Box
                    component="li"
                    key={message.id}
                    aria-label={message.mine ? translate('talentgrid.messenger.youWrote') : translate('talentgrid.messenger.theyWrote', { name })}
                    sx={{ display: 'flex', flexDirection: 'column', alignItems: message.mine ? 'flex-end' : 'flex-start', mb: 1.5 }}
                  >
                    <Box
                      sx={{
                        maxWidth: '75%',
                        px: 1.5,
                        py: 1,
                        borderRadius: 2,
                        bgcolor: message.mine ? 'primary.dark' : 'grey.100',
                        color: message.mine ? 'primary.contrastText' : 'text.primary',
                      }}
                    >
                      {message.imageUrl && (
                        <Link
                          href={message.imageUrl}
                          target="_blank"
                          rel="noopener"
                          aria-label={translate('talentgrid.messenger.openImage')}
                          sx={{ display: 'block' }}
                        >
                          <Box
                            component="img"
                            src={message.imageUrl}
                            alt=""
                            sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, borderRadius: 1 }}
                          />
                        </Link>
                      )}
                      {message.text && <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Typography>}
                    </Box>
                    <Typography variant="caption" color="text.secondary">
                      {time(message.sentAt)}
                    </Typography>
                  </Box>
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

/** ?user=<talent user id>: opens the chat, or says there is none yet and offers to start it. */
