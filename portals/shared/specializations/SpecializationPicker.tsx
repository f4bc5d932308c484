import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Typography from '@mui/material/Typography'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import { nonFieldErrors } from '../api'
import { LoadError } from '../LoadError'
import { PageLoader } from '../PageLoader'
import { expertiseLabel } from '../profile/ProfileItems'
import { SearchBox } from '../SearchBox'
import { TrailBreadcrumbs, type Crumb } from '../TrailBreadcrumbs'
import { SEARCH_THRESHOLD, specializationNodeQuery, toggleId, usePlatformLevels, usePlatforms, type ChildRef, type Named, type SpecNode } from './specializationTree'

/** What is picked at a node: its expertise level ('' = none / any) and some of its roles and skills. */
export interface SpecializationChoice {
  expertise: string
  roles: string[]
  skills: string[]
}
export const EMPTY_CHOICE: SpecializationChoice = { expertise: '', roles: [], skills: [] }

function CheckboxGroup({ legend, options, selected, onToggle, error }: { legend: string; options: Named[]; selected: string[]; onToggle: (id: string) => void; error?: string }) {
  if (!options.length) return null
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ fontWeight: 500, color: 'text.primary', mb: 0.5 }}>
        {legend}
      </FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {options.map((option) => (
          <FormControlLabel
            key={option.id}
            control={<Checkbox size="small" checked={selected.includes(option.id)} onChange={() => onToggle(option.id)} />}
            label={option.name}
            sx={{ mr: 0 }}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  )
}

export interface SpecializationPickerProps {
  /** Editing a stored pick: no walking, straight to the choice step of this node (the parent passes it as `chosen`). */
  editing?: boolean
  /** The node the walk ended at (controlled); null while walking. */
  chosen: SpecNode | null
  onChoose: (node: SpecNode | null) => void
  choice: SpecializationChoice
  onChoiceChange: (name: keyof SpecializationChoice, value: string | string[]) => void
  errors?: Partial<Record<keyof SpecializationChoice, string | undefined>>
  /** Whether an expertise level must be chosen (the talent's own pick); a search offers 'Any level' instead. */
  expertiseRequired?: boolean
  /** Opening a node failed: the parent shows the messages in its banner ([] clears them). */
  onBanner: (messages: string[]) => void
  /** How deep the walk is (0 at the platforms): the parent's "unsaved" state. */
  onDepthChange?: (depth: number) => void
  /** Shown under the breadcrumbs (the search's matched count). */
  note?: ReactNode
}

/**
 * The specialization tree walk: platforms, then each level's children, with breadcrumbs
 * (the last crumb plain text) and a search box above 15 children; a node without children opens the
 * roles-and-skills step (and the expertise level when its platform has levels), and a node with roles or
 * skills of its own can be chosen as it is. Used by the talent's Specializations dialog (one pick) and by
 * SpecializationCriteriaField (a list of SpecializationCriterion: search, opportunity form).
 */
export function SpecializationPicker({ editing, chosen, onChoose, choice, onChoiceChange, errors = {}, expertiseRequired, onBanner, onDepthChange, note }: SpecializationPickerProps) {
  const queryClient = useQueryClient()
  const platformsQuery = usePlatforms()
  const platforms = platformsQuery.data ?? null
  const [trail, setTrail] = useState<SpecNode[]>([])
  const [query, setQuery] = useState('')
  const [opening, setOpening] = useState<string | null>(null)
  const levels = usePlatformLevels(chosen)
  const current = trail[trail.length - 1]

  useEffect(() => onDepthChange?.(trail.length), [trail.length, onDepthChange])

  const children = useMemo<ChildRef[]>(() => (current ? current.children : (platforms ?? [])), [current, platforms])
  const showSearch = !chosen && children.length > SEARCH_THRESHOLD
  const visible = useMemo(() => {
    const needle = showSearch ? query.toLowerCase() : ''
    return needle ? children.filter((child) => child.name.toLowerCase().includes(needle)) : children
  }, [children, query, showSearch])

  const open = async (id: string) => {
    setOpening(id)
    onBanner([])
    try {
      const node = await queryClient.fetchQuery(specializationNodeQuery(id))
      setQuery('')
      // A node without children goes straight to its roles and skills.
      if (node.numchild === 0 || node.children.length === 0) onChoose(node)
      else setTrail((previous) => [...previous, node])
    } catch (error) {
      onBanner(nonFieldErrors(error))
    } finally {
      setOpening(null)
    }
  }

  const goTo = (depth: number) => {
    onChoose(null)
    setQuery('')
    setTrail((previous) => previous.slice(0, depth))
  }

  const crumbs: Crumb[] = [
    { key: 'root', label: 'Platforms', onClick: editing ? undefined : () => goTo(0) },
    ...(editing && chosen
      ? chosen.ancestors.map((node) => ({ key: node.id, label: node.name }))
      : trail.map((node, index) => ({ key: node.id, label: node.name, onClick: () => goTo(index + 1) }))),
    ...(chosen && (editing || chosen.id !== current?.id) ? [{ key: chosen.id, label: chosen.name }] : []),
  ]

  let body
  if (platformsQuery.error) {
    body = <LoadError error={platformsQuery.error} onRetry={() => void platformsQuery.refetch()} />
  } else if (!platforms || (editing && !chosen)) {
    body = <PageLoader />
  } else if (chosen) {
    body = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        {levels.length > 0 && (
          <FormControl component="fieldset" error={Boolean(errors.expertise)} required={expertiseRequired}>
            <FormLabel component="legend" sx={{ fontWeight: 500, color: 'text.primary' }}>
              Expertise
            </FormLabel>
            <RadioGroup row value={choice.expertise} onChange={(event) => onChoiceChange('expertise', event.target.value)}>
              {!expertiseRequired && <FormControlLabel value="" control={<Radio />} label="Any level" />}
              {levels.map((level) => (
                <FormControlLabel key={level} value={level} control={<Radio />} label={expertiseLabel(level)} />
              ))}
            </RadioGroup>
            {errors.expertise && <FormHelperText>{errors.expertise}</FormHelperText>}
          </FormControl>
        )}
        <CheckboxGroup legend="Roles" options={chosen.roles} selected={choice.roles} onToggle={(id) => onChoiceChange('roles', toggleId(choice.roles, id))} error={errors.roles} />
        <CheckboxGroup legend="Skills" options={chosen.skills} selected={choice.skills} onToggle={(id) => onChoiceChange('skills', toggleId(choice.skills, id))} error={errors.skills} />
        {!chosen.roles.length && !chosen.skills.length && (
          <Typography variant="body2" color="text.secondary">
            {chosen.name} lists no roles or skills to pick; saving adds it as it is.
          </Typography>
        )}
      </Box>
    )
  } else {
    const canChooseCurrent = current && (current.roles.length > 0 || current.skills.length > 0)
    body = (
      <Box>
        <Typography id="picker-level" variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {current ? `Choose an area or module of ${current.name}.` : 'Choose the platform you work with.'}
        </Typography>
        {showSearch && (
          <Box sx={{ mb: 1.5 }}>
            <SearchBox label={current ? `Search ${current.name}` : 'Search platforms'} onSearch={setQuery} />
          </Box>
        )}
        {opening ? <LinearProgress aria-label="Opening" sx={{ mb: 1 }} /> : <Box sx={{ height: 4, mb: 1 }} />}
        {visible.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            No results found...
          </Typography>
        ) : (
          <List aria-labelledby="picker-level" dense disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 360, overflowY: 'auto' }}>
            {visible.map((child) => (
              <ListItemButton key={child.id} onClick={() => void open(child.id)} disabled={opening !== null} divider>
                <ListItemText primary={child.name} secondary={child.numchild ? `${child.numchild} ${child.numchild === 1 ? 'area' : 'areas'}` : 'Roles and skills'} />
                <ChevronRightIcon color="action" aria-hidden />
              </ListItemButton>
            ))}
          </List>
        )}
        {canChooseCurrent && (
          <Button onClick={() => onChoose(current)} sx={{ mt: 1.5 }}>
            Pick roles and skills for {current.name} as a whole
          </Button>
        )}
      </Box>
    )
  }

  return (
    <>
      {platforms && <TrailBreadcrumbs crumbs={crumbs} label="Specialization path" />}
      {note}
      {body}
    </>
  )
}

/** The stored node of an edit, loaded once (the picker then starts at its choice step). */
export function useStoredNode(id: string | undefined) {
  return useQuery({ ...specializationNodeQuery(id ?? ''), enabled: Boolean(id) })
}
