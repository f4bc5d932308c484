import { useEffect, type ReactNode } from 'react'
import { Link as RouterLink, useNavigate } from 'react-router'
import Button from '@mui/material/Button'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import type { ProfileSection } from '../../../../contract/talentProfile'
import { useModal } from '../../../shared/ModalHost'
import { PageHeader } from '../../../shared/PageHeader'
import { SECTION_INFO } from '../../../shared/profile/sections'

/**
 * A profile section whose editing is a list dialog: its route opens the dialog in the modal
 * host, so deep links and the profile's 'Edit' links work; closing it returns to the profile.
 */
export function SectionDialogPage({ section, dialog }: { section: ProfileSection; dialog: (close: () => void) => ReactNode }) {
  const modal = useModal()
  const navigate = useNavigate()
  const { title, path } = SECTION_INFO[section]

  useEffect(() => {
    let active = true
    const close = () => modal.close()
    // Opened after this commit: the modal host closes its modal on every location change, and its
    // effect for the change that brought us here runs after ours.
    const timer = setTimeout(() =>
      modal.open(dialog(close), {
        layout: 'talent',
        showCloseButton: false,
        closeOnOutsideClick: false,
        onClose: () => {
          // Closed by the user (not by leaving the route): back to the profile.
          if (active && window.location.pathname === path) navigate('/profile')
        },
      }),
    )
    return () => {
      active = false
      clearTimeout(timer)
      modal.close()
    }
    // Opened once per visit of the route (the dialog keeps its own state while open).
  }, []) // eslint-disable-line react-hooks/exhaustive-deps -- opened once per visit of the route

  return (
    <PageHeader
      title={title}
      subtitle="Part of your profile"
      actions={
        <Button component={RouterLink} to="/profile" startIcon={<ArrowBackIcon />}>
          Back to profile
        </Button>
      }
    />
  )
}
