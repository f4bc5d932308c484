import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined'
import type { StoredFileRef } from '../../../../contract/talentProfile'
import { errorMessage } from '../../../shared/api'
import { apiCall, apiUpload } from '../../../shared/client'
import { useConfirm } from '../../../shared/ConfirmDialog'
import { EmptyState } from '../../../shared/EmptyState'
import { SectionCard } from '../../../shared/profile/ProfileView'
import { useToast } from '../../../shared/toasts'
import { UploadButton } from '../../../shared/UploadButton'

const PATH = '/talent/profile-video/'

/** The profile video (mp4, webm or mov up to 200 MB); shown only while the talentProfileVideo flag is on. */
export function ProfileVideoCard({ video, onChanged }: { video: StoredFileRef | null; onChanged: () => Promise<unknown> }) {
  const toast = useToast()
  const confirm = useConfirm()
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const run = async (kind: 'upload' | 'remove', action: () => Promise<unknown>) => {
    setBusy(kind)
    setProblem(null)
    try {
      await action()
      toast.success('Changes Saved')
      await onChanged()
    } catch (error) {
      setProblem(errorMessage(error))
    } finally {
      setBusy(null)
    }
  }

  const upload = (file: File) => {
    const data = new FormData()
    data.append('file', file)
    void run('upload', () => apiUpload('post', PATH, { body: data }))
  }

  const remove = async () => {
    const yes = await confirm({ title: 'Remove your profile video?', message: 'Organizations will no longer see it.', confirmLabel: 'Remove', destructive: true })
    if (yes) void run('remove', () => apiCall('delete', PATH))
  }

  const uploadButton = (
    <UploadButton
      kind="video"
      inputLabel="Profile video file"
      onFile={upload}
      onProblem={setProblem}
      variant={video ? 'outlined' : 'contained'}
      size="small"
      disabled={busy !== null}
    >
      {video ? 'Replace video' : 'Upload video'}
    </UploadButton>
  )

  return (
    <SectionCard id="profileVideo" title="Profile video" action={video ? uploadButton : undefined}>
      {busy === 'upload' && (
        <Box sx={{ mb: 2 }} role="status">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            Uploading video… large files can take a few minutes.
          </Typography>
          <LinearProgress aria-label="Uploading video" />
        </Box>
      )}
      {video ? (
        <Box>
          <Box
            component="video"
            controls
            preload="metadata"
            src={video.url}
            aria-label="Your profile video"
            sx={{ width: '100%', maxHeight: 360, borderRadius: 1, bgcolor: '#000' }}
          />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mt: 1 }}>
            <Typography variant="body2" color="text.secondary" noWrap>
              {video.originalFileName}
            </Typography>
            <Button size="small" color="inherit" onClick={() => void remove()} disabled={busy !== null}>
              Remove video
            </Button>
          </Box>
        </Box>
      ) : (
        <EmptyState
          icon={<VideocamOutlinedIcon />}
          title="Introduce yourself on video"
          description="A short video helps organizations get to know you. MP4, WebM or MOV, up to 200 MB."
          action={uploadButton}
        />
      )}
      {problem && (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Typography>
      )}
    </SectionCard>
  )
}
