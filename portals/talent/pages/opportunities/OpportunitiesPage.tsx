import { Link as RouterLink } from 'react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import TravelExploreIcon from '@mui/icons-material/TravelExplore'
import { EmptyState } from '../../../shared/EmptyState'
import { LoadError } from '../../../shared/LoadError'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { apiQuery } from '../../../shared/client'
import { SearchBox } from '../../../shared/SearchBox'
import { useListParams } from '../../../shared/useListParams'
import { OpportunityCard } from './OpportunityCard'
import { OPPORTUNITIES_PATH, PAGE_SIZE } from './types'
import { useApply } from './useApply'
import { ListPages } from '../../../shared/ListPages'

/**
 * /opportunities (talent): open opportunities, 'Fits me' (the default: those the profile fits, best fit
 * first) or 'All open', with a word search and pages; the choice, the words and the page stay in the
 * address so Back and a reload keep them. Each card offers Apply when the talent may apply.
 */
export default function OpportunitiesPage() {
  const { params, update, page } = useListParams()
  const allOpen = params.get('show') === 'all'
  const search = params.get('search') ?? ''
  const list = useQuery({
    ...apiQuery(OPPORTUNITIES_PATH, { params: { query: { fits_me: allOpen ? 'false' : 'true', search: search || undefined, page, page_size: PAGE_SIZE } } }),
    placeholderData: keepPreviousData,
  })
  const apply = useApply()
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1

  return (
    <>
      <PageHeader
        title="Opportunities"
        subtitle="Open opportunities from organizations on Talentgrid."
        actions={
          <Button component={RouterLink} to="/applications" variant="outlined">
            My applications
          </Button>
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={allOpen ? 'all' : 'fits'}
          onChange={(_event, value: 'all' | 'fits' | null) => value && update({ show: value === 'all' ? 'all' : null })}
          aria-label="Which opportunities"
        >
          <ToggleButton value="fits">Fits me</ToggleButton>
          <ToggleButton value="all">All open</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1, minWidth: { xs: '100%', sm: 240 }, maxWidth: { sm: 360 }, display: 'flex', '& > *': { flex: 1 } }}>
          <SearchBox label="Search opportunities" defaultValue={search} onSearch={(text) => text !== search && update({ search: text })} />
        </Box>
        {list.data && (
          <Typography variant="body2" color="text.secondary" role="status" sx={{ ml: { sm: 'auto' } }}>
            {`${list.data.count} ${list.data.count === 1 ? 'opportunity' : 'opportunities'}`}
          </Typography>
        )}
      </Box>
      {list.isFetching && !list.isPending && <LinearProgress aria-label="Updating opportunities" sx={{ mb: 1 }} />}
      {list.isPending ? (
        <PageLoader label="Loading opportunities" />
      ) : list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.results.length === 0 ? (
        <EmptyState
          icon={<TravelExploreIcon />}
          title={search ? 'No opportunities match your search' : allOpen ? 'No open opportunities right now' : 'No opportunities fit your profile yet'}
          description={
            search
              ? 'Try other words, or clear the search.'
              : allOpen
                ? 'Organizations post new opportunities often; come back soon.'
                : 'Opportunities fit you by your specializations, availability, place and rate. Complete your profile, or look at all open opportunities.'
          }
          action={
            !allOpen && !search ? (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
                <Button variant="contained" onClick={() => update({ show: 'all' })}>
                  Show all open
                </Button>
                <Button component={RouterLink} to="/profile">
                  Complete your profile
                </Button>
              </Box>
            ) : undefined
          }
        />
      ) : (
        <Box component="section" aria-label="Opportunity list">
          <Grid container spacing={2} component="ul" aria-label="Opportunities" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.data.results.map((opportunity) => (
              <Grid key={opportunity.id} size={{ xs: 12, md: 6 }} component="li">
                <OpportunityCard opportunity={opportunity} onApply={() => apply(opportunity)} />
              </Grid>
            ))}
          </Grid>
          <ListPages page={page} pages={pages} label="Opportunity pages" onChange={(next) => update({ page: next > 1 ? String(next) : null })} />
        </Box>
      )}
    </>
  )
}
