import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import FormatBoldIcon from '@mui/icons-material/FormatBold'
import FormatItalicIcon from '@mui/icons-material/FormatItalic'
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted'
import { isRichTextEmpty, sanitizeRichText, visibleLength } from './richText'
import { richTextSx } from './RichTextView'

export interface RichTextEditorProps {
  label: string
  /** HTML; '' when empty. */
  value: string
  onChange: (html: string) => void
  /** Visible characters must stay under this (the contract's 'less than 2500'). */
  maxLength?: number
  /** The limit itself is allowed ('at most 1000', as for comments) rather than 'less than'. */
  atMost?: boolean
  error?: string
  helperText?: string
  required?: boolean
  placeholder?: string
  minHeight?: number
  autoFocus?: boolean
  disabled?: boolean
}

type Command = 'bold' | 'italic' | 'insertUnorderedList'

const COMMANDS: { command: Command; label: string; shortcut: string; Icon: typeof FormatBoldIcon }[] = [
  { command: 'bold', label: 'Bold', shortcut: 'Ctrl+B', Icon: FormatBoldIcon },
  { command: 'italic', label: 'Italic', shortcut: 'Ctrl+I', Icon: FormatItalicIcon },
  { command: 'insertUnorderedList', label: 'Bulleted list', shortcut: 'Ctrl+Shift+8', Icon: FormatListBulletedIcon },
]

/** What the editor hands out: sanitised markup, or '' when nothing visible is left. */
function readValue(element: HTMLElement): string {
  const html = sanitizeRichText(element.innerHTML)
  if (isRichTextEmpty(html)) return ''
  // Empty paragraphs left by Enter at the very end carry nothing worth storing.
  return html.replace(/(?:<(p|div)>(?:<br>)?<\/\1>)+$/, '')
}

/**
 * A small rich-text editor (spec 2.8): bold, italic and bulleted lists on a contentEditable box with
 * a labelled toolbar. It is a textbox to assistive technology, keeps the browser's own shortcuts, pastes
 * as plain text and counts visible characters against the limit as the contract does.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  maxLength,
  atMost = false,
  error,
  helperText,
  required,
  placeholder,
  minHeight = 160,
  autoFocus,
  disabled,
}: RichTextEditorProps) {
  const id = useId()
  const labelId = `${id}-label`
  const helpId = `${id}-help`
  const counterId = `${id}-counter`
  const editor = useRef<HTMLDivElement>(null)
  // The last value this editor emitted: a different incoming value (a reset, loaded data) replaces the content.
  const emitted = useRef<string | null>(null)
  const [active, setActive] = useState<Record<Command, boolean>>({ bold: false, italic: false, insertUnorderedList: false })
  const [focused, setFocused] = useState(false)

  useLayoutEffect(() => {
    const element = editor.current
    if (!element || value === emitted.current) return
    element.innerHTML = sanitizeRichText(value)
    emitted.current = value
  }, [value])

  useEffect(() => {
    if (autoFocus) editor.current?.focus()
  }, [autoFocus])

  const refreshToolbar = useCallback(() => {
    const element = editor.current
    const selection = document.getSelection()
    if (!element || !selection?.anchorNode || !element.contains(selection.anchorNode)) return
    setActive({
      bold: document.queryCommandState('bold'),
      italic: document.queryCommandState('italic'),
      insertUnorderedList: document.queryCommandState('insertUnorderedList'),
    })
  }, [])

  useEffect(() => {
    document.addEventListener('selectionchange', refreshToolbar)
    return () => document.removeEventListener('selectionchange', refreshToolbar)
  }, [refreshToolbar])

  const emit = () => {
    const element = editor.current
    if (!element) return
    const next = readValue(element)
    emitted.current = next
    onChange(next)
  }

  const run = (command: Command) => {
    if (disabled) return
    editor.current?.focus()
    document.execCommand(command)
    refreshToolbar()
    emit()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.shiftKey && (event.key === '8' || event.key === '*')) {
      event.preventDefault()
      run('insertUnorderedList')
    }
  }

  // Pasted markup from word processors and web pages is dropped; the text comes in as typed.
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault()
    const text = event.clipboardData.getData('text/plain')
    document.execCommand('insertText', false, text)
  }

  const count = visibleLength(value)
  const overLimit = maxLength !== undefined && (atMost ? count > maxLength : count >= maxLength)
  const invalid = Boolean(error) || overLimit
  const borderColor = invalid ? 'error.main' : focused ? 'primary.main' : 'rgba(0, 0, 0, 0.23)'

  return (
    <Box>
      <Typography
        id={labelId}
        component="div"
        variant="body2"
        onClick={() => editor.current?.focus()}
        sx={{ mb: 0.75, fontWeight: 500, color: invalid ? 'error.main' : 'text.primary', cursor: 'default' }}
      >
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor,
          borderRadius: 1,
          boxShadow: focused && !invalid ? (theme) => `0 0 0 1px ${theme.palette.primary.main}` : 'none',
          bgcolor: disabled ? 'action.disabledBackground' : 'background.paper',
          transition: 'border-color 120ms',
          '&:hover': { borderColor: invalid ? 'error.main' : focused ? 'primary.main' : 'text.primary' },
        }}
      >
        <Box
          role="toolbar"
          aria-label="Text formatting"
          aria-controls={id}
          sx={{ display: 'flex', gap: 0.5, px: 0.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
        >
          {COMMANDS.map(({ command, label: name, shortcut, Icon }) => (
            <Tooltip key={command} title={`${name} (${shortcut})`} placement="top">
              <IconButton
                size="small"
                aria-label={name}
                aria-pressed={active[command]}
                // Keeps the text selection in the editor while the button is pressed.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => run(command)}
                sx={{
                  borderRadius: 1,
                  color: active[command] ? 'primary.main' : 'text.secondary',
                  bgcolor: active[command] ? 'action.selected' : 'transparent',
                }}
              >
                <Icon fontSize="small" />
              </IconButton>
            </Tooltip>
          ))}
        </Box>
        <Box
          ref={editor}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={[helpId, maxLength !== undefined ? counterId : ''].filter(Boolean).join(' ')}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-disabled={disabled || undefined}
          contentEditable={!disabled}
          suppressContentEditableWarning
          spellCheck
          tabIndex={0}
          data-placeholder={placeholder}
          onInput={emit}
          onBlur={() => setFocused(false)}
          onFocus={() => {
            setFocused(true)
            document.execCommand('defaultParagraphSeparator', false, 'p')
          }}
          onKeyDown={onKeyDown}
          onKeyUp={refreshToolbar}
          onMouseUp={refreshToolbar}
          onPaste={onPaste}
          sx={{
            ...richTextSx,
            minHeight,
            maxHeight: 420,
            overflowY: 'auto',
            px: 1.75,
            py: 1.5,
            outline: 'none',
            typography: 'body1',
            '&:empty::before': { content: 'attr(data-placeholder)', color: 'text.disabled', pointerEvents: 'none' },
          }}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 0.5, mx: 1.75 }}>
        <Typography id={helpId} variant="caption" color={error ? 'error' : 'text.secondary'} role={error ? 'alert' : undefined}>
          {error || helperText}
        </Typography>
        {maxLength !== undefined && (
          <Typography
            id={counterId}
            variant="caption"
            color={overLimit ? 'error' : 'text.secondary'}
            sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          >
            <span aria-hidden>
              {count} / {maxLength}
            </span>
            <Box component="span" sx={visuallyHidden}>
              {`${count} of ${maxLength} characters used`}
            </Box>
          </Typography>
        )}
      </Box>
    </Box>
  )
}

export const visuallyHidden = {
  position: 'absolute',
  // Pixels: in MUI's sx a bare 1 means 100%, which stretched every page using it.
  width: '1px',
  height: '1px',
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const
