import VideoLibraryOutlinedIcon from '@mui/icons-material/VideoLibraryOutlined'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useRef, useState } from 'react'
import { useWatch } from 'react-hook-form'
import {
  Create,
  Datagrid,
  Edit,
  List,
  NumberField,
  NumberInput,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextField,
  TextInput,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin'
import { KNOWLEDGE_LIMITS, VIDEO_EXTENSIONS, knowledgeMessages, videoInput } from '../../contract/knowledgeCenter'
import { CSRF_HEADER, csrfToken } from '../providers/csrf'
import { usePhone } from '../layout/usePhone'
import { AudienceText, RowActions, PublishToolbar, StatusChip, audienceChoices, contractResolver } from './shared'
import { ListAside } from '../layout/ListAside'
import { UsDateField } from '../fields/UsDateField'

/**
 * Video tutorials. The record is saved first (a draft); its video (mp4, webm, mov up to 200 MB)
 * and poster are then uploaded into that draft with a progress bar (POST /api/v1/knowledge-center-videos/{id}/
 * video/ and /poster/, streamed to disk and checked by content on the server); Publish shows them in the portals.
 */
interface VideoRecord {
  id: string
  title?: string
  videoUrl?: string | null
  posterUrl?: string | null
  videoFile?: { originalFileName: string; size: number } | null
  posterFile?: { originalFileName: string } | null
}

const POSTER_BYTES = 5_000_000

const fileSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`)

/** One upload with progress (XMLHttpRequest: fetch reports no upload progress). */
function upload(url: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  return csrfToken().then(
    (token) =>
      new Promise<void>((resolve, reject) => {
        const request = new XMLHttpRequest()
        request.open('POST', url)
        request.withCredentials = true
        request.setRequestHeader(CSRF_HEADER, token)
        request.setRequestHeader('Accept', 'application/json')
        request.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100))
        request.onload = () => {
          if (request.status >= 200 && request.status < 300) return resolve()
          let message = `HTTP ${request.status}`
          try {
            const body = JSON.parse(request.responseText) as { errors?: Record<string, string[]> }
            message =
              Object.values(body.errors ?? {})
                .flat()
                .join(' ') || message
          } catch {
            // not JSON
          }
          reject(new Error(message))
        }
        request.onerror = () => reject(new Error('network error'))
        const form = new FormData()
        form.append('file', file)
        request.send(form)
      }),
  )
}

const UploadButton = ({ which }: { which: 'video' | 'poster' }) => {
  const record = useRecordContext<VideoRecord>()
  const translate = useTranslate()
  const refresh = useRefresh()
  const input = useRef<HTMLInputElement>(null)
  const [percent, setPercent] = useState<number | null>(null)
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null)
  if (!record) return null
  const accept = which === 'video' ? VIDEO_EXTENSIONS.map((extension) => `.${extension}`).join(',') : '.jpg,.jpeg,.png,.gif'
  const choose = async (file: File | undefined) => {
    if (!file) return
    const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
    // The server checks again, by content; these checks only spare a pointless upload.
    if (which === 'video' && !(VIDEO_EXTENSIONS as readonly string[]).includes(extension))
      return setMessage({ kind: 'error', text: knowledgeMessages.videoType })
    if (which === 'video' && file.size > KNOWLEDGE_LIMITS.videoBytes) return setMessage({ kind: 'error', text: knowledgeMessages.videoTooLarge })
    if (which === 'poster' && file.size > POSTER_BYTES)
      return setMessage({ kind: 'error', text: translate('talentgrid.knowledgeCenter.posterRules') })
    setMessage(null)
    setPercent(0)
    try {
      await upload(`/api/v1/knowledge-center-videos/${record.id}/${which}/`, file, setPercent)
      setMessage({ kind: 'success', text: translate('talentgrid.knowledgeCenter.uploaded') })
      refresh()
    } catch (error) {
      setMessage({ kind: 'error', text: translate('talentgrid.knowledgeCenter.uploadFailed', { message: (error as Error).message }) })
    } finally {
      setPercent(null)
      if (input.current) input.current.value = ''
    }
  }
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={percent !== null}>
          {translate(which === 'video' ? 'talentgrid.knowledgeCenter.upload' : 'talentgrid.knowledgeCenter.uploadPoster')}
          <input ref={input} hidden type="file" accept={accept} data-testid={`${which}-file`} onChange={(event) => choose(event.target.files?.[0])} />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {which === 'video'
            ? record.videoFile
              ? `${record.videoFile.originalFileName} (${fileSize(record.videoFile.size)})`
              : translate('talentgrid.knowledgeCenter.videoRules')
            : record.posterFile
              ? record.posterFile.originalFileName
              : translate('talentgrid.knowledgeCenter.posterRules')}
        </Typography>
      </Stack>
      {percent !== null && (
        <Box>
          <LinearProgress variant="determinate" value={percent} aria-label={translate('talentgrid.knowledgeCenter.uploading', { percent })} />
          <Typography variant="caption">{translate('talentgrid.knowledgeCenter.uploading', { percent })}</Typography>
        </Box>
      )}
      {message && <Alert severity={message.kind}>{message.text}</Alert>}
    </Stack>
  )
}

/** The tutorial as the portal's grid and player show it. */
const VideoPreview = () => {
  const record = useRecordContext<VideoRecord>()
  const translate = useTranslate()
  const [title, description, externalUrl] = useWatch({ name: ['title', 'description', 'externalUrl'] }) as [string, string, string]
  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 560, mt: 2 }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {translate('talentgrid.knowledgeCenter.preview')}
        </Typography>
        {record?.videoUrl ? (
          <Box
            component="video"
            controls
            preload="metadata"
            src={record.videoUrl}
            poster={record.posterUrl ?? undefined}
            sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'contain', borderRadius: 1, bgcolor: 'black' }}
          />
        ) : record?.posterUrl ? (
          <Box component="img" src={record.posterUrl} alt="" sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1 }} />
        ) : null}
        <Typography variant="h6" sx={{ mt: 1 }}>
          {title || '—'}
        </Typography>
        {description && (
          <Typography color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
            {description}
          </Typography>
        )}
        {externalUrl ? (
          <Link href={externalUrl} target="_blank" rel="noopener noreferrer">
            {translate('talentgrid.knowledgeCenter.openLink')}
          </Link>
        ) : (
          !record?.videoUrl && <Typography variant="body2">{translate('talentgrid.knowledgeCenter.noVideo')}</Typography>
        )}
      </CardContent>
    </Card>
  )
}

const VideoInputs = () => (
  <>
    <TextInput source="title" fullWidth />
    <TextInput source="description" multiline minRows={3} fullWidth />
    <TextInput source="externalUrl" fullWidth type="url" />
    <SelectInput source="audience" choices={audienceChoices} />
    <NumberInput source="order" min={0} step={1} />
  </>
)

/** On a phone, one item per tutorial (its title and audience, draft or published) opening its form. */
const VideoList = () => {
  const isPhone = usePhone()
  const translate = useTranslate()
  return (
    <List exporter={false} sort={{ field: 'order', order: 'ASC' }} filters={[<SearchInput key="q" source="q" alwaysOn />]}>
      {isPhone ? (
        <SimpleList
          rowClick="edit"
          primaryText={(video) => video.title}
          secondaryText={(video) => translate(`talentgrid.knowledgeCenter.audience.${video.audience}`, { _: video.audience })}
          tertiaryText={<ListAside><StatusChip /></ListAside>}
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <NumberField source="order" />
          <TextField source="title" />
          <AudienceText label="resources.knowledge-center-videos.fields.audience" />
          <StatusChip label="resources.knowledge-center-videos.fields.status" />
          <UsDateField source="updatedAt" />
          <RowActions label="talentgrid.knowledgeCenter.actions" />
        </Datagrid>
      )}
    </List>
  )
}

const SaveFirst = () => {
  const translate = useTranslate()
  return <Alert severity="info">{translate('talentgrid.knowledgeCenter.saveFirst')}</Alert>
}

export const knowledgeCenterVideos = {
  list: VideoList,
  create: () => (
    <Create redirect="edit">
      <SimpleForm resolver={contractResolver(videoInput)} toolbar={<PublishToolbar />} defaultValues={{ audience: 'both', order: 0 }}>
        <VideoInputs />
        <SaveFirst />
      </SimpleForm>
    </Create>
  ),
  edit: () => (
    <Edit mutationMode="pessimistic">
      <SimpleForm resolver={contractResolver(videoInput)} toolbar={<PublishToolbar />}>
        <VideoInputs />
        <UploadButton which="video" />
        <UploadButton which="poster" />
        <VideoPreview />
      </SimpleForm>
    </Edit>
  ),
  icon: VideoLibraryOutlinedIcon,
  recordRepresentation: 'title',
}
