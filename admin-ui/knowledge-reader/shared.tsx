import Box from '@mui/material/Box'
import Breadcrumbs from '@mui/material/Breadcrumbs'
import Link from '@mui/material/Link'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import { Title, useTranslate } from 'react-admin'

/** The spec's knowledge-center routes, the same paths the portals use. */
export const KNOWLEDGE_PATHS = {
  hub: '/knowledge-center',
  faq: '/knowledge-center/faq',
  videos: '/knowledge-center/video-tutorials',
} as const

const READERS = ['all', 'talent', 'organization'] as const
export type Reader = (typeof READERS)[number]

/**
 * Which readers' view is shown, kept in the address (?reader=talent) so it survives moving between the
 * FAQ and the tutorials: every published item, or what talents or organization users read.
 */
export function useReader() {
  const [params, setParams] = useSearchParams()
  const value = params.get('reader')
  const reader: Reader = (READERS as readonly string[]).includes(value ?? '') ? (value as Reader) : 'all'
  const setReader = (next: Reader) => setParams(next === 'all' ? {} : { reader: next }, { replace: true })
  const filter = reader === 'all' ? {} : { audience: reader }
  const search = reader === 'all' ? '' : `?reader=${reader}`
  return { reader, setReader, filter, search }
}

export function ReaderChoice() {
  const translate = useTranslate()
  const { reader, setReader } = useReader()
  const labelId = 'knowledge-reader-label'
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {translate('talentgrid.knowledgeReader.readerLabel')}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={reader}
        onChange={(_event, next: Reader | null) => next && setReader(next)}
        aria-labelledby={labelId}
        sx={{ flexWrap: 'wrap' }}
      >
        {READERS.map((item) => (
          <ToggleButton key={item} value={item} sx={{ textTransform: 'none' }}>
            {translate(`talentgrid.knowledgeReader.readers.${item}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  )
}

/** The page's title (app bar and h1) and, below the hub, the way back to it. */
export function ReaderHeader({ title, subtitle, current }: { title: string; subtitle?: string; current?: string }) {
  const translate = useTranslate()
  const { search } = useReader()
  return (
    <Box sx={{ mb: 2 }}>
      <Title title={title} />
      {current && (
        <Breadcrumbs aria-label={translate('talentgrid.knowledgeReader.breadcrumbs')} sx={{ mb: 1 }}>
          <Link component={RouterLink} to={`${KNOWLEDGE_PATHS.hub}${search}`} underline="hover">
            {translate('talentgrid.knowledgeReader.title')}
          </Link>
          <Typography color="text.primary" aria-current="page">
            {current}
          </Typography>
        </Breadcrumbs>
      )}
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  )
}
