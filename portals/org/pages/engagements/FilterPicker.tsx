import { useEffect, useState } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useQuery } from '@tanstack/react-query'
import { apiQuery, type AnswerOf } from '../../../shared/client'
import type { RolePrefix } from '../../rolePrefix'

export interface PickerOption {
  id: string
  label: string
}

/** The lists a picker searches: the organization's engagements and the engagement filter endpoints. */
export type FilterPath = `${RolePrefix}/engagements/${'' | 'talents/' | 'owners/' | 'departments/' | 'purchase-order-numbers/'}`

type FilterItem = AnswerOf<'get', FilterPath>['results'][number]

/** An option's label: a person's full name (talents, owners), else the thing's name. */
const labelOf = (item: FilterItem) => ('fullName' in item ? item.fullName : item.name)

/**
 * One of the list's filters by a named thing (talent, owner, department, engagement, PO): an autocomplete
 * that asks the filter endpoint (`<org>engagements/talents|owners|departments|purchase-order-numbers/`, or
 * the engagement list) for what matches the typed text, so only values the organization's engagements name
 * are offered.
 */
export function FilterPicker({
  label,
  path,
  value,
  onChange,
}: {
  label: string
  path: FilterPath
  value: string | null
  onChange: (option: PickerOption | null) => void
}) {
  const [input, setInput] = useState('')
  const [search, setSearch] = useState('')
  const [selected, setSelected] = useState<PickerOption | null>(null)
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 250)
    return () => clearTimeout(timer)
  }, [input])
  const query = useQuery({ ...apiQuery(path, { params: { query: { search, page_size: 25 } } }), placeholderData: (previous) => previous })
  const options: PickerOption[] = (query.data?.results ?? []).map((item) => ({ id: item.id, label: labelOf(item) }))
  // The chosen value survives a reload (?talent= in the address) once the options name it.
  const current = value ? (selected?.id === value ? selected : (options.find((option) => option.id === value) ?? { id: value, label: '' })) : null
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 1 220px' } }}
      options={current && !options.some((option) => option.id === current.id) ? [current, ...options] : options}
      value={current}
      loading={query.isFetching}
      filterOptions={(shown) => shown}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(option) => option.label}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(text)
      }}
      onChange={(_event, option) => {
        setSelected(option)
        setInput('')
        onChange(option)
      }}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  )
}
