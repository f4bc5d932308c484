import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import Link from '@mui/material/Link'

/** An in-app link styled as text. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} fontWeight={500}>
      {children}
    </Link>
  )
}
