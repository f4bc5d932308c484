import { useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined'
import { SCORED_CRITERIA, searchMessages, type ScoredCriterion, type SearchCriteriaInput, type TalentSearchResult } from '../../../../contract/search/criteria'
import { EmptyState } from '../../../shared/EmptyState'
import { LoadError } from '../../../shared/LoadError'
import { PageLoader } from '../../../shared/PageLoader'
import { apiQuery } from '../../../shared/client'
import { keepShownWhileFetching, loadState } from '../../queries'
import type { RolePrefix } from '../../rolePrefix'
import { ResultRow, type RowActions } from './ResultRow'
import { searchPaths } from './searchApi'
import { apiParamsOf } from './searchCriteriaForm'
import { ListPages } from '../../../shared/ListPages'

export const PAGE_SIZE = 20

/**
 * '' leaves the order to the server: best match first with criteria, else by first name
 * . The rate orderings exist only for a search with criteria.
 */
// A select shows '' as nothing chosen; the server's default order gets a value of its own.
const DEFAULT = 'default'
const orderingsFor = (withCriteria: boolean) =>
  withCriteria
    ? [
        { value: '', label: 'Best match' },
        { value: 'last_name', label: 'Last name' },
        { value: 'first_name', label: 'First name' },
        { value: 'hourly_rate', label: 'Hourly rate, lowest first' },
        { value: '-hourly_rate', label: 'Hourly rate, highest first' },
      ]
    : [
        { value: '', label: 'First name' },
        { value: 'last_name', label: 'Last name' },
      ]

const isScoredCriterion = (name: string): name is ScoredCriterion => (SCORED_CRITERIA as readonly string[]).includes(name)

/** GET <org>talents/ with the criteria of the address: the ranked list, its ordering, pages and empty state. */
export function SearchResults({
  prefix,
  criteria,
  ordering,
  page,
  onOrdering,
  onPage,
  actions,
  onTellUs,
}: {
  prefix: RolePrefix
  criteria: SearchCriteriaInput
  ordering: string
  page: number
  onOrdering: (ordering: string) => void
  onPage: (page: number) => void
  actions: RowActions
  onTellUs: () => void
}) {
  const orderings = orderingsFor(Object.keys(apiParamsOf(criteria)).length > 0)
  // An ordering of a search with criteria, left in the address after Clear, reads as the default.
  const shownOrdering = orderings.some((option) => option.value === ordering) ? ordering : ''
  const list = loadState(
    useQuery({
      ...apiQuery(searchPaths(prefix).talents, {
        params: { query: { ...apiParamsOf(criteria), ordering: shownOrdering || undefined, page, page_size: PAGE_SIZE } },
      }),
      // The answer names each criterion of a score breakdown as any string; the rows show the scored
      // criteria this portal knows, and one it does not know yet is left out.
      select: (answer) => ({
        ...answer,
        results: answer.results.map(
          (row): TalentSearchResult => ({
            ...row,
            match: { ...row.match, criteria: row.match.criteria.flatMap(({ criterion, ...rest }) => (isScoredCriterion(criterion) ? [{ ...rest, criterion }] : [])) },
          }),
        ),
      }),
      ...keepShownWhileFetching,
    }),
  )
  const talents = list.data?.results ?? []
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1

  return (
    <Box component="section" aria-labelledby="results-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Box>
          <Typography id="results-title" component="h2" variant="h6">
            Results
          </Typography>
          {list.data && (
            <Typography variant="body2" color="text.secondary">
              {list.data.count === 1 ? '1 talent' : `${list.data.count} talents`}
            </Typography>
          )}
        </Box>
        <TextField
          select
          size="small"
          label="Sort by"
          value={shownOrdering || DEFAULT}
          onChange={(event) => onOrdering(event.target.value === DEFAULT ? '' : event.target.value)}
          sx={{ width: { xs: '100%', sm: 240 } }}
        >
          {orderings.map((option) => (
            <MenuItem key={option.value} value={option.value || DEFAULT}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {list.loading ? (
        <PageLoader label="Loading results" />
      ) : list.failed ? (
        <LoadError error={list.error} onRetry={list.retry} />
      ) : talents.length === 0 ? (
        <Card>
          <EmptyState
            icon={<SearchOffOutlinedIcon />}
            title={searchMessages.noResults}
            description="No approved talent matches every criterion. Loosen a criterion, or tell us who you need and we will look for them."
            action={
              <Button variant="contained" onClick={onTellUs}>
                Tell us who you need
              </Button>
            }
          />
        </Card>
      ) : (
        <Card>
          {list.refreshing ? <LinearProgress aria-label="Updating" /> : <Box sx={{ height: 4 }} />}
          <Box component="ul" aria-label="Search results" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {talents.map((talent) => (
              <ResultRow key={talent.id} talent={talent} actions={actions} />
            ))}
          </Box>
        </Card>
      )}
      {list.data && <ListPages page={page} pages={pages} label="Result pages" onChange={(next) => onPage(next)} />}
    </Box>
  )
}
