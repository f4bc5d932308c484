import { useMemo, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import { errorMessage, fieldErrors, nonFieldErrors } from '../../../shared/api'
import { apiCall } from '../../../shared/client'
import { LoadError } from '../../../shared/LoadError'
import { PageLoader } from '../../../shared/PageLoader'
import { itemsOf } from '../../../shared/profile/types'
import { SearchBox } from '../../../shared/SearchBox'
import { PLATFORMS, specializationNodeQuery, type ChildRef, type SpecNode } from '../../../shared/specializations/specializationTree'
import { useToast } from '../../../shared/toasts'
import { TrailBreadcrumbs, type Crumb } from '../../../shared/TrailBreadcrumbs'
import { FormFrame } from '../../../shared/FormFrame'
import { GuardedDialog } from '../../../shared/GuardedDialog'
import { loadState, useInvalidate } from '../../queries'
import { ALL_DEPARTMENTS, DEPARTMENTS, type Department } from './types'

/** A node as a level of the tree lists it. */
type Named = ChildRef

/** The spec: the search box appears only above this many nodes on one level (as in the talent's picker). */
const SEARCH_THRESHOLD = 15

/**
 * Manage Taxonomies: walk the specialization tree like the talent's picker and check
 * the nodes this department covers. A node belongs to at most one department of the organization, so
 * nodes already assigned to another department show disabled with its name.
 */
export function TaxonomiesDialog({ department, onClose, onSaved }: { department: Department; onClose: () => void; onSaved: () => void }) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const invalidate = useInvalidate()
  const others = loadState(
    useQuery({
      ...ALL_DEPARTMENTS,
      select: (answer) => {
        const taken = new Map<string, string>()
        for (const other of itemsOf(answer)) if (other.id !== department.id) for (const id of other.specializations) taken.set(id, other.name)
        return taken
      },
    }),
  )
  const takenBy = others.data ?? new Map<string, string>()
  const rootsQuery = loadState(useQuery({ ...PLATFORMS, select: itemsOf }))
  const roots = rootsQuery.data ?? null
  const [trail, setTrail] = useState<SpecNode[]>([])
  // Ids of the department's nodes; names only for those checked here (the API answers ids).
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(department.specializations))
  const [names, setNames] = useState<Map<string, string>>(new Map())
  const [query, setQuery] = useState('')
  const [opening, setOpening] = useState<string | null>(null)
  const [banner, setBanner] = useState<string[]>([])
  const [saving, setSaving] = useState(false)
  const write = useMutation({
    mutationFn: (specializations: string[]) =>
      apiCall('patch', '/organization_admin/departments/{id}/', { params: { path: { id: department.id } }, body: { specializations } }),
    onSuccess: () => invalidate(DEPARTMENTS),
  })

  const current = trail[trail.length - 1]
  const level = useMemo<Named[]>(() => (current ? current.children : (roots ?? [])), [current, roots])
  const showSearch = level.length > SEARCH_THRESHOLD
  const visible = useMemo(() => {
    const needle = showSearch ? query.toLowerCase() : ''
    return needle ? level.filter((node) => node.name.toLowerCase().includes(needle)) : level
  }, [level, query, showSearch])

  const open = async (id: string) => {
    setOpening(id)
    setBanner([])
    try {
      // A node opened before (here or in another department's dialog) comes from the cache.
      const node = await queryClient.fetchQuery(specializationNodeQuery(id))
      setQuery('')
      setTrail((previous) => [...previous, node])
    } catch (error) {
      setBanner([errorMessage(error)])
    } finally {
      setOpening(null)
    }
  }

  const toggle = (node: Named) => {
    setNames((previous) => new Map(previous).set(node.id, node.name))
    setChosen((previous) => {
      const next = new Set(previous)
      if (next.has(node.id)) next.delete(node.id)
      else next.add(node.id)
      return next
    })
  }
  const initial = department.specializations
  const dirty = chosen.size !== new Set(initial).size || initial.some((id) => !chosen.has(id))
  const added = [...chosen].filter((id) => !initial.includes(id))

  const save = async () => {
    if (!dirty) return
    setSaving(true)
    setBanner([])
    try {
      await write.mutateAsync([...chosen])
      toast.success('Taxonomies was updated')
      onSaved()
    } catch (error) {
      setBanner([...nonFieldErrors(error), ...Object.values(fieldErrors(error))])
      setSaving(false)
    }
  }

  const crumbs: Crumb[] = [
    { key: 'root', label: 'Platforms', onClick: () => setTrail([]) },
    ...trail.map((node, index) => ({ key: node.id, label: node.name, onClick: () => setTrail((previous) => previous.slice(0, index + 1)) })),
  ]

  let body
  if (rootsQuery.failed) body = <LoadError error={rootsQuery.error} onRetry={rootsQuery.retry} />
  else if (others.failed) body = <LoadError error={others.error} onRetry={others.retry} />
  // A cached answer may predate another department's save: which nodes are taken waits for the fresh one.
  else if (!roots || !others.data || (others.refreshing && !saving)) body = <PageLoader label="Loading specializations" />
  else
    body = (
      <>
        <TrailBreadcrumbs crumbs={crumbs} label="Specialization path" />
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
          <List dense disablePadding aria-label={current ? current.name : 'Platforms'} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 360, overflowY: 'auto' }}>
            {visible.map((node) => {
              const owner = takenBy.get(node.id)
              return (
                <ListItem
                  key={node.id}
                  divider
                  secondaryAction={
                    node.numchild > 0 ? (
                      <IconButton edge="end" aria-label={`Open ${node.name}`} onClick={() => void open(node.id)} disabled={opening !== null}>
                        <ChevronRightIcon />
                      </IconButton>
                    ) : undefined
                  }
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Checkbox
                      edge="start"
                      checked={Boolean(owner) || chosen.has(node.id)}
                      disabled={Boolean(owner)}
                      onChange={() => toggle(node)}
                      slotProps={{ input: { 'aria-label': node.name } }}
                    />
                  </ListItemIcon>
                  <ListItemText
                    primary={node.name}
                    secondary={owner ? `Assigned to ${owner}` : node.numchild ? `${node.numchild} ${node.numchild === 1 ? 'area' : 'areas'}` : undefined}
                  />
                </ListItem>
              )
            })}
          </List>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {chosen.size === 0 ? 'No taxonomies checked yet.' : `${chosen.size} checked${added.length ? `, ${added.length} new` : ''}.`}
        </Typography>
        {added.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
            {added.map((id) => (
              <Chip key={id} label={names.get(id) ?? id} onDelete={() => toggle({ id, name: names.get(id) ?? id, numchild: 0 })} />
            ))}
          </Stack>
        )}
      </>
    )

  return (
    <GuardedDialog dirty={dirty} onClose={onClose}>
      {(requestClose) => (
        <FormFrame
          title={`Manage Taxonomies: ${department.name}`}
          banner={banner}
          onSubmit={() => void save()}
          actions={
            <>
              <Button onClick={requestClose} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" loading={saving} disabled={!dirty}>
                Save
              </Button>
            </>
          }
        >
          {body}
        </FormFrame>
      )}
    </GuardedDialog>
  )
}
