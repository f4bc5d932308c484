import { useEffect, useMemo, useState } from 'react'
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
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import PsychologyOutlinedIcon from '@mui/icons-material/PsychologyOutlined'
import { EXPERTISE_LEVELS, profileMessages, talentSpecializationInput, type TalentSpecialization } from '../../../../contract/talentProfile'
import { api, nonFieldErrors } from '../../../shared/api'
import { useContractForm } from '../../../shared/forms'
import { DialogForm, ListDialog, type ListDialogFormProps } from '../../../shared/ListDialog'
import { LoadError } from '../../../shared/LoadError'
import { PageLoader } from '../../../shared/PageLoader'
import { expertiseLabel, SpecializationDetails, specializationPath } from '../../../shared/profile/ProfileItems'
import { itemsOf, type PageOf } from '../../../shared/profile/types'
import { apiQuery } from '../../../shared/query/keys'
import { SearchBox } from '../../../shared/SearchBox'
import { TrailBreadcrumbs, type Crumb } from '../../../shared/TrailBreadcrumbs'
import { OWN_PROFILE } from './ownProfile'

const PATH = '/talent/specializations/'
export const SPECIALIZATION_TIP = 'Enter relevant skills and modules for higher matching success'
/** Spec 9: the picker's search box appears only above this many children. */
const SEARCH_THRESHOLD = 15

interface Named {
  id: string
  name: string
}
interface ChildRef extends Named {
  numchild: number
}
/** A node of GET /specializations/{id}/ (and the items of ?root=true). */
interface SpecNode extends Named {
  numchild: number
  expertiseLevels: string[]
  roles: Named[]
  skills: Named[]
  ancestors: Named[]
  children: ChildRef[]
}


/** The platform's expertise levels, in the contract's order. */
const levelsOf = (platform: SpecNode | undefined) => EXPERTISE_LEVELS.filter((level) => platform?.expertiseLevels?.includes(level))

function CheckboxGroup({
  legend,
  options,
  selected,
  onToggle,
  error,
}: {
  legend: string
  options: Named[]
  selected: string[]
  onToggle: (id: string) => void
  error?: string
}) {
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

interface Choice {
  expertise: string
  roles: string[]
  skills: string[]
}

const toggle = (list: string[], id: string) => (list.includes(id) ? list.filter((item) => item !== id) : [...list, id])

const PLATFORMS = apiQuery<PageOf<SpecNode> | SpecNode[]>('/specializations/', { root: true, pageSize: 100 })
const nodeQuery = (id: string) => apiQuery<SpecNode>(`/specializations/${id}/`)

/** Spec 2.5: a platform with expertise levels needs one chosen. */
const withLevelRequired = talentSpecializationInput.refine((input) => Boolean(input.expertise), {
  path: ['expertise'],
  error: profileMessages.expertiseRequired,
})

/**
 * Adding walks the tree (spec 2.5): platforms, then each level's children; a node without children
 * opens the roles-and-skills step, and any node with roles or skills of its own can be chosen as it is.
 * Editing goes straight to the roles-and-skills step of the stored node.
 */
function SpecializationForm({ item, onSaved, onCancel, onDirtyChange }: ListDialogFormProps<TalentSpecialization>) {
  const queryClient = useQueryClient()
  // Platforms (with their expertise levels) first; for an edit, the stored node as well.
  const platformsQuery = useQuery({ ...PLATFORMS, select: itemsOf })
  const storedQuery = useQuery({ ...nodeQuery(item?.specialization.id ?? ''), enabled: Boolean(item) })
  const platforms = platformsQuery.data ?? null
  const [trail, setTrail] = useState<SpecNode[]>([])
  const [picked, setPicked] = useState<SpecNode | null>(null)
  const chosen = picked ?? storedQuery.data ?? null
  const [query, setQuery] = useState('')
  const [opening, setOpening] = useState<string | null>(null)

  const current = trail[trail.length - 1]
  // The platform decides the expertise levels: the first node of the path.
  const platformId = chosen ? (chosen.ancestors[0]?.id ?? chosen.id) : trail[0]?.id
  const platform = platforms?.find((node) => node.id === platformId) ?? (chosen && !chosen.ancestors.length ? chosen : undefined)
  const levels = levelsOf(platform)

  const form = useContractForm({
    schema: levels.length ? withLevelRequired : talentSpecializationInput,
    defaultValues: {
      expertise: item?.expertise ?? '',
      roles: item?.roles.map((role) => role.id) ?? [],
      skills: item?.skills.map((skill) => skill.id) ?? [],
    } satisfies Choice,
    toInput: (values) => ({ specialization: chosen?.id ?? '', ...values, expertise: values.expertise || null }),
  })
  const choice = form.watch()
  const errors = form.formState.errors
  const change = (name: keyof Choice, value: string | string[]) => form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })

  const dirty = item ? form.unsaved : trail.length > 0 || chosen !== null
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])

  const children: ChildRef[] = current ? current.children : (platforms ?? [])
  const showSearch = !chosen && children.length > SEARCH_THRESHOLD
  const visible = useMemo(() => {
    const needle = showSearch ? query.toLowerCase() : ''
    return needle ? children.filter((child) => child.name.toLowerCase().includes(needle)) : children
  }, [children, query, showSearch])

  const open = async (id: string) => {
    setOpening(id)
    form.setBanner([])
    try {
      const node = await queryClient.fetchQuery(nodeQuery(id))
      setQuery('')
      // A node without children goes straight to its roles and skills.
      if (node.numchild === 0 || node.children.length === 0) {
        setPicked(node)
      } else {
        setTrail((previous) => [...previous, node])
      }
    } catch (error) {
      form.setBanner(nonFieldErrors(error))
    } finally {
      setOpening(null)
    }
  }

  const goTo = (depth: number) => {
    setPicked(null)
    setQuery('')
    form.clearErrors()
    setTrail((previous) => previous.slice(0, depth))
  }

  const chooseCurrent = () => {
    if (current) setPicked(current)
  }

  const submit = form.submit(async (body) => {
    if (!chosen) return
    if (item) await api.patch(`${PATH}${item.id}/`, { expertise: body.expertise ?? null, roles: body.roles, skills: body.skills })
    else await api.post(PATH, body)
    onSaved()
  })

  const crumbs: Crumb[] = [
    { key: 'root', label: 'Platforms', onClick: item ? undefined : () => goTo(0) },
    ...(item && chosen
      ? chosen.ancestors.map((node) => ({ key: node.id, label: node.name }))
      : trail.map((node, index) => ({ key: node.id, label: node.name, onClick: () => goTo(index + 1) }))),
    ...(chosen && (item || chosen.id !== current?.id) ? [{ key: chosen.id, label: chosen.name }] : []),
  ]

  const title = item ? 'Edit Specialization' : 'Add Specialization'
  const loadError = platformsQuery.error ?? storedQuery.error
  let body
  if (loadError) {
    body = (
      <LoadError
        error={loadError}
        onRetry={() => {
          void platformsQuery.refetch()
          if (item) void storedQuery.refetch()
        }}
      />
    )
  } else if (!platforms || (item && !chosen)) {
    body = <PageLoader />
  } else if (chosen) {
    body = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        {levels.length > 0 && (
          <FormControl component="fieldset" error={Boolean(errors.expertise)} required>
            <FormLabel component="legend" sx={{ fontWeight: 500, color: 'text.primary' }}>
              Expertise
            </FormLabel>
            <RadioGroup row value={choice.expertise} onChange={(event) => change('expertise', event.target.value)}>
              {levels.map((level) => (
                <FormControlLabel key={level} value={level} control={<Radio />} label={expertiseLabel(level)} />
              ))}
            </RadioGroup>
            {errors.expertise && <FormHelperText>{errors.expertise.message}</FormHelperText>}
          </FormControl>
        )}
        <CheckboxGroup
          legend="Roles"
          options={chosen.roles}
          selected={choice.roles}
          onToggle={(id) => change('roles', toggle(choice.roles, id))}
          error={errors.roles?.message}
        />
        <CheckboxGroup
          legend="Skills"
          options={chosen.skills}
          selected={choice.skills}
          onToggle={(id) => change('skills', toggle(choice.skills, id))}
          error={errors.skills?.message}
        />
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
                <ListItemText
                  primary={child.name}
                  secondary={child.numchild ? `${child.numchild} ${child.numchild === 1 ? 'area' : 'areas'}` : 'Roles and skills'}
                />
                <ChevronRightIcon color="action" aria-hidden />
              </ListItemButton>
            ))}
          </List>
        )}
        {canChooseCurrent && (
          <Button onClick={chooseCurrent} sx={{ mt: 1.5 }}>
            Pick roles and skills for {current.name} as a whole
          </Button>
        )}
      </Box>
    )
  }

  return (
    <DialogForm
      title={title}
      tip={SPECIALIZATION_TIP}
      banner={form.banner}
      saving={form.formState.isSubmitting}
      onSubmit={() => void submit()}
      onCancel={onCancel}
      // Adding: a chosen node is the change; editing: something of it changed.
      saveDisabled={!chosen || !dirty}
      secondaryAction={
        !item && chosen ? (
          <Button startIcon={<ArrowBackIcon />} onClick={() => goTo(trail.length)}>
            Back
          </Button>
        ) : undefined
      }
    >
      {platforms && <TrailBreadcrumbs crumbs={crumbs} label="Specialization path" />}
      {body}
    </DialogForm>
  )
}

export function SpecializationsDialog({ onClose }: { onClose: () => void }) {
  return (
    <ListDialog<TalentSpecialization>
      title="Specializations & Skills"
      tip={SPECIALIZATION_TIP}
      empty={{ title: 'No specializations yet', description: 'Add the platforms and modules you work with.', icon: <PsychologyOutlinedIcon /> }}
      path={PATH}
      alsoChanges={[OWN_PROFILE]}
      itemTitle={specializationPath}
      renderItem={(item, titleId) => <SpecializationDetails item={item} titleId={titleId} />}
      renderForm={(props) => <SpecializationForm {...props} />}
      remove={(item) => api.delete(`${PATH}${item.id}/`)}
      deleteTitle="Delete this specialization?"
      onClose={onClose}
    />
  )
}
