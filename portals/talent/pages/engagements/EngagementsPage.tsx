import { useSearchParams } from 'react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import WorkOutlineIcon from '@mui/icons-material/WorkOutline'
import { EmptyState } from '../../../shared/EmptyState'
import { LoadError } from '../../../shared/LoadError'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { apiQuery } from '../../../shared/client'
import { EngagementCard } from './EngagementCard'
import { useEngagementMoves } from './useEngagementMoves'
import { ListPages } from '../../../shared/ListPages'
import {
  ENGAGEMENTS_PATH,
  STATUS_LABELS,
  TALENT_STATUSES,
  type TalentStatusFilter,
} from './types'

const PAGE_SIZE = 25

const readFilter = (value: string | null): TalentStatusFilter =>
  (TALENT_STATUSES as readonly string[]).includes(value ?? '') ? (value as TalentStatusFilter) : 'all'

/**
 * /engagements (talent): the talent's engagements, newest first, filtered by status (All and the seven
 * a talent can see; kept in the address so Back returns to the same filter). Offers are answered here.
 */
export default function EngagementsPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const status = readFilter(searchParams.get('status'))
  const page = Math.max(1, Number(searchParams.get('page')) || 1)
  const list = useQuery({
    ...apiQuery(ENGAGEMENTS_PATH, { params: { query: { status, page, page_size: PAGE_SIZE } } }),
    placeholderData: keepPreviousData,
  })
  const moves = useEngagementMoves()
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1

  const setFilter = (next: TalentStatusFilter) => setSearchParams(next === 'all' ? {} : { status: next }, { replace: true })
  const setPage = (next: number) => setSearchParams({ ...(status === 'all' ? {} : { status }), ...(next > 1 ? { page: String(next) } : {}) })

  return (
    <>
      <PageHeader
        title="Engagements"
        subtitle="Offers from organizations and the engagements you work on."
        actions={
          <TextField
            select
            size="small"
            label="Status"
            value={status}
            onChange={(event) => setFilter(event.target.value as TalentStatusFilter)}
            sx={{ width: { xs: '100%', sm: 220 } }}
          >
            <MenuItem value="all">All</MenuItem>
            {TALENT_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {STATUS_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      {list.isFetching && !list.isPending && <LinearProgress aria-label="Updating engagements" sx={{ mb: 1 }} />}
      {list.isPending ? (
        <PageLoader label="Loading engagements" />
      ) : list.isError && !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.results.length === 0 ? (
        <EmptyState
          icon={<WorkOutlineIcon />}
          title={status === 'all' ? 'No engagements yet' : `No ${STATUS_LABELS[status].toLowerCase()} engagements`}
          description={
            status === 'all'
              ? 'When an organization offers you an engagement, it appears here and on your dashboard.'
              : 'Choose another status, or All, to see the rest.'
          }
        />
      ) : (
        <Box component="section" aria-label="Engagement list">
          <Grid container spacing={2} component="ul" aria-label="Engagements" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.data.results.map((engagement) => (
              <Grid key={engagement.id} size={{ xs: 12, md: 6 }} component="li">
                <EngagementCard
                  engagement={engagement}
                  busy={moves.busyId === engagement.id}
                  onAccept={() => void moves.accept(engagement)}
                  onDecline={() => moves.decline(engagement)}
                />
              </Grid>
            ))}
          </Grid>
          <ListPages page={page} pages={pages} label="Engagement pages" onChange={(next) => setPage(next)} />
        </Box>
      )}
    </>
  )
}
