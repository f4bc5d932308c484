import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined'
import { documentStatusText, isDocumentDone, type AnswerType } from '../../../../contract/engagements/documents'
import { EmptyState } from '../../../shared/EmptyState'
import { GUARDED } from '../../../shared/GuardedDialog'
import { useModal } from '../../../shared/ModalHost'
import { useToast } from '../../../shared/toasts'
import { FILL_ACTION, FillDocumentDialog } from './FillDocumentDialog'
import { fileUrl, type EngagementDocument } from './types'
import { useInvalidateEngagement } from './useEngagementMoves'

/** What the talent does, under the document's name (the chip beside it holds the spec's status text). */
const ANSWER_LABELS: Record<AnswerType, string> = { upload: 'Upload a file', sign_and_return: 'Download, sign and upload', consent_form: 'Read and confirm' }

const filledState = (document: EngagementDocument) =>
  document.filled ? { isChecked: document.filled.isChecked, hasFile: Boolean(fileUrl(document.filled.file)) } : null

/**
 * The engagement's required documents with the spec's status texts; each opens the
 * 'Upload or fill an engagement required document' dialog while the engagement takes answers
 * (pending, accepted, active: when the talent may answer), and shows read-only afterwards.
 */
export function RequiredDocumentsCard({ engagementId, documents, canFill }: { engagementId: string; documents: EngagementDocument[]; canFill: boolean }) {
  const modal = useModal()
  const toast = useToast()
  const invalidate = useInvalidateEngagement()
  const open = (document: EngagementDocument) =>
    modal.open(
      <FillDocumentDialog
        engagementId={engagementId}
        document={document}
        onClose={modal.close}
        onSaved={(message) => {
          modal.close()
          toast.success(message)
          void invalidate()
        }}
      />,
      { ...GUARDED, layout: 'talent' },
    )
  const done = documents.filter((document) => isDocumentDone(document.answerType, filledState(document))).length

  return (
    <Card component="section" aria-labelledby="required-documents">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography id="required-documents" variant="h2">
            Required documents
          </Typography>
          {documents.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {done} of {documents.length} done
            </Typography>
          )}
        </Box>
        {documents.length === 0 ? (
          <EmptyState icon={<DescriptionOutlinedIcon />} title="No documents required" description="This organization asks for no documents on this engagement." />
        ) : (
          <Box component="ul" aria-labelledby="required-documents" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {documents.map((document) => {
              const state = filledState(document)
              const isDone = isDocumentDone(document.answerType, state)
              return (
                <Box
                  component="li"
                  key={document.id}
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1.5, borderTop: 1, borderColor: 'divider' }}
                >
                  <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{document.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {ANSWER_LABELS[document.answerType]}
                    </Typography>
                  </Box>
                  <Chip
                    size="small"
                    label={documentStatusText(document.answerType, state)}
                    sx={isDone ? { bgcolor: '#E6F4EA', color: '#1E5E2F', fontWeight: 600, borderRadius: 1 } : { bgcolor: '#FFF1DC', color: '#7A4100', fontWeight: 600, borderRadius: 1 }}
                  />
                  {canFill ? (
                    <Button size="small" variant={isDone ? 'text' : 'outlined'} onClick={() => open(document)} aria-label={`${isDone ? 'Open' : FILL_ACTION[document.answerType]}: ${document.name}`}>
                      {isDone ? 'Open' : FILL_ACTION[document.answerType]}
                    </Button>
                  ) : null}
                </Box>
              )
            })}
          </Box>
        )}
      </CardContent>
    </Card>
  )
}
