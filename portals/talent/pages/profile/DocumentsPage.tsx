import { useMemo, useState, type FormEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { camelToSnake } from '../../../../contract/casing'
import {
  DATED_DOCUMENT_TYPES,
  DOCUMENT_LABELS,
  DOCUMENT_TYPES,
  documentStatus,
  isoDate,
  profileMessages,
  type DocumentType,
  type TalentDocument,
} from '../../../../contract/talentProfile'
import { fieldErrors, nonFieldErrors } from '../../../shared/api'
import { DocumentHistory } from './DocumentHistory'
import { DocumentStatusChip } from '../../../shared/DocumentStatusChip'
import { FileField } from '../../../shared/FileField'
import { FormBanner } from '../../../shared/FormBanner'
import { formatDate } from '../../../shared/format'
import { REQUIRED } from '../../../shared/ListDialog'
import { LoadError } from '../../../shared/LoadError'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { useToast } from '../../../shared/toasts'
import { useLeavePageWarning } from '../../../shared/useLeavePageWarning'
import { apiCall, apiQuery, apiQueryKey, apiUpload, type AnswerOf } from '../../../shared/client'
import { OWN_PROFILE } from './ownProfile'

const PATH = '/talent/document_set/'
const HISTORY_PATH = '/talent/document_set/history/'

type DocumentSet = AnswerOf<'get', typeof PATH>


/** One document's edits: a newly picked file, the stored file marked for removal, and the two dates. */
interface Draft {
  picked: File | null
  removed: boolean
  beginDate: string
  expirationDate: string
}
type Drafts = Record<DocumentType, Draft>
type DraftErrors = Partial<Record<DocumentType, { beginDate?: string; expirationDate?: string; file?: string }>>

const fromServer = (set: DocumentSet): Drafts =>
  Object.fromEntries(
    DOCUMENT_TYPES.map((type) => [
      type,
      { picked: null, removed: false, beginDate: set[type]?.beginDate ?? '', expirationDate: set[type]?.expirationDate ?? '' },
    ]),
  ) as Drafts

function isChanged(draft: Draft, stored: TalentDocument | undefined) {
  return (
    draft.picked !== null ||
    draft.removed ||
    draft.beginDate !== (stored?.beginDate ?? '') ||
    draft.expirationDate !== (stored?.expirationDate ?? '')
  )
}

const validDate = (value: string) => isoDate().safeParse(value).success

const isDocumentSet = (value: unknown): value is DocumentSet =>
  Boolean(value && typeof value === 'object' && DOCUMENT_TYPES.some((type) => type in (value as object)))

/** The contract's document rules: dates real, expiration not before begin, dates required for the two dated types. */
function validate(drafts: Drafts, set: DocumentSet): DraftErrors {
  const errors: DraftErrors = {}
  for (const type of DOCUMENT_TYPES) {
    const draft = drafts[type]
    if (!isChanged(draft, set[type])) continue
    const hasFile = Boolean(draft.picked || (set[type]?.file && !draft.removed))
    const entry: NonNullable<DraftErrors[DocumentType]> = {}
    if (draft.beginDate && !validDate(draft.beginDate)) entry.beginDate = profileMessages.invalidDate
    if (draft.expirationDate && !validDate(draft.expirationDate)) entry.expirationDate = profileMessages.invalidDate
    if (hasFile && DATED_DOCUMENT_TYPES.includes(type)) {
      if (!draft.beginDate) entry.beginDate = profileMessages.datesRequiredWithFile
      if (!draft.expirationDate) entry.expirationDate = profileMessages.datesRequiredWithFile
    }
    if (!entry.beginDate && !entry.expirationDate && draft.beginDate && draft.expirationDate && draft.expirationDate < draft.beginDate) {
      entry.expirationDate = profileMessages.expirationBeforeBegin
    }
    if (Object.keys(entry).length) errors[type] = entry
  }
  return errors
}

/**
 * The multipart PATCH body: only changed entries, as `<snake_type>[file|begin_date|expiration_date]`.
 * A new file goes with whatever dates were typed for it (none sent: the server clears them); a removed
 * file sends 'null' for file and dates; a date emptied on a kept file sends 'null'.
 */
function toFormData(drafts: Drafts, set: DocumentSet, types: readonly DocumentType[] = DOCUMENT_TYPES): FormData {
  const data = new FormData()
  for (const type of types) {
    const draft = drafts[type]
    const stored = set[type]
    if (!isChanged(draft, stored)) continue
    const key = (field: string) => `${camelToSnake(type)}[${field}]`
    if (draft.removed && !draft.picked) {
      data.append(key('file'), 'null')
      data.append(key('begin_date'), 'null')
      data.append(key('expiration_date'), 'null')
      continue
    }
    if (draft.picked) {
      data.append(key('file'), draft.picked)
      if (draft.beginDate) data.append(key('begin_date'), draft.beginDate)
      if (draft.expirationDate) data.append(key('expiration_date'), draft.expirationDate)
      continue
    }
    if (draft.beginDate !== (stored?.beginDate ?? '')) data.append(key('begin_date'), draft.beginDate || 'null')
    if (draft.expirationDate !== (stored?.expirationDate ?? '')) data.append(key('expiration_date'), draft.expirationDate || 'null')
  }
  return data
}

/** Server field errors by document type: keyed '<type>.<field>' ('backgroundCheck.beginDate'); '[field]' and snake_case are read too. */
function splitServerErrors(error: unknown): { byType: DraftErrors; banner: string[] } {
  const byType: DraftErrors = {}
  const banner = nonFieldErrors(error)
  for (const [key, message] of Object.entries(fieldErrors(error))) {
    const type = DOCUMENT_TYPES.find((candidate) =>
      [candidate, camelToSnake(candidate)].some((name) => key === name || key.startsWith(`${name}.`) || key.startsWith(`${name}[`)),
    )
    if (!type) {
      banner.push(message)
      continue
    }
    const field = /begin/i.test(key) ? 'beginDate' : /expiration/i.test(key) ? 'expirationDate' : 'file'
    byType[type] = { ...byType[type], [field]: message }
  }
  return { byType, banner }
}

function DocumentCard({
  type,
  stored,
  draft,
  errors,
  onChange,
  disabled,
}: {
  type: DocumentType
  stored: TalentDocument | undefined
  draft: Draft
  errors: DraftErrors[DocumentType]
  onChange: (draft: Draft) => void
  disabled: boolean
}) {
  const label = stored?.label || DOCUMENT_LABELS[type]
  const headingId = `document-${type}`
  const current = draft.removed ? null : (stored?.file ?? null)
  const hasFile = Boolean(draft.picked || current)
  const changed = isChanged(draft, stored)
  // Unsaved edits show the status they would have; saved documents show the server's (which knows each type's lead time).
  const status = changed
    ? documentStatus({ file: hasFile ? 'file' : null, expirationDate: draft.expirationDate || null })
    : (stored?.status ?? 'notUploaded')
  const datesRequired = hasFile && DATED_DOCUMENT_TYPES.includes(type)

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%', borderColor: changed ? 'primary.light' : undefined }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
          <Typography id={headingId} variant="h3" component="h2">
            {label}
          </Typography>
          {draft.picked ? (
            // Nothing is stored before Save, and the server may still refuse the file.
            <Chip size="small" variant="outlined" label="Selected, not saved" />
          ) : (
            <DocumentStatusChip status={status} />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {changed
            ? 'Unsaved changes'
            : stored?.uploadAt
              ? `Uploaded ${formatDate(stored.uploadAt)}`
              : DATED_DOCUMENT_TYPES.includes(type)
                ? 'Begin and expiration dates are required with the file'
                : 'Dates are optional'}
        </Typography>
        <FileField
          label={`${label} file`}
          kind="document"
          picked={draft.picked}
          current={current}
          disabled={disabled}
          error={errors?.file}
          hint="PDF, Word, Excel, image and similar · up to 50 MB"
          // A newly picked file clears the dates.
          onPick={(file) => onChange({ ...draft, picked: file, beginDate: '', expirationDate: '' })}
          onRemove={() =>
            draft.picked
              ? onChange({
                  picked: null,
                  removed: draft.removed,
                  beginDate: draft.removed ? '' : (stored?.beginDate ?? ''),
                  expirationDate: draft.removed ? '' : (stored?.expirationDate ?? ''),
                })
              : // Removing the file clears dates and file.
                onChange({ picked: null, removed: true, beginDate: '', expirationDate: '' })
          }
        />
        <Grid container spacing={2} sx={{ mt: 1 }}>
          {(['beginDate', 'expirationDate'] as const).map((field) => (
            <Grid key={field} size={{ xs: 12, sm: 6 }}>
              <TextField
                label={field === 'beginDate' ? 'Begin Date' : 'Expiration Date'}
                type="date"
                size="small"
                disabled={disabled || !hasFile}
                value={draft[field]}
                onChange={(event) => onChange({ ...draft, [field]: event.target.value })}
                error={Boolean(errors?.[field])}
                helperText={errors?.[field] || (!hasFile && field === 'beginDate' ? 'Upload a file first' : undefined)}
                slotProps={{
                  inputLabel: { shrink: true },
                  // The hint under a disabled date says why it is disabled: it stays readable (contrast).
                  formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
                  htmlInput: {
                    min: '1940-01-01',
                    max: '2099-12-31',
                    ...(field === 'expirationDate' && draft.beginDate ? { min: draft.beginDate } : {}),
                    ...(datesRequired ? REQUIRED : {}),
                  },
                }}
              />
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  )
}

function DocumentsForm({ initial }: { initial: DocumentSet }) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const [set, setSet] = useState(initial)
  const [drafts, setDrafts] = useState<Drafts>(() => fromServer(initial))
  const [errors, setErrors] = useState<DraftErrors>({})
  const [banner, setBanner] = useState<string[]>([])
  const [saving, setSaving] = useState(false)
  const [submitted, setSubmitted] = useState(false)

  const changedCount = useMemo(() => DOCUMENT_TYPES.filter((type) => isChanged(drafts[type], set[type])).length, [drafts, set])
  const dirty = changedCount > 0
  useLeavePageWarning(dirty && !saving)

  const update = (type: DocumentType, draft: Draft) => {
    const next = { ...drafts, [type]: draft }
    setDrafts(next)
    // After a first submit the messages follow the edits; otherwise only this card's server errors go.
    if (submitted) {
      const found = validate(next, set)
      setErrors(found)
      if (!Object.keys(found).length) setBanner([])
    } else {
      setErrors((previous) => ({ ...previous, [type]: undefined }))
    }
  }

  /**
   * Each changed document is its own PATCH, one after another: a file the server refuses (type, size,
   * content) then stops only its own document, the others are stored, and the banner names the one
   * that was not saved and why. Its card keeps the picked file and shows the reason.
   */
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    setBanner([])
    const found = validate(drafts, set)
    setErrors(found)
    if (Object.keys(found).length) {
      setBanner(['Please correct the highlighted documents.'])
      return
    }
    setSaving(true)
    const changed = DOCUMENT_TYPES.filter((type) => isChanged(drafts[type], set[type]))
    let latest = set
    const saved: DocumentType[] = []
    const refused: DraftErrors = {}
    const lines: string[] = []
    for (const type of changed) {
      try {
        const updated = await apiUpload('patch', PATH, { body: toFormData(drafts, set, [type]) })
        if (isDocumentSet(updated)) latest = updated
        saved.push(type)
      } catch (error) {
        const { byType, banner: other } = splitServerErrors(error)
        refused[type] = byType[type] ?? { file: other.join(' ') || undefined }
        const reasons = [...Object.values(byType[type] ?? {}), ...other]
        lines.push(`${set[type]?.label || DOCUMENT_LABELS[type]} was not saved: ${reasons.join(' ')}`)
      }
    }
    if (saved.length && !isDocumentSet(latest)) latest = await apiCall('get', PATH).catch(() => latest)
    setSet(latest)
    // Saved documents start again from what the server holds; refused ones keep their edits.
    setDrafts((previous) => {
      const fresh = fromServer(latest)
      return Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, type in refused ? previous[type] : fresh[type]])) as Drafts
    })
    setErrors(refused)
    if (lines.length && saved.length) {
      lines.push(`Saved: ${saved.map((type) => latest[type]?.label || DOCUMENT_LABELS[type]).join(', ')}.`)
    }
    setBanner(lines)
    if (!lines.length) {
      setSubmitted(false)
      toast.success('Changes Saved')
    }
    if (saved.length) {
      await Promise.all(
        ([PATH, HISTORY_PATH, OWN_PROFILE] as const).map((path) => queryClient.invalidateQueries({ queryKey: apiQueryKey(path) })),
      )
    }
    setSaving(false)
  }

  const discard = () => {
    setDrafts(fromServer(set))
    setErrors({})
    setBanner([])
    setSubmitted(false)
  }

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <FormBanner messages={banner} />
      <Grid container spacing={2.5}>
        {DOCUMENT_TYPES.map((type) => (
          <Grid key={type} size={{ xs: 12, md: 6 }}>
            <DocumentCard
              type={type}
              stored={set[type]}
              draft={drafts[type]}
              errors={errors[type]}
              disabled={saving}
              onChange={(draft) => update(type, draft)}
            />
          </Grid>
        ))}
      </Grid>
      {/* The save bar stays in view while there is something to save. */}
      <Paper
        elevation={dirty ? 3 : 0}
        sx={{
          position: dirty ? 'sticky' : 'static',
          bottom: 16,
          mt: 3,
          px: 2,
          py: 1.5,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-end',
          flexWrap: 'wrap',
          gap: 1.5,
          border: 1,
          borderColor: dirty ? 'primary.light' : 'divider',
          zIndex: 2,
        }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }} role="status">
          {dirty ? `${changedCount} ${changedCount === 1 ? 'document' : 'documents'} changed` : 'All changes saved'}
        </Typography>
        <Button onClick={discard} disabled={!dirty || saving}>
          Discard changes
        </Button>
        <Button type="submit" variant="contained" loading={saving} disabled={!dirty}>
          Save
        </Button>
      </Paper>
    </Box>
  )
}

/** The six compliance documents with their replaced versions below. */
export default function DocumentsPage() {
  // The form keeps its own copy once shown: a refetch after Save does not reset what is being edited.
  const documents = useQuery(apiQuery(PATH))
  const history = useQuery(apiQuery(HISTORY_PATH))
  const historyEntries = Array.isArray(history.data) ? history.data : (history.data?.results ?? [])

  return (
    <>
      <PageHeader
        title="Documents"
        subtitle="Compliance documents organizations need before an engagement starts."
        actions={
          <Button component={RouterLink} to="/profile" startIcon={<ArrowBackIcon />}>
            Back to profile
          </Button>
        }
      />
      <Alert severity="info" sx={{ mb: 3 }}>
        Upload a file, then enter its dates. Picking a new file clears the dates; removing a file clears its dates too.
        Nothing is stored until you press Save. Files up to 50 MB: PDF, Word, Excel, images and similar.
      </Alert>
      {documents.isPending ? (
        <PageLoader label="Loading documents" />
      ) : !documents.data ? (
        <LoadError error={documents.error} onRetry={() => void documents.refetch()} />
      ) : (
        <DocumentsForm initial={documents.data} />
      )}
      {history.isPending ? null : history.isError && !history.data ? (
        <Box sx={{ mt: 4 }}>
          <LoadError error={history.error} onRetry={() => void history.refetch()} />
        </Box>
      ) : (
        <DocumentHistory entries={historyEntries} />
      )}
    </>
  )
}
