import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import { useGetList, useTranslate } from 'react-admin'
import { safeHref } from '../fields/safeHref'
import { ReaderChoice, ReaderHeader, useReader } from './shared'

interface PublishedVideo {
  id: string
  title: string
  description: string
  audience: string
  externalUrl: string | null
  videoUrl: string | null
  videoMimeType: string | null
  posterUrl: string | null
}

function VideoCard({ video, showAudience }: { video: PublishedVideo; showAudience: boolean }) {
  const translate = useTranslate()
  const t = (key: string, options?: object) => translate(`talentgrid.knowledgeReader.${key}`, options)
  const external = safeHref(video.externalUrl)
  const headingId = `video-${video.id}-title`
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId} sx={{ height: '100%' }}>
      {video.videoUrl ? (
        <Box
          component="video"
          controls
          preload="none"
          poster={video.posterUrl ?? undefined}
          aria-label={t('watch', { title: video.title })}
          sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', bgcolor: '#000' }}
        >
          <source src={video.videoUrl} type={video.videoMimeType ?? undefined} />
        </Box>
      ) : video.posterUrl ? (
        <Box component="img" src={video.posterUrl} alt="" sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }} />
      ) : null}
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {video.title}
          </Typography>
          {showAudience && <Chip size="small" variant="outlined" label={t(`audiences.${video.audience}`)} />}
        </Box>
        {video.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {video.description}
          </Typography>
        )}
        {!video.videoUrl && external && (
          <Link href={external} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1 }}>
            {t('openExternal', { title: video.title })}
            <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden />
          </Link>
        )}
      </CardContent>
    </Card>
  )
}

/** /knowledge-center/video-tutorials as readers see it: the published tutorials in their order, each playable here. */
export const VideoReaderPage = () => {
  const translate = useTranslate()
  const { filter, reader } = useReader()
  const t = (key: string) => translate(`talentgrid.knowledgeReader.${key}`)
  const { data, isPending, error } = useGetList<PublishedVideo>('published-videos', { filter, pagination: { page: 1, perPage: 500 }, sort: { field: 'order', order: 'ASC' } })
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <ReaderHeader title={t('videos')} current={t('videos')} />
      <ReaderChoice />
      {isPending ? (
        <CircularProgress size={24} aria-label={t('videos')} />
      ) : error ? (
        <Alert severity="error">{t('loadError')}</Alert>
      ) : !data?.length ? (
        <Typography color="text.secondary">{t('noVideos')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
          {data.map((video) => (
            <Box component="li" key={video.id} sx={{ minWidth: 0 }}>
              <VideoCard video={video} showAudience={reader === 'all'} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  )
}
