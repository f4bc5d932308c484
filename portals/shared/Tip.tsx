import type { ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined'

/** A hint above a form or list ('Enter relevant skills and modules for higher matching success'). */
export function Tip({ children }: { children: ReactNode }) {
  return (
    <Alert icon={<LightbulbOutlinedIcon fontSize="inherit" />} severity="info" sx={{ mb: 2, py: 0.25 }}>
      {children}
    </Alert>
  )
}
