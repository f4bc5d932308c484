import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'
import { messengerMessages, type LiveEvent, type UnreadCountAnswer } from '../../../contract/messenger'
import { withChatUnread, withMessage } from '../../../contract/messenger/screenRules'
import { apiCall } from '../client'
import { CHATS_PATH, invalidateChats, messagesKey, UNREAD_COUNT_KEY, type ThreadData } from './queryKeys'

/** GET /api/v1/live/: server-sent events for the signed-in user. */
export const LIVE_URL = '/api/v1/live/'
/** While the stream is down the unread count is asked for this often (the page keeps working by polling). */
export const POLL_MS = 10_000
// After the browser gave up on the stream (a refused answer), a new one is tried after 2 s, 4 s, … at most 30 s.
const RETRY_MIN_MS = 2_000
const RETRY_MAX_MS = 30_000

type LiveState = 'connecting' | 'open' | 'lost'

interface LiveValue {
  enabled: boolean
  state: LiveState
}

const LiveContext = createContext<LiveValue>({ enabled: false, state: 'connecting' })

export const unreadCountQuery = queryOptions({
  queryKey: UNREAD_COUNT_KEY,
  queryFn: ({ signal }) => apiCall('get', '/chats/unread_count/', { signal }),
})

/** What one live event changes in the cache: counts are set, a thread gets its message, lists refetch. */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent) {
  switch (event.type) {
    case 'ready': {
      const known = queryClient.getQueryData<UnreadCountAnswer>(UNREAD_COUNT_KEY)
      // The per-chat counts are not in the event: a different total is asked for again.
      if (known && known.unreadCount !== event.unreadCount) void queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY })
      return
    }
    case 'message': {
      queryClient.setQueryData<UnreadCountAnswer>(UNREAD_COUNT_KEY, (old) =>
        withChatUnread(old, event.channelId, event.chatUnreadCount, event.unreadCount),
      )
      const key = messagesKey(event.channelId)
      if (event.message) {
        const message = event.message
        queryClient.setQueryData<ThreadData>(key, (old) => (old ? { ...old, pages: withMessage(old.pages, message) } : old))
      } else {
        // Too large for the bus: the thread asks for it.
        void queryClient.invalidateQueries({ queryKey: key })
      }
      void queryClient.invalidateQueries({ queryKey: [CHATS_PATH] })
      return
    }
    case 'read':
      queryClient.setQueryData<UnreadCountAnswer>(UNREAD_COUNT_KEY, (old) =>
        withChatUnread(old, event.channelId, event.chatUnreadCount, event.unreadCount),
      )
      void queryClient.invalidateQueries({ queryKey: [CHATS_PATH] })
      return
    case 'chat':
      void queryClient.invalidateQueries({ queryKey: [CHATS_PATH] })
  }
}

const EVENT_TYPES: LiveEvent['type'][] = ['ready', 'message', 'read', 'chat']

/**
 * One EventSource per page for a user who has a messenger (mounted by PortalApp). It keeps the unread
 * count in the query cache under ['unread-count']; when the stream fails it shows the spec's error
 * snackbar and polls GET /chats/unread_count/ every 10 s until the stream is back, and on reconnect
 * refetches the chats and the open thread (what arrived in between was not pushed).
 */
export function LiveProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const queryClient = useQueryClient()
  const [state, setState] = useState<LiveState>('connecting')
  const [dismissed, setDismissed] = useState(false)

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return
    let source: EventSource | null = null
    let retry: ReturnType<typeof setTimeout> | undefined
    let delay = RETRY_MIN_MS
    let wasOpen = false
    let lost = false

    const connect = () => {
      const current = new EventSource(LIVE_URL)
      source = current
      for (const type of EVENT_TYPES) {
        current.addEventListener(type, (message) => {
          let event: LiveEvent
          try {
            event = { ...JSON.parse((message as MessageEvent<string>).data), type } as LiveEvent
          } catch {
            return
          }
          if (type === 'ready') {
            delay = RETRY_MIN_MS
            // A reconnect: whatever was sent meanwhile was not pushed here.
            if (wasOpen || lost) void invalidateChats(queryClient)
            wasOpen = true
            lost = false
            setState('open')
            setDismissed(false)
          }
          applyLiveEvent(queryClient, event)
        })
      }
      current.onerror = () => {
        lost = true
        setState('lost')
        // CONNECTING: the browser retries by itself. CLOSED (a refused answer): it gave up, so try again later.
        if (current.readyState === EventSource.CLOSED) {
          current.close()
          retry = setTimeout(connect, delay)
          delay = Math.min(delay * 2, RETRY_MAX_MS)
        }
      }
    }
    connect()
    return () => {
      clearTimeout(retry)
      source?.close()
    }
  }, [enabled, queryClient])

  const lostNow = enabled && state === 'lost'
  const unread = useQuery({
    ...unreadCountQuery,
    enabled,
    refetchInterval: lostNow ? POLL_MS : false,
    refetchIntervalInBackground: true,
    staleTime: state === 'open' ? Infinity : 0,
  })

  // While polling, a changed count means something happened in a chat: the lists and the open thread catch up.
  const lastPolled = useRef<string | null>(null)
  useEffect(() => {
    const snapshot = unread.data ? JSON.stringify(unread.data) : null
    if (lostNow && lastPolled.current !== null && snapshot !== lastPolled.current) void invalidateChats(queryClient)
    lastPolled.current = snapshot
  }, [unread.data, lostNow, queryClient])

  return (
    <LiveContext.Provider value={{ enabled, state }}>
      {children}
      <Snackbar
        open={lostNow && !dismissed}
        // At the top, below the app bar: at the bottom it would cover the messenger's composer on a phone.
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        sx={{ top: { xs: 64, sm: 80 } }}
      >
        <Alert
          severity="error"
          variant="filled"
          onClose={() => setDismissed(true)}
          closeText="Dismiss notification"
          sx={{ width: '100%', maxWidth: 560 }}
        >
          {messengerMessages.connectionLost}
        </Alert>
      </Snackbar>
    </LiveContext.Provider>
  )
}

/** Whether this page has a messenger, and the state of its live connection. */
export const useLive = () => useContext(LiveContext)

/** The signed-in user's unread messages in total and per chat, kept current by the live connection. */
export function useUnreadCount(): { count: number; answer: UnreadCountAnswer | undefined } {
  const { enabled } = useLive()
  const { data } = useQuery({ ...unreadCountQuery, enabled, staleTime: Infinity })
  return { count: enabled ? (data?.unreadCount ?? 0) : 0, answer: enabled ? data : undefined }
}
