import { useEffect, useRef, useState } from 'react'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import SearchIcon from '@mui/icons-material/Search'

/**
 * Spec 2.8's search box: reports what was typed after a short pause, not on every key. It also reports
 * its first value, so a list keeping its search in the address passes that search as `defaultValue`:
 * a box mounted again (the page's layout switching between phone and desktop, a reload) then starts
 * from it instead of reporting '' and clearing the search.
 */
export function SearchBox({
  label = 'Search',
  onSearch,
  delay = 250,
  autoFocus,
  defaultValue = '',
}: {
  label?: string
  onSearch: (query: string) => void
  delay?: number
  autoFocus?: boolean
  defaultValue?: string
}) {
  const [value, setValue] = useState(defaultValue)
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
