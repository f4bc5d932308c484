import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Collapse from '@mui/material/Collapse'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import FilterListIcon from '@mui/icons-material/FilterList'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import type { TimeEntryState } from '../../../../contract/timeSheets/timeEntry'
import { TIME_ENTRY_STATE_LABELS } from '../../../../contract/labels'
import { SearchBox } from '../../../shared/SearchBox'
import { FilterPicker } from '../engagements/FilterPicker'
import { STATE_FILTERS, type TimeFilters, type TimeSheetPaths } from './timeSheetsApi'

/**
 * The list's filters: engagement, talent, state, department, PO and a search in talent
 * and engagement names. The pickers ask the organization's engagement filter endpoints, so only names
 * the organization's engagements use are offered. On a phone the five pickers fold behind 'Filters'
 * (with the number in use), so the entries are not a screen away.
 */
export function TimeFiltersBar({ paths, filters, onChange }: { paths: TimeSheetPaths; filters: TimeFilters; onChange: (changes: Record<string, string | null>) => void }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  const [open, setOpen] = useState(false)
  const inUse = [filters.engagement, filters.talent, filters.department, filters.purchaseOrder, filters.state !== 'all' ? filters.state : null].filter(Boolean).length
  const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: 1.5, '& > *': { minWidth: 0, width: '100%' } } as const
  const pickers = (
    <>
      <TextField
        select
        size="small"
        label="State"
        value={filters.state}
        onChange={(event) => onChange({ state: event.target.value === 'all' ? null : event.target.value })}
      >
        {STATE_FILTERS.map((value) => (
          <MenuItem key={value} value={value}>
            {value === 'all' ? 'All' : TIME_ENTRY_STATE_LABELS[value as TimeEntryState]}
          </MenuItem>
        ))}
      </TextField>
      <FilterPicker label="Engagement" path={paths.engagements} value={filters.engagement} onChange={(option) => onChange({ engagement: option?.id ?? null })} />
      <FilterPicker label="Talent" path={paths.talents} value={filters.talent} onChange={(option) => onChange({ talent: option?.id ?? null })} />
      <FilterPicker label="Department" path={paths.departments} value={filters.department} onChange={(option) => onChange({ department: option?.id ?? null })} />
      <FilterPicker label="PO" path={paths.purchaseOrders} value={filters.purchaseOrder} onChange={(option) => onChange({ purchase_order: option?.id ?? null })} />
    </>
  )
  const search = (
    <Box sx={{ '& .MuiTextField-root': { width: '100%' } }}>
      <SearchBox label="Search talent or engagement" defaultValue={filters.search} onSearch={(text) => text !== filters.search && onChange({ search: text })} />
    </Box>
  )
  if (!phone) {
    return (
      <Box role="search" aria-label="Filter time entries" sx={{ ...grid, mb: 2 }}>
        {search}
        {pickers}
      </Box>
    )
  }
  return (
    <Box role="search" aria-label="Filter time entries" sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>{search}</Box>
        <Button variant="outlined" startIcon={<FilterListIcon />} aria-expanded={open} aria-controls="time-filters" onClick={() => setOpen((shown) => !shown)} sx={{ flexShrink: 0 }}>
          {inUse ? `Filters (${inUse})` : 'Filters'}
        </Button>
      </Box>
      <Collapse in={open}>
        <Box id="time-filters" sx={{ ...grid, pt: 1.5 }}>
          {pickers}
        </Box>
      </Collapse>
    </Box>
  )
}
