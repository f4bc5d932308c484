import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined'
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined'
import { useQuery } from '@tanstack/react-query'
import { EmptyState } from '../../../shared/EmptyState'
import { LoadError } from '../../../shared/LoadError'
import { useModal } from '../../../shared/ModalHost'
import { PageHeader } from '../../../shared/PageHeader'
import { PageLoader } from '../../../shared/PageLoader'
import { SearchBox } from '../../../shared/SearchBox'
import { apiQuery } from '../../../shared/client'
import { keepShownWhileFetching, loadState } from '../../queries'
import { AddToGroupDialog } from '../groups/AddToGroupDialog'
import { TALENT_ORDERING, useRolePrefix, type TalentListItem } from './orgApi'
import { TalentRow } from './TalentRow'
import { ListPages } from '../../../shared/ListPages'

const PAGE_SIZE = 20

/** Spec 2.2 /talents: the approved, active talents an organization user may see, searchable and paged. */
export default function TalentsPage() {
  const prefix = useRolePrefix()
  const modal = useModal()
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const list = loadState(
    useQuery({
      ...apiQuery(`${prefix}/talents/`, { params: { query: { ordering: TALENT_ORDERING, search, page, page_size: PAGE_SIZE } } }),
      ...keepShownWhileFetching,
    }),
  )
  const talents = list.data?.results ?? []
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1

  const addToGroup = (talent: TalentListItem) =>
    modal.open(<AddToGroupDialog talent={talent} onClose={modal.close} />)

  return (
    <>
      <PageHeader title="Talents" subtitle="Approved talents you can add to your groups." />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Box sx={{ width: { xs: '100%', sm: 360 }, '& .MuiTextField-root': { width: '100%' } }}>
          <SearchBox
            label="Search talents"
            onSearch={(query) => {
              if (query === search) return
              setSearch(query)
              setPage(1)
            }}
          />
        </Box>
        {list.data && (
          <Typography variant="body2" color="text.secondary" role="status">
            {list.data.count === 1 ? '1 talent' : `${list.data.count} talents`}
          </Typography>
        )}
      </Box>
      {list.loading ? (
        <PageLoader label="Loading talents" />
      ) : list.failed ? (
        <LoadError error={list.error} onRetry={list.retry} />
      ) : talents.length === 0 ? (
        <Card>
          <EmptyState icon={<SearchOffOutlinedIcon />} title="No results found..." description={search ? 'Try another name.' : undefined} />
        </Card>
      ) : (
        <Card>
          {list.refreshing && <LinearProgress aria-label="Updating" />}
          <Box component="ul" aria-label="Talents" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {talents.map((talent) => (
              <Box
                component="li"
                key={talent.id}
                sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
              >
                <TalentRow
                  talent={talent}
                  titleId={`talent-${talent.id}`}
                  actions={
                    <Button
                      size="small"
                      variant="outlined"
                      startIcon={<GroupAddOutlinedIcon />}
                      aria-describedby={`talent-${talent.id}`}
                      onClick={() => addToGroup(talent)}
                    >
                      Add to group
                    </Button>
                  }
                />
              </Box>
            ))}
          </Box>
        </Card>
      )}
      {list.data && <ListPages page={page} pages={pages} label="Talent pages" onChange={(next) => setPage(next)} />}
    </>
  )
}
