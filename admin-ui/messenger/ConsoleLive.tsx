import { useEffect, useRef, useState } from 'react'
import { useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'
import { useTranslate } from 'react-admin'
import type { LiveEvent, MessagePage, UnreadCountAnswer } from '../../contract/messenger'
import { withChatUnread, withMessage } from '../../contract/messenger/screenRules'
import { CHATS_PATH, consoleMessengerApi, messagesPath, UNREAD_COUNT_KEY } from './consoleMessengerApi'

const LIVE_URL = '/api/v1/live/'
const POLL_MS = 10_000
const EVENT_TYPES: LiveEvent['type'][] = ['ready', 'message', 'read', 'chat']

const isChatsKey = (key: readonly unknown[]) => typeof key[0] === 'string' && key[0].startsWith(CHATS_PATH)

/** The unread count for the menu badge, kept by ConsoleLive (the console's copy of portals/shared/live). */
export function useConsoleUnreadCount(enabled: boolean) {
  const { data } = useQuery({ queryKey: UNREAD_COUNT_KEY, queryFn: consoleMessengerApi.unreadCount, enabled, staleTime: Infinity })
  return data
}

/**
 * The super admin's live connection, once per console page (ConsoleLayout): one EventSource on
 * /api/v1/live/ writing the unread count into ['unread-count'] and new messages into the open thread;
 * when it fails, the spec's error snackbar and GET /chats/unread_count/ every 10 s until it is back,
 * then the chats and the thread are fetched again.
 */
export const ConsoleLive = () => {
  const translate = useTranslate()
  const queryClient = useQueryClient()
  const [state, setState] = useState<'connecting' | 'open' | 'lost'>('connecting')
  const [dismissed, setDismissed] = useState(false)

  useEffect(() => {
    let source: EventSource | null = null
    let retry: ReturnType<typeof setTimeout> | undefined
    let delay = 2_000
    let reconnecting = false
    const refetchChats = () => queryClient.invalidateQueries({ predicate: (query) => isChatsKey(query.queryKey) })
    const connect = () => {
      const current = new EventSource(LIVE_URL)
      source = current
      for (const type of EVENT_TYPES) {
        current.addEventListener(type, (raw) => {
          let event: LiveEvent
          try {
            event = { ...JSON.parse((raw as MessageEvent<string>).data), type } as LiveEvent
          } catch {
            return
          }
          if (event.type === 'ready') {
            if (reconnecting) void refetchChats()
            reconnecting = true
            delay = 2_000
            setState('open')
            setDismissed(false)
            const known = queryClient.getQueryData<UnreadCountAnswer>(UNREAD_COUNT_KEY)
            if (known && known.unreadCount !== event.unreadCount) void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY })
            return
          }
          if (event.type === 'message' || event.type === 'read') {
            queryClient.setQueryData<UnreadCountAnswer>(UNREAD_COUNT_KEY, (old) =>
              withChatUnread(old, event.channelId, event.chatUnreadCount, event.unreadCount),
            )
          }
          if (event.type === 'message') {
            const message = event.message
            if (message) {
              queryClient.setQueryData<InfiniteData<MessagePage>>([messagesPath(event.channelId)], (old) =>
                old ? { ...old, pages: withMessage(old.pages, message) } : old,
              )
            } else void queryClient.invalidateQueries({ queryKey: [messagesPath(event.channelId)] })
          }
          void queryClient.invalidateQueries({ queryKey: [CHATS_PATH] })
        })
      }
      current.onerror = () => {
        reconnecting = true
        setState('lost')
        if (current.readyState === EventSource.CLOSED) {
          current.close()
          retry = setTimeout(connect, delay)
          delay = Math.min(delay * 2, 30_000)
        }
      }
    }
    connect()
    return () => {
      clearTimeout(retry)
      source?.close()
    }
  }, [queryClient])

  const lost = state === 'lost'
  const { data } = useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: consoleMessengerApi.unreadCount,
    refetchInterval: lost ? POLL_MS : false,
    refetchIntervalInBackground: true,
    staleTime: state === 'open' ? Infinity : 0,
  })
  const last = useRef<string | null>(null)
  useEffect(() => {
    const snapshot = data ? JSON.stringify(data) : null
    if (lost && last.current !== null && snapshot !== last.current)
      void queryClient.invalidateQueries({ predicate: (query) => isChatsKey(query.queryKey) })
    last.current = snapshot
  }, [data, lost, queryClient])

  return (
    <Snackbar open={lost && !dismissed} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} sx={{ top: { xs: 56, sm: 64 } }}>
      <Alert severity="error" variant="filled" onClose={() => setDismissed(true)} closeText={translate('talentgrid.messenger.dismiss')}>
        {translate('talentgrid.messenger.connectionLost')}
      </Alert>
    </Snackbar>
  )
}
