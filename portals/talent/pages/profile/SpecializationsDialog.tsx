import { useEffect, useState } from 'react'
import Button from '@mui/material/Button'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import PsychologyOutlinedIcon from '@mui/icons-material/PsychologyOutlined'
import { profileMessages, talentSpecializationInput, type TalentSpecialization } from '../../../../contract/talentProfile'
import { apiCall } from '../../../shared/client'
import { useContractForm } from '../../../shared/forms'
import { DialogForm, ListDialog, type ListDialogFormProps } from '../../../shared/ListDialog'
import { LoadError } from '../../../shared/LoadError'
import { SpecializationDetails, specializationPath } from '../../../shared/profile/ProfileItems'
import { SpecializationPicker, useStoredNode, type SpecializationChoice } from '../../../shared/specializations/SpecializationPicker'
import { usePlatformLevels, type SpecNode } from '../../../shared/specializations/specializationTree'
import { OWN_PROFILE } from './ownProfile'

const PATH = '/talent/specializations/'
export const SPECIALIZATION_TIP = 'Enter relevant skills and modules for higher matching success'

/** The spec: a platform with expertise levels needs one chosen. */
const withLevelRequired = talentSpecializationInput.refine((input) => Boolean(input.expertise), {
  path: ['expertise'],
  error: profileMessages.expertiseRequired,
})

/**
 * Adding walks the tree with the shared picker; editing goes straight to the roles-and-skills
 * step of the stored node.
 */
function SpecializationForm({ item, onSaved, onCancel, onDirtyChange }: ListDialogFormProps<TalentSpecialization>) {
  const storedQuery = useStoredNode(item?.specialization.id)
  const [picked, setPicked] = useState<SpecNode | null>(null)
  const [depth, setDepth] = useState(0)
  const chosen = picked ?? storedQuery.data ?? null
  const levels = usePlatformLevels(chosen)

  const form = useContractForm({
    schema: levels.length ? withLevelRequired : talentSpecializationInput,
    defaultValues: {
      expertise: item?.expertise ?? '',
      roles: item?.roles.map((role) => role.id) ?? [],
      skills: item?.skills.map((skill) => skill.id) ?? [],
    } satisfies SpecializationChoice,
    toInput: (values) => ({ specialization: chosen?.id ?? '', ...values, expertise: values.expertise || null }),
  })
  const choice = form.watch()
  const errors = form.formState.errors
  const change = (name: keyof SpecializationChoice, value: string | string[]) => form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })

  const dirty = item ? form.unsaved : depth > 0 || chosen !== null
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])

  const choose = (node: SpecNode | null) => {
    if (!node) form.clearErrors()
    setPicked(node)
  }
  const { setBanner } = form

  const submit = form.submit(async (body) => {
    if (!chosen) return
    if (item) await apiCall('patch', '/talent/specializations/{id}/', { params: { path: { id: item.id } }, body: { expertise: body.expertise ?? null, roles: body.roles, skills: body.skills } })
    else await apiCall('post', PATH, { body })
    onSaved()
  })

  return (
    <DialogForm
      title={item ? 'Edit Specialization' : 'Add Specialization'}
      tip={SPECIALIZATION_TIP}
      banner={form.banner}
      saving={form.formState.isSubmitting}
      onSubmit={() => void submit()}
      onCancel={onCancel}
      // Adding: a chosen node is the change; editing: something of it changed.
      saveDisabled={!chosen || !dirty}
      secondaryAction={
        !item && chosen ? (
          <Button startIcon={<ArrowBackIcon />} onClick={() => choose(null)}>
            Back
          </Button>
        ) : undefined
      }
    >
      {storedQuery.error ? (
        <LoadError error={storedQuery.error} onRetry={() => void storedQuery.refetch()} />
      ) : (
        <SpecializationPicker
          editing={Boolean(item)}
          chosen={chosen}
          onChoose={choose}
          choice={choice}
          onChoiceChange={change}
          errors={{ expertise: errors.expertise?.message, roles: errors.roles?.message, skills: errors.skills?.message }}
          expertiseRequired
          onBanner={setBanner}
          onDepthChange={setDepth}
        />
      )}
    </DialogForm>
  )
}

export function SpecializationsDialog({ onClose }: { onClose: () => void }) {
  return (
    <ListDialog
      title="Specializations & Skills"
      tip={SPECIALIZATION_TIP}
      empty={{ title: 'No specializations yet', description: 'Add the platforms and modules you work with.', icon: <PsychologyOutlinedIcon /> }}
      path={PATH}
      alsoChanges={[OWN_PROFILE]}
      itemTitle={specializationPath}
      renderItem={(item, titleId) => <SpecializationDetails item={item} titleId={titleId} />}
      renderForm={(props) => <SpecializationForm {...props} />}
      remove={(item) => apiCall('delete', '/talent/specializations/{id}/', { params: { path: { id: item.id } } })}
      deleteTitle="Delete this specialization?"
      onClose={onClose}
    />
  )
}
