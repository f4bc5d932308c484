import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import { OPPORTUNITY_LIMITS, opportunityMessages } from '../../../../contract/opportunities/opportunity'
import { errorMessage } from '../../../shared/api'
import { apiCall } from '../../../shared/client'
import { useToast } from '../../../shared/toasts'
import { useOpportunitiesChanged, type Applicant } from './opportunityApi'

/**
 * The manager's comment on an application (the spec: PATCH on the apply by applyId), edited in
 * place: Edit, then Save or Cancel. Success: 'Comment was saved'; failure: an error toast and the
 * text stays for another try. Talents never see it.
 */
export function ManagerComment({ applicant, onSaved }: { applicant: Applicant; onSaved?: (comment: string | null) => void }) {
  const toast = useToast()
  const changed = useOpportunitiesChanged()
  const stored = applicant.managerComment ?? ''
  const [editing, setEditing] = useState(false)
  const [text, setText] = useState(stored)
  const [saving, setSaving] = useState(false)
  const applyId = applicant.apply?.id
  if (!applyId) return null
  const tooLong = text.length > OPPORTUNITY_LIMITS.managerComment
  const label = `Manager comment on ${applicant.talentFullName}`

  const save = async () => {
    setSaving(true)
    try {
      const comment = text.trim() === '' ? null : text
      await apiCall('patch', '/org-side/opportunity-apply/{id}/', { params: { path: { id: applyId } }, body: { managerComment: comment } })
      toast.success(opportunityMessages.commentSaved)
      setEditing(false)
      onSaved?.(comment)
      void changed()
    } catch (error) {
      // The spec: an error snackbar and a log entry.
      console.error('Saving the manager comment failed', error)
      toast.error(errorMessage(error))
    } finally {
      setSaving(false)
    }
  }

  if (!editing) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="body2" color="text.secondary">
            Manager comment
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} color={stored ? 'text.primary' : 'text.secondary'}>
            {stored || 'No comment yet.'}
          </Typography>
        </Box>
        <Button
          size="small"
          startIcon={<EditOutlinedIcon />}
          // The name starts with the words on the button (label in name), then says whose comment it is.
          aria-label={stored ? `Edit comment on ${applicant.talentFullName}` : `Add comment on ${applicant.talentFullName}`}
          onClick={() => {
            setText(stored)
            setEditing(true)
          }}
        >
          {stored ? 'Edit comment' : 'Add comment'}
        </Button>
      </Box>
    )
  }
  return (
    <Box
      component="form"
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault()
        if (!tooLong && !saving) void save()
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <TextField
        label="Manager comment"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setEditing(false)
        }}
        multiline
        minRows={2}
        fullWidth
        autoFocus
        error={tooLong}
        helperText={tooLong ? `Ensure this field has no more than ${OPPORTUNITY_LIMITS.managerComment} characters.` : `${text.length} / ${OPPORTUNITY_LIMITS.managerComment} · only your organization sees it`}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={() => setEditing(false)} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={saving} disabled={tooLong}>
          Save comment
        </Button>
      </Box>
    </Box>
  )
}
