import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { apiQuery } from '../../../shared/client'
import { useDebounced } from './searchApi'

const STATES = apiQuery('/public/states/', { params: { query: { page_size: 100 } } })

/** State: one of the US states (GET /public/states/), kept as its code like the talents' profiles keep it. */
export function StateField({ value, onChange, error }: { value: string; onChange: (code: string) => void; error?: string }) {
  const states = useQuery(STATES).data?.results ?? []
  const selected = states.find((state) => state.code === value) ?? null
  return (
    <Autocomplete
      options={states}
      value={selected}
      getOptionLabel={(state) => state.name}
      isOptionEqualToValue={(option, chosen) => option.code === chosen.code}
      onChange={(_event, state) => onChange(state?.code ?? '')}
      renderInput={(params) => <TextField {...params} size="small" label="State" error={Boolean(error)} helperText={error} />}
    />
  )
}

/** City: free text with suggestions from GET /public/cities/ (of the chosen state), 300 ms after typing. */
export function CityField({ value, state, onChange, error }: { value: string; state: string; onChange: (city: string) => void; error?: string }) {
  const [typed, setTyped] = useState(value)
  const search = useDebounced(typed.trim(), 300)
  const suggestions = useQuery({
    ...apiQuery('/public/cities/', { params: { query: { search, state, page_size: 20 } } }),
    enabled: search.length >= 2,
  }).data?.results
  const names = [...new Set((suggestions ?? []).map((city) => city.name))]
  return (
    <Autocomplete
      freeSolo
      options={names}
      inputValue={value}
      onInputChange={(_event, next) => {
        setTyped(next)
        onChange(next)
      }}
      renderInput={(params) => <TextField {...params} size="small" label="City" error={Boolean(error)} helperText={error} />}
    />
  )
}
