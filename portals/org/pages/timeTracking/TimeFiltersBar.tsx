import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { TIME_ENTRY_STATE_LABELS, type TimeEntryState } from '../../../../contract/timeSheets/timeEntry'
import { SearchBox } from '../../../shared/SearchBox'
import { FilterPicker } from '../engagements/FilterPicker'
import type { PersonRef } from '../engagements/types'
import { STATE_FILTERS, type TimeFilters, type TimeSheetPaths } from './timeSheetsApi'

/**
 * The list's filters (plan section 6): engagement, talent, state, department, PO and a search in talent
 * and engagement names. The pickers ask the organization's engagement filter endpoints, so only names
 * the organization's engagements use are offered.
 */
export function TimeFiltersBar({ paths, filters, onChange }: { paths: TimeSheetPaths; filters: TimeFilters; onChange: (changes: Record<string, string | null>) => void }) {
  return (
    <Box role="search" aria-label="Filter time entries" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: 1.5, mb: 2, '& > *': { minWidth: 0, width: '100%' } }}>
      <Box sx={{ '& .MuiTextField-root': { width: '100%' } }}>
        <SearchBox label="Search talent or engagement" onSearch={(text) => text !== filters.search && onChange({ search: text })} />
      </Box>
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
      <FilterPicker<{ id: string; name: string }> label="Engagement" path={paths.engagements} toLabel={(item) => item.name} value={filters.engagement} onChange={(option) => onChange({ engagement: option?.id ?? null })} />
      <FilterPicker<PersonRef> label="Talent" path={paths.talents} toLabel={(item) => item.fullName} value={filters.talent} onChange={(option) => onChange({ talent: option?.id ?? null })} />
      <FilterPicker<{ id: string; name: string }> label="Department" path={paths.departments} toLabel={(item) => item.name} value={filters.department} onChange={(option) => onChange({ department: option?.id ?? null })} />
      <FilterPicker<{ id: string; name: string }> label="PO" path={paths.purchaseOrders} toLabel={(item) => item.name} value={filters.purchaseOrder} onChange={(option) => onChange({ purchase_order: option?.id ?? null })} />
    </Box>
  )
}
