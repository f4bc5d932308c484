import { useEffect, useRef, useState } from 'react'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import SearchIcon from '@mui/icons-material/Search'

/** Spec 2.8's search box: reports what was typed after a short pause, not on every key. */
export function SearchBox({
  label = 'Search',
  onSearch,
  delay = 250,
  autoFocus,
}: {
  label?: string
  onSearch: (query: string) => void
  delay?: number
  autoFocus?: boolean
}) {
  const [value, setValue] = useState('')
  const latest = useRef(onSearch)
  latest.current = onSearch
  useEffect(() => {
    const timer = setTimeout(() => latest.current(value.trim()), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={value}
      autoFocus={autoFocus}
      onChange={(event) => setValue(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  )
}
