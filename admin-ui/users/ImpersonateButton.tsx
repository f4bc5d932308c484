import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount'
import { useState, type MouseEvent } from 'react'
import { Button, Confirm, useAuthProvider, useNotify, usePermissions, useRecordContext } from 'react-admin'
import type { ConsoleAuthProvider } from '../providers/authProvider'

/**
 * 'Impersonate': after a confirmation, the session becomes this user's and their portal opens. Only a
 * super admin may do it, and never to another super admin (the server refuses both anyway).
 */
export const ImpersonateButton = () => {
  const record = useRecordContext()
  const { permissions } = usePermissions()
  const authProvider = useAuthProvider<ConsoleAuthProvider>()
  const notify = useNotify()
  const [isOpen, setOpen] = useState(false)
  const [isPending, setPending] = useState(false)
  if (!record || !authProvider || permissions !== 'super_admin' || record.role === 'super_admin') return null

  const name = `${record.firstName} ${record.lastName}`
  const open = (event: MouseEvent) => {
    event.stopPropagation() // the row would open the edit view
    setOpen(true)
  }
  const impersonate = async () => {
    setPending(true)
    try {
      await authProvider.impersonate(record.id) // reloads the page on success
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' })
      setPending(false)
      setOpen(false)
    }
  }

  return (
    <>
      <Button label="talentgrid.users.impersonate" onClick={open}>
        <SupervisorAccountIcon />
      </Button>
      <Confirm
        isOpen={isOpen}
        loading={isPending}
        title="talentgrid.users.impersonateTitle"
        content="talentgrid.users.impersonateConfirm"
        translateOptions={{ name }}
        onConfirm={impersonate}
        onClose={() => setOpen(false)}
      />
    </>
  )
}
