import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import OndemandVideoOutlinedIcon from '@mui/icons-material/OndemandVideoOutlined'
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { useTranslate } from 'react-admin'
import { KNOWLEDGE_PATHS, ReaderChoice, ReaderHeader, useReader } from './shared'

function Destination({ to, icon, title, description }: { to: string; icon: ReactNode; title: string; description: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 32 } }}>
            {icon}
          </Box>
          <Box>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  )
}

/** /knowledge-center as its readers see it: the way to the FAQ and to the video tutorials. */
export const KnowledgeReaderPage = () => {
  const translate = useTranslate()
  const { search } = useReader()
  const t = (key: string) => translate(`talentgrid.knowledgeReader.${key}`)
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <ReaderHeader title={t('title')} subtitle={t('subtitle')} />
      <ReaderChoice />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Destination to={`${KNOWLEDGE_PATHS.faq}${search}`} icon={<QuizOutlinedIcon />} title={t('faq')} description={t('faqDescription')} />
        <Destination to={`${KNOWLEDGE_PATHS.videos}${search}`} icon={<OndemandVideoOutlinedIcon />} title={t('videos')} description={t('videosDescription')} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('editHint')}
      </Typography>
    </Box>
  )
}
