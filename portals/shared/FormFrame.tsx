import type { FormEvent, ReactNode } from 'react'
import Box from '@mui/material/Box'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { FormBanner } from './FormBanner'

/**
 * A dialog form's frame: title, the nonFieldErrors banner, the fields and the buttons. Enter in a
 * field submits (the submit button is one of `actions`).
 */
export function FormFrame({
  title,
  banner = [],
  onSubmit,
  children,
  actions,
}: {
  title: string
  banner?: string[]
  onSubmit: () => void
  children: ReactNode
  actions: ReactNode
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <DialogTitle sx={{ pr: 7 }}>{title}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
        <FormBanner messages={banner} />
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>{actions}</DialogActions>
    </Box>
  )
}
