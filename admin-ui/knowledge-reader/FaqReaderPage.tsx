import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import { useMemo } from 'react'
import { useGetList, useTranslate } from 'react-admin'
import type { FaqCategory, FaqItem } from '../../contract/knowledgeCenter'
import { RichTextView } from '../../portals/shared/RichTextView'
import { groupFaq } from '../../portals/shared/knowledgeCenter/knowledgeRules'
import { ReaderChoice, ReaderHeader, useReader } from './shared'

/** The categories the items name, each once. */
const categoriesOf = (items: FaqItem[]) => [...new Map(items.filter((item) => item.category).map((item) => [item.category!.id, item.category!])).values()] as FaqCategory[]

/**
 * /knowledge-center/faq as readers see it: the published questions under their category, in the
 * categories' order and each category's own, answers as accordions (the portals' FAQ page, read-only:
 * no search box or question dialog, as the super admin asks nobody).
 */
export const FaqReaderPage = () => {
  const translate = useTranslate()
  const { filter, reader } = useReader()
  const t = (key: string) => translate(`talentgrid.knowledgeReader.${key}`)
  const { data, isPending, error } = useGetList<FaqItem>('published-faqs', { filter, pagination: { page: 1, perPage: 500 }, sort: { field: 'order', order: 'ASC' } })
  const sections = useMemo(() => (data ? groupFaq(categoriesOf(data), data) : []), [data])
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <ReaderHeader title={t('faq')} current={t('faq')} />
      <ReaderChoice />
      {isPending ? (
        <CircularProgress size={24} aria-label={t('faq')} />
      ) : error ? (
        <Alert severity="error">{t('loadError')}</Alert>
      ) : sections.length === 0 ? (
        <Typography color="text.secondary">{t('noFaq')}</Typography>
      ) : (
        <Stack spacing={3}>
          {sections.map((section) => (
            <Box component="section" key={section.key || 'other'} aria-labelledby={`faq-section-${section.key || 'other'}`}>
              <Typography id={`faq-section-${section.key || 'other'}`} variant="h6" component="h2" sx={{ mb: 1 }}>
                {section.key ? section.title : t('uncategorised')}
              </Typography>
              {section.items.map((item) => (
                <Accordion key={item.id} disableGutters variant="outlined" slotProps={{ heading: { component: 'h3' }, transition: { unmountOnExit: true } }}>
                  <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${item.id}-answer`} id={`faq-${item.id}-question`}>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
                      <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {item.question}
                      </Typography>
                      {reader === 'all' && <Chip size="small" variant="outlined" label={t(`audiences.${item.audience}`)} />}
                    </Box>
                  </AccordionSummary>
                  <AccordionDetails id={`faq-${item.id}-answer`} sx={{ pt: 0 }}>
                    <RichTextView html={item.answer} sx={{ color: 'text.secondary' }} />
                  </AccordionDetails>
                </Accordion>
              ))}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  )
}
