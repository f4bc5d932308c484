import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AttachFileIcon from '@mui/icons-material/AttachFile'
import CloseIcon from '@mui/icons-material/Close'
import SendIcon from '@mui/icons-material/Send'
import { useTranslate } from 'react-admin'
import { MESSENGER_LIMITS, messageInput, type ChatMessage } from '../../contract/messenger'
import { CHAT_IMAGE_ACCEPT, checkChatImage, withMessage } from '../../contract/messenger/screenRules'
import { CHATS_PATH, consoleErrorText, consoleMessengerApi, messagesPath } from './consoleMessengerApi'

export const Composer = ({ channelId }: { channelId: string }) => {
  const translate = useTranslate()
  const queryClient = useQueryClient()
  const [text, setText] = useState('')
  const [image, setImage] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (!image) return setPreview(null)
    const url = URL.createObjectURL(image)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [image])
  const clearImage = () => {
    setImage(null)
    if (input.current) input.current.value = ''
  }
  const send = useMutation({
    mutationFn: () => consoleMessengerApi.send(channelId, text.trim(), image),
    onSuccess: (message: ChatMessage) => {
      queryClient.setQueryData<{ pages: { results: ChatMessage[]; hasMore: boolean }[] }>([messagesPath(channelId)], (old) =>
        old ? { ...old, pages: withMessage(old.pages, message) } : old,
      )
      void queryClient.invalidateQueries({ queryKey: [CHATS_PATH] })
      setText('')
      clearImage()
      setError(null)
    },
    onError: (failure) => setError(consoleErrorText(failure) ?? translate('ra.notification.http_error')),
  })
  const canSend = !send.isPending && (text.trim().length > 0 || image !== null)
  const submit = () => {
    // The contract's schema: an over-long message is refused with the server's words, before sending.
    const checked = messageInput.safeParse({ text })
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null)
    if (canSend) send.mutate()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    submit()
  }
  const remaining = MESSENGER_LIMITS.text - text.length
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
      sx={{ borderTop: 1, borderColor: 'divider', p: 1.5 }}
    >
      {error && (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {preview && image && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Box
            component="img"
            src={preview}
            alt={translate('talentgrid.messenger.preview', { name: image.name })}
            sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1 }}
          />
          <Typography variant="body2" noWrap sx={{ flex: 1 }}>
            {image.name}
          </Typography>
          <IconButton aria-label={translate('talentgrid.messenger.removeImage')} onClick={clearImage} size="small">
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        <input
          ref={input}
          type="file"
          accept={CHAT_IMAGE_ACCEPT}
          hidden
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (!file) return
            const problem = checkChatImage(file)
            setError(problem)
            if (problem) clearImage()
            else setImage(file)
          }}
        />
        <IconButton aria-label={translate('talentgrid.messenger.attach')} onClick={() => input.current?.click()}>
          <AttachFileIcon />
        </IconButton>
        <TextField
          label={translate('talentgrid.messenger.message')}
          placeholder={translate('talentgrid.messenger.placeholder')}
          multiline
          maxRows={6}
          size="small"
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <IconButton type="submit" aria-label={translate('talentgrid.messenger.send')} color="primary" disabled={!canSend}>
          <SendIcon />
        </IconButton>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, ml: 7 }}>
        {remaining <= 200 ? translate('talentgrid.messenger.charactersLeft', { count: remaining }) : translate('talentgrid.messenger.hint')}
      </Typography>
    </Box>
  )
}
