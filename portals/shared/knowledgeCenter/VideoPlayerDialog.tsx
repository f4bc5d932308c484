import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import type { VideoTutorial } from '../../../contract/knowledgeCenter'

/**
 * One tutorial in the modal host (Escape, the close button or Close end it, and the video with it): an
 * uploaded video plays from our server (range requests, so only its metadata loads until Play); a
 * tutorial that is a link offers 'Open video' in a new tab.
 */
export function VideoPlayerDialog({ video, onClose }: { video: VideoTutorial; onClose: () => void }) {
  return (
    <>
      <DialogTitle sx={{ pr: 7, overflowWrap: 'anywhere' }}>{video.title}</DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        {video.videoUrl ? (
          <Box
            component="video"
            controls
            preload="metadata"
            poster={video.posterUrl ?? undefined}
            aria-label={video.title}
            sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', bgcolor: 'common.black', borderRadius: 1 }}
          >
            <source src={video.videoUrl} type={video.videoMimeType ?? undefined} />
            Your browser cannot play this video.
          </Box>
        ) : video.posterUrl ? (
          <Box
            component="img"
            src={video.posterUrl}
            alt=""
            sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1 }}
          />
        ) : null}
        {video.description && (
          <Typography color="text.secondary" sx={{ mt: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {video.description}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button onClick={onClose}>Close</Button>
        {!video.videoUrl && video.externalUrl && (
          <Button variant="contained" href={video.externalUrl} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon />}>
            Open video
          </Button>
        )}
      </DialogActions>
    </>
  )
}
