import { useEffect, useId, useMemo, useRef } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Editor, Extensions } from '@tiptap/core'
import StarterKit from '@tiptap/starter-kit'
import {
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonItalic,
  MenuControlsContainer,
  RichTextEditor as TiptapField,
  fieldContainerClasses,
  type RichTextEditorRef,
} from 'mui-tiptap'
import { isRichTextEmpty, visibleLength } from './richText'
import { richTextSx } from './RichTextView'

/**
 * The document schema is the server's allow-list (domain/richText/sanitizeRichText.ts): paragraphs, line
 * breaks, bold, italic, underline, bulleted and numbered lists. Whatever is loaded or pasted keeps only
 * those, so what the editor hands out is stored as it is.
 */
const extensions: Extensions = [
  StarterKit.configure({
    // Not on the allow-list: links, headings, code, quotes, rules, strike-through.
    link: false,
    heading: false,
    code: false,
    codeBlock: false,
    blockquote: false,
    horizontalRule: false,
    strike: false,
    // An empty paragraph after a final list would be stored as markup without text.
    trailingNode: false,
  }),
]

/** What the editor hands out: '' when no visible text is left, without trailing empty paragraphs. */
const editorValue = (html: string) => (isRichTextEmpty(html) ? '' : html.replace(/(?:<p>(?:<br>)?<\/p>)+$/, ''))

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

/** Attributes of the editable area: a labelled, described multi-line textbox to assistive technology. */
function textboxAttributes(a: { labelId: string; describedBy: string; invalid: boolean; required?: boolean; disabled?: boolean; placeholder?: string }) {
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': a.labelId,
    'aria-describedby': a.describedBy,
    spellcheck: 'true',
  }
  if (a.invalid) attributes['aria-invalid'] = 'true'
  if (a.required) attributes['aria-required'] = 'true'
  if (a.disabled) attributes['aria-disabled'] = 'true'
  if (a.placeholder) attributes['aria-placeholder'] = a.placeholder
  return attributes
}

/**
 * The rich-text editor of the portals: TipTap through mui-tiptap, with the toolbar it always
 * had (bold, italic, bulleted list; their shortcuts Ctrl+B, Ctrl+I, Ctrl+Shift+8, and Ctrl+U). The
 * document schema is the server's allow-list (above), so pasted or loaded markup keeps only that.
 * The counter counts visible characters exactly as the contract's limits do (contract/fields.ts
 * plainText of the HTML the editor hands out), so the counter turns red exactly where the server refuses.
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
  const field = useRef<RichTextEditorRef>(null)
  // The last value this editor emitted: a different incoming value (a reset, loaded data) replaces the content.
  const emitted = useRef<string>(value)
  const onChangeRef = useRef(onChange)
  onChangeRef.current = onChange

  const count = visibleLength(value)
  const overLimit = maxLength !== undefined && (atMost ? count > maxLength : count >= maxLength)
  const invalid = Boolean(error) || overLimit
  const describedBy = [helpId, maxLength !== undefined ? counterId : ''].filter(Boolean).join(' ')
  // mui-tiptap hands changed editor options to the editor on render, so validity and the other states
  // reach the editable area's attributes; memoised, so an unchanged state changes nothing.
  const editorProps = useMemo(
    () => ({ attributes: textboxAttributes({ labelId, describedBy, invalid, required, disabled, placeholder }) }),
    [labelId, describedBy, invalid, required, disabled, placeholder],
  )
  // The document starts from the first value; later values arrive through setContent below.
  const initialContent = useRef(value).current

  const editor = (): Editor | null => field.current?.editor ?? null

  useEffect(() => {
    const current = editor()
    if (!current || current.isDestroyed || value === emitted.current) return
    current.commands.setContent(value || '', { emitUpdate: false })
    emitted.current = value
  }, [value])

  return (
    <Box>
      <Typography
        id={labelId}
        component="div"
        variant="body2"
        onClick={() => editor()?.commands.focus()}
        sx={{ mb: 0.75, fontWeight: 500, color: invalid ? 'error.main' : 'text.primary', cursor: 'default' }}
      >
        {label}
      </Typography>
      <TiptapField
        ref={field}
        extensions={extensions}
        content={initialContent}
        editable={!disabled}
        autofocus={autoFocus ? 'end' : false}
        editorProps={editorProps}
        onUpdate={({ editor: current, transaction }) => {
          // Toggling editable also reports an update; only a changed document is a change of value.
          if (!transaction.docChanged) return
          const next = editorValue(current.getHTML())
          emitted.current = next
          onChangeRef.current(next)
        }}
        renderControls={() => (
          <MenuControlsContainer role="toolbar" aria-label="Text formatting">
            <MenuButtonBold />
            <MenuButtonItalic />
            <MenuButtonBulletedList />
          </MenuControlsContainer>
        )}
        RichTextFieldProps={{
          variant: 'outlined',
          disabled,
          MenuBarProps: { disableSticky: true },
          RichTextContentProps: {
            sx: {
              '& .ProseMirror': {
                ...richTextSx,
                minHeight,
                maxHeight: 420,
                overflowY: 'auto',
                typography: 'body1',
                outline: 'none',
                '& p': { m: 0, mb: 1 },
              },
              // The placeholder is decoration only; the textbox names it through aria-placeholder.
              ...(placeholder && !value
                ? { '& .ProseMirror > p:first-of-type::before': { content: JSON.stringify(placeholder), float: 'left', height: 0, color: 'text.disabled', pointerEvents: 'none' } }
                : {}),
            },
          },
          // Invalid stays red while focused too, as MUI's own text fields do.
          sx: invalid ? { [`&& .${fieldContainerClasses.notchedOutline}`]: { borderColor: 'error.main' } } : undefined,
        }}
      />
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
