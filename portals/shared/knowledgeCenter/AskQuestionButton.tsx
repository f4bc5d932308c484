import { useCallback } from 'react'
import Button, { type ButtonProps } from '@mui/material/Button'
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline'
import { GUARDED } from '../GuardedDialog'
import { useModal } from '../ModalHost'
import { QuestionDialog } from './QuestionDialog'

/** Opens 'Do you have a question?' in the modal host. */
export function useAskQuestion() {
  const modal = useModal()
  return useCallback(() => modal.open(<QuestionDialog onClose={modal.close} />, GUARDED), [modal])
}

export function AskQuestionButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const ask = useAskQuestion()
  return (
    <Button variant="outlined" startIcon={<ChatBubbleOutlineIcon />} {...props} onClick={ask}>
      Do you have a question?
    </Button>
  )
}
