import { useRef, type ChangeEvent, type ReactNode } from 'react'
import Button, { type ButtonProps } from '@mui/material/Button'
import { acceptFor, checkFile, type FileKind } from './files'

export interface UploadButtonProps extends Omit<ButtonProps, 'onClick' | 'onError'> {
  kind: FileKind
  /** Names the hidden file input ('Avatar', 'File', …) for assistive technology and tests. */
  inputLabel: string
  /** A file that passed the extension and size checks. */
  onFile: (file: File) => void
  /** The contract's message for a refused pick; null when a valid file was picked. */
  onProblem: (message: string | null) => void
  children: ReactNode
}

/** A button that opens the file picker and checks the pick (extension, size) before handing it over. */
export function UploadButton({ kind, inputLabel, onFile, onProblem, children, disabled, ...buttonProps }: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null)
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null
    // Cleared so picking the same file again (after fixing it) still fires a change.
    event.target.value = ''
    if (!file) return
    const problem = checkFile(file, kind)
    onProblem(problem)
    if (!problem) onFile(file)
  }
  return (
    <>
      <Button {...buttonProps} disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        aria-label={inputLabel}
        accept={acceptFor(kind)}
        onChange={onChange}
        disabled={disabled}
        tabIndex={-1}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', pointerEvents: 'none' }}
      />
    </>
  )
}
