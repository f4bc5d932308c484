import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { ANSWER_TYPE_LABELS } from './labels'
import type { EngagementRequiredDocument } from './types'

/** The engagement's required documents with the talent's answer: the spec's status text (the server's `statusText`) per answer type. */
export function RequiredDocumentsPanel({ documents }: { documents: EngagementRequiredDocument[] }) {
  if (!documents.length) return <Typography color="text.secondary">No required documents.</Typography>
  const done = documents.filter((doc) => doc.isDone).length
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`${done} of ${documents.length} done`}
      </Typography>
      <Box component="ul" aria-label="Required documents" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {documents.map((doc) => (
          <Box
            component="li"
            key={doc.id}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
          >
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{doc.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {ANSWER_TYPE_LABELS[doc.answerType]}
                {doc.filled?.file && (
                  <>
                    {' · '}
                    <Link href={doc.filled.file} target="_blank" rel="noopener">
                      {doc.filled.originalFileName ?? 'Talent’s file'}
                    </Link>
                  </>
                )}
              </Typography>
            </Box>
            <Chip size="small" variant={doc.isDone ? 'filled' : 'outlined'} color={doc.isDone ? 'success' : 'default'} label={doc.statusText} />
          </Box>
        ))}
      </Box>
    </>
  )
}
