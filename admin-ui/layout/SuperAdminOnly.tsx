import type { ReactNode } from 'react'
import { NotFound, usePermissions } from 'react-admin'

/** A page of the super admin's own: anyone else in the console (a content editor) gets the not-found page. */
export function SuperAdminOnly({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions()
  if (isPending) return null
  return permissions === 'super_admin' ? <>{children}</> : <NotFound />
}
