import { useMemo, useState } from 'react'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import SearchOffIcon from '@mui/icons-material/SearchOff'
import { knowledgeMessages, type FaqCategory } from '../../../contract/knowledgeCenter'
import { EmptyState } from '../EmptyState'
import { LoadError } from '../LoadError'
import { PageHeader } from '../PageHeader'
import { RichTextView } from '../RichTextView'
import { SearchBox } from '../SearchBox'
import { AskQuestionButton } from './AskQuestionButton'
import { KnowledgeBreadcrumbs } from './KnowledgeBreadcrumbs'
import { useCountView, useFaq } from './knowledgeApi'
import { groupFaq, mergeCategories } from './knowledgeRules'

/**
 * /knowledge-center/faq: a search box (asks the server after a pause in typing), category chips, and
 * the answers under their category as accordions, each answer the server's sanitized HTML.
 */
export default function FaqPage() {
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState('')
  const faq = useFaq(search, category)
  const countView = useCountView()
  // The chips stay put while a search narrows the answers: every category seen so far is kept.
  const [known, setKnown] = useState<FaqCategory[]>([])
  const categories = useMemo(() => mergeCategories(known, faq.data?.categories ?? []), [known, faq.data])
  if (categories.length !== known.length) setKnown(categories)
  const sections = useMemo(() => (faq.data ? groupFaq(faq.data.categories, faq.data.results) : []), [faq.data])
  const filtered = search !== '' || category !== ''

  return (
    <>
      <KnowledgeBreadcrumbs current="FAQ" />
      <PageHeader title="FAQ" subtitle="Frequently asked questions" actions={<AskQuestionButton />} />
      <Stack spacing={2} sx={{ mb: 3 }}>
        <Box sx={{ maxWidth: { sm: 420 }, '& .MuiTextField-root': { width: '100%' } }}>
          <SearchBox label="Search questions" onSearch={setSearch} delay={300} />
        </Box>
        {categories.length > 0 && (
          <Box role="group" aria-label="Categories" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <CategoryChip label="All" selected={category === ''} onClick={() => setCategory('')} />
            {categories.map((item) => (
              <CategoryChip key={item.id} label={item.name} selected={category === item.id} onClick={() => setCategory(item.id)} />
            ))}
          </Box>
        )}
      </Stack>
      <Box sx={{ height: 4, mb: 1 }}>{faq.isFetching && faq.data && <LinearProgress aria-label="Loading questions" />}</Box>
      {faq.isPending ? (
        <Stack spacing={1} aria-label="Loading questions" aria-busy="true">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : faq.isError && !faq.data ? (
        <LoadError error={faq.error} onRetry={() => void faq.refetch()} />
      ) : sections.length === 0 ? (
        <EmptyState
          icon={<SearchOffIcon />}
          title={filtered ? knowledgeMessages.noFaqFound : 'No questions yet'}
          description="Try other words, or ask our support team directly."
          action={<AskQuestionButton />}
        />
      ) : (
        <Stack spacing={4}>
          {faq.isError && <LoadError error={faq.error} onRetry={() => void faq.refetch()} />}
          {sections.map((section) => (
            <Box component="section" key={section.key} aria-labelledby={`faq-section-${section.key || 'other'}`}>
              <Typography id={`faq-section-${section.key || 'other'}`} variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
                {section.title}
              </Typography>
              <Box>
                {section.items.map((item) => (
                  <Accordion
                    key={item.id}
                    disableGutters
                    variant="outlined"
                    slotProps={{ heading: { component: 'h3' }, transition: { unmountOnExit: true } }}
                    onChange={(_event, expanded) => {
                      if (expanded) countView('faq', item.id)
                    }}
                  >
                    <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${item.id}-answer`} id={`faq-${item.id}-question`}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.question}</Typography>
                    </AccordionSummary>
                    <AccordionDetails id={`faq-${item.id}-answer`} sx={{ pt: 0 }}>
                      <RichTextView html={item.answer} sx={{ color: 'text.secondary' }} />
                    </AccordionDetails>
                  </Accordion>
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </>
  )
}

function CategoryChip({ label, selected, onClick }: { label: string; selected: boolean; onClick: () => void }) {
  return (
    <Chip
      label={label}
      onClick={onClick}
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      aria-pressed={selected}
      component="button"
    />
  )
}
