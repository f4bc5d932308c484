import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Collapse from '@mui/material/Collapse'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import ExpandLessIcon from '@mui/icons-material/ExpandLess'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import SendOutlinedIcon from '@mui/icons-material/SendOutlined'
import { EmptyState } from '../../../shared/EmptyState'
import { formatDate } from '../../../shared/format'
import { LoadError } from '../../../shared/LoadError'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { apiQuery } from '../../../shared/client'
import { RichTextView } from '../../../shared/RichTextView'
import { useListParams } from '../../../shared/useListParams'
import { ApplicationStatusChip } from './ApplicationStatusChip'
import { APPLICATIONS_PATH, PAGE_SIZE, PLACE_LABELS, type TalentApplication } from './types'
import { ListPages } from '../../../shared/ListPages'

/** What the talent sent: the answers to the questions (new form), or the three texts (old form). */
function SentAnswers({ apply }: { apply: TalentApplication['apply'] }) {
  const items: { label: string; text: string | null; rich?: boolean }[] =
    apply.form === 'new'
      ? apply.answers.map((answer) => ({ label: answer.question, text: answer.answer }))
      : [
          { label: 'Skills and qualifications', text: apply.skillsAndQualifications },
          { label: 'Experience', text: apply.experience },
          { label: 'Message', text: apply.applyMessage, rich: true },
        ]
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {items.map((item, index) => (
        <Box key={index} sx={{ mb: 1.5 }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {item.label}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            {item.rich ? (
              <RichTextView html={item.text} sx={{ typography: 'body2' }} />
            ) : (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {item.text || '—'}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  )
}

function ApplicationCard({ application }: { application: TalentApplication }) {
  const [open, setOpen] = useState(false)
  const headingId = `application-${application.id}`
  const answersId = `${headingId}-answers`
  const { opportunity } = application
  const facts = [opportunity.organizationName, opportunity.place ? PLACE_LABELS[opportunity.place] : null, opportunity.startDate ? `Starts ${formatDate(opportunity.startDate)}` : null]
  return (
    <Card component="article" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={headingId} variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={`/opportunities/${opportunity.id}`} underline="hover" color="inherit">
                {opportunity.title}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {facts.filter(Boolean).join(' · ')}
            </Typography>
          </Box>
          <ApplicationStatusChip status={application.status} />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1 }}>
          <Typography variant="body2" color="text.secondary">{`Applied on ${formatDate(application.appliedAt)}`}</Typography>
          <Button
            size="small"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={answersId}
            endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          >
            {open ? 'Hide your answers' : 'Show your answers'}
          </Button>
        </Box>
        <Collapse in={open} unmountOnExit>
          <Box id={answersId} sx={{ pt: 1.5, mt: 1, borderTop: 1, borderColor: 'divider' }}>
            <SentAnswers apply={application.apply} />
          </Box>
        </Collapse>
      </CardContent>
    </Card>
  )
}

/** /applications (talent): what the talent applied to, newest first, with the state of each and the answers sent. */
export default function ApplicationsPage() {
  const { update, page } = useListParams()
  const list = useQuery({ ...apiQuery(APPLICATIONS_PATH, { params: { query: { page, page_size: PAGE_SIZE } } }), placeholderData: keepPreviousData })
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1
  return (
    <>
      <Button component={RouterLink} to="/opportunities" startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
        Opportunities
      </Button>
      <PageHeader title="My applications" subtitle="The opportunities you applied to and where each one stands." />
      {list.isFetching && !list.isPending && <LinearProgress aria-label="Updating applications" sx={{ mb: 1 }} />}
      {list.isPending ? (
        <PageLoader label="Loading applications" />
      ) : list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.results.length === 0 ? (
        <EmptyState
          icon={<SendOutlinedIcon />}
          title="No applications yet"
          description="When you apply to an opportunity, it appears here with its status."
          action={
            <Button component={RouterLink} to="/opportunities" variant="contained">
              Find opportunities
            </Button>
          }
        />
      ) : (
        <Box component="section" aria-label="Application list">
          <Box component="ul" aria-label="Applications" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
            {list.data.results.map((application) => (
              <li key={application.id}>
                <ApplicationCard application={application} />
              </li>
            ))}
          </Box>
          <ListPages page={page} pages={pages} label="Application pages" onChange={(next) => update({ page: next > 1 ? String(next) : null })} />
        </Box>
      )}
    </>
  )
}
