import { Create, SimpleForm, useRecordFromLocation } from 'react-admin'
import { SpecializationBreadcrumbs } from './SpecializationBreadcrumbs'
import { SpecializationInputs, toNodePayload } from './SpecializationInputs'
import { redirectToLevel } from './specializationPaths'

/** A new node, opened from a level of the tree with its parent and place there already filled in. */
export const SpecializationCreate = () => {
  const defaults = useRecordFromLocation()
  return (
    <>
      <SpecializationBreadcrumbs nodeId={defaults?.parent ?? null} />
      <Create redirect={redirectToLevel} transform={toNodePayload}>
        <SimpleForm defaultValues={{ parent: null, expertiseLevels: [], sortOrder: 0 }}>
          <SpecializationInputs />
        </SimpleForm>
      </Create>
    </>
  )
}
