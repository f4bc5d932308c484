import { useRef, useState, type ReactNode } from 'react'
import { useQueries, useQuery } from '@tanstack/react-query'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import type { SpecializationCriterion } from '../../../contract/search/criteria'
import { FormBanner } from '../FormBanner'
import { useModal } from '../ModalHost'
import { expertiseLabel } from '../profile/ProfileItems'
import { EMPTY_CHOICE, SpecializationPicker, type SpecializationChoice } from './SpecializationPicker'
import { nodePath, specializationNodeQuery, type SpecNode } from './specializationTree'
import { WrappingChip } from '../WrappingChip'

/** A picked node and its choice as the contract's criterion (empty parts left out). */
export function toCriterion(node: SpecNode, choice: SpecializationChoice): SpecializationCriterion {
  return {
    id: node.id,
    ...(choice.expertise ? { expertise: choice.expertise as SpecializationCriterion['expertise'] } : {}),
    ...(choice.roles.length ? { roles: choice.roles } : {}),
    ...(choice.skills.length ? { skills: choice.skills } : {}),
  }
}

/** The nodes of some criteria, loaded (and cached) one by one: for chip labels and the ancestor paths. */
export function useSpecializationNodes(criteria: SpecializationCriterion[]) {
  return useQueries({ queries: criteria.map((criterion) => specializationNodeQuery(criterion.id)) }).map((query) => query.data)
}

/** 'Epic > Clinical > Ambulatory, Cerner': the picked specializations' ancestor paths (talent-not-found lastSearch). */
export function useSpecializationPathsText(criteria: SpecializationCriterion[], separator = ', ') {
  return useSpecializationNodes(criteria)
    .filter((node): node is SpecNode => Boolean(node))
    .map((node) => nodePath(node))
    .join(separator)
}

function criterionLabel(criterion: SpecializationCriterion, node: SpecNode | undefined) {
  if (!node) return 'Loading…'
  const names = (ids: string[] | undefined, options: { id: string; name: string }[]) => (ids ?? []).map((id) => options.find((option) => option.id === id)?.name).filter(Boolean)
  const extras = [criterion.expertise ? expertiseLabel(criterion.expertise) : null, ...names(criterion.roles, node.roles), ...names(criterion.skills, node.skills)].filter(Boolean)
  return nodePath(node, ' › ') + (extras.length ? ` (${extras.join(', ')})` : '')
}

/**
 * The walk in a dialog, adding one criterion at a time. `countFor` shows what the criteria would match
 * with the node being picked (the spec: the picker shows the matched-talent count).
 */
export function SpecializationPickerDialog({
  current,
  onAdd,
  onClose,
  countFor,
  title = 'Add specialization',
}: {
  current: SpecializationCriterion[]
  onAdd: (criterion: SpecializationCriterion) => void
  onClose: () => void
  countFor?: (criteria: SpecializationCriterion[]) => ReactNode
  title?: string
}) {
  const [chosen, setChosen] = useState<SpecNode | null>(null)
  const [choice, setChoice] = useState<SpecializationChoice>(EMPTY_CHOICE)
  const [banner, setBanner] = useState<string[]>([])
  const draft = chosen ? [...current.filter((criterion) => criterion.id !== chosen.id), toCriterion(chosen, choice)] : current
  const choose = (node: SpecNode | null) => {
    setChosen(node)
    setChoice(EMPTY_CHOICE)
  }
  return (
    <>
      <DialogTitle sx={{ pr: 6 }}>{title}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
        <FormBanner messages={banner} />
        <SpecializationPicker
          chosen={chosen}
          onChoose={choose}
          choice={choice}
          onChoiceChange={(name, value) => setChoice((previous) => ({ ...previous, [name]: value }))}
          onBanner={setBanner}
          note={countFor ? <Box sx={{ mb: 1.5 }}>{countFor(draft)}</Box> : undefined}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        {chosen && (
          <Button startIcon={<ArrowBackIcon />} onClick={() => choose(null)} sx={{ mr: 'auto' }}>
            Back
          </Button>
        )}
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!chosen}
          onClick={() => {
            if (!chosen) return
            onAdd(toCriterion(chosen, choice))
            onClose()
          }}
        >
          Add
        </Button>
      </DialogActions>
    </>
  )
}

function CriterionChip({ criterion, onDelete }: { criterion: SpecializationCriterion; onDelete?: () => void }) {
  const node = useQuery(specializationNodeQuery(criterion.id)).data
  const label = criterionLabel(criterion, node)
  return <WrappingChip label={label} onDelete={onDelete} aria-label={onDelete ? `${label}, press Delete to remove` : label} />
}

/**
 * A list of SpecializationCriterion as removable chips plus 'Add specialization' (the search's criteria
 * panel, the opportunity form). Picking a node already in the list replaces it.
 */
export function SpecializationCriteriaField({
  value,
  onChange,
  label = 'Specializations',
  countFor,
  max = 20,
  disabled,
}: {
  value: SpecializationCriterion[]
  onChange: (next: SpecializationCriterion[]) => void
  label?: string
  countFor?: (criteria: SpecializationCriterion[]) => ReactNode
  max?: number
  disabled?: boolean
}) {
  const modal = useModal()
  // The dialog lives in the modal host, outside this field: it reads the field's latest value and
  // onChange through a ref, so a pick made after the list changed (or the form re-rendered) is not lost.
  const latest = useRef({ value, onChange })
  latest.current = { value, onChange }
  const add = () =>
    modal.open(
      <SpecializationPickerDialog
        current={value}
        countFor={countFor}
        onClose={modal.close}
        onAdd={(criterion) => latest.current.onChange([...latest.current.value.filter((item) => item.id !== criterion.id), criterion])}
      />,
      { layout: 'talent' },
    )
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box component="ul" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0, mb: value.length ? 1 : 0 }}>
        {value.map((criterion) => (
          <li key={criterion.id} style={{ maxWidth: '100%' }}>
            <CriterionChip criterion={criterion} onDelete={disabled ? undefined : () => onChange(value.filter((item) => item.id !== criterion.id))} />
          </li>
        ))}
      </Box>
      <Button size="small" startIcon={<AddIcon />} onClick={add} disabled={disabled || value.length >= max}>
        Add specialization
      </Button>
    </Box>
  )
}
