import Box from '@mui/material/Box'
import Pagination from '@mui/material/Pagination'

/**
 * The page buttons under a list, right-aligned, shown only when there is more than one page. `page` past
 * the last page (the list shrank under an old address) shows the last one. `inCard`: inside a card's
 * bottom edge, with a divider above.
 */
export function ListPages({ page, pages, label, onChange, inCard = false }: { page: number; pages: number; label: string; onChange: (page: number) => void; inCard?: boolean }) {
  if (pages <= 1) return null
  return (
    <Box sx={inCard ? { display: 'flex', justifyContent: 'flex-end', p: 2, borderTop: 1, borderColor: 'divider' } : { display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
      <Pagination page={Math.min(page, pages)} count={pages} onChange={(_event, next) => onChange(next)} color="primary" shape="rounded" aria-label={label} />
    </Box>
  )
}
