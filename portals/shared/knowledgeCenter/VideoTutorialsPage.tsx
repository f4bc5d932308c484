import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import OndemandVideoOutlinedIcon from '@mui/icons-material/OndemandVideoOutlined'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import PlayCircleFilledWhiteOutlinedIcon from '@mui/icons-material/PlayCircleFilledWhiteOutlined'
import type { VideoTutorial } from '../../../contract/knowledgeCenter'
import { EmptyState } from '../EmptyState'
import { LoadError } from '../LoadError'
import { useModal } from '../ModalHost'
import { PageHeader } from '../PageHeader'
import { AskQuestionButton } from './AskQuestionButton'
import { KnowledgeBreadcrumbs } from './KnowledgeBreadcrumbs'
import { useCountView, useVideos } from './knowledgeApi'
import { VideoPlayerDialog } from './VideoPlayerDialog'

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } } as const

/** /knowledge-center/video-tutorials: the published tutorials as a grid of posters; one opens in a player dialog. */
export default function VideoTutorialsPage() {
  const videos = useVideos()
  const modal = useModal()
  const countView = useCountView()
  const play = (video: VideoTutorial) => {
    countView('video', video.id)
    modal.open(<VideoPlayerDialog video={video} onClose={modal.close} />, { layout: 'talent' })
  }
  return (
    <>
      <KnowledgeBreadcrumbs current="Video tutorials" />
      <PageHeader title="Video tutorials" subtitle="Short videos that walk you through Talentgrid" actions={<AskQuestionButton />} />
      {videos.isPending ? (
        <Box sx={GRID} aria-label="Loading videos" aria-busy="true">
          {[0, 1, 2].map((item) => (
            <Skeleton key={item} variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
          ))}
        </Box>
      ) : videos.isError ? (
        <LoadError error={videos.error} onRetry={() => void videos.refetch()} />
      ) : videos.data.results.length === 0 ? (
        <EmptyState
          icon={<OndemandVideoOutlinedIcon />}
          title="No video tutorials yet"
          description="New tutorials appear here as soon as they are published."
        />
      ) : (
        <Box component="ul" aria-label="Video tutorials" sx={{ ...GRID, listStyle: 'none', m: 0, p: 0 }}>
          {videos.data.results.map((video) => (
            <Box component="li" key={video.id} sx={{ minWidth: 0 }}>
              <VideoCard video={video} onOpen={() => play(video)} />
            </Box>
          ))}
        </Box>
      )}
    </>
  )
}

function VideoCard({ video, onOpen }: { video: VideoTutorial; onOpen: () => void }) {
  const external = !video.videoUrl && Boolean(video.externalUrl)
  return (
    // Named by its own words, not an aria-label ('Play' for a screen reader, then the title on screen), so the
    // name holds what a speech user sees; the description sits outside the button to keep that name short.
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        onClick={onOpen}
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.200', overflow: 'hidden' }}>
          {video.posterUrl ? (
            <Box
              component="img"
              src={video.posterUrl}
              alt=""
              loading="lazy"
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : (
            <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'text.disabled' }}>
              <OndemandVideoOutlinedIcon sx={{ fontSize: 48 }} aria-hidden />
            </Box>
          )}
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              right: 8,
              bottom: 8,
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              px: 1,
              py: 0.25,
              borderRadius: 1,
              bgcolor: 'rgba(0, 0, 0, 0.65)',
              color: 'common.white',
              fontSize: 13,
            }}
          >
            {external ? <OpenInNewIcon sx={{ fontSize: 16 }} /> : <PlayCircleFilledWhiteOutlinedIcon sx={{ fontSize: 16 }} />}
            {external ? 'Link' : 'Play'}
          </Box>
        </Box>
        <Box component="span" sx={visuallyHidden}>
          Play{' '}
        </Box>
        <CardContent sx={{ pb: video.description ? 0 : undefined }}>
          <Typography variant="h2" sx={{ fontSize: '1rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
            {video.title}
          </Typography>
        </CardContent>
      </CardActionArea>
      {video.description && (
        <CardContent sx={{ pt: 0 }}>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
          >
            {video.description}
          </Typography>
        </CardContent>
      )}
    </Card>
  )
}
