import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import AttachFileIcon from '@mui/icons-material/AttachFile'
import CloseIcon from '@mui/icons-material/Close'
import SendIcon from '@mui/icons-material/Send'
import { MESSENGER_LIMITS, messageInput, messengerMessages } from '../../../contract/messenger'
import { CHAT_IMAGE_ACCEPT, checkChatImage, withMessage } from '../../../contract/messenger/screenRules'
import { fieldErrors } from '../api'
import { useContractForm } from '../forms'
import { CHATS_PATH, messagesKey, type ThreadData } from '../live/queryKeys'
import { messengerApi } from './messengerApi'

/** The remaining characters appear once a message gets this close to the limit. */
const COUNTER_FROM = MESSENGER_LIMITS.text - 200

/**
 * The message box under a thread: Enter sends, Shift+Enter starts a new line; an image (jpg, jpeg, png,
 * gif up to 10 MB, checked here before anything is sent) is previewed before it goes. The text is
 * checked with the contract's messageInput, so an over-long message is refused with the server's words.
 */
export function Composer({ channelId }: { channelId: string }) {
  const queryClient = useQueryClient()
  const form = useContractForm({ schema: messageInput, defaultValues: { text: '' } })
  const [image, setImage] = useState<File | null>(null)
  const [imageError, setImageError] = useState<string | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const text = form.watch('text') ?? ''
  const sending = form.formState.isSubmitting
  const canSend = !sending && (text.trim().length > 0 || image !== null)

  useEffect(() => {
    if (!image) return setPreview(null)
    const url = URL.createObjectURL(image)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [image])

  const clearImage = () => {
    setImage(null)
    setImageError(null)
    if (fileInput.current) fileInput.current.value = ''
  }

  const pick = (file: File | undefined) => {
    if (!file) return
    const problem = checkChatImage(file)
    setImageError(problem)
    setImage(problem ? null : file)
    if (problem && fileInput.current) fileInput.current.value = ''
  }

  const send = form.submit(async (body) => {
    const messageText = body.text?.trim() ?? ''
    if (!messageText && !image) {
      form.setBanner([messengerMessages.emptyMessage])
      return
    }
    try {
      const message = await messengerApi.send(channelId, messageText, image)
      queryClient.setQueryData<ThreadData>(messagesKey(channelId), (old) => (old ? { ...old, pages: withMessage(old.pages, message) } : old))
      void queryClient.invalidateQueries({ queryKey: [CHATS_PATH] })
      form.reset({ text: '' })
      clearImage()
    } catch (error) {
      // The image's own refusal (type by content, size) shows beside the image.
      const errors = fieldErrors(error)
      if (errors.image) setImageError(errors.image)
      throw error
    }
  })

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    if (canSend) void send()
  }

  const textError = form.formState.errors.text?.message
  const remaining = MESSENGER_LIMITS.text - text.length
  return (
    <Box component="form" noValidate onSubmit={send} sx={{ borderTop: 1, borderColor: 'divider', p: 1.5, bgcolor: 'background.paper' }}>
      {form.banner.map((line) => (
        <Alert key={line} severity="error" sx={{ mb: 1 }}>
          {line}
        </Alert>
      ))}
      {imageError && (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => setImageError(null)} closeText="Dismiss">
          {imageError}
        </Alert>
      )}
      {preview && image && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Box
            component="img"
            src={preview}
            alt={`Preview of ${image.name}`}
            sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
          <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {image.name}
          </Typography>
          <IconButton aria-label="Remove image" onClick={clearImage} size="small">
            <CloseIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        <input
          ref={fileInput}
          type="file"
          accept={CHAT_IMAGE_ACCEPT}
          hidden
          aria-hidden
          tabIndex={-1}
          onChange={(event) => pick(event.target.files?.[0])}
        />
        <Tooltip title="Attach image">
          <IconButton aria-label="Attach image" onClick={() => fileInput.current?.click()} disabled={sending}>
            <AttachFileIcon />
          </IconButton>
        </Tooltip>
        <TextField
          {...form.register('text')}
          label="Message"
          placeholder="Write a message"
          multiline
          minRows={1}
          maxRows={6}
          size="small"
          fullWidth
          onKeyDown={onKeyDown}
          error={!!textError}
          slotProps={{ htmlInput: { 'aria-describedby': 'composer-help' } }}
        />
        <Tooltip title="Send">
          <span>
            <IconButton type="submit" aria-label="Send" color="primary" disabled={!canSend}>
              <SendIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <Typography id="composer-help" variant="caption" color={textError ? 'error' : 'text.secondary'} component="p" sx={{ mt: 0.5, ml: 7 }}>
        {textError ?? (text.length >= COUNTER_FROM ? `${remaining} characters left` : 'Enter sends, Shift+Enter starts a new line')}
      </Typography>
    </Box>
  )
}
